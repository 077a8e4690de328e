/**
 * Connect anywhere: a real TURN relay (coturn on loopback, with a shared secret), and a server
 * that makes every connection go through it (RELAY_ONLY: iceTransportPolicy 'relay'). Two
 * Chromium pages fetch short-lived credentials, play a whole match to a verified end, and the
 * selected candidate pair of every connection is relayed, read from getStats by the test
 * itself. A relay that cannot be reached is explained in plain words within 15 s.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserHandle, launch, serveApp } from './browser.js';
import { createAndJoin, expectVerified, newPage, playToEnd } from './play.js';
import { type Turn, startTurn } from './turn.js';

const GAME = 'High Card';

/** Keeps every RTCPeerConnection the page makes, so the test can read their stats itself. */
async function keepConnections(p: Page): Promise<void> {
  await p.addInitScript(() => {
    const Orig = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = all;
    window.RTCPeerConnection = class extends Orig {
      constructor(c?: RTCConfiguration) { super(c); all.push(this); }
    } as typeof RTCPeerConnection;
  });
}

/** For each connected RTCPeerConnection: its policy and the selected pair's candidate types (from getStats). */
const routes = (p: Page) => p.evaluate(async () => {
  const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((pc) => pc.connectionState === 'connected');
  return Promise.all(pcs.map(async (pc) => {
    const stats = new Map<string, Record<string, unknown>>();
    (await pc.getStats()).forEach((v: Record<string, unknown>, k: string) => stats.set(k, v));
    const transport = [...stats.values()].find((s) => s.type === 'transport' && s.selectedCandidatePairId);
    const pair = stats.get(String(transport?.selectedCandidatePairId));
    return {
      policy: pc.getConfiguration().iceTransportPolicy,
      local: stats.get(String(pair?.localCandidateId))?.candidateType,
      remote: stats.get(String(pair?.remoteCandidateId))?.candidateType,
      relayPort: Number(stats.get(String(pair?.localCandidateId))?.port),
      servers: pc.getConfiguration().iceServers?.map((s) => [s.urls].flat().join(' ')).join(' '),
    };
  }));
});

describe('a match through a TURN relay', () => {
  let turn: Turn | undefined;
  let b: BrowserHandle | undefined;
  const servers: { close(): Promise<void> }[] = [];
  beforeAll(async () => { turn = await startTurn(); b = await launch(); });
  afterAll(async () => { await b?.close(); for (const s of servers) await s.close(); await turn?.close(); });

  it('relay only: both pages fetch short-lived credentials, play to a verified end, and every link is relayed', async () => {
    if (!turn || !b) throw new Error('coturn or Chromium did not start');
    const turnUri = `turn:127.0.0.1:${turn.port}?transport=udp`;
    const app = await serveApp({ stun: [], turn: { uris: [turnUri], secret: turn.secret, ttl: 600 }, relayOnly: true, signals: [], ownSignal: true, allowOrigins: [] });
    servers.push(app);
    const seen: string[] = [];
    const { host, guest } = await createAndJoin(b.browser, app.url, GAME, undefined, false, async (p) => {
      p.on('response', (r) => { if (r.url().includes('/turn-credentials')) seen.push(`${r.status()}`); });
      await keepConnections(p);
    });
    await playToEnd([host, guest], 120_000);
    await expectVerified([host, guest]);
    // Each page fetched its own credential; the shared secret is in no page or link.
    expect(seen.filter((s) => s === '200').length).toBeGreaterThanOrEqual(2);
    for (const p of [host, guest]) {
      expect(await p.content()).not.toContain(turn.secret);
      expect(p.url()).not.toContain(turn.secret);
    }
    // The test's own reading of getStats: every connected link's selected pair is relay to relay.
    for (const p of [host, guest]) {
      const r = await routes(p);
      expect(r.length).toBeGreaterThanOrEqual(1);
      for (const { relayPort, ...x } of r) {
        expect(x).toEqual({ policy: 'relay', local: 'relay', remote: 'relay', servers: turnUri });
        // The relayed address is one of this coturn's own relay ports (turn.ts gives it 40000–40999).
        expect(relayPort).toBeGreaterThanOrEqual(40_000);
        expect(relayPort).toBeLessThanOrEqual(40_999);
      }
    }
    // The Details panel says so in words.
    await host.locator('details.details > summary').click();
    await expect.poll(() => host.locator('.details .route').innerText(), { timeout: 10_000 }).toBe('Connection: relayed through a relay (TURN) server');
    for (const p of [host, guest]) await p.context().close();
  }, 180_000);

  it('a relay that cannot be reached: the guest is told what is wrong in plain words within 15 s, not "retrying" forever', async () => {
    if (!b) throw new Error('Chromium did not start');
    // A relay address where nothing listens: every connection must be relayed, and none can be.
    const app = await serveApp({ stun: [], turn: { uris: ['turn:127.0.0.1:9?transport=udp'], secret: 'unused', ttl: 600 }, relayOnly: true, signals: [], ownSignal: true, allowOrigins: [] });
    servers.push(app);
    const { host, guest } = await createAndJoin(b.browser, app.url, GAME);
    const joined = Date.now();
    await expect.poll(() => guest.locator('.link-state').innerText(), { timeout: 15_000, interval: 100 }).toBe('Your browsers cannot reach each other');
    const ms = Date.now() - joined;
    console.log(`blocked connection reported after ${ms} ms`);
    const help = await guest.locator('.net-help').innerText();
    expect(help).toMatch(/even through this site's relay server/);
    expect(help).not.toMatch(/retrying/i);
    expect(await guest.locator('.doing').innerText()).toBe('');
    // The host, whose guest found it but could not connect, is told the same (not "waiting for them to open your link").
    await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 15_000 - (Date.now() - joined), interval: 100 }).toBe('Your browsers cannot reach each other');
    for (const p of [host, guest]) await p.context().close();
  }, 60_000);

  it('no relay configured: the page fetches nothing and takes no ICE servers (a LAN server, as before)', async () => {
    if (!b) throw new Error('Chromium did not start');
    const app = await serveApp();
    servers.push(app);
    const p = await newPage(b.browser);
    const asked: string[] = [];
    p.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await p.goto(app.url);
    await p.getByRole('button', { name: 'Create a match and invite a friend' }).waitFor();
    expect(asked).not.toContain('/turn-credentials');
    const cfg = await p.evaluate(() => fetch('/facedown-config.json').then((r) => r.json()));
    expect(cfg).toMatchObject({ ice: { stun: [], credentials: null, relayOnly: false } });
    await p.context().close();
  }, 30_000);
});
