/** What a dishonest player might try: every attempt is refused with a reason, naming the seat at fault. */
import { describe, expect, it } from 'vitest';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import type { RuleError } from '../../src/engine/game.js';
import type { Result } from '../../src/result.js';
import { board, gate, game, knows, move, must, reason, table, unit } from './helpers.js';

const blamed = (r: Result<unknown, RuleError>): number | null => (r.ok || typeof r.error === 'string' ? null : r.error.seat);

/** Seat 0 paid `cost` for a portal at its gate; the portal is being revealed. */
function revealing(cost: number): CcState {
  const s = table({
    gates: [gate('g0', 0, '0,0', '1,0', 't/a'), gate('home1', 1, '99,5', '99,6', 't/h')],
    units: [unit('p', 0, '1,0', 'x', { card: null, faceDown: { slot: 'portal-p', cost, gate: 'g0' } })],
    players: table().players.map((p, i) => ({ ...p, hand: i === 0 ? ['0:0', '0:1'] : ['1:0'] })),
  });
  return { ...s, phase: 'reveal', pending: { kind: 'reveal', unit: 'p', resume: 'portal' } };
}

const reveal = (s: CcState, value: object) => game.apply(s, { kind: 'reveal', values: [{ seat: 0, value: game.parseMove(value as never)! }] });

