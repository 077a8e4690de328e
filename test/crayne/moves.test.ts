/**
 * Typed moves at the boundary: every legal move survives the wire (JSON text and back through
 * `parseMove`), junk is refused without an exception, and `check` agrees with `legal` on states
 * from seeded simulations, giving the rules' reasons where it can.
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { randomBot } from '../../src/engine/bots.js';
import type { Handle, Json, Knowledge } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { type CrayneMove, parseMove, sameMove } from '../../src/engine/games/crayne/moves.js';
import type { CrayneState } from '../../src/engine/games/crayne/state.js';
import { simulate } from '../../src/engine/simulate.js';

const seed = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => new TextEncoder().encode(String(x))));
const check = (...a: Parameters<NonNullable<typeof crayneGame.check>>): string | null => {
  if (!crayneGame.check) throw new Error('crayne has check');
  return crayneGame.check(...a);
};

/** Seats asked something now (a move, an answer or a commitment). */
function asked(s: CrayneState): number[] {
  const r = crayneGame.request(s);
  if (r?.kind === 'move' || r?.kind === 'answer') return [r.seat];
  return r?.kind === 'commit' ? [...r.seats] : [];
}

type Tally = { legal: number; refused: number; reasons: Set<string> };

/** Plays a seeded match, checking parseMove and check at every step where someone chooses. */
function sweep(options: Json, seats: number, label: string, t: Tally): void {
  const pool: CrayneMove[] = [];
  const bots = Array.from({ length: seats }, (_, s) => (s % 2 ? randomBot(seed('moves-bot', label, s)) : heuristicBot()));
  const r = simulate(crayneGame, options, seats, seed('moves', label), bots, {
    check: (state: Json, known: Readonly<Record<Handle, string>>) => {
      const s = state as CrayneState;
      for (const seat of asked(s)) {
        const k: Knowledge = { seat, cards: known };
        const legal = crayneGame.legal(s, seat, k);
        for (const m of legal) {
          const back = parseMove(JSON.parse(JSON.stringify(m)) as Json);
          if (back === null || !sameMove(back, m) || JSON.stringify(back) !== JSON.stringify(m)) return `round trip of ${JSON.stringify(m)}`;
          const why = check(s, seat, k, m);
          if (why !== null) return `legal ${JSON.stringify(m)} refused: ${why}`;
          t.legal++;
          if (pool.length < 400 && !pool.some((x) => sameMove(x, m))) pool.push(m);
        }
        // Moves seen elsewhere in the match, and every seat's own hand shown under another kind.
        const hand = (s.lords[seat]?.hand ?? []).flatMap((handle): CrayneMove[] => {
          const card = known[handle];
          return card === undefined ? [] : [{ kind: 'play', handle, card }];
        });
        const others = [...pool.slice(-80), ...hand, ...legal.flatMap((m): CrayneMove[] => ('handle' in m ? [{ kind: 'sacrifice', card: m.card }, { kind: 'discard', handle: m.handle, card: m.card }] : []))];
        for (const m of others) {
          if (legal.some((x) => sameMove(x, m))) continue;
          const why = check(s, seat, k, m);
          if (why === null || why === '') return `not legal but passed: ${JSON.stringify(m)}`;
          t.refused++;
          if (t.reasons.size < 20_000) t.reasons.add(why);
        }
      }
      return null;
    },
    maxSteps: 20_000,
  });
  if (!r.ok) throw new Error(`${label}: ${r.error}`);
}

