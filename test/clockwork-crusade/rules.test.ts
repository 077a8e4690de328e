/** Golden tables: level bonuses from shown cards, income from connected territories, research and the gate draw. */
import { describe, expect, it } from 'vitest';
import { income } from '../../src/engine/games/clockwork-crusade/board.js';
import { resources } from '../../src/engine/games/clockwork-crusade/flow.js';
import { stat, rangeOf } from '../../src/engine/games/clockwork-crusade/state.js';
import { board, faces, gate, game, knows, move, must, reason, roll, table, unit } from './helpers.js';

describe('level bonuses come from SHOWN copies and vanish with them', () => {
  const LEVELS: [string, number, number, number][] = [
    // shown copies of Cog Rifleman → attack, max range
    ['one copy (or none shown): base', 1, 2, 2],
    ['two shown copies: level 2 (+1 attack)', 2, 3, 2],
    ['three shown copies: level 3 in place of level 2 (+1 attack, +1 range)', 3, 3, 3],
  ];
  for (const [name, copies, attack, range] of LEVELS) {
    it(name, () => {
      const hand = ['0:0', '0:1', '0:2'];
      const shown = Object.fromEntries(hand.slice(0, copies).map((h) => [h, 'cog-rifleman']));
      const s = table({ units: [unit('r', 0, '1,1', 'cog-rifleman')], players: table().players.map((p, i) => (i === 0 ? { ...p, hand, shown } : p)) });
      const r = s.units[0]!;
      expect(stat(s, r, 'attack')).toBe(attack);
      expect(rangeOf(s, r).max).toBe(range);
    });
  }

  it('a bonus against a type applies only against that type (Crab Tank +2 defence vs vehicles)', () => {
    const s = table({ units: [unit('c', 0, '1,1', 'crab-tank')], players: table().players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0', '0:1'], shown: { '0:0': 'crab-tank', '0:1': 'crab-tank' } } : p)) });
    expect(stat(s, s.units[0]!, 'defense', 'vehicle')).toBe(5);
    expect(stat(s, s.units[0]!, 'defense', 'soldier')).toBe(3);
  });

  it('showing cards raises the level; losing a copy to Sabotage drops it', () => {
    const k0 = knows(0, { '0:0': 'cog-rifleman', '0:1': 'cog-rifleman' });
    const k1 = knows(1, { '1:0': 'sabotage' });
    let s = table({
      units: [unit('r', 0, '1,1', 'cog-rifleman')],
      players: table().players.map((p, i) => (i === 0 ? { ...p, hand: ['0:0', '0:1'] } : { ...p, hand: ['1:0'] })),
    });
    expect(stat(s, s.units[0]!, 'attack')).toBe(2);
    const show = { t: 'show', cards: [{ handle: '0:0', card: 'cog-rifleman' }, { handle: '0:1', card: 'cog-rifleman' }] } as const;
    expect(game.check?.(s, 0, k0, show)).toBeNull();
    const shown = move(s, 0, show);
    expect(shown.ok && shown.value.shown).toEqual(show.cards);
    s = must(shown);
    expect(stat(s, s.units[0]!, 'attack')).toBe(3);
    // seat 1's turn: Sabotage on seat 0, the random pick lands on 0:1
    s = { ...s, current: 1 };
    s = must(move(s, 1, { t: 'special', handle: '1:0', card: 'sabotage', target: '0' }));
    expect(game.check?.(s, 1, k1, { t: 'end' })).toMatch(/no move is expected/);
    s = roll(s, [1]);
    expect(game.request(s)).toMatchObject({ kind: 'answer', seat: 0 });
    expect(game.legal(s, 0, k0)).toEqual([{ t: 'card', handle: '0:1', card: 'cog-rifleman' }]);
    s = must(game.apply(s, { kind: 'answer', seat: 0, answer: { t: 'card', handle: '0:1', card: 'cog-rifleman' } }));
    expect(s.players[0]?.hand).toEqual(['0:0']);
    expect(s.discards).toContain('cog-rifleman');
    expect(s.discards).toContain('sabotage');
    expect(stat(s, s.units[0]!, 'attack')).toBe(2);
  });
});

describe('income: +1 per controlled territory touching another controlled one', () => {
  // territories a, b touch (2,0)-(3,0); c stands apart at (7,2); d touches nothing of ours
  const b = board(8, 3, { '1,0': 'a', '2,0': 'a', '3,0': 'b', '4,0': 'b', '7,2': 'c', '6,2': 'c', '0,2': 'd', '1,2': 'd' });
  const INCOME: [string, string[], number][] = [
    ['a lone territory earns nothing', ['t/a'], 0],
    ['two touching territories earn 1 each', ['t/a', 't/b'], 2],
    ['a third, unconnected one adds nothing', ['t/a', 't/b', 't/c'], 2],
    ['two apart earn nothing', ['t/a', 't/c'], 0],
  ];
  for (const [name, held, want] of INCOME) it(name, () => expect(income(b, held)).toBe(want));

  it('the Resources step pays it, but not on a seat\'s first turn', () => {
    const gates = [gate('ga', 0, '1,0', '2,0', 't/a'), gate('gb', 0, '4,0', '3,0', 't/b'), gate('h1', 1, '99,5', '99,6', 't/home1')];
    const s = table({ board: b, gates });
    expect(resources(s).players[0]?.resources).toBe(7);
    const first = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, started: false } : p)) };
    expect(resources(first).players[0]?.resources).toBe(5);
    expect(resources(first).players[0]?.started).toBe(true);
  });
});

