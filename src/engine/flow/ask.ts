/**
 * A pending question to one seat (a move, an answer about its hidden cards) or to several at
 * once (commit, reveal): plain data held in state until answered. `askedOf` is the check every
 * input passes first: is this seat the one being asked?
 */
import type { Seat } from '../game.js';

/** Addressed to one seat, or to several who answer together. */
export type Addressed = { readonly seat: Seat } | { readonly seats: readonly Seat[] };

/** The seats a question waits for. */
export const askedSeats = (q: Addressed): readonly Seat[] => ('seat' in q ? [q.seat] : q.seats);

/** Null when `seat` is asked by `q`; otherwise why its input is refused, in a player's words. */
export function askedOf(q: Addressed | null | undefined, seat: Seat): string | null {
  if (!q) return 'nothing is asked now';
  if (askedSeats(q).includes(seat)) return null;
  return 'seat' in q ? `it is seat ${q.seat}'s turn to choose, not seat ${seat}'s` : `seat ${seat} is not asked now`;
}

/** The question, unless the seat it waits for is out (then nothing is asked). */
export function stillAsked<Q extends Addressed>(q: Q | null, live: (seat: Seat) => boolean): Q | null {
  return q && askedSeats(q).every(live) ? q : null;
}
