/**
 * How this device holds its identity key (device.ts stores what this gives).
 *
 * - Protected, where WebCrypto imports Ed25519 keys (a secure context): the signing key is a
 *   non-extractable CryptoKey; no script, this page's included, can read it back. The 32-byte
 *   secret is kept only sealed (AES-GCM) under a second non-extractable key kept beside it, so
 *   that a backup can be made; storage never holds the secret in the clear.
 * - Plain, where it cannot (a LAN page on plain http has no `crypto.subtle` at all): the secret is
 *   kept as bytes and signs with noble. Anyone who can run script on this origin could read it.
 */
import { type Bytes, isHex, toHex, utf8 } from '../../crypto/bytes.js';
import { fromBase64url, pkcs8Of } from '../../crypto/ed25519-der.js';
import { loadNoble, publicKeyOf, sign } from '../../crypto/lazy-noble.js';
import type { Entropy } from '../entropy.js';

export type KeptIdentity = ProtectedKey | PlainKey;

interface Common {
  readonly v: 1;
  /** The identity's Ed25519 public key, hex. */
  readonly pk: string;
  /** When it was made (ms since 1970). */
  readonly created: number;
}

export interface ProtectedKey extends Common {
  readonly kind: 'protected';
  /** The non-extractable Ed25519 signing key. */
  readonly sign: CryptoKey;
  /** The non-extractable AES-GCM key that seals the secret for a backup. */
  readonly wrap: CryptoKey;
  readonly iv: Uint8Array;
  /** The secret, sealed under `wrap` (with the public key as associated data). */
  readonly sealed: Uint8Array;
}

export interface PlainKey extends Common {
  readonly kind: 'plain';
  readonly secret: Uint8Array;
}

const ED = { name: 'Ed25519' };
const GCM = 'AES-GCM';
/** A copy with its own ArrayBuffer (WebCrypto's BufferSource typing refuses shared views). */
const own = (b: Bytes): Uint8Array<ArrayBuffer> => new Uint8Array(b);

/** A secret's public key through WebCrypto (imported once, extractable, then dropped), or through noble without it. */
export async function publicKeyFrom(secret: Bytes, subtle: SubtleCrypto | null): Promise<Bytes> {
  if (subtle) {
    const pkcs8 = own(pkcs8Of(secret));
    try {
      const probe = await subtle.importKey('pkcs8', pkcs8, ED, true, ['sign']);
      const pub = fromBase64url((await subtle.exportKey('jwk', probe)).x, 32);
      if (pub) return pub;
    } catch {
      // a platform that refuses: noble below
    } finally {
      pkcs8.fill(0);
    }
  }
  await loadNoble();
  return publicKeyOf(secret);
}

async function protect(secret: Bytes, created: number, subtle: SubtleCrypto, entropy: Entropy): Promise<ProtectedKey> {
  const pkcs8 = own(pkcs8Of(secret));
  const wrapBytes = own(entropy(32));
  try {
    const probe = await subtle.importKey('pkcs8', pkcs8, ED, true, ['sign']);
    const pub = fromBase64url((await subtle.exportKey('jwk', probe)).x, 32);
    if (!pub) throw new Error('no public key');
    const pk = toHex(pub);
    const signKey = await subtle.importKey('pkcs8', pkcs8, ED, false, ['sign']);
    const wrap = await subtle.importKey('raw', wrapBytes, GCM, false, ['encrypt', 'decrypt']);
    const iv = own(entropy(12));
    const sealed = new Uint8Array(await subtle.encrypt({ name: GCM, iv, additionalData: own(utf8(pk)) }, wrap, own(secret)));
    return { v: 1, kind: 'protected', pk, created, sign: signKey, wrap, iv, sealed };
  } finally {
    pkcs8.fill(0);
    wrapBytes.fill(0);
  }
}

/**
 * What to store for `secret`: protected where `subtle` (a WebCrypto the app's Ed25519 self-test
 * passed) imports it, else plain.
 */
export async function keep(secret: Bytes, created: number, subtle: SubtleCrypto | null, entropy: Entropy): Promise<KeptIdentity> {
  if (subtle) {
    try { return await protect(secret, created, subtle, entropy); } catch { /* plain below */ }
  }
  await loadNoble();
  return { v: 1, kind: 'plain', pk: toHex(publicKeyOf(secret)), created, secret: new Uint8Array(secret) };
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isKey = (x: unknown, type: KeyType, alg: string): x is CryptoKey =>
  isObj(x) && x.type === type && x.extractable === false && isObj(x.algorithm) && x.algorithm.name === alg;
const isBytes = (x: unknown, n?: number): x is Uint8Array => x instanceof Uint8Array && (n === undefined || x.length === n);

/** A stored identity read back (storage is checked like any input), or null when it is not one. */
export function keptOf(x: unknown): KeptIdentity | null {
  if (!isObj(x) || x.v !== 1 || !isHex(x.pk, 32) || typeof x.created !== 'number' || !Number.isSafeInteger(x.created) || x.created < 0) return null;
  if (x.kind === 'plain') return isBytes(x.secret, 32) ? x as unknown as PlainKey : null;
  if (x.kind === 'protected') {
    return isKey(x.sign, 'private', 'Ed25519') && isKey(x.wrap, 'secret', GCM) && isBytes(x.iv, 12) && isBytes(x.sealed, 48) ? x as unknown as ProtectedKey : null;
  }
  return null;
}

/** Signs a certificate digest with the kept key (noble for a plain key: loaded first). */
export function certifierOf(k: KeptIdentity, subtle: SubtleCrypto | null): (digest: Bytes) => Promise<Bytes> {
  if (k.kind === 'protected') {
    return async (d) => {
      if (!subtle) throw new Error('identity: this page has no WebCrypto to sign with its protected key');
      return new Uint8Array(await subtle.sign(ED, k.sign, own(d)));
    };
  }
  return async (d) => { await loadNoble(); return sign(d, k.secret); };
}

/** The kept secret in the clear, for a backup only (the caller wipes it after). */
export async function secretOf(k: KeptIdentity, subtle: SubtleCrypto | null): Promise<Bytes> {
  if (k.kind === 'plain') return new Uint8Array(k.secret);
  if (!subtle) throw new Error('identity: this page has no WebCrypto to open its protected key');
  return new Uint8Array(await subtle.decrypt({ name: GCM, iv: own(k.iv), additionalData: own(utf8(k.pk)) }, k.wrap, own(k.sealed)));
}
