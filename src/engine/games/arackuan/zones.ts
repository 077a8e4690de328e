/** Cards leaving the table: destroyed or discarded, to their owner's discard pile (or kept under a card). */
import type { ArkState } from './state.js';
import { withPlayer } from './state.js';

/**
 * Takes the piece off the table into its owner's discard pile, with every card kept under it;
 * with `keeper`, the piece goes under that card instead (Dragon Slayer).
 */
export function destroy(s: ArkState, key: number, keeper: number | null): ArkState {
  const piece = s.board.find((p) => p.key === key);
  if (!piece) return s;
  const board = s.board.filter((p) => p.key !== key);
  const keep = keeper !== null && board.some((p) => p.key === keeper);
  const next: ArkState = { ...s, board: keep ? board.map((p) => (p.key === keeper ? { ...p, kept: [...p.kept, piece.id] } : p)) : board };
  const withKept = keep ? next : withPlayer(next, piece.owner, (p) => ({ ...p, discard: [...p.discard, piece.id] }));
  // Cards kept under it go to their owners' discard piles: a kept card's owner is the other seat of the keeper's owner.
  if (!piece.kept.length) return withKept;
  const keptOwner = piece.owner === 0 ? 1 : 0;
  return withPlayer(withKept, keptOwner, (p) => ({ ...p, discard: [...p.discard, ...piece.kept] }));
}
