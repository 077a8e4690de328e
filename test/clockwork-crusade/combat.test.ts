/** Golden tables for fights: 2d6 + stat, ties to the defender, counter-attacks, gates. */
import { describe, expect, it } from 'vitest';
import { faces, gate, game, HEADS, move, must, reason, roll, say, scripted, table, TAILS, unit } from './helpers.js';

type Row = { name: string; attacker: string; defender: string; dice: number[]; targetDies: boolean; attackerDies: boolean };

// attacker at 1,1 (seat 0), defender at 2,1 (seat 1): adjacent. Dice: attacker 2, defender 2, then the counter-attack's (the defender says yes to striking back).
const ROWS: Row[] = [
  { name: 'tie goes to the defender, counter ties too', attacker: 'infantry', defender: 'infantry', dice: [...faces(3, 4, 3, 4), ...faces(1, 1, 1, 1)], targetDies: false, attackerDies: false },
  { name: 'higher total destroys', attacker: 'infantry', defender: 'infantry', dice: faces(4, 4, 3, 4), targetDies: true, attackerDies: false },
  { name: 'miss, and the counter-attack destroys the attacker', attacker: 'infantry', defender: 'infantry', dice: [...faces(1, 1, 6, 6), ...faces(6, 6, 1, 1)], targetDies: false, attackerDies: true },
  { name: 'attack stat counts: Crab Tank 3+3+3 = 9 beats 3+4+1 = 8', attacker: 'crab-tank', defender: 'infantry', dice: faces(3, 3, 3, 4), targetDies: true, attackerDies: false },
  { name: 'defence stat counts: 1+2+3 = 6 ties 2+3+1 = 6, counter 6+6+1 = 13 < 6+5+3 = 14', attacker: 'crab-tank', defender: 'infantry', dice: [...faces(1, 2, 2, 3), ...faces(6, 6, 6, 5)], targetDies: false, attackerDies: false },
];

describe('attacks: attacker 2d6 + attack vs defender 2d6 + defence, ties to the defender', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const s0 = table({ units: [unit('a', 0, '1,1', row.attacker), unit('d', 1, '2,1', row.defender)] });
      const s1 = must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' }));
      expect(s1.phase).toBe('fight');
      const rng = scripted(row.dice.slice(0, 4));
      const r = game.apply(s1, { kind: 'random', rng });
      if (!r.ok) throw new Error(String(r.error));
      let s2 = r.value.state;
      expect(rng.labels[0]).toMatch(/attacks Infantry: attacker: die 1$/);
      if (row.dice.length > 4) {
        expect(s2.phase).toBe('counter');
        const back = scripted(row.dice.slice(4));
        const r2 = game.apply(say(s2, 1, true), { kind: 'random', rng: back });
        if (!r2.ok) throw new Error(String(r2.error));
        s2 = r2.value.state;
        expect(back.labels[0]).toMatch(/counter-attacks .*: attacker: die 1$/);
        expect(s2.lastRoll).toHaveLength(4); // the attack's dice and the counter-attack's, shown together
      }
      expect(s2.units.some((u) => u.id === 'd')).toBe(!row.targetDies);
      expect(s2.units.some((u) => u.id === 'a')).toBe(!row.attackerDies);
      expect(s2.phase).toBe('main');
    });
  }

  it('no counter-attack out of the defender\'s range (a Mortar Crawler fires only 2–4)', () => {
    const s0 = table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'mortar-crawler')] });
    const s2 = roll(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(1, 1, 6, 6));
    expect(s2.units.map((u) => u.id).sort()).toEqual(['a', 'd']);
    expect(s2.lastRoll).toHaveLength(2);
  });

  it('a building without Mounted Weaponry never counter-attacks; with it, it does', () => {
    const plain = table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'rivet-bastion')] });
    const s2 = roll(must(move(plain, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(1, 1));
    expect(s2.lastRoll).toHaveLength(1);
    const armed = table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'steam-turret')] });
    const s3 = roll(say(roll(must(move(armed, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(1, 1)), 1, true), faces(6, 6, 1, 1));
    expect(s3.units.map((u) => u.id)).toEqual(['d']);
  });

  it('a building defends with its static number: the roll must beat it', () => {
    const s0 = table({ units: [unit('a', 0, '1,1', 'crab-tank'), unit('d', 1, '2,1', 'rivet-bastion')] });
    // 3 + 4 + 3 = 10, not above 10
    expect(roll(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(3, 4)).units).toHaveLength(2);
    expect(roll(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(4, 4)).units).toHaveLength(1);
  });

  it('after attacking, a unit may not move; attacking twice needs Cleave', () => {
    const s0 = table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'infantry'), unit('e', 1, '1,2', 'infantry')] });
    const s1 = say(roll(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(1, 1, 1, 1)), 1, false);
    expect(reason(move(s1, 0, { t: 'move', unit: 'a', to: '0,1' }))).toMatch(/has attacked and may not move/);
    expect(reason(move(s1, 0, { t: 'attack', unit: 'a', target: 'e' }))).toMatch(/already attacked/);
    const c0 = table({ units: [unit('a', 0, '1,1', 'piston-berserker'), unit('d', 1, '2,1', 'infantry'), unit('e', 1, '1,2', 'infantry')] });
    const c1 = say(roll(must(move(c0, 0, { t: 'attack', unit: 'a', target: 'd' })), faces(1, 1, 6, 6)), 1, false);
    expect(reason(move(c1, 0, { t: 'attack', unit: 'a', target: 'd' }))).toMatch(/different targets/);
    expect(move(c1, 0, { t: 'attack', unit: 'a', target: 'e' }).ok).toBe(true);
  });
});

