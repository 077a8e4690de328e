/** The Clockwork Crusade map's drawing geometry (src/ui/games/clockwork-crusade/geometry.ts): hexes to pixels and back, edges, the view box. */
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS, MIN_WIDTH, boundsOf, clampView, corner, distance, edgesOf, fitView, fromPixel, hexId, maxWidth, neighbour, panBy, parseHex,
  reshape, tileCentre, tileFinder, toMap, toPixel, zoomAt,
} from '../../src/ui/games/clockwork-crusade/geometry.js';

const disk = (c: { q: number; r: number }, n = 2): string[] => {
  const out: string[] = [];
  for (let q = -n; q <= n; q++) for (let r = -n; r <= n; r++) if (Math.abs(q + r) <= n) out.push(hexId(c.q + q, c.r + r));
  return out;
};
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9);

describe('hexes on screen', () => {
  it('parses hex ids and refuses anything else', () => {
    expect(parseHex('3,-2')).toEqual({ q: 3, r: -2 });
    expect(parseHex('3;2')).toBeNull();
    expect(parseHex('a,1')).toBeNull();
  });

  it('puts neighbours √3 apart and the pixel→hex rounding inverts axial→pixel, also near a centre', () => {
    for (const h of disk({ q: 1, r: -3 }, 4)) {
      const a = parseHex(h)!;
      const c = toPixel(a);
      expect(fromPixel(c)).toEqual(a);
      expect(fromPixel({ x: c.x + 0.4, y: c.y - 0.4 })).toEqual(a);
      for (let i = 0; i < 6; i++) close(Math.hypot(toPixel(neighbour(a, i)).x - c.x, toPixel(neighbour(a, i)).y - c.y), Math.sqrt(3));
    }
  });

  it('edge i of a hex is the edge it shares with neighbour i (the same two corners from both sides)', () => {
    const a = { q: 0, r: 0 };
    for (let i = 0; i < 6; i++) {
      const n = neighbour(a, i);
      const mine = [corner(toPixel(a), i), corner(toPixel(a), (i + 1) % 6)];
      const theirs = [corner(toPixel(n), (i + 3) % 6), corner(toPixel(n), (i + 4) % 6)];
      close(mine[0]!.x, theirs[1]!.x); close(mine[0]!.y, theirs[1]!.y);
      close(mine[1]!.x, theirs[0]!.x); close(mine[1]!.y, theirs[0]!.y);
    }
    expect(DIRECTIONS).toHaveLength(6);
  });
});

describe('the edges drawn', () => {
  it('a lone tile has 30 outline edges... and one territory border line per change of region, drawn once', () => {
    const tile = disk({ q: 0, r: 0 });
    const outline = edgesOf(tile, () => 'x', () => 't').filter((e) => e.kind === 'outline');
    expect(outline).toHaveLength(30);
    // Two regions: the centre hex alone against its six neighbours.
    const inner = edgesOf(tile, (h) => (h === '0,0' ? 'a' : 'b'), () => 't').filter((e) => e.kind === 'territory');
    expect(inner).toHaveLength(6);
  });

  it('tiles placed on the engine\'s lattice touch without overlap, and the border between them is a tile border', () => {
    const a = disk(tileCentre({ q: 0, r: 0 }));
    const b = disk(tileCentre({ q: 1, r: 0 }));
    expect(a.filter((h) => b.includes(h))).toEqual([]);
    const both = [...a, ...b];
    const tileOf = tileFinder(new Map([['A', tileCentre({ q: 0, r: 0 })], ['B', tileCentre({ q: 1, r: 0 })]]));
    expect(both.every((h) => tileOf(h) !== null)).toBe(true);
    const tileEdges = edgesOf(both, () => 'x', tileOf).filter((e) => e.kind === 'tile');
    expect(tileEdges.length).toBeGreaterThan(0);
    for (let k = 0; k < 6; k++) {
      // Every lattice neighbour is exactly 5 hexes away from the centre: hexagons of radius 2 side by side.
      const n = tileCentre([{ q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 }][k]!);
      expect(distance(n, { q: 0, r: 0 })).toBe(5);
    }
  });
});

describe('the view box', () => {
  const bounds = boundsOf(disk({ q: 0, r: 0 }));
  it('fits the map in a frame of any aspect, centred, without cutting it', () => {
    for (const aspect of [0.5, 1, 2.5]) {
      const v = fitView(bounds, aspect);
      close(v.w / v.h, aspect);
      expect(v.w).toBeGreaterThanOrEqual(bounds.w - 1e-9);
      expect(v.h).toBeGreaterThanOrEqual(bounds.h - 1e-9);
      close(v.x + v.w / 2, bounds.x + bounds.w / 2);
    }
  });

  it('zooms about a point: the point stays put on screen, and the limits hold', () => {
    const v = fitView(bounds, 1.5);
    const at = { x: 1, y: -1 };
    const z = zoomAt(v, 1.5, at, bounds);
    close((at.x - v.x) / v.w, (at.x - z.x) / z.w);
    close((at.y - v.y) / v.h, (at.y - z.y) / z.h);
    let far = v;
    for (let i = 0; i < 30; i++) far = zoomAt(far, 0.5, at, bounds);
    close(far.w, maxWidth(bounds, 1.5));
    let near = v;
    for (let i = 0; i < 30; i++) near = zoomAt(near, 2, at, bounds);
    close(near.w, MIN_WIDTH);
  });

  it('pans with the finger (drag right → the map moves right), and never loses the map', () => {
    const v = fitView(bounds, 1);
    const moved = panBy(zoomAt(v, 2, { x: 0, y: 0 }, bounds), 50, 0, 200, bounds);
    expect(moved.x).toBeLessThan(zoomAt(v, 2, { x: 0, y: 0 }, bounds).x);
    const lost = panBy(v, -100000, -100000, 200, bounds);
    const c = { x: lost.x + lost.w / 2, y: lost.y + lost.h / 2 };
    expect(c.x).toBeLessThanOrEqual(bounds.x + bounds.w + 1e-9);
    expect(c.y).toBeLessThanOrEqual(bounds.y + bounds.h + 1e-9);
    expect(clampView(v, bounds)).toEqual(v);
  });

  it('maps a screen point to the map point under it, and keeps the centre when the frame is reshaped', () => {
    const v = { x: -4, y: -2, w: 8, h: 4 };
    expect(toMap(v, 100, 50, 200, 100)).toEqual({ x: 0, y: 0 });
    const r = reshape(v, 1);
    expect(r.w).toBe(8);
    close(r.y + r.h / 2, 0);
  });
});
