/**
 * Code a page shows only after its first view (help panels, the end of a match, the Details):
 * loaded on demand, once, and also when the browser is idle after the view is up, so it opens at
 * once and the service worker has it for offline play. A failed load is forgotten (tried again).
 */
import { type Signal, signal } from '@preact/signals';

export interface Later<T> {
  /** The loaded value, or null (reading it in a component re-renders it on arrival). */
  readonly value: Signal<T | null>;
  /** Starts the load unless done or under way. */
  readonly load: () => Promise<T>;
}

export function later<T>(load: () => Promise<T>): Later<T> {
  const value = signal<T | null>(null);
  let pending: Promise<T> | null = null;
  return {
    value,
    load: () => {
      pending ??= load().then((x) => { value.value = x; return x; }, (e: unknown) => { pending = null; throw e; });
      return pending;
    },
  };
}

/** Runs `f` when the browser is idle (or after a short while where it has no idle callback). */
export function whenIdle(f: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 3_000 });
  else setTimeout(f, 500);
}

/** Loads these when idle, ignoring failures (a later use tries again). */
export const prefetchWhenIdle = (...xs: readonly Later<unknown>[]): void => whenIdle(() => { for (const x of xs) x.load().catch(() => undefined); });