describe('gates: static defence 9, the protection rule, the portal at the arrow, the draw', () => {
  const base = () => table({
    board: { ...table().board, '4,0': { terrain: 'territory', territory: 't/x' }, '5,0': { terrain: 'territory', territory: 't/x' }, '6,0': { terrain: 'territory', territory: 't/x' } },
    gates: [gate('g1', 1, '5,0', '6,0', 't/x'), gate('g0', 0, '0,0', '1,0', 't/y')], // seat 1 has only g1
    units: [unit('a', 0, '5,1', 'infantry'), unit('p', 1, '6,0', null as unknown as string, { card: null, faceDown: { slot: 'portal-p', cost: 1, gate: 'g1' } })],
  });

  const GATE_ROWS: [string, number[], boolean][] = [
    ['2d6 + attack = 9 does not beat 9', faces(4, 4), false],
    ['2d6 + attack = 10 destroys it', faces(4, 5), true],
  ];
  for (const [name, dice, destroyed] of GATE_ROWS) {
    it(name, () => {
      const s = roll(must(move(base(), 0, { t: 'attack', unit: 'a', target: 'g1' })), dice);
      expect(s.gates.some((g) => g.id === 'g1')).toBe(!destroyed);
      expect(s.units.some((u) => u.id === 'p')).toBe(!destroyed);
      expect(s.destroyedGate).toBe(destroyed);
    });
  }

  it('destroying the last gate eliminates its owner and wins the match', () => {
    const s = roll(must(move(base(), 0, { t: 'attack', unit: 'a', target: 'g1' })), faces(6, 6));
    expect(s.phase).toBe('over');
    expect(game.result(s)).toEqual({ winners: [0], summary: expect.stringMatching(/seat 0 wins/) });
    expect(s.players[1]?.eliminated).toBe(true);
    expect(s.units.every((u) => u.owner === 0)).toBe(true);
  });

  it('a gate with its owner\'s unit in its territory, or next to it, cannot be attacked', () => {
    const inside = { ...base(), units: [...base().units, unit('b', 1, '4,0', 'infantry')] };
    expect(reason(move(inside, 0, { t: 'attack', unit: 'a', target: 'g1' }))).toMatch(/protected/);
    const beside = { ...base(), units: [...base().units, unit('b', 1, '4,1', 'infantry')] };
    expect(reason(move(beside, 0, { t: 'attack', unit: 'a', target: 'g1' }))).toMatch(/protected/);
  });

  it('a fortified gate uses the card\'s number', () => {
    const s0 = { ...base(), gates: base().gates.map((g) => (g.id === 'g1' ? { ...g, fortified: 12 } : g)) };
    expect(roll(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'g1' })), faces(5, 6)).gates).toHaveLength(2);
  });
});

describe('abilities resolved in the fight step', () => {
  it('Stealth heads cancels the attack and leaves it unused', () => {
    const s0 = table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'gyro-scout')] });
    const s = roll(say(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' })), 1, true), [HEADS]);
    expect(s.units.find((u) => u.id === 'a')?.attacks).toBe(0);
    expect(s.lastRoll[0]?.coin).toBe('heads');
  });

  it('Artillery Shell: tails misses, heads rolls with no counter-attack and ignores Barricade', () => {
    const s0 = table({ units: [unit('a', 0, '0,1', 'brass-howitzer'), unit('w', 1, '1,1', 'rivet-bastion'), unit('d', 1, '3,1', 'infantry')] });
    const shell = { t: 'ability', unit: 'a', ability: 'artillery-shell', target: 'd' } as const;
    const miss = roll(must(move(s0, 0, shell)), [TAILS]);
    expect(miss.units).toHaveLength(3);
    const hit = roll(must(move(s0, 0, shell)), [HEADS, ...faces(5, 5, 1, 1)]);
    expect(hit.units.map((u) => u.id).sort()).toEqual(['a', 'w']);
  });

  it('Regenerate heads turns the destroyed unit face down where it died', () => {
    const s0 = table({ units: [unit('a', 0, '1,1', 'boiler-juggernaut'), unit('d', 1, '2,1', 'ember-golem')] });
    const s = roll(must(move(s0, 0, { t: 'attack', unit: 'a', target: 'd' })), [...faces(6, 6, 1, 1), HEADS]);
    const d = s.units.find((u) => u.id === 'd');
    expect(d?.faceDown).toEqual({});
    expect(d?.card).toBe('ember-golem');
  });
});
