/**
 * Hooks the real-browser tests use to make this page misbehave or lose its network. They exist
 * only when a test installs `window.__facedownTest` before the app loads; the app never does.
 */
import type { Json } from '../engine/game.js';
import type { SessionOptions } from '../net/session.js';

interface TestHooks {
  /**
   * A cheat for this page's own seat (a test's, e.g. reveals that do not open their commitments:
   * test/e2e/play.ts); the app carries no cheat of its own.
   */
  cheat?: SessionOptions['cheat'];
  /** Options a match this page hosts is created with, over the variant's (e.g. the factions dealt). */
  options?: Readonly<Record<string, Json>>;
  /** The claim time of a match this page hosts, in ms (the lobby offers a minute at least; a guest accepts 15 s). */
  claimAfterMs?: number;
}

declare global {
  interface Window { __facedownTest?: TestHooks; __facedownActive?: unknown }
}

export const testHooks = (): TestHooks | null => (typeof window !== 'undefined' && window.__facedownTest) || null;
