/** Deck building: the pre-built decks, every rule with its reason, the builder helpers, random decks, deck codes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { cheapestFiller, deckProblems, deckTally, validateDeck, whyNotAdd } from '../../src/engine/games/arackuan/cards/deck.js';
import { cardOfInstance, decodeDeck, deckFromInstances, deckInstances, encodeDeck } from '../../src/engine/games/arackuan/cards/deck-code.js';
import { ALL_CARDS, FACTION_CARDS, cardById } from '../../src/engine/games/arackuan/cards/index.js';
import { PREBUILT_DECKS } from '../../src/engine/games/arackuan/cards/prebuilt.js';
import { randomDeck } from '../../src/engine/games/arackuan/cards/random-deck.js';
import type { Deck, Faction } from '../../src/engine/games/arackuan/cards/types.js';
import { FACTIONS } from '../../src/engine/games/arackuan/cards/types.js';
import { recordingRng } from '../../src/engine/rng.js';

const rngOf = (...parts: (string | number)[]) =>
  recordingRng(taggedHash('facedown/test', ...parts.map((p) => new TextEncoder().encode(String(p)))));

const rules = (deck: Deck) => deckProblems(deck).map((p) => p.rule);
const times = (id: string, n: number): string[] => Array.from({ length: n }, () => id);
/** Replace the first copy of `out` in a deck by `inn`. */
const replace = (deck: Deck, out: string, inn: string): string[] => {
  const i = deck.indexOf(out);
  if (i < 0) throw new Error(`${out} is not in the deck`);
  return [...deck.slice(0, i), inn, ...deck.slice(i + 1)];
};

describe('the pre-built decks', () => {
  it.each(FACTIONS)('%s: 23 cards, 125 points, legal', (f) => {
    const deck = PREBUILT_DECKS[f];
    expect(deckProblems(deck)).toEqual([]);
    const t = deckTally(deck);
    expect([t.cards, t.value, t.factions]).toEqual([23, 125, [f]]);
    const v = validateDeck(deck);
    expect(v.ok && v.value.faction).toBe(f);
  });

  it('tallies as the NOTES count them (face value, Initiative, Stealth)', () => {
    const t = (f: Faction) => deckTally(PREBUILT_DECKS[f]);
    // Face value counts creatures and lands only (spells never score); the NOTES' face values include spells.
    const spellValue = (f: Faction) => PREBUILT_DECKS[f].reduce((s, id) => s + (cardById(id)?.kind === 'spell' ? (cardById(id)?.value ?? 0) : 0), 0);
    expect(FACTIONS.map((f) => t(f).faceValue + spellValue(f))).toEqual([117, 112, 123, 117]);
    expect(FACTIONS.map((f) => t(f).initiative)).toEqual([0, 3, 3, 2]);
    expect(FACTIONS.map((f) => t(f).stealth)).toEqual([0, 0, 0, 0]);
  });
});

