/**
 * The deck builder's reasons come from the deck rules: why one more copy of a card cannot be added
 * (a sentence and a few words for beside the card), and what the points left allow, down to a
 * deck that can take no card at all (issue 29: a builder full of grey "+" that never said why).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRefusal, deckProblems, deckRoom, whyNotAdd } from '../../src/engine/games/arackuan/cards/deck.js';
import { FACTION_CARDS } from '../../src/engine/games/arackuan/cards/index.js';
import { PREBUILT_DECKS } from '../../src/engine/games/arackuan/cards/prebuilt.js';
import { FACTIONS } from '../../src/engine/games/arackuan/cards/types.js';

const times = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

describe('addRefusal: why a card cannot be added, in a sentence and in a few words', () => {
  it('each rule has its rule name, its sentence (whyNotAdd) and a short reason', () => {
    expect(addRefusal([], 'champion')).toBeNull();
    expect(addRefusal(PREBUILT_DECKS.byartur, 'drunk-knight')).toEqual({ rule: 'size', message: 'The deck is full: 23 cards.', short: 'The deck is full (23 cards)' });
    expect(addRefusal(['champion'], 'scuttle-jaw')?.short).toBe('A Myrkur card; this deck is Byartur');
    expect(addRefusal(['the-seneschal'], 'the-seneschal')).toMatchObject({ rule: 'legendary', short: 'Legendary: one per deck' });
    expect(addRefusal(times('champion', 4), 'champion')).toMatchObject({ rule: 'copies', short: 'Already 4: the most a deck may hold' });
    expect(addRefusal(times('fanatic', 5), 'on-leave')).toMatchObject({ rule: 'initiative', short: 'Already 5 cards with Initiative (the most)' });
    expect(addRefusal(times('novice-fairy', 6), 'queens-jester')).toMatchObject({ rule: 'stealth', short: 'Already 6 cards with Stealth (the most)' });
    const full = [...times('titan', 4), ...times('grey-knight', 3), 'catapult']; // 64 + 45 + 8 = 117 in 8 cards
    expect(addRefusal(full, 'catanolith')).toEqual({
      rule: 'value', message: 'Catanolith costs 15 points; the deck has 8 of its 125 left.', short: 'Costs 15: only 8 points left',
    });
    const heavy = [...times('titan', 4), ...times('catanolith', 2), 'grey-knight']; // 109 in 7 cards
    expect(addRefusal(heavy, 'catanolith')).toEqual({
      rule: 'room', message: 'Catanolith costs 15 points; that would leave 1 for the 15 cards still to add.',
      short: 'Costs 15: would leave 1 point for 15 more cards (at least 1 each)',
    });
  });

  it('whyNotAdd is addRefusal\'s sentence, for every card of every faction in decks built at random (property)', () => {
    fc.assert(fc.property(fc.constantFrom(...FACTIONS), fc.array(fc.nat(), { maxLength: 30 }), (f, picks) => {
      const pool = FACTION_CARDS[f];
      const deck: string[] = [];
      for (const p of picks) {
        const id = (pool[p % pool.length] as { id: string }).id;
        const r = addRefusal(deck, id);
        expect(whyNotAdd(deck, id)).toBe(r?.message ?? null);
        if (r) expect(r.short.length).toBeLessThan(r.message.length + 20);
        else deck.push(id);
      }
    }), { numRuns: 100 });
  });
});

describe('deckRoom: what the points left allow', () => {
  it('nothing to say for an empty deck, a full one, or while every card fits', () => {
    expect(deckRoom([], 'byartur')).toBeNull();
    expect(deckRoom(PREBUILT_DECKS.byartur, 'byartur')).toBeNull();
    expect(deckRoom(times('drunk-knight', 10), 'byartur')).toBeNull(); // 10 points: 115 left for 13 cards
  });

  it('10 of 23 cards and 111 points: which cards still fit, from the same rule as each "+"', () => {
    const ten = [...times('titan', 4), ...times('grey-knight', 2), 'catapult', 'archer', 'shield-wall', 'warcry']; // 64 + 30 + 8 + 5 + 2 + 2
    expect(ten.reduce((n, id) => n + (FACTION_CARDS.byartur.find((c) => c.id === id)?.deckValue ?? 0), 0)).toBe(111);
    const room = deckRoom(ten, 'byartur');
    expect(room).toEqual({ stuck: false, message: '14 points left for 13 cards: only cards costing 2 or less fit now.' });
    // The rule the summary states is the one each "+" follows.
    for (const c of FACTION_CARDS.byartur) {
      const r = addRefusal(ten, c.id);
      if (c.deckValue > 2) expect(r?.rule, c.id).toMatch(/^(room|value|copies|legendary|initiative|stealth)$/);
      else if (r) expect(r.rule, c.id).not.toMatch(/^(room|value)$/);
    }
  });

  it('a draft no card fits says so and what to do', () => {
    // Saved by hand (or by an older builder): 10 cards worth 121 points, 4 left for 13 cards.
    const dead = [...times('titan', 4), ...times('grey-knight', 3), 'catapult', 'shield-wall', 'sober-knight'];
    const room = deckRoom(dead, 'byartur');
    expect(room).toEqual({ stuck: true, message: 'No card left fits in the 4 points left: the 13 cards still to add need at least 13. Remove a card to make room.' });
    for (const c of FACTION_CARDS.byartur) expect(addRefusal(dead, c.id), c.id).not.toBeNull();
    const over = [...times('titan', 4), ...times('grey-knight', 4), 'the-seneschal'];
    expect(deckProblems(over).map((p) => p.rule)).toContain('value');
    expect(deckRoom(over, 'byartur')).toEqual({ stuck: true, message: 'No card fits: the deck is worth 140 points, over the 125 allowed. Remove cards to make room.' });
  });

  it('a deck built one card at a time never reaches a dead end (property)', () => {
    fc.assert(fc.property(fc.constantFrom(...FACTIONS), fc.array(fc.nat(), { maxLength: 60 }), (f, picks) => {
      const pool = FACTION_CARDS[f];
      const deck: string[] = [];
      for (const p of picks) {
        const id = (pool[p % pool.length] as { id: string }).id;
        if (addRefusal(deck, id) === null) deck.push(id);
        expect(deckRoom(deck, f)?.stuck ?? false).toBe(false);
      }
    }), { numRuns: 100 });
  });
});
