/**
 * The canonical written form of a deck list, for committing it before a match and opening it
 * after: card ids in ascending order, each with its count — `archer:2,ballista:1` — and the same
 * deck as instance ids (`archer#1`, `archer#2`, …), the form a hidden private pile holds.
 * A deck has exactly one code; decoding refuses any other spelling of it.
 */
import { err, ok, type Result } from '../../../../result.js';
import { cardById } from './index.js';
import type { Card, Deck } from './types.js';
import { DECK_SIZE } from './types.js';

/** The deck's cards in canonical order (ids ascending). */
export const canonicalDeck = (deck: Deck): Deck => [...deck].sort();

function counts(deck: Deck): [string, number][] {
  const m = new Map<string, number>();
  for (const id of deck) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** `id:count` pairs, ids ascending, joined by commas ('' for an empty deck). */
export const encodeDeck = (deck: Deck): string => counts(deck).map(([id, n]) => `${id}:${n}`).join(',');

const PAIR = /^([a-z0-9]+(?:-[a-z0-9]+)*):([1-9][0-9]?)$/;

/**
 * A deck from its code. Refuses unknown ids, malformed pairs, repeated or unsorted ids and more
 * than a whole deck's worth of cards; it does not check the deck rules (deckProblems does).
 */
export function decodeDeck(code: string): Result<Deck> {
  if (code === '') return ok([]);
  if (code.length > 4000) return err('This deck list is too long to be a deck.');
  const deck: string[] = [];
  let previous = '';
  for (const part of code.split(',')) {
    const m = PAIR.exec(part);
    if (!m) return err(`“${part.slice(0, 60)}” is not a card and a count (like archer:2).`);
    const id = m[1] as string;
    const n = Number(m[2]);
    if (!cardById(id)) return err(`“${id}” is not an Arackuan card.`);
    if (id <= previous) return err(`The deck list is not in its canonical order at “${id}”.`);
    previous = id;
    for (let i = 0; i < n; i++) deck.push(id);
    if (deck.length > DECK_SIZE) return err(`The deck list holds more than ${DECK_SIZE} cards.`);
  }
  return ok(deck);
}

/** The deck as instance ids (`archer#1`, `archer#2`, …), ascending: the private pile's canonical order. */
export const deckInstances = (deck: Deck): readonly string[] =>
  counts(deck).flatMap(([id, n]) => Array.from({ length: n }, (_, i) => `${id}#${i + 1}`)).sort();

/** The card behind an instance id such as `archer#2` (copy numbers 1 … 23, no leading zeros), or undefined. */
export function cardOfInstance(instanceId: string): Card | undefined {
  const hash = instanceId.lastIndexOf('#');
  if (hash < 0) return undefined;
  const tail = instanceId.slice(hash + 1);
  if (!/^[1-9][0-9]?$/.test(tail) || Number(tail) > DECK_SIZE) return undefined;
  return cardById(instanceId.slice(0, hash));
}

/**
 * The deck behind a list of instance ids, refused unless each card's copies are numbered exactly
 * 1 … n, once each (so one deck has exactly one instance list).
 */
export function deckFromInstances(instances: readonly string[]): Result<Deck> {
  const seen = new Map<string, number[]>();
  for (const inst of instances) {
    const c = cardOfInstance(inst);
    if (!c) return err(`“${String(inst).slice(0, 60)}” is not a copy of an Arackuan card.`);
    const list = seen.get(c.id) ?? [];
    list.push(Number(inst.slice(inst.lastIndexOf('#') + 1)));
    seen.set(c.id, list);
  }
  const deck: string[] = [];
  for (const [id, nums] of seen) {
    const sorted = [...nums].sort((a, b) => a - b);
    if (sorted.some((n, i) => n !== i + 1)) return err(`The copies of ${cardById(id)?.name ?? id} are not numbered 1 to ${nums.length} once each.`);
    for (let i = 0; i < nums.length; i++) deck.push(id);
  }
  return ok(canonicalDeck(deck));
}
