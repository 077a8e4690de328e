/**
 * The rulebook's and the clarifications' examples, as tables: Perforation through a line with the
 * decreasing value; a group attack must be strictly greater; equal fails; a conquered land
 * changes side and counts for its new owner at the end; the start zone; the Initiative order;
 * the scoring tie-breaks. (docs/arackuan-rules.md cites each ruling.)
 */
import { describe, expect, it } from 'vitest';
import type { Input } from '../../src/engine/game.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import type { ArkMove } from '../../src/engine/games/arackuan/moves.js';
import { planAttack } from '../../src/engine/games/arackuan/attack.js';
import { finalResult, scoreOf, winnersOf } from '../../src/engine/games/arackuan/score.js';
import { openPositions } from '../../src/engine/games/arackuan/place.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { at, controlAt, play, refused, table } from './helpers.js';

// Seat 0 (Whitelands) keeps a Lunar Wendigo far away in each table, so its turn does not end by itself.
const IDLE = { card: 'lunar-wendigo', at: 'a2', seat: 0 } as const;
const FOE_IDLE = { card: 'swamp-ogre', at: 'h2', seat: 1 } as const;

describe('Perforation (rulebook p.14, the Ice Golem example)', () => {
  it('goes on along the line with 3, then 2, then 1, destroying every card it beats', () => {
    // Ice Golem (3/3, Perforation) at d2 attacks up the d column: Scuttle Jaws (defence 0) at d3, d4, d5.
    const s = table([
      { card: 'ice-golem', at: 'd2', seat: 0 }, IDLE, FOE_IDLE,
      { card: 'scuttle-jaw', at: 'd3', seat: 1 }, { card: 'scuttle-jaw', at: 'd4', seat: 1 }, { card: 'scuttle-jaw', at: 'd5', seat: 1 },
    ]);
    const strikes = planAttack(s, 'd3', ['d2'], false);
    expect(strikes.map((x) => [x.sum, x.defence, x.success])).toEqual([[3, 0, true], [2, 0, true], [1, 0, true]]);
    const after = play(s, { kind: 'attack', target: 'd3', with: ['d2'] });
    expect([at(after, 'd3'), at(after, 'd4'), at(after, 'd5')]).toEqual([null, null, null]);
    expect(after.players[1]?.discard.filter((c) => c.startsWith('scuttle-jaw'))).toHaveLength(3);
  });

  it('stops at a card it does not beat (equal fails) and leaves the rest of the line alone', () => {
    const s = table([
      { card: 'ice-golem', at: 'd2', seat: 0 }, IDLE, FOE_IDLE,
      { card: 'scuttle-jaw', at: 'd3', seat: 1 }, { card: 'lunar-wendigo', at: 'd4', seat: 1 }, { card: 'scuttle-jaw', at: 'd5', seat: 1 },
    ]);
    // Lunar Wendigo has defence 2: 3 − 1 = 2 is not greater than 2 — the attack ends there.
    const strikes = planAttack(s, 'd3', ['d2'], false);
    expect(strikes.map((x) => [x.sum, x.defence, x.success])).toEqual([[3, 0, true], [2, 2, false]]);
    const after = play(s, { kind: 'attack', target: 'd3', with: ['d2'] });
    expect([at(after, 'd3'), at(after, 'd4'), at(after, 'd5')]).toEqual([null, 'lunar-wendigo', 'scuttle-jaw']);
  });

  it('stops at an empty square, at an allied card and at a spell', () => {
    const gap = table([{ card: 'ice-golem', at: 'd2', seat: 0 }, IDLE, FOE_IDLE, { card: 'scuttle-jaw', at: 'd3', seat: 1 }, { card: 'scuttle-jaw', at: 'd5', seat: 1 }]);
    expect(planAttack(gap, 'd3', ['d2'], false)).toHaveLength(1);
    const ally = table([{ card: 'ice-golem', at: 'd2', seat: 0 }, IDLE, FOE_IDLE, { card: 'scuttle-jaw', at: 'd3', seat: 1 }, { card: 'yeti', at: 'd4', seat: 0 }, { card: 'scuttle-jaw', at: 'd5', seat: 1 }]);
    expect(planAttack(ally, 'd3', ['d2'], false)).toHaveLength(1);
    const spell = table([{ card: 'ice-golem', at: 'd2', seat: 0 }, IDLE, FOE_IDLE, { card: 'scuttle-jaw', at: 'd3', seat: 1 }, { card: 'firestorm', at: 'd4', seat: 1 }, { card: 'scuttle-jaw', at: 'd5', seat: 1 }]);
    expect(planAttack(spell, 'd3', ['d2'], false).map((x) => x.target)).toHaveLength(1);
  });

  it('a group may join only the first target; partners add nothing to the follow-ups', () => {
    // Ice Golem + Yeti (1) against Lunar Wendigo (defence 2): 4 > 2; the line goes on with the Golem's own 3 − 1.
    const s = table([
      { card: 'ice-golem', at: 'd2', seat: 0 }, { card: 'yeti', at: 'c3', seat: 0 }, IDLE, FOE_IDLE,
      { card: 'lunar-wendigo', at: 'd3', seat: 1 }, { card: 'lunar-wendigo', at: 'd4', seat: 1 },
    ]);
    const strikes = planAttack(s, 'd3', ['c3', 'd2'], false);
    expect(strikes.map((x) => [x.sum, x.defence, x.success])).toEqual([[4, 2, true], [2, 2, false]]);
  });
});

