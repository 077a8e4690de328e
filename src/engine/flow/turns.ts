/**
 * Turn order over seats 0…n−1 (clockwise = increasing, wrapping), skipping seats that are out,
 * and a cursor: the seats still to act in a stage, in order, kept in state as a plain array.
 */
import type { Seat } from '../game.js';

/** Whether a seat is still in the game (default: every seat). */
export type Live = (seat: Seat) => boolean;
const everyone: Live = () => true;

/** Live seats clockwise starting at `from` (included when live). */
export function clockwise(seats: number, from: Seat, live: Live = everyone): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < seats; i++) {
    const seat = (((from + i) % seats) + seats) % seats;
    if (live(seat)) out.push(seat);
  }
  return out;
}

/** The next live seat clockwise after `from` (itself when it is the only one), or null when none is live. */
export function nextSeat(seats: number, from: Seat, live: Live = everyone): Seat | null {
  for (let i = 1; i <= seats; i++) {
    const seat = (((from + i) % seats) + seats) % seats;
    if (live(seat)) return seat;
  }
  return null;
}

export type Cursor = readonly Seat[];

/** The seat whose turn it is in the stage, or undefined when the stage is done. */
export const current = (c: Cursor): Seat | undefined => c[0];

/** That seat's turn is over; the rest keep their order. */
export const advanceCursor = (c: Cursor): Seat[] => c.slice(1);

/** Drops seats that went out mid-stage. */
export const liveCursor = (c: Cursor, live: Live): Seat[] => c.filter(live);
