/** A finished match from one player's side: won, lost, or a draw. */
import type { Seat } from '../../engine/game.js';
import type { MatchEnd } from '../../protocol/lockstep.js';

export type Outcome = 'won' | 'lost' | 'draw';

/**
 * This seat's outcome: a claim the rules had not decided counts for the claimant between two
 * seats; with more, the seats claimed against forfeit and nobody else wins (docs/PROTOCOL.md,
 * "Endings"): null for them. With `seats`, a result that names every seat a winner (a tie the
 * rules share out) is a draw.
 */
export function outcomeFor(seat: Seat, end: MatchEnd | null, seats?: number): Outcome | null {
  if (!end || end.kind === 'audit') return null;
  if (end.kind === 'claim' && !end.decided && end.by.length > 1) return end.against.includes(seat) ? 'lost' : null;
  const winners = end.kind === 'result' ? end.result.winners : end.decided ? end.decided.winners : end.by;
  if (!winners.length || (seats !== undefined && seats > 1 && winners.length >= seats)) return 'draw';
  return winners.includes(seat) ? 'won' : 'lost';
}
