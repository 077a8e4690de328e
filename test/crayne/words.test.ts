/**
 * Crayne's words over simulated matches of every variant: every prompt, every label of every
 * legal choice and every log line reads as the game's language once names are put in — no draw
 * handle, card id, JSON or protocol word, nothing cut off, log lines whole sentences whose round
 * is the round the table shows (test/engine/game-texts.ts).
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { randomBot } from '../../src/engine/bots.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { moveLabel } from '../../src/engine/games/crayne/labels.js';
import { crayneConfigs } from '../../src/engine/games/crayne/sim-profile.js';
import type { CrayneState } from '../../src/engine/games/crayne/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { expectGameLanguage, notGameLanguage, watched } from '../engine/game-texts.js';

const seed = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => new TextEncoder().encode(String(x))));

describe('the scan of texts', () => {
  it('catches what the tables used to say', () => {
    expect(notGameLanguage('labels', 'Play 0:9 face down')).toBe('jargon');
    expect(notGameLanguage('log', 'round 2, play 1: seat 0 draws a card (0:12)')).toBe('jargon');
    expect(notGameLanguage('prompts', 'Put 1 corruption on your')).toBe('cut off');
    expect(notGameLanguage('prompts', 'Ben — Destroy.')).toBe('too short to say what is asked');
    expect(notGameLanguage('log', 'Round 3: Dave: Yes.')).toBe('a choice without what it decided');
    expect(notGameLanguage('log', 'Round 3: Carol: Attack lane.')).toBe('a choice without what it decided');
    expect(notGameLanguage('labels', 'discard Trade Cart')).toBe('not a sentence start');
    expect(notGameLanguage('log', 'Round 3: Carol puts 2 Boost on their Attack lane (Spaceport).')).toBeNull();
  });
});

describe('Crayne texts over simulated matches', () => {
  for (const config of crayneConfigs(null, null)) {
    it(`${config.label}: prompts, labels and log lines are game language`, () => {
      // Before round 1 (the opening hands) the log says so instead of a round.
      const { def, seen } = watched(crayneGame, (s, v) => moveLabel(s as CrayneState, v), (s) => ((s as CrayneState).round > 0 ? (s as CrayneState).round : null));
      for (let i = 0; i < 2; i++) {
        const bots = Array.from({ length: config.seats }, (_, s) => (i ? heuristicBot() : randomBot(seed('words', config.label, s))));
        const r = simulate(def, config.options, config.seats, seed('words-match', config.label, i), bots, { maxSteps: 50_000 });
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
      }
      expectGameLanguage(seen);
    });
  }
});
