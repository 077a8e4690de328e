/**
 * The buy tray's cards (issue 29): only what the engine lets you buy now, each with the engine's
 * price; tapping one buys it. Not on the first table (nothing is bought before the first attack),
 * so it loads as the table first shows (reports.ts), not before it.
 */
import { cardOf } from '../../../engine/games/crayne/state.js';
import type { Json } from '../../../crypto/canonical.js';
import type { TableProps } from '../table-props.js';
import { InfoButton, type useInspector } from '../kit.js';
import type { BuyOffer } from './buy-offer.js';
import { CardView } from './card.js';

export { buyOffer } from './buy-offer.js';

export function BuyRow({ p, offer, ins, label }: { p: TableProps; offer: BuyOffer; ins: ReturnType<typeof useInspector>; label: (v: Json) => string }) {
  return (
    <div class="cr-row cr-buy-cards fd-folds" role="group" aria-label="What you can buy">
      {offer.offers.map((o) => {
        const card = cardOf(o.card);
        const x = { key: `offer:${o.from}:${o.card}`, card: <CardView card={card} large price={o.price} /> };
        return (
          <div key={`${o.from}:${o.card}`} class="fd-slot">
            <CardView card={card} dense price={o.price} lit label={label(o.value)} hover={ins.hover(x)} onChoose={() => { ins.close(); p.choose(o.value); }} />
            <InfoButton name={card.name} onClick={() => ins.toggle(x)} />
          </div>
        );
      })}
    </div>
  );
}
