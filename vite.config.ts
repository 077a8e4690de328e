import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const peerjsDeps = fileURLToPath(new URL('./src/net/peerjs-deps.ts', import.meta.url));

export default defineConfig({
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
