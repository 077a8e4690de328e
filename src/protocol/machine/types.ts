/**
 * The lockstep machine's types (lockstep.ts): the match's fixed config, its public state, what a
 * step takes and gives, how a match ends, a refusal. Types only, so every part of the protocol
 * (the need, the beacon inputs, the shared deck, the endings) can name them without importing the
 * machine's logic.
 */
import type { Bytes } from '../../crypto/bytes.js';
import type { Json } from '../../crypto/canonical.js';
import type { Body, Conflict, DeckOpening } from '../wire/transcript.js';
import type { AnyGame, GameResult, Handle, PrivatePile, RandomUse, Seat, Shown } from '../../engine/game.js';
import type { SharedEvent, SharedState } from '../shared-deck/shared-pile.js';

/** Fixed for the whole match. */
export interface MatchConfig {
  readonly def: AnyGame;
  readonly options: Json;
  readonly matchId: Bytes;
  readonly seats: number;
  readonly seedCommits: readonly string[];
  /** The protocol version every hello carries. */
  readonly version: number;
  /** Protocol 2: each seat's beacon chain length, so an extension is accepted only with the last value. */
  readonly chainLengths: readonly number[] | null;
  /** Per seat, the hidden deck list it committed to in its hello (null: none). */
  readonly decks: readonly ({ readonly c: string; readonly size: number } | null)[];
  /** A game with shared piles: every seat's deck key (proven in its hello) and their sum, the joint key. */
  readonly deckKeys?: readonly string[];
  readonly jointKey?: string;
  /** No match-log lines (the verifier, which shows none, skips the game's `describe`). */
  readonly quiet?: boolean;
}

/**
 * How a match ended. A claim records the seats that claimed and the seats they claimed against
 * (who owed an input at `step` and gave none); `decided` is the result the rules had already
 * reached when the claim came during the secrets step: it stands for the seats that opened their
 * secrets, and the seats claimed against forfeit (endings.ts, `winnersOf`). `void`: a claim the
 * accused's answer voided after its claimers had revealed their secrets (or, before protocol 4,
 * with the claim): the match is unfinished, nobody won and nobody is at fault.
 */
export type MatchEnd =
  | { readonly kind: 'result'; readonly result: GameResult }
  | {
    readonly kind: 'claim'; readonly by: readonly Seat[]; readonly against: readonly Seat[];
    readonly step: number; readonly reason: string; readonly decided: GameResult | null;
    /** The claim came at the secrets step after a resignation (`decided` is its result): this seat resigned. */
    readonly resigned?: Seat;
  }
  /**
   * Shared decks: a card decrypted to no card (docs/PROTOCOL.md, "Shared decks"): the match stops
   * and every seat reveals its seed, so the audit names the shuffler that deviated. `by`: the seat
   * that called the audit on a card dealt to it (null: a flipped card, which every seat saw).
   */
  | { readonly kind: 'audit'; readonly by: Seat | null; readonly step: number; readonly reason: string }
  | { readonly kind: 'void'; readonly by: readonly Seat[]; readonly against: readonly Seat[]; readonly step: number }
  /**
   * A resignation at `step` (resign.ts): `result` says who wins (with two seats, the other seat;
   * with more, the resigner forfeits and, the game being unfinished, nobody else wins); `round`
   * is the game's round then, when the game counts rounds. Every seat still opens its secrets.
   */
  | { readonly kind: 'resign'; readonly by: Seat; readonly step: number; readonly round: number | null; readonly result: GameResult };

/** Public state of a match: identical on every peer, hashed after every step. */
export interface MachineState {
  readonly step: number;
  readonly phase: 'setup' | 'play' | 'secrets' | 'over';
  readonly game: Json;
  /** Per seat: the beacon value the next one must hash to. */
  readonly beacons: readonly string[];
  /** Public-randomness draws so far (setup is number 0). */
  readonly rand: number;
  /** Private draws so far, per seat. */
  readonly draws: readonly number[];
  /** Open commitments, keyed `${slot}#${seat}`; protocol 3: or a choice made in the open, waiting for its reveal step. */
  readonly commits: Readonly<Record<string, Commitment>>;
  readonly seeds: readonly (string | null)[];
  readonly end: MatchEnd | null;
  /** Protocol 2 only (absent in protocol 1, whose state hashes must not change): beacon values left in each seat's chain. */
  readonly left?: readonly number[];
  /** Only when some seat has a hidden deck list: each list once opened at the end (null until then, or none). */
  readonly decks?: readonly (readonly string[] | null)[];
  /**
   * Protocol 3: per seat, beacon values it sent ahead (checked against its chain when they
   * came), used by the next beacon steps that ask it; burned by any step that asks a choice.
   */
  readonly ahead?: readonly (readonly string[])[];
  /** Only in a game with shared piles: each pile's ciphertexts, by pile id (shared-deck.ts). */
  readonly shared?: Readonly<Record<string, SharedState>>;
}

/** A commitment (`c`), or (protocol 3) a choice made in the open (`open`). */
export type Commitment =
  | { readonly c: string; readonly step: number }
  | { readonly open: Json; readonly step: number };

/** A refusal that names the seat, the step and the reason. */
export interface Rejection {
  readonly seat: Seat;
  readonly step: number;
  readonly reason: string;
  /** When the seat signed two different messages under one seq: both, as proof. */
  readonly proof?: Conflict;
  /** A state hash that differs from ours (which seat is wrong may take an exchange to tell). */
  readonly desync?: true;
}

/** What a step did, for the audit and the verifier's counts. */
export type StepEvent =
  | { readonly kind: 'random'; readonly k: number; readonly purpose: string; readonly seed: string; readonly uses: readonly RandomUse[] }
  | { readonly kind: 'draw'; readonly seat: Seat; readonly d: number; readonly handle: Handle; readonly pile: PrivatePile; readonly beacons: readonly string[] }
  | { readonly kind: 'shown'; readonly seat: Seat; readonly step: number; readonly shown: Shown }
  | { readonly kind: 'commit' | 'reveal' | 'beacon' | 'secret'; readonly seat: Seat }
  | SharedEvent
  /** A line for the match log, from the game's `describe`. */
  | { readonly kind: 'log'; readonly step: number; readonly text: string };

export interface Stepped {
  readonly state: MachineState;
  readonly events: readonly StepEvent[];
}

export interface SeatInput {
  readonly seat: Seat;
  readonly body: Body;
}

/** One timeout claim: `by` says every seat in `against` owes an input at the current step and gave none. */
export interface Claim {
  readonly by: Seat;
  readonly against: readonly Seat[];
  readonly reason: string;
  readonly seed?: string;
  readonly deck?: DeckOpening;
}
