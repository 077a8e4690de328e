/**
 * Screenshots of every table as players see it: a real match between two Chromium pages over
 * WebRTC (the host at desktop width, the guest at phone width), at the invitation, the start,
 * mid-match and the end, for each game. `npm run screenshots [-- out-dir]` (builds first).
 * PNGs go to `screenshots/` (ignored by git): look at them before calling a table done.
 */
import { mkdirSync } from 'node:fs';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { launch, serveApp } from '../test/e2e/browser.js';

const out = process.argv[2] ?? 'screenshots';
const GAMES = [{ label: 'Crayne', file: 'crayne' }, { label: 'Crystal Factions', file: 'crystal-factions' }];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function click(page: Page): Promise<boolean> {
  const buttons = page.locator('button.choice:not([disabled])');
  const n = await buttons.count().catch(() => 0);
  if (!n) return false;
  await buttons.nth(Math.floor(Math.random() * n)).click({ timeout: 1_000 }).catch(() => undefined);
  return true;
}

const over = async (p: Page): Promise<boolean> => (await p.locator('.end .result, .stopped').count().catch(() => 0)) > 0;

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  await build({ logLevel: 'warn' });
  const app = await serveApp();
  const b = await launch();
  try {
    for (const g of GAMES) {
      const host = await (await b.browser.newContext({ viewport: DESKTOP })).newPage();
      const guest = await (await b.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
      await host.goto(app.url);
      await shoot(host, `lobby-desktop`);
      await host.getByLabel('Your name').fill('Alice');
      await host.getByRole('radio', { name: new RegExp(g.label) }).check();
      await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
      const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
      await shoot(host, `${g.file}-invite-desktop`);
      await guest.goto(link);
      await guest.getByLabel('Your name').fill('Bob');
      await shoot(guest, `${g.file}-join-phone`);
      await guest.getByRole('button', { name: 'Join the match' }).click();
      await Promise.any([host, guest].map((p) => p.locator('button.choice').first().waitFor({ timeout: 30_000 })));
      await shoot(host, `${g.file}-start-desktop`);
      await shoot(guest, `${g.file}-start-phone`);
      const deadline = Date.now() + 240_000;
      for (let turn = 0; Date.now() < deadline; turn++) {
        if ((await over(host)) && (await over(guest))) break;
        if (turn === 40) { await shoot(host, `${g.file}-mid-desktop`); await shoot(guest, `${g.file}-mid-phone`); }
        const clicked = [await click(host), await click(guest)];
        if (!clicked.some(Boolean)) await host.waitForTimeout(50);
      }
      await shoot(host, `${g.file}-end-desktop`);
      await shoot(guest, `${g.file}-end-phone`);
      await host.context().close();
      await guest.context().close();
    }
  } finally {
    await b.close();
    await app.close();
  }
}

await main();
process.exit(0);
