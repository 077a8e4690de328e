/**
 * Impossible reveals (issue 27): a card shown that public information already contradicts is
 * refused at that step, naming the seat that showed it (src/protocol/endings/impossible.ts). Each case as
 * the ledger feeds it: the step's events, in order. Whole matches: test/arackuan/impossible.test.ts,
 * test/clockwork-crusade/impossible.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, PrivatePile } from '../../src/engine/game.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { RevealCheck } from '../../src/protocol/endings/impossible.js';
import type { StepEvent } from '../../src/protocol/machine/lockstep.js';

const draw = (handle: string, pile: PrivatePile): StepEvent => ({ kind: 'draw', seat: Number(handle.split(':')[0]), d: Number(handle.split(':')[1]), handle, pile, beacons: [] });
const shown = (seat: number, step: number, handle: string, card: string): StepEvent => ({ kind: 'shown', seat, step, shown: { handle, card } });
const pile = (cards: string[], drawn: string[] = [], hidden?: number): PrivatePile => ({ owner: 0, cards: hidden === undefined ? cards : [], drawn, ...(hidden === undefined ? {} : { hidden }) });

/** A checker that has seen seat 0 draw 0:0 and 0:1 from the public deck c1…c4. */
function twoDrawn(): RevealCheck {
  const c = new RevealCheck(fixtureGame, { rounds: 3 });
  const deck = ['c1', 'c2', 'c3', 'c4'];
  expect(c.step([draw('0:0', pile(deck)), draw('0:1', pile(deck, ['0:0']))])).toBeNull();
  return c;
}

describe('a shown card that public information contradicts stops the match at that step', () => {
  it('honest shows pass, and showing a handle again as the same card is no news', () => {
    const c = twoDrawn();
    expect(c.step([shown(0, 5, '0:0', 'c1'), shown(0, 5, '0:1', 'c2')])).toBeNull();
    expect(c.step([shown(0, 9, '0:0', 'c1')])).toBeNull();
  });

  it('a handle shown again as another card', () => {
    const c = twoDrawn();
    expect(c.step([shown(0, 5, '0:0', 'c1')])).toBeNull();
    expect(c.step([shown(0, 9, '0:0', 'c3')])).toEqual({ seat: 0, step: 9, reason: 'impossible reveal: showed c3 as 0:0, but 0:0 was already shown as c1' });
  });

  it('two draws of one pile shown as the same card, in either order, and a card not in the pile', () => {
    const a = twoDrawn();
    expect(a.step([shown(0, 5, '0:0', 'c1')])).toBeNull();
    expect(a.step([shown(0, 6, '0:1', 'c1')])?.reason).toBe('impossible reveal: showed c1 as 0:1, but 0:0, drawn from the same deck, was already shown as c1');
    const b = twoDrawn();
    expect(b.step([shown(0, 5, '0:1', 'c2')])).toBeNull();
    expect(b.step([shown(0, 6, '0:0', 'c2')])?.reason).toMatch(/0:1, drawn from the same deck, was already shown as c2/);
    expect(twoDrawn().step([shown(0, 5, '0:0', 'c9')])?.reason).toMatch(/c9 is not in the deck 0:0 was drawn from/);
  });

  it('a handle nobody drew, blamed on the seat that showed it', () => {
    expect(twoDrawn().step([shown(1, 4, '0:7', 'c1')])).toMatchObject({ seat: 1, step: 4, reason: expect.stringMatching(/no draw or deal ever gave 0:7/) });
  });

  it('a refused step is not taken: the checker is as it was before it', () => {
    const c = twoDrawn();
    expect(c.step([shown(0, 5, '0:0', 'c1'), shown(0, 5, '0:1', 'c1')])).not.toBeNull();
    expect(c.step([shown(0, 5, '0:1', 'c1')])).toBeNull();
  });

  it('a new pile (a discard pile turned over) is a new deck: its draws may show the cards of the old one', () => {
    const c = twoDrawn();
    expect(c.step([shown(0, 5, '0:0', 'c1'), draw('0:2', pile(['c1']))])).toBeNull();
    expect(c.step([shown(0, 7, '0:2', 'c1')])).toBeNull();
  });
});

