/**
 * The app installed for offline solo play: in a secure context that is not loopback (Chromium
 * maps pwa.test to 127.0.0.1 and is told to treat that origin as secure), the page links its
 * manifest and registers its service worker, which keeps every script of the build; with the
 * network gone, a reload still opens the lobby, the help opens and a solo match is played to its
 * verified end.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserHandle, launch, serveApp } from './browser.js';
import { expectVerified, playToEnd } from './play.js';

const HOST = 'pwa.test';

describe('installable app', () => {
  let served: Awaited<ReturnType<typeof serveApp>> | undefined;
  let handle: BrowserHandle | undefined;
  let origin = '';
  beforeAll(async () => {
    served = await serveApp();
    origin = `http://${HOST}:${new URL(served.url).port}`;
    handle = await launch([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`]);
  });
  afterAll(async () => { await handle?.close(); await served?.close(); });

  it('a manifest and a service worker; with no network, a reload opens the lobby and a solo match plays to its end', async () => {
    const ctx = await handle!.browser.newContext();
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${origin}/`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    const manifest = await page.evaluate(async () => {
      const href = (document.querySelector('link[rel=manifest]') as HTMLLinkElement).href;
      return (await fetch(href)).json() as Promise<{ name: string; start_url: string }>;
    });
    expect(manifest.name).toBe('Facedown');
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), { timeout: 15_000 }).toBe(true);
    // The worker keeps what this page loads: the lobby, then the solo match's code (fetched on the first sign of intent).
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.getByLabel('Your name').fill('Solo');
    await page.getByRole('radio', { name: /Crayne/ }).check();
    await page.getByLabel('Variant').selectOption({ label: 'Single-Player Deathmatch vs the Automated Opponent (normal)' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const cached = await page.evaluate(async () => (await (await caches.open('facedown-app-v1')).keys()).map((r) => new URL(r.url).pathname));
    // Every script of the build is kept, what loads only when needed (the help panels' words, the end panel) too
    // (scripts are named by their hash alone, so the test reads the build's own list).
    const scripts = readdirSync('dist/assets').filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`);
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((s) => !cached.includes(s))).toEqual([]);
    await ctx.setOffline(true);
    await page.reload();
    await page.getByLabel('Your name').fill('Solo');
    await page.getByRole('radio', { name: /Crayne/ }).check();
    await page.getByLabel('Variant').selectOption({ label: 'Single-Player Deathmatch vs the Automated Opponent (normal)' });
    await page.getByRole('button', { name: 'Play solo (offline)' }).click();
    await page.locator('[data-table]').waitFor({ timeout: 15_000 });
    // The help panels' words load on demand: offline, from the worker's copy.
    await page.getByRole('button', { name: 'How to play' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: /How to play Crayne/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await playToEnd([page], 120_000);
    await expectVerified([page]);
    await ctx.close();
  }, 240_000);
});
