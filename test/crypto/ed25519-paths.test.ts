/**
 * The three Ed25519 paths (noble, WebCrypto, node:crypto) agree exactly: same keys, same
 * signature bytes, same strict verdicts, on the vector file, on random inputs and on hostile
 * ones. The raw platform verifiers are checked too, to show where they differ from noble and
 * that the strict pre-check (small-order keys, x = 0 encodings) and the noble confirmation of a
 * platform "false" (mixed-order R or A) are each needed.
 */
import { readFileSync } from 'node:fs';
import { createPublicKey, verify as opensslVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ed25519 as noble } from '@noble/curves/ed25519.js';
import { type Bytes, fromHex, toHex } from '../../src/crypto/bytes.js';
import { type Ed25519, nobleEd25519 } from '../../src/crypto/ed25519.js';
import { L, P, SMALL_ORDER_HEX, X_ZERO_SIGN_SET_HEX, passesStrictChecks } from '../../src/crypto/ed25519-strict.js';
import { spkiOf } from '../../src/crypto/ed25519-der.js';
import { webCryptoEd25519 } from '../../src/crypto/webcrypto-ed25519.js';
import { KeyCache } from '../../src/crypto/key-cache.js';
import { platformEd25519 } from '../../src/net/signer.js';
import { verify as nobleVerify } from '../../src/crypto/sign.js';
import { nodeEd25519 } from '../../scripts/node-ed25519.js';
import { T8, type Hostile, signBitIdentityR, smallOrderForgery, torsionA, torsionR } from './ed25519-hostile.js';
import { testSeed } from './helpers.js';

const V: any = JSON.parse(readFileSync(new URL('../vectors/crypto.json', import.meta.url), 'utf8'));
const subtle = globalThis.crypto.subtle;
const PATHS: readonly Ed25519[] = [nobleEd25519, webCryptoEd25519(subtle), nodeEd25519];
const ALG = { name: 'Ed25519' };

/** verify on one path, asserting a boolean comes back (no throw, no rejection). */
async function check(p: Ed25519, sig: Bytes, msg: Bytes, key: Bytes): Promise<boolean> {
  const r: unknown = await p.verify(sig, msg, key);
  expect(typeof r, p.path).toBe('boolean');
  return r as boolean;
}
/** The verdict of every path, keyed by path. */
async function verdicts(sig: Bytes, msg: Bytes, key: Bytes): Promise<Record<string, boolean>> {
  const out: Record<string, boolean> = {};
  for (const p of PATHS) out[p.path] = await check(p, sig, msg, key);
  return out;
}
const all = (v: boolean) => ({ noble: v, webcrypto: v, node: v });
/** The platform verifiers with nothing of ours in front (a throw counts as false). */
async function rawWebCrypto(sig: Bytes, msg: Bytes, key: Bytes): Promise<boolean> {
  try { return await subtle.verify(ALG, await subtle.importKey('raw', new Uint8Array(key), ALG, false, ['verify']), new Uint8Array(sig), new Uint8Array(msg)); } catch { return false; }
}
function rawNode(sig: Bytes, msg: Bytes, key: Bytes): boolean {
  try { return opensslVerify(null, msg, createPublicKey({ key: Buffer.from(spkiOf(key)), format: 'der', type: 'spki' }), sig); } catch { return false; }
}
const flip = (b: Bytes, i: number): Bytes => { const c = b.slice(); c[(i >> 3) % c.length]! ^= 1 << (i & 7); return c; };

