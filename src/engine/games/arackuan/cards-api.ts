/**
 * What the rules take from the card data (cards/, written as data elsewhere): lookups by
 * instance id (`ice-golem#1`), the pre-built decks as private piles, and the deck audit. One
 * place, so the rules never reach into the data's internals.
 */
import type { Rng } from '../../game.js';
import type { Card, Faction } from './cards/types.js';
import { FACTIONS } from './cards/types.js';
import { cardById } from './cards/index.js';
import { PREBUILT_DECKS } from './cards/prebuilt.js';
import { cardOfInstance, deckFromInstances, deckInstances as instancesOf } from './cards/deck-code.js';
import { validateDeck } from './cards/deck.js';
import { randomDeck } from './cards/random-deck.js';

export { FACTIONS, cardById };
export type { Card, Faction };

export const isFaction = (x: unknown): x is Faction => typeof x === 'string' && (FACTIONS as readonly string[]).includes(x);

const memo = new Map<string, Card | null>();

/** The card behind an instance id (`ice-golem#1`), or undefined. */
export function cardOf(instanceId: string): Card | undefined {
  const hit = memo.get(instanceId);
  if (hit !== undefined) return hit ?? undefined;
  const c = cardOfInstance(instanceId);
  if (memo.size < 20_000) memo.set(instanceId, c ?? null);
  return c;
}

/** The card id of an instance id. */
export const baseId = (instanceId: string): string => {
  const i = instanceId.lastIndexOf('#');
  return i < 0 ? instanceId : instanceId.slice(0, i);
};

/** A list of card ids (one per copy) as instance ids (`card#1`, `card#2`, …), sorted: a private pile. */
export const deckInstances = (ids: readonly string[]): string[] => [...instancesOf(ids)];

/** A faction's pre-built deck as instance ids, sorted: its private pile. */
export const prebuiltPile = (f: Faction): string[] => deckInstances(PREBUILT_DECKS[f]);

/** A built deck list opened at the end (instance ids), against the deck-building rules: why it is illegal, or null. */
export function auditDeckList(cards: readonly string[]): string | null {
  if (new Set(cards).size !== cards.length) return 'a card is listed twice';
  const deck = deckFromInstances(cards);
  if (!deck.ok) return deck.error;
  const valid = validateDeck(deck.value);
  return valid.ok ? null : valid.error;
}

/** A random legal deck of the faction as instance ids (bots, the simulator, `npm run match --decks built`). */
export const randomDeckList = (f: Faction, rng: Rng): string[] => deckInstances(randomDeck(f, rng));
