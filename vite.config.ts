import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';
import { peerjsRawOnly } from './build/peerjs-raw-only.js';
import { preloadHelper } from './build/preload-helper.js';

const peerjsDeps = fileURLToPath(new URL('./src/net/peerjs-deps.ts', import.meta.url));

/**
 * noble's Ed25519 (loaded only without WebCrypto Ed25519: src/crypto/lazy-noble.ts) imports
 * SHA-512 and helpers from the @noble/hashes modules that give the app its SHA-256 and hex.
 * One module is never split between chunks, so what only the curve uses would ride along on
 * every page: the curve gets its own copies of the @noble/hashes modules it reaches.
 */
const hashesForCurves: Plugin = {
  name: 'facedown:hashes-for-curves',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!importer || !(importer.includes('/@noble/curves/') || importer.endsWith('?curves'))) return null;
    const r = await this.resolve(source, importer, { skipSelf: true });
    return r && r.id.includes('/@noble/hashes/') && !r.id.endsWith('?curves') ? `${r.id}?curves` : null;
  },
};

/**
 * The chunks a match loads, grouped: left to itself, Rollup splits the way to a table into some
 * fifteen chunks (one per set of pages that share code), and each compresses alone (about 5 kB
 * more gzipped in all). Modules the first page loads stay in the entry; the rest of a match's code
 * goes into a few chunks, each loaded only by pages that need most of it:
 * - match: the protocol, the crypto and the engine's shared parts, the tables' kit with the
 *   names it uses, the controller, the network (PeerJS) and the match page. The verify page and
 *   the deck builder need only the first half, but one chunk packs smaller than two (the
 *   network code names what the protocol code names): 1.1 kB gzipped less on the way to a table,
 *   for 21 kB more on those two pages' first visit (the service worker keeps every chunk after
 *   it, and a match loads this one anyway);
 * - one chunk per game: its rules and its table (not its bots, help panels or simulator profile).
 * What loads later (help panels, the end panel, the Details, sound, the judge…) keeps its own chunk.
 */
const LATER = /\/(help|help-dialog|ending|automata-panel|battle|away-panels|contest|download|explain|room|room-page|room-controller|watch-page|watch-invite|watch-controller|watch-link|watch-relay|watch-codec|watch-binding|follow|peer-mesh|make-peer|mesh-kit|copy-button|end-panel|stopped-panel|invite-panel|details-body|synth|offline-kit|memory-transport|headless|module|bots|bot-levels|bot-client|search|invariants|sim-profile|judge|audit|verify|verdict-text|parse-file|seal|canonical-bytes|catalog|ice|link-route|signal-pick|direct-[a-z-]+|sdp-code|sdp-facts|qr-code|qr-scan|hint|talk-store|match\/table-talk(?=\.tsx$))\.tsx?$/;
function groupOf(id: string): string | null {
  if (id.includes('?curves') || id.includes('/@noble/curves/') || /\/src\/crypto\/(ed25519|sign|noble|deck\.ts|deck-(group|proofs|shuffle|lazy)|shuffle-(proof|key))/.test(id)) return null;
  // The shared deck's protocol code loads with its group code, only for a game with a shared pile (src/protocol/shared-deck/shared-lazy.ts).
  if (/\/src\/protocol\/shared-deck\/(shared-deck|shared-body|deck-audit|audit-call)\.ts$/.test(id)) return null;
  // Keeping a prompt and its targets in view: three tables import it, Crayne's loads it later (crayne/reports.ts).
  // Its own chunk: left to Rollup it joined Crystal Factions' chunk, which Crayne's table then loaded whole.
  if (id.endsWith('/src/ui/games/in-view.ts')) return 'in-view';
  // The search bot (and its sampling of hidden cards) is for a match against the computer at Hard:
  // its own chunk, never on the way to a table between people.
  if (/\/src\/engine\/search\//.test(id)) return 'search';
  // A player's identity, contacts, match history and ladder load on demand (their pages, a match's hello, its end).
  if (/\/src\/(net\/(identity|history)|protocol\/ladder|ui\/(identity|history|ladder))\//.test(id) || id.includes('/node_modules/idb/') || id.includes('/node_modules/openskill/') || id.includes('/node_modules/@noble/ciphers/')) return null;
  // The identity backup's passphrase hashing (scrypt) loads with the backup's code (src/net/identity/backup-format.ts), never on the way to a table.
  if (/\/node_modules\/@noble\/hashes\/(scrypt|pbkdf2|hmac)\.js$/.test(id)) return null;
  // (every game's rules, for the verify page; every game's module, for the bot's worker)
  if (id.endsWith('/src/engine/games/index.ts') || id.endsWith('/src/engine/games/defs.ts') || id.endsWith('/src/engine/games/lazy.ts')) return null;
  if (/\/src\/engine\/games\/([^/]+)\//.test(id) || /\/src\/ui\/games\/(crayne|crystal-factions)\//.test(id)) {
    if (LATER.test(id)) return null;
    const game = /\/games\/([^/]+)\//.exec(id)?.[1];
    return game === 'fixture' ? null : `game-${game}`;
  }
  if (LATER.test(id)) return null;
  const match = /\/src\/(ui\/match|net|protocol|crypto|engine)\//.test(id) || /\/node_modules\/(peerjs|@noble\/hashes)\//.test(id)
    || /\/src\/ui\/(test-hooks\.ts|later\.ts|names\.ts|games\/(kit|lazy-dialog)\.tsx)$/.test(id);
  return match ? 'match' : null;
}

/**
 * Imports the entry makes only for code it drops (tree-shaken): followed, they would put that code
 * in the entry. entropy.ts's seeded entropy (tests, reproducible bot matches) hashes; the page's does not.
 */
const UNUSED_BY_ENTRY: readonly (readonly [string, RegExp])[] = [['/src/net/entropy.ts', /\/src\/crypto\/(hash|stream)\.ts$/]];

/** Modules the entry loads (statically): they stay in the entry chunk. */
function entryModules(getModuleIds: () => IterableIterator<string>, info: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const i of info(id)?.importedIds ?? []) if (!UNUSED_BY_ENTRY.some(([from, to]) => id.endsWith(from) && to.test(i))) visit(i);
  };
  for (const id of getModuleIds()) if (info(id)?.isEntry) visit(id);
  return seen;
}

