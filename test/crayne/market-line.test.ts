/**
 * Ruling 5 (docs/crayne-rules.md), golden cases: a card a Lord buys (or a Greenskins raid
 * sacrifices) is replaced in its own slot; only the Automated Opponent's take shifts the line
 * left and refills on the far right.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/game.js';
import { RULES, cardOf } from '../../src/engine/games/crayne/state.js';
import { crayneCatalog } from '../../src/engine/games/crayne/catalog.js';
import type { Faction } from '../../src/engine/games/crayne/types.js';
import { Table, scriptedRng, tableRng } from './driver.js';

const carts = (from: number, n: number) => Array.from({ length: n }, (_, i) => `trade-cart#${from + i}`);
const pass = (legal: readonly Json[]) => legal.find((v) => ['keep', 'pass'].includes((v as { kind: string }).kind)) ?? legal[0] ?? null;

function table(variant: string, seats: number, factions: readonly Faction[], difficulty?: string, rules = RULES): Table {
  const t = Table.setup(difficulty ? { variant, difficulty, rules } : { variant, rules }, seats, tableRng({ factions, overlord: 0 }));
  t.auto();
  return t;
}

/** Plays to seat 0's first purchase with five Trade Carts (5 Revenue), every other choice the first legal one. */
function toFirstBuy(t: Table): void {
  t.rig(0, { hand: carts(1, 3), deck: carts(4, 5) });
  t.runUntil((s) => s.queue[0]?.t === 'buy' && s.queue[0].seat === 0, pass);
}

/** Buys the market card in slot `k` (it must be affordable) and returns the market before and after. */
function buySlot(t: Table, k: number): { before: string[]; after: string[] } {
  const before = [...t.state.market];
  const card = before[k] as string;
  t.choose({ kind: 'buy', card, from: 'market' });
  t.auto();
  return { before, after: [...t.state.market] };
}

/** A middle slot (not the first, not the last) whose card seat 0 can afford now. */
function affordableMiddle(t: Table): number {
  const buys = new Set(t.legal(0).flatMap((v) => ((v as { from?: string }).from === 'market' ? [(v as { card: string }).card] : [])));
  const k = t.state.market.findIndex((c, i) => i > 0 && i < t.state.market.length - 1 && buys.has(c));
  if (k < 0) throw new Error(`no affordable middle card in ${t.state.market.join()}`);
  return k;
}

function expectReplacedAt(before: readonly string[], after: readonly string[], k: number): void {
  expect(after).toHaveLength(before.length);
  for (let i = 0; i < before.length; i++) if (i !== k) expect(after[i]).toBe(before[i]);
  expect(before).not.toContain(after[k]);
}

describe('ruling 5: the Auxiliary Market', () => {
  it('heads-up: the card drawn to replace a purchase lands in the bought card\'s slot', () => {
    const t = table('heads-up', 2, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'dwarves-of-emerald-peaks']);
    toFirstBuy(t);
    const k = affordableMiddle(t);
    const { before, after } = buySlot(t, k);
    expectReplacedAt(before, after, k);
  });

  it('solo: a purchase is replaced in place; the Automated Opponent takes the left-most card, the line shifts left and refills on the far right', () => {
    const t = table('solo', 1, ['knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina'], 'normal');
    toFirstBuy(t);
    const k = affordableMiddle(t);
    const { before, after } = buySlot(t, k);
    expectReplacedAt(before, after, k);
    t.choose({ kind: 'pass' });
    t.auto();
    expect(t.state.automata?.decks[0]?.discard).toContain(after[0]);
    expect(t.state.market.slice(0, -1)).toEqual(after.slice(1));
    expect(after).not.toContain(t.state.market.at(-1));
    expect(t.state.market).toHaveLength(after.length);
  });

  it('co-op: each Automated Opponent in turn takes the left-most card; each take shifts the line and refills on the right', () => {
    const t = table('coop', 2, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina', 'demons-of-the-rift'], 'easy');
    t.runUntil((s) => s.outcome !== null || s.queue[0]?.t === 'auto-first', pass);
    const before = [...t.state.market];
    t.choose({ kind: 'automaton-first', deck: 0 });
    t.auto();
    expect(t.state.automata?.decks[0]?.discard).toContain(before[0]);
    expect(t.state.automata?.decks[1]?.discard).toContain(before[1]);
    expect(t.state.market.slice(0, -2)).toEqual(before.slice(2));
    expect(t.state.market.slice(-2).every((c) => !before.includes(c))).toBe(true);
  });

  it('a Greenskins raid: the card drawn to replace the sacrificed one takes its slot', () => {
    const t = table('heads-up', 2, ['greenskins-of-chak', 'servants-of-the-baron', 'demons-of-the-rift', 'dwarves-of-emerald-peaks']);
    t.rig(0, { hand: ['goblin-looters#1', ...carts(1, 2)], deck: carts(3, 6) });
    const before = [...t.state.market];
    const candidates = before.flatMap((c, i) => (cardOf(c).faction === 'greenskins-of-chak' ? [] : [i]));
    const pick = candidates.findIndex((i) => i > 0 && i < before.length - 1);
    expect(pick).toBeGreaterThanOrEqual(0);
    t.playStep({ 0: { kind: 'play', handle: Object.keys(t.known).find((h) => t.known[h] === 'goblin-looters#1') as string, card: 'goblin-looters#1' } });
    t.reveal();
    t.rng = scriptedRng([pick, 0]);
    t.apply({ kind: 'random', rng: t.rng });
    t.auto();
    const k = candidates[pick] as number;
    expect(t.state.pit.at(-1)).toBe(before[k]);
    expectReplacedAt(before, [...t.state.market], k);
  });

  it('rules revision 1 (a match file from before the revision): the bought card\'s gap closes and the refill joins on the right', () => {
    const t = table('heads-up', 2, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'dwarves-of-emerald-peaks'], undefined, 1);
    toFirstBuy(t);
    const k = affordableMiddle(t);
    const { before, after } = buySlot(t, k);
    expect(after.slice(0, -1)).toEqual([...before.slice(0, k), ...before.slice(k + 1)]);
    expect(before).not.toContain(after[after.length - 1]);
  });

  it('every new match from the lobby plays the newest rules revision', () => {
    for (const v of crayneCatalog.variants) expect((v.options as { rules?: number }).rules).toBe(RULES);
  });
});