describe('research once per turn, and never with a gate draw in the same turn', () => {
  it('research costs 4 and draws; a second research or a draw the same turn is refused', () => {
    const s0 = table();
    const s1 = must(move(s0, 0, { t: 'research' }));
    expect(s1.players[0]?.resources).toBe(1);
    expect(game.request(s1)).toMatchObject({ kind: 'deal', seat: 0 });
    const s2 = must(game.applyShared!(s1, { kind: 'deal', pile: 'stack', seat: 0, handle: '0:0' }));
    expect(s2.players[0]?.hand).toEqual(['0:0']);
    const rich = { ...s2, players: s2.players.map((p, i) => (i === 0 ? { ...p, resources: 9 } : p)), destroyedGate: true };
    expect(reason(move(rich, 0, { t: 'research' }))).toMatch(/already researched/);
    expect(reason(move(rich, 0, { t: 'draw' }))).toMatch(/researched this turn/);
  });

  it('after destroying a gate: one draw, and then no research', () => {
    const s0 = { ...table(), destroyedGate: true };
    const s1 = must(game.applyShared!(must(move(s0, 0, { t: 'draw' })), { kind: 'deal', pile: 'stack', seat: 0, handle: '0:0' }));
    expect(reason(move(s1, 0, { t: 'draw' }))).toMatch(/already drawn/);
    expect(reason(move(s1, 0, { t: 'research' }))).toMatch(/already drawn/);
  });

  it('no draw without a destroyed gate; the flags reset next turn', () => {
    expect(reason(move(table(), 0, { t: 'draw' }))).toMatch(/only after destroying a gate/);
    const s = must(move({ ...table(), researched: true, drewThisTurn: true }, 0, { t: 'end' }));
    expect(s.current).toBe(1);
    expect(s.researched || s.drewThisTurn).toBe(false);
  });

  it('an empty stack reshuffles the discards; with no discards there is no draw', () => {
    const empty = { ...table(), stack: { ...table().stack, left: 0 } };
    expect(reason(move(empty, 0, { t: 'research' }))).toMatch(/stack is empty/);
    const withDiscards = { ...empty, discards: ['supply-cache', 'fortify'], stack: { ...empty.stack, left: 69 } as typeof empty.stack };
    const z = { ...withDiscards, stack: { ...withDiscards.stack, left: 0 } };
    const s1 = must(move(z, 0, { t: 'research' }));
    expect(game.request(s1)).toMatchObject({ kind: 'shuffle', add: ['supply-cache', 'fortify'] });
    const s2 = must(game.applyShared!(s1, { kind: 'shuffle', pile: 'stack' }));
    expect(s2.stack.left).toBe(2);
    expect(s2.discards).toEqual([]);
    expect(game.request(s2)).toMatchObject({ kind: 'deal', seat: 0 });
  });
});

