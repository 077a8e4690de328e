/**
 * The table's explanations of the Attack and Mining Phases: the rulebook's worked examples as
 * golden sentences, recovered from the two states around the step that ran them; and over
 * simulated matches, every round's phases are recovered and agree with the hitpoints and
 * crystals that changed.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.js';
import type { Json } from '../../src/engine/game.js';
import { heuristicBot } from '../../src/engine/games/crystal-factions/bots.js';
import { combatNow, combatSentences, lastRound, miningSentences, roundBetween } from '../../src/engine/games/crystal-factions/explain.js';
import type { CFState } from '../../src/engine/games/crystal-factions/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { P, deploying, game, lane, move, patch, seedOf } from './helpers.js';

const names = ['Ann', 'Ben', 'Cid', 'Dee'];

describe('the rulebook\'s worked examples, in words', () => {
  it('2 players: 7 against 3 Attack, the lower takes 4; each mines its Mining lane', () => {
    let s = deploying(2, 1);
    s = lane(s, 0, 'attack', ['drone-commander#1', 'attack-drones#1']); // 5 + 2
    s = lane(s, 1, 'attack', ['mortar-team#1']); // 3
    s = patch(s, 0, { crystals: 10 });
    const after = move(s, 1, { kind: 'end' });
    const r = roundBetween(s, after);
    expect(r?.combat?.fights.map((f) => [f.seat, f.attack, f.damage, f.after])).toEqual([[1, 3, 4, 16], [0, 7, 0, 20]]);
    expect(combatSentences(r!.combat!, { viewer: 1, names })).toEqual([
      "Your Attack 3 is 4 below Ann's 7 → you take 4 damage (20 → 16).",
      'Ann has the highest Attack (7) and takes no damage.',
    ]);
    expect(combatSentences(r!.combat!, { viewer: 0, names })).toEqual([
      'You have the highest Attack (7) and take no damage.',
      "Ben's Attack 3 is 4 below your 7 → Ben takes 4 damage (20 → 16).",
    ]);
    expect(miningSentences(r!.mining!, { viewer: 0, names })).toEqual(['You mine 2 crystals (10 → 12).', 'Ben mines 2 crystals (5 → 7).']);
  });

  it('3 players: 7, 3 and 5 Attack take 0, 4 and 2', () => {
    let s = deploying(3, 2);
    s = lane(s, 0, 'attack', [], { boost: 7 });
    s = lane(s, 1, 'attack', ['mortar-team#1']);
    s = lane(s, 2, 'attack', ['heavy-troopers#1'], { boost: 1 });
    const r = roundBetween(s, move(s, 2, { kind: 'end' }));
    expect(r?.combat?.fights.map((f) => [f.seat, f.damage])).toEqual([[2, 2], [0, 0], [1, 4]]);
    expect(combatSentences(r!.combat!, { viewer: 1, names })).toEqual([
      "Your Attack 3 is 4 below Ann's 7 → you take 4 damage (20 → 16).",
      "Cid's Attack 5 is 2 below Ann's 7 → Cid takes 2 damage (20 → 18).",
      'Ann has the highest Attack (7) and takes no damage.',
    ]);
  });

  it('damage prevented, a fall, a tie, a crystal win', () => {
    let s = deploying(2, 0);
    s = lane(s, 0, 'attack', [], { boost: 6 });
    s = patch(s, 1, { hp: 6, shield: 2 });
    const r = roundBetween(s, move(s, 0, { kind: 'end' }));
    expect(combatSentences(r!.combat!, { viewer: 0, names })[1]).toBe("Ben's Attack 0 is 6 below your 6 → Ben takes 6 damage, 2 of it prevented: Ben takes 4 (6 → 2).");
    s = patch(s, 1, { hp: 5, shield: 0 });
    const fell = roundBetween(s, move(s, 0, { kind: 'end' }));
    expect(combatSentences(fell!.combat!, { viewer: 1, names })[0]).toBe("Your Attack 0 is 6 below Ann's 6 → you take 6 damage (5 → -1) and you are out.");
    expect(fell?.mining).toBeNull();
    const even = lane(deploying(2, 0), 1, 'attack', [], { boost: 0 });
    expect(combatSentences(roundBetween(even, move(even, 0, { kind: 'end' }))!.combat!, { viewer: 0, names })).toEqual(['Every Attack is 0: no one takes damage.']);
    let rich = lane(deploying(2, 0), 0, 'mining', ['boring-machine#1']);
    rich = patch(rich, 0, { crystals: 43 });
    const won = roundBetween(rich, move(rich, 0, { kind: 'end' }));
    expect(miningSentences(won!.mining!, { viewer: 0, names })).toEqual(['You mine 7 crystals (43 → 50).', 'Ben mines 2 crystals (5 → 7).', 'You reach 50 crystals.']);
  });

  it('the forecast counts Attack Phase prevention and only face-up cards', () => {
    let s = deploying(2, 0);
    s = lane(s, 0, 'attack', [], { boost: 4 });
    s = lane(s, 1, 'attack', [], { boost: 1 });
    expect(combatNow(s)?.fights.map((f) => [f.seat, f.taken])).toEqual([[0, 0], [1, 3]]);
    expect(P(s, 1).hp).toBe(20);
  });
});

describe('over simulated matches', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} players: every round's phases are recovered and agree with the state`, () => {
      let found = 0;
      for (let i = 0; i < 4; i++) {
        let prev: CFState | null = null;
        const states: CFState[] = [];
        const bots = Array.from({ length: seats }, (_, s) => (i % 2 ? heuristicBot(seedOf('b', i, s)) : randomBot(seedOf('r', i, s))));
        const r = simulate(game, {}, seats, seedOf('explain', seats, i), bots, {
          maxSteps: 20_000,
          check: (state: Json) => {
            const next = state as CFState;
            states.push(next);
            if (prev) {
              const round = roundBetween(prev, next);
              if (round?.combat) {
                found++;
                for (const f of round.combat.fights) expect(f.before - f.taken).toBe(f.after);
                for (const line of combatSentences(round.combat, { viewer: 0, names })) expect(line).toMatch(/^[A-Z].*\.$/);
              }
              if (round?.mining) for (const line of miningSentences(round.mining, { viewer: 0, names })) expect(line).toMatch(/^[A-Z].*\.$/);
            }
            prev = next;
            return null;
          },
        });
        expect(r.ok, r.ok ? '' : r.error).toBe(true);
        const end = states.at(-1) as CFState;
        expect(lastRound((k) => states[k] ?? null, states.length - 1)?.round).toBe(end.round);
      }
      expect(found).toBeGreaterThan(10);
    });
  }
});
