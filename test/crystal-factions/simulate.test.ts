/** Engine-only matches at scale: card conservation and bookkeeping after every step; the heuristic bot's win rate. */
import { describe, expect, it } from 'vitest';
import { type Bot, randomBot } from '../../src/engine/bots.js';
import { heuristicBot } from '../../src/engine/games/crystal-factions/bots.js';
import { crystalFactionsGame } from '../../src/engine/games/crystal-factions/game.js';
import { crystalFactionsCheck, crystalFactionsConfigs } from '../../src/engine/games/crystal-factions/sim-profile.js';
import { simulate } from '../../src/engine/simulate.js';
import { seedOf } from './helpers.js';

describe('simulated matches', () => {
  it('300 matches over 2–4 players and both openings finish with every invariant holding after every step', () => {
    const configs = crystalFactionsConfigs(null, null);
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 300; i++) {
      const c = configs[i % configs.length] as (typeof configs)[number];
      const bots: Bot[] = Array.from({ length: c.seats }, (_, seat) => (i + seat) % 3 === 0 ? heuristicBot(seedOf('bot', i, seat)) : randomBot(seedOf('bot', i, seat)));
      const r = simulate(crystalFactionsGame, c.options, c.seats, seedOf('match', i), bots, { check: crystalFactionsCheck });
      if (!r.ok) throw new Error(`match ${i} (${c.label}): ${r.error}`);
      expect(r.value.result.winners.length).toBeGreaterThan(0);
      const how = r.value.result.summary.includes('hitpoints together') ? 'draw' : r.value.result.summary.includes('crystals') ? 'crystals' : 'hitpoints';
      outcomes[how] = (outcomes[how] ?? 0) + 1;
    }
    expect(outcomes.crystals).toBeGreaterThan(10);
    expect(outcomes.hitpoints).toBeGreaterThan(100);
  });

  it('the heuristic bot beats the random bot in at least 70% of two-player matches', () => {
    const n = 200;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const swap = i % 2 === 1;
      const h = heuristicBot(seedOf('h', i));
      const r0 = randomBot(seedOf('r', i));
      const r = simulate(crystalFactionsGame, {}, 2, seedOf('duel', i), swap ? [r0, h] : [h, r0]);
      if (!r.ok) throw new Error(r.error);
      if (r.value.result.winners.length === 1 && r.value.result.winners[0] === (swap ? 1 : 0)) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.7);
  });
});
