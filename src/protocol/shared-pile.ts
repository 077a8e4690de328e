/**
 * Shared piles (docs/PROTOCOL.md, "Shared decks"): what the lockstep needs of them in every match,
 * loaded or not: each pile's state, whether a request is a shared step, and who that step waits
 * for. The checks and the group code are in shared-deck.ts, loaded on demand (shared-lazy.ts).
 */
import type { Request, Seat } from '../engine/game.js';

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

const EMPTY: SharedState = { deck: [], round: 0, next: 0 };
export const pileState = (shared: Readonly<Record<string, SharedState>> | undefined, id: string): SharedState => shared?.[id] ?? EMPTY;

/** The seats a shared step waits for: the next shuffler; every seat but the receiver (a deal); every seat (a flip). */
export function sharedSeats(seats: number, shared: Readonly<Record<string, SharedState>> | undefined, r: SharedRequest): Seat[] {
  const all = Array.from({ length: seats }, (_, i) => i);
  switch (r.kind) {
    case 'shuffle': return [pileState(shared, r.pile.id).next];
    case 'deal': return all.filter((x) => x !== r.seat);
    case 'flip': return all;
  }
}
