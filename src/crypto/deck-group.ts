/**
 * The shared-deck group: ristretto255 (RFC 9496) from @noble/curves, scalars mod its order L,
 * hashing to scalars and to card points. Loaded only by games with a shared deck (deck-lazy.ts).
 *
 *   hashScalar(tag, p…) = (SHA256t(tag, [0], p…) ‖ SHA256t(tag, [1], p…)) as a 512-bit big-endian
 *                         integer, mod L (taggedHash of hash.ts; the bias is below 2^-250)
 *   cardPoint(pile, card) = hash_to_ristretto255(taggedHash("facedown/card", pile, card),
 *                           DST "facedown/card-v1")  (RFC 9380, expand_message_xmd SHA-512)
 *   scalar bytes: 32 bytes little-endian, canonical (< L)
 */
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { type Bytes, concat, fromHex, toHex, utf8 } from './bytes.js';
import { taggedHash } from './hash.js';

export const Point = ristretto255.Point;
export type Point = InstanceType<typeof Point>;
export const L = Point.Fn.ORDER;
export const G = Point.BASE;

export const DECK_TAG = {
  card: 'facedown/card',
  key: 'facedown/deck-key',
  pop: 'facedown/deck-pop',
  share: 'facedown/deck-share',
  nonce: 'facedown/deck-nonce',
  shuffle: 'facedown/shuffle',
} as const;
export const CARD_DST = 'facedown/card-v1';

const mod = (a: bigint): bigint => { const r = a % L; return r < 0n ? r + L : r; };
export const add = (a: bigint, b: bigint): bigint => mod(a + b);
export const mul = (a: bigint, b: bigint): bigint => mod(a * b);

function beBig(b: Bytes): bigint {
  let x = 0n;
  for (const v of b) x = (x << 8n) | BigInt(v);
  return x;
}

/** 64 bytes as a scalar mod L (wide reduction). */
export const wideScalar = (b64: Bytes): bigint => mod(beBig(b64));

export function hashScalar(tag: string, ...parts: Bytes[]): bigint {
  return wideScalar(concat(taggedHash(tag, Uint8Array.of(0), ...parts), taggedHash(tag, Uint8Array.of(1), ...parts)));
}

export function scalarBytes(s: bigint): Bytes {
  const out = new Uint8Array(32);
  let x = s;
  for (let i = 0; i < 32; i++) { out[i] = Number(x & 0xffn); x >>= 8n; }
  return out;
}

/** A canonical scalar (< L) from 32 little-endian bytes, or null. */
export function scalarFrom(b: Bytes): bigint | null {
  if (b.length !== 32) return null;
  let x = 0n;
  for (let i = 31; i >= 0; i--) x = (x << 8n) | BigInt(b[i] as number);
  return x < L ? x : null;
}

/** A canonically encoded ristretto255 point from hex, or null (noble refuses non-canonical encodings). */
export function pointFrom(hex: string): Point | null {
  try { return Point.fromBytes(fromHex(hex)); } catch { return null; }
}

export const hexOf = (p: Point): string => p.toHex();

/** The point that stands for a card id in a pile (every copy of a card has the same point). */
export function cardPoint(pile: string, card: string): Point {
  return ristretto255_hasher.hashToCurve(taggedHash(DECK_TAG.card, utf8(pile), utf8(card)), { DST: CARD_DST });
}

/** A seat's deck secret key, derived from its per-match signing key (never revealed, never sent). */
export const deckSecret = (signingSecret: Bytes): bigint => {
  const x = hashScalar(DECK_TAG.key, signingSecret);
  return x === 0n ? 1n : x;
};

export const publicOf = (x: bigint): Point => G.multiply(x);

export { toHex };
