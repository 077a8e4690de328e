/**
 * One interface over the Ed25519 implementations (WebCrypto, noble, node:crypto). Signatures are
 * deterministic, so every path gives the same public keys and signature bytes, and the same
 * strict verdicts (noble's `zip215: false`: canonical R and A, S < L, no small-order key,
 * cofactored equation).
 */
import type { Bytes } from './bytes.js';
import { keyPairFrom, sign, verify } from './sign.js';

export type SigPath = 'webcrypto' | 'noble' | 'node';

export interface Ed25519 {
  readonly path: SigPath;
  /** 32-byte public key of a 32-byte secret (RFC 8032 §5.1.5). */
  publicKey(secret: Bytes): Bytes | Promise<Bytes>;
  sign(msg: Bytes, secret: Bytes): Bytes | Promise<Bytes>;
  /** Strict verification; false (never a throw/rejection) for anything malformed. */
  verify(sig: Bytes, msg: Bytes, publicKey: Bytes): boolean | Promise<boolean>;
}

/** The pure-JS path (synchronous): src/crypto/sign.ts. */
export const nobleEd25519: Ed25519 = {
  path: 'noble',
  publicKey: (secret) => keyPairFrom(secret).publicKey,
  sign: (msg, secret) => sign(msg, secret),
  verify: (sig, msg, publicKey) => verify(sig, msg, publicKey),
};
