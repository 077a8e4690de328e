/** The Greenskins' market raid: which Auxiliary Market cards may be sacrificed. */
import { type Result, err, ok } from '../../../result.js';
import type { Allegiance, CardInstance } from './types.js';
import { FACTION_NAMES } from './types.js';

/**
 * Indices of the market cards a `sacrificeFromMarket` action may hit (every card not of the
 * spared faction). The engine picks one uniformly with public randomness, moves it to the Pit
 * and refills that slot from the Auxiliary Draw, once per card to sacrifice.
 */
export function raidCandidates(market: readonly CardInstance[], spare: Allegiance): Result<readonly number[]> {
  const candidates = market.flatMap((m, i) => (m.card.faction === spare ? [] : [i]));
  return candidates.length === 0
    ? err(`the Auxiliary Market holds only ${FACTION_NAMES[spare]} cards: nothing can be sacrificed`)
    : ok(candidates);
}
