/**
 * Clockwork Crusade state queries: who stands where, who controls what, a unit's card and its
 * stats with level bonuses from the owner's SHOWN cards. Pure reads of the public state.
 */
import type { Seat } from '../../game.js';
import { hasAbility, INFANTRY, unitCard, WALL } from './cards.js';
import { distanceIds, neighbourIds } from './hex.js';
import type { AbilityKind, CcState, Gate, HexId, PlayerState, Stat, Unit, UnitCard, UnitType } from './types.js';

export const player = (s: CcState, seat: Seat): PlayerState => s.players[seat] as PlayerState;
export const setAt = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, j) => (j === i ? v : x));
export const patchPlayer = (s: CcState, seat: Seat, p: Partial<PlayerState>): CcState => ({ ...s, players: setAt(s.players, seat, { ...player(s, seat), ...p }) });
export const patchUnit = (s: CcState, id: string, u: Partial<Unit>): CcState => ({ ...s, units: s.units.map((x) => (x.id === id ? { ...x, ...u } : x)) });

/** A seat in rules text as the platform writes it ('seat N', from zero): the app puts the player's name in its place (ui/names.ts), the verifier keeps it. */
export const seatName = (seat: Seat): string => `seat ${seat}`;

export const unitById = (s: CcState, id: string): Unit | undefined => s.units.find((u) => u.id === id);
export const gateById = (s: CcState, id: string): Gate | undefined => s.gates.find((g) => g.id === id);
export const unitAt = (s: CcState, hex: HexId): Unit | undefined => s.units.find((u) => u.hex === hex);
export const gateAt = (s: CcState, hex: HexId): Gate | undefined => s.gates.find((g) => g.hex === hex);

/** Who commands a unit now (its owner, or the seat that corrupted it this turn). */
export const controller = (u: Unit): Seat => u.corruptedBy ?? u.owner;

/** A face-up unit's card (Infantry and Wall included); undefined while face down. */
export function cardOf(u: Unit): UnitCard | undefined {
  if (u.faceDown || u.card === null) return undefined;
  if (u.card === INFANTRY.id) return INFANTRY;
  if (u.card === WALL.id) return WALL;
  return unitCard(u.card);
}

export const unitName = (u: Unit): string => (u.faceDown ? 'a face-down portal' : cardOf(u)?.name ?? 'a unit');

export const has = (u: Unit, a: AbilityKind): boolean => {
  const c = cardOf(u);
  return c !== undefined && hasAbility(c, a);
};

/** A hex a unit may stand on: on the board, not water, no gate, no unit (face-down portals too). */
export function isFree(s: CcState, hex: HexId): boolean {
  const b = s.board[hex];
  return b !== undefined && b.terrain !== 'water' && !gateAt(s, hex) && !unitAt(s, hex);
}

/** Shown copies of a card held by a seat (levels count only shown copies). */
export const shownCopies = (s: CcState, seat: Seat, card: string): number => Object.values(player(s, seat).shown).filter((c) => c === card).length;

/** The level (1, 2 or 3) of a seat's units of a card. */
export const level = (s: CcState, seat: Seat, card: string): number => Math.min(3, Math.max(1, shownCopies(s, seat, card)));

/** A stat of a face-up unit with its owner's level bonus (against `vs` when the bonus is conditional). */
export function stat(s: CcState, u: Unit, name: Stat, vs?: UnitType): number {
  const c = cardOf(u);
  if (!c) return 0;
  const base = name === 'range' ? c.range.max : c[name];
  const lv = level(s, u.owner, c.id);
  const bonuses = lv === 3 ? c.level3 : lv === 2 ? c.level2 : [];
  return base + bonuses.filter((b) => b.stat === name && (b.vs === undefined || b.vs === vs)).reduce((n, b) => n + b.amount, 0);
}

export const rangeOf = (s: CcState, u: Unit, vs?: UnitType): { min: number; max: number } => {
  const c = cardOf(u);
  return c ? { min: c.range.min, max: stat(s, u, 'range', vs) } : { min: 1, max: 0 };
};

export const movementOf = (s: CcState, u: Unit): number => stat(s, u, 'movement') + (u.extraMove ?? 0);

export const typeOf = (u: Unit): UnitType | undefined => cardOf(u)?.type;

/** Territories controlled (holding a gate) by a seat. */
export const controlled = (s: CcState, seat: Seat): string[] => [...new Set(s.gates.filter((g) => g.owner === seat).map((g) => g.territory))];

export const liveSeats = (s: CcState): Seat[] => s.players.flatMap((p, i) => (p.eliminated ? [] : [i]));

/** Whether a gate is protected: its owner has a face-up unit in its territory or next to it. */
export function gateProtected(s: CcState, g: Gate): boolean {
  const near = new Set(neighbourIds(g.hex));
  return s.units.some((u) => !u.faceDown && controller(u) === g.owner && (s.board[u.hex]?.territory === g.territory || near.has(u.hex)));
}

export const dist = distanceIds;

/** Cards of a seat's hand it has shown, by handle. */
export const isShown = (s: CcState, seat: Seat, handle: string): boolean => player(s, seat).shown[handle] !== undefined;
