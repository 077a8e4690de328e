/**
 * The byte-level half of strict Ed25519 verification (noble's `zip215: false`), shared by every
 * signature path: what a platform verifier (WebCrypto, node:crypto) might accept but noble
 * refuses. Each check here is one of noble's own refusals, so failing it means "invalid" on every
 * path; passing it leaves the curve equation to the path.
 */
import { type Bytes, toHex } from './bytes.js';

/** The field prime p = 2^255 - 19 and the group order L. */
export const P = 2n ** 255n - 19n;
export const L = 2n ** 252n + 27742317777372353535851937790883648493n;

/**
 * The canonical encodings of the 8 small-order points (the torsion subgroup), plus the two
 * encodings of x = 0 with the sign bit set (y = 1 and y = p - 1), which RFC 8032 decoding refuses.
 */
export const SMALL_ORDER_HEX: readonly string[] = [
  '0100000000000000000000000000000000000000000000000000000000000000',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0000000000000000000000000000000000000000000000000000000000000080',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85',
];
export const X_ZERO_SIGN_SET_HEX: readonly string[] = [
  '0100000000000000000000000000000000000000000000000000000000000080',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
];
const SMALL = new Set(SMALL_ORDER_HEX);
const X_ZERO = new Set(X_ZERO_SIGN_SET_HEX);

/** Little-endian integer of `b`, with the top bit of the last byte masked off when `mask`. */
function le(b: Bytes, mask: boolean): bigint {
  let v = 0n;
  for (let i = b.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(i === b.length - 1 && mask ? (b[i] ?? 0) & 0x7f : (b[i] ?? 0));
  return v;
}

/** A point encoding RFC 8032 decoding accepts on its bytes alone: y < p, and not x = 0 with x_0 = 1. */
export function canonicalPoint(enc: Bytes): boolean {
  return enc.length === 32 && le(enc, true) < P && !X_ZERO.has(toHex(enc));
}

/** A canonical encoding of one of the 8 small-order points. */
export const smallOrder = (enc: Bytes): boolean => SMALL.has(toHex(enc));

/**
 * True when (sig, publicKey) passes every strict check short of the curve equation: signature of
 * 64 bytes and key of 32, R and A canonical, S < L, A not of small order. False means noble's strict
 * verify says false for any message.
 */
export function passesStrictChecks(sig: Bytes, publicKey: Bytes): boolean {
  if (!(sig instanceof Uint8Array) || !(publicKey instanceof Uint8Array)) return false;
  if (sig.length !== 64 || publicKey.length !== 32) return false;
  if (le(sig.subarray(32), false) >= L) return false;
  if (!canonicalPoint(sig.subarray(0, 32)) || !canonicalPoint(publicKey)) return false;
  return !smallOrder(publicKey);
}