describe('deckProblems: every rule, with the reason', () => {
  const grey = PREBUILT_DECKS.byartur;

  it('size: exactly 23', () => {
    expect(rules(grey.slice(1))).toEqual(['size']);
    expect(deckProblems(grey.slice(1))[0]?.message).toBe('A deck has exactly 23 cards; this one has 22.');
    expect(rules([...grey, 'drunk-knight'])).toEqual(['size', 'value']);
    expect(rules([])).toEqual(['size']);
  });

  it('value: at most 125 deck points (the second printed value counts)', () => {
    const over = replace(grey, 'drunk-knight', 'sober-knight'); // 1 → 2 points
    expect(rules(over)).toEqual(['value']);
    expect(deckProblems(over)[0]?.message).toBe('A deck is worth at most 125 points; this one is worth 126.');
    // The Seneschal scores 14 but costs 16 in a deck.
    expect(deckTally(['the-seneschal']).value).toBe(16);
    expect(deckTally(['the-seneschal']).faceValue).toBe(14);
  });

  it('initiative: at most 5 cards with Initiative (spells too); stealth: at most 6', () => {
    const six = [...times('fanatic', 5), 'on-leave', ...times('drunk-knight', 17)];
    expect(rules(six)).toEqual(['initiative']);
    expect(deckProblems(six)[0]?.message).toBe('A deck holds at most 5 cards with Initiative; this one has 6.');
    expect(rules([...times('fanatic', 5), ...times('drunk-knight', 18)])).toEqual([]);
    const stealth = [...times('novice-fairy', 6), 'queens-jester', ...times('nihilist-penguin', 16)];
    expect(rules(stealth)).toEqual(['stealth']);
    expect(deckProblems(stealth).find((p) => p.rule === 'stealth')?.message).toBe('A deck holds at most 6 cards with Stealth; this one has 7.');
  });

  it('faction: one faction only', () => {
    const mixed = replace(grey, 'drunk-knight', 'scuttle-jaw');
    expect(rules(mixed)).toEqual(['faction']);
    expect(deckProblems(mixed)[0]?.message).toBe('A deck holds one faction only; this one mixes Byartur and Myrkur.');
  });

  it('legendary: one copy; lands are legendary except Dark Tunnel and Eternal Roots', () => {
    const two = replace(grey, 'drunk-knight', 'avalon-fortress');
    expect(rules(two)).toEqual(['value', 'legendary']);
    expect(deckProblems(two).find((p) => p.rule === 'legendary')).toEqual({
      rule: 'legendary', card: 'avalon-fortress', message: 'Avalon Fortress is legendary: a deck holds at most one copy; this one has 2.',
    });
    expect(cardById('dark-tunnel')).toMatchObject({ legendary: false, copyLimit: 6 });
    expect(cardById('eternal-roots')).toMatchObject({ legendary: false, copyLimit: 6 });
  });

  it('copies: a printed limit, else 6 at deck value 6 or more, else none', () => {
    const champions = [...times('champion', 5), ...times('drunk-knight', 18)];
    expect(rules(champions)).toEqual(['copies']);
    expect(deckProblems(champions)[0]?.message).toBe('A deck holds at most 4 copies of Champion; this one has 5.');
    const terrors = [...times('winged-terror', 8), ...times('scuttle-jaw', 15)];
    expect(rules(terrors)).toEqual(['copies']); // printed limit 7 beats the default 6
    expect(rules([...times('winged-terror', 7), ...times('scuttle-jaw', 16)])).toEqual([]);
    expect(rules([...times('swamp-hound', 7), ...times('scuttle-jaw', 16)])).toEqual(['copies']);
    expect(rules([...times('scuttle-jaw', 23)])).toEqual([]); // value 1, no limit
  });

  it('unknown ids are named, never counted as cards of any faction', () => {
    const bad = replace(grey, 'drunk-knight', 'nemesio');
    expect(deckProblems(bad)[0]).toEqual({ rule: 'unknown', card: 'nemesio', message: '“nemesio” is not an Arackuan card.' });
    expect(deckTally(bad).factions).toEqual(['byartur']);
    expect(deckProblems(['__proto__', 'constructor', 'toString']).map((p) => p.rule)).toEqual(['unknown', 'unknown', 'unknown', 'size']);
  });

  it('validateDeck: the deck (sorted) or every reason in one message', () => {
    const v = validateDeck([...grey].reverse());
    expect(v).toEqual({ ok: true, value: { faction: 'byartur', cards: [...grey].sort() } });
    const bad = validateDeck([...times('champion', 5), ...times('drunk-knight', 17)]);
    expect(bad).toEqual({ ok: false, error: 'A deck has exactly 23 cards; this one has 22. A deck holds at most 4 copies of Champion; this one has 5.' });
  });
});

describe('builder helpers', () => {
  it('whyNotAdd: null while legal, else the reason', () => {
    expect(whyNotAdd([], 'champion')).toBeNull();
    expect(whyNotAdd([], 'nope')).toBe('“nope” is not an Arackuan card.');
    expect(whyNotAdd(PREBUILT_DECKS.byartur, 'drunk-knight')).toBe('The deck is full: 23 cards.');
    expect(whyNotAdd(['champion'], 'scuttle-jaw')).toBe('Scuttle Jaw is a Myrkur card; this deck is Byartur.');
    expect(whyNotAdd(['the-seneschal'], 'the-seneschal')).toBe('The Seneschal is legendary: a deck holds only one.');
    expect(whyNotAdd(times('champion', 4), 'champion')).toBe('A deck holds at most 4 copies of Champion.');
    expect(whyNotAdd(times('fanatic', 5), 'on-leave')).toBe('A deck holds at most 5 cards with Initiative.');
    expect(whyNotAdd(times('novice-fairy', 6), 'queens-jester')).toBe('A deck holds at most 6 cards with Stealth.');
    const heavy = [...times('titan', 4), ...times('catanolith', 2)]; // 64 + 30 = 94 points in 6 cards
    expect(whyNotAdd(heavy, 'catanolith')).toBeNull(); // 109 in 7 cards: 16 left for the 16 others, at 1 point each
    expect(whyNotAdd([...heavy, 'grey-knight'], 'catanolith')).toBe('Catanolith costs 15 points; that would leave 1 for the 15 cards still to add.');
    const full = [...times('titan', 4), ...times('grey-knight', 3), 'catapult']; // 64 + 45 + 8 = 117
    expect(whyNotAdd(full, 'catanolith')).toBe('Catanolith costs 15 points; the deck has 8 of its 125 left.');
  });

  it('whyNotAdd never accepts a card that deckProblems would then refuse (other than the size)', () => {
    fc.assert(fc.property(fc.constantFrom(...FACTIONS), fc.array(fc.nat(), { maxLength: 40 }), (f, picks) => {
      const pool = FACTION_CARDS[f];
      const deck: string[] = [];
      for (const p of picks) {
        const id = (pool[p % pool.length] as { id: string }).id;
        if (whyNotAdd(deck, id) === null) {
          deck.push(id);
          expect(deckProblems(deck).filter((x) => x.rule !== 'size')).toEqual([]);
        }
      }
    }), { numRuns: 200 });
  });

  it('every faction has an unlimited 1-point card to fill with', () => {
    for (const f of FACTIONS) expect(cheapestFiller(f), f).toBe(1);
  });

  it('deckTally counts copies and names unknown ids', () => {
    const t = deckTally(['champion', 'champion', 'fanatic', 'zz']);
    expect(t).toMatchObject({ cards: 4, value: 20, initiative: 1, stealth: 0, copies: { champion: 2, fanatic: 1 }, unknown: ['zz'] });
  });
});

