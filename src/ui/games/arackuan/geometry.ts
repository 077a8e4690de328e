/**
 * The battlefield as a player sees it: their own edge at the bottom (seat 0 sits at the y=0 edge,
 * seat 1 at y=5, so seat 1 sees the board turned half round), the coordinates along the edges,
 * both Astral Planes as rows of their own (the other player's above, yours below), and moving a
 * keyboard cursor square to square. Only drawing: what may be done on a square is the engine's.
 */
import { ASTRAL_SLOTS, COLUMNS, type Position, ROWS, SQUARES, astralSlot, xy } from '../../../engine/games/arackuan/board.js';

/** A cell on screen: row 0 is the other player's Astral Plane, rows 1–6 the battlefield, row 7 yours. */
export interface Cell {
  readonly at: Position;
  readonly row: number;
  readonly col: number;
}

const LETTERS = 'abcdefgh';

/** Where a square is drawn for the viewer. */
export function screenOf(at: Position, viewer: number): { row: number; col: number } | null {
  const p = xy(at);
  if (!p) return null;
  return viewer === 1 ? { row: p.y + 1, col: COLUMNS - 1 - p.x } : { row: ROWS - p.y, col: p.x };
}

/** Column letters left to right, row numbers top to bottom, as the viewer sees them. */
export const columnLabels = (viewer: number): string[] => [...LETTERS].map((_, c) => LETTERS[viewer === 1 ? COLUMNS - 1 - c : c] as string);
export const rowLabels = (viewer: number): string[] => Array.from({ length: ROWS }, (_, r) => String(viewer === 1 ? r + 1 : ROWS - r));

/** The astral slots are drawn under columns 3 and 4 (for the keyboard), the other player's first. */
const ASTRAL_COLS = [3, 4];

export function cellsFor(viewer: number): Cell[] {
  const other = viewer === 0 ? 1 : 0;
  const board = SQUARES.map((at) => ({ at, ...(screenOf(at, viewer) as { row: number; col: number }) }));
  const astral = (seat: number, row: number) => Array.from({ length: ASTRAL_SLOTS }, (_, i) => ({ at: astralSlot(seat, i), row, col: ASTRAL_COLS[i] as number }));
  return [...astral(other, 0), ...board, ...astral(viewer, ROWS + 1)].sort((a, b) => a.row - b.row || a.col - b.col);
}

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** The cell an arrow key leads to from `from` (the nearest cell in that direction), or `from` at an edge. */
export function nextCell(cells: readonly Cell[], from: Position, key: Arrow): Position {
  const here = cells.find((c) => c.at === from);
  if (!here) return cells[0]?.at ?? from;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const dir = key === 'ArrowLeft' ? -1 : 1;
    const row = cells.filter((c) => c.row === here.row && (c.col - here.col) * dir > 0).sort((a, b) => (a.col - b.col) * dir);
    return row[0]?.at ?? from;
  }
  const dir = key === 'ArrowUp' ? -1 : 1;
  for (let r = here.row + dir; r >= 0 && r <= ROWS + 1; r += dir) {
    const row = cells.filter((c) => c.row === r);
    if (!row.length) continue;
    return [...row].sort((a, b) => Math.abs(a.col - here.col) - Math.abs(b.col - here.col))[0]?.at ?? from;
  }
  return from;
}

/** Every astral slot id in a text (the engine's reasons may name one) in words, for the viewer. */
export function plainPlaces(text: string, names: readonly string[], viewer: number, watching: boolean): string {
  return text.replace(/astral:\d:\d/g, (at) => placeName(at, names, viewer, watching));
}

/** A square's name for players: "d3"; an astral slot: "Alice's Astral Plane, slot 1". */
export function placeName(at: Position, names: readonly string[], viewer: number, watching: boolean): string {
  if (xy(at)) return at;
  const [, seat, slot] = at.split(':');
  const who = Number(seat) === viewer && !watching ? 'your' : `${names[Number(seat)] ?? 'the other player'}'s`;
  return `${who} Astral Plane, slot ${Number(slot) + 1}`;
}
