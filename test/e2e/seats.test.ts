/**
 * Tables for three to six seats, with no network: the table preview (scripts/table-preview)
 * draws a Crayne 3v3 and 2v2v2 table and a four-player Crystal Factions table from a locally
 * simulated match, seat 0's view, in real Chromium at desktop and phone width. Every player's
 * area is there with their name and their numbers (Influence; hit points and crystals), allies
 * are labelled "Ally" and only they, the sticky head lists every player, and nothing is wider
 * than the screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Preview, servePreview } from '../../scripts/table-preview/serve.js';
import { type BrowserHandle, launch } from './browser.js';

let preview: Preview | undefined;
let handle: BrowserHandle | undefined;
beforeAll(async () => { preview = await servePreview(); handle = await launch(); }, 120_000);
afterAll(async () => { await handle?.close(); await preview?.close(); });

const VIEWS = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const;

async function open(view: (typeof VIEWS)[number], q: { game: string; seats: number; options: object }): Promise<{ page: Page; data: { state: Record<string, unknown>; names: string[] } }> {
  if (!handle || !preview) throw new Error('the preview did not start');
  const page = await (await handle.browser.newContext({ viewport: view[1], ...(view[0] === 'phone' ? { isMobile: true, hasTouch: true } : {}) })).newPage();
  await page.goto(preview.url(q));
  await page.locator('[data-table]').waitFor({ timeout: 30_000 });
  const data = await page.evaluate(() => (window as unknown as { fdPreview: { state: Record<string, unknown>; names: string[] } }).fdPreview);
  return { page, data };
}

async function checkHead(page: Page, names: readonly string[]): Promise<void> {
  const head = page.locator('.match-head .headlines li');
  expect(await head.count()).toBe(names.length);
  for (const [i, n] of names.entries()) {
    const item = head.nth(i);
    await expect(item.textContent()).resolves.toContain(n);
    // One line per entry: a name is never wrapped inside the head.
    const lines = await item.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20')));
    expect(lines).toBeLessThanOrEqual(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}

describe.each(VIEWS.map((v) => [v[0], v] as const))('tables for three to six seats (%s)', (_label, view) => {
  for (const variant of ['3v3', '2v2v2']) {
    it(`Crayne ${variant}: six Lords, each with name and Influence; allies labelled`, async () => {
      const { page, data } = await open(view, { game: 'crayne', seats: 6, options: { variant } });
      const s = data.state as { lords: { influence: number; start: number }[]; teams: number[][] };
      const mine = s.teams.find((t) => t.includes(0)) ?? [];
      for (const [seat, name] of data.names.entries()) {
        const area = page.locator(`section[aria-label="${name}'s area"]`);
        await expect(area.count()).resolves.toBe(1);
        const text = (await area.textContent()) ?? '';
        expect(text).toContain(name);
        const l = s.lords[seat] as { influence: number; start: number };
        expect(text).toContain(l.influence > 0 ? `${l.influence}/${l.start}` : 'Fallen');
        expect(text).toMatch(/Hand \d+/);
        const ally = area.locator('.cr-tag', { hasText: /^Ally$/ });
        expect(await ally.count(), `${name} ${mine.includes(seat) && seat !== 0 ? 'is' : 'is not'} an ally`).toBe(mine.includes(seat) && seat !== 0 ? 1 : 0);
      }
      await checkHead(page, data.names);
      await page.context().close();
    });
  }

  it('Crystal Factions, four players: each with name, hit points and crystals', async () => {
    const { page, data } = await open(view, { game: 'crystal-factions', seats: 4, options: { opening: 'v2' } });
    const s = data.state as { players: { hp: number; crystals: number; hand: string[] }[] };
    for (const [seat, name] of data.names.entries()) {
      const area = page.locator(`section[aria-label="${name}'s area"]`);
      await expect(area.count()).resolves.toBe(1);
      const p = s.players[seat] as { hp: number; crystals: number; hand: string[] };
      await expect(area.locator('.cf-stat.hp').first().textContent()).resolves.toContain(String(p.hp));
      await expect(area.locator('.cf-stat.crystals').first().textContent()).resolves.toContain(String(p.crystals));
      expect(await area.textContent()).toContain(`Hand ${p.hand.length}`);
    }
    await checkHead(page, data.names);
    await page.context().close();
  });
});
