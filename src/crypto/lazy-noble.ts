/**
 * noble's Ed25519 (src/crypto/sign.ts) behind a dynamic import, so that a page with WebCrypto
 * Ed25519 never loads it. `loadNoble` loads it once; the synchronous functions here then use it,
 * and before that throw `NobleNotLoaded` (never a verdict: callers that catch errors as "invalid"
 * rethrow it). Node tools and the tests load it first (test/setup-on-demand.ts).
 */
import type { Bytes } from './bytes.js';
import type { Ed25519 } from './ed25519.js';

type Noble = typeof import('./sign.js');

let noble: Noble | null = null;
let loading: Promise<Noble> | null = null;

export class NobleNotLoaded extends Error {
  constructor() { super('ed25519: noble is not loaded yet (await loadNoble() first)'); this.name = 'NobleNotLoaded'; }
}

/** Loads noble once; later calls share the first load (a failed load may be retried). */
export function loadNoble(): Promise<void> {
  if (noble) return Promise.resolve();
  loading ??= import('./sign.js').then((m) => (noble = m), (e: unknown) => { loading = null; throw e; });
  return loading.then(() => undefined);
}

export const nobleLoaded = (): boolean => noble !== null;

function loaded(): Noble {
  if (!noble) throw new NobleNotLoaded();
  return noble;
}

export const sign = (msg: Bytes, secretKey: Bytes): Bytes => loaded().sign(msg, secretKey);
export const verify = (sig: Bytes, msg: Bytes, publicKey: Bytes): boolean => loaded().verify(sig, msg, publicKey);
export const publicKeyOf = (secret: Bytes): Bytes => loaded().keyPairFrom(secret).publicKey;

/** noble as a synchronous path, once `loadNoble` finished. */
export const lazyNobleEd25519: Ed25519 = { path: 'noble', publicKey: publicKeyOf, sign, verify };
