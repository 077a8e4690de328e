/**
 * The flow kit: how a turn-based game says who acts next, as plain JSON state and pure
 * functions (in the spirit of boardgame.io's turn order, active players and stages, without
 * its framework: a game keeps these as ordinary fields of its own state, under its own names).
 *
 *   queue.ts  a queue of pending tasks, front first: head, pop, replaceHead, pushFront,
 *             pushBack, times, and `run` (carry out tasks until one waits for a seat)
 *   turns.ts  turn order over seats: clockwise, nextSeat (skipping seats that are out), and a
 *             cursor (the seats still to act in a stage): current, advanceCursor, liveCursor
 *   ask.ts    a pending question to one seat or several: askedSeats, askedOf (is this seat the
 *             one asked? else why not), stillAsked (drop a question whose seat went out)
 *
 * `Flow` bundles the three for a new game that wants them under these names. Existing games keep
 * their own field names (Crayne: `queue`, with the head task as the question; Crystal Factions:
 * `tasks`, `ask`, `stage`, `cursor`) and call the same functions on those fields, so adopting the
 * kit changes no state JSON and no state hash.
 */
import type { Addressed } from './ask.js';
import type { Cursor } from './turns.js';
import type { Queue } from './queue.js';

export * from './ask.js';
export * from './queue.js';
export * from './turns.js';

/** A game's flow in one place: tasks to run, the stage's seats still to act, the open question. */
export type Flow<T, Q extends Addressed = Addressed> = {
  readonly queue: Queue<T>;
  readonly cursor: Cursor;
  readonly ask: Q | null;
};

export const emptyFlow = <T, Q extends Addressed = Addressed>(): Flow<T, Q> => ({ queue: [], cursor: [], ask: null });

/** Asks a question; the flow waits until `answered`. */
export const ask = <T, Q extends Addressed>(f: Flow<T, Q>, q: Q): Flow<T, Q> => ({ ...f, ask: q });

/** The open question is answered: its follow-up tasks run first. */
export const answered = <T, Q extends Addressed>(f: Flow<T, Q>, ...then: readonly T[]): Flow<T, Q> => ({ ...f, ask: null, queue: [...then, ...f.queue] });

/** Whether the flow waits for a seat (an open question) rather than having work to do. */
export const waiting = (f: Flow<unknown>): boolean => f.ask !== null;
