/**
 * The rulebook's "may": choices it leaves to a player that the engine used to take by itself
 * (issue 30). Each test quotes the rulebook sentence it holds the engine to.
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/engine/games/clockwork-crusade/heuristic.js';
import type { CcMove } from '../../src/engine/games/clockwork-crusade/moves.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import type { Json } from '../../src/engine/game.js';
import { board, faces, game, gate, HEADS, knows, move, must, reason, roll, say, scripted, table, TAILS, unit } from './helpers.js';

const attack = (s: CcState, a: string, t: string): CcState => must(move(s, 0, { t: 'attack', unit: a, target: t }));
const yesNo: CcMove[] = [{ t: 'yes' }, { t: 'no' }];

/** What the heuristic bot answers for `seat` now. */
function botSays(s: CcState, seat: number): Json {
  const request = game.request(s);
  if (!request) throw new Error('nothing is asked');
  const k = knows(seat);
  return heuristicBot(new Uint8Array([1]))({ state: s as unknown as Json, request, legal: game.legal(s, seat, k) as unknown as Json[], knowledge: k } as never) as Json;
}

describe('Stealth: "Before a player attacks this unit the defender may flip a coin. If it is heads the attacker may not attack this unit."', () => {
  const s0 = () => table({ units: [unit('a', 0, '1,1', 'infantry'), unit('b', 0, '2,2', 'infantry'), unit('d', 1, '2,1', 'gyro-scout'), unit('e', 1, '0,1', 'infantry')] });

  it('the defender is asked whether to flip ("may"); the attacker is not', () => {
    const s = attack(s0(), 'a', 'd');
    expect(s.phase).toBe('defend');
    expect(game.request(s)).toMatchObject({ kind: 'move', seat: 1, prompt: expect.stringMatching(/Flip a coin for Stealth\?/) });
    expect(game.legal(s, 1, knows(1))).toEqual(yesNo);
    expect(game.legal(s, 0, knows(0))).toEqual([]);
    expect(reason(move(s, 0, { t: 'yes' }))).toMatch(/question about the attacked unit is seat 1's to answer/);
    // The question is in players' words: no seat numbers, no protocol words.
    expect((game.request(s) as { prompt: string }).prompt).not.toMatch(/seat|beacon|commit|hash|handle|step/i);
  });

  it('no: no coin is flipped, the attack is rolled at once', () => {
    const rng = scripted(faces(1, 1, 6, 6));
    const r = game.apply(say(attack(s0(), 'a', 'd'), 1, false), { kind: 'random', rng });
    expect(r.ok).toBe(true);
    expect(rng.labels[0]).toMatch(/attacks Gyro Scout: attacker: die 1$/);
  });

  it('yes and tails: the attack goes on in the same roll', () => {
    const rng = scripted([TAILS, ...faces(6, 6, 1, 1)]);
    const r = game.apply(say(attack(s0(), 'a', 'd'), 1, true), { kind: 'random', rng });
    expect(r.ok && r.value.state.units.map((u) => u.id)).toEqual(['a', 'b', 'e']);
    expect(rng.labels[0]).toMatch(/Gyro Scout uses Stealth: coin$/);
  });

  it('heads: that attacker may not attack that unit again this turn (not listed, refused with the reason); others may', () => {
    const s = roll(say(attack(s0(), 'a', 'd'), 1, true), [HEADS]);
    expect(s.phase).toBe('main');
    expect(s.units.find((u) => u.id === 'a')?.attacks).toBe(0);
    const legal = game.legal(s, 0, knows(0));
    expect(legal).not.toContainEqual({ t: 'attack', unit: 'a', target: 'd' });
    expect(reason(move(s, 0, { t: 'attack', unit: 'a', target: 'd' }))).toMatch(/Stealth: Infantry may not attack it again this turn/);
    expect(game.check?.(s, 0, knows(0), { t: 'attack', unit: 'a', target: 'd' })).toMatch(/Stealth/);
    // "They may attack another unit in range if they wish"; another unit may still attack the scout.
    expect(legal).toContainEqual({ t: 'attack', unit: 'a', target: 'e' });
    expect(legal).toContainEqual({ t: 'attack', unit: 'b', target: 'd' });
  });

  it('the bar lasts the turn only: on the attacker\'s next turn it may attack the unit again', () => {
    const s = roll(say(attack(s0(), 'a', 'd'), 1, true), [HEADS]);
    const next = must(move(must(move(s, 0, { t: 'end' })), 1, { t: 'end' }));
    expect(next.current).toBe(0);
    expect(next.units.find((u) => u.id === 'a')?.barred).toBeUndefined();
    expect(game.legal(next, 0, knows(0))).toContainEqual({ t: 'attack', unit: 'a', target: 'd' });
  });

  it('the heuristic defender flips against an attack that would likely destroy its unit, not against one its counter-attack punishes', () => {
    const strong = table({ units: [unit('a', 0, '1,1', 'boiler-juggernaut'), unit('d', 1, '2,1', 'gyro-scout')] });
    expect(botSays(attack(strong, 'a', 'd'), 1)).toEqual({ t: 'yes' });
    // A Scrap Scavenger (attack 0) into a level-3 Gyro Scout (attack 2, defence 2): it likely misses and the scout likely destroys it.
    const three = table({ units: [unit('a', 0, '1,1', 'scrap-scavenger'), unit('d', 1, '2,1', 'gyro-scout')] });
    const lv3 = { ...three, players: three.players.map((p, i) => (i === 1 ? { ...p, hand: ['1:0', '1:1', '1:2'], shown: { '1:0': 'gyro-scout', '1:1': 'gyro-scout', '1:2': 'gyro-scout' } } : p)) };
    expect(botSays(attack(lv3, 'a', 'd'), 1)).toEqual({ t: 'no' });
  });
});

describe('Counter-attacks: "If an attacking unit misses a defending unit, the defending unit may make an attack roll on the attacking unit who missed"', () => {
  const s0 = () => table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'infantry')] });
  const missed = () => roll(attack(s0(), 'a', 'd'), faces(1, 1, 6, 6));

  it('after a miss the defending unit\'s player is asked, and only then are the counter-attack\'s dice rolled', () => {
    const s = missed();
    expect(s.phase).toBe('counter');
    expect(s.lastRoll).toHaveLength(2);
    expect(game.request(s)).toMatchObject({ kind: 'move', seat: 1, prompt: expect.stringMatching(/Strike back\?/) });
    expect(game.legal(s, 1, knows(1))).toEqual(yesNo);
    expect(game.legal(s, 0, knows(0))).toEqual([]);
  });

  it('no: no roll, the attacker stays, the attacker\'s turn goes on', () => {
    const s = say(missed(), 1, false);
    expect(s.phase).toBe('main');
    expect(s.current).toBe(0);
    expect(s.units.map((u) => u.id)).toEqual(['a', 'd']);
    expect(game.request(s)).toMatchObject({ kind: 'move', seat: 0 });
  });

  it('yes: "if the defender wins this roll the original attacking unit is destroyed"', () => {
    const s = roll(say(missed(), 1, true), faces(6, 6, 1, 1));
    expect(s.units.map((u) => u.id)).toEqual(['d']);
    expect(s.phase).toBe('main');
  });

  it('a unit taken over by Corrupt that attacks its owner\'s unit: the owner is asked, warned, and the bot holds back', () => {
    // Seat 0's Rust Hexer corrupts seat 1's Crab Tank (c), which then attacks seat 1's Infantry (d) and misses.
    const base = table({ units: [unit('h', 0, '0,1', 'rust-hexer'), unit('c', 1, '2,1', 'crab-tank'), unit('d', 1, '3,1', 'infantry')] });
    const taken = roll(must(move(base, 0, { t: 'ability', unit: 'h', ability: 'corrupt', target: 'c' })), [HEADS]);
    expect(taken.units.find((u) => u.id === 'c')?.corruptedBy).toBe(0);
    const s = roll(must(move(taken, 0, { t: 'attack', unit: 'c', target: 'd' })), faces(1, 1, 6, 6));
    expect(s.phase).toBe('counter');
    expect(game.request(s)).toMatchObject({ seat: 1, prompt: expect.stringMatching(/your own Crab Tank is destroyed/) });
    expect(botSays(s, 1)).toEqual({ t: 'no' });
    expect(say(s, 1, false).units.map((u) => u.id)).toEqual(['h', 'c', 'd']);
    // Against an enemy's unit the bot always strikes back (it risks nothing).
    expect(botSays(missed(), 1)).toEqual({ t: 'yes' });
  });
});

