/**
 * What players read: through a whole online match of each game, the visible text (every panel
 * open but Details) never holds a protocol word; at the end each page says "You won" or "You
 * lost" (or both "Draw"), and the result stays in view wherever the page is scrolled.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { createAndJoin, expectVerified, playLoop } from './play.js';

/** Both pages play to the end; the lines with a protocol word either showed on the way (every panel open but Details, and the log) are returned. */
async function playScanning(pages: readonly Page[], limitMs: number): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  await playLoop(pages, limitMs, { seen, scanEvery: 4 });
  return seen;
}

async function expectOutcomes(host: Page, guest: Page): Promise<void> {
  const words = await Promise.all([host, guest].map((p) => p.locator('.end .outcome').innerText()));
  expect(words.every((w) => /^(You won|You lost|Draw)$/.test(w)), words.join(' / ')).toBe(true);
  // One winner and one loser, or a draw on both pages.
  expect([...words].sort()).toSatisfy((w: string[]) => (w[0] === 'Draw' && w[1] === 'Draw') || (w[0] === 'You lost' && w[1] === 'You won'));
  // Scrolled to the top, the result is still in view (it floats above the table).
  for (const p of [host, guest]) {
    await p.evaluate(() => window.scrollTo(0, 0));
    const box = await p.locator('.end .outcome').boundingBox();
    const vh = await p.evaluate(() => window.innerHeight);
    expect(box && box.y >= 0 && box.y + box.height <= vh).toBe(true);
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const low = await p.locator('.end .outcome').boundingBox();
    expect(low && low.y >= 0 && low.y + low.height <= vh).toBe(true);
  }
}

/** The page's match file, downloaded, then stepped through on the verify page: the table follows, the log grows. */
async function replayDownloaded(page: Page): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the match file' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'fd-replay-')), 'match.json');
  await download.saveAs(file);
  const verify = await page.context().newPage();
  await verify.goto(page.url().replace(/#.*$/, '#/verify'));
  await verify.setInputFiles('input[type=file]', file);
  await verify.getByRole('heading', { name: '✔ Valid' }).waitFor({ timeout: 60_000 });
  const replay = verify.getByRole('region', { name: 'Replay' });
  await replay.locator('[data-table]').waitFor();
  const pos = async () => /Move (\d+) of (\d+)/.exec(await replay.locator('.replay-pos').innerText())!.slice(1).map(Number) as [number, number];
  const [first, total] = await pos();
  expect(first).toBe(1);
  expect(total).toBeGreaterThan(10);
  expect(await replay.locator('button.choice:not([disabled])').count()).toBe(0);
  const states: string[] = [await replay.locator('[data-table]').innerText()];
  let lines = await replay.locator('.replay-log li').count();
  for (let i = 0; i < 12; i++) {
    await replay.getByRole('button', { name: 'Next ▶' }).click();
    states.push(await replay.locator('[data-table]').innerText());
    const now = await replay.locator('.replay-log li').count();
    expect(now).toBeGreaterThanOrEqual(lines);
    lines = now;
  }
  expect((await pos())[0]).toBe(13);
  expect(new Set(states).size).toBeGreaterThan(3);
  expect(lines).toBeGreaterThan(0);
  await replay.getByRole('button', { name: 'Last', exact: true }).click();
  expect(await pos()).toEqual([total, total]);
  await replay.getByRole('button', { name: '◀ Previous' }).click();
  expect((await pos())[0]).toBe(total - 1);
  await verify.close();
}

describe('plain words through whole matches', () => {
  const { b, app } = useBrowserAndApp();

  for (const game of ['Crayne', 'Crystal Factions']) {
    it(`${game}: no protocol word on either page from invitation to the end; "You won" and "You lost" at the end`, async () => {
      const { host, guest } = await createAndJoin(b.browser, app.url, game);
      const seen = await playScanning([host, guest], 400_000);
      await expectVerified([host, guest]);
      expect([...seen].map(([line, word]) => `${word}: ${line}`)).toEqual([]);
      await expectOutcomes(host, guest);
      // The result floats over the bottom of the window; the page keeps room below its content, so
      // scrolled to the end, the last of the page (Details) shows above it, not under it.
      await host.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [summary, result] = await Promise.all([host.locator('details.details summary').boundingBox(), host.locator('section.end').boundingBox()]);
      expect(summary && result && summary.y + summary.height <= result.y, `Details at ${JSON.stringify(summary)}, the result at ${JSON.stringify(result)}`).toBe(true);
      // The protocol's terms are there for whoever opens Details.
      await host.locator('details.details summary').click();
      expect(await host.locator('details.details').innerText()).toMatch(/signatures/);
      await replayDownloaded(guest);
      await Promise.all([host, guest].map((p) => p.context().close()));
    }, 600_000);
  }
});
