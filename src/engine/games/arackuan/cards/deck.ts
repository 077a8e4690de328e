/**
 * Deck building (rulebook "Building your deck", completed by the clarifications' "Deck building"):
 * 23 cards, at most 125 deck-building points, at most 5 cards with Initiative and 6 with Stealth,
 * one faction only, at most one copy of a legendary card, and each card's copy limit.
 *
 * Everything here reads printed attributes (a card that gains Initiative in play does not count),
 * as the digital edition's deck check does. Pure; never throws.
 */
import { err, ok, type Result } from '../../../../result.js';
import { cardById, FACTION_CARDS } from './index.js';
import type { Card, Deck, Faction } from './types.js';
import { DECK_MAX_INITIATIVE, DECK_MAX_STEALTH, DECK_MAX_VALUE, DECK_SIZE, FACTION_NAMES, FACTIONS } from './types.js';

export type DeckRule = 'unknown' | 'size' | 'value' | 'initiative' | 'stealth' | 'faction' | 'legendary' | 'copies';

/** One broken rule, with the reason as a player reads it. */
export type DeckProblem = { readonly rule: DeckRule; readonly message: string; readonly card?: string };

export type DeckTally = {
  readonly cards: number;
  /** Deck-building points (the second printed value where there is one). */
  readonly value: number;
  /** Points the cards score at the end if all are on the battlefield (spells never score). */
  readonly faceValue: number;
  readonly initiative: number;
  readonly stealth: number;
  /** The factions present, in FACTIONS order. */
  readonly factions: readonly Faction[];
  /** Copies of each known card id. */
  readonly copies: Readonly<Record<string, number>>;
  /** Ids that are no Arackuan card. */
  readonly unknown: readonly string[];
};

const has = (c: Card, kind: 'initiative' | 'stealth'): boolean => c.attributes.some((a) => a.kind === kind);
const copiesWord = (n: number): string => `${n} ${n === 1 ? 'copy' : 'copies'}`;
const cardsWord = (n: number): string => `${n} ${n === 1 ? 'card' : 'cards'}`;
const pointsWord = (n: number): string => (n === 1 ? 'point' : 'points');

/** The numbers a deck builder shows: size, points, Initiative and Stealth counts, factions, copies. */
export function deckTally(deck: Deck): DeckTally {
  const copies: Record<string, number> = {};
  const unknown: string[] = [];
  const present = new Set<Faction>();
  let value = 0, faceValue = 0, initiative = 0, stealth = 0;
  for (const id of deck) {
    const c = cardById(id);
    if (!c) { unknown.push(id); continue; }
    copies[id] = (copies[id] ?? 0) + 1;
    present.add(c.faction);
    value += c.deckValue;
    if (c.kind !== 'spell') faceValue += c.value;
    if (has(c, 'initiative')) initiative++;
    if (has(c, 'stealth')) stealth++;
  }
  return { cards: deck.length, value, faceValue, initiative, stealth, factions: FACTIONS.filter((f) => present.has(f)), copies, unknown };
}

/** Every rule the deck breaks, each with a player-facing reason (empty: a legal deck). */
export function deckProblems(deck: Deck): readonly DeckProblem[] {
  const t = deckTally(deck);
  const out: DeckProblem[] = [];
  for (const id of new Set(t.unknown)) out.push({ rule: 'unknown', card: id, message: `“${id}” is not an Arackuan card.` });
  if (t.cards !== DECK_SIZE) out.push({ rule: 'size', message: `A deck has exactly ${DECK_SIZE} cards; this one has ${t.cards}.` });
  if (t.value > DECK_MAX_VALUE) out.push({ rule: 'value', message: `A deck is worth at most ${DECK_MAX_VALUE} points; this one is worth ${t.value}.` });
  if (t.initiative > DECK_MAX_INITIATIVE) {
    out.push({ rule: 'initiative', message: `A deck holds at most ${DECK_MAX_INITIATIVE} cards with Initiative; this one has ${t.initiative}.` });
  }
  if (t.stealth > DECK_MAX_STEALTH) out.push({ rule: 'stealth', message: `A deck holds at most ${DECK_MAX_STEALTH} cards with Stealth; this one has ${t.stealth}.` });
  if (t.factions.length > 1) {
    out.push({ rule: 'faction', message: `A deck holds one faction only; this one mixes ${t.factions.map((f) => FACTION_NAMES[f]).join(' and ')}.` });
  }
  for (const [id, n] of Object.entries(t.copies).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const c = cardById(id) as Card;
    if (c.copyLimit === null || n <= c.copyLimit) continue;
    out.push(c.legendary
      ? { rule: 'legendary', card: id, message: `${c.name} is legendary: a deck holds at most one copy; this one has ${n}.` }
      : { rule: 'copies', card: id, message: `A deck holds at most ${copiesWord(c.copyLimit)} of ${c.name}; this one has ${n}.` });
  }
  return out;
}

/** A checked deck: its faction and its cards. */
export type ValidDeck = { readonly faction: Faction; readonly cards: Deck };

/** The deck if it is legal, else every reason, in one message. */
export function validateDeck(deck: Deck): Result<ValidDeck, string> {
  const problems = deckProblems(deck);
  if (problems.length > 0) return err(problems.map((p) => p.message).join(' '));
  const faction = deckTally(deck).factions[0] as Faction;
  return ok({ faction, cards: [...deck].sort() });
}

/**
 * The fewest deck points the faction needs per free slot: its cheapest card that may be taken
 * any number of times with neither Initiative nor Stealth (every faction has one worth 1).
 */
