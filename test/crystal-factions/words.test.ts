/**
 * Crystal Factions' words over simulated matches (2–4 players, both openings): every prompt,
 * every label of every legal choice (named with the chooser's own cards) and every log line
 * reads as the game's language once names are put in — no draw handle, card id, JSON or protocol
 * word, nothing cut off, log lines whole sentences carrying the round the table shows
 * (test/engine/game-texts.ts).
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.js';
import { heuristicBot } from '../../src/engine/games/crystal-factions/bots.js';
import { moveLabel } from '../../src/engine/games/crystal-factions/labels.js';
import type { CFState } from '../../src/engine/games/crystal-factions/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { expectGameLanguage, watched } from '../engine/game-texts.js';
import { game, seedOf } from './helpers.js';

describe('Crystal Factions texts over simulated matches', () => {
  for (const [seats, opening] of [[2, 'v2'], [3, 'v2'], [4, 'v2'], [2, 'v1'], [3, 'v1']] as const) {
    it(`${seats} players, ${opening} opening: prompts, labels and log lines are game language`, () => {
      // The starting hands come before round 1: the log says so instead of a round.
      const { def, seen } = watched(game, (s, v, k) => moveLabel(s as CFState, v, k.cards), (s) => ((s as CFState).stage === 'opening' ? null : (s as CFState).round));
      for (let i = 0; i < 3; i++) {
        const bots = Array.from({ length: seats }, (_, x) => (i % 2 ? heuristicBot(seedOf('wb', i, x)) : randomBot(seedOf('wr', seats, opening, i, x))));
        const r = simulate(def, { opening }, seats, seedOf('words', seats, opening, i), bots, { maxSteps: 20_000 });
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
      }
      expectGameLanguage(seen);
    });
  }
});