describe('parseMove', () => {
  it('refuses junk, extra keys, wrong types and deep nesting without throwing', () => {
    let deep: Json = { kind: 'pass' };
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const junk: Json[] = [
      null, true, 0, -1, 'pass', [], [{ kind: 'pass' }], {}, { kind: 'nope' }, { kind: 7 }, deep,
      { kind: 'pass', extra: 1 }, { kind: 'keep', card: 'x' }, { kind: 'stop', kind2: 'stop' },
      { kind: 'play' }, { kind: 'play', handle: '0:1' }, { kind: 'play', handle: 1, card: 'x#1' }, { kind: 'play', handle: '0:1', card: '' },
      { kind: 'play', handle: '0:1', card: 'x#1', extra: null }, { kind: 'play', handle: '0:1', card: 'x'.repeat(500) },
      { kind: 'discard', card: 'x#1' }, { kind: 'sacrifice', handle: '0:1' }, { kind: 'sacrifice', card: {} },
      { kind: 'cannot-play', hand: 'all' }, { kind: 'cannot-play', hand: [{ handle: '0:1' }] }, { kind: 'cannot-play', hand: [{ handle: '0:1', card: 'x#1', more: 1 }] },
      { kind: 'cannot-play', hand: [[{ handle: '0:1', card: 'x#1' }]] }, { kind: 'cannot-play', hand: Array.from({ length: 100 }, () => ({ handle: '0:1', card: 'x#1' })) },
      { kind: 'cannot-play', hand: deep },
      { kind: 'face', card: 'x#1', direction: 'up' }, { kind: 'face', card: 'x#1' },
      { kind: 'choose', card: 'x#1', option: 1.5 }, { kind: 'choose', card: 'x#1', option: -1 }, { kind: 'choose', card: 'x#1', option: '1' },
      { kind: 'gift', card: 'x#1', to: -1 }, { kind: 'gift', card: 'x#1' }, { kind: 'next-buyer', seat: 1e300 }, { kind: 'next-buyer', seat: null },
      { kind: 'buy', card: 'x#1', from: 'nowhere' }, { kind: 'buy', card: 7, from: 'market' }, { kind: 'buy', card: 'x#1', from: 'market', price: 3 },
      { kind: 'automaton-first', deck: 0.5 }, { kind: 'automaton-first' },
      JSON.parse('{"kind":"pass","__proto__":{"x":1}}') as Json, JSON.parse('{"kind":"play","handle":"0:1","card":"x#1","__proto__":null}') as Json,
    ];
    for (const [i, j] of junk.entries()) expect(parseMove(j), `junk #${i}`).toBeNull();
  });

  it('accepts every shape Crayne uses, keys in any order, and rebuilds a fresh value', () => {
    const moves: Json[] = [
      { kind: 'play', handle: '0:3', card: 'wraiths#1' }, { card: 'wraiths#1', handle: '0:3', kind: 'play' },
      { kind: 'cannot-play', hand: [{ card: 'trade-cart#1', handle: '0:1' }] }, { kind: 'cannot-play', hand: [] },
      { kind: 'discard', handle: '0:1', card: 'trade-cart#1' }, { kind: 'sacrifice', handle: '0:1', card: 'trade-cart#1' },
      { kind: 'sacrifice', card: 'trade-cart#1' }, { kind: 'stop' }, { kind: 'face', card: 'stone-gate#1', direction: 'right' },
      { kind: 'choose', card: 'colossal-golem#1', option: 2 }, { kind: 'gift', card: 'paladin#1', to: 2 }, { kind: 'keep' },
      { kind: 'next-buyer', seat: 3 }, { kind: 'buy', card: 'paladin#1', from: 'pit' }, { kind: 'pass' }, { kind: 'automaton-first', deck: 1 },
    ];
    for (const m of moves) {
      const p = parseMove(m);
      expect(p).not.toBeNull();
      expect(p).toEqual(m);
      expect(p).not.toBe(m);
    }
  });
});

describe('typed moves and check across seeded matches', () => {
  const t: Tally = { legal: 0, refused: 0, reasons: new Set() };
  it.each([
    ['heads-up', 2], ['free-for-all', 3], ['2v2', 4], ['coop', 2], ['solo', 1],
  ] as const)('%s (%i seats): every legal move round-trips and passes check; others are refused with a reason', (variant, seats) => {
    sweep({ variant }, seats, `${variant}/${seats}`, t);
  });

  it('the reasons are the rules\' words where the engine knows them', () => {
    expect(t.legal).toBeGreaterThan(1000);
    expect(t.refused).toBeGreaterThan(1000);
    expect([...t.reasons].some((r) => /costs \d+, you have \d+ Revenue left/.test(r))).toBe(true);
    expect([...t.reasons].some((r) => /is not in seat \d+'s hand/.test(r))).toBe(true);
  });
});
