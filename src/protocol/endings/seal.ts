/**
 * A seat's seal on the match file it saves (docs/PROTOCOL.md, "Endings"): the chains it held
 * then, each by its length and its last message's link hash, signed with the seat's match key.
 *
 *   seal digest = taggedHash("facedown/seal", matchId, u32be(seat), canonical([[length, link], …]))
 *
 * A file cannot show silence, but the silent seat's own sealed file can: a claim is confirmed
 * only when every seat's sealed file is checked together and none holds the answer. A seal says
 * nothing about who was slow; it only fixes what the seat held when it saved.
 */
import { type Bytes, fromHex, u32be } from '../../crypto/bytes.js';
import { canonical } from '../../crypto/canonical.js';
import { taggedHash } from '../../crypto/hash.js';
import { NobleNotLoaded, verify } from '../../crypto/lazy-noble.js';
import type { VerifySync } from '../wire/chain.js';
import type { SignedMessage } from '../wire/transcript.js';

export interface Seal {
  readonly seat: number;
  readonly sig: string;
}

export type SealDigest = typeof sealDigest;

/** What a seal signs for these chains (`link`: the match's link hash of a message). */
export function sealDigest(matchId: Bytes, seat: number, chains: readonly (readonly SignedMessage[])[], link: (m: SignedMessage) => string): Bytes {
  const tips = chains.map((c) => { const last = c[c.length - 1]; return [c.length, last ? link(last) : '']; });
  return taggedHash('facedown/seal', matchId, u32be(seat), canonical(tips));
}

/** Whether `seal` is the seat's signature over these chains. */
export function sealValid(seal: Seal, matchId: Bytes, key: Bytes, chains: readonly (readonly SignedMessage[])[], link: (m: SignedMessage) => string, check: VerifySync = verify): boolean {
  try {
    return check(fromHex(seal.sig), sealDigest(matchId, seal.seat, chains, link), key);
  } catch (e) {
    if (e instanceof NobleNotLoaded) throw e;
    return false;
  }
}