describe.each(PATHS.map((p) => [p.path, p] as const))('%s path: the vector file', (_name, p) => {
  it.each(V.ed25519.vectors.map((v: any, i: number) => [i, v]) as [number, any][])('key and signature of vector %i', async (_i, v: any) => {
    const secret = fromHex(v.secret_hex), msg = fromHex(v.message.digest_hex);
    expect(toHex(await p.publicKey(secret))).toBe(v.public_hex);
    expect(toHex(await p.sign(msg, secret))).toBe(v.signature_hex);
    expect(await check(p, fromHex(v.signature_hex), msg, fromHex(v.public_hex))).toBe(true);
  });

  it.each(V.ed25519.verify.map((v: any) => [v.name, v]) as [string, any][])('verify: %s', async (_n, v: any) => {
    expect(await check(p, fromHex(v.signature_hex), fromHex(v.message_hex), fromHex(v.public_hex))).toBe(v.valid);
  });

  it('RFC 8032 TEST 1 and TEST 2', async () => {
    const t1 = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
    expect(toHex(await p.publicKey(t1))).toBe('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    expect(toHex(await p.sign(new Uint8Array(0), t1))).toBe('e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b');
    const t2 = fromHex('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb');
    expect(toHex(await p.publicKey(t2))).toBe('3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c');
    expect(toHex(await p.sign(Uint8Array.of(0x72), t2))).toBe('92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00');
  });

  it('refuses a secret that is not 32 bytes', async () => {
    for (const n of [0, 31, 33, 64]) await expect((async () => p.sign(new Uint8Array(1), new Uint8Array(n)))()).rejects.toThrow();
  });
});

describe('the strict pre-check', () => {
  it('lists exactly the 8 small-order points (noble\'s torsion subgroup), canonically encoded', () => {
    const torsion = new Set<string>();
    let q = noble.Point.ZERO;
    for (let i = 0; i < 8; i++, q = q.add(T8)) torsion.add(toHex(q.toBytes()));
    expect(new Set(SMALL_ORDER_HEX)).toEqual(torsion);
    for (const h of SMALL_ORDER_HEX) expect(noble.Point.fromBytes(fromHex(h)).isSmallOrder()).toBe(true);
    for (const h of X_ZERO_SIGN_SET_HEX) expect(() => noble.Point.fromBytes(fromHex(h))).toThrow(/x=0/);
  });

  it('refuses only what noble refuses: failing it means noble says false', () => {
    const sig = fromHex(V.ed25519.verify[0].signature_hex), key = fromHex(V.ed25519.verify[0].public_hex), msg = fromHex(V.ed25519.verify[0].message_hex);
    expect(passesStrictChecks(sig, key)).toBe(true);
    fc.assert(fc.property(fc.nat(64 * 8 - 1), fc.nat(32 * 8 - 1), fc.boolean(), (i, j, which) => {
      const s = which ? flip(sig, i) : sig, k = which ? key : flip(key, j);
      if (!passesStrictChecks(s, k)) expect(nobleVerify(s, msg, k)).toBe(false);
    }), { numRuns: 300 });
    const le = (n: bigint) => { const o = new Uint8Array(32); for (let i = 0; i < 32; i++, n >>= 8n) o[i] = Number(n & 0xffn); return o; };
    const withS = (s: bigint) => Uint8Array.from([...sig.subarray(0, 32), ...le(s)]);
    expect(passesStrictChecks(withS(L - 1n), key)).toBe(true);
    expect(passesStrictChecks(withS(L), key)).toBe(false);
    expect(passesStrictChecks(sig, le(P - 2n))).toBe(true); // y = p - 2: canonical (off the curve or not, the equation decides)
    expect(passesStrictChecks(sig, le(P))).toBe(false);
    expect(passesStrictChecks(Uint8Array.from([...le(P + 1n), ...sig.subarray(32)]), key)).toBe(false);
  });
});

describe('where the raw platform verifiers differ from noble, and the paths do not', () => {
  const secret = testSeed('ed25519-paths', 0);
  const msg = testSeed('ed25519-paths-msg', 0);
  const expectSplit = async (h: Hostile, nobleSays: boolean) => {
    expect(nobleVerify(h.sig, h.msg, h.publicKey)).toBe(nobleSays);
    expect(await rawWebCrypto(h.sig, h.msg, h.publicKey)).toBe(!nobleSays);
    expect(rawNode(h.sig, h.msg, h.publicKey)).toBe(!nobleSays);
    expect(await verdicts(h.sig, h.msg, h.publicKey)).toEqual(all(nobleSays));
  };

  it.each([...SMALL_ORDER_HEX, ...X_ZERO_SIGN_SET_HEX])('a forgery under the small-order key %s: platforms accept it, every path refuses', async (h) => {
    const x = X_ZERO_SIGN_SET_HEX.indexOf(h);
    await expectSplit(smallOrderForgery(fromHex(h), msg, x < 0 ? fromHex(h) : fromHex(SMALL_ORDER_HEX[x]!)), false);
  });

  it('R encoded as x = 0 with the sign bit set: noble refuses it on decoding, and so does every path', async () => {
    // OpenSSL refuses it too (it compares R's bytes with a re-encoding); a platform that decodes
    // it as the identity would accept, which the byte check rules out.
    const h = signBitIdentityR(secret, msg);
    expect(nobleVerify(h.sig, h.msg, h.publicKey)).toBe(false);
    expect(passesStrictChecks(h.sig, h.publicKey)).toBe(false);
    expect(await verdicts(h.sig, h.msg, h.publicKey)).toEqual(all(false));
  });

  it('R with a small-order component: the cofactored equation accepts, platforms refuse, every path accepts', async () => {
    for (let i = 0; i < 4; i++) await expectSplit(torsionR(testSeed('ed25519-paths', i), testSeed('ed25519-paths-msg', i)), true);
  });

  it('a public key with a small-order component: the same', async () => {
    let seen = 0;
    for (let i = 0; seen < 4; i++) {
      const h = torsionA(testSeed('ed25519-paths', i), testSeed('ed25519-paths-msg', i));
      if (h.k % 8n === 0n) continue; // then the cofactorless equation holds too
      await expectSplit(h, true);
      seen++;
    }
  });
});

describe('cross-path agreement on random inputs', () => {
  const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });

  it('same public key and signature bytes; all verify; one flipped bit in sig, msg or key is refused by all', async () => {
    await fc.assert(fc.asyncProperty(bytes(32), fc.uint8Array({ maxLength: 200 }), fc.nat(), async (secret, msg, bit) => {
      const keys = await Promise.all(PATHS.map((p) => p.publicKey(secret)));
      const sigs = await Promise.all(PATHS.map((p) => p.sign(msg, secret)));
      for (const k of keys) expect(toHex(k)).toBe(toHex(keys[0]!));
      for (const s of sigs) expect(toHex(s)).toBe(toHex(sigs[0]!));
      const key = keys[0]!, sig = sigs[0]!;
      expect(await verdicts(sig, msg, key)).toEqual(all(true));
      expect(await verdicts(flip(sig, bit), msg, key)).toEqual(all(false));
      expect(await verdicts(sig, flip(msg.length ? msg : Uint8Array.of(0), bit), key)).toEqual(all(false));
      expect(await verdicts(sig, msg, flip(key, bit))).toEqual(all(false));
    }), { numRuns: 200 });
  });

  it('random garbage gets the same verdict on every path', async () => {
    // S with its top 4 bits cleared is < L, so most of these get past the byte checks to the equation.
    const sigArb = fc.tuple(bytes(64), fc.boolean()).map(([s, small]) => { if (small) s[63]! &= 0x0f; return s; });
    await fc.assert(fc.asyncProperty(sigArb, fc.uint8Array({ maxLength: 64 }), bytes(32), async (sig, msg, key) => {
      const v = await verdicts(sig, msg, key);
      expect(v).toEqual(all(v.noble!));
    }), { numRuns: 300 });
  });

  it('garbage lengths are refused by every path without a throw', async () => {
    const sig = await nobleEd25519.sign(Uint8Array.of(1), testSeed('ed25519-paths', 9));
    const key = await nobleEd25519.publicKey(testSeed('ed25519-paths', 9));
    for (const n of [0, 1, 32, 63, 65, 128]) expect(await verdicts(new Uint8Array(n), Uint8Array.of(1), key)).toEqual(all(false));
    for (const n of [0, 31, 33, 64]) expect(await verdicts(sig, Uint8Array.of(1), new Uint8Array(n))).toEqual(all(false));
  });
});

