/**
 * Ed25519 through a WebCrypto `SubtleCrypto` (asynchronous, 10–20× noble's speed where present).
 * Keys are imported once per key (bounded caches). Verification agrees exactly with noble's
 * strict verify: the byte checks noble makes that a platform might skip are done first
 * (ed25519-strict.ts), and a "false" from the platform is confirmed by noble, because platform
 * verifiers check the cofactorless equation, which refuses some signatures noble's cofactored
 * equation accepts (an R or A with a small-order component). Honest signatures never take that path.
 */
import { type Bytes, toHex } from './bytes.js';
import type { Ed25519 } from './ed25519.js';
import { passesStrictChecks } from './ed25519-strict.js';
import { fromBase64url, pkcs8Of } from './ed25519-der.js';
import { KeyCache } from './key-cache.js';
import { loadNoble, verify } from './lazy-noble.js';

const ALG = { name: 'Ed25519' };

interface Secret { readonly key: CryptoKey; readonly publicKey: Bytes }

/** noble's verdict, loaded only when a platform says "false" (so a bundler may split noble out). */
async function nobleVerify(sig: Bytes, msg: Bytes, publicKey: Bytes): Promise<boolean> {
  try {
    await loadNoble();
    return verify(sig, msg, publicKey);
  } catch {
    return false;
  }
}

/** A copy with its own ArrayBuffer (WebCrypto's BufferSource typing refuses shared views). */
const own = (b: Bytes): Uint8Array<ArrayBuffer> => new Uint8Array(b);

export function webCryptoEd25519(subtle: SubtleCrypto): Ed25519 {
  const secrets = new KeyCache<Promise<Secret>>(64);
  const publics = new KeyCache<Promise<CryptoKey>>(64);

  async function importSecret(secret: Bytes): Promise<Secret> {
    if (!(secret instanceof Uint8Array) || secret.length !== 32) throw new RangeError('ed25519: secret must be 32 bytes');
    const key = await subtle.importKey('pkcs8', own(pkcs8Of(secret)), ALG, true, ['sign']);
    const jwk = await subtle.exportKey('jwk', key);
    const publicKey = fromBase64url(jwk.x, 32);
    if (!publicKey) throw new Error('ed25519: platform exported no 32-byte public key');
    return { key, publicKey };
  }

  /** One import per secret, shared by concurrent callers; a failed import is not kept. */
  function secretOf(secret: Bytes): Promise<Secret> {
    const id = toHex(secret);
    const p = secrets.get(id, () => importSecret(secret));
    p.catch(() => secrets.delete(id));
    return p;
  }

  function publicOf(publicKey: Bytes): Promise<CryptoKey> {
    const id = toHex(publicKey);
    const p = publics.get(id, () => Promise.resolve(subtle.importKey('raw', own(publicKey), ALG, true, ['verify'])));
    p.catch(() => publics.delete(id));
    return p;
  }

  return {
    path: 'webcrypto',
    publicKey: async (secret) => (await secretOf(secret)).publicKey,
    async sign(msg, secret) {
      const { key } = await secretOf(secret);
      return new Uint8Array(await subtle.sign(ALG, key, own(msg)));
    },
    async verify(sig, msg, publicKey) {
      if (!(msg instanceof Uint8Array) || !passesStrictChecks(sig, publicKey)) return false;
      try {
        if (await subtle.verify(ALG, await publicOf(publicKey), own(sig), own(msg))) return true;
      } catch {
        // a platform that refuses the key or signature outright: noble decides below
      }
      return nobleVerify(sig, msg, publicKey);
    },
  };
}
