/**
 * Typed moves at the boundary and legality in words: parseMove round-trips every legal move of
 * simulated states and refuses anything else; check agrees with legal and names the rule.
 */
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../../src/crypto/canonical.js';
import { randomBot } from '../../src/engine/bots.js';
import type { Handle, Json, Knowledge, Seat } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crystal-factions/bots.js';
import { same } from '../../src/engine/games/crystal-factions/legal.js';
import type { CFMove } from '../../src/engine/games/crystal-factions/moves.js';
import type { CFState } from '../../src/engine/games/crystal-factions/state.js';
import { LANES } from '../../src/engine/games/crystal-factions/types.js';
import { simulate } from '../../src/engine/simulate.js';
import { deploying, game, hide, P, seedOf } from './helpers.js';

const text = (m: Json): string => { const t = canonicalText(m); return t.ok ? t.value : '?'; };

type Seen = { readonly s: CFState; readonly seat: Seat; readonly k: Knowledge };

const own = (seat: Seat, known: Readonly<Record<Handle, string>>): Knowledge =>
  ({ seat, cards: Object.fromEntries(Object.entries(known).filter(([h]) => h.startsWith(`${seat}:`))) });

/** States of seeded simulated matches at which some seat must choose, with that seat's knowledge. */
function states(matches: number): Seen[] {
  const out: Seen[] = [];
  let step = 0;
  for (let i = 0; i < matches; i++) {
    const seats = 2 + (i % 3);
    const options = { opening: i % 2 === 0 ? 'v2' : 'v1' };
    const bots = Array.from({ length: seats }, (_, k) => ((i + k) % 2 ? heuristicBot : randomBot)(seedOf('moves-bot', i, k)));
    const check = (st: Json, known: Readonly<Record<Handle, string>>): string | null => {
      const s = st as CFState;
      const req = game.request(s);
      if (!req) return null;
      const asked = req.kind === 'move' || req.kind === 'answer' || req.kind === 'draw' ? [req.seat] : req.kind === 'random' || !('seats' in req) ? [] : req.seats;
      // Every other step is plenty: consecutive states differ little.
      if (++step % 2 === 0) for (const seat of asked) out.push({ s, seat, k: own(seat, known) });
      return null;
    };
    const r = simulate(game, options, seats, seedOf('moves', i), bots, { check });
    if (!r.ok) throw new Error(r.error);
  }
  return out;
}

/** Plausible moves that may or may not be legal: every legal shape with its fields varied, and the usual suspects. */
function candidates(x: Seen, legal: readonly CFMove[]): CFMove[] {
  const p = P(x.s, x.seat);
  const out: CFMove[] = [
    { kind: 'end' }, { kind: 'keep' }, { kind: 'stop' }, { kind: 'yes' }, { kind: 'no' }, { kind: 'pay' }, { kind: 'return' },
    { kind: 'draw', deck: 'faction' }, { kind: 'draw', deck: 'basic' }, { kind: 'draw', deck: 'none' },
    { kind: 'brace', crystals: 0 }, { kind: 'brace', crystals: 2 }, { kind: 'player', seat: 0 }, { kind: 'player', seat: 1 },
  ];
  for (const lane of LANES) {
    out.push({ kind: 'lane', lane }, { kind: 'cleanse', lane });
    for (const h of p.hand) {
      const card = x.k.cards[h];
      out.push({ kind: 'play', handle: card ? h : null, card: card ?? h, lane });
      if (card) out.push({ kind: 'stealth', handle: h, lane }, { kind: 'stealth', handle: h, card, lane }, { kind: 'bottom', handle: h });
    }
  }
  for (const m of legal) {
    if ('lane' in m) for (const lane of LANES) out.push({ ...m, lane });
    if ('seat' in m) out.push({ ...m, seat: (m.seat + 1) % x.s.seats });
    if (m.kind === 'play') out.push({ ...m, via: m.card });
  }
  return out;
}