describe('movement', () => {
  it('moves through land up to its movement, passing own units, ending on an empty hex', () => {
    const s = table({ units: [unit('a', 0, '0,1', 'infantry'), unit('f', 0, '1,1', 'infantry')] });
    expect(move(s, 0, { t: 'move', unit: 'a', to: '2,1' }).ok).toBe(true);
    expect(reason(move(s, 0, { t: 'move', unit: 'a', to: '3,1' }))).toMatch(/cannot reach/);
    expect(reason(move(s, 0, { t: 'move', unit: 'a', to: '1,1' }))).toMatch(/taken/);
    const s1 = must(move(s, 0, { t: 'move', unit: 'a', to: '2,1' }));
    expect(reason(move(s1, 0, { t: 'move', unit: 'a', to: '3,1' }))).toMatch(/already moved/);
  });

  it('a unit that moved may still attack next to it, but not fire at range (Run and Gun may)', () => {
    const s = table({ units: [unit('r', 0, '0,1', 'cog-rifleman', { moved: 1 }), unit('d', 1, '2,1', 'infantry'), unit('g', 0, '0,0', 'steam-dragoon', { moved: 1 }), unit('e', 1, '2,0', 'infantry')] });
    expect(reason(move(s, 0, { t: 'attack', unit: 'r', target: 'd' }))).toMatch(/may not fire at range/);
    expect(move(s, 0, { t: 'attack', unit: 'g', target: 'e' }).ok).toBe(true);
  });

  it('a corrupted enemy unit obeys the corrupter until the end of the turn', () => {
    const s0 = table({ units: [unit('h', 0, '0,1', 'rust-hexer'), unit('d', 1, '1,1', 'crab-tank')] });
    const s1 = roll(must(move(s0, 0, { t: 'ability', unit: 'h', ability: 'corrupt', target: 'd' })), [0]);
    expect(s1.units.find((u) => u.id === 'd')?.corruptedBy).toBe(0);
    expect(move(s1, 0, { t: 'move', unit: 'd', to: '2,1' }).ok).toBe(true);
    const s2 = must(move(s1, 0, { t: 'end' }));
    expect(s2.units.find((u) => u.id === 'd')?.corruptedBy).toBeUndefined();
  });

  it('Salvage heads: +1 resource and the unit may not act this turn', () => {
    const s0 = table({ units: [unit('s', 0, '0,1', 'scrap-scavenger')] });
    const s1 = roll(must(move(s0, 0, { t: 'ability', unit: 's', ability: 'salvage' })), [0]);
    expect(s1.players[0]?.resources).toBe(6);
    expect(reason(move(s1, 0, { t: 'move', unit: 's', to: '1,1' }))).toMatch(/salvaged/);
    const t1 = roll(must(move(s0, 0, { t: 'ability', unit: 's', ability: 'salvage' })), [1]);
    expect(move(t1, 0, { t: 'move', unit: 's', to: '1,1' }).ok).toBe(true);
    expect(reason(move(t1, 0, { t: 'ability', unit: 's', ability: 'salvage' }))).toMatch(/already tried/);
  });

  it('Self Destruct attacks every unit around, friend or foe, with separate rolls', () => {
    const s0 = table({ units: [unit('b', 0, '1,1', 'brass-sapper'), unit('f', 0, '0,1', 'infantry'), unit('e', 1, '2,1', 'infantry'), unit('x', 1, '4,1', 'infantry')] });
    // rolls in unit order: the friend f (12 + 1 vs 2 + 1: destroyed), then the enemy e (2 + 1 vs 12 + 1: survives); x is out of reach
    const s1 = roll(must(move(s0, 0, { t: 'ability', unit: 'b', ability: 'self-destruct' })), [...faces(6, 6, 1, 1), ...faces(1, 1, 6, 6)]);
    expect(s1.units.map((u) => u.id).sort()).toEqual(['e', 'x']);
    expect(s1.lastRoll.map((r) => r.what)).toEqual(['Brass Sapper self-destructs on Infantry: attacker', 'Brass Sapper self-destructs on Infantry: defender', 'Brass Sapper self-destructs on Infantry: attacker', 'Brass Sapper self-destructs on Infantry: defender']);
  });
});
