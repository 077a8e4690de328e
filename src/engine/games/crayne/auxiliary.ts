/**
 * The Auxiliary Draw, the market and the Pit. The Auxiliary Draw is face down: it is kept as a
 * sorted set and the card "on top" is picked with public randomness at the moment it is drawn,
 * so no one (not even from an earlier seed) knows the next card before the rules reveal it.
 * The market is one line (ruling 5): a card a Lord buys, or a raid sacrifices, is replaced in
 * its own slot ("draw a new card from the Auxiliary Draw to replace it"); only the Automated
 * Opponent's take shifts the line left, and its refill joins on the far right.
 */
import type { Rng } from '../../game.js';
import { raidCandidates } from './market.js';
import { type CrayneState, cardOf, without } from './state.js';
import type { Allegiance } from './types.js';

/**
 * Draws the top card of the Auxiliary Draw into the market, if any is left: into `slot` (the
 * place a bought or sacrificed card left), or on the far right without one. With the Auxiliary
 * Draw empty the gap stays closed.
 */
export function refillMarket(s: CrayneState, rng: Rng, slot?: number): CrayneState {
  if (s.aux.length === 0) return s;
  const card = s.aux[rng.int('top card of the Auxiliary Draw (market refill)', s.aux.length)] as string;
  const at = slot === undefined ? s.market.length : Math.max(0, Math.min(slot, s.market.length));
  return { ...s, aux: without(s.aux, card), market: [...s.market.slice(0, at), card, ...s.market.slice(at)] };
}

/** Whether a market raid sparing `spare` can hit anything. */
export const canRaid = (s: CrayneState, spare: Allegiance): boolean =>
  raidCandidates(s.market.map((id) => ({ instanceId: id, card: cardOf(id) })), spare).ok;

/** Greenskins raid: a random non-`spare` market card goes to the Pit; its slot is refilled. */
export function raidMarket(s: CrayneState, spare: Allegiance, rng: Rng): CrayneState {
  const r = raidCandidates(s.market.map((id) => ({ instanceId: id, card: cardOf(id) })), spare);
  if (!r.ok) return s;
  const index = r.value[rng.int('market card sacrificed (raid)', r.value.length)] as number;
  const card = s.market[index] as string;
  const after = { ...s, market: s.market.filter((_, i) => i !== index), pit: [...s.pit, card] };
  return refillMarket(after, rng, (s.rules ?? 1) >= 2 ? index : undefined);
}

/** The top card of the Auxiliary Draw is sacrificed to the Pit. */
export function buryAuxTop(s: CrayneState, rng: Rng): CrayneState {
  if (s.aux.length === 0) return s;
  const card = s.aux[rng.int('top card of the Auxiliary Draw (sacrificed)', s.aux.length)] as string;
  return { ...s, aux: without(s.aux, card), pit: [...s.pit, card] };
}

/** Where a sacrificed card goes: the Pit, or out of play for a Trade Cart. */
export function sacrificeTo(s: CrayneState, card: string): CrayneState {
  return cardOf(card).faction === 'trade-cart' ? { ...s, removed: [...s.removed, card].sort() } : { ...s, pit: [...s.pit, card] };
}