describe('Scapegoat: "If this unit is attacked, its owner may flip a coin"', () => {
  const s0 = () => table({ units: [unit('a', 0, '0,1', 'boiler-juggernaut'), unit('s', 1, '1,1', 'brass-commander'), unit('c', 1, '2,1', 'crab-tank')] });

  it('the owner is asked; no: no coin, the Scapegoat takes the attack', () => {
    const s = attack(s0(), 'a', 's');
    expect(s.phase).toBe('defend');
    expect(game.request(s)).toMatchObject({ kind: 'move', seat: 1, prompt: expect.stringMatching(/Scapegoat\? Heads sends the attack to your Crab Tank/) });
    const rng = scripted(faces(6, 6, 1, 1));
    const r = game.apply(say(s, 1, false), { kind: 'random', rng });
    expect(r.ok && r.value.state.units.map((u) => u.id)).toEqual(['a', 'c']);
    expect(rng.labels[0]).toMatch(/attacks Brass Commander: attacker: die 1$/);
  });

  it('not asked when no unit of its side stands next to it (the coin could change nothing)', () => {
    const alone = table({ units: [unit('a', 0, '0,1', 'boiler-juggernaut'), unit('s', 1, '1,1', 'brass-commander')] });
    expect(attack(alone, 'a', 's').phase).toBe('fight');
  });
});

