/** Players never see protocol words: log lines, phases and prompts over simulated matches. */
import { describe, expect, it } from 'vitest';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import { clockworkCrusadeGame as g } from '../../src/engine/games/clockwork-crusade/game.js';
import type { AnyGame } from '../../src/engine/game.js';
import { simulate } from '../../src/engine/simulate.js';
import { nameSeats } from '../../src/ui/names.js';

/** The engine names seats as 'seat N' (from zero) and the app puts players' names there: what is left must read plainly. */
const NAMES = ['Alice', 'Bob', 'Carol', 'Dave'];
const FORBIDDEN = /\b(seat|player \d|beacon|commitment|commit|handle|hash|slot|undefined|null|NaN)\b/i;

describe('players\' words', () => {
  for (const seats of [2, 4]) {
    it(`${seats} players: every log line, phase and prompt`, () => {
      const texts: string[] = [];
      const def = {
        ...g,
        apply: (s: never, i: never) => {
          const say = (t: string) => { texts.push(nameSeats(NAMES, t)); };
          say(g.describe!(s, i));
          const p = g.phase!(s);
          if (p) say(`${p.name} ${p.detail ?? ''}`);
          const r = g.request(s);
          if (r && 'prompt' in r) say(r.prompt);
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
      expect(texts.some((t) => /\b(Alice|Bob)\b/.test(t))).toBe(true);
    });
  }
});
