/** A finished match from one player's side: won, lost, or a draw. */
import type { Seat } from '../../engine/game.js';
import type { MatchEnd } from '../../protocol/lockstep.js';

export type Outcome = 'won' | 'lost' | 'draw';

/** This seat's outcome: a claim the rules had not decided counts for the claimant. */
export function outcomeFor(seat: Seat, end: MatchEnd | null): Outcome | null {
  if (!end) return null;
  const winners = end.kind === 'result' ? end.result.winners : end.decided ? end.decided.winners : end.by;
  if (!winners.length) return 'draw';
  return winners.includes(seat) ? 'won' : 'lost';
}
