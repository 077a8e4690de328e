/**
 * Signaling that survives a server going down: the app is served by a host with no PeerServer
 * of its own (as a static build would be), listing two signaling servers, the first of which is
 * down. The host's page uses the first that answers; its join link names that server; the guest
 * meets it there; the match plays to a verified end, and no page ever opened a socket to the
 * dead server.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserHandle, launch, serveApp } from './browser.js';
import { createAndJoin, expectVerified, playToEnd } from './play.js';

/** A loopback port where nothing listens (taken, then let go). */
const deadPort = (): Promise<number> => new Promise((done) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const a = s.address(); s.close(() => done(typeof a === 'object' && a ? a.port : 0)); });
});

describe('a list of signaling servers', () => {
  let b: BrowserHandle | undefined;
  const servers: { close(): Promise<void> }[] = [];
  beforeAll(async () => { b = await launch(); });
  afterAll(async () => { await b?.close(); for (const s of servers) await s.close(); });

  it('the first is down: the host uses the next, its link names it, the guest meets it there, the match verifies', async () => {
    if (!b) throw new Error('Chromium did not start');
    const live = await serveApp();
    servers.push(live);
    const dead = `http://127.0.0.1:${await deadPort()}/peerjs`;
    const liveSignal = `${live.url.replace(/\/$/, '')}/peerjs`;
    const site = await serveApp({ stun: [], turn: null, relayOnly: false, signals: [dead, liveSignal], ownSignal: false, allowOrigins: [] });
    servers.push(site);
    const sockets: string[] = [];
    const started = Date.now();
    const { host, guest, link } = await createAndJoin(b.browser, site.url, 'High Card', undefined, false, (p) => p.on('websocket', (ws) => sockets.push(ws.url())));
    console.log(`link shown ${Date.now() - started} ms after the lobby opened (the dead server was tried first)`);
    // The link names the server that answered; the page at the site's own address needs no PeerServer there.
    expect(new URL(link).origin).toBe(new URL(site.url).origin);
    expect(decodeURIComponent(link)).toContain(liveSignal);
    await playToEnd([host, guest], 120_000);
    await expectVerified([host, guest]);
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    for (const s of sockets) expect(new URL(s).host).toBe(new URL(live.url).host);
    for (const p of [host, guest]) await p.context().close();
  }, 120_000);
});
