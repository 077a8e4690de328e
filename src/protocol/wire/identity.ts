/**
 * A player's long-lived identity in a hello (docs/IDENTITY.md): the identity's Ed25519 public
 * key `pk`, the time `at` its holder's clock gave when the certificate was made (ms since 1970;
 * the ladder's order, never a proof of time), and `cert`, the identity's signature over
 *
 *   taggedHash("facedown/identity-cert", canonical({at, game, key, name, nonce}))
 *
 * where `key` is the hello's match key, `nonce` the host's nonce of this match and `name` the
 * name the player sits under. The hello's own signature (by the match key) covers `id` too, so
 * the two keys vouch for each other: a certificate cannot be lifted into another hello (it names
 * the match key), a match key cannot claim an identity that did not certify it, and the match key
 * signs every message of the seat's chain, which starts from the match id of these very hellos.
 * Whoever later holds only the identity key (a backup moved to a new device) can certify new match
 * keys, but cannot sign for an old match: its match keys were never kept.
 */
import { type Bytes, fromHex, toHex } from '../../crypto/bytes.js';
import { canonicalViewOf, type Json } from '../../crypto/canonical.js';
import { TAG, taggedHash } from '../../crypto/hash.js';
import { NobleNotLoaded, verify } from '../../crypto/lazy-noble.js';
import type { VerifySync } from './chain.js';
import type { IdentityField } from './transcript.js';

export type { IdentityField } from './transcript.js';


/** What a certificate vouches for: this match key sits under this name in this match (by its nonce) of this game. */
export interface CertTerms {
  readonly game: string;
  readonly nonce: string;
  readonly key: string;
  readonly name: string;
  readonly at: number;
}

export const certDigest = (t: CertTerms): Bytes =>
  taggedHash(TAG.identity, canonicalViewOf({ at: t.at, game: t.game, key: t.key, name: t.name, nonce: t.nonce } as Json));

/** The terms a hello's certificate must vouch for (null: a hello without a nonce, protocol 1, cannot carry one). */
export function certTermsOf(h: { readonly game: string; readonly nonce?: string; readonly key: string; readonly name: string }, at: number): CertTerms | null {
  return h.nonce === undefined ? null : { game: h.game, nonce: h.nonce, key: h.key, name: h.name, at };
}

type IdHello = { readonly game: string; readonly nonce?: string; readonly key: string; readonly name: string; readonly id?: IdentityField };

/** What checking a hello's certificate verifies: (signature, digest, identity key); null when it has none or it cannot hold. */
export function certCheckOf(h: IdHello): readonly [Bytes, Bytes, Bytes] | null {
  const terms = h.id ? certTermsOf(h, h.id.at) : null;
  return h.id && terms ? [fromHex(h.id.cert), certDigest(terms), fromHex(h.id.pk)] : null;
}

/**
 * Why a hello's identity does not hold, or null when it does (or the hello has none). A verifier
 * not loaded yet is no verdict: its error is rethrown.
 */
export function identityProblem(h: IdHello, check: VerifySync = verify): string | null {
  if (!h.id) return null;
  const c = certCheckOf(h);
  if (!c) return 'an identity needs a hello of protocol 2 or later';
  if (h.id.pk === h.key) return 'its identity key is its match key';
  try {
    return check(...c) ? null : 'its identity certificate does not verify (this identity did not vouch for this match key, name and match)';
  } catch (e) {
    if (e instanceof NobleNotLoaded) throw e;
    return 'its identity certificate does not verify';
  }
}

/** An identity's fingerprint as people compare it: the first 10 bytes of its hash, in five groups of four hex digits. */
export function fingerprintOf(pk: string): string {
  const h = toHex(taggedHash(TAG.fingerprint, fromHex(pk)).subarray(0, 10));
  return (h.match(/.{4}/g) ?? []).join(' ');
}
