/**
 * The fastest Ed25519 this platform offers: WebCrypto when `crypto.subtle` exists (a secure
 * context) and passes a known-answer test, otherwise noble, loaded on demand. Never throws.
 */
import { type Bytes, equalBytes, fromHex } from '../crypto/bytes.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import { pkcs8Of } from '../crypto/ed25519-der.js';
import { webCryptoEd25519 } from '../crypto/webcrypto-ed25519.js';
import { loadNoble } from '../crypto/lazy-noble.js';

export interface PlatformGlobals { crypto?: { subtle?: SubtleCrypto } }

/** RFC 8032 §7.1 TEST 1: secret, public key, and the signature of the empty message. */
const KAT = {
  secret: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
  publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
  signature: 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
};
const ALG = { name: 'Ed25519' };

/**
 * True when `subtle` derives, signs and verifies TEST 1 exactly, and refuses the signature with
 * one bit flipped. The refusal is asked of the raw platform verifier: the path confirms a
 * platform "false" with noble, which would hide a verifier that always says "false" (and would
 * load noble at start-up).
 */
export async function selfTest(subtle: SubtleCrypto, path: Ed25519): Promise<boolean> {
  try {
    const secret = fromHex(KAT.secret), pub = fromHex(KAT.publicKey), sig = fromHex(KAT.signature);
    const msg = new Uint8Array(0);
    const bad = sig.slice();
    bad[0] = (bad[0] ?? 0) ^ 1;
    if (!equalBytes(await path.publicKey(secret), pub)) return false;
    if (!equalBytes(await path.sign(msg, secret), sig)) return false;
    if ((await path.verify(sig, msg, pub)) !== true) return false;
    const key = await subtle.importKey('raw', new Uint8Array(pub), ALG, false, ['verify']);
    const raw = (s: Bytes) => subtle.verify(ALG, key, new Uint8Array(s), new Uint8Array(msg));
    if ((await raw(sig)) !== true || (await raw(bad)) !== false) return false;
    // and the secret imports the way the path imports it
    await subtle.importKey('pkcs8', new Uint8Array(pkcs8Of(secret)), ALG, false, ['sign']);
    return true;
  } catch {
    return false;
  }
}

async function choose(g: PlatformGlobals): Promise<Ed25519> {
  try {
    const subtle = g.crypto?.subtle;
    if (subtle) {
      const path = webCryptoEd25519(subtle);
      if (await selfTest(subtle, path)) return path;
    }
  } catch {
    // a getter that throws, or the like: fall back
  }
  // (loaded for the synchronous defaults too: src/crypto/lazy-noble.ts)
  const [{ nobleEd25519 }] = await Promise.all([import('../crypto/ed25519.js'), loadNoble()]);
  return nobleEd25519;
}

const chosen = new WeakMap<object, Promise<Ed25519>>();

/** The Ed25519 path for these globals, chosen once per globals object. */
export function platformEd25519(g: PlatformGlobals = globalThis): Promise<Ed25519> {
  let p = chosen.get(g);
  if (!p) {
    p = choose(g);
    chosen.set(g, p);
  }
  return p;
}

let settled: Ed25519 | null = null;

/** Chooses this page's path once (at start-up); `pagePath` gives it from then on. */
export async function loadPagePath(): Promise<Ed25519> {
  settled = await platformEd25519();
  return settled;
}

/** This page's Ed25519 path, once `loadPagePath` finished (null before: sessions then use noble). */
export const pagePath = (): Ed25519 | null => settled;
