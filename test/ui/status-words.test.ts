/** The status line's words: lists of names read as English, and "Your turn" said once. */
import { describe, expect, it } from 'vitest';
import { andList, nameSeats, othersName } from '../../src/ui/names.js';
import { yourTurn } from '../../src/ui/match/view.js';

describe('names in a sentence', () => {
  it('"Hana", "Hana and Gus", "Hana, Gus and Gia" — never "Hana and Gus and Gia"', () => {
    expect(andList([])).toBe('');
    expect(andList(['Hana'])).toBe('Hana');
    expect(andList(['Hana', 'Gus'])).toBe('Hana and Gus');
    expect(andList(['Hana', 'Gus', 'Gia'])).toBe('Hana, Gus and Gia');
    expect(nameSeats(['Hana', 'Gus', 'Gia'], 'Waiting for seats 0, 1 and 2')).toBe('Waiting for Hana, Gus and Gia');
    expect(othersName(['Hana', 'Gus', 'Gia', 'Bo'], [1, 2, 3])).toBe('Gus, Gia and Bo');
    expect(othersName(['Hana', 'Gus'], [])).toBe('the other players');
  });
});

describe('whose turn', () => {
  it('prefixes "Your turn" to a prompt, but never twice', () => {
    expect(yourTurn({ request: { kind: 'move', seat: 0, prompt: 'Play a card face down' } } as never)).toBe('Your turn — Play a card face down');
    expect(yourTurn({ request: { kind: 'move', seat: 0, prompt: 'Your turn: portal, move…' } } as never)).toBe('Your turn: portal, move…');
    expect(yourTurn({ request: { kind: 'move', seat: 0 } } as never)).toBe('Your turn');
  });

  it('says no one\'s turn when every player chooses at once (a deck, the cards to keep)', () => {
    expect(yourTurn({ request: { kind: 'commit', seats: [0, 1], slot: 'deck', prompt: 'Choose your deck' } } as never)).toBe('Choose your deck');
    expect(yourTurn({ request: { kind: 'commit', seats: [1], slot: 'x', prompt: 'Choose a card' } } as never)).toBe('Your turn — Choose a card');
  });
});
