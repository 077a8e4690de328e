import { describe, expect, it } from 'vitest';
import { type Combatant, resolveAttack } from '../../src/engine/games/crayne/attack.js';
import { ringOpponents, teamOpponents } from '../../src/engine/games/crayne/seating.js';
import { error, value } from './helpers.js';

const lord = (seat: number, attack: number, defence: number, more: Partial<Combatant> = {}): Combatant => ({
  seat,
  attack,
  defence,
  bonusVsStronghold: 0,
  ignoreStrongholds: false,
  strongholds: [],
  ...more,
});

const lossBySeat = (r: ReturnType<typeof resolveAttack>): Record<number, number> =>
  Object.fromEntries(value(r).map((d) => [d.seat, d.influenceLost]));

describe('rulebook example: two-player game', () => {
  // Alex: Attack 10, Defence 5, two Strongholds of 3. Bob: Attack 14, Defence 4.
  const alex = lord(0, 10, 5, {
    strongholds: [
      { id: 'alex-s1', value: 3, facing: 'left' },
      { id: 'alex-s2', value: 3, facing: 'right' },
    ],
  });
  const bob = lord(1, 14, 4);

  it('Bob loses 10 − 4 = 6; Alex loses 14 − 6 − 5 = 3 and both Strongholds', () => {
    const result = value(resolveAttack([alex, bob]));
    const [a, b] = result;
    expect(b?.influenceLost).toBe(6);
    expect(b?.blows).toEqual([{ from: 0, power: 10, absorbed: 0, through: 10, destroyed: [] }]);
    expect(a?.influenceLost).toBe(3);
    expect(a?.blows).toEqual([{ from: 1, power: 14, absorbed: 6, through: 8, destroyed: ['alex-s1', 'alex-s2'] }]);
    expect(a?.destroyedStrongholds).toEqual(['alex-s1', 'alex-s2']);
    // "Alex now has seven (7) Influence … Bob now has 14."
    expect([10 - (a?.influenceLost ?? 0), 20 - (b?.influenceLost ?? 0)]).toEqual([7, 14]);
  });
});

describe('rulebook example: three or more players', () => {
  // Clockwise Alex(0), Bob(1), Carol(2): Alex's left Opponent is Bob.
  const alex = lord(0, 10, 5, {
    strongholds: [
      { id: 'alex-s1', value: 3, facing: 'left' },
      { id: 'alex-s2', value: 3, facing: 'left' },
    ],
  });
  const bob = lord(1, 14, 4);
  const carol = lord(2, 5, 10);

  it('Alex loses (14 − 6) + 5 − 5 = 8, Bob (10 + 5) − 4 = 11, Carol (10 + 14) − 10 = 14', () => {
    const r = resolveAttack([alex, bob, carol]);
    expect(lossBySeat(r)).toEqual({ 0: 8, 1: 11, 2: 14 });
    const [a] = value(r);
    expect(a?.blows).toEqual([
      { from: 1, power: 14, absorbed: 6, through: 8, destroyed: ['alex-s1', 'alex-s2'] },
      { from: 2, power: 5, absorbed: 0, through: 5, destroyed: [] },
    ]);
    // "Alex now has two (2) … Bob now has nine (9) … Carol now has sixteen (16)"
    expect([10 - 8, 20 - 11, 30 - 14]).toEqual([2, 9, 16]);
  });

  it('Strongholds facing Bob do not stop Carol', () => {
    const weak = lord(1, 4, 4);
    const [a] = value(resolveAttack([alex, weak, carol]));
    expect(a?.blows).toEqual([
      { from: 1, power: 4, absorbed: 4, through: 0, destroyed: ['alex-s1'] },
      { from: 2, power: 5, absorbed: 0, through: 5, destroyed: [] },
    ]);
    expect(a?.influenceLost).toBe(0);
  });
});

