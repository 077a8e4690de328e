/** Players never see protocol words: log lines, phases and prompts over simulated matches. */
import { describe, expect, it } from 'vitest';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import { clockworkCrusadeGame as g } from '../../src/engine/games/clockwork-crusade/game.js';
import type { AnyGame } from '../../src/engine/game.js';
import { simulate } from '../../src/engine/simulate.js';

const FORBIDDEN = /\b(seat|beacon|commitment|commit|handle|hash|slot|undefined|null|NaN)\b/i;

describe('players\' words', () => {
  for (const seats of [2, 4]) {
    it(`${seats} players: every log line, phase and prompt`, () => {
      const texts: string[] = [];
      const def = {
        ...g,
        apply: (s: never, i: never) => {
          texts.push(g.describe!(s, i));
          const p = g.phase!(s);
          if (p) texts.push(`${p.name} ${p.detail ?? ''}`);
          const r = g.request(s);
          if (r && 'prompt' in r) texts.push(r.prompt);
          return g.apply(s, i);
        },
      } as unknown as AnyGame;
      const best = clockworkCrusadeModule.bots[clockworkCrusadeModule.best]!;
      const bots = Array.from({ length: seats }, (_, i) => best(new Uint8Array([i, seats])));
      const run = simulate(def, { rounds: 8 }, seats, new Uint8Array([9, seats]), bots);
      expect(run.ok).toBe(true);
      expect(texts.length).toBeGreaterThan(50);
      expect(texts.filter((t) => FORBIDDEN.test(t))).toEqual([]);
      expect(texts.some((t) => /attacks/.test(t))).toBe(true);
    });
  }
});
