/**
 * The shared deck's protocol code (shared-deck.ts) and its group code (src/crypto/deck.ts) behind
 * dynamic imports: only a match of a game with a shared pile, the verifier of such a file, and
 * Node tools load them. The synchronous protocol calls `sharedDeck()`, which throws
 * DeckCryptoNotLoaded before `loadSharedDeck()` has resolved (callers wait and retry).
 */
type SharedDeck = typeof import('./shared-deck.js');

let mod: SharedDeck | null = null;
let loading: Promise<void> | null = null;

export class DeckCryptoNotLoaded extends Error {
  constructor() { super('shared deck: not loaded yet (await loadSharedDeck())'); this.name = 'DeckCryptoNotLoaded'; }
}

export function loadSharedDeck(): Promise<void> {
  if (mod) return Promise.resolve();
  loading ??= import('./shared-deck.js').then((m) => m.loadDeckCrypto().then(() => { mod = m; })).catch((e: unknown) => { loading = null; throw e; });
  return loading;
}

/** The shared deck's code when it is loaded, else null (parse.ts checks its message bodies with it). */
export const sharedDeckIfLoaded = (): SharedDeck | null => mod;

export function sharedDeck(): SharedDeck {
  if (!mod) throw new DeckCryptoNotLoaded();
  return mod;
}
