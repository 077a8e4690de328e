/**
 * The shared deck's ciphertexts and shuffles (ElGamal under the joint key PK = Σ pk_i).
 *
 *   ciphertext  (A, B) of card point M: A = r·G, B = M + r·PK; 64 bytes A ‖ B as hex.
 *               The public, unshuffled encoding of a card is (identity, M).
 *   shuffle seed of seat i, round r of pile p:
 *               taggedHash("facedown/shuffle", matchId, p, u32be(r), u32be(i), private seed)
 *   from the seed's stream (stream.ts): π = Fisher–Yates of [0, n); then for k = 0…n−1
 *               r_k = 64 stream bytes as a scalar (wideScalar; 0 is skipped)
 *   output      D'[k] = D[π[k]] + (r_k·G, r_k·PK)
 *   share statement of a ciphertext C dealt after round r:
 *               taggedHash("facedown/deck-share", matchId, p, u32be(r), C)
 */
import { type Bytes, fromHex, u32be, utf8 } from './bytes.js';
import { taggedHash } from './hash.js';
import { ByteStream, shuffle } from './stream.js';
import { DECK_TAG, G, type Point, cardPoint, pointFrom, wideScalar } from './deck-group.js';

export interface Cipher { readonly a: Point; readonly b: Point }

export const IDENTITY_HEX = '00'.repeat(32);
export const cipherHex = (c: Cipher): string => c.a.toHex() + c.b.toHex();

/**
 * Decoded ciphertexts, kept: a pass is decoded by its arrival check, then by its proof's check, and
 * again as the next pass's input (decoding a point costs a square root). Cleared when full.
 */
const decoded = new Map<string, Cipher>();

/** A ciphertext from hex, with canonical points, or null. */
export function cipherFrom(hex: string): Cipher | null {
  if (typeof hex !== 'string' || hex.length !== 128) return null;
  const known = decoded.get(hex);
  if (known) return known;
  const a = pointFrom(hex.slice(0, 64)), b = pointFrom(hex.slice(64));
  return a && b ? keep(hex, { a, b }) : null;
}

/** Drops the decoded ciphertexts (measurements: a seat decodes a pass from another seat afresh). */
export function forgetCiphers(): void { decoded.clear(); }

function keep(hex: string, c: Cipher): Cipher {
  if (decoded.size >= 1024) decoded.clear();
  decoded.set(hex, c);
  return c;
}

/** The public encoding of a card, before any shuffle. */
export const openCipher = (pile: string, card: string): string => IDENTITY_HEX + cardPoint(pile, card).toHex();

export function shuffleSeed(matchId: Bytes, pile: string, round: number, seat: number, privateSeed: Bytes): Bytes {
  return taggedHash(DECK_TAG.shuffle, matchId, utf8(pile), u32be(round), u32be(seat), privateSeed);
}

/** The permutation and re-randomizers a seed gives for a deck of n. */
export function shuffleSecrets(seed: Bytes, n: number): { perm: number[]; r: bigint[] } {
  const s = new ByteStream(seed);
  const perm = shuffle(s, Array.from({ length: n }, (_, i) => i));
  const r: bigint[] = [];
  while (r.length < n) {
    const b = new Uint8Array(64);
    for (let i = 0; i < 64; i++) b[i] = s.byte();
    const x = wideScalar(b);
    if (x !== 0n) r.push(x);
  }
  return { perm, r };
}

/** PK with a precomputed window table (it multiplies every re-randomizer of a match). */
const tables = new Map<string, Point>();
export function jointKey(pkHex: string): Point {
  let p = tables.get(pkHex);
  if (!p) {
    p = pointFrom(pkHex) as Point;
    p.precompute(8);
    if (tables.size > 8) tables.delete(tables.keys().next().value as string);
    tables.set(pkHex, p);
  }
  return p;
}

/** One seat's shuffle of `deck` (hex ciphertexts), from its seed: the output deck as hex. */
export function shuffleDeck(deck: readonly string[], PK: Point, seed: Bytes): string[] {
  const { perm, r } = shuffleSecrets(seed, deck.length);
  return perm.map((from, k) => {
    const c = cipherFrom(deck[from] as string) as Cipher;
    const rk = r[k] as bigint;
    const out = { a: G.multiply(rk).add(c.a), b: PK.multiply(rk).add(c.b) };
    const hex = out.a.toHex() + out.b.toHex();
    keep(hex, out);
    return hex;
  });
}

/**
 * Why a shuffle output cannot be taken, or null: the count, canonical points, no identity first
 * component (every output must be re-randomized), no two equal ciphertexts.
 */
export function shuffleFault(out: readonly string[], n: number): string | null {
  if (out.length !== n) return `holds ${out.length} ciphertexts, not the ${n} of the deck (a card dropped or added)`;
  const seen = new Set<string>();
  for (const [k, h] of out.entries()) {
    const c = cipherFrom(h);
    if (!c) return `ciphertext ${k} is not two canonical ristretto255 points`;
    if (c.a.is0()) return `ciphertext ${k} has the identity as its first component (not re-randomized)`;
    if (seen.has(h)) return `ciphertext ${k} duplicates an earlier one`;
    seen.add(h);
  }
  return null;
}

export const shareStatement = (matchId: Bytes, pile: string, round: number, cipher: string): Bytes =>
  taggedHash(DECK_TAG.share, matchId, utf8(pile), u32be(round), fromHex(cipher));

/** B − Σ shares: the card point (every seat's share included). */
export function decrypt(c: Cipher, shares: readonly Point[]): Point {
  return shares.reduce((m, t) => m.subtract(t), c.b);
}

/** Card tables by card list (by identity: a game's list is one array for the whole match) and pile. */
const tables2 = new WeakMap<readonly string[], Map<string, ReadonlyMap<string, string>>>();

/** Card point (hex) → card id, for a pile's distinct cards. */
export function cardTable(pile: string, cards: readonly string[]): ReadonlyMap<string, string> {
  let byPile = tables2.get(cards);
  if (!byPile) { byPile = new Map(); tables2.set(cards, byPile); }
  let t = byPile.get(pile);
  if (!t) { t = new Map([...new Set(cards)].map((c) => [cardPoint(pile, c).toHex(), c])); byPile.set(pile, t); }
  return t;
}
