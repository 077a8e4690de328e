/**
 * The built app served as plain files on 127.0.0.1, with no PeerServer and no configuration
 * endpoint: a page served this way has no signaling server to reach (test/e2e/no-server.test.ts).
 * Every request it answers is recorded, so a test can show what the pages asked for.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

export interface StaticApp {
  readonly url: string;
  /** Every request path the server was asked for, in order. */
  readonly asked: readonly string[];
  close(): Promise<void>;
}

/** `dir`: the build (FACEDOWN_DIST, else dist/). Anything not a file there is a 404: no /peerjs, no /facedown-config.json. */
export async function serveStatic(dir = process.env.FACEDOWN_DIST ?? 'dist'): Promise<StaticApp> {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/ is missing: npm test builds it first (vite build)`);
  const root = resolve(dir);
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    asked.push(path);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (req.method !== 'GET' || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  // A socket upgrade (a WebSocket) is refused outright: there is nothing here to talk to.
  server.on('upgrade', (req, socket) => { asked.push(`upgrade ${req.url ?? ''}`); socket.destroy(); });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`, asked,
    close: () => { server.closeAllConnections(); return new Promise((done) => server.close(() => done())); },
  };
}
