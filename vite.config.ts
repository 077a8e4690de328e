import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';

const peerjsDeps = fileURLToPath(new URL('./src/net/peerjs-deps.ts', import.meta.url));

/**
 * noble's Ed25519 (loaded only without WebCrypto Ed25519: src/crypto/lazy-noble.ts) imports
 * SHA-512 from the module that gives the app its SHA-256. One module is never split between
 * chunks, so SHA-512 would ride along with SHA-256 on every page: the curve gets its own copy.
 */
const sha2ForCurves: Plugin = {
  name: 'facedown:sha2-for-curves',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== '@noble/hashes/sha2.js' || !importer?.includes('/@noble/curves/')) return null;
    const r = await this.resolve(source, importer, { skipSelf: true });
    return r ? `${r.id}?curves` : null;
  },
};

export default defineConfig({
  plugins: [sha2ForCurves],
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // PeerJS imports all of adapter.js and binarypack but needs neither here: see the file.
  resolve: {
    alias: [
      { find: /^webrtc-adapter$/, replacement: peerjsDeps },
      { find: /^peerjs-js-binarypack$/, replacement: peerjsDeps },
    ],
  },
  build: {
    outDir: 'dist', target: 'es2022', sourcemap: true,
    // Tiny shared chunks (a few hundred bytes each) cost a request and their own gzip overhead:
    // merge them where that adds nothing a page would not load anyway.
    rollupOptions: { output: { experimentalMinChunkSize: 1_000 } },
  },
  server: { host: '127.0.0.1' },
});
