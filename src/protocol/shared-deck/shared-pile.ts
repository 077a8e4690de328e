/**
 * Shared piles (docs/PROTOCOL.md, "Shared decks"): what the lockstep needs of them in every match,
 * loaded or not: each pile's state and whether a request is a shared step. Who that step waits
 * for, the checks and the group code are in shared-deck.ts, loaded on demand (shared-lazy.ts)
 * before a match with a shared pile opens.
 */
import type { Handle, Request, Seat } from '../../engine/game.js';

/** One shared pile as the protocol holds it: its ciphertexts (top first), shuffles done, the next shuffler. */
export interface SharedState {
  readonly deck: readonly string[];
  /** Shuffles completed (every seat's pass) so far. */
  readonly round: number;
  /** During a shuffle: the seat whose pass comes next (0 when none is under way). */
  readonly next: number;
}

export type SharedRequest = Extract<Request, { kind: 'shuffle' | 'deal' | 'flip' }>;

/** A shared step: a request for one (lockstep), or the input it gives the game (game-step). */
export const isShared = <T extends { readonly kind: string }>(r: T): r is Extract<T, { kind: 'shuffle' | 'deal' | 'flip' }> => r.kind === 'shuffle' || r.kind === 'deal' || r.kind === 'flip';

/** What one shared step did, for the audit. */
export type SharedEvent =
  | { readonly kind: 'shuffled'; readonly seat: Seat; readonly pile: string; readonly round: number; readonly add: readonly string[]; readonly input: readonly string[]; readonly output: readonly string[] }
  | { readonly kind: 'dealt'; readonly seat: Seat; readonly pile: string; readonly cards: readonly string[]; readonly round: number; readonly handle: Handle; readonly cipher: string; readonly shares: readonly { readonly seat: Seat; readonly T: string }[] }
  | { readonly kind: 'flipped'; readonly pile: string; readonly round: number; readonly cipher: string; readonly card: string };
