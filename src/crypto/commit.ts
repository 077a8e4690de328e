/** Salted, domain-separated commitments to face-down cards, secret choices and private seeds. */
import { type Bytes, equalBytes, u32be, utf8 } from './bytes.js';
import { type Json, canonical, canonicalViewOf } from './canonical.js';
import { TAG, taggedHash } from './hash.js';

export const SALT_BYTES = 32;

export interface CommitContext {
  readonly matchId: Bytes;
  readonly seat: number;
  /** The lockstep step at which the commitment was made. */
  readonly step: number;
  /** Names what is committed ("play", "stealth-2"…), so one opening cannot serve two slots. */
  readonly slot: string;
}

export function commitment(ctx: CommitContext, salt: Bytes, value: Json): Bytes {
  return taggedHash(TAG.commit, ctx.matchId, u32be(ctx.seat), u32be(ctx.step), utf8(ctx.slot), salt, canonicalViewOf(value));
}

/** Whether (salt, value) opens c; anything malformed simply does not open it. */
export function opens(ctx: CommitContext, c: Bytes, salt: Bytes, value: Json): boolean {
  try {
    return salt.length === SALT_BYTES && equalBytes(commitment(ctx, salt, value), c);
  } catch {
    return false;
  }
}

/** Commitment to a seat's private seed, placed in its hello (the seed is 32 random bytes, so no salt). */
export const seedCommitment = (seed: Bytes): Bytes => taggedHash(TAG.seed, seed);

/**
 * A private deck list (a deck built before the match): `H("facedown/deck", salt, canonical(sorted
 * card ids))`, committed in the hello and opened at the end of the match.
 */
export const deckCommitment = (salt: Bytes, cards: readonly string[]): Bytes =>
  taggedHash(TAG.deck, salt, canonical([...cards].sort()));
