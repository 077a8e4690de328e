/** What the table asks the engine: sources, targets (tagged), the group being built, placements. */
import { describe, expect, it } from 'vitest';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { groupOptions } from '../../src/engine/games/arackuan/legal.js';
import { placing, table } from './helpers.js';

const none = (seat: number) => ({ seat, cards: {} });

describe('board queries for the table', () => {
  it('activation: sources are the cards that can act; targets tag attacks, moves and swaps', () => {
    const s = table([
      { card: 'eagle', at: 'd3', seat: 0 }, { card: 'yeti', at: 'c3', seat: 0 }, { card: 'lunar-wendigo', at: 'a2', seat: 0 },
      { card: 'scuttle-jaw', at: 'd4', seat: 1 }, { card: 'hexacarias', at: 'e3', seat: 1 },
    ]);
    expect(arackuanGame.sources?.(s, 0, none(0))).toEqual(['d3']); // the Yeti touches no enemy; the Wendigo neither
    expect(arackuanGame.sources?.(s, 1, none(1))).toEqual([]);
    const t = arackuanGame.targets?.(s, 0, none(0), 'd3') ?? [];
    expect(t).toContain('attack:d4');
    expect(t).toContain('attack:e3');
    expect(t).toContain('swap:c3');
    expect(t).toContain('move:f3');
    expect(t).not.toContain('move:g3');
    expect(t.filter((x) => x.startsWith('attack:'))).toHaveLength(2);
  });

  it('a group being built: who can join, what each adds, the sum against the defence', () => {
    const s = table([
      { card: 'hexacarias', at: 'd3', seat: 0 }, { card: 'yeti', at: 'c4', seat: 0 }, { card: 'nakka-archer', at: 'b4', seat: 0 },
      { card: 'lunar-wendigo', at: 'd4', seat: 1 },
    ], { factions: ['vestur', 'whitelands'] });
    const g = groupOptions(s, 0, 'd4', ['d3']);
    expect(g.joinable.map((x) => [x.at, x.value]).sort()).toEqual([['b4', 1], ['c4', 1], ['d3', 2]]);
    expect(g).toMatchObject({ defence: 2, sum: 2, why: null });
    expect(groupOptions(s, 0, 'd4', ['c4', 'd3']).sum).toBe(3);
  });

  it('placement: sources are hand cards, targets the squares each may take', () => {
    const s = placing();
    const k = { seat: 0, cards: { '0:0': 'lunar-wendigo#1', '0:1': 'blizzard#1' } };
    expect(arackuanGame.sources?.(s, 0, k)).toEqual(['0:0', '0:1']);
    expect([...(arackuanGame.targets?.(s, 0, k, '0:0') ?? [])].sort()).toEqual(['d3', 'd4', 'e3', 'e4']);
    expect(arackuanGame.targets?.(s, 0, k, '0:1')).toEqual(['astral:0:0', 'astral:0:1']);
    expect(arackuanGame.check?.(s, 0, k, { kind: 'place', handle: '0:1', at: 'd3' })).toMatch(/global spell/);
  });
});
