import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // noble's Ed25519 and the judge load on demand in the app (lazy-noble.ts, lazy-judge.ts): tests use them synchronously.
    setupFiles: ['test/setup-on-demand.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
