/**
 * "Up to N" and "any number" Actions in the Action builder (action-choices.ts): on small tables
 * with each such card, brute force over every list of up to three units (a card on the table
 * and any square, or a hand card and any square) finds exactly the Actions that stepping
 * through `actionChoices` reaches; every Action the builder lets the player confirm is accepted
 * by `check`, and no offered choice leads nowhere.
 */
import { describe, expect, it } from 'vitest';
import type { Knowledge, Seat } from '../../src/engine/game.js';
import { actionChoices, openOf } from '../../src/engine/games/arackuan/action-choices.js';
import { actionOf, actionReason } from '../../src/engine/games/arackuan/actions.js';
import { type Position, SQUARES } from '../../src/engine/games/arackuan/board.js';
import { ALL_CARDS } from '../../src/engine/games/arackuan/cards/index.js';
import type { Faction } from '../../src/engine/games/arackuan/cards/types.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import type { ActionMove, FromHand } from '../../src/engine/games/arackuan/moves.js';
import { profAt } from '../../src/engine/games/arackuan/profile.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { type Spot, table } from './helpers.js';

const id = (m: { targets: readonly Position[]; hand?: readonly FromHand[] }) => JSON.stringify({ t: m.targets, h: (m.hand ?? []).map((x) => x.handle) });

type Case = { name: string; s: ArkState; k: Knowledge | null; at: Position; seat: Seat; units: number };

function withHand(s: ArkState, seat: Seat, cards: readonly string[]): { s: ArkState; k: Knowledge } {
  const handles = cards.map((_, i) => `${seat}:${i}`);
  const players = s.players.map((p, i) => (i === seat ? { ...p, hand: handles } : p));
  return { s: { ...s, players }, k: { seat, cards: Object.fromEntries(handles.map((h, i) => [h, cards[i] as string])) } };
}

const foe = (at: string): Spot => ({ card: 'swamp-ogre', at, seat: 1 });

function cases(): Case[] {
  const out: Case[] = [];
  const add = (name: string, spots: readonly Spot[], at: Position, factions: readonly [Faction, Faction], units = 3) =>
    out.push({ name, s: table(spots, { factions }), k: null, at, seat: 0, units });
  add('Marching Order', [{ card: 'marching-order', at: 'astral:0:0', seat: 0 }, { card: 'phalanx', at: 'd3', seat: 0 }, { card: 'infantryman', at: 'd4', seat: 0 },
    { card: 'yeti', at: 'c3', seat: 0 }, foe('e3')], 'astral:0:0', ['byartur', 'myrkur'], 2);
  add('Standard Bearer', [{ card: 'standard-bearer', at: 'c3', seat: 0 }, { card: 'phalanx', at: 'c4', seat: 0 }, { card: 'infantryman', at: 'd4', seat: 0 },
    { card: 'champion', at: 'b4', seat: 0 }, foe('b2')], 'c3', ['byartur', 'myrkur']);
  add('Ice Wings (up to 2)', [{ card: 'ice-wings', at: 'astral:0:0', seat: 0 }, { card: 'lunar-wendigo', at: 'd3', seat: 0 }, { card: 'eagle', at: 'd4', seat: 0 },
    { card: 'ice-paladin', at: 'c3', seat: 0 }, { card: 'ice-golem', at: 'c4', seat: 0 }, foe('e3')], 'astral:0:0', ['whitelands', 'myrkur'], 3);
  add('The White Gates', [{ card: 'the-white-gates', at: 'd3', seat: 0 }, { card: 'lunar-wendigo', at: 'd4', seat: 0 }, { card: 'eagle', at: 'c3', seat: 0 },
    { card: 'ice-paladin', at: 'f5', seat: 0 }, foe('e3')], 'd3', ['whitelands', 'myrkur'], 2);
  add('Musical Trance', [{ card: 'musical-trance', at: 'astral:0:0', seat: 0 }, { card: 'death-whisperer', at: 'd3', seat: 0 }, { card: 'ground-stomper', at: 'd4', seat: 0 },
    foe('e4')], 'astral:0:0', ['vestur', 'myrkur'], 2);
  const backup = table([{ card: 'backup', at: 'astral:0:0', seat: 0 }, { card: 'phalanx', at: 'd3', seat: 0 }, { card: 'infantryman', at: 'c5', seat: 0 }, foe('e3')],
    { factions: ['byartur', 'myrkur'] });
  const held = withHand(backup, 0, ['infantryman#2', 'champion#1', 'drunk-knight#1']);
  out.push({ name: 'Backup (up to 2 from hand)', s: held.s, k: held.k, at: 'astral:0:0', seat: 0, units: 3 });
  return out;
}

