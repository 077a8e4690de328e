/**
 * A queue of pending tasks, front first: plain JSON data (any task shape a game likes) and pure
 * functions. A task that needs no input is carried out and usually replaced by the tasks it
 * expands into, which run before the rest ("depth first", as card effects resolve); `run`
 * carries out tasks until one waits for a seat.
 */
import { type Result, err, ok } from '../../result.js';

export type Queue<T> = readonly T[];

/** The task to carry out next, if any. */
export const head = <T>(q: Queue<T>): T | undefined => q[0];

/** The queue without its head (the head is done). */
export const pop = <T>(q: Queue<T>): T[] => q.slice(1);

/** The head is done and these tasks take its place, before the rest. */
export const replaceHead = <T>(q: Queue<T>, ...tasks: readonly T[]): T[] => [...tasks, ...q.slice(1)];

/** These tasks run first, then the whole queue (the head included). */
export const pushFront = <T>(q: Queue<T>, ...tasks: readonly T[]): T[] => [...tasks, ...q];

/** These tasks run after everything already queued. */
export const pushBack = <T>(q: Queue<T>, ...tasks: readonly T[]): T[] => [...q, ...tasks];

/** `n` copies of a task (none for n ≤ 0), e.g. "draw 2 cards" as two draw tasks. */
export const times = <T>(n: number, task: T): T[] => Array.from({ length: Math.max(0, n) }, () => task);

/**
 * Carries out steps until one waits: `step` returns the next state, null when the state waits
 * for input (or is over), or an error. The limit turns a rules loop into an error, not a hang.
 */
export function run<S>(s0: S, step: (s: S) => Result<S | null>, limit = 100_000): Result<S> {
  let s = s0;
  for (let i = 0; i < limit; i++) {
    const r = step(s);
    if (!r.ok) return r;
    if (r.value === null) return ok(s);
    s = r.value;
  }
  return err('the rules engine looped');
}
