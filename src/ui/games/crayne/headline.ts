/**
 * Every Lord's Influence for the status line and the end's standings: never below 0, "out" once
 * fallen. (How the match ended, in words, is in ending.ts, loaded at the end.)
 */
import type { CrayneState } from '../../../engine/games/crayne/state.js';
import type { Headline } from '../types.js';

/** A Lord is out once their Influence is at 0 or below (or they were removed earlier). */
export const fell = (s: CrayneState, seat: number): boolean => {
  const l = s.lords[seat];
  return !!l && (!l.alive || l.influence <= 0);
};

/** Every Lord's Influence for the status line and the standings: never below 0, "out" once fallen. */
export function crayneHeadline(s: CrayneState): Headline[] {
  const winners = new Set(s.outcome?.winners ?? []);
  return s.lords.map((l, seat) => ({
    seat,
    label: 'Influence',
    value: Math.max(0, l.influence),
    ...(fell(s, seat) && !winners.has(seat) ? { detail: 'out' } : {}),
  }));
}
