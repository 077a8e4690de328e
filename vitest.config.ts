import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // noble's Ed25519 is loaded on demand (src/crypto/lazy-noble.ts): tests use it synchronously.
    setupFiles: ['test/setup-noble.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
