/** Influence: a Lord's life total. */

/** A Lord whose Influence has reached zero or less is eliminated. */
export const isEliminated = (influence: number): boolean => influence <= 0;

/** Influence after a gain: never above the starting total (and a gain never lowers it). */
export const gainInfluence = (current: number, amount: number, starting: number): number =>
  Math.max(current, Math.min(starting, current + Math.max(0, amount)));

/** Influence after a loss. It may go below zero: how far below decides simultaneous eliminations. */
export const loseInfluence = (current: number, amount: number): number => current - Math.max(0, amount);