/** Every unit list of up to `n` units after the fixed part that `actionReason` accepts (brute force, positions from the whole battlefield). */
function bruteForce(c: Case, fixed: readonly Position[][]): Set<string> {
  const ab = actionOf(profAt(c.s, c.at) as NonNullable<ReturnType<typeof profAt>>);
  const open = openOf(ab?.steps[(ab?.steps.length ?? 1) - 1]);
  if (!open) throw new Error(`${c.name}: no open step`);
  const cardsAt = [...new Set(c.s.board.map((p) => p.at))];
  const hand = c.k ? Object.entries(c.k.cards).map(([handle, card]) => ({ handle, card })) : [];
  type U = { t: Position[]; h: FromHand[] };
  const units: U[] = open.kind === 'cards'
    ? cardsAt.flatMap((x) => (open.unit === 1 ? [{ t: [x], h: [] }] : SQUARES.map((d) => ({ t: [x, d], h: [] }))))
    : hand.flatMap((h) => (open.kind === 'hand' && open.place ? SQUARES.map((d) => ({ t: [d], h: [h] })) : [{ t: [], h: [h] }]));
  const ok = new Set<string>();
  const grow = (base: Position[], t: Position[], h: FromHand[], left: number): void => {
    const m: ActionMove = { kind: 'action', at: c.at, targets: [...base, ...t], ...(h.length ? { hand: h } : {}) };
    if (actionReason(c.s, c.seat, m, c.k, false) !== null) return; // a longer list keeps this one's units: it fails too
    ok.add(id(m));
    if (left > 0) for (const u of units) grow(base, [...t, ...u.t], [...h, ...u.h], left - 1);
  };
  for (const base of fixed) grow(base, [], [], c.units);
  return ok;
}

describe('the Action builder offers every legal count for "up to" and "any number"', () => {
  it('every card whose Action takes "up to"/"any number" has that step last (the builder relies on it)', () => {
    const isOpen = (t: unknown) => !!t && typeof t === 'object' && (t as { kind?: string }).kind === 'choose' && ((t as { upTo: boolean }).upTo || (t as { count: unknown }).count === null);
    let seen = 0;
    for (const card of ALL_CARDS) for (const ab of card.abilities) {
      if (ab.kind !== 'action' && ab.kind !== 'trigger') continue;
      ab.steps.forEach((st, i) => {
        const open = Object.values(st).some(isOpen);
        if (open) { seen++; expect(i, `${card.name}: open step ${i} of ${ab.steps.length}`).toBe(ab.steps.length - 1); expect(openOf(st), card.name).not.toBeNull(); }
      });
    }
    expect(seen).toBeGreaterThanOrEqual(6);
  });

  for (const c of cases()) {
    it(`${c.name}: accepted ⇔ offered, step by step, with several cards`, () => {
      // Walk the builder from nothing: every position, hand card; record what may be confirmed.
      const reached = new Set<string>();
      let nodes = 0;
      const walk = (targets: Position[], hand: FromHand[], depth: number): void => {
        nodes++;
        const ch = actionChoices(c.s, c.seat, c.k, c.at, false, { targets, ...(hand.length ? { hand } : {}) });
        expect(ch.complete).toBe(true);
        const leads = ch.done || ch.positions.length > 0 || ch.handCards.length > 0;
        expect(leads, `${c.name}: ${JSON.stringify({ targets, hand })} was offered but leads nowhere`).toBe(true);
        if (ch.done && ch.move) {
          expect(ch.move.targets).toEqual(targets);
          expect(arackuanGame.check?.(c.s, c.seat, c.k ?? { seat: c.seat, cards: {} }, ch.move), id(ch.move)).toBeNull();
          reached.add(id(ch.move));
        }
        if (depth === 0) return;
        for (const q of ch.positions) walk([...targets, q], hand, depth - 1);
        for (const h of ch.handCards) walk(targets, [...hand, h], depth - 1);
      };
      const fixedLen = c.name === 'Standard Bearer' ? 1 : 0;
      const perUnit = c.name === 'Standard Bearer' ? 1 : 2;
      walk([], [], fixedLen + perUnit * c.units);
      // Brute force: the fixed part (Standard Bearer's own step: any square), then up to `units` units.
      const fixed = fixedLen ? SQUARES.map((q) => [q]) : [[]];
      const accepted = bruteForce(c, fixed);
      const missing = [...accepted].filter((x) => !reached.has(x));
      const extra = [...reached].filter((x) => !accepted.has(x));
      expect(missing, `${c.name}: accepted but not offered`).toEqual([]);
      expect(extra, `${c.name}: offered but not accepted`).toEqual([]);
      // Several cards at once really are offered (not one card or none).
      const most = Math.max(...[...reached].map((x) => (JSON.parse(x) as { t: unknown[]; h: unknown[] }).h.length || (JSON.parse(x) as { t: unknown[] }).t.length));
      expect(most, `${c.name}: the longest Action offered`).toBeGreaterThanOrEqual(c.name === 'Backup (up to 2 from hand)' ? 2 : fixedLen + perUnit * 2);
      console.log(`${c.name}: ${accepted.size} Actions accepted, all offered; ${nodes} builder steps`);
    }, 60_000);
  }

  it('"up to 2" stops at two: Ice Wings offers no third card, and three are refused', () => {
    const c = cases().find((x) => x.name.startsWith('Ice Wings')) as Case;
    const two = actionChoices(c.s, c.seat, c.k, c.at, false, { targets: ['d3', 'e4', 'd4', 'e5'] });
    expect(two.done).toBe(true);
    expect(two.positions).toEqual([]);
    expect(actionReason(c.s, c.seat, { kind: 'action', at: c.at, targets: ['d3', 'e4', 'd4', 'e5', 'c3', 'b3'] }, null, false)).not.toBeNull();
  });
});
