/** Engine-only matches at scale: invariants after every step, both deck modes; the heuristic bot's win rate. */
import { describe, expect, it } from 'vitest';
import { type Bot, randomBot } from '../../src/engine/bots.js';
import { taggedHash } from '../../src/crypto/hash.js';
import { heuristicBot } from '../../src/engine/games/arackuan/bots.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { arackuanConfigs, arackuanSim, simDecks } from '../../src/engine/games/arackuan/sim-profile.js';
import { simulate } from '../../src/engine/simulate.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));

describe('simulated Arackuan matches', () => {
  it('120 matches, pre-built and self-built decks, random and heuristic bots: every invariant holds after every step', () => {
    const configs = arackuanConfigs(null, null);
    const by: Record<string, number> = {};
    for (let i = 0; i < 120; i++) {
      const c = configs[i % configs.length] as (typeof configs)[number];
      const bots: Bot[] = [0, 1].map((seat) => ((i + seat) % 4 === 0 ? heuristicBot(seedOf('bot', i, seat)) : randomBot(seedOf('bot', i, seat))));
      const decks = simDecks(c, seedOf('decks', i));
      const r = simulate(arackuanGame, c.options, 2, seedOf('match', i), bots, { check: arackuanSim.invariants, ...(decks ? { decks } : {}) });
      if (!r.ok) throw new Error(`match ${i} (${c.label}): ${r.error}`);
      expect(arackuanSim.rounds(r.value.state)).toBe(9);
      const how = /fewer creatures|more cards/.test(r.value.result.summary) ? 'tie-break' : /draw/.test(r.value.result.summary) ? 'draw' : 'points';
      by[how] = (by[how] ?? 0) + 1;
    }
    expect(by.points).toBeGreaterThan(80);
  });

  it('the heuristic bot beats the random bot in at least 70% of matches', () => {
    const n = 40;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const swap = i % 2 === 1;
      const h = heuristicBot(seedOf('h', i));
      const r0 = randomBot(seedOf('r', i));
      const r = simulate(arackuanGame, { decks: 'prebuilt' }, 2, seedOf('duel', i), swap ? [r0, h] : [h, r0]);
      if (!r.ok) throw new Error(r.error);
      if (r.value.result.winners.length === 1 && r.value.result.winners[0] === (swap ? 1 : 0)) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.7);
  });
});
