/**
 * Proofs for the shared deck, both Fiat–Shamir over ristretto255 with deterministic nonces
 * (k = hashScalar("facedown/deck-nonce", x, statement)): no randomness is needed to prove.
 *
 *   Proof of possession of x for pk = x·G, bound to (ctx, seat):
 *     R = k·G, e = hashScalar("facedown/deck-pop", ctx, u32be(seat), pk, R), s = k + e·x
 *     proof = scalar(e) ‖ scalar(s); check R' = s·G − e·pk and e = hashScalar(…, R').
 *   Decryption share T = x·A with a Chaum–Pedersen proof that log_G(pk) = log_A(T), bound to a
 *   statement `st` (match, pile, position, deck hash: see deck-shuffle.ts):
 *     R1 = k·G, R2 = k·A, e = hashScalar("facedown/deck-share", st, u32be(seat), pk, A, T, R1, R2),
 *     s = k + e·x; proof = scalar(e) ‖ scalar(s).
 */
import { type Bytes, concat, fromHex, toHex, u32be } from './bytes.js';
import { DECK_TAG, G, type Point, add, hashScalar, mul, pointFrom, publicOf, scalarBytes, scalarFrom } from './deck-group.js';

const nonce = (x: bigint, ...st: Bytes[]): bigint => {
  const k = hashScalar(DECK_TAG.nonce, scalarBytes(x), ...st);
  return k === 0n ? 1n : k;
};

const enc = (p: Point): Bytes => p.toBytes();

function split(proof: string): [bigint, bigint] | null {
  if (!/^[0-9a-f]{128}$/.test(proof)) return null;
  const b = fromHex(proof);
  const e = scalarFrom(b.subarray(0, 32)), s = scalarFrom(b.subarray(32));
  return e === null || s === null ? null : [e, s];
}

export function proveKey(ctx: Bytes, seat: number, x: bigint): { pk: string; pop: string } {
  const pk = publicOf(x);
  const k = nonce(x, ctx, u32be(seat));
  const R = G.multiply(k);
  const e = hashScalar(DECK_TAG.pop, ctx, u32be(seat), enc(pk), enc(R));
  return { pk: pk.toHex(), pop: toHex(concat(scalarBytes(e), scalarBytes(add(k, mul(e, x))))) };
}

/** Whether `pop` proves knowledge of the secret key of `pk` (hex) for (ctx, seat). Identity keys are refused. */
export function keyProven(ctx: Bytes, seat: number, pkHex: string, pop: string): boolean {
  const pk = pointFrom(pkHex);
  const es = split(pop);
  if (!pk || pk.is0() || !es) return false;
  const [e, s] = es;
  const R = mulMaybeZero(G, s).subtract(mulMaybeZero(pk, e));
  return hashScalar(DECK_TAG.pop, ctx, u32be(seat), enc(pk), enc(R)) === e;
}

export function makeShare(st: Bytes, seat: number, x: bigint, A: Point): { T: string; proof: string } {
  const pk = publicOf(x);
  const T = A.multiply(x);
  const k = nonce(x, st, u32be(seat), enc(A));
  const R1 = G.multiply(k), R2 = A.multiply(k);
  const e = hashScalar(DECK_TAG.share, st, u32be(seat), enc(pk), enc(A), enc(T), enc(R1), enc(R2));
  return { T: T.toHex(), proof: toHex(concat(scalarBytes(e), scalarBytes(add(k, mul(e, x))))) };
}

/** The share point if `proof` shows T = x·A for the x of `pk`, else null. */
export function shareProven(st: Bytes, seat: number, pk: Point, A: Point, tHex: string, proof: string): Point | null {
  const T = pointFrom(tHex);
  const es = split(proof);
  if (!T || !es) return null;
  const [e, s] = es;
  const R1 = mulMaybeZero(G, s).subtract(mulMaybeZero(pk, e));
  const R2 = mulMaybeZero(A, s).subtract(mulMaybeZero(T, e));
  return hashScalar(DECK_TAG.share, st, u32be(seat), enc(pk), enc(A), enc(T), enc(R1), enc(R2)) === e ? T : null;
}

/** noble's `multiply` refuses 0 (a forged proof may carry it): 0·P is the identity. */
function mulMaybeZero(p: Point, s: bigint): Point {
  return s === 0n ? p.subtract(p) : p.multiply(s);
}
