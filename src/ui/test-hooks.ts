/**
 * Hooks the real-browser tests use to make this page misbehave or lose its network. They exist
 * only when a test installs `window.__facedownTest` before the app loads; the app never does.
 */
import type { Json } from '../engine/game.js';
import type { SessionOptions } from '../net/session.js';

interface TestHooks {
  /** When true, this page's next reveals do not open their commitments. */
  tamperReveal?: boolean;
  /** Options a match this page hosts is created with, over the variant's (e.g. the factions dealt). */
  options?: Readonly<Record<string, Json>>;
  /** The claim time of a match this page hosts, in ms (the lobby offers a minute at least; a guest accepts 15 s). */
  claimAfterMs?: number;
}

declare global {
  interface Window { __facedownTest?: TestHooks; __facedownActive?: unknown }
}

export const testHooks = (): TestHooks | null => (typeof window !== 'undefined' && window.__facedownTest) || null;

/** A cheat for the session when a test asked for one. */
export function testCheat(): SessionOptions['cheat'] | undefined {
  const h = testHooks();
  if (!h) return undefined;
  return {
    // A seat told to tamper with its reveals commits (it would otherwise show the last choice in the open).
    get commitAlways() { return !!h.tamperReveal; },
    tamper: (m) => (h.tamperReveal && m.body.t === 'reveal'
      ? { ...m, body: { ...m.body, salt: (m.body.salt[0] === '0' ? '1' : '0') + m.body.salt.slice(1) } }
      : m),
  };
}
