/** Setup and turn flow: order rolls with re-rolls, grids, gates, the first player, Control, Portal, the round limit; specials and the remaining abilities. */
import { describe, expect, it } from 'vitest';
import { setup } from '../../src/engine/games/clockwork-crusade/setup.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import { board, faces, gate, game, HEADS, knows, move, must, reason, roll, say, scripted, table, TAILS, unit } from './helpers.js';

describe('setup', () => {
  it('the placement order: a d6 each, ties re-rolled among the tied in the same step; then clockwise', () => {
    const s0 = must({ ok: true, value: { state: (setup({ rounds: 30 }, 3) as { value: CcState }).value } } as never);
    expect(game.request(s0)).toMatchObject({ kind: 'random', seats: [0, 1, 2] });
    // 5, 6, 6: seats 1 and 2 tie and re-roll: 2, 4 → seat 2 places first, then 0, 1
    const rng = scripted(faces(5, 6, 6, 2, 4));
    const s1 = must(game.apply(s0, { kind: 'random', rng }));
    expect(s1.order).toEqual([2, 0, 1]);
    expect(rng.labels).toEqual([
      'placement order: seat 0 die', 'placement order: seat 1 die', 'placement order: seat 2 die',
      'placement order (re-roll 1): seat 1 die', 'placement order (re-roll 1): seat 2 die',
    ]);
    expect(game.request(s1)).toMatchObject({ kind: 'move', seat: 2 });
  });

  it('one grid each (issue 30: two each made the board too big for a match to end by its victory condition), in placement order; first gates in order; then the first player and the shuffle', () => {
    let s = must(game.apply((setup({ rounds: 30 }, 2) as { value: CcState }).value, { kind: 'random', rng: scripted(faces(2, 5)) }));
    expect(s.order).toEqual([1, 0]);
    expect(reason(move(s, 0, { t: 'tile', tile: 'brass-fields', at: { q: 0, r: 0 }, rotation: 0 }))).toMatch(/seat 1's turn/);
    const seats: number[] = [];
    while (s.phase === 'tiles') {
      const seat = (game.request(s) as { seat: number }).seat;
      seats.push(seat);
      const m = game.legal(s, seat, knows(seat))[0]!;
      s = must(move(s, seat, m));
    }
    expect(seats).toEqual([1, 0]);
    expect(s.placed).toHaveLength(2);
    expect(Object.keys(s.board)).toHaveLength(2 * 19);
    expect(s.phase).toBe('gates');
    const g1 = game.legal(s, 1, knows(1))[0]!;
    s = must(move(s, 1, g1));
    const again = move(s, 0, g1);
    expect(reason(again)).toMatch(/already has a gate/);
    s = must(move(s, 0, game.legal(s, 0, knows(0))[0]!));
    expect(s.phase).toBe('first');
    s = roll(s, faces(6, 1));
    expect(s.current).toBe(0);
    expect(game.request(s)).toMatchObject({ kind: 'shuffle', add: s.stack.cards });
    s = must(game.applyShared!(s, { kind: 'shuffle', pile: 'stack' }));
    expect(s.stack.left).toBe(s.stack.cards.length);
    // no soldier anywhere: Control is skipped, no portal to flip: straight to Main, no income on the first turn
    expect(s.phase).toBe('main');
    expect(s.players[0]?.resources).toBe(5);
  });
});

describe('Control and Portal steps', () => {
  const b = board(8, 3, { '0,0': 'a', '1,0': 'a', '2,0': 'a', '5,2': 'b', '6,2': 'b' });

  it('a Soldier alone in a territory without gates lets its player place one for 1', () => {
    const s0 = game.apply(table({ board: b, units: [unit('i', 0, '0,0', 'infantry')] }), { kind: 'move', seat: 0, move: { t: 'end' } });
    // seat 1's turn, then back to seat 0 with the Control step
    const s1 = must(move(must(s0), 1, { t: 'end' }));
    expect(s1.current).toBe(0);
    expect(s1.phase).toBe('control');
    expect(reason(move(s1, 0, { t: 'gate', hex: '0,0', arrow: '1,0' }))).toMatch(/unit stands/);
    expect(reason(move(s1, 0, { t: 'gate', hex: '5,2', arrow: '6,2' }))).toMatch(/need a Soldier/);
    const s2 = must(move(s1, 0, { t: 'gate', hex: '1,0', arrow: '2,0' }));
    expect(s2.players[0]?.resources).toBe(4);
    expect(s2.gates.find((g) => g.hex === '1,0')).toMatchObject({ owner: 0, territory: 't/a', arrow: '2,0' });
    expect(move(s2, 0, { t: 'pass' }).ok).toBe(true);
  });

  it('an enemy unit in the territory forbids it; a vehicle is no Soldier', () => {
    const s = { ...table({ board: b, units: [unit('i', 0, '0,0', 'infantry'), unit('e', 1, '2,0', 'infantry')] }), phase: 'control' } as CcState;
    expect(reason(move(s, 0, { t: 'gate', hex: '1,0', arrow: '0,0' }))).toMatch(/enemy unit/);
    const v = { ...table({ board: b, units: [unit('c', 0, '0,0', 'crab-tank')] }), phase: 'control' } as CcState;
    expect(reason(move(v, 0, { t: 'gate', hex: '1,0', arrow: '2,0' }))).toMatch(/need a Soldier/);
  });

  it('the Portal step asks the owner to reveal each of its committed portals in turn; public ones just flip', () => {
    const s0 = table({
      units: [
        unit('p1', 0, '1,1', 'x', { card: null, faceDown: { slot: 'portal-p1', cost: 1 } }),
        unit('w', 0, '2,1', 'wall', { faceDown: {} }),
        unit('p2', 0, '3,1', 'x', { card: null, faceDown: { slot: 'portal-p2', cost: 1 } }),
      ],
    });
    const s1 = must(move(must(move(s0, 0, { t: 'end' })), 1, { t: 'end' }));
    expect(s1.units.find((u) => u.id === 'w')?.faceDown).toBeUndefined();
    expect(game.request(s1)).toEqual({ kind: 'reveal', seats: [0], slot: 'portal-p1' });
    const s2 = must(game.apply(s1, { kind: 'reveal', values: [{ seat: 0, value: { t: 'infantry' } }] }));
    expect(game.request(s2)).toEqual({ kind: 'reveal', seats: [0], slot: 'portal-p2' });
    const s3 = must(game.apply(s2, { kind: 'reveal', values: [{ seat: 0, value: { t: 'infantry' } }] }));
    expect(s3.phase).toBe('main');
    expect(s3.units.every((u) => !u.faceDown)).toBe(true);
    expect(move(s3, 0, { t: 'move', unit: 'p1', to: '1,2' }).ok).toBe(true);
  });

  it('after the last round, most territories wins; ties share', () => {
    const last = table({ round: 30, current: 1, gates: [gate('a', 0, '99,0', '99,1', 't/a'), gate('b', 0, '99,2', '99,3', 't/b'), gate('c', 1, '99,5', '99,6', 't/c')] });
    const over = must(move(last, 1, { t: 'end' }));
    expect(game.result(over)).toEqual({ winners: [0], summary: 'after 30 rounds seat 0 wins with 2 territories' });
    const tie = { ...last, gates: last.gates.slice(1) };
    expect(game.result(must(move(tie, 1, { t: 'end' })))?.winners).toEqual([0, 1]);
    expect(must(move({ ...last, round: 29 }, 1, { t: 'end' })).phase).not.toBe('over');
  });
});

describe('specials', () => {
  const withCard = (_card: string, over: Partial<CcState> = {}): CcState => table({ players: table().players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0'] } : p)), ...over });
  const play = (s: CcState, card: string, target?: string) => game.apply(s, { kind: 'move', seat: 0, move: { t: 'special', handle: '0:0', card, ...(target !== undefined ? { target } : {}) } });

  it('Supply Cache: +3, the card is shown then discarded', () => {
    const r = play(withCard('supply-cache'), 'supply-cache');
    expect(r.ok && r.value.shown).toEqual([{ handle: '0:0', card: 'supply-cache' }]);
    const s = must(r);
    expect(s.players[0]?.resources).toBe(8);
    expect(s.players[0]?.hand).toEqual([]);
    expect(s.discards).toEqual(['supply-cache']);
  });

  it('Forced March and Overcharge last the turn; Fortify until the owner\'s next turn', () => {
    const s = withCard('x', { units: [unit('i', 0, '0,1', 'infantry'), unit('e', 1, '4,1', 'infantry')] });
    const fm = must(play(s, 'forced-march', 'i'));
    expect(move(fm, 0, { t: 'move', unit: 'i', to: '4,0' }).ok).toBe(true);
    expect(reason(play(s, 'forced-march', 'e'))).toMatch(/not yours/);
    const oc = must(play(s, 'overcharge', 'i'));
    expect(oc.units[0]?.overcharge).toBe(2);
    expect(must(move(oc, 0, { t: 'end' })).units[0]?.overcharge).toBeUndefined();
    const fo = must(play(s, 'fortify', 'home0'));
    expect(fo.gates.find((g) => g.id === 'home0')?.fortified).toBe(12);
    const back = must(move(must(move(fo, 0, { t: 'end' })), 1, { t: 'end' }));
    expect(back.gates.find((g) => g.id === 'home0')?.fortified).toBeUndefined();
    expect(reason(play(s, 'fortify', 'home1'))).toMatch(/your gates/);
  });

  it('Field Intelligence draws without using the turn\'s draw', () => {
    const s1 = must(play(withCard('x'), 'field-intelligence'));
    expect(game.request(s1)).toMatchObject({ kind: 'deal', seat: 0 });
    const s2 = must(game.applyShared!(s1, { kind: 'deal', pile: 'stack', seat: 0, handle: '0:1' }));
    expect(s2.drewThisTurn).toBe(false);
    expect(move(s2, 0, { t: 'research' }).ok).toBe(true);
  });

  it('Rapid Deployment reveals one of your portals now', () => {
    const s = withCard('x', { units: [unit('p', 0, '1,1', 'x', { card: null, faceDown: { slot: 'portal-p', cost: 1 } })] });
    const s1 = must(play(s, 'rapid-deployment', 'p'));
    expect(game.request(s1)).toEqual({ kind: 'reveal', seats: [0], slot: 'portal-p' });
    const s2 = must(game.apply(s1, { kind: 'reveal', values: [{ seat: 0, value: { t: 'infantry' } }] }));
    expect(s2.phase).toBe('main');
    expect(move(s2, 0, { t: 'move', unit: 'p', to: '2,1' }).ok).toBe(true);
  });

  it('Sabotage needs an opponent holding cards', () => {
    expect(reason(play(withCard('x'), 'sabotage', '1'))).toMatch(/holds no card/);
    expect(reason(play(withCard('x'), 'sabotage', '0'))).toMatch(/opponent/);
  });
});

describe('the remaining abilities', () => {
  it('Assassinate: the cost must be affordable; heads pays it and destroys, tails only uses the attack', () => {
    const s0 = table({ units: [unit('a', 0, '0,1', 'silent-clockhand'), unit('d', 1, '2,1', 'crab-tank')] });
    const poor = { ...s0, players: s0.players.map((p, i) => (i === 0 ? { ...p, resources: 3 } : p)) };
    const m = { t: 'ability', unit: 'a', ability: 'assassinate', target: 'd' } as const;
    expect(reason(move(poor, 0, m))).toMatch(/costs 4 resources/);
    const hit = roll(must(move(s0, 0, m)), [HEADS]);
    expect(hit.units.map((u) => u.id)).toEqual(['a']);
    expect(hit.players[0]?.resources).toBe(1);
    const miss = roll(must(move(s0, 0, m)), [TAILS]);
    expect(miss.units).toHaveLength(2);
    expect(reason(move(miss, 0, { t: 'attack', unit: 'a', target: 'd' }))).toMatch(/already attacked|away/);
  });

  it('Scapegoat heads sends the attack to the best defender next to it', () => {
    const s0 = table({ units: [unit('a', 0, '0,1', 'boiler-juggernaut'), unit('s', 1, '1,1', 'brass-commander'), unit('c', 1, '2,1', 'crab-tank'), unit('i', 1, '1,2', 'infantry')] });
    const s = roll(say(must(move(s0, 0, { t: 'attack', unit: 'a', target: 's' })), 1, true), [HEADS, ...faces(6, 6, 1, 1)]);
    expect(s.units.map((u) => u.id).sort()).toEqual(['a', 'i', 's']);
  });

  it('Portal Wall: pay 1 for a face-down Wall next to the unit, instead of attacking', () => {
    const s0 = table({ units: [unit('m', 0, '1,1', 'gearwright-mason')] });
    expect(reason(move(s0, 0, { t: 'ability', unit: 'm', ability: 'portal-wall', target: '3,1' }))).toMatch(/next to the unit/);
    const s1 = must(move(s0, 0, { t: 'ability', unit: 'm', ability: 'portal-wall', target: '2,1' }));
    expect(s1.players[0]?.resources).toBe(4);
    expect(s1.units.find((u) => u.card === 'wall')).toMatchObject({ hex: '2,1', faceDown: {} });
    expect(reason(move(s1, 0, { t: 'ability', unit: 'm', ability: 'portal-wall', target: '0,1' }))).toMatch(/already attacked/);
  });
});

describe('Scapegoat ties', () => {
  it('equal defenders: the lowest id by number (u9 before u10)', () => {
    const s0 = table({ units: [unit('u1', 0, '0,1', 'boiler-juggernaut'), unit('u2', 1, '1,1', 'brass-commander'), unit('u10', 1, '2,1', 'infantry'), unit('u9', 1, '1,2', 'infantry')] });
    const s = roll(say(must(move(s0, 0, { t: 'attack', unit: 'u1', target: 'u2' })), 1, true), [HEADS, ...faces(6, 6, 1, 1)]);
    expect(s.units.map((u) => u.id).sort()).toEqual(['u1', 'u10', 'u2']);
  });
});

describe('special cards list each play once', () => {
  it('a card without a target is one choice; with a target, one per target', () => {
    const s = table({ units: [unit('i', 0, '0,1', 'infantry')], players: table().players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0', '0:1'] } : p)) });
    const k = knows(0, { '0:0': 'supply-cache', '0:1': 'overcharge' });
    const specials = game.legal(s, 0, k).filter((m) => m.t === 'special');
    expect(specials).toEqual([{ t: 'special', handle: '0:0', card: 'supply-cache' }, { t: 'special', handle: '0:1', card: 'overcharge', target: 'i' }]);
    expect(reason(game.apply(s, { kind: 'move', seat: 0, move: { t: 'special', handle: '0:0', card: 'supply-cache', target: 'i' } }))).toMatch(/takes no target/);
  });
});