describe('parseMove: the boundary', () => {
  const seen = states(8);

  it('round-trips every legal move of simulated states, through JSON text', () => {
    let n = 0;
    for (const x of seen) {
      for (const m of game.legal(x.s, x.seat, x.k)) {
        const back = game.parseMove(JSON.parse(JSON.stringify(m)) as Json);
        expect(back).not.toBeNull();
        expect(same(back as Json, m)).toBe(true);
        const req = game.request(x.s);
        if (back && (req?.kind === 'move' || req?.kind === 'answer')) {
          const r = game.apply(x.s, req.kind === 'move' ? { kind: 'move', seat: x.seat, move: back } : { kind: 'answer', seat: x.seat, answer: back });
          expect(r.ok).toBe(true);
        }
        n++;
      }
    }
    expect(n).toBeGreaterThan(1_000);
  });

  it('check agrees with legal: legal moves pass, anything else is refused with a reason', () => {
    let passed = 0, refused = 0;
    const reasons = new Set<string>();
    for (const x of seen) {
      const legal = game.legal(x.s, x.seat, x.k);
      const listed = new Set(legal.map(text));
      for (const m of legal) {
        expect(game.check?.(x.s, x.seat, x.k, m)).toBeNull();
        passed++;
      }
      for (const m of candidates(x, legal)) {
        const why = game.check?.(x.s, x.seat, x.k, m);
        if (listed.has(text(m))) expect(why).toBeNull();
        else {
          expect(typeof why).toBe('string');
          expect((why ?? '').length).toBeGreaterThan(0);
          reasons.add(why ?? '');
          refused++;
        }
      }
      // A seat that is not asked has no choice at all.
      const other = (x.seat + 1) % x.s.seats;
      for (const m of legal.slice(0, 3)) expect(game.check?.(x.s, other, { seat: other, cards: {} }, m)).toMatch(/./);
    }
    expect(passed).toBeGreaterThan(1_000);
    expect(refused).toBeGreaterThan(1_000);
    // The rules name most refusals; the generic reason is the exception.
    expect([...reasons].some((r) => /needs tech \d+, you have \d+/.test(r))).toBe(true);
    expect([...reasons].some((r) => /costs \d+ crystals, you have \d+/.test(r))).toBe(true);
  });

  const kinds: Json[] = [
    { kind: 'play', handle: null, card: 'boring-machine#1', lane: 'tech' }, { kind: 'play', handle: '0:1', card: 'boring-machine#1', lane: 'tech', via: 'scout#1' },
    { kind: 'stealth', handle: '0:0', lane: 'attack' }, { kind: 'stealth', handle: '0:0', card: 'sniper-squad#1', lane: 'attack' },
    { kind: 'end' }, { kind: 'keep' }, { kind: 'bottom', handle: '0:2' }, { kind: 'cleanse', lane: 'mining' }, { kind: 'draw', deck: 'none' },
    { kind: 'player', seat: 2 }, { kind: 'lane', lane: 'attack' }, { kind: 'card', seat: 1, lane: 'tech', card: 'x#1' },
    { kind: 'token', from: 'attack', seat: 1, to: 'tech' }, { kind: 'recover', card: 'x#1' }, { kind: 'brace', crystals: 3 },
    { kind: 'stop' }, { kind: 'yes' }, { kind: 'no' }, { kind: 'pay' }, { kind: 'return' },
  ];

  it('accepts each shape as written, and refuses it with an extra key, a missing key or a wrong type', () => {
    const deep = (n: number): Json => { let v: Json = 1; for (let i = 0; i < n; i++) v = i % 2 ? [v] : { v }; return v; };
    for (const k of kinds) {
      expect(game.parseMove(k)).toEqual(k);
      const o = k as Record<string, Json>;
      expect(game.parseMove({ ...o, extra: 1 })).toBeNull();
      expect(game.parseMove({ ...o, kind: `${String(o.kind)}!` })).toBeNull();
      for (const key of Object.keys(o)) {
        const { [key]: _gone, ...rest } = o;
        // Only `via` is optional; a face-down value without its card is the face-down play itself.
        const optional = key === 'via' || (o.kind === 'stealth' && key === 'card');
        expect(game.parseMove(rest) === null).toBe(!optional);
        for (const bad of [true, -1, 1.5, 'space', [], {}, deep(5_000)]) {
          const v = game.parseMove({ ...o, [key]: bad });
          if (v !== null) expect(typeof bad === 'string' && (typeof o[key] === 'string' || o[key] === null) && !['lane', 'from', 'to', 'deck', 'kind'].includes(key)).toBe(true);
        }
      }
    }
  });

  it('refuses junk without throwing', () => {
    const deep = (n: number): Json => { let v: Json = null; for (let i = 0; i < n; i++) v = { kind: 'end', v }; return v; };
    const junk: Json[] = [null, 0, 'end', true, [], [{ kind: 'end' }], {}, { kind: 7 }, { kind: null }, { kind: 'end', v: null },
      JSON.parse('{"kind":"end","__proto__":{"x":1}}') as Json, deep(100_000), { kind: 'brace', crystals: -1 }, { kind: 'brace', crystals: 1e300 },
      { kind: 'player', seat: 0.5 }, { kind: 'play', handle: 5, card: 'x', lane: 'mining' }, { kind: 'play', handle: null, card: 'x', lane: 'tech', via: null }];
    for (const j of junk) expect(game.parseMove(j)).toBeNull();
    expect(game.parseMove({ kind: 'play', handle: null, card: 'x', lane: 'tech' })).not.toBeNull();
  });
});