export function cheapestFiller(faction: Faction): number {
  const fillers = FACTION_CARDS[faction].filter((c) => c.copyLimit === null && !has(c, 'initiative') && !has(c, 'stealth'));
  return Math.min(...fillers.map((c) => c.deckValue));
}

/** Why a card may not be added: the rule (`room`: too few points would be left for the slots still open), in a sentence and in a few words. */
export type AddRefusal = {
  readonly rule: DeckRule | 'room';
  /** The whole reason, in a sentence. */
  readonly message: string;
  /** The same in a few words, for beside the card ("Costs 16: only 14 points left"). */
  readonly short: string;
};

/**
 * Why the builder refuses to add one more copy of a card, or null when it may be added. Besides
 * the limits, it refuses a card that would leave too few points to fill the remaining slots, so
 * that a deck built one card at a time can always be completed.
 */
export function addRefusal(deck: Deck, cardId: string): AddRefusal | null {
  const c = cardById(cardId);
  if (!c) return { rule: 'unknown', message: `“${cardId}” is not an Arackuan card.`, short: 'Not an Arackuan card' };
  const t = deckTally(deck);
  if (t.cards >= DECK_SIZE) return { rule: 'size', message: `The deck is full: ${DECK_SIZE} cards.`, short: `The deck is full (${DECK_SIZE} cards)` };
  const other = t.factions.find((f) => f !== c.faction);
  if (other) {
    return { rule: 'faction', message: `${c.name} is a ${FACTION_NAMES[c.faction]} card; this deck is ${FACTION_NAMES[other]}.`, short: `A ${FACTION_NAMES[c.faction]} card; this deck is ${FACTION_NAMES[other]}` };
  }
  const n = t.copies[cardId] ?? 0;
  if (c.copyLimit !== null && n >= c.copyLimit) {
    return c.legendary
      ? { rule: 'legendary', message: `${c.name} is legendary: a deck holds only one.`, short: 'Legendary: one per deck' }
      : { rule: 'copies', message: `A deck holds at most ${copiesWord(c.copyLimit)} of ${c.name}.`, short: `Already ${n}: the most a deck may hold` };
  }
  if (has(c, 'initiative') && t.initiative >= DECK_MAX_INITIATIVE) {
    return { rule: 'initiative', message: `A deck holds at most ${DECK_MAX_INITIATIVE} cards with Initiative.`, short: `Already ${DECK_MAX_INITIATIVE} cards with Initiative (the most)` };
  }
  if (has(c, 'stealth') && t.stealth >= DECK_MAX_STEALTH) {
    return { rule: 'stealth', message: `A deck holds at most ${DECK_MAX_STEALTH} cards with Stealth.`, short: `Already ${DECK_MAX_STEALTH} cards with Stealth (the most)` };
  }
  const left = DECK_MAX_VALUE - t.value;
  const value = t.value + c.deckValue;
  if (value > DECK_MAX_VALUE) {
    return { rule: 'value', message: `${c.name} costs ${c.deckValue} points; the deck has ${left} of its ${DECK_MAX_VALUE} left.`, short: `Costs ${c.deckValue}: only ${left} ${pointsWord(left)} left` };
  }
  const slots = DECK_SIZE - t.cards - 1;
  const needed = slots * cheapestFiller(c.faction);
  if (value + needed > DECK_MAX_VALUE) {
    return {
      rule: 'room',
      message: `${c.name} costs ${c.deckValue} points; that would leave ${DECK_MAX_VALUE - value} for the ${cardsWord(slots)} still to add.`,
      short: `Costs ${c.deckValue}: would leave ${DECK_MAX_VALUE - value} ${pointsWord(DECK_MAX_VALUE - value)} for ${slots} more ${slots === 1 ? 'card' : 'cards'} (at least ${cheapestFiller(c.faction)} each)`,
    };
  }
  return null;
}

/** Why the builder refuses to add one more copy of a card, in the player's words, or null when it may be added (`addRefusal`'s sentence). */
export function whyNotAdd(deck: Deck, cardId: string): string | null {
  return addRefusal(deck, cardId)?.message ?? null;
}

/**
 * What the points still left allow, for the builder's summary; null for a full deck, and while
 * every card of the faction could still fit. `stuck`: a deck short of its 23 cards that can take
 * no card of its faction at all (a draft over the points, or one saved by an older builder).
 */
export function deckRoom(deck: Deck, faction: Faction): { readonly stuck: boolean; readonly message: string } | null {
  const t = deckTally(deck);
  if (t.cards >= DECK_SIZE) return null;
  const slots = DECK_SIZE - t.cards;
  const left = DECK_MAX_VALUE - t.value;
  const filler = cheapestFiller(faction);
  const cards = FACTION_CARDS[faction];
  if (!cards.some((c) => addRefusal(deck, c.id) === null)) {
    if (left < 0) return { stuck: true, message: `No card fits: the deck is worth ${t.value} points, over the ${DECK_MAX_VALUE} allowed. Remove cards to make room.` };
    if (left < slots * filler) {
      return { stuck: true, message: `No card left fits in the ${left} ${pointsWord(left)} left: the ${cardsWord(slots)} still to add need at least ${slots * filler}. Remove a card to make room.` };
    }
    const broken = deckProblems(deck).filter((p) => p.rule !== 'size').map((p) => p.message).join(' ');
    return { stuck: true, message: `No card can be added now.${broken ? ` ${broken}` : ''} Remove a card to make room.` };
  }
  const most = left - (slots - 1) * filler;
  if (cards.every((c) => c.deckValue <= most)) return null;
  return { stuck: false, message: `${left} ${pointsWord(left)} left for ${cardsWord(slots)}: only cards costing ${most} or less fit now.` };
}
