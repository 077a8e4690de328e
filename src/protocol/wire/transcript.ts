/**
 * The wire and file shapes of the match protocol (see docs/PROTOCOL.md). Byte strings are
 * lowercase hex. These are the typed values the boundary parsers (src/net/codec.ts) produce.
 */
import type { Json } from '../../crypto/canonical.js';

/**
 * Protocol 2 added the host's nonce, the agreed claim timeout and the beacon chain length to
 * the hello, and the claimer's seed to a claim. Files of protocol 1 still verify, except their
 * claim endings, which that version could not make sound (docs/PROTOCOL.md, "Endings").
 *
 * Protocol 3 (docs/PROTOCOL.md, "Protocol 3"): link hashes leave out the signature, so a file
 * keeps only each chain's last signature; beacon values may ride ahead on an input (`ahead`);
 * a seat that holds every other commitment of a step may make its choice in the open (`open`);
 * state hashes are tree hashes.
 *
 * Protocol 4 (docs/PROTOCOL.md, "Endings"): a claim reveals nothing; once every seat not
 * claimed against has claimed, each claimer sends its `secrets` right behind its claim (after a
 * short window in which the accused's answer still cancels the claim, and play goes on). A claim
 * that the accused's answer voids is moot, with nobody at fault.
 */
export const PROTOCOL_VERSION = 4;
export const OLDEST_VERSION = 1;
export const TRANSCRIPT_FORMAT = 'facedown-match/1';

/** A hello's identity (identity.ts): the identity's key, its holder's time, and its certificate of the match key. */
export interface IdentityField {
  /** The identity's Ed25519 public key (32 bytes, hex). */
  readonly pk: string;
  /** Its holder's clock when it certified this match key, ms since 1970 (self-declared). */
  readonly at: number;
  /** The identity's signature over `certDigest` (identity.ts) (64 bytes, hex). */
  readonly cert: string;
}

export interface Hello {
  readonly v: number;
  readonly build: string;
  readonly game: string;
  readonly options: Json;
  /** Seat assigned by the host, and the number of seats. */
  readonly seat: number;
  readonly seats: number;
  readonly name: string;
  /** Ed25519 public key for this match (32 bytes). */
  readonly key: string;
  /** Beacon chain tip x_0 (32 bytes). */
  readonly beacon: string;
  /** Commitment to the private seed (32 bytes). */
  readonly seed: string;
  /** Protocol 2: the host's fresh nonce for this match (16 bytes), the same in every hello. */
  readonly nonce?: string;
  /** Protocol 2: the agreed time in ms after which a seat that owes an input can be claimed against. */
  readonly timeout?: number;
  /** Protocol 2: the length of this seat's beacon chains (an extension starts a chain of the same length). */
  readonly chain?: number;
  /** A hidden deck list: its commitment `H("facedown/deck", salt, sorted cards)` and its size (public). */
  readonly deck?: { readonly c: string; readonly size: number };
  /**
   * A game with shared piles: this seat's deck key `pk = x·G` (ristretto255) and its proof of
   * possession `pop`, bound to the nonce, the game and `key` (docs/PROTOCOL.md, "Shared decks").
   */
  readonly dkey?: { readonly pk: string; readonly pop: string };
  /** The player's long-lived identity and its certificate of `key` (identity.ts; absent for a seat without one). */
  readonly id?: IdentityField;
  /** Signature by `key` over everything else. */
  readonly sig: string;
}

/**
 * Protocol 3: the seat's next beacon values, sent ahead with an input for the beacon steps that
 * follow it (each must hash to the one before; never the last value of a chain).
 */
export interface Ahead {
  readonly ahead?: readonly string[];
}

