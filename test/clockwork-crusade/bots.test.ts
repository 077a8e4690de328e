/**
 * The Clockwork Crusade heuristic bot: exact dice odds, single decisions on hand-built tables
 * (gate attacks, guards, portals, captures), and seeded matches against the random bot in which
 * every choice it makes must be one the engine lists and `check` accepts.
 */
import { describe, expect, it } from 'vitest';
import { type Bot, randomBot } from '../../src/engine/bots.js';
import { taggedHash } from '../../src/crypto/hash.js';
import type { Json, Request } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/clockwork-crusade/heuristic.js';
import { pBeat, pOver } from '../../src/engine/games/clockwork-crusade/heuristic-eval.js';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import type { CcMove } from '../../src/engine/games/clockwork-crusade/moves.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import { simulate } from '../../src/engine/simulate.js';
import { game, gate, knows, table, unit } from './helpers.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));

/** Every ordered roll of four dice: the brute-force truth the odds must match. */
function brute(a: number, d: number): number {
  let w = 0;
  for (let x1 = 1; x1 <= 6; x1++) for (let x2 = 1; x2 <= 6; x2++) for (let y1 = 1; y1 <= 6; y1++) for (let y2 = 1; y2 <= 6; y2++) if (x1 + x2 + a > y1 + y2 + d) w++;
  return w / 1296;
}

describe('Clockwork Crusade bot odds', () => {
  it('P(2d6 + a > 2d6 + d) is exact (against all 1296 rolls) and ties go to the defender', () => {
    for (let a = 0; a <= 7; a++) for (let d = 0; d <= 7; d++) expect(pBeat(a, d)).toBeCloseTo(brute(a, d), 12);
    expect(pBeat(1, 1)).toBeCloseTo(575 / 1296, 12);
    expect(pBeat(0, 11)).toBe(0);
  });

  it('P(2d6 + a > n) against a static number', () => {
    expect(pOver(0, 9)).toBeCloseTo(6 / 36, 12);
    expect(pOver(1, 9)).toBeCloseTo(10 / 36, 12);
    expect(pOver(3, 10)).toBeCloseTo(15 / 36, 12);
    expect(pOver(0, 12)).toBe(0);
    expect(pOver(10, 9)).toBe(1);
  });
});

/** The heuristic's choice for seat 0 in the Main step of a hand-built table. */
function choose(s: CcState, cards: Record<string, string> = {}): CcMove {
  const k = knows(0, cards);
  const legal = game.legal(s, 0, k) as unknown as Json[];
  const request: Request = { kind: 'move', seat: 0, prompt: '' };
  return heuristicBot(seedOf('one'))({ state: s as unknown as Json, request, legal, knowledge: k }) as unknown as CcMove;
}