describe('randomDeck', () => {
  it('always legal, of its faction (property, 300 seeds)', () => {
    fc.assert(fc.property(fc.constantFrom(...FACTIONS), fc.integer({ min: 0, max: 1e9 }), (f, seed) => {
      const deck = randomDeck(f, rngOf('random-deck', seed));
      expect(deckProblems(deck)).toEqual([]);
      expect(deckTally(deck).factions).toEqual([f]);
    }), { numRuns: 300 });
  });

  it('is seeded: same seed, same deck; other seeds, other decks', () => {
    const a = randomDeck('myrkur', rngOf('x', 1));
    expect(randomDeck('myrkur', rngOf('x', 1))).toEqual(a);
    const others = new Set([2, 3, 4, 5].map((s) => encodeDeck(randomDeck('myrkur', rngOf('x', s)))));
    expect(others.size).toBeGreaterThan(1);
    expect(others.has(encodeDeck(a))).toBe(false);
  });

  it('uses many different cards over many decks, not only the cheap fillers', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 40; s++) for (const id of randomDeck('vestur', rngOf('variety', s))) seen.add(id);
    expect(seen.size).toBeGreaterThan(FACTION_CARDS.vestur.length / 2);
  });
});

describe('deck codes', () => {
  it('round-trip, one code per deck whatever the order', () => {
    for (const f of FACTIONS) {
      const deck = PREBUILT_DECKS[f];
      const code = encodeDeck(deck);
      expect(encodeDeck([...deck].reverse())).toBe(code);
      expect(decodeDeck(code)).toEqual({ ok: true, value: [...deck].sort() });
    }
    expect(encodeDeck(['champion', 'archer', 'champion'])).toBe('archer:1,champion:2');
    expect(decodeDeck('')).toEqual({ ok: true, value: [] });
  });

  it('refuses every other spelling and anything that is no deck list', () => {
    const bad = ['champion:2,archer:1', 'archer:1,archer:1', 'archer:0', 'archer:01', 'archer', 'archer:1,', ' archer:1',
      'Archer:1', 'nobody:1', 'archer:1;champion:1', 'scuttle-jaw:20,swamp-ogre:4', '__proto__:1', 'x'.repeat(5000)];
    for (const b of bad) expect(decodeDeck(b).ok, b.slice(0, 40)).toBe(false);
    expect(decodeDeck('champion:2,archer:1')).toEqual({ ok: false, error: 'The deck list is not in its canonical order at “archer”.' });
  });

  it('instance ids: copies numbered 1…n once each, and back', () => {
    const deck = PREBUILT_DECKS.whitelands;
    const inst = deckInstances(deck);
    expect(inst).toHaveLength(23);
    expect(new Set(inst).size).toBe(23);
    expect(inst).toContain('nihilist-penguin#4');
    expect(deckFromInstances([...inst].reverse())).toEqual({ ok: true, value: [...deck].sort() });
    expect(cardOfInstance('eagle#2')?.name).toBe('Eagle');
    for (const bad of ['eagle', 'eagle#0', 'eagle#02', 'eagle#24', 'eagle#1.0', 'nobody#1', '#1', 'eagle#-1']) {
      expect(cardOfInstance(bad), bad).toBeUndefined();
    }
    expect(deckFromInstances(['eagle#1', 'eagle#1']).ok).toBe(false);
    expect(deckFromInstances(['eagle#2']).ok).toBe(false);
    expect(deckFromInstances(['eagle#1', 'eagle#3']).ok).toBe(false);
    expect(deckFromInstances(['eagle#1', 'nobody#1'])).toEqual({ ok: false, error: '“nobody#1” is not a copy of an Arackuan card.' });
  });

  it('every card id is a valid code word', () => {
    for (const c of ALL_CARDS) expect(decodeDeck(`${c.id}:1`), c.id).toEqual({ ok: true, value: [c.id] });
  });
});