describe('imported keys are cached, within a bound', () => {
  /** The real subtle, counting imports by format. */
  function counting() {
    const n = { pkcs8: 0, raw: 0 };
    const s = {
      importKey: (fmt: 'pkcs8' | 'raw', ...rest: unknown[]) => { n[fmt]++; return (subtle.importKey as any)(fmt, ...rest); },
      exportKey: subtle.exportKey.bind(subtle), sign: subtle.sign.bind(subtle), verify: subtle.verify.bind(subtle),
    } as unknown as SubtleCrypto;
    return { n, p: webCryptoEd25519(s) };
  }

  it('one import per key, even with 64 calls in flight; the oldest of 64 keys is dropped for the 65th', async () => {
    const { n, p } = counting();
    const secret = testSeed('cache', 0), msg = Uint8Array.of(1, 2, 3);
    const sigs = await Promise.all(Array.from({ length: 64 }, () => p.sign(msg, secret)));
    const key = await p.publicKey(secret);
    expect(await Promise.all(sigs.map((s) => p.verify(s, msg, key)))).toEqual(sigs.map(() => true));
    expect(n).toEqual({ pkcs8: 1, raw: 1 });
    for (let i = 1; i <= 63; i++) await p.sign(msg, testSeed('cache', i));
    await p.sign(msg, secret);
    expect(n.pkcs8).toBe(64);
    await p.sign(msg, testSeed('cache', 64)); // evicts secret 0
    await p.sign(msg, secret);
    expect(n.pkcs8).toBe(66);
  });

  it('KeyCache keeps at most max entries, dropping the oldest', () => {
    const c = new KeyCache<number>(3);
    for (const k of ['a', 'b', 'c', 'd']) c.get(k, () => k.charCodeAt(0));
    expect(c.size).toBe(3);
    let made = 0;
    expect(c.get('a', () => ++made)).toBe(1);
    expect(c.get('d', () => ++made)).toBe(100);
    expect(made).toBe(1);
  });
});