describe('Clockwork Crusade heuristic decisions', () => {
  const terrain = { '5,0': 'e', '6,0': 'e', '6,1': 'e', '0,0': 'h', '0,1': 'h', '1,0': 'h', '3,2': 'o', '4,2': 'o' };

  it('attacks an unguarded enemy gate in reach rather than moving on', () => {
    const s = table({
      board: { ...table().board, ...boardOf(terrain) },
      gates: [gate('home0', 0, '0,0', '0,1', 't/h'), gate('g1', 1, '6,0', '6,1', 't/e'), gate('home1', 1, '99,5', '99,6', 't/home1')],
      units: [unit('u1', 0, '5,1', 'infantry'), unit('u2', 0, '1,0', 'infantry')],
    });
    expect(choose(s)).toEqual({ t: 'attack', unit: 'u1', target: 'g1' });
  });

  it('never walks the only guard of a gate out of its territory, but sends a spare Soldier to an open territory', () => {
    const s = table({
      board: { ...table().board, ...boardOf(terrain) },
      gates: [gate('home0', 0, '0,0', '0,1', 't/h'), gate('home1', 1, '99,5', '99,6', 't/home1')],
      units: [unit('guard', 0, '1,0', 'infantry'), unit('spare', 0, '2,1', 'infantry')],
      players: table().players.map((p) => ({ ...p, resources: 0 })),
    });
    const m = choose(s);
    expect(m).toMatchObject({ t: 'move', unit: 'spare' });
    expect(['3,2', '4,2']).toContain((m as { to: string }).to);
    // Alone, the guard stays home: the bot ends its turn instead.
    const alone = { ...s, units: [unit('guard', 0, '1,0', 'infantry')] };
    expect(choose(alone)).toEqual({ t: 'end' });
  });

  it('opens a portal with the best unit it holds and can afford, keeping a resource for a gate', () => {
    const s = table({
      board: { ...table().board, ...boardOf(terrain) },
      gates: [gate('home0', 0, '0,0', '0,1', 't/h'), gate('home1', 1, '99,5', '99,6', 't/home1')],
      units: [unit('guard', 0, '1,0', 'infantry')],
      players: table().players.map((p, i) => (i === 0 ? { ...p, resources: 5, hand: ['h1', 'h2'] } : p)),
    });
    expect(choose(s, { h1: 'gyro-scout', h2: 'crab-tank' })).toEqual({ t: 'portal', gate: 'home0', cost: 4 });
    const poor = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, resources: 4 } : p)) };
    // With 4 and no income yet, the Crab Tank would leave nothing for the next gate: a cheaper unit comes instead.
    const m = choose(poor, { h1: 'gyro-scout', h2: 'crab-tank' });
    expect(m).toMatchObject({ t: 'portal', gate: 'home0' });
    expect((m as { cost: number }).cost).toBeLessThan(4);
  });

  it('does not make a losing attack into a strong counter-attack', () => {
    const s = table({
      units: [unit('inf', 0, '2,1', 'infantry'), unit('tank', 1, '3,1', 'boiler-juggernaut')],
    });
    expect(choose(s)).not.toMatchObject({ t: 'attack' });
  });
});

function boardOf(terrain: Record<string, string>): CcState['board'] {
  return Object.fromEntries(Object.entries(terrain).map(([id, t]) => [id, { terrain: 'territory' as const, territory: `t/${t}` }]));
}

/** A bot wrapped so every choice it makes is checked: listed by `legal` and accepted by `check`. */
function audited(bot: Bot, seat: number, faults: string[]): Bot {
  const def = clockworkCrusadeModule.def as unknown as typeof game;
  return (v) => {
    const m = bot(v);
    const listed = v.legal.some((x) => JSON.stringify(x) === JSON.stringify(m));
    const parsed = game.parseMove(m);
    const why = parsed === null ? 'unparsable' : def.check?.(v.state as unknown as CcState, seat, v.knowledge, parsed) ?? null;
    if (!listed || why !== null) faults.push(`seat ${seat}: ${JSON.stringify(m)} ${listed ? '' : '(not listed) '}${why ?? ''}`);
    return m;
  };
}

describe('Clockwork Crusade heuristic against the random bot', () => {
  it('wins at least 60% of 40 seeded two-player matches (seats alternating), and every choice it makes is legal', () => {
    const faults: string[] = [];
    let wins = 0;
    const n = 40;
    for (let i = 0; i < n; i++) {
      const swap = i % 2 === 1;
      const h = audited(heuristicBot(seedOf('h', i)), swap ? 1 : 0, faults);
      const r0 = randomBot(seedOf('r', i));
      const r = simulate(clockworkCrusadeModule.def, { rounds: 12 }, 2, seedOf('duel', i), swap ? [r0, h] : [h, r0], { check: (st, known) => clockworkCrusadeModule.sim.invariants?.(st, known) ?? null });
      if (!r.ok) throw new Error(`match ${i}: ${r.error}`);
      const w = r.value.result.winners;
      if (w.length === 1 && w[0] === (swap ? 1 : 0)) wins++;
    }
    expect(faults).toEqual([]);
    expect(wins / n).toBeGreaterThanOrEqual(0.6);
  });

  it('is deterministic given its seed: the same match twice gives the same steps and result', () => {
    const run = () => simulate(clockworkCrusadeModule.def, { rounds: 8 }, 3, seedOf('same'), [0, 1, 2].map((i) => heuristicBot(seedOf('same-bot', i))));
    const a = run();
    const b = run();
    if (!a.ok || !b.ok) throw new Error('match failed');
    expect(b.value.steps).toBe(a.value.steps);
    expect(b.value.result).toEqual(a.value.result);
    expect(JSON.stringify(b.value.state)).toBe(JSON.stringify(a.value.state));
  });
});
