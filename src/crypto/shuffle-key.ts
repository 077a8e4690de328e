/**
 * The commitment key of the proof of shuffle (shuffle-proof.ts): generators of ristretto255 whose
 * discrete logarithms nobody knows, to G or to each other, each hashed to the curve (never i·G):
 *
 *   H    = hash_to_ristretto255(taggedHash("facedown/shuffle-proof/generator", "H", u32be(0)), DST)
 *   h_i  = hash_to_ristretto255(taggedHash("facedown/shuffle-proof/generator", "h", u32be(i)), DST)
 *          for i = 0 … N−1
 *   DST  = "facedown/shuffle-proof/generators-v1"  (RFC 9380, expand_message_xmd SHA-512)
 *   key digest for N: taggedHash("facedown/shuffle-proof/key", u32be(N), H ‖ h_0 ‖ … ‖ h_{N−1})
 *
 * Pure; the generators are computed once each and kept (at most MAX_SHARED of them are used), H
 * with a window table.
 */
import { ristretto255_hasher } from '@noble/curves/ed25519.js';
import { type Bytes, concat, u32be, utf8 } from './bytes.js';
import { taggedHash } from './hash.js';
import type { Point } from './deck-group.js';

export const SHUFFLE_TAG = {
  generator: 'facedown/shuffle-proof/generator',
  key: 'facedown/shuffle-proof/key',
  ctx: 'facedown/shuffle-proof/ctx',
  statement: 'facedown/shuffle-proof/statement',
  u: 'facedown/shuffle-proof/u',
  challenge: 'facedown/shuffle-proof/challenge',
  nonce: 'facedown/shuffle-proof/nonce',
  batch: 'facedown/shuffle-proof/batch',
} as const;
export const GENERATOR_DST = 'facedown/shuffle-proof/generators-v1';

const generator = (name: string, i: number): Point =>
  ristretto255_hasher.hashToCurve(taggedHash(SHUFFLE_TAG.generator, utf8(name), u32be(i)), { DST: GENERATOR_DST }) as Point;

let H: Point | null = null;
const hs: Point[] = [];
const digests = new Map<number, Bytes>();

/** The chain's base H (independent of G and of every h_i). */
export function baseH(): Point {
  if (!H) {
    H = generator('H', 0);
    H.precompute(8); // a window table, as G has: the prover multiplies H twice per card
  }
  return H;
}

/** h_0 … h_{n−1}: the permutation commitment's generators. */
export function generatorsH(n: number): readonly Point[] {
  while (hs.length < n) hs.push(generator('h', hs.length));
  return hs.slice(0, n);
}

/** The digest of the commitment key for decks of n, hashed into every statement. */
export function keyDigest(n: number): Bytes {
  let d = digests.get(n);
  if (!d) {
    d = taggedHash(SHUFFLE_TAG.key, u32be(n), concat(baseH().toBytes(), ...generatorsH(n).map((p) => p.toBytes())));
    digests.set(n, d);
  }
  return d;
}
