/**
 * Clockwork Crusade setup: the options, the initial state, the d6 rolls for the placement order
 * and the first player (ties re-rolled among the tied inside the same step), territory grid
 * placement and gate placement (also used by the Control step).
 */
import { type Result, err, ok } from '../../../result.js';
import type { Json, Rng, Seat } from '../../game.js';
import { freePositions, tileHexes, tileOf, whyNotTile } from './board.js';
import { STACK } from './cards.js';
import { distanceIds, neighbourIds } from './hex.js';
import { controller, gateAt, seatName, typeOf, unitAt } from './state.js';
import { TILES } from './tiles.js';
import type { CcOptions, CcState, Gate, HexId } from './types.js';

export const START_RESOURCES = 5;
/**
 * The lobby's default round limit (ours: the rulebook sets none). On the smaller board most matches
 * end by the victory condition well before it (two players: about 17 rounds on average); it was 12
 * until issue 30, which left nearly every match to the limit. Short matches (6 and 5 rounds) and a
 * long one stay on offer (catalog.ts).
 */
export const DEFAULT_ROUNDS = 40;
export const LONG_ROUNDS = 60;
export const STACK_ID = 'stack';

export function parseOptions(raw: Json): Result<CcOptions> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err('options must be an object');
  const extra = Object.keys(raw).filter((k) => k !== 'rounds');
  if (extra.length) return err(`unknown option "${extra[0]}"`);
  const rounds = (raw as { rounds?: Json }).rounds ?? DEFAULT_ROUNDS;
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 99) return err('rounds must be an integer from 1 to 99');
  return ok({ rounds });
}

export function setup(options: CcOptions, seats: number): Result<CcState> {
  if (!Number.isInteger(seats) || seats < 2 || seats > 6) return err('Clockwork Crusade is played by 2 to 6 players');
  const all = Array.from({ length: seats }, (_, i) => i);
  return ok({
    seats, options, phase: 'order', round: 1, order: all, current: 0,
    tilesLeft: TILES.map((t) => t.id), placed: [], board: {}, gates: [], units: [],
    players: all.map(() => ({ resources: START_RESOURCES, hand: [], shown: {}, eliminated: false, started: false })),
    stack: { id: STACK_ID, cards: STACK, left: 0 }, discards: [],
    drewThisTurn: false, researched: false, destroyedGate: false, lastRoll: [], nextId: 1,
    winners: null, summary: null, cursor: 0, pending: null,
  });
}

/** A d6 per seat, ties re-rolled among the tied; the highest seat. Every die labelled. */
export function rollHighest(rng: Rng, seats: number, what: string): { seat: Seat; rolls: { seat: Seat; die: number }[] } {
  let tied: Seat[] = Array.from({ length: seats }, (_, i) => i);
  const rolls: { seat: Seat; die: number }[] = [];
  for (let round = 1; round <= 50 && tied.length > 1; round++) {
    const dice = tied.map((seat) => rng.int(`${what}${round > 1 ? ` (re-roll ${round - 1})` : ''}: ${seatName(seat)} die`, 6) + 1);
    tied.forEach((seat, i) => rolls.push({ seat, die: dice[i] as number }));
    const top = Math.max(...dice);
    tied = tied.filter((_, i) => dice[i] === top);
  }
  return { seat: tied[0] as Seat, rolls };
}

/** Clockwise from `first`. */
export const clockwiseFrom = (first: Seat, seats: number): Seat[] => Array.from({ length: seats }, (_, i) => (first + i) % seats);

/** Whose setup placement it is (tiles: round robin over the order; gates: once each). */
export const setupSeat = (s: CcState): Seat => s.order[s.cursor % s.seats] as Seat;

/**
 * Territory grids on the table (ours; the rulebook has no list of grids): one per player, and one
 * fewer from four players up (four players share three grids). Until issue 30 it was two per player;
 * a board that big rarely let a match end by the victory condition (docs/clockwork-crusade.md,
 * "Balance: ending by the victory condition").
 */
export const gridsFor = (seats: number): number => (seats >= 4 ? seats - 1 : seats);
export const tilesToPlace = (s: CcState): number => gridsFor(s.seats);

