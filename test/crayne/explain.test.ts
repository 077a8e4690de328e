/**
 * The table's explanations: the rulebook's worked Attack Phase examples as golden sentences, and
 * over simulated matches of every variant, the attack recovered from each pair of consecutive
 * states agrees with what the rules did (Influence before − loss = Influence after, exactly).
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { randomBot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import type { Combatant } from '../../src/engine/games/crayne/attack.js';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { type AttackReport, attackBetween, attackSentences, attackedBetween, explainAttack, lastAttack, liveTotals, reportAt } from '../../src/engine/games/crayne/explain.js';
import { request } from '../../src/engine/games/crayne/flow.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { crayneConfigs } from '../../src/engine/games/crayne/sim-profile.js';
import { ringOpponents } from '../../src/engine/games/crayne/seating.js';
import type { CrayneState } from '../../src/engine/games/crayne/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { Table, kept } from './driver.js';

const lord = (seat: number, attack: number, defence: number, more: Partial<Combatant> = {}): Combatant => ({
  seat, attack, defence, bonusVsStronghold: 0, ignoreStrongholds: false, strongholds: [], ...more,
});

function report(targets: AttackReport['targets'], influence: AttackReport['influence']): AttackReport {
  return { round: 1, seats: Object.keys(influence).length, automata: 0, targets, influence, shared: null };
}

describe('the rulebook\'s worked examples, in words', () => {
  it('two players: Bob loses 10 − 4 = 6; Alex loses 14 − 6 − 5 = 3 and both Strongholds', () => {
    const alex = lord(0, 10, 5, { strongholds: [{ id: 'watchtower#1', value: 3, facing: 'left' }, { id: 'stone-gate#1', value: 3, facing: 'left' }] });
    const bob = lord(1, 14, 4);
    const targets = explainAttack([alex, bob], ringOpponents([0, 1])) ?? [];
    expect(targets.map((t) => [t.seat, t.incoming, t.defence, t.lost])).toEqual([[0, 8, 5, 3], [1, 10, 4, 6]]);
    expect(targets[0]?.strikes[0]?.hits).toEqual([
      { card: 'watchtower#1', value: 3, absorbed: 3, destroyed: true },
      { card: 'stone-gate#1', value: 3, absorbed: 3, destroyed: true },
    ]);
    const r = report(targets, { 0: { before: 10, after: 7, start: 30 }, 1: { before: 20, after: 14, start: 30 } });
    expect(attackSentences(r, { viewer: 0, names: ['Alex', 'Bob'] })).toEqual([
      "Bob's 14 Attack − your Watchtower 3 (destroyed) − your Stone Gate 3 (destroyed) − your 5 Defence → you lose 3 Influence (10 → 7).",
      "Your 10 Attack − Bob's 4 Defence → Bob loses 6 Influence (20 → 14).",
    ]);
    // The same attack from Bob's side of the table, and from a spectator's.
    expect(attackSentences(r, { viewer: 1, names: ['Alex', 'Bob'] })[0]).toBe("Alex's 10 Attack − your 4 Defence → you lose 6 Influence (20 → 14).");
    expect(attackSentences(r, { viewer: null, names: ['Alex', 'Bob'] })[0]).toBe(
      "Bob's 14 Attack − Alex's Watchtower 3 (destroyed) − Alex's Stone Gate 3 (destroyed) − Alex's 5 Defence → Alex loses 3 Influence (10 → 7).",
    );
  });

  it('three players: Alex loses (14 − 6) + 5 − 5 = 8, Bob (10 + 5) − 4 = 11, Carol (10 + 14) − 10 = 14', () => {
    const alex = lord(0, 10, 5, { strongholds: [{ id: 'watchtower#1', value: 3, facing: 'left' }, { id: 'stone-gate#1', value: 3, facing: 'left' }] });
    const targets = explainAttack([alex, lord(1, 14, 4), lord(2, 5, 10)], ringOpponents([0, 1, 2])) ?? [];
    expect(targets.map((t) => t.lost)).toEqual([8, 11, 14]);
    const r = report(targets, { 0: { before: 10, after: 2, start: 60 }, 1: { before: 20, after: 9, start: 60 }, 2: { before: 30, after: 16, start: 60 } });
    expect(attackSentences(r, { viewer: 0, names: ['Alex', 'Bob', 'Carol'] })).toEqual([
      "(Bob's 14 Attack − your Watchtower 3 (destroyed) − your Stone Gate 3 (destroyed) = 8) + Carol's 5 Attack = 13 − your 5 Defence → you lose 8 Influence (10 → 2).",
      "Your 10 Attack + Carol's 5 Attack = 15 − Bob's 4 Defence → Bob loses 11 Influence (20 → 9).",
      "Your 10 Attack + Bob's 14 Attack = 24 − Carol's 10 Defence → Carol loses 14 Influence (30 → 16).",
    ]);
  });

  it('a Stronghold that holds, a bonus against Strongholds, ignoring them, no loss, a fall', () => {
    const wall = { id: 'watchtower#1', value: 3, facing: 'left' as const };
    const held = explainAttack([lord(0, 0, 1, { strongholds: [wall] }), lord(1, 2, 0)], ringOpponents([0, 1])) ?? [];
    const r1 = report(held, { 0: { before: 5, after: 5, start: 30 }, 1: { before: 5, after: 5, start: 30 } });
    expect(attackSentences(r1, { viewer: 0, names: ['Ann', 'Ben'] })[0]).toBe(
      "Ben's 2 Attack − your Watchtower 3 (it stops the last 2 and holds) − your 1 Defence → you lose no Influence.",
    );
    const bonus = explainAttack([lord(0, 0, 0, { strongholds: [wall] }), lord(1, 4, 0, { bonusVsStronghold: 4 })], ringOpponents([0, 1])) ?? [];
    const r2 = report(bonus, { 0: { before: 5, after: 0, start: 30 }, 1: { before: 5, after: 5, start: 30 } });
    expect(attackSentences(r2, { viewer: 1, names: ['Ann', 'Ben'] })).toEqual([
      "Ann's 0 Attack → you lose no Influence.",
      "Your 4 Attack + 4 against Strongholds − Ann's Watchtower 3 (destroyed) → Ann loses 5 Influence (5 → 0) and falls.",
    ]);
    const ghost = explainAttack([lord(0, 0, 2, { strongholds: [wall] }), lord(1, 6, 0, { ignoreStrongholds: true })], ringOpponents([0, 1])) ?? [];
    const r3 = report(ghost, { 0: { before: 9, after: 5, start: 30 }, 1: { before: 5, after: 5, start: 30 } });
    expect(attackSentences(r3, { viewer: 0, names: ['Ann', 'Ben'] })[0]).toBe(
      "Ben's 6 Attack (ignoring your Strongholds) − your 2 Defence → you lose 4 Influence (9 → 5).",
    );
  });
});

describe('live totals and the attack from a state', () => {
  it('counts only face-up cards: Strongholds kept, cards played so far', () => {
    const t = Table.setup({ variant: 'heads-up' }, 2);
    t.rig(0, { hand: ['chak-grunt#1', 'chak-grunt#2', 'trade-cart#1'], played: [kept('watchtower#1')] });
    const [me, them] = liveTotals(t.state);
    expect(me).toMatchObject({ seat: 0, attack: 0, defence: 0, strongholds: [{ card: 'watchtower#1', value: 3 }] });
    expect(them).toMatchObject({ seat: 1, attack: 0, defence: 0, strongholds: [] });
    const r = reportAt(t.state);
    expect(r?.targets.map((x) => x.lost)).toEqual([0, 0]);
  });
});

const seed = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => new TextEncoder().encode(String(x))));

describe('the attack between consecutive states, over simulated matches', () => {
  for (const config of crayneConfigs(null, null)) {
    it(`${config.label}: every round's attack is recovered and agrees with the Influence that changed`, () => {
      let found = 0;
      let missed = 0;
      for (let i = 0; i < 3; i++) {
        let prev: CrayneState | null = null;
        const states: CrayneState[] = [];
        const bots = Array.from({ length: config.seats }, (_, s) => (i % 2 ? heuristicBot() : randomBot(seed('explain', config.label, i, s))));
        const r = simulate(crayneGame, config.options, config.seats, seed('explain-match', config.label, i), bots, {
          maxSteps: 50_000,
          check: (state: Json) => {
            const next = state as CrayneState;
            states.push(next);
            if (prev && attackedBetween(prev, next)) {
              const report = attackBetween(prev, next);
              if (!report) {
                // Only a step of public randomness cannot be replayed from two states.
                expect(request(prev)?.kind).toBe('random');
                missed++;
              } else {
                found++;
                for (const [seat, st] of Object.entries(report.influence)) {
                  const lost = report.targets.find((x) => x.seat === Number(seat))?.lost ?? 0;
                  expect(st.before - lost, `seat ${seat}, round ${report.round}`).toBe(st.after);
                }
                if (report.shared) {
                  const lost = report.targets.filter((x) => x.seat >= report.seats).reduce((n, x) => n + x.lost, 0);
                  expect(report.shared.before - lost).toBe(report.shared.after);
                }
                for (const line of attackSentences(report, { viewer: 0, names: ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay'] })) {
                  expect(line).toMatch(/^[A-Z(].*Influence.*\.$/);
                  expect(line).not.toMatch(/undefined|NaN|seat \d|#\d/);
                }
              }
            }
            prev = next;
            return null;
          },
        });
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
        // Looking back from the end finds the last attack (the one that ended the match).
        const last = lastAttack((k) => states[k] ?? null, states.length - 1);
        expect(last?.round ?? (states.at(-1) as CrayneState).round).toBe((states.at(-1) as CrayneState).round);
      }
      expect(found).toBeGreaterThan(0);
      expect(missed).toBeLessThanOrEqual(found / 10);
    });
  }
});
