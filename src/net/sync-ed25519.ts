/**
 * The synchronous Ed25519 functions a session uses for its few checks that cannot wait (hellos,
 * link proofs, its own public key): those of its path when that path is synchronous (node:crypto
 * in headless runs, noble), otherwise noble's (src/protocol/chain.ts defaults).
 */
import type { Bytes } from '../crypto/bytes.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import type { SignSync, VerifySync } from '../protocol/chain.js';

export interface SyncEd {
  readonly sign?: SignSync;
  readonly verify?: VerifySync;
  readonly publicKey?: (secret: Bytes) => Bytes;
}

export function syncEdOf(ed: Ed25519 | undefined): SyncEd {
  if (!ed || ed.path === 'webcrypto') return {};
  return {
    sign: (m, k) => ed.sign(m, k) as Bytes,
    verify: (s, m, k) => ed.verify(s, m, k) as boolean,
    publicKey: (k) => ed.publicKey(k) as Bytes,
  };
}
