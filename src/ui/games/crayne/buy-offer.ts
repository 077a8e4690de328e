/**
 * What the buy tray offers in the Revenue Phase (issue 29): only the purchases the engine lists
 * as legal, each with the engine's price; and when there is none, why not, in the engine's
 * words for the cheapest card on offer ("Trade Cart costs 1, you have 0 Revenue left"). The
 * tray never decides what can be bought: `legal` and `whyNot` are the engine's.
 */
import type { Json } from '../../../crypto/canonical.js';
import { BUY_SOURCES, type BuySource } from '../../../engine/games/crayne/moves.js';
import { priceOf } from '../../../engine/games/crayne/revenue.js';
import { type CrayneState, cardOf } from '../../../engine/games/crayne/state.js';

export interface Offer {
  readonly card: string;
  readonly from: BuySource;
  /** The engine's price for this buyer now. */
  readonly price: number;
  /** The legal value that buys it. */
  readonly value: Json;
}

export interface BuyOffer {
  readonly offers: readonly Offer[];
  /** Why nothing can be bought (null when something can). */
  readonly none: string | null;
}

type V = { readonly [k: string]: Json };
const asV = (v: Json): V => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as V) : {});
const sourceOf = (x: Json | undefined): BuySource | null => BUY_SOURCES.find((f) => f === x) ?? null;
const ZONE = { market: 'market', mercenaries: 'mercenaries', camps: 'camps', pit: 'pit' } as const;

/** The purchases in `legal` (the engine's list for this seat) with their prices; or, with none, why not. */
export function buyOffer(s: CrayneState, legal: readonly Json[], whyNot: (v: Json) => string | null): BuyOffer {
  const task = s.queue[0];
  if (task?.t !== 'buy') return { offers: [], none: null };
  const offers: Offer[] = [];
  for (const v of legal) {
    const o = asV(v);
    const from = sourceOf(o.from);
    if (o.kind !== 'buy' || typeof o.card !== 'string' || !from) continue;
    const price = priceOf(s, task, o.card, from);
    offers.push({ card: o.card, from, price: price.ok ? price.value : cardOf(o.card).cost, value: v });
  }
  if (offers.length) return { offers, none: null };
  // Nothing to buy: the engine's reason for the cheapest card on offer (printed cost; the Pit only with an allowance).
  const onOffer = BUY_SOURCES.flatMap((from) => s[ZONE[from]].map((card) => ({ card, from })))
    .filter((x) => x.from !== 'pit' || (s.lords[task.seat]?.pitAllowances.length ?? 0) > 0)
    .sort((a, b) => cardOf(a.card).cost - cardOf(b.card).cost);
  for (const x of onOffer) {
    const why = whyNot({ kind: 'buy', card: x.card, from: x.from });
    if (why) return { offers, none: `Nothing you can buy now: ${why}.` };
  }
  return { offers, none: 'Nothing is left to buy.' };
}
