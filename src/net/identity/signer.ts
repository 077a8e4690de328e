/**
 * What a session needs of the player's identity (docs/IDENTITY.md): its public key, a way to
 * sign a certificate digest with it, and the clock the certificate names. The device's identity
 * (device.ts) and the tools' fixed test identities (fixed.ts) both give one.
 */
import type { Bytes } from '../../crypto/bytes.js';

export interface IdentitySigner {
  /** The identity's Ed25519 public key, hex. */
  readonly pk: string;
  /** Signs a certificate digest (src/protocol/wire/identity.ts) with the identity key. */
  certify(digest: Bytes): Bytes | Promise<Bytes>;
  /** The time the certificate names (ms since 1970). */
  now(): number;
}
