/**
 * What the rules take from the card data (cards/, written as data elsewhere): lookups by
 * instance id (`ice-golem#1`), the pre-built decks as private piles, and the deck audit. One
 * place, so the rules never reach into the data's internals.
 */
import { instanceLookup } from '../../card-instances.js';
import type { Card, Faction } from './cards/types.js';
import { FACTIONS } from './cards/types.js';
import { ALL_CARDS } from './cards/index.js';
import { PREBUILT_DECKS } from './cards/prebuilt.js';
import { DECK_MAX_INITIATIVE, DECK_MAX_STEALTH, DECK_MAX_VALUE, DECK_SIZE } from './cards/types.js';

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
  return deckInstances(PREBUILT_DECKS[f]);
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

/** The deck-building rules (rulebook "Building your deck"; clarifications "Deck building"): every rule broken. */
function deckProblems(ids: readonly string[]): string[] {
  const cards = ids.map((id) => cardById(id)).filter((c): c is Card => c !== undefined);
  const out: string[] = [];
  if (cards.length !== DECK_SIZE) out.push(`a deck holds ${DECK_SIZE} cards, not ${cards.length}`);
  const value = cards.reduce((n, c) => n + c.deckValue, 0);
  if (value > DECK_MAX_VALUE) out.push(`the deck is worth ${value} points, over ${DECK_MAX_VALUE}`);
  const with_ = (k: string) => cards.filter((c) => c.attributes.some((a) => a.kind === k)).length;
  if (with_('initiative') > DECK_MAX_INITIATIVE) out.push(`${with_('initiative')} cards with Initiative, at most ${DECK_MAX_INITIATIVE}`);
  if (with_('stealth') > DECK_MAX_STEALTH) out.push(`${with_('stealth')} cards with Stealth, at most ${DECK_MAX_STEALTH}`);
  const factions = new Set(cards.map((c) => c.faction));
  if (factions.size > 1) out.push('a deck holds the cards of one faction only');
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
  for (const [id, n] of counts) {
    const c = cardById(id) as Card;
    if (c.copyLimit !== null && n > c.copyLimit) out.push(`${n} copies of ${c.name}, at most ${c.copyLimit}`);
  }
  return out;
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
