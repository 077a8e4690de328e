/**
 * Two Chromium contexts, a real PeerServer on loopback, real WebRTC: the host creates a match,
 * the guest opens the link, both play by clicking until the end, and both see the verified badge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type BrowserHandle, launch, serveApp } from './browser.js';

async function clickAnyChoice(page: Page): Promise<boolean> {
  const buttons = page.locator('.choices button.choice');
  const n = await buttons.count();
  if (!n) return false;
  await buttons.nth(Math.floor(Math.random() * n)).click({ timeout: 2_000 }).catch(() => undefined);
  return true;
}

async function playToEnd(pages: readonly Page[], limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    const over = await Promise.all(pages.map((p) => p.locator('.end .result, .stopped').count()));
    if (over.every((n) => n > 0)) return;
    const clicked = await Promise.all(pages.map((p) => clickAnyChoice(p)));
    if (!clicked.some(Boolean)) await pages[0]!.waitForTimeout(50);
  }
  throw new Error('the match did not finish in time');
}

describe('online match between two browsers (fixture game)', () => {
  let b: BrowserHandle;
  let app: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => { app = await serveApp(); b = await launch(); });
  afterAll(async () => { await b?.close(); await app?.close(); });

  it('host invites, guest joins by link, they play to the end, both verified', async () => {
    const host = await (await b.browser.newContext()).newPage();
    const guest = await (await b.browser.newContext()).newPage();
    for (const p of [host, guest]) p.on('pageerror', (e) => console.error('page error:', e.message));
    await host.goto(app.url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByText('Create a match and invite a friend').click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(link).toMatch(/#\/join\/[0-9a-f]{32}\?g=fixture/);
    await guest.goto(link);
    await guest.getByLabel('Your name').fill('Bob');
    await guest.getByRole('button', { name: 'Join the match' }).click();
    await playToEnd([host, guest], 60_000);
    for (const p of [host, guest]) {
      await expect.poll(() => p.locator('.badge.verified').count(), { timeout: 10_000 }).toBe(1);
    }
    const results = await Promise.all([host, guest].map((p) => p.locator('.end .result').innerText()));
    expect(results[0]).toBe(results[1]);
  });
});
