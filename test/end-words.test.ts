/**
 * The end of a match in plain words, for each way Crayne and Crystal Factions end: the final
 * states come from the engines' own judging (Crayne's Attack Phase, Crystal Factions' settle and
 * Mining), and the words must name players, never seats, and show no Influence or hit points below 0.
 */
import { describe, expect, it } from 'vitest';
import { attackPhase } from '../src/engine/games/crayne/attack-phase.js';
import type { CrayneState } from '../src/engine/games/crayne/state.js';
import { settle } from '../src/engine/games/crystal-factions/combat.js';
import { resolveMining } from '../src/engine/games/crystal-factions/mining.js';
import type { CFState } from '../src/engine/games/crystal-factions/state.js';
import { crayneUi } from '../src/ui/games/crayne/index.js';
import { crystalFactionsUi } from '../src/ui/games/crystal-factions/index.js';
import type { GameUi } from '../src/ui/games/types.js';
import { Table } from './crayne/driver.js';
import { fresh, patch } from './crystal-factions/helpers.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave'];
// The sentences load on demand in the app (GameUi.ending): here, before the tests.
await Promise.all([crayneUi.ending?.load(), crystalFactionsUi.ending?.load()]);

/** The end line and the standings' texts, as the end panel builds them from the game's hooks. */
function words(ui: GameUi, state: object): { line: string; rows: string[] } {
  const line = ui.ending?.value.value?.(state as never, NAMES) ?? '';
  const rows = (ui.headline?.(state as never, NAMES) ?? []).map((h) => `${NAMES[h.seat]}: ${h.label} ${h.value}${h.detail ? ` · ${h.detail}` : ''}`);
  return { line, rows };
}

function plain(w: { line: string; rows: string[] }): void {
  const all = [w.line, ...w.rows].join('\n');
  expect(w.line).not.toBe('');
  expect(all).not.toMatch(/-\d|−\d|\bseats?\b|\/\d/i);
}

/** A Crayne table whose Attack Phase is about to judge the given Influence (no cards in play). */
function crayneEnd(variant: string, seats: number, influence: readonly number[], extra: (s: CrayneState) => CrayneState = (s) => s): CrayneState {
  const t = Table.setup(variant === 'solo' || variant === 'coop' ? { variant, difficulty: 'normal' } : { variant }, seats);
  let s: CrayneState = { ...t.state, round: 7, lords: t.state.lords.map((l, i) => ({ ...l, played: [], influence: influence[i] ?? l.influence })) };
  s = extra(s);
  const r = attackPhase(s);
  if (!r.ok) throw new Error(r.error);
  expect(r.value.outcome).not.toBeNull();
  return r.value;
}

