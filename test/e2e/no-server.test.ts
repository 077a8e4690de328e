/**
 * Issue 28, part 5: no signaling server at all. The app is served as plain files (static-app.ts:
 * no PeerServer, no configuration endpoint); two Chromium contexts connect by passing the
 * connection link and the answer code between them as players do (the visible boxes, the Copy
 * buttons), play a whole Crayne match by clicking, and both end verified. No page asks for
 * anything but the app's own files: no /peerjs, no WebSocket, no other address.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserHandle, launch } from './browser.js';
import { expectVerified, newPage, playToEnd, scanJargon, visibleText } from './play.js';
import { type StaticApp, serveStatic } from './static-app.js';

const GAME = 'Crayne';

describe('a match with no server: the players exchange codes', () => {
  let app: StaticApp | undefined;
  let handle: BrowserHandle | undefined;
  beforeAll(async () => { app = await serveStatic(); handle = await launch(); });
  afterAll(async () => { await handle?.close(); await app?.close(); });
  const need = <T>(x: T | undefined): T => { if (x === undefined) throw new Error('the browser or the app did not start'); return x; };

  /** Every request and WebSocket the pages make. */
  const requests: string[] = [];
  const sockets: string[] = [];
  const watch = (p: Page): void => {
    p.on('request', (r) => requests.push(r.url()));
    p.on('websocket', (w) => sockets.push(w.url()));
  };

  /** What the page's Copy button put on the clipboard, next to the box it copies. */
  async function copied(p: Page, box: string): Promise<string> {
    const text = await p.getByRole('textbox', { name: box }).inputValue();
    await p.getByRole('textbox', { name: box }).locator('xpath=..').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => p.evaluate(() => navigator.clipboard.readText())).toBe(text);
    return text;
  }

  /** Two fresh pages (each test's requests and sockets counted afresh). */
  async function pages(): Promise<{ host: Page; guest: Page }> {
    requests.length = 0;
    sockets.length = 0;
    const [host, guest] = [await newPage(need(handle).browser, true, 'reduce'), await newPage(need(handle).browser, true, 'reduce')] as [Page, Page];
    for (const p of [host, guest]) {
      watch(p);
      await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: need(app).url.replace(/\/$/, '') });
    }
    return { host, guest };
  }

  /** The guest opens the host's link, joins, and sends back its answer code, which the host pastes. */
  async function connect(host: Page, guest: Page): Promise<void> {
    const link = await copied(host, 'Connection link');
    expect(link).toMatch(new RegExp(`^${need(app).url}#/direct/[0-9a-f]{32}\\?g=crayne&v=0&h=Alice&c=[A-Za-z0-9_-]{100,200}$`));
    await guest.goto(link);
    await guest.getByLabel('Your name').fill('Bob');
    await guest.getByRole('button', { name: 'Join the match' }).click();
    await expect.poll(() => guest.getByRole('heading', { level: 2 }).first().innerText()).toBe('Send this code back to Alice');
    const answer = await copied(guest, 'Your answer code');
    await plainWords([host, guest]);
    await host.getByRole('textbox', { name: "Paste your friend's answer code" }).fill(answer);
    await host.getByRole('button', { name: 'Connect' }).click();
  }

  /** The pages with the codes speak to players: no protocol or network words. */
  async function plainWords(ps: readonly Page[]): Promise<void> {
    const seen = new Map<string, string>();
    await scanJargon(ps, seen);
    expect([...seen]).toEqual([]);
    for (const p of ps) expect((await visibleText(p)).body).not.toMatch(/\bSDP\b|\bICE\b|DTLS|SCTP|candidate|fingerprint|signal|\boffer\b|\bseat\b|peer/i);
  }

  it('host makes a link, guest answers with a code, they play to the end and both verify; only the app\'s own files are asked for', async () => {
    const { host, guest } = await pages();
    await host.goto(need(app).url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: new RegExp(GAME) }).check();
    // Two seats only: a table of three says so and offers no code exchange.
    await host.getByLabel('Variant').selectOption({ label: 'Free-for-all, 3 players' });
    expect(await host.getByRole('button', { name: 'Play without a server (exchange codes)' }).count()).toBe(0);
    expect(await host.locator('main').innerText()).toContain('Playing without a server (by exchanging codes) is for two players only.');
    await host.getByLabel('Variant').selectOption({ label: 'Two players, heads-up' });
    await host.getByRole('button', { name: 'Play without a server (exchange codes)' }).click();
    // A pasted offer (the host's own code) is refused in words, and nothing connects.
    const wrong = new URL(await host.getByRole('textbox', { name: 'Connection link' }).inputValue()).hash.split('c=')[1] as string;
    await host.getByRole('textbox', { name: "Paste your friend's answer code" }).fill(wrong);
    await host.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => host.locator('.direct [role=alert]').innerText()).toMatch(/connection link, not an answer code/);
    await connect(host, guest);
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 20_000 });
    for (const p of [host, guest]) await expect.poll(() => p.locator('.link-state').innerText()).toMatch(/^Connected to (Alice|Bob)$/);
    await playToEnd([host, guest], 240_000);
    expect(await expectVerified([host, guest])).toMatch(/^(Alice|Bob|Nobody) won after \d+ rounds?: /);
    expect(requests.length).toBeGreaterThan(3);
    expect(sockets).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(need(app).url))).toEqual([]);
    expect(requests.filter((u) => /peerjs/i.test(u))).toEqual([]);
    expect(need(app).asked.filter((p) => /peerjs|^upgrade/.test(p))).toEqual([]);
    // The watchers see what they are there to see: a socket to a PeerServer's path, had a page opened one.
    await host.evaluate((u) => { new WebSocket(`${u.replace(/^http/, 'ws')}peerjs?key=peerjs`); }, need(app).url);
    await expect.poll(() => sockets.length).toBe(1);
    await expect.poll(() => need(app).asked.some((p) => /^upgrade \/peerjs/.test(p))).toBe(true);
  });

  it('a reload on either side, or a lost network, drops the link; new codes bring it back each time and the match goes on to a verified end', async () => {
    const { host, guest } = await pages();
    await host.goto(need(app).url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: new RegExp(GAME) }).check();
    await host.getByRole('button', { name: 'Play without a server (exchange codes)' }).click();
    await connect(host, guest);
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 20_000 });
    const steps = () => host.locator('.log li').count();
    let before = 0;
    let guestBack = false;
    let hostBack = false;
    let netBack = false;
    await playToEnd([host, guest], 300_000, async (turn) => {
      if (turn === 4) {
        await guest.reload();
        // The guest's page has no link now; the host's says so and shows a new one.
        await expect.poll(() => guest.locator('.direct h2').innerText(), { timeout: 15_000 }).toBe('The connection to Alice was lost');
        await expect.poll(() => host.locator('.direct h2').innerText(), { timeout: 15_000 }).toBe('The connection to Bob was lost');
        const link = await copied(host, 'Connection link');
        await plainWords([host, guest]);
        await guest.getByRole('textbox', { name: 'Paste the new link from Alice' }).fill(link);
        await guest.getByRole('button', { name: 'Connect' }).click();
        const answer = await copied(guest, 'Your answer code');
        await host.getByRole('textbox', { name: "Paste your friend's answer code" }).fill(answer);
        await host.getByRole('button', { name: 'Connect' }).click();
        await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to Bob');
        guestBack = true;
        before = await steps();
      }
      // Once the match has moved on, the host reloads: the guest opens the host's new link in its tab.
      if (guestBack && !hostBack && turn >= 12 && (await steps()) > before) {
        await host.reload();
        await expect.poll(() => guest.locator('.direct h2').innerText(), { timeout: 15_000 }).toBe('The connection to Alice was lost');
        await guest.goto(await copied(host, 'Connection link'));
        const answer = await copied(guest, 'Your answer code');
        await host.getByRole('textbox', { name: "Paste your friend's answer code" }).fill(answer);
        await host.getByRole('button', { name: 'Connect' }).click();
        await expect.poll(() => guest.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to Alice');
        hostBack = true;
        before = await steps();
      }
      // Later the guest's network drops; the new link, tapped in a chat, opens in a second tab, which hands it to the match's tab.
      if (hostBack && !netBack && turn >= 20 && (await steps()) > before) {
        await guest.evaluate(() => (window.__facedownActive as { simulateOutage(ms: number): void }).simulateOutage(0));
        await expect.poll(() => host.locator('.direct h2').innerText(), { timeout: 15_000 }).toBe('The connection to Bob was lost');
        const tab = await guest.context().newPage();
        await tab.goto(await copied(host, 'Connection link'));
        await expect.poll(() => tab.locator('main').innerText()).toMatch(/^Your match is in another tab\s+That tab took the new link/);
        await tab.close();
        const answer = await copied(guest, 'Your answer code');
        await host.getByRole('textbox', { name: "Paste your friend's answer code" }).fill(answer);
        await host.getByRole('button', { name: 'Connect' }).click();
        await expect.poll(() => guest.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to Alice');
        netBack = true;
      }
    });
    expect([guestBack, hostBack, netBack]).toEqual([true, true, true]);
    await expectVerified([host, guest]);
    expect(sockets).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(need(app).url))).toEqual([]);
  });
});