describe('check: the rule a move breaks, in words', () => {
  const mega = ['megalaxian-mining-consortium', 'endacor-federation'] as const;

  it('names the tech requirement and the cost', () => {
    const low = hide(deploying(2, 0, { factions: [...mega], techLimit: 1, crystals: 5 }), 0, ['boring-machine#1']);
    expect(game.check?.(low.s, 0, low.k, { kind: 'play', handle: '0:0', card: 'boring-machine#1', lane: 'mining' })).toBe('Boring Machine needs tech 3, you have 1 left this turn');
    const poor = hide(deploying(2, 0, { factions: [...mega], techLimit: 3, crystals: 1 }), 0, ['boring-machine#1']);
    expect(game.check?.(poor.s, 0, poor.k, { kind: 'play', handle: '0:0', card: 'boring-machine#1', lane: 'mining' })).toBe('Boring Machine costs 4 crystals, you have 1');
    const rich = hide(deploying(2, 0, { factions: [...mega], techLimit: 3, crystals: 5 }), 0, ['boring-machine#1']);
    expect(game.check?.(rich.s, 0, rich.k, { kind: 'play', handle: '0:0', card: 'boring-machine#1', lane: 'mining' })).toBeNull();
  });

  it('names the rule a public choice breaks', () => {
    const base = deploying(2, 0, { crystals: 1 });
    const s: CFState = { ...base, stage: 'turnStart', ask: { kind: 'choose', seat: 0, for: 'turn', prompt: 'Draw a card', options: [{ kind: 'draw', deck: 'faction' }] } };
    const k = { seat: 0, cards: {} };
    expect(game.check?.(s, 0, k, { kind: 'cleanse', lane: 'tech' })).toBe('clearing a corruption token costs 2 crystals, you have 1');
    expect(game.check?.(s, 0, k, { kind: 'brace', crystals: 3 })).toBe('you have only 1 crystal');
    expect(game.check?.(s, 0, k, { kind: 'player', seat: 0 })).toBe('seat 0 is not an opponent still in the game');
    expect(game.check?.(s, 0, k, { kind: 'yes' })).toBe('not one of the choices offered: Start of your turn: draw a card from your faction deck or your basic deck.');
    expect(game.check?.(s, 0, k, { kind: 'draw', deck: 'faction' })).toBeNull();
  });

  it('names a card not held, a card without Stealth, a move of the wrong kind and a turn not yours', () => {
    const x = hide(deploying(2, 0, { factions: ['endacor-federation', 'cybernet-collective'], techLimit: 3, crystals: 5 }), 0, ['corrupt-policies#1']);
    expect(game.check?.(x.s, 0, x.k, { kind: 'play', handle: '0:0', card: 'arms-dealer#1', lane: 'attack' })).toBe('Arms Dealer is not in your hand');
    expect(game.check?.(x.s, 0, x.k, { kind: 'stealth', handle: '0:0', lane: 'attack' })).toMatch(/has no Stealth/);
    expect(game.check?.(x.s, 0, x.k, { kind: 'yes' })).toMatch(/play a card/);
    expect(game.check?.(x.s, 1, { seat: 1, cards: {} }, { kind: 'end' })).toMatch(/seat 0's turn/);
  });
});