describe('attacks: strictly greater than the defence; equal fails (rulebook p.12)', () => {
  it('a single attack equal to the defence fails and nothing happens', () => {
    const s = table([{ card: 'hexacarias', at: 'd3', seat: 0 }, IDLE, FOE_IDLE, { card: 'hexacarias', at: 'd4', seat: 1 }]);
    const after = play(s, { kind: 'attack', target: 'd4', with: ['d3'] });
    expect(at(after, 'd4')).toBe('hexacarias');
    expect(after.board.find((p) => p.at === 'd3')?.active).toBe(false);
  });

  it('a group attack adds its values: 2 + 1 = 3 > 2 destroys, 1 + 1 = 2 against 2 fails', () => {
    const win = table([
      { card: 'hexacarias', at: 'd3', seat: 0 }, { card: 'yeti', at: 'c4', seat: 0 }, IDLE, FOE_IDLE, { card: 'hexacarias', at: 'd4', seat: 1 },
    ]);
    expect(at(play(win, { kind: 'attack', target: 'd4', with: ['c4', 'd3'] }), 'd4')).toBeNull();
    const tie = table([
      { card: 'yeti', at: 'd3', seat: 0 }, { card: 'yeti', at: 'c4', seat: 0 }, IDLE, FOE_IDLE, { card: 'hexacarias', at: 'd4', seat: 1 },
    ]);
    const after = play(tie, { kind: 'attack', target: 'd4', with: ['c4', 'd3'] });
    expect(at(after, 'd4')).toBe('hexacarias');
    expect(after.board.filter((p) => p.control === 0 && !p.active).map((p) => p.at).sort()).toEqual(['c4', 'd3']);
  });

  it('a card cannot attack a card out of its reach, nor twice in a round', () => {
    const s = table([
      { card: 'hexacarias', at: 'd3', seat: 0 }, { card: 'yeti', at: 'g2', seat: 0 }, FOE_IDLE,
      { card: 'scuttle-jaw', at: 'f3', seat: 1 }, { card: 'scuttle-jaw', at: 'd4', seat: 1 }, { card: 'scuttle-jaw', at: 'c3', seat: 1 },
    ]);
    expect(refused(s, { kind: 'attack', target: 'f3', with: ['d3'] })).toMatch(/out of Hexacarias's reach/);
    const after = play(s, { kind: 'attack', target: 'd4', with: ['d3'] });
    expect(after.ask).toEqual({ kind: 'activate', seat: 0, step: 3 });
    expect(after.board.find((p) => p.at === 'd3')?.active).toBe(false);
    expect(refused(after, { kind: 'attack', target: 'c3', with: ['d3'] })).toMatch(/Hexacarias is deactivated/);
  });
});

describe('lands are conquered, not destroyed, and count for their new owner (rulebook p.12)', () => {
  it('a land beaten changes side and scores for the conqueror at the end', () => {
    // Fortress of Myjir (defence 4) of seat 1; seat 0 attacks with Behemoth (3) + Hexacarias (2): 5 > 4.
    const s = table([
      { card: 'behemoth', at: 'd3', seat: 0 }, { card: 'hexacarias', at: 'c4', seat: 0 }, IDLE, FOE_IDLE,
      { card: 'fortress-of-myjir', at: 'd4', seat: 1 },
    ], { factions: ['vestur', 'whitelands'] });
    const before = scoreOf(s, 0).points;
    const after = play(s, { kind: 'attack', target: 'd4', with: ['c4', 'd3'] });
    expect(at(after, 'd4')).toBe('fortress-of-myjir');
    expect(controlAt(after, 'd4')).toBe(0);
    expect(scoreOf(after, 0).points).toBe(before + 10);
    expect(after.players[1]?.discard).toEqual([]);
    // The final count is the same rule: it is seat 0's.
    expect(finalResult({ ...after, round: 9 }).scores[0]?.points).toBe(before + 10);
  });

  it('the land can be conquered back', () => {
    const s = table([
      { card: 'behemoth', at: 'd3', seat: 0 }, { card: 'hexacarias', at: 'c4', seat: 0 }, IDLE,
      { card: 'fortress-of-myjir', at: 'd4', seat: 0, owner: 1 },
      { card: 'abominable-hydra', at: 'd5', seat: 1 }, { card: 'swamp-ogre', at: 'e4', seat: 1 },
    ], { starter: 1 });
    // Seat 1 (the starter) attacks back: Hydra 3 + Ogre 2 = 5 > 4 (the land's own defence; Fortress protects others).
    const after = play(s, { kind: 'attack', target: 'd4', with: ['d5', 'e4'] }, 1);
    expect(controlAt(after, 'd4')).toBe(1);
  });
});

describe('the start zone (clarifications, "The battlefield")', () => {
  const placing = (): ArkState => {
    let s = (arackuanGame.setup({ decks: 'prebuilt' }, 2, { int: () => 0, shuffle: (_l, x) => [...x] }) as { value: ArkState }).value;
    // Both commit and open their factions, then the deal, the first player, no mulligan.
    s = step(s, { kind: 'commit', seats: [0, 1] });
    s = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'deck', faction: 'whitelands' } }, { seat: 1, value: { kind: 'deck', faction: 'myrkur' } }] });
    for (let i = 0; i < 14; i++) s = step(s, { kind: 'draw', seat: i < 7 ? 0 : 1, handle: `${i < 7 ? 0 : 1}:${i % 7}` });
    s = step(s, { kind: 'move', seat: 0, move: { kind: 'first', seat: 0 } });
    s = step(s, { kind: 'commit', seats: [0, 1] });
    s = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'mulligan', handles: [] } }, { seat: 1, value: { kind: 'mulligan', handles: [] } }] });
    return s;
  };

  it('the first two cards go in the green 2 × 2 block, next to each other', () => {
    let s = placing();
    expect(s.ask).toEqual({ kind: 'place', seat: 0 });
    expect(openPositions(s, 0).filter((p) => !p.startsWith('astral')).sort()).toEqual(['d3', 'd4', 'e3', 'e4']);
    expect(refused(s, { kind: 'place', handle: '0:0', at: 'a2' })).toMatch(/start zone/);
    s = play(s, { kind: 'place', handle: '0:0', at: 'd3' });
    s = step(s, { kind: 'commit', seats: [0] });
    // The second: still in the zone, and next to the first (e4 is in the zone but only diagonal).
    expect(openPositions(s, 0).filter((p) => !p.startsWith('astral')).sort()).toEqual(['d4', 'e3']);
    expect(refused(s, { kind: 'place', handle: '0:1', at: 'e4' })).toMatch(/start zone|touches no other card/);
  });

  it('binds the second player too when the first put both cards on the Astral Plane', () => {
    let s = placing();
    s = play(s, { kind: 'place', handle: '0:0', at: 'astral:0:0' });
    s = step(s, { kind: 'commit', seats: [0] });
    s = play(s, { kind: 'place', handle: '0:1', at: 'astral:0:1' });
    s = step(s, { kind: 'commit', seats: [0] });
    expect(s.ask).toEqual({ kind: 'place', seat: 1 });
    expect(openPositions(s, 1).filter((p) => !p.startsWith('astral')).sort()).toEqual(['d3', 'd4', 'e3', 'e4']);
    expect(refused(s, { kind: 'place', handle: '1:0', at: 'astral:0:0' })).toMatch(/opponent's Astral Plane/);
  });

  it('once the battlefield holds a card of the other player, the next card goes next to any card', () => {
    let s = placing();
    s = play(s, { kind: 'place', handle: '0:0', at: 'd3' });
    s = step(s, { kind: 'commit', seats: [0] });
    s = play(s, { kind: 'place', handle: '0:1', at: 'd4' });
    s = step(s, { kind: 'commit', seats: [0] });
    expect(openPositions(s, 1).filter((p) => !p.startsWith('astral')).sort()).toEqual(['c3', 'c4', 'd2', 'd5', 'e3', 'e4']);
  });
});