export function whyNotPlaceTile(s: CcState, tile: string, at: { q: number; r: number }, rotation: number): string | null {
  if (!s.tilesLeft.includes(tile)) return 'that grid is not in the pool';
  const def = tileOf(tile);
  if (!def) return 'there is no such grid';
  return whyNotTile(s.placed, s.board, def, at, rotation);
}

export function placeTile(s: CcState, tile: string, at: { q: number; r: number }, rotation: number): CcState {
  const def = tileOf(tile);
  if (!def) return s;
  const board = { ...s.board, ...Object.fromEntries(tileHexes(def, at, rotation)) };
  const placed = [...s.placed, { tile, at, rotation }];
  const done = placed.length >= tilesToPlace(s);
  return { ...s, board, placed, tilesLeft: s.tilesLeft.filter((t) => t !== tile), cursor: done ? 0 : s.cursor + 1, phase: done ? 'gates' : 'tiles' };
}

/** Why a gate may not stand on `hex` with its arrow to `arrow` (any seat, setup or Control), or null. */
export function whyNotGateSpot(s: CcState, hex: HexId, arrow: HexId): string | null {
  const b = s.board[hex];
  if (!b) return 'that hex is not on the board';
  if (b.territory === undefined) return 'a gate goes on a territory (not neutral space or water)';
  if (s.gates.some((g) => g.territory === b.territory)) return 'that territory already has a gate';
  if (unitAt(s, hex)) return 'a unit stands on that hex';
  if (distanceIds(hex, arrow) !== 1) return 'the arrow must point to a neighbouring hex';
  if (s.board[arrow]?.territory !== b.territory) return 'the arrow must point into the same territory';
  if (gateAt(s, arrow)) return 'the arrow points at a gate';
  return null;
}

/** Control step: why this seat may not place a gate there now. */
export function whyNotControlGate(s: CcState, seat: Seat, hex: HexId, arrow: HexId): string | null {
  const spot = whyNotGateSpot(s, hex, arrow);
  if (spot) return spot;
  const t = s.board[hex]?.territory;
  const inside = s.units.filter((u) => s.board[u.hex]?.territory === t);
  if (!inside.some((u) => !u.faceDown && controller(u) === seat && typeOf(u) === 'soldier')) return 'you need a Soldier in that territory';
  if (inside.some((u) => u.owner !== seat)) return 'an enemy unit is in that territory';
  if ((s.players[seat]?.resources ?? 0) < 1) return 'a gate costs 1 resource';
  return null;
}

export function addGate(s: CcState, seat: Seat, hex: HexId, arrow: HexId): CcState {
  const gate: Gate = { id: `g${s.nextId}`, owner: seat, hex, arrow, territory: s.board[hex]?.territory as string };
  return { ...s, gates: [...s.gates, gate], nextId: s.nextId + 1 };
}

/** Every free lattice position and rotation for the remaining grids (the setup's choices). */
export function tileChoices(s: CcState): { tile: string; at: { q: number; r: number }; rotation: number }[] {
  const out: { tile: string; at: { q: number; r: number }; rotation: number }[] = [];
  for (const at of freePositions(s.placed)) {
    for (const tile of s.tilesLeft) for (let rotation = 0; rotation < 6; rotation++) if (whyNotPlaceTile(s, tile, at, rotation) === null) out.push({ tile, at, rotation });
  }
  return out;
}

/** Every gate spot (hex + arrow) on territories without a gate, optionally only those `ok` accepts. */
export function gateChoices(s: CcState, ok: (hex: HexId, arrow: HexId) => boolean = () => true): { hex: HexId; arrow: HexId }[] {
  const out: { hex: HexId; arrow: HexId }[] = [];
  const hexes = Object.keys(s.board).sort();
  for (const hex of hexes) {
    const t = s.board[hex]?.territory;
    if (t === undefined || s.gates.some((g) => g.territory === t)) continue;
    for (const arrow of neighbourIds(hex)) if (s.board[arrow]?.territory === t && whyNotGateSpot(s, hex, arrow) === null && ok(hex, arrow)) out.push({ hex, arrow });
  }
  return out;
}
