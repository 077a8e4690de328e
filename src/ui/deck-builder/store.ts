/**
 * "My decks": Arackuan decks built on this device, kept in localStorage. Each is stored as its
 * name and canonical deck code (`archer:2,ballista:1`, the engine's deck-code.ts), read back at
 * this boundary: an entry that does not parse is left out, never trusted. A deck still being
 * built (not 23 cards, or breaking a rule) is kept as a draft; only a legal one can be played.
 */
import { signal } from '@preact/signals';
import { deckProblems, deckTally } from '../../engine/games/arackuan/cards/deck.js';
import { decodeDeck, deckInstances, encodeDeck } from '../../engine/games/arackuan/cards/deck-code.js';
import { PREBUILT_DECKS } from '../../engine/games/arackuan/cards/prebuilt.js';
import type { Deck, Faction } from '../../engine/games/arackuan/cards/types.js';
import { FACTIONS, FACTION_NAMES } from '../../engine/games/arackuan/cards/types.js';
import { type Kv, localStorageKv } from '../../net/records.js';

const KEY = 'facedown/arackuan/decks';

export interface SavedDeck {
  /** Random, this device's own. */
  readonly id: string;
  readonly name: string;
  /** Chosen when the deck was started (an empty deck still has one). */
  readonly faction: Faction;
  readonly cards: Deck;
  readonly saved: number;
}

const isFaction = (x: unknown): x is Faction => typeof x === 'string' && (FACTIONS as readonly string[]).includes(x);

/** One stored entry, or null when it is not a deck. */
function parseEntry(x: unknown): SavedDeck | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  if (typeof o.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(o.id) || typeof o.name !== 'string' || typeof o.code !== 'string' || !isFaction(o.faction)) return null;
  const deck = decodeDeck(o.code);
  if (!deck.ok) return null;
  const t = deckTally(deck.value);
  if (t.factions.some((f) => f !== o.faction)) return null;
  return { id: o.id, name: o.name.slice(0, 60), faction: o.faction, cards: deck.value, saved: typeof o.saved === 'number' ? o.saved : 0 };
}

export function readDecks(kv: Kv = localStorageKv()): SavedDeck[] {
  let raw: unknown;
  try { raw = JSON.parse(kv.get(KEY) ?? '[]'); } catch { return []; }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x) => parseEntry(x) ?? []).sort((a, b) => b.saved - a.saved);
}

function write(kv: Kv, decks: readonly SavedDeck[]): void {
  kv.set(KEY, JSON.stringify(decks.map((d) => ({ id: d.id, name: d.name, faction: d.faction, code: encodeDeck(d.cards), saved: d.saved }))));
}

/** Every deck on this device (newest first), as a signal the pages read. */
export const myDecks = signal<readonly SavedDeck[]>(safeRead());

function safeRead(): SavedDeck[] {
  try { return readDecks(); } catch { return []; }
}

export function saveDeck(d: SavedDeck, kv: Kv = localStorageKv()): void {
  const rest = readDecks(kv).filter((x) => x.id !== d.id);
  write(kv, [d, ...rest]);
  myDecks.value = readDecks(kv);
}

export function removeDeck(id: string, kv: Kv = localStorageKv()): void {
  write(kv, readDecks(kv).filter((x) => x.id !== id));
  myDecks.value = readDecks(kv);
}

/** Whether the deck may be played, and why not. */
export const problemsOf = (d: Pick<SavedDeck, 'cards'>): readonly string[] => deckProblems(d.cards).map((p) => p.message);

/** A deck the lobby can bring to a match: one of the four pre-built lists, or one of mine. */
export interface DeckChoice {
  /** `prebuilt:<faction>` or `mine:<id>`. */
  readonly key: string;
  readonly label: string;
  readonly faction: Faction;
  readonly cards: Deck;
}

export function deckChoices(mine: readonly SavedDeck[] = myDecks.value): DeckChoice[] {
  const pre = FACTIONS.map((f) => ({ key: `prebuilt:${f}`, label: `${FACTION_NAMES[f]} — the pre-built deck`, faction: f, cards: PREBUILT_DECKS[f] }));
  const own = mine.filter((d) => problemsOf(d).length === 0).map((d) => ({ key: `mine:${d.id}`, label: `${d.name} (${FACTION_NAMES[d.faction]}, my deck)`, faction: d.faction, cards: d.cards }));
  return [...own, ...pre];
}

/** The deck list a seat commits to in its hello: instance ids (`archer#1`, `archer#2`, …), sorted. */
export const deckList = (cards: Deck): readonly string[] => deckInstances(cards);
