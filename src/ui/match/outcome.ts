/** A finished match from one player's side: won, lost, or a draw. */
import type { Seat } from '../../engine/game.js';
import type { MatchEnd } from '../../protocol/machine/lockstep.js';
import { winnersOf } from '../../protocol/endings/endings.js';

export type Outcome = 'won' | 'lost' | 'draw';

/**
 * This seat's outcome (protocol/endings/endings.ts): a claim counts for the claimant between two seats;
 * with more, the seats claimed against forfeit and nobody else wins unless the rules had decided
 * (then the decided result stands for the seats that opened their secrets): null for them. A void
 * claim or an audit stop: null. With `seats`, a result that names every seat a winner (a tie the
 * rules share out) is a draw.
 */
export function outcomeFor(seat: Seat, end: MatchEnd | null, seats?: number): Outcome | null {
  if (!end || end.kind === 'audit' || end.kind === 'void') return null;
  // A resignation: the resigner lost; with two seats the other won; with more, nobody else won or lost.
  if (end.kind === 'resign') return end.by === seat ? 'lost' : end.result.winners.includes(seat) ? 'won' : null;
  if (end.kind === 'claim' && end.resigned !== undefined) return end.resigned === seat || end.against.includes(seat) ? 'lost' : end.decided?.winners.includes(seat) ? 'won' : null;
  if (end.kind === 'claim' && end.by.length > 1 && !end.decided) return end.against.includes(seat) ? 'lost' : null;
  if (end.kind === 'claim' && end.against.includes(seat)) return 'lost';
  const winners = winnersOf(end, seats ?? (end.kind === 'claim' ? end.by.length + end.against.length : 0));
  if (!winners.length || (seats !== undefined && seats > 1 && winners.length >= seats)) return 'draw';
  return winners.includes(seat) ? 'won' : 'lost';
}
