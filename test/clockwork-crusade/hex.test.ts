import { describe, expect, it } from 'vitest';
import { distance, hexId, line, neighbours, parseHex, placeHex, rotate, tileCenter, withinRadius } from '../../src/engine/games/clockwork-crusade/hex.js';
import { whyNotTile, tileHexes } from '../../src/engine/games/clockwork-crusade/board.js';
import { TILES } from '../../src/engine/games/clockwork-crusade/tiles.js';

describe('hex geometry', () => {
  it('ids round-trip and junk is refused', () => {
    expect(parseHex(hexId(-3, 7))).toEqual({ q: -3, r: 7 });
    for (const bad of ['', '1', '1,2,3', 'a,b', '1.5,2', ' 1,2']) expect(parseHex(bad)).toBeNull();
  });

  it('neighbours are at distance 1, radius 2 holds 19 hexes', () => {
    for (const n of neighbours({ q: 2, r: -1 })) expect(distance(n, { q: 2, r: -1 })).toBe(1);
    expect(withinRadius({ q: 0, r: 0 }, 2)).toHaveLength(19);
  });

  it('rotation six times is the identity and keeps distance', () => {
    for (const h of withinRadius({ q: 0, r: 0 }, 2)) {
      expect(rotate(h, 6)).toEqual(h);
      expect(distance(rotate(h, 1), { q: 0, r: 0 })).toBe(distance(h, { q: 0, r: 0 }));
    }
    expect(rotate({ q: 1, r: 0 }, 1)).toEqual({ q: 0, r: 1 });
  });

  it('a line has distance + 1 hexes, each step adjacent, ends included', () => {
    const pairs: [number, number, number, number][] = [[0, 0, 4, 0], [0, 0, 2, 2], [0, 0, 3, -1], [1, 1, -2, 4], [0, 0, 1, 1], [0, 0, 2, -1]];
    for (const [a, b, c, d] of pairs) {
      const l = line({ q: a, r: b }, { q: c, r: d });
      expect(l).toHaveLength(distance({ q: a, r: b }, { q: c, r: d }) + 1);
      expect(l[0]).toEqual({ q: a, r: b });
      expect(l[l.length - 1]).toEqual({ q: c, r: d });
      for (let i = 1; i < l.length; i++) expect(distance(l[i - 1]!, l[i]!)).toBe(1);
    }
  });

  it('the epsilon nudge breaks edge ties the same way every time', () => {
    // (0,0) → (1,1) runs along an edge between (1,0) and (0,1): one of them, always the same.
    const mid = line({ q: 0, r: 0 }, { q: 1, r: 1 })[1];
    expect([hexId(1, 0), hexId(0, 1)]).toContain(hexId(mid!.q, mid!.r));
    expect(line({ q: 0, r: 0 }, { q: 1, r: 1 })[1]).toEqual(mid);
  });
});

describe('the tile lattice (brute force)', () => {
  const positions = [] as { q: number; r: number }[];
  for (let a = -3; a <= 3; a++) for (let b = -3; b <= 3; b++) positions.push({ q: a, r: b });
  const cover = new Map<string, string>();
  const overlaps: string[] = [];
  for (const at of positions) for (const h of withinRadius({ q: 0, r: 0 }, 2)) {
    const p = placeHex(h, at, 0);
    const key = hexId(p.q, p.r);
    if (cover.has(key)) overlaps.push(key);
    cover.set(key, `${at.q},${at.r}`);
  }

  it('tiles never overlap and leave no gap near the centre', () => {
    expect(overlaps).toEqual([]);
    // every hex within 10 of the centre is covered by exactly one tile of the 7×7 patch
    for (const h of withinRadius({ q: 0, r: 0 }, 10)) expect(cover.has(hexId(h.q, h.r)), hexId(h.q, h.r)).toBe(true);
    expect(cover.size).toBe(positions.length * 19);
  });

  it('lattice neighbours share an edge: their tiles touch, the next ring does not', () => {
    const c0 = tileCenter({ q: 0, r: 0 });
    for (const n of neighbours({ q: 0, r: 0 })) expect(distance(tileCenter(n), c0)).toBe(5);
    const mine = withinRadius(c0, 2);
    for (const n of neighbours({ q: 0, r: 0 })) {
      const theirs = withinRadius(tileCenter(n), 2);
      expect(mine.some((a) => theirs.some((b) => distance(a, b) === 1))).toBe(true);
    }
    const far = withinRadius(tileCenter({ q: 2, r: 0 }), 2);
    expect(mine.some((a) => far.some((b) => distance(a, b) <= 1))).toBe(false);
  });

  it('placing a tile: first in the middle, later next to one, with a land link', () => {
    const t = TILES[0]!;
    expect(whyNotTile([], {}, t, { q: 1, r: 0 }, 0)).toMatch(/middle/);
    const board = Object.fromEntries(tileHexes(t, { q: 0, r: 0 }, 0));
    const placed = [{ tile: t.id, at: { q: 0, r: 0 }, rotation: 0 }];
    expect(whyNotTile(placed, board, TILES[1]!, { q: 0, r: 0 }, 0)).toMatch(/already/);
    expect(whyNotTile(placed, board, TILES[1]!, { q: 2, r: 0 }, 0)).toMatch(/next to/);
    expect(whyNotTile(placed, board, TILES[1]!, { q: 1, r: 0 }, 3)).toBeNull();
  });
});