describe('portals are commitments: the reveal must hold up', () => {
  it('an honest reveal flips the unit, shows the card and returns the claim for the audit', () => {
    const r = reveal(revealing(4), { handle: '0:1', card: 'crab-tank' });
    expect(r.ok && r.value.shown).toEqual([{ handle: '0:1', card: 'crab-tank' }]);
    const s = must(r);
    expect(s.units[0]).toMatchObject({ card: 'crab-tank', hex: '1,0' });
    expect(s.units[0]?.faceDown).toBeUndefined();
    expect(s.players[0]?.shown).toEqual({ '0:1': 'crab-tank' });
  });

  it('the Infantry for a portal paid 1', () => {
    expect(must(reveal(revealing(1), 'infantry' as never)).units[0]?.card).toBe('infantry');
    expect(reason(reveal(revealing(2), 'infantry' as never))).toMatch(/seat 0: the portal was paid 2, but the Infantry costs 1/);
  });

  it('a card not in the hand is refused, naming the seat', () => {
    const r = reveal(revealing(4), { handle: '0:7', card: 'crab-tank' });
    expect(blamed(r)).toBe(0);
    expect(reason(r)).toMatch(/seat 0: .*not in your hand/);
  });

  it('a handle of another seat is refused, naming the cheat', () => {
    const r = reveal(revealing(4), { handle: '1:0', card: 'crab-tank' });
    expect(blamed(r)).toBe(0);
    expect(reason(r)).toMatch(/not in your hand/);
  });

  it('a card that left the hand after the portal was made (Sabotage) still opens it, but counts for no level', () => {
    const base = revealing(4);
    const s = { ...base, units: base.units.map((u) => ({ ...u, faceDown: { ...u.faceDown, held: ['0:0', '0:1'] } })), players: base.players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0'] } : p)) };
    const r = reveal(s, { handle: '0:1', card: 'crab-tank' });
    expect(r.ok && r.value.shown).toEqual([{ handle: '0:1', card: 'crab-tank' }]);
    expect(must(r).players[0]?.shown).toEqual({});
    const late = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0', '0:2'] } : p)) };
    expect(reason(reveal(late, { handle: '0:2', card: 'crab-tank' }))).toMatch(/not in your hand when you made it/);
  });

  it('a card of the wrong cost is refused', () => {
    const r = reveal(revealing(4), { handle: '0:0', card: 'cog-rifleman' });
    expect(blamed(r)).toBe(0);
    expect(reason(r)).toMatch(/paid 4, but Cog Rifleman costs 2/);
  });

  it('a special card or a made-up card is no unit', () => {
    expect(reason(reveal(revealing(2), { handle: '0:0', card: 'supply-cache' }))).toMatch(/not a unit card/);
    expect(reason(reveal(revealing(2), { handle: '0:0', card: 'wall' }))).toMatch(/not a unit card/);
    expect(reason(reveal(revealing(2), { handle: '0:0', card: 'mega-robot' }))).toMatch(/not a unit card/);
  });

  it('a flipped building is placed in its territory, nowhere else', () => {
    const b = board(8, 3, { '0,0': 'a', '1,0': 'a', '2,0': 'a', '3,0': 'b' });
    const s = must(reveal({ ...revealing(2), board: b }, { handle: '0:0', card: 'rivet-bastion' }));
    expect(s.phase).toBe('place');
    expect(reason(move(s, 0, { t: 'place', hex: '3,0' }))).toMatch(/territory of its portal/);
    expect(reason(move(s, 0, { t: 'place', hex: '0,0' }))).toMatch(/taken/);
    expect(reason(move(s, 1, { t: 'place', hex: '2,0' }))).toMatch(/seat 1: it is seat 0's turn/);
    expect(must(move(s, 0, { t: 'place', hex: '2,0' })).units[0]?.hex).toBe('2,0');
  });

  it('creating a portal: the seat\'s own gate, a free arrow hex, an affordable cost a card of the hand has', () => {
    const s = table({ gates: [gate('g0', 0, '0,0', '1,0', 't/a'), gate('g1', 1, '7,0', '6,0', 't/b')], players: table().players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0'] } : p)) });
    expect(reason(move(s, 0, { t: 'portal', gate: 'g1', cost: 1 }))).toMatch(/not one of your gates/);
    expect(reason(move(s, 0, { t: 'portal', gate: 'g0', cost: 6 }))).toMatch(/you have 5 resources/);
    expect(reason(move(s, 0, { t: 'portal', gate: 'g0', cost: 99 }))).toMatch(/no unit costs 99/);
    expect(game.check?.(s, 0, knows(0, { '0:0': 'crab-tank' }), { t: 'portal', gate: 'g0', cost: 3 })).toMatch(/no unit card costing 3/);
    expect(game.check?.(s, 0, knows(0, { '0:0': 'crab-tank' }), { t: 'portal', gate: 'g0', cost: 4 })).toBeNull();
    const made = must(move(s, 0, { t: 'portal', gate: 'g0', cost: 4 }));
    expect(made.players[0]?.resources).toBe(1);
    expect(game.request(made)).toMatchObject({ kind: 'commit', seats: [0], slot: 'portal-u1' });
    expect(game.legal(made, 0, knows(0, { '0:0': 'crab-tank' }))).toEqual([{ t: 'card', handle: '0:0', card: 'crab-tank' }]);
    const back = must(game.apply(made, { kind: 'commit', seats: [0] }));
    expect(reason(move(back, 0, { t: 'portal', gate: 'g0', cost: 1 }))).toMatch(/taken/);
  });
});

describe('moves out of turn, through water or enemies, out of range, through a Barricade', () => {
  it('a move out of turn names the seat', () => {
    const s = table({ units: [unit('e', 1, '3,1', 'infantry')] });
    const r = move(s, 1, { t: 'move', unit: 'e', to: '4,1' });
    expect(blamed(r)).toBe(1);
    expect(reason(r)).toMatch(/seat 1: it is seat 0's turn/);
    expect(game.check?.(s, 1, knows(1), { t: 'end' })).toMatch(/seat 0's turn/);
  });

  it('moving someone else\'s unit is refused', () => {
    const s = table({ units: [unit('e', 1, '3,1', 'infantry')] });
    expect(reason(move(s, 0, { t: 'move', unit: 'e', to: '4,1' }))).toMatch(/not yours/);
  });

  it('no path through water, none onto it', () => {
    // a wall of water at q = 2 across the board
    const s = table({ board: board(8, 3, { '2,0': '~', '2,1': '~', '2,2': '~' }), units: [unit('s', 0, '1,1', 'gyro-scout')] });
    expect(reason(move(s, 0, { t: 'move', unit: 's', to: '3,1' }))).toMatch(/cannot reach/);
    expect(reason(move(s, 0, { t: 'move', unit: 's', to: '2,1' }))).toMatch(/water/);
  });

  it('no path through enemy units or gates', () => {
    // a column of enemies at q = 2; scout moves 4
    const enemies = ['2,0', '2,1', '2,2'].map((h, i) => unit(`e${i}`, 1, h, 'infantry'));
    const s = table({ units: [unit('s', 0, '1,1', 'gyro-scout'), ...enemies] });
    expect(reason(move(s, 0, { t: 'move', unit: 's', to: '3,1' }))).toMatch(/never through enemies/);
    const own = table({ units: [unit('s', 0, '1,1', 'gyro-scout'), ...enemies.map((u) => ({ ...u, owner: 0 }))] });
    expect(move(own, 0, { t: 'move', unit: 's', to: '3,1' }).ok).toBe(true);
    const gated = table({ units: [unit('s', 0, '1,0', 'infantry')], gates: [...table().gates, gate('gx', 1, '2,0', '3,0', 't/x')] });
    expect(reason(move(gated, 0, { t: 'move', unit: 's', to: '2,0' }))).toMatch(/enter a gate/);
  });

  it('an attack out of range is refused with the distance', () => {
    const s = table({ units: [unit('a', 0, '0,1', 'infantry'), unit('d', 1, '2,1', 'infantry')] });
    expect(reason(move(s, 0, { t: 'attack', unit: 'a', target: 'd' }))).toMatch(/2 hexes away; Infantry reaches 1/);
    const m = table({ units: [unit('m', 0, '0,1', 'mortar-crawler'), unit('d', 1, '1,1', 'infantry')] });
    expect(reason(move(m, 0, { t: 'attack', unit: 'm', target: 'd' }))).toMatch(/1 hex away; Mortar Crawler reaches 2 to 4/);
  });

  it('a ranged attack through a Barricade is refused; around it, it goes', () => {
    const s = table({ units: [unit('r', 0, '0,1', 'cog-rifleman'), unit('w', 1, '1,1', 'rivet-bastion'), unit('d', 1, '2,1', 'infantry')] });
    expect(reason(move(s, 0, { t: 'attack', unit: 'r', target: 'd' }))).toMatch(/Barricade/);
    const clear = table({ units: [unit('r', 0, '0,1', 'cog-rifleman'), unit('w', 1, '1,2', 'rivet-bastion'), unit('d', 1, '2,1', 'infantry')] });
    expect(move(clear, 0, { t: 'attack', unit: 'r', target: 'd' }).ok).toBe(true);
  });

  it('face-down portals cannot be attacked, own units neither', () => {
    const s = table({ units: [unit('a', 0, '1,1', 'infantry'), unit('p', 1, '2,1', 'x', { card: null, faceDown: { slot: 'portal-p', cost: 1 } }), unit('f', 0, '1,2', 'infantry')] });
    expect(reason(move(s, 0, { t: 'attack', unit: 'a', target: 'p' }))).toMatch(/face-down portal/);
    expect(reason(move(s, 0, { t: 'attack', unit: 'a', target: 'f' }))).toMatch(/yours/);
  });

  it('junk input is not a move; apply never throws on it', () => {
    for (const raw of [null, 1, 'x', [], { t: 'move' }, { t: 'move', unit: 'a', to: '1,1', extra: 1 }, { t: 'tile', tile: 'x', at: { q: 0.5, r: 0 }, rotation: 0 }, { handle: 1, card: 'x' }, { t: 'show', cards: [] }]) {
      expect(game.parseMove(raw as never)).toBeNull();
    }
    const s = table();
    expect(game.apply(s, { kind: 'draw', seat: 0, handle: '0:0' }).ok).toBe(false);
    expect(game.apply(s, { kind: 'commit', seats: [0] }).ok).toBe(false);
  });

  it('a Sabotage answer must name the picked card, by the victim', () => {
    const s = { ...table({ players: table().players.map((p, i) => (i === 1 ? { ...p, hand: ['1:0', '1:1'] } : p)) }), phase: 'answer', pending: { kind: 'discard', victim: 1, handle: '1:1' } } as CcState;
    expect(reason(game.apply(s, { kind: 'answer', seat: 1, answer: { t: 'card', handle: '1:0', card: 'fortify' } }))).toMatch(/seat 1: name the card that was picked/);
    expect(blamed(game.apply(s, { kind: 'answer', seat: 0, answer: { t: 'card', handle: '1:1', card: 'fortify' } }))).toBe(0);
  });
});

describe('claims about the hand', () => {
  const s = table({ players: table().players.map((p, i) => ({ ...p, hand: i === 0 ? ['0:0', '0:1'] : ['1:0'] })) });

  it('showing: only own unit cards, each once', () => {
    expect(reason(move(s, 0, { t: 'show', cards: [{ handle: '1:0', card: 'crab-tank' }] }))).toMatch(/not in your hand/);
    expect(reason(move(s, 0, { t: 'show', cards: [{ handle: '0:0', card: 'supply-cache' }] }))).toMatch(/only unit cards/);
    expect(reason(move(s, 0, { t: 'show', cards: [{ handle: '0:0', card: 'crab-tank' }, { handle: '0:0', card: 'crab-tank' }] }))).toMatch(/already face up/);
    const shown = must(move(s, 0, { t: 'show', cards: [{ handle: '0:0', card: 'crab-tank' }] }));
    expect(reason(move(shown, 0, { t: 'show', cards: [{ handle: '0:0', card: 'crab-tank' }] }))).toMatch(/already face up/);
    expect(game.check?.(s, 0, knows(0, { '0:0': 'gyro-scout' }), { t: 'show', cards: [{ handle: '0:0', card: 'crab-tank' }] })).toMatch(/not what you say/);
  });

  it('a special played from another player\'s hand, or a unit played as a special, is refused', () => {
    expect(reason(move(s, 0, { t: 'special', handle: '1:0', card: 'supply-cache' }))).toMatch(/not in your hand/);
    expect(reason(move(s, 0, { t: 'special', handle: '0:0', card: 'crab-tank' }))).toMatch(/not a special card/);
    expect(game.check?.(s, 0, knows(0, { '0:0': 'crab-tank' }), { t: 'special', handle: '0:0', card: 'supply-cache' })).toMatch(/not what you say/);
  });

  it('a portal paid nothing, or with a face-down unit, is no move', () => {
    const g = { ...s, gates: [gate('g0', 0, '0,0', '1,0', 't/a'), ...s.gates] };
    expect(reason(move(g, 0, { t: 'portal', gate: 'g0', cost: 0 }))).toMatch(/no unit costs 0/);
    expect(reason(move(g, 0, { t: 'portal', gate: 'g0', cost: -2 }))).toMatch(/no unit costs -2/);
    const fd = table({ units: [unit('p', 0, '1,1', 'x', { card: null, faceDown: { slot: 'portal-p', cost: 1 } }), unit('e', 1, '2,1', 'infantry')] });
    expect(reason(move(fd, 0, { t: 'attack', unit: 'p', target: 'e' }))).toMatch(/not in play/);
    expect(reason(move(fd, 0, { t: 'move', unit: 'p', to: '1,2' }))).toMatch(/not in play/);
  });
});
