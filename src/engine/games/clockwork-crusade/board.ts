/**
 * The assembled board: tiles placed on the lattice become board hexes; territories, their hexes
 * and which territories touch (for income). Pure functions over the public state.
 */
import { distance, hexId, latticeNeighbours, neighbourIds, parseHex, placeHex } from './hex.js';
import { tileById } from './tiles.js';
import type { Axial, BoardHex, HexId, PlacedTile, TileDef } from './types.js';

/** The board hexes a tile covers at `at` with `rotation`. */
export function tileHexes(tile: TileDef, at: Axial, rotation: number): [HexId, BoardHex][] {
  return tile.hexes.map((h) => {
    const p = placeHex({ q: h.q, r: h.r }, at, rotation);
    const bh: BoardHex = h.terrain === 'territory' ? { terrain: 'territory', territory: `${tile.id}/${h.territory ?? '?'}` } : { terrain: h.terrain };
    return [hexId(p.q, p.r), bh];
  });
}

const sameAt = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;

/** Why a tile may not go there (in players' words), or null. */
export function whyNotTile(placed: readonly PlacedTile[], board: Readonly<Record<HexId, BoardHex>>, tile: TileDef, at: Axial, rotation: number): string | null {
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5) return 'the rotation must be 0 to 5';
  if (!Number.isInteger(at.q) || !Number.isInteger(at.r) || Math.abs(at.q) > 12 || Math.abs(at.r) > 12) return 'that is not a place on the table';
  if (placed.some((p) => sameAt(p.at, at))) return 'a grid already lies there';
  if (placed.length === 0) return at.q === 0 && at.r === 0 ? null : 'the first grid goes in the middle of the table';
  if (!latticeNeighbours(at).some((n) => placed.some((p) => sameAt(p.at, n)))) return 'a grid must be placed next to one already on the table';
  const hexes = tileHexes(tile, at, rotation);
  const linked = hexes.some(([id, h]) => h.terrain !== 'water' && neighbourIds(id).some((n) => board[n] !== undefined && board[n]?.terrain !== 'water'));
  return linked ? null : 'units could not cross onto that grid: a land hex must touch land of a grid already placed';
}

/** Every territory id on the board with its hexes. */
export function territories(board: Readonly<Record<HexId, BoardHex>>): Map<string, HexId[]> {
  const out = new Map<string, HexId[]>();
  for (const [id, h] of Object.entries(board)) {
    if (h.territory === undefined) continue;
    const list = out.get(h.territory) ?? [];
    list.push(id);
    out.set(h.territory, list);
  }
  for (const list of out.values()) list.sort();
  return out;
}

/** Territories that touch another (some hex of one is adjacent to some hex of the other). */
export function touching(board: Readonly<Record<HexId, BoardHex>>, a: string, b: string): boolean {
  if (a === b) return false;
  for (const [id, h] of Object.entries(board)) {
    if (h.territory !== a) continue;
    if (neighbourIds(id).some((n) => board[n]?.territory === b)) return true;
  }
  return false;
}

/** Income: +1 per controlled territory that touches another controlled territory. */
export function income(board: Readonly<Record<HexId, BoardHex>>, controlled: readonly string[]): number {
  return controlled.filter((t) => controlled.some((u) => touching(board, t, u))).length;
}

export const isAdjacent = (a: HexId, b: HexId): boolean => {
  const x = parseHex(a);
  const y = parseHex(b);
  return x !== null && y !== null && distance(x, y) === 1;
};

/** The free lattice positions next to placed tiles (or the centre for the first tile). */
export function freePositions(placed: readonly PlacedTile[]): Axial[] {
  if (placed.length === 0) return [{ q: 0, r: 0 }];
  const out: Axial[] = [];
  for (const p of placed) {
    for (const n of latticeNeighbours(p.at)) {
      if (!placed.some((x) => sameAt(x.at, n)) && !out.some((x) => sameAt(x, n))) out.push(n);
    }
  }
  return out;
}

export const tileOf = (id: string): TileDef | undefined => tileById(id);