describe('Strongholds', () => {
  it('an unbeaten Stronghold stops the rest of the blow and survives', () => {
    const target = lord(0, 0, 0, { strongholds: [{ id: 'a', value: 3, facing: 'left' }, { id: 'b', value: 3, facing: 'left' }] });
    const [t] = value(resolveAttack([target, lord(1, 5, 0)]));
    expect(t?.blows[0]).toEqual({ from: 1, power: 5, absorbed: 5, through: 0, destroyed: ['a'] });
  });

  it('a bonus against Strongholds applies only against a Lord whose Stronghold faces you', () => {
    // Alex's Stronghold faces Carol (his right); Bob and Carol each have +3 against Strongholds.
    const alex = lord(0, 0, 0, { strongholds: [{ id: 'wall', value: 2, facing: 'right' }] });
    const bob = lord(1, 4, 0, { bonusVsStronghold: 3 });
    const carol = lord(2, 4, 0, { bonusVsStronghold: 3 });
    const [a, b] = value(resolveAttack([alex, bob, carol]));
    expect(a?.blows).toEqual([
      { from: 1, power: 4, absorbed: 0, through: 4, destroyed: [] },
      { from: 2, power: 7, absorbed: 2, through: 5, destroyed: ['wall'] },
    ]);
    // Bob has no Stronghold, so no one gets the bonus against him.
    expect(b?.blows.map((x) => [x.from, x.power])).toEqual([[0, 0], [2, 4]]);
  });

  it('ignoring Strongholds lets the whole Attack through and leaves them standing', () => {
    const alex = lord(0, 10, 5, { strongholds: [{ id: 's', value: 3, facing: 'left' }] });
    const bob = lord(1, 14, 4, { ignoreStrongholds: true, bonusVsStronghold: 2 });
    const [a] = value(resolveAttack([alex, bob]));
    expect(a?.blows).toEqual([{ from: 1, power: 16, absorbed: 0, through: 16, destroyed: [] }]);
    expect(a?.influenceLost).toBe(11);
  });

  it('when the Lord a Stronghold faces is eliminated, it faces the next Lord on that side', () => {
    const wall = { id: 'wall', value: 5, facing: 'left' as const };
    // Seats 0..3 clockwise; seat 1 (left of 0) is gone, so seat 2 is now seat 0's left Opponent.
    const live = [lord(0, 0, 0, { strongholds: [wall] }), lord(2, 5, 0), lord(3, 1, 0)];
    const opponents = ringOpponents([0, 2, 3]);
    expect(opponents[0]).toEqual({ seat: 0, left: 2, right: 3 });
    const [zero] = value(resolveAttack(live, opponents));
    expect(zero?.blows).toEqual([
      { from: 2, power: 5, absorbed: 5, through: 0, destroyed: ['wall'] },
      { from: 3, power: 1, absorbed: 0, through: 1, destroyed: [] },
    ]);
  });
});

describe('Opponents and input checks', () => {
  it('heads-up, each Lord strikes the other once', () => {
    const r = value(resolveAttack([lord(0, 6, 1), lord(1, 3, 0)]));
    expect(r.map((d) => d.blows.length)).toEqual([1, 1]);
    expect(lossBySeat(resolveAttack([lord(0, 6, 1), lord(1, 3, 0)]))).toEqual({ 0: 2, 1: 6 });
  });

  it('team games pair seats; 2v2v2 re-pairs when a team falls', () => {
    expect(value(teamOpponents('2v2', [0, 1])).map((o) => [o.seat, o.left])).toEqual([[0, 3], [1, 2], [2, 1], [3, 0]]);
    expect(value(teamOpponents('2v2v2', [0, 1, 2])).map((o) => [o.seat, o.left])).toEqual([
      [0, 5], [1, 2], [2, 1], [3, 4], [4, 3], [5, 0],
    ]);
    expect(value(teamOpponents('2v2v2', [0, 2])).map((o) => [o.seat, o.left])).toEqual([[0, 5], [1, 4], [4, 1], [5, 0]]);
    expect(error(teamOpponents('3v3', [1]))).toMatch(/two/);
    // In a 2v2, allies do not hit each other.
    const fight = [lord(0, 5, 0), lord(1, 5, 0), lord(2, 1, 0), lord(3, 2, 0)];
    expect(lossBySeat(resolveAttack(fight, value(teamOpponents('2v2', [0, 1]))))).toEqual({ 0: 2, 1: 1, 2: 5, 3: 5 });
  });

  it('refuses bad input', () => {
    expect(error(resolveAttack([lord(0, 1, 0)]))).toMatch(/two/);
    expect(error(resolveAttack([lord(0, 1, 0), lord(0, 1, 0)]))).toMatch(/twice/);
    expect(error(resolveAttack([lord(0, -1, 0), lord(1, 1, 0)]))).toMatch(/whole/);
    expect(error(resolveAttack([lord(0, 1, 0, { strongholds: [{ id: 'x', value: 0, facing: 'left' }] }), lord(1, 1, 0)]))).toMatch(/Stronghold/);
    expect(error(resolveAttack([lord(0, 1, 0), lord(1, 1, 0)], [{ seat: 0, left: 1, right: 1 }]))).toMatch(/no Opponents/);
  });
});