describe('platformEd25519', () => {
  /** The real subtle with some methods replaced. */
  const fake = (over: Record<string, unknown>): { crypto: { subtle: SubtleCrypto } } => ({
    crypto: {
      subtle: {
        importKey: subtle.importKey.bind(subtle), exportKey: subtle.exportKey.bind(subtle),
        sign: subtle.sign.bind(subtle), verify: subtle.verify.bind(subtle), ...over,
      } as unknown as SubtleCrypto,
    },
  });
  const wrongBytes = async (...a: Parameters<SubtleCrypto['sign']>) => { const s = new Uint8Array(await subtle.sign(...a)); s[5]! ^= 1; return s.buffer; };

  it('is WebCrypto under Node\'s globals, and the same promise each time', async () => {
    expect((await platformEd25519()).path).toBe('webcrypto');
    expect(platformEd25519(globalThis)).toBe(platformEd25519(globalThis));
    const g = fake({});
    expect((await platformEd25519(g)).path).toBe('webcrypto');
  });

  it.each<[string, object]>([
    ['no crypto', {}],
    ['crypto without subtle', { crypto: {} }],
    ['a crypto getter that throws', { get crypto() { throw new Error('no'); } }],
    ['sign throws', fake({ sign: () => { throw new Error('no'); } })],
    ['sign rejects', fake({ sign: () => Promise.reject(new Error('NotSupportedError')) })],
    ['sign returns wrong bytes', fake({ sign: wrongBytes })],
    ['importKey does not know Ed25519', fake({ importKey: () => Promise.reject(new DOMException('x', 'NotSupportedError')) })],
    ['verify always true', fake({ verify: async () => true })],
    ['verify always false', fake({ verify: async () => false })],
    ['exportKey gives no x', fake({ exportKey: async () => ({ kty: 'OKP' }) })],
  ])('falls back to noble: %s', async (_n, g) => {
    const p = await platformEd25519(g as any);
    expect(p.path).toBe('noble');
    expect(p).toBe(nobleEd25519);
  });
});
