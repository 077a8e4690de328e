/**
 * The shared deck's protocol code (shared-deck.ts) and its group code (src/crypto/deck.ts), loaded
 * on demand: only a match of a game with a shared pile, the verifier of such a file, and Node tools
 * load them. The synchronous protocol calls `sharedDeck()`, which throws DeckCryptoNotLoaded
 * before `loadSharedDeck()` has resolved (callers wait and retry).
 *
 * The rest of the protocol sees the code only through its interface, SharedDeckCode (code.ts).
 * The dynamic import itself is the caller's (`code`, whose module is checked against that
 * interface): a match's in net/shared-code.ts, the verify page's in verify-file.ts. In this module
 * it would sit in the protocol code every match and the verify page load, with the list of chunks
 * it preloads (issue 10).
 */
import type { SharedDeckCode } from './code.js';

/** The shared deck's code once loaded, else null (parse.ts checks its message bodies with it). */
export let loadedSharedDeck: SharedDeckCode | null = null;
let loading: Promise<void> | null = null;

export class DeckCryptoNotLoaded extends Error {
  constructor() { super('shared deck: not loaded'); }
}

export function loadSharedDeck(code: () => Promise<SharedDeckCode>): Promise<void> {
  if (loadedSharedDeck) return Promise.resolve();
  loading ??= code().then((m) => m.loadDeckCrypto().then(() => { loadedSharedDeck = m; })).catch((e: unknown) => { loading = null; throw e; });
  return loading;
}

export function sharedDeck(): SharedDeckCode {
  if (!loadedSharedDeck) throw new DeckCryptoNotLoaded();
  return loadedSharedDeck;
}
