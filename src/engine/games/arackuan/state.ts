/**
 * Arackuan public state: plain JSON (type aliases, integers, null rather than undefined),
 * identical on both seats. A card only its owner has seen is a handle (`"seat:d"`): in hand,
 * and on the table while it lies face down (its position is public, the card is not).
 */
import type { Handle, Json, PrivatePile, Seat } from '../../game.js';
import type { Position } from './board.js';

/** Two seats; nine rounds; a hand of 7; 2 cards drawn (from round 2) and 2 placed per round. */
export const SEATS = 2;
export const ROUNDS = 9;
export const HAND = 7;
export const DRAW = 2;
export const PLACE = 2;

/**
 * `decks`: 'prebuilt' — each player secretly picks one of the four pre-built decks (public lists,
 * private order); 'built' — each brings a deck built before the match, a hidden deck list
 * committed in its hello and checked at the end (docs/PROTOCOL.md, "Hidden deck lists").
 */
export type Options = { readonly decks: 'prebuilt' | 'built' };

/** A card on the table: on a square of the battlefield or in an Astral Plane slot. */
export type Piece = {
  /** Unique per match, in order of placement (stays with the card when it moves). */
  readonly key: number;
  /** The card's instance id; its handle while it lies face down. */
  readonly id: string;
  /** Whose deck it came from (it goes to that player's discard pile). */
  readonly owner: Seat;
  /** Whose faction token is on it (a conquered land, a possessed creature); spells: their owner. */
  readonly control: Seat;
  readonly at: Position;
  readonly down: boolean;
  /** The commitment slot of a face-down card ('p1', 'p2': its owner's first or second placement this round), else null. */
  readonly slot: string | null;
  /** The token's side: active cards can be activated. Spells have no token and count as always active. */
  readonly active: boolean;
  /** The round it was placed. */
  readonly round: number;
  /** It moved this turn (then it must attack or use its action, or it is deactivated). */
  readonly moved: boolean;
  /** Times its Action was used this round ("once per round"). */
  readonly used: number;
  /** Extra faction tokens on it (Protector); they give no activation. */
  readonly tokens: number;
  /** Cards kept under it (Dragon Slayer: the creatures it destroyed, scored at the end). */
  readonly kept: readonly string[];
};

/**
 * A temporary effect on the table (a spell's or an action's, "until the end of the round" or
 * "for this turn"): what it does, which card made it, and whom it binds. The effect itself is a
 * value of the card vocabulary (cards/types.ts); `pieces` are piece keys it applies to (empty: as
 * its own text says).
 */
export type Lasting = {
  readonly source: number;
  readonly seat: Seat;
  readonly until: 'round' | 'turn';
  readonly pieces: readonly number[];
  readonly effect: Json;
};

export type Player = {
  /** Chosen secretly; null until both players' choices are opened. */
  readonly faction: string | null;
  /** The deck, drawn privately; null until the deck is chosen (pre-built) — a hidden list (built) from the start. */
  readonly pile: PrivatePile | null;
  /** Handles: every card in hand is hidden from the other player. */
  readonly hand: readonly Handle[];
  /** Instance ids, most recent last. */
  readonly discard: readonly string[];
  /** Handles whose card has been shown (placed and revealed, or put in play from hand), and the card each was. */
  readonly revealed: Readonly<Record<Handle, string>>;
  /** The mulligan has been taken (or declined). */
  readonly mulligan: boolean;
  /** Cards placed this round. */
  readonly placed: number;
};

/** Where the match is. */
export type Stage =
  | 'deck' | 'deal' | 'first' | 'mulligan' | 'redraw'
  | 'draw' | 'place' | 'reveal' | 'activate' | 'end' | 'over';

/** Activation steps: 1–2 Initiative only (starter, then the other), 3–4 normal (starter, then the other). */
export type ActivationStep = 1 | 2 | 3 | 4;

/** What the game waits for. */
export type Ask =
  /** Both players commit to a faction (pre-built: its deck), secretly (slot 'deck'). */
  | { readonly kind: 'deck'; readonly seats: readonly Seat[] }
  /** Seats open what they committed under `slot` ('deck', 'mulligan', 'p1', 'p2'). */
  | { readonly kind: 'reveal'; readonly seats: readonly Seat[]; readonly slot: string }
  /** A private draw from the seat's deck. */
  | { readonly kind: 'draw'; readonly seat: Seat }
  /** The first seat chooses who starts round 1. */
  | { readonly kind: 'first'; readonly seat: Seat }
  /** Both players choose, secretly and at once, which cards of their opening hand to put back (slot 'mulligan'). */
  | { readonly kind: 'mulligan'; readonly seats: readonly Seat[] }
  /** The seat places a card face down (a public move: which hand card, which position). */
  | { readonly kind: 'place'; readonly seat: Seat }
  /** The seat commits to the card it just placed face down. */
  | { readonly kind: 'facedown'; readonly seat: Seat; readonly slot: string }
  /** The seat activates cards (attack, move, action) or ends its step. */
  | { readonly kind: 'activate'; readonly seat: Seat; readonly step: ActivationStep }
  /** The seat puts `count` cards from its hand back into its deck (Ancestral Library). */
  | { readonly kind: 'return'; readonly seat: Seat; readonly count: number };

/** Work that needs no choice, run before the next question. */
export type Task =
  | { readonly kind: 'draw'; readonly seat: Seat }
  | { readonly kind: 'stage'; readonly stage: Stage }
  /** Asks this question (after the draws of an action, and to resume the activation step). */
  | { readonly kind: 'ask'; readonly ask: Ask };

export type Score = { readonly points: number; readonly cards: number; readonly fallen: number };

export type ArkState = {
  readonly decks: Options['decks'];
  /** 0 while preparing; then 1 … 9. */
  readonly round: number;
  /** Who starts the current round (null until chosen). */
  readonly starter: Seat | null;
  readonly stage: Stage;
  readonly players: readonly Player[];
  /** Every card on the table, in order of placement. */
  readonly board: readonly Piece[];
  /** The next piece key. */
  readonly keys: number;
  readonly lasting: readonly Lasting[];
  readonly tasks: readonly Task[];
  readonly ask: Ask | null;
  readonly result: { readonly winners: readonly Seat[]; readonly summary: string; readonly scores: readonly Score[] } | null;
};

export const isHandle = (x: string): boolean => /^\d+:\d+$/.test(x);

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export const playerOf = (s: ArkState, seat: Seat): Player => s.players[seat] as Player;

export function withPlayer(s: ArkState, seat: Seat, f: (p: Player) => Player): ArkState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? f(p) : p)) };
}

export const set = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, j) => (j === i ? v : x));

/** The card at a position, if any. */
export const pieceAt = (s: ArkState, at: Position): Piece | undefined => s.board.find((p) => p.at === at);

export const pieceByKey = (s: ArkState, key: number): Piece | undefined => s.board.find((p) => p.key === key);

/** Replaces the piece with that key (no-op if absent). */
export function withPiece(s: ArkState, key: number, f: (p: Piece) => Piece): ArkState {
  return { ...s, board: s.board.map((p) => (p.key === key ? f(p) : p)) };
}

/** Takes the piece off the table (no-op if absent). */
export const withoutPiece = (s: ArkState, key: number): ArkState => ({ ...s, board: s.board.filter((p) => p.key !== key) });