export type Body =
  | ({ readonly t: 'move'; readonly move: Json } & Ahead)
  | ({ readonly t: 'commit'; readonly c: string } & Ahead)
  /** Protocol 3: at a commit step, a choice made in the open by a seat that holds every other commitment of the step. */
  | ({ readonly t: 'open'; readonly value: Json } & Ahead)
  | ({ readonly t: 'reveal'; readonly value: Json; readonly salt: string } & Ahead)
  | ({ readonly t: 'beacon'; readonly x: string; readonly extend?: string } & Ahead)
  /**
   * A seat's pass of a shared pile's shuffle: the whole re-encrypted deck, top first (128 hex digits
   * each), and its proof of shuffle (src/crypto/shuffle-proof.ts: (5N+9)·32 bytes of hex). A pass
   * without one passes the boundary and is refused by the lockstep, naming its seat.
   */
  | { readonly t: 'shuffle'; readonly deck: readonly string[]; readonly proof?: string }
  /** A decryption share of a shared pile's top card, with its Chaum–Pedersen proof (e ‖ s). */
  | { readonly t: 'share'; readonly T: string; readonly proof: string }
  | { readonly t: 'secrets'; readonly seed: string; readonly deck?: DeckOpening }
  /**
   * Shared decks: an early audit, called by a seat whose card `handle`, dealt to it, decrypts to no
   * card; it reveals the caller's private seed, as `secrets` would (src/protocol/shared-deck/audit-call.ts).
   */
  | { readonly t: 'audit'; readonly handle: string; readonly seed: string; readonly deck?: DeckOpening }
  /**
   * A timeout claim; in protocols 2–3 it reveals the claimer's private seed, as `secrets` would;
   * from protocol 4 it reveals nothing, and the claimer's `secrets` follow it once the claim is complete.
   * `also`: further seats claimed against at the same step (several seats silent at once; a page
   * lists them in ascending order, without `against`).
   */
  /**
   * A resignation (docs/PROTOCOL.md, "Endings"): the seat gives up the match at `step`. It is
   * taken at that step before the step's inputs; what the others sent for that step or later is
   * passed over, and every seat then opens its secrets. From protocol 4.
   */
  | { readonly t: 'resign' }
  | {
    readonly t: 'claim'; readonly against: number; readonly also?: readonly number[]; readonly reason: string;
    readonly seed?: string; readonly deck?: DeckOpening;
  };

/** A hidden deck list opened at the end: its cards and the salt of its commitment. */
export interface DeckOpening {
  readonly cards: readonly string[];
  readonly salt: string;
}

export interface SignedMessage {
  readonly seat: number;
  readonly seq: number;
  /** Link hash of the seat's previous message, or the match id for seq 0. */
  readonly prev: string;
  /** The lockstep step this message is an input to (or, for a claim, the step it was made at). */
  readonly step: number;
  /**
   * The sender's public-state hash at `step`. Protocol 3: only at checkpoints (`isCheckpoint`),
   * '' elsewhere.
   */
  readonly stateHash: string;
  readonly body: Body;
  /**
   * Signature by the seat's key over everything else. On the wire every message carries one;
   * in a protocol 3 file only each chain's last message does (the links bind the rest to it).
   */
  readonly sig: string;
}

/**
 * Protocol 3: a seat's every STATE_EVERY-th message, and every claim and secrets, carries its
 * state hash (a desync is caught within that many of its messages; a state is hashed only where
 * a message carries it). Protocols 1–2: every message.
 */
export const STATE_EVERY = 8;

export const isCheckpoint = (m: { readonly seq: number; readonly body: { readonly t: string } }, version: number): boolean =>
  version < 3 || m.seq % STATE_EVERY === 0 || m.body.t === 'secrets' || m.body.t === 'claim' || m.body.t === 'resign';

/** Two different messages one seat signed under one seq: proof that the seat equivocated. */
export interface Conflict {
  readonly a: SignedMessage;
  readonly b: SignedMessage;
}

export interface Transcript {
  readonly format: typeof TRANSCRIPT_FORMAT;
  readonly hellos: readonly Hello[];
  readonly chains: readonly (readonly SignedMessage[])[];
  /** Proofs of equivocation kept as evidence (absent when there are none). */
  readonly conflicts?: readonly Conflict[];
  /** The saving seat's seal over the chains it held (seal.ts): a claim is confirmed by every seat's sealed file. */
  readonly seal?: { readonly seat: number; readonly sig: string };
}
