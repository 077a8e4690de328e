/**
 * "My decks" as stored on the device: read back at the boundary (a tampered entry is dropped,
 * never trusted), kept as drafts while incomplete or illegal, and offered to a match only when
 * the engine's deck rules find nothing wrong; what a seat commits is the deck's instance list.
 */
import { describe, expect, it } from 'vitest';
import { mapKv } from '../src/net/records.js';
import { PREBUILT_DECKS } from '../src/engine/games/arackuan/cards/prebuilt.js';
import { auditDeckList } from '../src/engine/games/arackuan/cards-api.js';
import { deckChoices, deckList, problemsOf, readDecks, removeDeck, saveDeck, type SavedDeck } from '../src/ui/deck-builder/store.js';

const KEY = 'facedown/arackuan/decks';
const vestur: SavedDeck = { id: 'd1', name: 'Forest', faction: 'vestur', cards: [...PREBUILT_DECKS.vestur].sort(), saved: 2 };

describe('my Arackuan decks on this device', () => {
  it('saves, reads back, and removes a deck', () => {
    const kv = mapKv();
    saveDeck(vestur, kv);
    saveDeck({ ...vestur, id: 'd2', name: 'Draft', cards: ['banshee'], saved: 3 }, kv);
    const decks = readDecks(kv);
    expect(decks.map((d) => d.name)).toEqual(['Draft', 'Forest']);
    expect(decks[1]?.cards).toEqual(vestur.cards);
    removeDeck('d2', kv);
    expect(readDecks(kv).map((d) => d.id)).toEqual(['d1']);
  });

  it('drops entries that do not parse: bad JSON, unknown cards, a code out of its canonical order, another faction\'s cards, wrong field types', () => {
    const kv = mapKv();
    kv.set(KEY, '{not json');
    expect(readDecks(kv)).toEqual([]);
    kv.set(KEY, JSON.stringify([
      { id: 'ok', name: 'Fine', faction: 'vestur', code: 'banshee:2', saved: 1 },
      { id: 'x1', name: 'Unknown card', faction: 'vestur', code: 'banshee:2,no-such-card:1', saved: 1 },
      { id: 'x2', name: 'Unsorted', faction: 'vestur', code: 'hexacarias:1,banshee:1', saved: 1 },
      { id: 'x3', name: 'Mixed', faction: 'vestur', code: 'banshee:1,ice-golem:1', saved: 1 },
      { id: 'x4', name: 'Wrong faction field', faction: 'vestur', code: 'ice-golem:1', saved: 1 },
      { id: 'x5', name: 42, faction: 'vestur', code: 'banshee:1', saved: 1 },
      { id: '../../evil', name: 'Bad id', faction: 'vestur', code: 'banshee:1', saved: 1 },
      { id: 'x6', name: 'No such faction', faction: 'elves', code: '', saved: 1 },
      'a string',
    ]));
    expect(readDecks(kv).map((d) => d.id)).toEqual(['ok']);
  });

  it('offers only legal decks to a match (drafts and decks that break a rule stay in the builder), with their problems in the rules\' words', () => {
    const draft: SavedDeck = { ...vestur, id: 'd2', cards: vestur.cards.slice(1) };
    const tooMany: SavedDeck = { ...vestur, id: 'd3', cards: [...vestur.cards.slice(1), 'mounted-banshee'].sort() };
    expect(problemsOf(vestur)).toEqual([]);
    expect(problemsOf(draft).join(' ')).toMatch(/exactly 23 cards/);
    const keys = deckChoices([vestur, draft, tooMany]).map((d) => d.key);
    expect(keys).toContain('mine:d1');
    expect(keys).not.toContain('mine:d2');
    expect(problemsOf(tooMany).join(' ')).toMatch(/at most 125 points/);
    expect(keys).not.toContain('mine:d3');
    // The four pre-built lists are always offered.
    expect(keys.filter((k) => k.startsWith('prebuilt:'))).toEqual(['prebuilt:byartur', 'prebuilt:whitelands', 'prebuilt:myrkur', 'prebuilt:vestur']);
  });

  it('commits a deck as its instance list, which the game\'s audit accepts (and refuses once a card is swapped for an illegal one)', () => {
    const list = deckList(vestur.cards);
    expect(list.length).toBe(23);
    expect(list.every((x) => /#\d+$/.test(x))).toBe(true);
    expect(auditDeckList(list)).toBeNull();
    const forced = [...list.filter((x) => !x.startsWith('banshee#')), 'ice-golem#1', 'ice-golem#2'];
    expect(forced.length).toBe(23);
    expect(auditDeckList(forced)).toMatch(/one faction/);
  });
});