let entry: Set<string> | null = null;
const manualChunks = (id: string, api: { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null }): string | null => {
  entry ??= entryModules(() => api.getModuleIds(), (x) => api.getModuleInfo(x));
  return entry.has(id) ? 'index' : groupOf(id);
};

/**
 * The service worker (public/sw.js) keeps the build's scripts and styles at install: this writes
 * their names into dist/sw.js. Without it a part loaded only when needed would be missing offline
 * until a page had once asked for it.
 */
const swPrecache: Plugin = {
  name: 'facedown:sw-precache',
  apply: 'build',
  writeBundle(options, bundle) {
    const file = join(options.dir ?? 'dist', 'sw.js');
    const names = Object.keys(bundle).filter((f) => /^assets\/.*\.(js|css)$/.test(f)).sort().map((f) => `./${f}`);
    const sw = readFileSync(file, 'utf8');
    if (sw.split('const BUILD = [];').length !== 2) throw new Error('sw-precache: "const BUILD = [];" not found once in sw.js');
    writeFileSync(file, sw.replace('const BUILD = [];', `const BUILD = ${JSON.stringify(names)};`));
  },
};

export default defineConfig({
  plugins: [hashesForCurves, peerjsRawOnly, preloadHelper(), swPrecache],
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // PeerJS imports all of adapter.js and binarypack but needs neither here: see the file.
  resolve: {
    alias: [
      { find: /^webrtc-adapter$/, replacement: peerjsDeps },
      { find: /^peerjs-js-binarypack$/, replacement: peerjsDeps },
    ],
  },
  build: {
    outDir: 'dist', target: 'es2022', sourcemap: 'hidden',
    // terser (two passes) packs the scripts about 2.5% smaller than esbuild's minifier: 2.1 kB
    // gzipped on the way to a table (issue 10); a third pass, 0.03 kB more. safari10's workarounds
    // are for browsers this app does not run on (es2022). The build takes a few seconds longer.
    minify: 'terser', terserOptions: { compress: { passes: 3 }, safari10: false },
    // Every browser that runs this app (es2022, WebRTC data channels) supports <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    // Tiny shared chunks (a few hundred bytes each) cost a request and their own gzip overhead:
    // merge them where that adds nothing a page would not load anyway.
    // Scripts are named by their hash alone: every chunk's name is written in the chunks that load
    // it (imports, the preload map), and "game-crystal-factions-" in each of them is bytes on every
    // page (about 0.3 kB gzipped on the way to a table). The source maps (hidden) keep the modules' names.
    // Seven characters of hash, styles likewise: a name's hash is random to gzip, and the chunks list
    // some forty of them (0.2 kB on the way to a table). Six allowed at most 63 chunks (Rollup refuses
    // the build past that: "you need a minimum hash size of 7"), and the app reached 62 with the table
    // talk and the hint; seven allows thousands.
    rollupOptions: { output: { experimentalMinChunkSize: 1_000, manualChunks, chunkFileNames: 'assets/[hash:7].js', entryFileNames: 'assets/[hash:7].js', assetFileNames: 'assets/[hash:7][extname]' } },
  },
  // The computer's seat thinks in a worker (ui/match/bot-worker.ts): an ES module worker, so each
  // game's bots load on their own, only for a match against the computer.
  worker: {
    format: 'es',
    rollupOptions: { output: { chunkFileNames: 'assets/[hash:7].js', entryFileNames: 'assets/[hash:7].js', assetFileNames: 'assets/[hash:7][extname]' } },
  },
  server: { host: '127.0.0.1' },
});
