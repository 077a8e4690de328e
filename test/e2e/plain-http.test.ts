/**
 * A LAN page over plain http (e.g. http://192.168.1.20:8080) is not a secure context: no
 * crypto.subtle, no Web Locks, no navigator.userAgentData. Chromium maps the name lan.test to
 * 127.0.0.1 (traffic stays on loopback), and http://lan.test:<port>/ is not a secure context
 * (only localhost and 127.0.0.1 are). Two pages there host, join and play a match to its
 * verified end, signalling through the PeerServer at the page's own origin.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { createAndJoin, expectVerified, playToEnd } from './play.js';

const LAN_HOST = 'lan.test';
const GAME = 'High Card';

/** What the page itself reports about where it runs. */
const context = (p: Page) => p.evaluate(() => ({
  secure: window.isSecureContext,
  subtle: typeof crypto.subtle,
  random: typeof crypto.getRandomValues,
  protocol: location.protocol,
  host: location.hostname,
}));

describe('a match on a plain-http LAN page (not a secure context)', () => {
  const { b, app } = useBrowserAndApp([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);

  it('hosts, joins by the link and plays to a verified end', async () => {
    const served = new URL(app.url);
    expect(served.hostname).toBe('127.0.0.1');
    const url = `http://${LAN_HOST}:${served.port}/`;
    const sockets: string[] = [];
    const { host, guest, link } = await createAndJoin(b.browser, url, GAME, undefined, false, (p) => p.on('websocket', (ws) => sockets.push(ws.url())));
    for (const p of [host, guest]) {
      expect(await context(p)).toEqual({ secure: false, subtle: 'undefined', random: 'function', protocol: 'http:', host: LAN_HOST });
    }
    expect(new URL(link).host).toBe(`${LAN_HOST}:${served.port}`);
    await playToEnd([host, guest], 120_000);
    await expectVerified([host, guest]);
    // Signalling went to the PeerServer on the page's own origin, by its LAN name.
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    for (const s of sockets) expect(new URL(s)).toMatchObject({ protocol: 'ws:', host: `${LAN_HOST}:${served.port}`, pathname: '/peerjs/peerjs' });
  });
});
