/** Everything of the shared deck's crypto, as one module loaded on demand (lazy.ts). */
export * from './group.js';
export * from './proofs.js';
export * from './shuffle.js';
