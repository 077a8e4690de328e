/**
 * The contract every game implements. A game is a pure, deterministic state machine over
 * PUBLIC state: what every seat knows, with stand-ins ("handles") for cards only their owner
 * has seen. The lockstep machine (lockstep.ts) asks it what each step needs, feeds it the
 * step's inputs in seat order, and hashes its state after every step.
 */
import type { Json } from '../crypto/canonical.js';
import type { Result } from '../result.js';

export type { Json } from '../crypto/canonical.js';
export type Seat = number;

/**
 * A card a seat drew privately: `${seat}:${d}` for that seat's d-th private draw (d from 0).
 * Public state holds handles; the owner's knowledge maps each to the card it really is.
 */
export type Handle = string;

export const handleOf = (seat: Seat, d: number): Handle => `${seat}:${d}`;

/**
 * A face-down pile its owner draws from privately. Cards are distinct ids, kept sorted. A pile
 * built from a hidden deck list has no public cards, only its size (`hidden`): the list is
 * committed in the owner's hello, drawn from privately and opened at the end of the match.
 */
export type PrivatePile = {
  readonly owner: Seat;
  readonly cards: readonly string[];
  /** A hidden deck list of this many cards (then `cards` is empty). */
  readonly hidden?: number;
  /** Handles already drawn from this pile, in draw order. */
  readonly drawn: readonly Handle[];
};

/** How many cards a pile holds before any draw (public even for a hidden list). */
export const pileSize = (p: PrivatePile): number => p.hidden ?? p.cards.length;

/**
 * A face-down pile shared by every seat (a common draw stack), dealt with no trusted party
 * (docs/PROTOCOL.md, "Shared decks"). The game declares its card list (every copy; at most
 * MAX_SHARED cards) and keeps `left`, how many cards are in it now; the protocol keeps the
 * encrypted cards themselves, so a game sees positions and handles, never points or keys. A game
 * with shared piles says so in `sharedDecks(options)`.
 */
export type SharedPile = {
  /** Names the pile in the match (a short id, distinct per pile). */
  readonly id: string;
  /** Every card the pile can ever hold, copies included (ids). */
  readonly cards: readonly string[];
  /** Cards face down in it now (0 before the first shuffle). */
  readonly left: number;
};

/** The most cards a shared pile may hold (one seat's shuffle must fit in one message). */
export const MAX_SHARED = 100;

/** What the current step needs. Exactly one request per step. */
export type Request =
  /** A public move by one seat. */
  | { readonly kind: 'move'; readonly seat: Seat; readonly prompt: string }
  /** A question only the seat's hidden knowledge can answer ("discard a card"); the answer is public and audited. */
  | { readonly kind: 'answer'; readonly seat: Seat; readonly prompt: string }
  /** Each listed seat commits to a hidden value (a face-down card, a secret choice) under `slot`. */
  | { readonly kind: 'commit'; readonly seats: readonly Seat[]; readonly slot: string; readonly prompt: string }
  /** Each listed seat opens what it committed under `slot`. */
  | { readonly kind: 'reveal'; readonly seats: readonly Seat[]; readonly slot: string }
  /** Public randomness: every listed seat reveals its next beacon value. */
  | { readonly kind: 'random'; readonly seats: readonly Seat[]; readonly purpose: string }
  /** A private draw by `seat` from `pile`: every other seat reveals its next beacon value. */
  | { readonly kind: 'draw'; readonly seat: Seat; readonly pile: PrivatePile }
  /**
   * Shuffle a shared pile: `add` (card ids of its list: the whole list at first, the discards on a
   * reshuffle) is put face down on the pile's cards, then every seat shuffles it in turn.
   */
  | { readonly kind: 'shuffle'; readonly pile: SharedPile; readonly add: readonly string[] }
  /** Deal the top card of a shared pile privately to `seat` (a new handle only it can read). */
  | { readonly kind: 'deal'; readonly pile: SharedPile; readonly seat: Seat }
  /** Turn the top card of a shared pile face up (every seat learns it). */
  | { readonly kind: 'flip'; readonly pile: SharedPile };

/** A record of one use of public randomness, for the verifier's account of every shuffle and roll. */
export interface RandomUse {
  readonly label: string;
  readonly kind: 'int' | 'shuffle';
  /** Range size for 'int', item count for 'shuffle'. */
  readonly n: number;
  readonly result: Json;
}

/** Deterministic randomness handed to a game for one 'random' step (or setup). */
export interface Rng {
  /** Uniform integer in [0, n). */
  int(label: string, n: number): number;
  shuffle<T extends Json>(label: string, items: readonly T[]): T[];
}

/**
 * A step's inputs, already checked by the lockstep machine (signatures, openings, beacons) and
 * parsed by the game's `parseMove` into its own move type `M` (moves, answers, revealed values).
 */
export type Input<M = Json> =
  | { readonly kind: 'move'; readonly seat: Seat; readonly move: M }
  | { readonly kind: 'answer'; readonly seat: Seat; readonly answer: M }
  | { readonly kind: 'commit'; readonly seats: readonly Seat[] }
  | { readonly kind: 'reveal'; readonly values: readonly { readonly seat: Seat; readonly value: M }[] }
  | { readonly kind: 'random'; readonly rng: Rng }
  | { readonly kind: 'draw'; readonly seat: Seat; readonly handle: Handle }


/**
 * What a shared-pile step gives the game (`GameDef.applyShared`); kept apart from `Input` so that
 * games without shared piles need not know these kinds.
 */
