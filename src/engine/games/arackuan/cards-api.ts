/**
 * What the rules take from the card data (cards/, written as data elsewhere): lookups by
 * instance id (`ice-golem#1`), the pre-built decks as private piles, and the deck audit. One
 * place, so the rules never reach into the data's internals.
 */
import { instanceLookup } from '../../card-instances.js';
import type { Card, Faction } from './cards/types.js';
import { FACTIONS } from './cards/types.js';
import { ALL_CARDS, PREBUILT_DECKS, deckProblems } from './cards/index.js';

export { FACTIONS };
export type { Card, Faction };

export const isFaction = (x: unknown): x is Faction => typeof x === 'string' && (FACTIONS as readonly string[]).includes(x);

type WithCopies = Card & { readonly copies: number };
/** Enough copies of every card for any legal deck (a copy limit is at most 7, an unlimited card at most 23). */
const lookup = instanceLookup<WithCopies>(ALL_CARDS.map((c) => ({ ...c, copies: 23 })));
const BY_ID: ReadonlyMap<string, Card> = new Map(ALL_CARDS.map((c) => [c.id, c]));

/** The card behind an instance id (`ice-golem#1`), or undefined. */
export const cardOf = (instanceId: string): Card | undefined => lookup(instanceId);

/** The card with this card id (`ice-golem`), or undefined. */
export const cardById = (id: string): Card | undefined => BY_ID.get(id);

/** The card id of an instance id. */
export const baseId = (instanceId: string): string => {
  const i = instanceId.lastIndexOf('#');
  return i < 0 ? instanceId : instanceId.slice(0, i);
};

/** A faction's pre-built deck as instance ids (`card#1`, `card#2`, …), sorted: its private pile. */
export function prebuiltPile(f: Faction): string[] {
  return PREBUILT_DECKS[f].flatMap(({ card, copies }) => Array.from({ length: copies }, (_, i) => `${card}#${i + 1}`)).sort();
}

/**
 * A built deck list opened at the end: instance ids, each `card#n` with copies numbered from 1,
 * and the deck-building rules. Why it is illegal, or null.
 */
export function auditDeckList(cards: readonly string[]): string | null {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const c of cards) {
    if (seen.has(c)) return `"${c}" is listed twice`;
    seen.add(c);
    if (!cardOf(c)) return `"${c}" is not a card of Arackuan`;
    ids.push(baseId(c));
  }
  const problems = deckProblems(ids);
  return problems.length ? problems.join('; ') : null;
}

/** Instance ids for a list of card ids (copies numbered in order), sorted. */
export function deckInstances(ids: readonly string[]): string[] {
  const n = new Map<string, number>();
  return ids.map((id) => {
    const k = (n.get(id) ?? 0) + 1;
    n.set(id, k);
    return `${id}#${k}`;
  }).sort();
}
