/** The four pre-built decks (the CSV's `prebuilt_copies`), as card ids with one entry per copy. */
import { FACTION_CARDS } from './index.js';
import type { Deck, Faction } from './types.js';
import { FACTIONS } from './types.js';

/** A faction's pre-built deck, in card order, copies together. */
export const prebuiltDeck = (faction: Faction): Deck =>
  FACTION_CARDS[faction].flatMap((c) => Array.from({ length: c.prebuilt }, () => c.id));

export const PREBUILT_DECKS: Readonly<Record<Faction, Deck>> = Object.fromEntries(
  FACTIONS.map((f) => [f, prebuiltDeck(f)]),
) as Record<Faction, Deck>;
