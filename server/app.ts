/**
 * The Facedown host: the built app (dist/) and a PeerServer for signaling, on one port.
 * Players on a LAN with no internet reach both through this one address.
 */
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express from 'express';
import { ExpressPeerServer } from 'peer';

export const SIGNAL_PATH = '/peerjs';

export interface HostOptions {
  readonly port: number;
  readonly host: string;
  readonly dist: string;
}

export function startHost(o: HostOptions): Promise<{ server: Server; port: number }> {
  const dist = resolve(o.dist);
  if (!existsSync(resolve(dist, 'index.html'))) {
    return Promise.reject(new Error(`no built app in ${dist}: run "npm run build" first`));
  }
  const app = express();
  const server = createServer(app);
  // The app reads this to find the signaling server it was served with.
  app.get('/facedown-config.json', (_req, res) => {
    res.json({ signal: { path: SIGNAL_PATH, sameOrigin: true } });
  });
  app.use(SIGNAL_PATH, ExpressPeerServer(server, { path: '/', allow_discovery: false, alive_timeout: 60_000 }));
  app.use(express.static(dist, { index: 'index.html', maxAge: '1h', setHeaders: noCacheHtml }));
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(o.port, o.host, () => {
      const a = server.address();
      done({ server, port: typeof a === 'object' && a ? a.port : o.port });
    });
  });
}

function noCacheHtml(res: { setHeader(k: string, v: string): void }, path: string): void {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
