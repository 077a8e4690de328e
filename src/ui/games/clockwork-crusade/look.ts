/**
 * How Clockwork Crusade looks: each player's colour (their units and gates), a readable colour
 * for every territory (neighbouring territories never share one), beige neutral ground, blue
 * water, and a unit's glyph and short name. Owner is never told by colour alone: units, portals and
 * gates carry the owner's mark (ownerMarks), as each player's strip does, and gates and units differ in shape.
 */
import type { BoardHex, HexId, UnitType } from '../../../engine/games/clockwork-crusade/types.js';
import { neighbour, parseHex, hexId } from './geometry.js';

/** Six strong, distinct player colours (red, blue, amber, green, purple, charcoal). */
export const SEAT_COLOURS: readonly string[] = ['#c9302c', '#1f5fbf', '#d99a00', '#1e8a4c', '#7b3fb0', '#37393d'];
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;

export const NEUTRAL = '#eadfc0';
export const WATER = '#7fb3de';

/** Soft territory colours, none close to the neutral beige or to the water's blue. */
export const TERRITORY_COLOURS: readonly string[] = ['#9cc27f', '#d49b7a', '#b9a3d6', '#79b8ac', '#d6b85c', '#cf8f9b', '#a6ad6a', '#b89a7a'];

/**
 * A colour for each territory, in a fixed order: the least used palette colour that no touching
 * territory and no other territory of the same tile has yet.
 */
export function territoryColours(board: Readonly<Record<HexId, BoardHex>>): ReadonlyMap<string, string> {
  const conflicts = new Map<string, Set<string>>();
  const tileOf = (t: string): string => t.slice(0, t.lastIndexOf('/'));
  for (const [h, b] of Object.entries(board)) {
    if (!b.territory) continue;
    const set = conflicts.get(b.territory) ?? new Set<string>();
    conflicts.set(b.territory, set);
    const a = parseHex(h);
    if (!a) continue;
    for (let i = 0; i < 6; i++) {
      const n = neighbour(a, i);
      const t = board[hexId(n.q, n.r)]?.territory;
      if (t && t !== b.territory) set.add(t);
    }
  }
  // Territories of one tile never share a colour either, touching or not.
  const all = [...conflicts.keys()].sort();
  for (const t of all) for (const u of all) if (t !== u && tileOf(t) === tileOf(u)) conflicts.get(t)?.add(u);
  const out = new Map<string, string>();
  const uses = new Map<string, number>();
  for (const t of all) {
    const taken = new Set([...(conflicts.get(t) ?? [])].map((n) => out.get(n)).filter(Boolean));
    const free = TERRITORY_COLOURS.filter((c) => !taken.has(c));
    // The least used colour still free, so the map shows the whole palette.
    const pick = [...(free.length ? free : TERRITORY_COLOURS)].sort((x, y) => (uses.get(x) ?? 0) - (uses.get(y) ?? 0))[0] as string;
    uses.set(pick, (uses.get(pick) ?? 0) + 1);
    out.set(t, pick);
  }
  return out;
}

/** The fill of a board hex. */
export function hexFill(b: BoardHex, colours: ReadonlyMap<string, string>): string {
  if (b.terrain === 'water') return WATER;
  if (b.terrain === 'neutral' || !b.territory) return NEUTRAL;
  return colours.get(b.territory) ?? NEUTRAL;
}

export const TYPE_WORDS: Readonly<Record<UnitType, string>> = { soldier: 'Soldier', vehicle: 'Vehicle', building: 'Building' };

/** A card's short name on a unit token: initials of a long name ("Crab Tank" → "CT"), a short name as it is. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1) { const w = words[0] ?? ''; return w.length <= 4 ? w : w.slice(0, 3); }
  return words.slice(0, 3).map((w) => [...w][0] ?? '').join('').toUpperCase();
}

/** First letters of the first two words of a player's name, or the player's number. */
export function initials(name: string, seat: number): string {
  const s = name.trim().split(/\s+/).filter(Boolean).slice(0, 2).map((w) => [...w][0] ?? '').join('').toUpperCase();
  return s || String(seat + 1);
}

/** Each player's mark on their strip and on their units and gates, so colour never tells the owner alone: initials, with the player's number where two would be alike. */
export function ownerMarks(names: readonly string[]): string[] {
  const marks = names.map((n, seat) => initials(n, seat));
  return marks.map((m, seat) => (marks.indexOf(m) !== marks.lastIndexOf(m) ? `${m[0] ?? ''}${seat + 1}` : m));
}
