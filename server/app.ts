/**
 * The Facedown host: the built app (dist/) and a PeerServer for signaling, on one port.
 * Players on a LAN with no internet reach both through this one address.
 */
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { NO_NETWORK, type NetworkSettings } from './settings.js';
import { turnCredential } from './turn-rest.js';
import { gzipStatic } from './gzip-static.js';
import { pageWithConfig } from './page-html.js';

export const SIGNAL_PATH = '/peerjs';
export const CREDENTIALS_PATH = '/turn-credentials';
/**
 * An offer to a peer that is not there is answered "nobody here" after this long (PeerJS's
 * default is 5 s, checked every second): a dead join link says so within about a second.
 */
const EXPIRE_MS = 800;
const EXPIRE_CHECK_MS = 200;

/** The PeerServer's options (also what scripts/load-signal.ts measures). */
export const PEER_SERVER_OPTIONS = {
  path: '/', allow_discovery: false, alive_timeout: 60_000, expire_timeout: EXPIRE_MS, cleanup_out_msgs: EXPIRE_CHECK_MS,
} as const;

export interface HostOptions {
  readonly port: number;
  readonly host: string;
  readonly dist: string;
  /** STUN, TURN, fallback signaling servers (settings.ts); none by default. */
  readonly network?: NetworkSettings;
}

/** What a page served here reads at start (src/ui/match/signal.ts). */
export function pageConfig(n: NetworkSettings): Record<string, unknown> {
  return {
    signal: n.ownSignal ? { path: SIGNAL_PATH, sameOrigin: true } : null,
    signals: n.signals,
    ice: { stun: n.stun, credentials: n.turn ? CREDENTIALS_PATH : null, relayOnly: n.relayOnly },
  };
}

export function startHost(o: HostOptions): Promise<{ server: Server; port: number }> {
  const dist = resolve(o.dist);
  if (!existsSync(resolve(dist, 'index.html'))) {
    return Promise.reject(new Error(`no built app in ${dist}: run "npm run build" first`));
  }
  const net = o.network ?? NO_NETWORK;
  const app = express();
  const server = createServer(app);
  // The app reads this to find the signaling server it was served with, and its relay.
  app.get('/facedown-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(pageConfig(net));
  });
  // A short-lived relay credential for each page that asks (the secret never leaves this server).
  app.get(CREDENTIALS_PATH, (req, res) => {
    const origin = req.get('origin');
    if (origin && (net.allowOrigins.includes('*') || net.allowOrigins.includes(origin))) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Cache-Control', 'no-store');
    if (!net.turn) { res.status(404).json({ error: 'no relay is configured on this server' }); return; }
    res.json(turnCredential(net.turn, Date.now() / 1000));
  });
  if (net.ownSignal) {
    app.use(SIGNAL_PATH, ExpressPeerServer(server, PEER_SERVER_OPTIONS));
  }
  // The page itself carries the same settings, so a first visit needs no second request to know them.
  app.use(pageWithConfig(dist, pageConfig(net)));
  app.use(gzipStatic(dist));
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
