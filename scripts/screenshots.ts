/**
 * Screenshots of every table as players see it: a real match between two Chromium pages over
 * WebRTC (the host at desktop width, the guest at phone width), at the invitation, the start,
 * mid-match and the end, for each game. `npm run screenshots [-- out-dir]` (builds first).
 * PNGs go to `screenshots/` (ignored by git): look at them before calling a table done.
 *
 * `npm run screenshots -- --game=arackuan`: one game only (Arackuan adds its deck builder).
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
/** `--game=arackuan`: one game only (its file name). */
const only = process.argv.find((a) => a.startsWith('--game='))?.slice('--game='.length);
/** `mid`: the turn of the clicking loop at which the mid-match shots are taken. */
const GAMES = [{ label: 'Crayne', file: 'crayne', mid: 40 }, { label: 'Crystal Factions', file: 'crystal-factions', mid: 40 }, { label: 'Arackuan', file: 'arackuan', mid: 45 }, { label: 'Clockwork Crusade', file: 'clockwork-crusade', mid: 60 }];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Arackuan: what the table lit first (an attack to confirm, a square to place on, an enemy to attack), else any legal choice. */
async function arackuanClick(page: Page): Promise<boolean> {
  for (const sel of ['.ark-sq.m-joinable', '.ark-confirm:not([disabled])', '.ark-sq.m-place', '.ark-sq.m-attack']) {
    const l = page.locator(sel);
    if (await l.count().catch(() => 0)) { await l.first().click({ timeout: 1_000 }).catch(() => undefined); return true; }
  }
  return click(page);
}

/** Clockwork Crusade: a portal's value, a grid to place, a gate (hex then arrow), a unit's lit move or attack, else go on / end the turn. */
async function ccClick(page: Page): Promise<boolean> {
  const tap = async (sel: string): Promise<boolean> => {
    const l = page.locator(sel);
    const n = await l.count().catch(() => 0);
    if (!n) return false;
    const one = l.nth(Math.floor(Math.random() * n));
    // Centred, so the match's sticky head never lies over what is tapped.
    await one.evaluate((el) => el.scrollIntoView({ block: 'center' })).catch(() => undefined);
    const box = await one.boundingBox().catch(() => null);
    if (!box) return false;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2).catch(() => undefined);
    await page.waitForTimeout(60);
    return true;
  };
  const press = async (sel: string): Promise<boolean> => {
    const l = page.locator(sel);
    if (!(await l.count().catch(() => 0))) return false;
    await l.first().click({ timeout: 1_000 }).catch(() => undefined);
    return true;
  };
  if (await press('.cc-panel button.choice')) return true;
  if (await press('.cc-action.primary:has-text("Place this grid"):not([disabled])')) return true;
  if (await tap('.cc-dot.choice')) { await tap('.cc-mark.m-move'); return true; }
  if (await tap('.cc-mark.m-place')) return true;
  if (await press('.cc-action.primary:has-text("go on")')) return true;
  if (Math.random() < 0.5 && (await page.locator('.cc-portals .cc-chip').count().catch(() => 0))) return press('.cc-portals .cc-chip');
  if (Math.random() < 0.7 && (await tap('.cc-mark.m-source'))) {
    if (!(await tap('.cc-mark-top.m-attack'))) await tap('.cc-mark.m-move');
    return true;
  }
  return press('.cc-action.primary:has-text("End turn"):not([disabled])');
}

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

/** The Arackuan deck builder with a deck under way, at desktop and phone width (builder-desktop/-phone). */
async function builderShots(browser: Browser, url: string): Promise<void> {
  for (const [label, viewport, extra] of [['desktop', DESKTOP, {}], ['phone', PHONE, { isMobile: true, hasTouch: true }]] as const) {
    const page = await (await browser.newContext({ viewport, ...extra })).newPage();
    await page.goto(`${url}#/decks`);
    await page.getByRole('button', { name: /Vestur/ }).click();
    for (let i = 0; i < 14; i++) await page.locator('.db-add:not(.refused)').nth(i % 5).click().catch(() => undefined);
    await page.locator('.db-add.refused').first().click({ force: true }).catch(() => undefined);
    await shoot(page, `arackuan-builder-${label}`);
    await page.context().close();
  }
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  await build({ logLevel: 'warn' });
  const app = await serveApp();
  const b = await launch();
  try {
    for (const g of GAMES.filter((x) => !only || x.file === only)) {
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
      await Promise.any([host, guest].map((p) => p.locator(g.file === 'clockwork-crusade' ? '[data-table] .cc-panel' : 'button.choice').first().waitFor({ timeout: 30_000 })));
      await shoot(host, `${g.file}-start-desktop`);
      await shoot(guest, `${g.file}-start-phone`);
      const deadline = Date.now() + 240_000;
      for (let turn = 0; Date.now() < deadline; turn++) {
        if ((await over(host)) && (await over(guest))) break;
        if (turn === g.mid) {
          await shoot(host, `${g.file}-mid-desktop`);
          await shoot(guest, `${g.file}-mid-phone`);
          await watchShots(b.browser, host, g.file);
        }
        const play = g.file === 'arackuan' ? arackuanClick : g.file === 'clockwork-crusade' ? ccClick : click;
        const clicked = [await play(host), await play(guest)];
        if (!clicked.some(Boolean)) await host.waitForTimeout(50);
      }
      for (const p of [host, guest]) { const t = await p.locator('.stopped').first().innerText().catch(() => ''); if (t) console.log(`stopped: ${t.replace(/\s+/g, ' ').slice(0, 400)}`); }
      await shoot(host, `${g.file}-end-desktop`);
      await shoot(guest, `${g.file}-end-phone`);
      await host.context().close();
      await guest.context().close();
    }
    if (!only || only === 'arackuan') await builderShots(b.browser, app.url);
  } finally {
    await b.close();
    await app.close();
  }
}

await (seatsMode ? seatShots() : main());
process.exit(0);