describe('Initiative (rulebook p.13; clarifications "A round": four steps)', () => {
  it('steps: starter Initiative, other Initiative, starter, other — a step with nothing to do is skipped', () => {
    // Seat 1 starts; only seat 0 has an Initiative card (Paladin of the Guard).
    const s = table([
      { card: 'paladin-of-the-guard', at: 'd3', seat: 0 }, { card: 'lunar-wendigo', at: 'a2', seat: 0 },
      { card: 'swamp-ogre', at: 'd4', seat: 1 }, { card: 'swamp-ogre', at: 'h2', seat: 1 },
    ], { starter: 1, step: 1 });
    // The phase starts after the last reveal: seat 1 (starter) has no Initiative card, so the first question is seat 0's step 2.
    const first = reveal(s);
    expect(first.ask).toEqual({ kind: 'activate', seat: 0, step: 2 });
    // In the Initiative step only Initiative cards act.
    expect(refused(first, { kind: 'attack', target: 'h2', with: ['a2'] })).toMatch(/reach|Initiative/);
    const a = play(first, { kind: 'attack', target: 'd4', with: ['d3'] });
    // Paladin (2) beats Swamp Ogre (defence 1); then step 3 is the starter's (seat 1).
    expect(at(a, 'd4')).toBeNull();
    expect(a.ask).toEqual({ kind: 'activate', seat: 1, step: 3 });
    const b = play(a, { kind: 'end' });
    expect(b.ask).toEqual({ kind: 'activate', seat: 0, step: 4 });
  });

  it('when both have Initiative cards the starting player chooses first', () => {
    const s = table([
      { card: 'paladin-of-the-guard', at: 'd3', seat: 0 }, { card: 'berserker', at: 'e3', seat: 1 }, { card: 'swamp-ogre', at: 'd4', seat: 1 },
    ], { starter: 1, step: 1 });
    expect(reveal(s).ask).toEqual({ kind: 'activate', seat: 1, step: 1 });
  });
});

