/**
 * Who attacks whom. Seats are numbered clockwise; a Lord's left Opponent is found going
 * clockwise (next seat), the right Opponent going counter-clockwise. A Lord with a single
 * Opponent has `left === right`.
 */
import { type Result, err, ok } from '../../../result.js';

export interface SeatOpponents {
  readonly seat: number;
  readonly left: number;
  readonly right: number;
}

/** The standard game: each live Lord faces the nearest live Lords on either side. */
export function ringOpponents(seatsClockwise: readonly number[]): readonly SeatOpponents[] {
  const n = seatsClockwise.length;
  return seatsClockwise.map((seat, i) => ({
    seat,
    left: seatsClockwise[(i + 1) % n] ?? seat,
    right: seatsClockwise[(i + n - 1) % n] ?? seat,
  }));
}

export type TeamFormat = '2v2' | '3v3' | '2v2v2';

/** Seats of each team, clockwise: allies sit together. */
export const TEAMS: Readonly<Record<TeamFormat, readonly (readonly number[])[]>> = {
  '2v2': [[0, 1], [2, 3]],
  '3v3': [[0, 1, 2], [3, 4, 5]],
  '2v2v2': [[0, 1], [2, 3], [4, 5]],
};

const single = (seat: number, opponent: number): SeatOpponents => ({ seat, left: opponent, right: opponent });

/**
 * Team games. In 2v2 and 3v3 the two teams sit in facing rows, so seat i faces seat n−1−i.
 * In 2v2v2 each Lord faces the nearest live Lord on the side away from their Ally; when a team
 * is defeated the survivors pair up across the gap and play on as a 2v2. `liveTeams` lists the
 * indices (into TEAMS[format]) of the teams still in the game.
 */
export function teamOpponents(format: TeamFormat, liveTeams: readonly number[]): Result<readonly SeatOpponents[]> {
  const teams = TEAMS[format];
  const live = teams.filter((_, i) => liveTeams.includes(i));
  if (live.length < 2 || live.length !== new Set(liveTeams).size) return err('at least two known teams must still be in the game');
  if (format !== '2v2v2') {
    const n = teams.flat().length;
    return ok(teams.flat().map((seat) => single(seat, n - 1 - seat)));
  }
  const seats = live.flat().sort((a, b) => a - b);
  return ok(
    seats.map((seat, i) => {
      const allyOnLeft = teams.some((t) => t.includes(seat) && t.includes(seat + 1));
      const step = allyOnLeft ? seats.length - 1 : 1; // go right (counter-clockwise) past an ally on the left
      return single(seat, seats[(i + step) % seats.length] ?? seat);
    }),
  );
}
