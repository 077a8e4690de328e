/** Everything of the shared deck's crypto, as one module loaded on demand (deck-lazy.ts). */
export * from './deck-group.js';
export * from './deck-proofs.js';
export * from './deck-shuffle.js';
export * from './shuffle-key.js';
export * from './shuffle-proof.js';
