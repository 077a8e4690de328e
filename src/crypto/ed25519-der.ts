/** The fixed DER wrappers that carry raw Ed25519 keys into platform APIs (RFC 8410). */
import { type Bytes, concat, fromHex } from './bytes.js';

/** PKCS#8 PrivateKeyInfo for a 32-byte secret: SEQUENCE { 0, AlgorithmIdentifier 1.3.101.112, OCTET STRING { OCTET STRING secret } }. */
const PKCS8_PREFIX = fromHex('302e020100300506032b657004220420');
/** SubjectPublicKeyInfo for a 32-byte public key: SEQUENCE { AlgorithmIdentifier 1.3.101.112, BIT STRING key }. */
const SPKI_PREFIX = fromHex('302a300506032b6570032100');

export const pkcs8Of = (secret: Bytes): Bytes => concat(PKCS8_PREFIX, secret);
export const spkiOf = (publicKey: Bytes): Bytes => concat(SPKI_PREFIX, publicKey);

/** Bytes of unpadded base64url (a JWK `x`), or null when it is not exactly `len` bytes. */
export function fromBase64url(s: unknown, len: number): Bytes | null {
  if (typeof s !== 'string' || !/^[A-Za-z0-9_-]*$/.test(s)) return null;
  const std = s.replace(/-/g, '+').replace(/_/g, '/');
  let bin: string;
  try { bin = atob(std + '='.repeat((4 - (std.length % 4)) % 4)); } catch { return null; }
  if (bin.length !== len) return null;
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}
