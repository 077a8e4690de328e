/** The whole Crayne card set, and lookups over it. */
import { instanceIds, instanceLookup } from '../../../card-instances.js';
import type { Allegiance, Card, CardInstance, Faction } from '../types.js';
import { CAMPS } from './camps.js';
import { CORSAIRS_OF_THE_SUNKEN_COAST } from './corsairs-of-the-sunken-coast.js';
import { DEMONS_OF_THE_RIFT } from './demons-of-the-rift.js';
import { DWARVES_OF_EMERALD_PEAKS } from './dwarves-of-emerald-peaks.js';
import { FREE_ELVES_OF_SPRINGLAKE } from './free-elves-of-springlake.js';
import { GREENSKINS_OF_CHAK } from './greenskins-of-chak.js';
import { KNIGHTS_OF_KALIMAS } from './knights-of-kalimas.js';
import { MAGES_OF_ILLIBAN_SINA } from './mages-of-illiban-sina.js';
import { MERCENARIES } from './mercenaries.js';
import { SERVANTS_OF_THE_BARON } from './servants-of-the-baron.js';
import { TRADE_CART, TRADE_CARTS } from './trade-carts.js';

export { CAMPS, MERCENARIES, TRADE_CART, TRADE_CARTS };

export const FACTION_CARDS: Readonly<Record<Faction, readonly Card[]>> = {
  'servants-of-the-baron': SERVANTS_OF_THE_BARON,
  'knights-of-kalimas': KNIGHTS_OF_KALIMAS,
  'greenskins-of-chak': GREENSKINS_OF_CHAK,
  'mages-of-illiban-sina': MAGES_OF_ILLIBAN_SINA,
  'demons-of-the-rift': DEMONS_OF_THE_RIFT,
  'free-elves-of-springlake': FREE_ELVES_OF_SPRINGLAKE,
  'dwarves-of-emerald-peaks': DWARVES_OF_EMERALD_PEAKS,
  'corsairs-of-the-sunken-coast': CORSAIRS_OF_THE_SUNKEN_COAST,
};

/** Every card definition, factions first (in FACTIONS order), then Mercenaries, Camps, Trade Carts. */
export const ALL_CARDS: readonly Card[] = [
  ...Object.values(FACTION_CARDS).flat(),
  ...MERCENARIES,
  ...CAMPS,
  ...TRADE_CARTS,
];

const BY_ID: ReadonlyMap<string, Card> = new Map(ALL_CARDS.map((c) => [c.id, c]));

export const cardById = (id: string): Card | undefined => BY_ID.get(id);

/** The physical copies of one card: ids `${card.id}#1` … `${card.id}#${card.copies}`. */
export const instancesOf = (card: Card): readonly CardInstance[] => instanceIds(card).map((instanceId) => ({ instanceId, card }));

/** The physical copies of many cards, in the given order. */
export const instancesOfAll = (cards: readonly Card[]): readonly CardInstance[] => cards.flatMap(instancesOf);

/** The card behind an instance id such as `wraiths#1`. */
export const cardOfInstance = instanceLookup(ALL_CARDS);

export const cardsOf = (allegiance: Allegiance): readonly Card[] => ALL_CARDS.filter((c) => c.faction === allegiance);
