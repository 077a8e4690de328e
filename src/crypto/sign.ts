/** Per-match Ed25519 keys (RFC 8032, via @noble/curves). */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Bytes } from './bytes.js';

export interface KeyPair {
  readonly secretKey: Bytes;
  readonly publicKey: Bytes;
}

/** A key pair from 32 secret bytes supplied by the caller's entropy source. */
export function keyPairFrom(secret: Bytes): KeyPair {
  return { secretKey: secret, publicKey: ed25519.getPublicKey(secret) };
}

export const sign = (msg: Bytes, secretKey: Bytes): Bytes => ed25519.sign(msg, secretKey);

/** Strict RFC 8032 verification; malformed keys or signatures are simply invalid. */
export function verify(sig: Bytes, msg: Bytes, publicKey: Bytes): boolean {
  try {
    return ed25519.verify(sig, msg, publicKey, { zip215: false });
  } catch {
    return false;
  }
}