describe('Specials: "one time use abilities that may be used anytime during your turn unless otherwise stated"', () => {
  const territory = { '3,1': 'x', '4,1': 'x', '5,1': 'x' };
  const holding = (s: CcState, seat: number, handles: string[]): CcState => ({ ...s, players: s.players.map((p, i) => (i === seat ? { ...p, hand: handles } : p)) });
  /** Seat 0's Control step: a Soldier alone in an open territory, no resources for the gate. */
  const control = () => holding(table({ phase: 'control', board: board(8, 3, territory), units: [unit('i', 0, '4,1', 'infantry')], players: table().players.map((p, i) => (i === 0 ? { ...p, resources: 0 } : p)) }), 0, ['0:0', '0:1']);
  const k0 = knows(0, { '0:0': 'supply-cache', '0:1': 'field-intelligence' });

  it('in the Control step: Supply Cache is listed and played, and pays for the gate', () => {
    const s = control();
    expect(reason(move(s, 0, { t: 'gate', hex: '3,1', arrow: '4,1' }))).toMatch(/costs 1 resource/);
    expect(game.legal(s, 0, k0)).toContainEqual({ t: 'special', handle: '0:0', card: 'supply-cache' });
    const r = move(s, 0, { t: 'special', handle: '0:0', card: 'supply-cache' });
    expect(reason(r)).toBe('');
    const after = must(r);
    expect(after.phase).toBe('control');
    expect(after.players[0]?.resources).toBe(3);
    expect(move(after, 0, { t: 'gate', hex: '3,1', arrow: '4,1' }).ok).toBe(true);
    expect(game.check?.(s, 0, knows(0, { '0:0': 'overcharge' }), { t: 'special', handle: '0:0', card: 'supply-cache' })).toMatch(/not what you say/);
  });

  it('in the Control step: a card with a step of its own (Field Intelligence\'s draw) comes back to the Control step', () => {
    const s1 = must(move(control(), 0, { t: 'special', handle: '0:1', card: 'field-intelligence' }));
    expect(game.request(s1)).toMatchObject({ kind: 'deal', seat: 0 });
    const s2 = must(game.applyShared!(s1, { kind: 'deal', pile: 'stack', seat: 0, handle: '0:2' }));
    expect(s2.phase).toBe('control');
    expect(s2.paused).toBeUndefined();
    expect(game.request(s2)).toMatchObject({ kind: 'move', seat: 0 });
  });

  it('while placing a flipped building: listed and played; the building still waits for its hex', () => {
    const b = unit('w', 0, '4,1', 'rivet-bastion');
    const s = holding(table({ phase: 'place', board: board(8, 3, territory), units: [b], pending: { kind: 'place', unit: 'w', resume: 'portal' } }), 0, ['0:0']);
    const k = knows(0, { '0:0': 'supply-cache' });
    expect(game.legal(s, 0, k)).toContainEqual({ t: 'special', handle: '0:0', card: 'supply-cache' });
    const after = must(move(s, 0, { t: 'special', handle: '0:0', card: 'supply-cache' }));
    expect(after.phase).toBe('place');
    expect(after.pending).toEqual({ kind: 'place', unit: 'w', resume: 'portal' });
    expect(move(after, 0, { t: 'place', hex: '5,1' }).ok).toBe(true);
  });

  it('never on another player\'s turn, not even when that player is asked a question', () => {
    const s = holding(table({ units: [unit('a', 0, '1,1', 'infantry'), unit('d', 1, '2,1', 'gyro-scout')] }), 1, ['1:0']);
    const k1 = knows(1, { '1:0': 'supply-cache' });
    expect(reason(move(s, 1, { t: 'special', handle: '1:0', card: 'supply-cache' }))).toMatch(/seat 0's turn/);
    const asked = attack(s, 'a', 'd');
    expect(game.legal(asked, 1, k1)).toEqual(yesNo);
    expect(reason(move(asked, 1, { t: 'special', handle: '1:0', card: 'supply-cache' }))).toMatch(/yes or no/);
  });
});

describe('gates are asked nothing', () => {
  it('an attack on a gate goes straight to its roll (no Stealth or Scapegoat question)', () => {
    const s0 = table({
      board: board(8, 3, { '4,0': 'x', '5,0': 'x', '6,0': 'x' }),
      gates: [gate('g1', 1, '5,0', '6,0', 't/x'), gate('g0', 0, '0,0', '1,0', 't/y')],
      units: [unit('a', 0, '5,1', 'infantry')],
    });
    expect(attack(s0, 'a', 'g1').phase).toBe('fight');
  });
});
