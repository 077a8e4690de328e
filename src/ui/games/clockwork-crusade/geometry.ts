/**
 * The Clockwork Crusade map's drawing geometry: pointy-top hexes from axial coordinates to
 * pixels (one hex has radius 1), the edges between hexes (where a territory or a tile ends), and
 * the view box the map is seen through — fit to the map, panned by a drag, zoomed about a point by
 * the wheel, a pinch or the buttons, never smaller or larger than readable. Only drawing: which
 * hex may be chosen is the engine's.
 */
import type { Axial, HexId } from '../../../engine/games/clockwork-crusade/types.js';
import { DIRECTIONS, distance, hexId, parseHex, roundHex } from '../../../engine/games/clockwork-crusade/hex.js';

// Hex ids, directions (clockwise from east, matching `corner`'s order), distance and the tile lattice are the engine's.
export { DIRECTIONS, distance, hexId, parseHex, placeHex, rotate, tileCenter as tileCentre } from '../../../engine/games/clockwork-crusade/hex.js';

const SQRT3 = Math.sqrt(3);

export interface Point { readonly x: number; readonly y: number }
/** An SVG view box in map units. */
export interface View { readonly x: number; readonly y: number; readonly w: number; readonly h: number }



/** The centre of a hex. */
export const toPixel = ({ q, r }: Axial): Point => ({ x: SQRT3 * (q + r / 2), y: 1.5 * r });

/** Corner i of a hex of radius `size` at `c` (0 upper right, clockwise to 5 at the top). */
export function corner(c: Point, i: number, size = 1): Point {
  const a = (Math.PI / 180) * (60 * i - 30);
  return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
}

/** The six neighbours in the order of the edges they share: edge i runs from corner i to corner i+1. */

export const neighbour = (a: Axial, i: number): Axial => { const d = DIRECTIONS[i] as Axial; return { q: a.q + d.q, r: a.r + d.r }; };


/** An SVG points list of a hex (slightly smaller than the cell with `size` < 1, so a gap shows). */
export function hexPoints(c: Point, size = 1): string {
  return Array.from({ length: 6 }, (_, i) => corner(c, i, size)).map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** How strongly an edge is drawn: the map's outline, between tiles, between territories (or terrains). */
export type EdgeKind = 'outline' | 'tile' | 'territory';

export interface Edge { readonly a: Point; readonly b: Point; readonly kind: EdgeKind; readonly hex: HexId }

/**
 * The edges worth drawing, once each: an edge with no hex beyond it is the outline; between two
 * tiles, a tile border; within a tile, a border where the territory (or terrain) changes.
 * `regionOf` names what a hex belongs to (a territory, "neutral", "water"); `tileOf` its tile.
 */
export function edgesOf(hexes: readonly HexId[], regionOf: (h: HexId) => string, tileOf: (h: HexId) => string | null): Edge[] {
  const set = new Set(hexes);
  const out: Edge[] = [];
  for (const h of hexes) {
    const a = parseHex(h);
    if (!a) continue;
    const c = toPixel(a);
    for (let i = 0; i < 6; i++) {
      const nb = neighbour(a, i);
      const n = hexId(nb.q, nb.r);
      const there = set.has(n);
      // Each inner edge once: from the hex with the smaller id.
      if (there && n < h) continue;
      const kind: EdgeKind | null = !there ? 'outline' : tileOf(h) !== tileOf(n) ? 'tile' : regionOf(h) !== regionOf(n) ? 'territory' : null;
      if (kind) out.push({ a: corner(c, i), b: corner(c, (i + 1) % 6), kind, hex: h });
    }
  }
  return out;
}

/** The box around every hex drawn, with a margin (map units). */
export function boundsOf(hexes: readonly HexId[], margin = 0.4): View {
  const pts = hexes.map(parseHex).filter((a): a is Axial => a !== null).map(toPixel);
  if (!pts.length) return { x: -3, y: -3, w: 6, h: 6 };
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x0 = Math.min(...xs) - SQRT3 / 2 - margin;
  const y0 = Math.min(...ys) - 1 - margin;
  return { x: x0, y: y0, w: Math.max(...xs) + SQRT3 / 2 + margin - x0, h: Math.max(...ys) + 1 + margin - y0 };
}

/** The view of the whole map in a frame of this aspect (width / height), centred. */
export function fitView(bounds: View, aspect: number): View {
  const a = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  const w = Math.max(bounds.w, bounds.h * a);
  const h = w / a;
  return { x: bounds.x + bounds.w / 2 - w / 2, y: bounds.y + bounds.h / 2 - h / 2, w, h };
}

/** Zoom limits: never closer than about 3 hexes across, never further than twice the whole map. */
export const MIN_WIDTH = 6;
export const maxWidth = (bounds: View, aspect: number): number => 2 * fitView(bounds, aspect).w;

/** Zoom by `factor` (> 1 closer) keeping the map point `at` where it is on screen; within the limits. */
export function zoomAt(v: View, factor: number, at: Point, bounds: View): View {
  const aspect = v.w / v.h;
  const w = Math.min(maxWidth(bounds, aspect), Math.max(MIN_WIDTH, v.w / factor));
  const k = w / v.w;
  return clampView({ x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k, w, h: w / aspect }, bounds);
}

/** Move the view by a drag of (dx, dy) screen pixels on a frame `frameWidth` pixels wide. */
export function panBy(v: View, dx: number, dy: number, frameWidth: number, bounds: View): View {
  const k = v.w / Math.max(1, frameWidth);
  return clampView({ ...v, x: v.x - dx * k, y: v.y - dy * k }, bounds);
}

/** Keep the map's centre... at least part of the map in view: the view's centre stays inside the map's box. */
export function clampView(v: View, bounds: View): View {
  const cx = Math.min(bounds.x + bounds.w, Math.max(bounds.x, v.x + v.w / 2));
  const cy = Math.min(bounds.y + bounds.h, Math.max(bounds.y, v.y + v.h / 2));
  return { x: cx - v.w / 2, y: cy - v.h / 2, w: v.w, h: v.h };
}

/** The map point under a screen point (px, py) of a frame of size (fw, fh) showing view `v`. */
export function toMap(v: View, px: number, py: number, fw: number, fh: number): Point {
  return { x: v.x + (px / Math.max(1, fw)) * v.w, y: v.y + (py / Math.max(1, fh)) * v.h };
}

/** The view's new aspect after the frame was resized: same centre and width. */
export function reshape(v: View, aspect: number): View {
  const a = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  const h = v.w / a;
  return { x: v.x, y: v.y + v.h / 2 - h / 2, w: v.w, h };
}

export const viewBox = (v: View): string => [v.x, v.y, v.w, v.h].map(round).join(' ');

/**
 * Which tile a hex is on: the placed tile whose centre is within 2 hexes (tiles are radius-2
 * hexagons, so at most one is). `centres` are the tiles' centre hexes, by tile id.
 */
export function tileFinder(centres: ReadonlyMap<string, Axial>): (h: HexId) => string | null {
  const list = [...centres];
  const memo = new Map<HexId, string | null>();
  return (h) => {
    if (memo.has(h)) return memo.get(h) ?? null;
    const a = parseHex(h);
    const t = a ? list.find(([, c]) => distance(a, c) <= 2)?.[0] ?? null : null;
    memo.set(h, t);
    return t;
  };
}


/** The hex under a map point (cube rounding, the engine's). */
export const fromPixel = (p: Point): Axial => roundHex((SQRT3 / 3) * p.x - p.y / 3, (2 / 3) * p.y);

/** The distance between two pointers (for a pinch). */
export const spread = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });


