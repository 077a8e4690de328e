/** A Lord's totals right now, from the played cards and the discard pile (tally.ts interprets the cards). */
import { type Totals, tally } from './tally.js';
import { type Lord, type PlayedEntry, cardOf } from './state.js';

const ZERO: Totals = { attack: 0, defence: 0, revenue: 0, bonusVsStronghold: 0, ignoreStrongholds: false, strongholdsByChoice: [] };

export const toPlayedCard = (e: PlayedEntry) => ({
  card: cardOf(e.card),
  thisRound: e.fresh,
  ...(e.choice === null ? {} : { choice: e.choice }),
  ...(e.sacrificed ? { sacrificed: true } : {}),
});

/**
 * Totals of a Lord. A card whose Attack-Phase choice is not made yet counts its printed
 * numbers only (this matters only to previews; the phases ask after every choice is made).
 */
export function totalsOf(l: Lord): Totals {
  const played = l.played.map((e) => {
    const p = toPlayedCard(e);
    const pending = e.choice === null && p.card.effects.some((x) => x.kind === 'choice');
    return pending ? { ...p, card: { ...p.card, effects: p.card.effects.filter((x) => x.kind !== 'choice') } } : p;
  });
  const r = tally(played, l.discard.map(cardOf));
  return r.ok ? r.value : ZERO;
}
