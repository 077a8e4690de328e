/**
 * The Action builder's query (action-choices.ts) on simulated tables: every Action it lists is
 * accepted by `check`, and every Action `check` accepts (brute force over all squares, up to two
 * positions) is listed; stepping through `actionChoices` reaches exactly the listed Actions.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.js';
import { taggedHash } from '../../src/crypto/hash.js';
import type { Json } from '../../src/crypto/canonical.js';
import type { Knowledge, Seat } from '../../src/engine/game.js';
import { actionChoices, allActions } from '../../src/engine/games/arackuan/action-choices.js';
import { actionOf, actionReason } from '../../src/engine/games/arackuan/actions.js';
import { type Position, SQUARES } from '../../src/engine/games/arackuan/board.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import type { ActionMove } from '../../src/engine/games/arackuan/moves.js';
import { profiles } from '../../src/engine/games/arackuan/profile.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { arackuanConfigs, simDecks } from '../../src/engine/games/arackuan/sim-profile.js';
import { simulate } from '../../src/engine/simulate.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));

type Seen = { s: ArkState; k: Knowledge; seat: Seat; initiative: boolean };

/** Activation states from a few random matches (the asked seat knows every card, as the referee does). */
function tables(n: number): Seen[] {
  const out: Seen[] = [];
  const configs = arackuanConfigs(null, null);
  for (let i = 0; i < n; i++) {
    const bots = [randomBot(seedOf('ac-bot', i, 0)), randomBot(seedOf('ac-bot', i, 1))];
    const c = configs[i % configs.length] as (typeof configs)[number];
    const decks = simDecks(c, seedOf('ac-decks', i));
    const r = simulate(arackuanGame, c.options, 2, seedOf('ac-match', i), bots, {
      ...(decks ? { decks } : {}),
      check: (state: Json, known) => {
        const s = state as unknown as ArkState;
        if (s.ask?.kind === 'activate') out.push({ s, k: { seat: s.ask.seat, cards: { ...known } }, seat: s.ask.seat, initiative: s.ask.step <= 2 });
        return null;
      },
    });
    if (!r.ok) throw new Error(r.error);
  }
  return out;
}

const id = (m: ActionMove) => JSON.stringify({ t: m.targets, o: m.option ?? null, h: m.hand ?? [] });

describe('actionChoices: every legal Action, step by step', () => {
  const seen = tables(8);

  it('every listed Action is accepted by check, and stepping through the choices reaches exactly the listed ones', () => {
    let cards = 0;
    let moves = 0;
    for (const x of seen.filter((_, i) => i % 2 === 0)) {
      for (const p of profiles(x.s).values()) {
        if (p.control !== x.seat || !actionOf(p)) continue;
        const all = allActions(x.s, x.seat, x.k, p.at, x.initiative);
        expect(all.complete).toBe(true);
        cards++;
        for (const m of all.moves) {
          moves++;
          expect(arackuanGame.check?.(x.s, x.seat, x.k, m), id(m)).toBeNull();
        }
        // Walk the builder: from nothing, each next position/hand card/option, until done.
        const reached = new Set<string>();
        const walk = (targets: Position[], option: number | undefined, hand: ActionMove['hand'], depth: number): void => {
          const c = actionChoices(x.s, x.seat, x.k, p.at, x.initiative, { targets, ...(option !== undefined ? { option } : {}), ...(hand ? { hand } : {}) });
          if (c.done && c.move) reached.add(id(c.move));
          if (depth > 6) return;
          if (option === undefined) for (const o of c.options) walk(targets, o, hand, depth + 1);
          for (const q of c.positions) walk([...targets, q], option, hand, depth + 1);
          for (const h of c.handCards) walk(targets, option, [...(hand ?? []), h], depth + 1);
        };
        if (all.moves.length <= 200) {
          walk([], undefined, undefined, 0);
          for (const m of all.moves) expect(reached.has(id(m)), `${p.printed.name}: ${id(m)} not reachable`).toBe(true);
        }
      }
    }
    expect(cards).toBeGreaterThan(5);
    expect(moves).toBeGreaterThan(5);
  });

  it('brute force: every Action check accepts with up to two positions (and any numbered option) is listed', () => {
    let compared = 0;
    for (const x of seen.filter((_, i) => i % 5 === 0)) {
      for (const p of profiles(x.s).values()) {
        if (p.control !== x.seat || !actionOf(p)) continue;
        const ab = actionOf(p);
        if (!ab || ab.steps.some((st) => st.kind === 'putFromHand')) continue;
        const listed = new Set(allActions(x.s, x.seat, x.k, p.at, x.initiative).moves.map(id));
        const opts: (number | undefined)[] = ab.steps.some((st) => st.kind === 'setStats' || st.kind === 'cycle') ? [0, 1, 2, 3, 4, 5] : [undefined];
        const lists: Position[][] = [[], ...SQUARES.map((a) => [a])];
        for (const a of SQUARES) for (const b of SQUARES) if (a !== b) lists.push([a, b]);
        for (const o of opts) for (const targets of lists) {
          const m: ActionMove = { kind: 'action', at: p.at, targets, ...(o !== undefined ? { option: o } : {}) };
          if (actionReason(x.s, x.seat, m, x.k, x.initiative) === null) expect(listed.has(id(m)), `${p.printed.name} at ${p.at}: ${id(m)} accepted but not listed`).toBe(true);
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('a dishonest choice is never offered: a card that cannot act offers nothing, and a wrong prefix leads nowhere', () => {
    const x = seen.find((y) => [...profiles(y.s).values()].some((p) => p.control !== y.seat && actionOf(p))) as Seen;
    const foe = [...profiles(x.s).values()].find((p) => p.control !== x.seat && actionOf(p));
    if (!foe) throw new Error('no enemy card with an Action in the sample');
    const c = actionChoices(x.s, x.seat, x.k, foe.at, x.initiative, { targets: [] });
    expect(c.positions).toEqual([]);
    expect(c.done).toBe(false);
    const mine = [...profiles(x.s).values()].find((p) => p.control === x.seat && allActions(x.s, x.seat, x.k, p.at, x.initiative).moves.some((m) => m.targets.length > 0));
    if (mine) {
      const bad = SQUARES.find((q) => !actionChoices(x.s, x.seat, x.k, mine.at, x.initiative, { targets: [] }).positions.includes(q)) as Position;
      const d = actionChoices(x.s, x.seat, x.k, mine.at, x.initiative, { targets: [bad] });
      expect(d.positions).toEqual([]);
      expect(d.done).toBe(false);
    }
  });
});
