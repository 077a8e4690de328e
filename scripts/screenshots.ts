/**
 * Screenshots of every table as players see it: a real match between two Chromium pages over
 * WebRTC (the host at desktop width, the guest at phone width), at the invitation, the start,
 * mid-match and the end, for each game. `npm run screenshots [-- out-dir]` (builds first).
 * PNGs go to `screenshots/` (ignored by git): look at them before calling a table done.
 *
 * `npm run screenshots -- --seats [out-dir]`: tables for 3–6 seats with no network, each drawn
 * from a locally simulated match (scripts/table-preview/), seat 0's view, the whole page at
 * desktop (1280×800) and phone (390×844) width: seats-<table>-desktop.png / -phone.png.
 */
import { mkdirSync } from 'node:fs';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { launch, serveApp } from '../test/e2e/browser.js';

const seatsMode = process.argv.includes('--seats');
const out = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'screenshots';
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

/** The tables for more than two seats, as scripts/table-preview draws them. */
export const SEAT_TABLES = [
  { file: 'crayne-ffa4', game: 'crayne', seats: 4, options: { variant: 'free-for-all' } },
  { file: 'crayne-2v2', game: 'crayne', seats: 4, options: { variant: '2v2' } },
  { file: 'crayne-3v3', game: 'crayne', seats: 6, options: { variant: '3v3' } },
  { file: 'crayne-2v2v2', game: 'crayne', seats: 6, options: { variant: '2v2v2' } },
  { file: 'crayne-ffa6', game: 'crayne', seats: 6, options: { variant: 'free-for-all' } },
  { file: 'cf-3', game: 'crystal-factions', seats: 3, options: { opening: 'v2' } },
  { file: 'cf-4', game: 'crystal-factions', seats: 4, options: { opening: 'v2' } },
] as const;

async function seatShots(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const { servePreview } = await import('./table-preview/serve.js');
  const preview = await servePreview();
  const b = await launch();
  try {
    for (const [label, viewport, extra] of [['desktop', { width: 1280, height: 800 }, {}], ['phone', PHONE, { isMobile: true, hasTouch: true }]] as const) {
      const page = await (await b.browser.newContext({ viewport, ...extra })).newPage();
      for (const t of SEAT_TABLES) {
        await page.goto(preview.url(t));
        await page.locator('[data-table]').waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/seats-${t.file}-${label}.png`, fullPage: true });
        console.log(`${out}/seats-${t.file}-${label}.png`);
      }
      await page.context().close();
    }
  } finally {
    await b.close();
    await preview.close();
  }
}

/** A spectator's page from the host's watch link, at desktop and phone width (watch-<game>-desktop/-phone). */
async function watchShots(browser: Browser, host: Page, file: string): Promise<void> {
  await host.locator('.watch-invite summary').click();
  const link = await host.getByRole('textbox', { name: 'Watch link' }).inputValue();
  await shoot(host, `${file}-watch-link-desktop`);
  await host.locator('.watch-invite summary').click();
  for (const [label, viewport, extra] of [['desktop', DESKTOP, {}], ['phone', PHONE, { isMobile: true, hasTouch: true }]] as const) {
    const w = await (await browser.newContext({ viewport, ...extra })).newPage();
    await w.goto(link);
    await w.locator('[data-table]').waitFor({ timeout: 30_000 });
    await w.waitForTimeout(600);
    await w.screenshot({ path: `${out}/watch-${file}-${label}.png`, fullPage: label === 'desktop' });
    console.log(`${out}/watch-${file}-${label}.png`);
    await w.context().close();
  }
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
        if (turn === 40) {
          await shoot(host, `${g.file}-mid-desktop`);
          await shoot(guest, `${g.file}-mid-phone`);
          await watchShots(b.browser, host, g.file);
        }
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

await (seatsMode ? seatShots() : main());
process.exit(0);
