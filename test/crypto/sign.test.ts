/** Ed25519 sign/verify: verify is false, never an exception, for anything but the exact signature. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Bytes, fromHex, toHex, utf8 } from '../../src/crypto/bytes.js';
import { TAG, taggedHash } from '../../src/crypto/hash.js';
import { keyPairFrom, sign, verify } from '../../src/crypto/sign.js';
import { testSeed } from './helpers.js';

const flip = (b: Bytes, i: number): Bytes => { const c = b.slice(); c[i % c.length] = (c[i % c.length] ?? 0) ^ (1 << (i % 8)); return c; };
/** verify, asserting it returns a boolean instead of throwing. */
function check(sig: Bytes, msg: Bytes, key: Bytes): boolean {
  let r: unknown;
  expect(() => { r = verify(sig, msg, key); }).not.toThrow();
  expect(typeof r).toBe('boolean');
  return r as boolean;
}

const kp = keyPairFrom(testSeed('sign', 0));
const other = keyPairFrom(testSeed('sign', 1));
const msg = taggedHash(TAG.msg, utf8('a message'));
const sig = sign(msg, kp.secretKey);
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

describe('sign / verify', () => {
  it('verifies what was signed, deterministically', () => {
    expect(check(sig, msg, kp.publicKey)).toBe(true);
    expect(toHex(sign(msg, kp.secretKey))).toBe(toHex(sig));
    expect(toHex(keyPairFrom(testSeed('sign', 0)).publicKey)).toBe(toHex(kp.publicKey));
    expect(sig).toHaveLength(64);
    expect(kp.publicKey).toHaveLength(32);
  });

  it('round-trips for random keys and messages', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ maxLength: 100 }), (sk, m) => {
      const k = keyPairFrom(sk);
      expect(check(sign(m, sk), m, k.publicKey)).toBe(true);
    }), { numRuns: 30 });
  });

  it('is false for an altered message', () => {
    fc.assert(fc.property(fc.nat(), (i) => { expect(check(sig, flip(msg, i), kp.publicKey)).toBe(false); }), { numRuns: 40 });
    expect(check(sig, msg.subarray(0, 31), kp.publicKey)).toBe(false);
    expect(check(sig, Uint8Array.from([...msg, 0]), kp.publicKey)).toBe(false);
    expect(check(sig, new Uint8Array(0), kp.publicKey)).toBe(false);
  });

  it('is false for an altered signature (R half or S half)', () => {
    fc.assert(fc.property(fc.nat(), (i) => { expect(check(flip(sig, i), msg, kp.publicKey)).toBe(false); }), { numRuns: 60 });
  });

  it('is false under the wrong key, and for another key\'s signature', () => {
    expect(check(sig, msg, other.publicKey)).toBe(false);
    expect(check(sign(msg, other.secretKey), msg, kp.publicKey)).toBe(false);
  });

  it('is false, without throwing, for malformed signatures and keys', () => {
    for (const n of [0, 1, 32, 63, 65, 128]) {
      expect(check(sig.length > n ? sig.subarray(0, n) : Uint8Array.from([...sig, ...new Uint8Array(n - sig.length)]), msg, kp.publicKey), `sig of ${n} bytes`).toBe(false);
    }
    for (const n of [0, 31, 33, 64]) {
      const key = kp.publicKey.length > n ? kp.publicKey.subarray(0, n) : Uint8Array.from([...kp.publicKey, ...new Uint8Array(n - 32)]);
      expect(check(sig, msg, key), `key of ${n} bytes`).toBe(false);
    }
    expect(check(new Uint8Array(64), msg, kp.publicKey)).toBe(false);
    expect(check(new Uint8Array(64).fill(0xff), msg, kp.publicKey)).toBe(false);
    expect(check(sig, msg, new Uint8Array(32).fill(0xff))).toBe(false);
  });

  it('is strict: S + L (a malleated signature) is refused', () => {
    const le = (b: Bytes) => b.reduceRight((acc, x) => (acc << 8n) | BigInt(x), 0n);
    const s = le(sig.subarray(32));
    const s2 = s + L;
    expect(s2 < 2n ** 256n).toBe(true);
    const out = sig.slice();
    for (let i = 0, v = s2; i < 32; i++, v >>= 8n) out[32 + i] = Number(v & 0xffn);
    expect(check(out, msg, kp.publicKey)).toBe(false);
  });

  it('is strict: small-order public keys are refused', () => {
    // The identity point (y = 1) and the order-2 point (y = -1): with them, S = 0 and R = identity
    // would "verify" any message under a lax verifier.
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    const order2 = fromHex('ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f');
    const forged = Uint8Array.from([...identity, ...new Uint8Array(32)]);
    expect(check(forged, msg, identity)).toBe(false);
    expect(check(forged, msg, order2)).toBe(false);
  });
});
