/**
 * Hostile but strictly valid Ed25519 signatures, built with noble's point arithmetic: an R or a
 * public key A with a small-order (torsion) component. The cofactored equation (noble strict,
 * the vector file's rule) accepts them; a cofactorless verifier (OpenSSL, BoringSSL, ...) refuses
 * them (for A: whenever k is not a multiple of the torsion order).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { type Bytes, concat, fromHex } from '../../src/crypto/bytes.js';
import { L } from '../../src/crypto/ed25519-strict.js';

const Point = ed25519.Point;
/** A point of order 8. */
export const T8 = Point.fromBytes(fromHex('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a'));
const leNum = (b: Bytes): bigint => b.reduceRight((acc, x) => (acc << 8n) | BigInt(x), 0n);
const leBytes = (n: bigint): Bytes => { const o = new Uint8Array(32); for (let i = 0; i < 32; i++, n >>= 8n) o[i] = Number(n & 0xffn); return o; };
const mod = (n: bigint): bigint => ((n % L) + L) % L;
const hram = (r: Bytes, a: Bytes, m: Bytes): bigint => mod(leNum(sha512(concat(r, a, m))));

export interface Hostile { readonly sig: Bytes; readonly msg: Bytes; readonly publicKey: Bytes; readonly k: bigint }

/** R = rB + T8 (mixed order), under an honest key. */
export function torsionR(secret: Bytes, msg: Bytes, r = 12345n): Hostile {
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(secret);
  const R = Point.BASE.multiply(r).add(T8).toBytes();
  const k = hram(R, pointBytes, msg);
  return { sig: concat(R, leBytes(mod(r + k * scalar))), msg, publicKey: pointBytes, k };
}

/** A = aB + T8 (mixed order, not small order), with an honest-looking R = rB. */
export function torsionA(secret: Bytes, msg: Bytes, r = 67890n): Hostile {
  const { scalar, point } = ed25519.utils.getExtendedPublicKey(secret);
  const A = point.add(T8).toBytes();
  const R = Point.BASE.multiply(r).toBytes();
  const k = hram(R, A, msg);
  return { sig: concat(R, leBytes(mod(r + k * scalar))), msg, publicKey: A, k };
}

/**
 * A forgery under a small-order key: R = SB with S chosen so that [k]A is the identity, which a
 * cofactorless verifier accepts for any message. `decodeAs` is the point the key's bytes are read
 * as (for the x = 0, sign-bit-set encodings noble refuses to decode at all).
 */
export function smallOrderForgery(publicKey: Bytes, msg: Bytes, decodeAs = publicKey): Hostile {
  const A = Point.fromBytes(decodeAs);
  for (let s = 1n; ; s++) {
    const R = Point.BASE.multiply(s).toBytes();
    const k = hram(R, publicKey, msg);
    if (A.multiplyUnsafe(k).is0()) return { sig: concat(R, leBytes(s)), msg, publicKey, k };
  }
}

/** R encoded as x = 0 with the sign bit set (y = 1: the identity, if a decoder lets it through), S = k·a. */
export function signBitIdentityR(secret: Bytes, msg: Bytes): Hostile {
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(secret);
  const R = fromHex('0100000000000000000000000000000000000000000000000000000000000080');
  const k = hram(R, pointBytes, msg);
  return { sig: concat(R, leBytes(mod(k * scalar))), msg, publicKey: pointBytes, k };
}
