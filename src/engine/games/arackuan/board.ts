/**
 * The Arackuan table's geometry (clarifications, "The battlefield"): 40 squares on an 8 × 6 grid
 * (x 0–7, y 0–5) where row y=0 holds only x=3..6 and row y=5 only x=1..4; orthogonal adjacency;
 * Manhattan distance; the 2 × 2 start zone; and each player's Astral Plane of 2 slots, apart
 * from the battlefield.
 *
 * Positions are strings, for moves and the table alike:
 *  - a square is its column letter a–h (x 0–7) and row number 1–6 (y 0–5): "d3" is (3, 2);
 *  - an Astral Plane slot is `astral:<seat>:<slot>` (slot 0 or 1): "astral:1:0".
 * Seat 0 sits at the y=0 edge, seat 1 at the y=5 edge (the board is the same seen from
 * either side: a half turn maps (x, y) to (7 − x, 5 − y)).
 */
import type { Seat } from '../../game.js';

export type Square = string;
export type AstralSlot = string;
export type Position = Square | AstralSlot;

export const COLUMNS = 8;
export const ROWS = 6;
/** Slots in each player's Astral Plane. */
export const ASTRAL_SLOTS = 2;

const LETTERS = 'abcdefgh';

/** Whether (x, y) is one of the 40 squares. */
export function onBoard(x: number, y: number): boolean {
  if (!Number.isInteger(x) || !Number.isInteger(y) || y < 0 || y >= ROWS || x < 0 || x >= COLUMNS) return false;
  if (y === 0) return x >= 3 && x <= 6;
  if (y === ROWS - 1) return x >= 1 && x <= 4;
  return true;
}

/** The square at (x, y), or null off the battlefield. */
export function squareAt(x: number, y: number): Square | null {
  return onBoard(x, y) ? `${LETTERS[x]}${y + 1}` : null;
}

/** Every square, row by row from y=0 (40 of them). */
export const SQUARES: readonly Square[] = Array.from({ length: ROWS }, (_, y) =>
  Array.from({ length: COLUMNS }, (_, x) => squareAt(x, y)).filter((s): s is Square => s !== null)).flat();

const SQUARE_SET: ReadonlySet<string> = new Set(SQUARES);

export const isSquare = (p: unknown): p is Square => typeof p === 'string' && SQUARE_SET.has(p);

const XY: ReadonlyMap<string, { readonly x: number; readonly y: number }> = new Map(
  SQUARES.map((sq) => [sq, { x: LETTERS.indexOf(sq[0] as string), y: Number(sq.slice(1)) - 1 }]));

/** (x, y) of a square (a string that is not a square gives null). */
export function xy(sq: string): { readonly x: number; readonly y: number } | null {
  return XY.get(sq) ?? null;
}

/** The astral slot id. */
export const astralSlot = (seat: Seat, slot: number): AstralSlot => `astral:${seat}:${slot}`;

/** Every astral slot of both players. */
export const ASTRAL: readonly AstralSlot[] = [0, 1].flatMap((seat) => Array.from({ length: ASTRAL_SLOTS }, (_, i) => astralSlot(seat, i)));

const ASTRAL_SET: ReadonlySet<string> = new Set(ASTRAL);

export const isAstral = (p: unknown): p is AstralSlot => typeof p === 'string' && ASTRAL_SET.has(p);

export const isPosition = (p: unknown): p is Position => isSquare(p) || isAstral(p);

/** The seat whose Astral Plane holds the slot (null for a square). */
export function astralOwner(p: Position): Seat | null {
  return isAstral(p) ? Number(p.split(':')[1]) : null;
}

/** The seat's own astral slots. */
export const astralOf = (seat: Seat): AstralSlot[] => Array.from({ length: ASTRAL_SLOTS }, (_, i) => astralSlot(seat, i));

export type Direction = { readonly dx: number; readonly dy: number };
export const DIRECTIONS: readonly Direction[] = [{ dx: 1, dy: 0 }, { dx: -1, dy: 0 }, { dx: 0, dy: 1 }, { dx: 0, dy: -1 }];

/** The square one step from `sq` in a direction, or null off the battlefield. */
export function step(sq: Square, d: Direction): Square | null {
  const p = xy(sq);
  return p ? squareAt(p.x + d.dx, p.y + d.dy) : null;
}

const NEIGHBOURS: ReadonlyMap<Square, readonly Square[]> = new Map(SQUARES.map((sq) => [sq, DIRECTIONS.flatMap((d) => {
  const n = step(sq, d);
  return n ? [n] : [];
})]));

/** The squares orthogonally adjacent to a square (none for an astral slot). */
export const neighbours = (p: Position): readonly Square[] => NEIGHBOURS.get(p) ?? [];

/** Manhattan distance between two squares; Infinity when either is not a square. */
export function distance(a: Position, b: Position): number {
  const p = xy(a);
  const q = xy(b);
  return p && q ? Math.abs(p.x - q.x) + Math.abs(p.y - q.y) : Infinity;
}

export const adjacent = (a: Position, b: Position): boolean => distance(a, b) === 1;

/** The direction from a to an adjacent b, or null. */
export function directionTo(a: Square, b: Square): Direction | null {
  const p = xy(a);
  const q = xy(b);
  if (!p || !q || Math.abs(p.x - q.x) + Math.abs(p.y - q.y) !== 1) return null;
  return { dx: q.x - p.x, dy: q.y - p.y };
}

/** The green rectangle of the first play: (3,2) (3,3) (4,2) (4,3). */
export const START_ZONE: readonly Square[] = [squareAt(3, 2), squareAt(3, 3), squareAt(4, 2), squareAt(4, 3)] as Square[];

/**
 * A direction as its owner sees it: seat 0 faces +y, seat 1 faces −y (half turn). "Right" for
 * seat 0 is +x; for seat 1 it is −x; "bottom" (the owner's own edge) is −y for seat 0, +y for seat 1.
 */
export function ownerRelative(seat: Seat, d: Direction): 'right' | 'left' | 'top' | 'bottom' {
  const s = seat === 0 ? 1 : -1;
  if (d.dx * s > 0) return 'right';
  if (d.dx * s < 0) return 'left';
  return d.dy * s > 0 ? 'top' : 'bottom';
}
