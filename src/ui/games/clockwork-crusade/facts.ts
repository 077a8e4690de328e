/**
 * Plain facts the table reads off the public state to draw it (no rule is decided here): who
 * controls which territory (a territory with a player's gate on it), each player's shown copies
 * of a card and so a unit's level badge, whose units stand where.
 */
import { setupSeat } from '../../../engine/games/clockwork-crusade/setup.js';
import type { CcState, HexId, Unit } from '../../../engine/games/clockwork-crusade/types.js';

/** Territory → the seat whose gate stands on it. */
export function controllers(s: CcState): ReadonlyMap<string, number> {
  return new Map(s.gates.map((g) => [g.territory, g.owner]));
}

/** How many copies of `card` the seat has shown (face up in its hand). */
export const shownCopies = (s: CcState, seat: number, card: string): number =>
  Object.values(s.players[seat]?.shown ?? {}).filter((c) => c === card).length;

/** The level badge of a face-up unit: 3 with three shown copies or more, 2 with two, else 0 (none). */
export function levelOf(s: CcState, u: Unit): number {
  if (u.faceDown || !u.card) return 0;
  const n = shownCopies(s, u.owner, u.card);
  return n >= 3 ? 3 : n === 2 ? 2 : 0;
}

/** The seat a unit acts for now: its corrupter until the end of that turn, else its owner. */
export const controllerOf = (u: Unit): number => u.corruptedBy ?? u.owner;

export const unitAt = (s: CcState): ReadonlyMap<HexId, Unit> => new Map(s.units.map((u) => [u.hex, u]));

/** Territories a seat controls (its gates' territories, each once). */
export const territoriesOf = (s: CcState, seat: number): number => new Set(s.gates.filter((g) => g.owner === seat).map((g) => g.territory)).size;

/** Whose turn it is: the seat placing a grid or a gate during setup, the current player after; nobody while the dice decide or the match is over. */
export function actingSeat(s: CcState): number | null {
  if (s.winners || s.phase === 'over' || s.phase === 'order' || s.phase === 'first' || s.phase === 'shuffle') return null;
  if (s.phase === 'tiles' || s.phase === 'gates') return setupSeat(s);
  return s.current;
}

/** A seat's gates numbered 1, 2, … in the order they were placed (the map and the tray both say "gate 2"). */
export const gateNumber = (s: CcState, id: string): number => {
  const g = s.gates.find((x) => x.id === id);
  return g ? s.gates.filter((x) => x.owner === g.owner).findIndex((x) => x.id === id) + 1 : 0;
};
