/** The shapes a Session is built from and shows: its options, its status, what it awaits. */
import type { IdentitySigner } from './identity/signer.js';
import type { Json } from '../crypto/canonical.js';
import type { SignedMessage, Transcript } from '../protocol/wire/transcript.js';
import type { Verdict } from '../protocol/endings/judge.js';
import type { AnyGame, Request, Seat } from '../engine/game.js';
import type { Rejection } from '../protocol/machine/lockstep.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import type { Entropy } from './entropy.js';
import type { Scheduler } from './scheduler.js';
import type { SeatSecrets } from './secrets.js';
import type { PersistEvent, SessionSnapshot } from './snapshot.js';
import type { Transport } from './transport.js';

export interface SessionOptions {
  readonly game: AnyGame;
  readonly seat: Seat;
  readonly seats: number;
  readonly name: string;
  /** The options this seat agreed to; null to take seat 0's (a guest joining by link). */
  readonly options: Json | null;
  readonly transport: Transport;
  readonly scheduler: Scheduler;
  readonly entropy: Entropy;
  /** The Ed25519 path for signing and checking (default: noble, synchronous, once loaded with loadNoble(); the app passes the platform's). */
  readonly ed25519?: Ed25519;
  readonly build?: string;
  readonly chainLength?: number;
  /** The hidden deck list this seat brings (built before the match): committed in its hello, opened at the end. */
  readonly deck?: readonly string[];
  /**
   * The player's long-lived identity: it certifies this match's key in our hello (src/net/identity/).
   * A promise is waited for before the hello is made (a device's identity loads from storage); null: none.
   */
  readonly identity?: IdentitySigner | Promise<IdentitySigner | null>;
  /**
   * After this long without a seat's input, it can be claimed against. Seat 0 puts it in its
   * hello; the others agree to it (a seat that gives its own must give the same).
   */
  readonly timeoutMs?: number;
  /** A seat that takes seat 0's timeout refuses one shorter than this (a host could otherwise claim at once). */
  readonly minTimeoutMs?: number;
  /**
   * The host's fresh nonce for this match (16 bytes, hex), in every hello so that no hello of
   * another match is ever accepted. Seat 0 makes one when none is given; a guest passes the one
   * from its join link (or null to take seat 0's, in headless runs).
   */
  readonly nonce?: string | null;
  /** Claim automatically once the timeout passes (headless runs). */
  readonly autoClaim?: boolean;
  /**
   * Keep every state the match reached, for a table that shows earlier steps (`match.stateAt`);
   * default true. Headless runs of bots have no table and keep only the current state: hundreds
   * of kept states are what every garbage collection copies (the verifier keeps none either).
   */
  readonly history?: boolean;
  /** Resume from what was stored (secrets, hellos, chains) instead of starting fresh. */
  readonly restore?: { readonly snapshot: SessionSnapshot; readonly secrets: SeatSecrets };
  /** A peer offers a rematch it hosts (only after the end of the match). */
  readonly onRematch?: (from: Seat, hostId: string) => void;
  /** Called, synchronously, before anything new is sent, with what must be stored to resume. */
  readonly persist?: (e: PersistEvent) => void;
  /** Test hooks that make this seat misbehave. Never set by the app. */
  readonly cheat?: {
    /** Skip this seat's own legality check of its choices. */
    readonly skipOwnChecks?: boolean;
    /** Always commit, never make a choice in the open (a seat that plays simultaneous steps the old way). */
    readonly commitAlways?: boolean;
    /** Rewrite an outgoing message (any field) before it is signed. */
    readonly tamper?: (m: UnsignedMessage) => UnsignedMessage;
  };
}

export type UnsignedMessage = Omit<SignedMessage, 'sig'>;

export const DEFAULT_TIMEOUT_MS = 120_000;
/**
 * The longest the last seat to choose at a simultaneous step waits for the others' commitments
 * to make its choice in the open (at most a quarter of the claim timeout); then it commits.
 */
export const HOLD_MS = 5_000;
/** How long seats that disagree about a step exchange what they hold before the match stops on the disagreement. */
export const DISPUTE_MS = 4_000;

/**
 * What a page says when its player leaves without resigning (an unsigned notice: it ends nothing,
 * proves nothing, and never blocks a claim; the others can claim once the agreed time passes).
 */
export const LEFT_THE_MATCH = 'left the match';

/** Something a peer told us that changes nothing in the match: shown to the player only. */
export interface Notice {
  /** 'said': the other page's own words (unsigned, escaped); 'early-claim': a claim against us while we may still answer (the answer makes it moot). */
  readonly kind: 'said' | 'early-claim';
  readonly from: Seat;
  readonly text: string;
}

export type SessionStatus =
  | { readonly kind: 'hello' }
  | { readonly kind: 'playing' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'stopped'; readonly rejection: Rejection; readonly evidence: Transcript | null }
  | { readonly kind: 'over'; readonly verdict: Verdict };

export interface Awaiting {
  readonly request: Request;
  readonly legal: readonly Json[];
}