describe('Crayne: the end in plain words', () => {
  it('a Lord whose Influence ran out: named, "out", at 0 — not -2', () => {
    const s = crayneEnd('heads-up', 2, [12, -2]);
    expect(s.outcome?.summary).toMatch(/-2/); // the rules' own summary, which the panel no longer shows
    const w = words(crayneUi, s);
    plain(w);
    expect(w.line).toBe("Alice won after 7 rounds: Bob ran out of Influence.");
    expect(w.rows).toEqual(['Alice: Influence 12', 'Bob: Influence 0 · out']);
  });
  it('both Lords fall together: the one who lost the least wins; a level fall is a loss for all', () => {
    const w = words(crayneUi, crayneEnd('heads-up', 2, [-3, -1]));
    plain(w);
    expect(w.line).toBe('Bob won after 7 rounds: Bob and Alice ran out of Influence in the same round, and Bob lost the least.');
    const level = words(crayneUi, crayneEnd('heads-up', 2, [-2, -2]));
    plain(level);
    expect(level.line).toMatch(/^Nobody won after 7 rounds: Alice and Bob ran out of Influence in the same round/);
    expect(level.rows.every((r) => r.endsWith('· out'))).toBe(true);
  });
  it('free-for-all: the last Lord standing, with a Lord out in an earlier round', () => {
    const s = crayneEnd('free-for-all', 3, [5, 0, 3], (x) => ({ ...x, lords: x.lords.map((l, i) => (i === 2 ? { ...l, alive: false, influence: -4 } : l)) }));
    const w = words(crayneUi, s);
    plain(w);
    expect(w.line).toBe('Alice won after 7 rounds: Bob was the last to run out of Influence.');
    expect(w.rows[2]).toBe('Carol: Influence 0 · out');
  });
  it('teams, solo and co-op', () => {
    const team = words(crayneUi, crayneEnd('2v2', 4, [5, 6, 0, 9]));
    plain(team);
    expect(team.line).toMatch(/^\w+ and \w+ won after 7 rounds: their team is the last one standing\.$/);
    const solo = crayneEnd('solo', 1, [4], (x) => ({ ...x, automata: x.automata && { ...x.automata, influence: -1 } }));
    expect(words(crayneUi, solo).line).toBe('Alice won after 7 rounds: the Automated Opponent ran out of Influence.');
    const lost = crayneEnd('solo', 1, [-3]);
    expect(words(crayneUi, lost).line).toBe("The Automated Opponent won after 7 rounds: Alice's Influence ran out.");
    const coop = crayneEnd('coop', 2, [8, -1]);
    plain(words(crayneUi, coop));
    expect(words(crayneUi, coop).line).toBe('The Automated Opponents won after 7 rounds: Bob ran out of Influence.');
  });
});

describe('Crystal Factions: the end in plain words', () => {
  it('out of hit points: named, at 0, out', () => {
    const s = settle(patch(fresh(), 1, { hp: -2 }));
    expect(s.result?.summary).toMatch(/seat 0/);
    const w = words(crystalFactionsUi, s);
    plain(w);
    expect(w.line).toBe('Alice won: Bob has no hit points left.');
    expect(w.rows[1]).toMatch(/^Bob: Hit points 0 · \d+ crystals · out$/);
  });
  it('both at 0 together: a draw', () => {
    const w = words(crystalFactionsUi, settle(patch(patch(fresh(), 0, { hp: 0 }), 1, { hp: -3 })));
    plain(w);
    expect(w.line).toBe('Draw: Alice and Bob lost their last hit points in the same round.');
  });
  it('50 crystals, alone or decided by the tie-break', () => {
    const rich = (s: CFState, seat: number, crystals: number) => patch(s, seat, (p) => ({ ...p, crystals, lanes: { ...p.lanes, mining: { cards: [], boost: 0, corruption: 0 } } }));
    const one = words(crystalFactionsUi, resolveMining(rich(rich(fresh(), 0, 12), 1, 52)));
    plain(one);
    expect(one.line).toMatch(/^Bob won with 5\d crystals\.$/);
    const tie = words(crystalFactionsUi, resolveMining(rich(rich(fresh(), 0, 51), 1, 53)));
    plain(tie);
    expect(tie.line).toBe('Bob won: Alice and Bob reached 50 crystals in the same round, and Bob had more crystals.');
    const level = resolveMining(patch(rich(rich(fresh(), 0, 50), 1, 50), 1, { hp: 9 }));
    expect(words(crystalFactionsUi, level).line).toMatch(/^(Alice|Bob) won: Alice and Bob reached 50 crystals in the same round, and (Alice|Bob) had more hit points\.$/);
  });
  it('the round limit', () => {
    const s = fresh();
    const limit: CFState = { ...patch(patch(s, 0, { crystals: 20 }), 1, { crystals: 31 }), result: { winners: [1], summary: 'round limit (100) reached: seat 1 wins on the crystal tie-break' }, stage: 'over' };
    const w = words(crystalFactionsUi, limit);
    plain(w);
    expect(w.line).toBe('Bob won: After 100 rounds (the limit) nobody reached 50 crystals; Bob had more crystals.');
  });
});