describe('hidden deck lists: the game says what a legal list can hold (deckCanHold)', () => {
  const hiddenDraws = (game: AnyGame = fixtureGame, options: object = { rounds: 3, decks: true }, size = 8) => {
    const c = new RevealCheck(game, options as never);
    expect(c.step([draw('0:0', pile([], [], size)), draw('0:1', pile([], ['0:0'], size)), draw('0:2', pile([], ['0:0', '0:1'], size))])).toBeNull();
    return c;
  };

  it('fixture: cards outside the pool, or worth more together than a deck may be', () => {
    expect(hiddenDraws().step([shown(0, 3, '0:0', 'x1')])?.reason).toMatch(/no legal deck list holds it: "x1" is not a card of this game/);
    const c = hiddenDraws();
    expect(c.step([shown(0, 3, '0:0', 'c12'), shown(0, 3, '0:1', 'c11')])).toBeNull();
    expect(c.step([shown(0, 4, '0:2', 'c10')])).toBeNull();
    const d = new RevealCheck(fixtureGame, { rounds: 3, decks: true });
    const many = ['c12', 'c11', 'c10', 'c9', 'c8', 'c7', 'c6'];
    expect(d.step(many.map((_, i) => draw(`0:${i}`, pile([], many.map((_x, j) => `0:${j}`).slice(0, i), 8))))).toBeNull();
    expect(d.step(many.map((card, i) => shown(0, 9, `0:${i}`, card)))?.reason).toMatch(/worth 63, over the limit of 60/);
  });

  it('Arackuan: one instance twice from one list, a copy beyond the card\'s limit, two factions', () => {
    const ark = () => hiddenDraws(arackuanGame, { decks: 'built' }, 23);
    const a = ark();
    expect(a.step([shown(0, 3, '0:0', 'yeti#1')])).toBeNull();
    expect(a.step([shown(0, 4, '0:1', 'yeti#1')])?.reason).toMatch(/0:0, drawn from the same deck, was already shown as yeti#1/);
    expect(ark().step([shown(0, 3, '0:0', 'ice-golem#7')])?.reason).toMatch(/no legal deck list holds it: A deck holds at most 6 copies of Ice Golem; this one has 7/);
    expect(ark().step([shown(0, 3, '0:0', 'yeti#24')])?.reason).toMatch(/not a copy of an Arackuan card/);
    const b = ark();
    expect(b.step([shown(0, 3, '0:0', 'yeti#1')])).toBeNull();
    expect(b.step([shown(0, 4, '0:1', 'swamp-ogre#1')])?.reason).toMatch(/one faction only/);
  });
});

describe('shared piles: no more copies of a card out than were put in', () => {
  const dealt = (handle: string): StepEvent => ({ kind: 'dealt', seat: 0, pile: 's', cards: [], round: 0, handle, cipher: '', shares: [] });
  const shuffled = (add: string[]): StepEvent => ({ kind: 'shuffled', seat: 0, pile: 's', round: 0, add, input: [], output: [] });

  it('a third c1 from a pile of two is refused; after the discards go back in, it may come again', () => {
    const c = new RevealCheck(fixtureGame, { rounds: 3, shared: true });
    expect(c.step([shuffled(['c1', 'c1', 'c2']), dealt('0:0'), dealt('1:0'), dealt('0:1')])).toBeNull();
    expect(c.step([shown(0, 5, '0:0', 'c1'), shown(1, 5, '1:0', 'c1')])).toBeNull();
    expect(c.step([shown(0, 6, '0:1', 'c1')])).toMatchObject({ seat: 0, step: 6, reason: expect.stringMatching(/only 2 copies of c1 put in by then/) });
    expect(c.step([shown(0, 6, '0:1', 'c2'), shuffled(['c1']), dealt('1:1')])).toBeNull();
    expect(c.step([shown(1, 8, '1:1', 'c1')])).toBeNull();
  });

  it('a card dealt before the discards went back cannot use their copies; a flipped card that is no card is not the showing seat\'s fault', () => {
    const c = new RevealCheck(fixtureGame, { rounds: 3, shared: true });
    expect(c.step([shuffled(['c1', 'c2']), dealt('0:0'), dealt('0:1'), shuffled(['c1'])])).toBeNull();
    expect(c.step([shown(0, 5, '0:0', 'c1')])).toBeNull();
    expect(c.step([shown(0, 6, '0:1', 'c1')])?.reason).toMatch(/only 1 copy of c1/);
    const f = new RevealCheck(fixtureGame, { rounds: 3, shared: true });
    expect(f.step([shuffled(['c1']), { kind: 'flipped', pile: 's', round: 0, cipher: '', card: 'c1' }, { kind: 'flipped', pile: 's', round: 0, cipher: '', card: 'c1' }, dealt('0:0')])).toBeNull();
    expect(f.step([shown(0, 5, '0:0', 'c2')])?.reason).toMatch(/only 0 copies of c2/);
  });
});
