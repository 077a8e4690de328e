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
import { deckProblems, validateDeck } from './cards/deck.js';
import { DECK_SIZE } from './cards/types.js';
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

/**
 * Whether some legal deck list can hold every one of these instance ids (cards shown from a hidden
 * list during the match): why not, or null. A copy numbered n means the list holds copies 1 … n of
 * that card, so the deck they imply is checked against every rule a part of a legal deck keeps
 * (one faction, copy limits, legendary cards, points, Initiative and Stealth counts, at most a
 * deck's size), never the exact size. Null for every part of every legal list.
 */
export function deckCanHold(cards: readonly string[]): string | null {
  const most = new Map<string, number>();
  for (const inst of cards) {
    const c = cardOfInstance(inst);
    if (!c) return `“${String(inst).slice(0, 60)}” is not a copy of an Arackuan card.`;
    most.set(c.id, Math.max(most.get(c.id) ?? 0, Number(inst.slice(inst.lastIndexOf('#') + 1))));
  }
  const implied = [...most].flatMap(([id, n]) => Array.from({ length: n }, () => id));
  if (implied.length > DECK_SIZE) return `those cards and the copies numbered before them make ${implied.length} cards; a deck has ${DECK_SIZE}.`;
  const problems = deckProblems(implied).filter((p) => p.rule !== 'size');
  return problems.length ? problems.map((p) => p.message).join(' ') : null;
}

/** A random legal deck of the faction as instance ids (bots, the simulator, `npm run match --decks built`). */
export const randomDeckList = (f: Faction, rng: Rng): string[] => deckInstances(randomDeck(f, rng));
