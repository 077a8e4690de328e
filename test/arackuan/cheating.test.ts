/**
 * Think like a cheater: every way a seat could lie about a hidden card or break a rule in the
 * open is refused by the rules with a reason that names the seat (the protocol then stops the
 * match with that evidence), or is caught by the end-of-match audit (protocol.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Input } from '../../src/engine/game.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import type { ArkMove } from '../../src/engine/games/arackuan/moves.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { placing, play, refused, step, table } from './helpers.js';

/** Why an input is refused, as "seat N: reason" when it names a seat. */
function why(s: ArkState, input: Input<ArkMove>): string {
  const r = arackuanGame.apply(s, input);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return typeof r.error === 'string' ? r.error : `seat ${r.error.seat}: ${r.error.reason}`;
}

/** Seat 0 places `handle` at `at` and commits; seat 1 places two cards next to it; the reveal of slot p1 is asked. */
function toReveal(at: string): ArkState {
  let s = play(placing(), { kind: 'place', handle: '0:0', at });
  s = step(s, { kind: 'commit', seats: [0] });
  s = play(s, { kind: 'place', handle: '0:1', at: at === 'd3' ? 'd4' : 'd3' });
  s = step(s, { kind: 'commit', seats: [0] });
  s = play(s, { kind: 'place', handle: '1:0', at: 'e3' });
  s = step(s, { kind: 'commit', seats: [1] });
  s = play(s, { kind: 'place', handle: '1:1', at: 'e4' });
  s = step(s, { kind: 'commit', seats: [1] });
  expect(s.ask).toEqual({ kind: 'reveal', seats: [0, 1], slot: 'p1' });
  return s;
}

const open = (card0: string, at0: string, handle0 = '0:0', card1 = 'swamp-ogre#1'): Input<ArkMove> => ({
  kind: 'reveal', values: [
    { seat: 0, value: { kind: 'facedown', handle: handle0, card: card0, at: at0 } },
    { seat: 1, value: { kind: 'facedown', handle: '1:0', card: card1, at: 'e3' } },
  ],
});

describe('face-down cards are bound to their position and their deck', () => {
  it('an honest reveal turns the cards face up and shows them', () => {
    const s = toReveal('d3');
    const r = arackuanGame.apply(s, open('lunar-wendigo#1', 'd3'));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.shown).toEqual([{ handle: '0:0', card: 'lunar-wendigo#1' }, { handle: '1:0', card: 'swamp-ogre#1' }]);
  });

  it('a creature opened on the Astral Plane, or a global spell on the battlefield, is refused, naming the seat', () => {
    expect(why(toReveal('astral:0:0'), open('lunar-wendigo#1', 'astral:0:0'))).toMatch(/^seat 0: Lunar Wendigo goes on the battlefield/);
    expect(why(toReveal('d3'), open('blizzard#1', 'd3'))).toMatch(/^seat 0: Blizzard is a global spell/);
  });

  it('another position, another handle, another faction, or a card outside the pre-built deck is refused', () => {
    const s = toReveal('d3');
    expect(why(s, open('lunar-wendigo#1', 'd4'))).toMatch(/^seat 0: the face-down card in slot p1 is 0:0 at d3/);
    expect(why(s, open('lunar-wendigo#1', 'd3', '0:1'))).toMatch(/^seat 0: the face-down card in slot p1 is 0:0/);
    expect(why(s, open('slayer#1', 'd3'))).toMatch(/^seat 0: Slayer is not a card of the faction it chose/);
    expect(why(s, open('yeti#1', 'd3'))).toMatch(/^seat 0: yeti#1 is not in its deck/);
    expect(why(s, open('lunar-wendigo#1', 'd3', '0:0', 'ice-golem#1'))).toMatch(/^seat 1: Ice Golem is not a card of the faction/);
  });

  it('Masters of AracKhan cannot be revealed in the last round', () => {
    const s = toReveal('d3');
    const last = { ...s, round: 9, players: s.players.map((p, i) => (i === 0 ? { ...p, faction: 'byartur', pile: p.pile ? { ...p.pile, cards: ['masters-of-arackhan#1'] } : p.pile } : p)) } as ArkState;
    expect(why(last, open('masters-of-arackhan#1', 'd3'))).toMatch(/^seat 0: Masters of AracKhan cannot be played in round 9/);
  });
});

