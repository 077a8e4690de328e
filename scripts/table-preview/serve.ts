/**
 * Builds the table preview (index.html, main.tsx) with vite into a temporary folder and serves
 * it on 127.0.0.1 (a free port). For scripts/screenshots.ts --seats and test/e2e/seats.test.ts.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

export interface Preview {
  /** The page for one table: game id, seats, options, and how many engine steps to play first. */
  url(q: { game: string; seats: number; options: object; after?: number; seed?: number }): string;
  close(): Promise<void>;
}

export async function servePreview(): Promise<Preview> {
  const out = mkdtempSync(join(tmpdir(), 'fd-preview-'));
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)), base: './', configFile: false, logLevel: 'warn',
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    build: { outDir: out, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(out) || !existsSync(file)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: (q) => `${base}?${new URLSearchParams({ game: q.game, seats: String(q.seats), options: JSON.stringify(q.options), after: String(q.after ?? 150), seed: String(q.seed ?? 1) })}`,
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(() => { rmSync(out, { recursive: true, force: true }); done(); });
    }),
  };
}
