/**
 * The shared deck's protocol code (shared-deck.ts) and its group code (src/crypto/deck.ts), loaded
 * on demand: only a match of a game with a shared pile, the verifier of such a file, and Node tools
 * load them. The synchronous protocol calls `sharedDeck()`, which throws DeckCryptoNotLoaded
 * before `loadSharedDeck()` has resolved (callers wait and retry).
 *
 * The dynamic import itself is the caller's (`code`): a match's in net/shared-code.ts, the verify
 * page's in verify-file.ts. In this module it would sit in the core chunk every page loads, with
 * the list of chunks it preloads (issue 10).
 */
type SharedDeck = typeof import('./shared-deck.js');

let mod: SharedDeck | null = null;
let loading: Promise<void> | null = null;

export class DeckCryptoNotLoaded extends Error {
  constructor() { super('shared deck: not loaded yet (await loadSharedDeck())'); this.name = 'DeckCryptoNotLoaded'; }
}

export function loadSharedDeck(code: () => Promise<SharedDeck>): Promise<void> {
  if (mod) return Promise.resolve();
  loading ??= code().then((m) => m.loadDeckCrypto().then(() => { mod = m; })).catch((e: unknown) => { loading = null; throw e; });
  return loading;
}

/** The shared deck's code when it is loaded, else null (parse.ts checks its message bodies with it). */
export const sharedDeckIfLoaded = (): SharedDeck | null => mod;

export function sharedDeck(): SharedDeck {
  if (!mod) throw new DeckCryptoNotLoaded();
  return mod;
}
