/**
 * Warp Path's second swap is its player's choice (issue 30, "may" choices). Card text
 * (shared/data/arackhan-cards.csv): "Action (astral spell): swap the positions of two of your
 * creatures, then you may swap two of your creatures once more."
 *
 * The rules accepted the second swap, but neither the table's Action builder nor the bots'
 * list ever offered it: the "may" was always declined.
 */
import { describe, expect, it } from 'vitest';
import { actionChoices, allActions } from '../../src/engine/games/arackuan/action-choices.js';
import { actionOptions } from '../../src/engine/games/arackuan/action-options.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import type { ActionMove, ArkMove } from '../../src/engine/games/arackuan/moves.js';
import { at, play, table } from './helpers.js';

const WARP = 'astral:0:0';

const warpTable = () => table([
  { card: 'warp-path', at: WARP, seat: 0 },
  { card: 'hexacarias', at: 'd3', seat: 0 }, { card: 'behemoth', at: 'd4', seat: 0 },
  { card: 'nakka-archer', at: 'e3', seat: 0 }, { card: 'death-crawler', at: 'c3', seat: 0 },
  { card: 'swamp-ogre', at: 'e4', seat: 1 },
], { factions: ['vestur', 'myrkur'] });

const NO_CARDS = { seat: 0, cards: {} } as const;

describe('Warp Path: "then you may swap two of your creatures once more"', () => {
  it('after the first swap the builder offers both: stop there, or choose a second swap', () => {
    const s = warpTable();
    const one = actionChoices(s, 0, null, WARP, false, { targets: ['d3', 'd4'] });
    expect(one.done).toBe(true);
    expect(one.move?.targets).toEqual(['d3', 'd4']);
    expect([...one.positions].sort()).toEqual(['c3', 'd3', 'd4', 'e3']);
    const half = actionChoices(s, 0, null, WARP, false, { targets: ['d3', 'd4', 'e3'] });
    expect(half.done).toBe(false);
    expect([...half.positions].sort()).toEqual(['c3', 'd3', 'd4']);
    const two = actionChoices(s, 0, null, WARP, false, { targets: ['d3', 'd4', 'e3', 'c3'] });
    expect(two.done).toBe(true);
    expect(two.positions).toEqual([]);
    const m = two.move as ArkMove;
    expect(arackuanGame.check?.(s, 0, NO_CARDS, m)).toBeNull();
    const after = play(s, m);
    expect([at(after, 'd3'), at(after, 'd4'), at(after, 'e3'), at(after, 'c3')]).toEqual(['behemoth', 'hexacarias', 'death-crawler', 'nakka-archer']);
  });

  it('stepping through the builder reaches every double swap, each accepted by the rules', () => {
    const s = warpTable();
    const listed = allActions(s, 0, null, WARP, false);
    expect(listed.complete).toBe(true);
    expect(listed.moves.map((m) => m.targets.length)).toEqual(Array(12).fill(2));
    const reached: ActionMove[] = [];
    const walk = (targets: string[]): void => {
      const c = actionChoices(s, 0, null, WARP, false, { targets });
      if (c.done && c.move) reached.push(c.move);
      expect(c.done || c.positions.length > 0, `${targets.join(' ')} leads nowhere`).toBe(true);
      for (const q of c.positions) walk([...targets, q]);
    };
    walk([]);
    // 4 allies: 12 ordered first swaps, each alone or with one of 12 ordered second swaps (a card may swap twice).
    expect(reached.filter((m) => m.targets.length === 2).length).toBe(12);
    expect(reached.filter((m) => m.targets.length === 4).length).toBe(144);
    for (const m of reached) expect(arackuanGame.check?.(s, 0, NO_CARDS, m)).toBeNull();
  });

  it('the bots are offered it too (legal lists a second swap)', () => {
    const s = warpTable();
    const sample = actionOptions(s, 0, null, WARP, false, 4);
    expect(sample.some((m) => m.targets.length === 2)).toBe(true);
    expect(sample.some((m) => m.targets.length === 4)).toBe(true);
    const legal = arackuanGame.legal(s, 0, NO_CARDS) as readonly ArkMove[];
    expect(legal.some((m) => m.kind === 'action' && m.at === WARP && m.targets.length === 4)).toBe(true);
  });
});
