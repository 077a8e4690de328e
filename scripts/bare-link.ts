/**
 * For npm run figures: the floor under the throttled-phone join. A page with nothing but PeerJS
 * (its browser bundle, gzipped as our own scripts are) opens a data connection to an unthrottled
 * page through the same kind of PeerServer and sends one message back and forth, on the same
 * throttled profile (throttle-profile.ts). Whatever any WebRTC app on that profile does, it waits
 * at least this long before its first exchange with the other player.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startHost } from '../server/app.js';
import { NO_NETWORK } from '../server/settings.js';
import { CPU_SLOWDOWN, FAST_3G } from './throttle-profile.js';

const PAGE = `<!doctype html><meta charset="utf-8"><title>bare</title><script src="/peerjs.min.js"></script>`;

export interface BareLink {
  /** Opening the page → its first message answered by the other page. */
  readonly ms: number;
  /** Page ms: PeerJS loaded; the signaling socket open; the data connection open; the answer in. */
  readonly loaded: number;
  readonly signaled: number;
  readonly open: number;
  readonly answered: number;
}

export async function bareLink(browser: Browser): Promise<BareLink> {
  const dir = mkdtempSync(join(tmpdir(), 'facedown-bare-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'peerjs.min.js'), readFileSync('node_modules/peerjs/dist/peerjs.min.js'));
  const { server, port } = await startHost({ port: 0, host: '127.0.0.1', dist: dir, network: NO_NETWORK });
  const url = `http://127.0.0.1:${port}/`;
  const opts = `{ host: '127.0.0.1', port: ${port}, path: '/peerjs', secure: false, key: 'peerjs', debug: 0, config: { iceServers: [] } }`;
  const hostCtx = await browser.newContext();
  const guestCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const host = await hostCtx.newPage();
    await host.goto(url);
    const hostId = `bare-host-${Date.now()}`;
    await host.evaluate(`new Promise((ok) => { const p = new Peer('${hostId}', ${opts});
      p.on('connection', (c) => c.on('data', (d) => c.send(d)));
      p.on('open', ok); })`);
    const guest = await guestCtx.newPage();
    const cdp = await guestCtx.newCDPSession(guest);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const t0 = Date.now();
    await guest.goto(url);
    const marks = (await guest.evaluate(`new Promise((ok) => {
      const m = { loaded: performance.now() };
      const p = new Peer('bare-guest-' + Date.now(), ${opts});
      p.on('open', () => { m.signaled = performance.now();
        const c = p.connect('${hostId}', { reliable: true, serialization: 'raw' });
        c.on('open', () => { m.open = performance.now(); c.send('ping'); });
        c.on('data', () => { m.answered = performance.now(); ok(m); });
      });
    })`)) as Omit<BareLink, 'ms'>;
    return { ms: Date.now() - t0, ...marks };
  } finally {
    await hostCtx.close();
    await guestCtx.close();
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  }
}
