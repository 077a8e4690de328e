/**
 * The shared deck's crypto (ristretto255, large) behind a dynamic import: only a match of a game
 * with a shared deck loads it (`loadDeckCrypto` before the match opens; Node tools and tests load
 * it first). The synchronous protocol code calls `deckCrypto()`, which throws before that.
 */
type DeckCrypto = typeof import('./deck.js');

let mod: DeckCrypto | null = null;
let loading: Promise<DeckCrypto> | null = null;

export class DeckCryptoNotLoaded extends Error {
  constructor() { super('shared deck: its crypto is not loaded yet (await loadDeckCrypto() first)'); this.name = 'DeckCryptoNotLoaded'; }
}

export function loadDeckCrypto(): Promise<void> {
  if (mod) return Promise.resolve();
  loading ??= import('./deck.js').then((m) => (mod = m), (e: unknown) => { loading = null; throw e; });
  return loading.then(() => undefined);
}

export function deckCrypto(): DeckCrypto {
  if (!mod) throw new DeckCryptoNotLoaded();
  return mod;
}
