/**
 * Clockwork Crusade names seats as the other games do ("seat 1"), so the app puts the players'
 * names in their place (ui/names.ts): the result reads "Bob wins …", not "Player 2 wins …"; a
 * refusal reads "it is Bob's turn"; the status line's phase never names a seat at all (it is
 * shown as it is). Checked over simulated matches between the engine's bots.
 */
import { describe, expect, it } from 'vitest';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import { simulate } from '../../src/engine/simulate.js';
import { nameSeats } from '../../src/ui/names.js';

const def = clockworkCrusadeModule.def;
const NAMES = ['Alice', 'Bob', 'Carol'];
const SEAT_WORDS = /\bPlayer \d|\bseats? \d/;

describe('Clockwork Crusade says seats so that the app can name them', () => {
  for (const seats of [2, 3]) {
    it(`${seats} players: the phase never names a seat, a refusal and the result read with names`, () => {
      const bots = Array.from({ length: seats }, (_, i) => clockworkCrusadeModule.bots.random!(new Uint8Array(32).fill(40 + i)));
      const phases = new Set<string>();
      let refusals = 0;
      const r = simulate(def, { rounds: 3 }, seats, new Uint8Array(32).fill(seats), bots, {
        check: (json) => {
          const s = json as unknown as CcState;
          const p = def.phase?.(s);
          if (p) phases.add(`${p.name} · ${p.detail ?? ''}`);
          const req = def.request(s);
          if (req?.kind === 'move') {
            const other = (req.seat + 1) % seats;
            const why = def.check?.(s, other, { seat: other, cards: {} }, { t: 'end' } as never) ?? null;
            expect(why).not.toBeNull();
            expect(nameSeats(NAMES, why as string)).toBe(`it is ${NAMES[req.seat]}'s turn`);
            refusals++;
          }
          return null;
        },
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(refusals).toBeGreaterThan(10);
      expect(phases.size).toBeGreaterThan(3);
      for (const p of phases) expect(p).not.toMatch(SEAT_WORDS);
      const named = nameSeats(NAMES, r.value.result.summary);
      expect(named).not.toMatch(SEAT_WORDS);
      for (const w of r.value.result.winners) expect(named).toContain(NAMES[w]);
    });
  }
});
