/** The whole Arackuan card set (every card of the four factions), and lookups over it. */
import type { Card, Faction } from './types.js';
import { FACTIONS } from './types.js';
import { BYARTUR } from './byartur.js';
import { MYRKUR } from './myrkur.js';
import { VESTUR } from './vestur.js';
import { WHITELANDS } from './whitelands.js';

export const FACTION_CARDS: Readonly<Record<Faction, readonly Card[]>> = {
  byartur: BYARTUR,
  whitelands: WHITELANDS,
  myrkur: MYRKUR,
  vestur: VESTUR,
};

/** Every card, faction by faction (FACTIONS order), each faction's cards by name. */
export const ALL_CARDS: readonly Card[] = FACTIONS.flatMap((f) => FACTION_CARDS[f]);

const BY_ID: ReadonlyMap<string, Card> = new Map(ALL_CARDS.map((c) => [c.id, c]));

/** The card with this id, or undefined. */
export const cardById = (id: string): Card | undefined => BY_ID.get(id);

/** Whether a card has an attribute printed on it (modifiers in play are the rules engine's). */
export const hasAttribute = (card: Card, kind: Card['attributes'][number]['kind']): boolean => card.attributes.some((a) => a.kind === kind);