describe('scoring after round 9 and its tie-breaks (clarifications, "Spells, lands, scoring")', () => {
  it('more points wins; then more cards on the battlefield; then fewer creatures in the discard pile; then a draw', () => {
    expect(winnersOf([{ points: 30, cards: 3, fallen: 5 }, { points: 29, cards: 9, fallen: 0 }])).toEqual({ winners: [0], by: 'points' });
    expect(winnersOf([{ points: 30, cards: 3, fallen: 0 }, { points: 30, cards: 4, fallen: 9 }])).toEqual({ winners: [1], by: 'cards' });
    expect(winnersOf([{ points: 30, cards: 4, fallen: 2 }, { points: 30, cards: 4, fallen: 1 }])).toEqual({ winners: [1], by: 'fallen' });
    expect(winnersOf([{ points: 30, cards: 4, fallen: 1 }, { points: 30, cards: 4, fallen: 1 }])).toEqual({ winners: [0, 1], by: 'draw' });
  });

  it('counts creatures and lands under each token, never spells or the Astral Plane', () => {
    const s = table([
      { card: 'ice-golem', at: 'd3', seat: 0 }, { card: 'fortress-of-myjir', at: 'd2', seat: 0 }, { card: 'winter-protects', at: 'c3', seat: 0 },
      { card: 'blizzard', at: 'astral:0:0', seat: 0 }, { card: 'swamp-ogre', at: 'd4', seat: 1 },
    ]);
    expect(scoreOf(s, 0)).toEqual({ points: 23, cards: 2, fallen: 0 });
    expect(scoreOf(s, 1)).toEqual({ points: 3, cards: 1, fallen: 0 });
  });

  it('the match ends after round 9 with the result', () => {
    const s = table([{ card: 'ice-golem', at: 'd3', seat: 0 }, { card: 'swamp-ogre', at: 'h2', seat: 1 }], { round: 9, step: 4 });
    const over = play(s, { kind: 'end' });
    expect(over.stage).toBe('over');
    expect(arackuanGame.result(over)).toEqual({ winners: [0], summary: 'seat 0 wins 13 – 3' });
  });
});

/** Applies a non-move input; fails if refused. */
function step(s: ArkState, input: Input<ArkMove>): ArkState {
  const r = arackuanGame.apply(s, input);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

/** The table as the Activation Phase begins (after the last reveal): which step is asked first. */
function reveal(s: ArkState): ArkState {
  const down = { ...s.board[0]!, key: 99, id: '0:0', at: 'h3', down: true, slot: 'p1', owner: 0, control: 0 } as const;
  const pending: ArkState = { ...s, stage: 'reveal', board: [...s.board, down], ask: { kind: 'reveal', seats: [0], slot: 'p1' }, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [] } : p)) };
  return step(pending, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'facedown', handle: '0:0', card: 'nihilist-penguin#1', at: 'h3' } }] });
}