describe('open moves out of turn or out of hand', () => {
  it('a placement by the other seat, of a card not in hand, or on a taken square, is refused', () => {
    const s = placing();
    expect(refused(s, { kind: 'place', handle: '1:0', at: 'd3' }, 1)).toMatch(/not this seat's move/);
    expect(refused(s, { kind: 'place', handle: '1:0', at: 'd3' }, 0)).toMatch(/not in your hand/);
    const one = step(play(s, { kind: 'place', handle: '0:0', at: 'd3' }), { kind: 'commit', seats: [0] });
    expect(refused(one, { kind: 'place', handle: '0:1', at: 'd3' })).toMatch(/d3 is taken/);
  });

  it('a mulligan naming a card not in hand is refused, naming the seat', () => {
    const r = arackuanGame.setup({ decks: 'prebuilt' }, 2, { int: () => 0, shuffle: (_l, x) => [...x] });
    if (!r.ok) throw new Error(r.error);
    let s = step(r.value, { kind: 'commit', seats: [0, 1] });
    s = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'deck', faction: 'vestur' } }, { seat: 1, value: { kind: 'deck', faction: 'vestur' } }] });
    for (let i = 0; i < 14; i++) s = step(s, { kind: 'draw', seat: i < 7 ? 0 : 1, handle: `${i < 7 ? 0 : 1}:${i % 7}` });
    s = step(s, { kind: 'move', seat: 0, move: { kind: 'first', seat: 1 } });
    s = step(s, { kind: 'commit', seats: [0, 1] });
    expect(why(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'mulligan', handles: [] } }, { seat: 1, value: { kind: 'mulligan', handles: ['0:1'] } }] })).toMatch(/^seat 1: 0:1 is not a card in your hand/);
    // A fair mulligan: the cards go back unseen and as many are drawn, the starting player (seat 1) first.
    const fair = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'mulligan', handles: ['0:2', '0:5'] } }, { seat: 1, value: { kind: 'mulligan', handles: [] } }] });
    expect(fair.players[0]?.hand).toEqual(['0:0', '0:1', '0:3', '0:4', '0:6']);
    expect(fair.players[0]?.pile?.drawn).toEqual(['0:0', '0:1', '0:3', '0:4', '0:6']);
    expect(arackuanGame.request(fair)).toMatchObject({ kind: 'draw', seat: 0 });
  });

  it('passing the placement while a card can be placed is refused; the hand must be shown whole', () => {
    const s = placing();
    const hand = s.players[0]!.hand.map((handle) => ({ handle, card: 'lunar-wendigo#1' }));
    expect(refused(s, { kind: 'pass', hand })).toMatch(/Lunar Wendigo can still be placed/);
    expect(refused(s, { kind: 'pass', hand: hand.slice(1) })).toMatch(/show every card in your hand/);
  });

  it('an attack with the other player\'s card, or on one\'s own card, is refused', () => {
    const s = table([{ card: 'hexacarias', at: 'd3', seat: 0 }, { card: 'yeti', at: 'c3', seat: 0 }, { card: 'swamp-ogre', at: 'd4', seat: 1 }]);
    expect(refused(s, { kind: 'attack', target: 'd3', with: ['d4'] })).toMatch(/no face-up card at d4/);
    expect(refused(s, { kind: 'attack', target: 'c3', with: ['d3'] })).toMatch(/on your side/);
    expect(refused(s, { kind: 'attack', target: 'd4', with: ['d3'] }, 1)).toMatch(/not this seat's move/);
  });
});
