/**
 * Clockwork Crusade geometry: pointy-top hexes in axial coordinates (q, r), named `${q},${r}`.
 * Pure helpers: ids, neighbours, distance, the hex line (cube lerp nudged by an epsilon so ties
 * break the same way everywhere), the lattice of radius-2 tiles, and tile rotation/placement.
 */
import type { Axial, HexId } from './types.js';

export const hexId = (q: number, r: number): HexId => `${q},${r}`;

/** Parsed ids and neighbour lists, memoised (pure; bounded so junk input cannot grow it without end). */
const PARSED = new Map<string, Axial | null>();
const NEAR = new Map<string, HexId[]>();
const MEMO_MAX = 20_000;

/** A hex id parsed back into axial coordinates, or null when it is not one. */
export function parseHex(id: string): Axial | null {
  const hit = PARSED.get(id);
  if (hit !== undefined) return hit;
  const m = /^(-?\d{1,4}),(-?\d{1,4})$/.exec(id);
  let out: Axial | null = null;
  if (m) {
    const q = Number(m[1]);
    const r = Number(m[2]);
    out = { q: q === 0 ? 0 : q, r: r === 0 ? 0 : r };
  }
  if (PARSED.size < MEMO_MAX) PARSED.set(id, out);
  return out;
}

/** The six axial directions, clockwise from east. */
export const DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 },
];

export const add = (a: Axial, b: Axial): Axial => ({ q: a.q + b.q, r: a.r + b.r });
export const scale = (a: Axial, k: number): Axial => ({ q: a.q * k, r: a.r * k });

export const neighbours = (a: Axial): Axial[] => DIRECTIONS.map((d) => add(a, d));

export const neighbourIds = (id: HexId): HexId[] => {
  const hit = NEAR.get(id);
  if (hit) return [...hit];
  const a = parseHex(id);
  const out = a ? neighbours(a).map((n) => hexId(n.q, n.r)) : [];
  if (NEAR.size < MEMO_MAX) NEAR.set(id, out);
  return [...out];
};

export const distance = (a: Axial, b: Axial): number => {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
};

export const distanceIds = (a: HexId, b: HexId): number => {
  const x = parseHex(a);
  const y = parseHex(b);
  return x && y ? distance(x, y) : Infinity;
};

/** Every hex within `radius` of `center` (center included). */
export function withinRadius(center: Axial, radius: number): Axial[] {
  const out: Axial[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) out.push({ q: center.q + dq, r: center.r + dr });
  }
  return out;
}

function roundCube(x: number, y: number, z: number): Axial {
  let rx = Math.round(x);
  let ry = Math.round(y);
  const rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  return { q: rx === 0 ? 0 : rx, r: (-rx - ry) === 0 ? 0 : -rx - ry };
}

/** The hex nearest a fractional axial point (the map's pointer): cube rounding, as `line` rounds. */
export const roundHex = (q: number, r: number): Axial => roundCube(q, -q - r, r);

/**
 * The hex line from a to b, ends included: cube lerp at N+1 points, each nudged by a fixed
 * epsilon (1e-6, 2e-6, −3e-6) so that a point on an edge always rounds the same way.
 */
export function line(a: Axial, b: Axial): Axial[] {
  const n = distance(a, b);
  // cube: x = q, z = r, y = -q - r
  const ax = a.q + 1e-6, az = a.r + 2e-6, ay = -a.q - a.r - 3e-6;
  const bx = b.q + 1e-6, bz = b.r + 2e-6, by = -b.q - b.r - 3e-6;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(roundCube(ax + (bx - ax) * t, ay + (by - ay) * t, az + (bz - az) * t));
  }
  return out;
}

/** Rotate an offset about the origin by `k` steps of 60° clockwise (cube (x,y,z) → (−z,−x,−y)). */
export function rotate(a: Axial, k: number): Axial {
  let x = a.q;
  let z = a.r;
  let y = -x - z;
  for (let i = 0; i < ((k % 6) + 6) % 6; i++) {
    const nx = -z, ny = -x, nz = -y;
    x = nx; y = ny; z = nz;
  }
  return { q: x === 0 ? 0 : x, r: z === 0 ? 0 : z };
}

/** Tile radius, and the two lattice basis vectors: radius-2 hexagons tile the plane at these offsets. */
export const TILE_RADIUS = 2;
export const LATTICE_A: Axial = { q: 2 * TILE_RADIUS + 1, r: -TILE_RADIUS };
export const LATTICE_B: Axial = rotate(LATTICE_A, 1);

/** The board hex at the centre of the tile at lattice position `at`. */
export const tileCenter = (at: Axial): Axial => add(scale(LATTICE_A, at.q), scale(LATTICE_B, at.r));

/** The six lattice positions next to `at` (tiles whose hexagons share an edge with it). */
export const latticeNeighbours = (at: Axial): Axial[] => neighbours(at);

/** A tile-local hex (offset from the tile centre) on the board, for a tile at `at` rotated `rotation`. */
export const placeHex = (local: Axial, at: Axial, rotation: number): Axial => add(tileCenter(at), rotate(local, rotation));
