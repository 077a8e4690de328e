/**
 * Revenue Phase pricing: faction discounts from the discard pile, the minimum cost of 1, and
 * the checks on one purchase. A card bought this round joins the discard pile only after the
 * player has finished buying, so it never adds to a discount and cannot be bought twice.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Allegiance, Card, CardInstance } from './types.js';
import { FACTION_NAMES, isFaction } from './types.js';

export const MIN_COST = 1;

/** Where a purchase comes from. The Pit is open only through a card's `buyFromPit` action. */
export type Source = 'market' | 'mercenaries' | 'camps' | 'pit';

/** Discount a faction card gets: one per card of the same faction in the discard pile. */
export function factionDiscount(faction: Allegiance, discard: readonly Card[]): number {
  if (!isFaction(faction)) return 0;
  return discard.filter((c) => c.faction === faction).length;
}

/**
 * What a card costs from the Auxiliary Market (or from the Pit, as if from the market), after
 * the faction discount and any `extraDiscount`; never below 1. Mercenaries, Camps and Trade
 * Carts belong to no faction and get no faction discount.
 */
export function marketPrice(card: Card, discard: readonly Card[], extraDiscount = 0): number {
  return Math.max(MIN_COST, card.cost - factionDiscount(card.faction, discard) - extraDiscount);
}

/** One card's permission to buy from the Pit (from a `buyFromPit` action). */
export interface PitAllowance {
  readonly discountFaction: Allegiance;
  readonly discount: number;
}

export interface PurchaseState {
  readonly revenueLeft: number;
  /** The discard pile as it stood when this player started buying. */
  readonly discard: readonly CardInstance[];
  /** Instance ids bought this round, in order. */
  readonly bought: readonly string[];
  /** Unused permissions to buy from the Pit. */
  readonly pitAllowances: readonly PitAllowance[];
}

export interface Offer {
  readonly instance: CardInstance;
  readonly source: Source;
}

export interface Purchase {
  readonly price: number;
  readonly state: PurchaseState;
}

const SOURCE_OF: Readonly<Record<Exclude<Source, 'pit'>, (a: Allegiance) => boolean>> = {
  market: isFaction,
  mercenaries: (a) => a === 'mercenary',
  camps: (a) => a === 'camp',
};

/** Checks one purchase and returns its price and the state after it. */
export function buy(state: PurchaseState, offer: Offer): Result<Purchase> {
  const { instanceId, card } = offer.instance;
  if (state.bought.includes(instanceId)) return err(`${instanceId} was already bought this round`);
  if (offer.source === 'pit' ? card.faction === 'trade-cart' : !SOURCE_OF[offer.source](card.faction)) {
    return err(`a ${FACTION_NAMES[card.faction]} card cannot be bought from the ${offer.source}`);
  }
  // Cards bought this round never count towards discounts, even if a caller already filed them.
  const discard = state.discard.filter((d) => !state.bought.includes(d.instanceId)).map((d) => d.card);

  let price: number;
  let pitAllowances = state.pitAllowances;
  if (offer.source === 'pit') {
    const best = bestAllowance(card, state.pitAllowances);
    if (best === undefined) return err('buying from the Pit needs a card that allows it');
    const a = state.pitAllowances[best];
    price = marketPrice(card, discard, a !== undefined && a.discountFaction === card.faction ? a.discount : 0);
    pitAllowances = state.pitAllowances.filter((_, i) => i !== best);
  } else {
    price = offer.source === 'market' ? marketPrice(card, discard) : Math.max(MIN_COST, card.cost);
  }
  if (price > state.revenueLeft) return err(`${card.name} costs ${price}, you have ${state.revenueLeft} Revenue left`);
  return ok({
    price,
    state: { ...state, revenueLeft: state.revenueLeft - price, bought: [...state.bought, instanceId], pitAllowances },
  });
}

/** Index of the allowance that makes `card` cheapest (the first on a tie), if any. */
function bestAllowance(card: Card, allowances: readonly PitAllowance[]): number | undefined {
  let best: number | undefined;
  let bestDiscount = -1;
  allowances.forEach((a, i) => {
    const d = a.discountFaction === card.faction ? a.discount : 0;
    if (d > bestDiscount) {
      best = i;
      bestDiscount = d;
    }
  });
  return best;
}