export type SharedInput =
  /** A shared pile was shuffled (now holding `left + add.length` cards). */
  | { readonly kind: 'shuffle'; readonly pile: string }
  /**
   * The top card of a shared pile went to `seat` as `handle`. A card from it shown later is a
   * `Shown` like any other: the end-of-match audit checks it against the pile's real order.
   */
  | { readonly kind: 'deal'; readonly pile: string; readonly seat: Seat; readonly handle: Handle }
  /** The top card of a shared pile, turned face up. */
  | { readonly kind: 'flip'; readonly pile: string; readonly card: string };

/** A claim, made in a public input, that a handle is a given card; checked by the end-of-match audit. */
export type Shown = {
  readonly handle: Handle;
  readonly card: string;
};

export interface Applied<S> {
  readonly state: S;
  readonly shown?: readonly Shown[];
}

/** Why an input is illegal; batched inputs (reveals) name the seat at fault. */
export type RuleError = string | { readonly seat: Seat; readonly reason: string };

/** `winners` empty with a reason is a real outcome ("all players lose"). */
export interface GameResult {
  readonly winners: readonly Seat[];
  readonly summary: string;
}

/** A seat's private knowledge: the cards behind the handles it holds. */
export interface Knowledge {
  readonly seat: Seat;
  readonly cards: Readonly<Record<Handle, string>>;
}

/**
 * A game: pure rules over public state `S`, options `O` and moves `M` (everything a seat can
 * choose: a public move, an answer, a value it commits to face down).
 */
export interface GameDef<S extends Json, O extends Json = Json, M extends Json = Json> {
  readonly id: string;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Options from the wire or the lobby, validated; unknown fields are refused. */
  parseOptions(raw: Json): Result<O>;
  /**
   * Initial public state from options, the seat count and the setup randomness; `decks` is,
   * per seat, the size of the hidden deck list it committed to in its hello (null: none).
   */
  setup(options: O, seats: number, rng: Rng, decks?: readonly (number | null)[]): Result<S>;
  /**
   * Whether a seat must bring a hidden deck list (built before the match) under these options;
   * the list is then checked at the end by `auditDeck`.
   */
  wantsDeck?(options: O): boolean;
  /** Whether the game deals from shared piles under these options (every hello then carries a deck key). */
  sharedDecks?(options: O): boolean;
  /** A shared-pile step (a game that asks for shuffle, deal or flip must have it). */
  applyShared?(state: S, input: SharedInput): Result<Applied<S>, RuleError>;
  /** The construction rules of a deck list, checked when it is opened at the end: why it is illegal, or null. */
  auditDeck?(options: O, cards: readonly string[]): string | null;
  /**
   * A hidden deck list's construction rules, as far as the cards shown from it so far can break
   * them (docs/PROTOCOL.md, "Impossible reveals"): why no legal list can hold all of `cards`
   * (distinct ids, sorted), or null. Asked at every new card shown from the list, it must say
   * null for every part of every legal list; the match stops at the reveal that breaks it.
   */
  deckCanHold?(options: O, cards: readonly string[]): string | null;
  /** What the next step needs, or null when the game is over. */
  request(state: S): Request | null;
  /**
   * The boundary for choices: a move, answer or face-down value from the wire (or a file) as a
   * typed move, or null when it is not a move of this game at all. Never throws.
   */
  parseMove(raw: Json): M | null;
  /** The step's inputs, in seat order; an illegal input is an error naming why. */
  apply(state: S, input: Input<M>): Result<Applied<S>, RuleError>;
  result(state: S): GameResult | null;
  /** The game's round, for words such as "resigned in round 7" (absent: the game counts none). */
  round?(state: S): number | null;
  /**
   * Every legal choice for `seat` at a move, answer or commit request, given its knowledge.
   * Used by bots and the UI (which never decides legality itself). A board game whose choices
   * are too many to list returns a sample or nothing here, and answers through `sources`,
   * `targets` and `check` instead.
   */
  legal(state: S, seat: Seat, knowledge: Knowledge): readonly M[];
  /**
   * Why `move` is not legal for `seat` now (in a player's words), or null when it is. Without
   * it, a move is legal when `legal` lists it.
   */
  check?(state: S, seat: Seat, knowledge: Knowledge, move: M): string | null;
  /**
   * Structured choices for boards, as chessops gives per square: the pieces (or cards, or
   * squares) `seat` can act with now, and for one of them, what it can act on (destinations,
   * targets). A group action is built by the UI from these and confirmed with `check`.
   */
  sources?(state: S, seat: Seat, knowledge: Knowledge): readonly string[];
  targets?(state: S, seat: Seat, knowledge: Knowledge, source: string): readonly string[];
  /** One line describing an input for the match log (empty: the step needs no line). */
  describe?(state: S, input: Input<M>): string;
  /**
   * A forecast, at a commit or reveal request: how many public-randomness and draw steps right
   * after the values are revealed will ask `seat` for a beacon value. The protocol lets a seat
   * send that many ahead with its input (saving messages); a wrong forecast costs only an
   * unused value or a message, never a rule. Without it, values are sent ahead only as far as
   * a seat can see for itself.
   */
  beaconsAfter?(state: S, seat: Seat): number;
  /**
   * Where the game is, in players' words, for the table and the status line: the phase's name
   * ("Assembly Phase") and a detail ("play 2 of 5"); null when the game has no phases to show.
   */
  phase?(state: S): Phase | null;
}

/** A game's phase in players' words (see `GameDef.phase`). */
export interface Phase {
  readonly name: string;
  readonly detail?: string;
}

/** Type-erased game definition, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDef<any, any>;
