/**
 * Ed25519 through node:crypto (OpenSSL), synchronous: for headless matches, the bench and tests.
 * Same strict verdicts as noble: the shared byte checks first, and an OpenSSL "false" confirmed by
 * noble (OpenSSL's cofactorless equation refuses some signatures the cofactored one accepts).
 */
import { type KeyObject, createPrivateKey, createPublicKey, sign as nodeSign, verify as nodeVerify } from 'node:crypto';
import { type Bytes, toHex } from '../src/crypto/bytes.js';
import type { Ed25519 } from '../src/crypto/ed25519.js';
import { passesStrictChecks } from '../src/crypto/ed25519-strict.js';
import { fromBase64url, pkcs8Of, spkiOf } from '../src/crypto/ed25519-der.js';
import { KeyCache } from '../src/crypto/key-cache.js';
import { verify as nobleVerify } from '../src/crypto/sign.js';

interface Secret { readonly key: KeyObject; readonly publicKey: Bytes }

const secrets = new KeyCache<Secret>(64);
const publics = new KeyCache<KeyObject | null>(64);

function secretOf(secret: Bytes): Secret {
  if (!(secret instanceof Uint8Array) || secret.length !== 32) throw new RangeError('ed25519: secret must be 32 bytes');
  return secrets.get(toHex(secret), () => {
    const key = createPrivateKey({ key: Buffer.from(pkcs8Of(secret)), format: 'der', type: 'pkcs8' });
    const publicKey = fromBase64url(createPublicKey(key).export({ format: 'jwk' }).x, 32);
    if (!publicKey) throw new Error('ed25519: node exported no 32-byte public key');
    return { key, publicKey };
  });
}

/** The KeyObject of a public key, or null when OpenSSL refuses it (then noble decides). */
function publicOf(publicKey: Bytes): KeyObject | null {
  return publics.get(toHex(publicKey), () => {
    try {
      return createPublicKey({ key: Buffer.from(spkiOf(publicKey)), format: 'der', type: 'spki' });
    } catch {
      return null;
    }
  });
}

export const nodeEd25519: Ed25519 = {
  path: 'node',
  publicKey: (secret) => secretOf(secret).publicKey,
  sign: (msg, secret) => new Uint8Array(nodeSign(null, msg, secretOf(secret).key)),
  verify(sig, msg, publicKey) {
    if (!(msg instanceof Uint8Array) || !passesStrictChecks(sig, publicKey)) return false;
    const key = publicOf(publicKey);
    try {
      if (key && nodeVerify(null, msg, key, sig)) return true;
    } catch {
      // noble decides below
    }
    return nobleVerify(sig, msg, publicKey);
  },
};

/** node:crypto's strict verifier, as the synchronous check the verifier and the ledger take. */
export const nodeVerifySync = (sig: Uint8Array, msg: Uint8Array, publicKey: Uint8Array): boolean => nodeEd25519.verify(sig, msg, publicKey) as boolean;
