/** The rulebook's worked examples, reproduced by the engine. */
import { describe, expect, it } from 'vitest';
import { attackDamage } from '../../src/engine/games/crystal-factions/combat.js';
import { crystalWin, tieBreak } from '../../src/engine/games/crystal-factions/mining.js';
import { laneValue } from '../../src/engine/games/crystal-factions/state.js';
import { P, card, deploying, fresh, lane, move, patch } from './helpers.js';

describe('Attack Phase (rulebook examples)', () => {
  it('2 players: 7 against 3 attack deals 4 to the lower, none to the higher', () => {
    let s = deploying(2, 1);
    s = lane(s, 0, 'attack', ['drone-commander#1', 'attack-drones#1']); // 5 + 2
    s = lane(s, 1, 'attack', ['mortar-team#1']); // 3
    expect([laneValue(P(s, 0), 'attack'), laneValue(P(s, 1), 'attack')]).toEqual([7, 3]);
    expect(attackDamage(s)).toEqual([{ seat: 1, amount: 4 }, { seat: 0, amount: 0 }]);
    const after = move(s, 1, { kind: 'end' }); // the last deploy turn ends: Attack, Mining, End of Turn run
    expect([P(after, 0).hp, P(after, 1).hp]).toEqual([20, 16]);
    expect(after.round).toBe(3);
  });

  it('3 players: 7, 3 and 5 attack deal 0, 4 and 2', () => {
    let s = deploying(3, 2);
    s = lane(s, 0, 'attack', [], { boost: 7 });
    s = lane(s, 1, 'attack', ['mortar-team#1']);
    s = lane(s, 2, 'attack', ['heavy-troopers#1'], { boost: 1 });
    expect([0, 1, 2].map((i) => laneValue(P(s, i), 'attack'))).toEqual([7, 3, 5]);
    const after = move(s, 2, { kind: 'end' });
    expect([0, 1, 2].map((i) => P(after, i).hp)).toEqual([20, 16, 18]);
  });

  it('a player at 0 hitpoints loses; the last one standing wins', () => {
    let s = deploying(2, 0);
    s = lane(s, 0, 'attack', [], { boost: 6 });
    s = patch(s, 1, { hp: 6 });
    const after = move(s, 0, { kind: 'end' });
    expect(after.result?.winners).toEqual([0]);
    expect(P(after, 1).out).toBe(true);
  });

  it('3 players: the fallen player is out and the others play on', () => {
    let s = deploying(3, 0);
    s = lane(s, 0, 'attack', [], { boost: 5 });
    s = lane(s, 2, 'attack', [], { boost: 5 });
    s = patch(s, 1, { hp: 5 });
    const after = move(s, 0, { kind: 'end' });
    expect(after.result).toBeNull();
    expect(P(after, 1).out).toBe(true);
    expect(after.ask && 'seat' in after.ask ? after.ask.seat : null).toBe(2); // priority passed left past nobody
  });
});

describe('Mining Phase and the crystal win', () => {
  it('gaining Mining power to reach 50 crystals wins', () => {
    let s = deploying(2, 0);
    s = lane(s, 0, 'mining', ['boring-machine#1']); // 2 + 5
    s = patch(s, 0, { crystals: 43 });
    const after = move(s, 0, { kind: 'end' });
    expect(P(after, 0).crystals).toBe(50);
    expect(after.result).toEqual({ winners: [0], summary: 'seat 0 wins with 50 crystals' });
  });

  it('49 crystals is not enough', () => {
    const s = patch(deploying(2, 0), 0, { crystals: 47 });
    const after = move(s, 0, { kind: 'end' });
    expect(P(after, 0).crystals).toBe(49);
    expect(after.result).toBeNull();
  });

  const rich = (a: Partial<Record<'crystals' | 'hp', number>>, b: Partial<Record<'crystals' | 'hp', number>>) =>
    patch(patch(fresh(2), 0, { crystals: 50, ...a }), 1, { crystals: 50, ...b });

  it('tie-break 1: most crystals', () => {
    const r = crystalWin(rich({ crystals: 52 }, { crystals: 51 }));
    expect(r?.winners).toEqual([0]);
    expect(r?.summary).toContain('decided by crystals');
  });

  it('tie-break 2: then most hitpoints', () => {
    const r = crystalWin(rich({ hp: 12 }, { hp: 15 }));
    expect(r?.winners).toEqual([1]);
    expect(r?.summary).toContain('decided by hitpoints');
  });

  it('tie-break 3: then Attack lane power', () => {
    const r = crystalWin(lane(rich({}, {}), 0, 'attack', ['rifle-squad#1']));
    expect(r?.winners).toEqual([0]);
    expect(r?.summary).toContain('decided by Attack lane power');
  });

  it('tie-break 4: then Tech lane power', () => {
    const r = crystalWin(lane(lane(lane(rich({}, {}), 0, 'attack', ['rifle-squad#1']), 1, 'attack', ['raiding-party#1']), 1, 'tech', ['rifle-squad#2']));
    expect(r?.winners).toEqual([1]);
    expect(r?.summary).toContain('decided by Tech lane power');
  });

  it('all equal: the game is a tie', () => {
    const r = crystalWin(rich({}, {}));
    expect(r?.winners).toEqual([0, 1]);
    expect(r?.summary).toContain('tie');
  });

  it('only players at 50 or more take part in the tie-break', () => {
    const s = patch(patch(patch(fresh(3), 0, { crystals: 50, hp: 3 }), 1, { crystals: 49, hp: 30 }), 2, { crystals: 50, hp: 4 });
    expect(crystalWin(s)?.winners).toEqual([2]);
    expect(tieBreak(s, [0, 1, 2]).winners).toEqual([2]);
  });

  it('both players dropping to 0 together is a draw', () => {
    // Seismic Manipulation, played this round, resolves at End of Turn: 10 damage to everyone.
    let s = deploying(2, 0);
    s = patch(s, 0, (p) => ({ ...p, hp: 5, crystals: 0, lanes: { ...p.lanes, tech: { ...p.lanes.tech, cards: [card('seismic-manipulation#1', { played: true, round: s.round })] } } }));
    s = patch(s, 1, { hp: 4, crystals: 0 });
    s = move(s, 0, { kind: 'end' });
    expect(s.ask).toMatchObject({ kind: 'choose', seat: 0 }); // pay 0–2 crystals (mined 2 this round)
    s = move(s, 0, { kind: 'brace', crystals: 0 });
    s = move(s, 1, { kind: 'brace', crystals: 0 });
    expect(s.result?.winners).toEqual([0, 1]);
    expect(s.result?.summary).toMatch(/^draw/);
  });
});
