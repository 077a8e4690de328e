/**
 * Issue 29, item 1, in real Chromium: on "Verify a match", the replay of a verified match file
 * keeps the replayed board inside the window (nothing cut off at the left or right edge) and clear
 * of the log beside or below it, at 1280×800 and at 390×844; and the page says the result once
 * (no "won — … wins") with every count agreeing with its noun (no "1 … draws"). Screenshots go to
 * /tmp/view-verify-<width>.png for a person to look at.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../src/engine/games/crayne/bots.js';
import { crayneCatalog } from '../../src/engine/games/crayne/catalog.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import { useBrowserAndApp } from './setup.js';

/** Where screenshots go (VIEW_SHOTS: another prefix, e.g. for a build from before a change). */
const SHOTS = process.env.VIEW_SHOTS ?? '/tmp/view-';
const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }] as const;
/** "won" and "wins" in one sentence: the result said twice. */
const DOUBLED = /\bwon\b[^.\n]*\bwins?\b/i;
/** A count of one with a plural noun ("1 public random draws", "(1 items"). */
const ONE_MANY = /(^|[^\d.,])1 (?:[a-z-]+ ){0,2}(?:draws|steps|messages|signatures|commitments|reveals|values|shuffles|rolls|cards|items|lists|passes|files)\b/;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page's words, with every collapsed part open (the derivations of the randomness, the report). */
async function words(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    return (document.querySelector('main') as HTMLElement).innerText;
  });
}

describe('the verify page and its replay (Chromium)', () => {
  const { b, app } = useBrowserAndApp();
  const dir = mkdtempSync(join(tmpdir(), 'facedown-replay-'));
  const crayne = join(dir, 'crayne.json');
  const fixture = join(dir, 'fixture.json');
  writeFileSync(crayne, JSON.stringify(playHeadless({
    game: crayneGame, seats: 2, options: crayneCatalog.variants[0]!.options, seed: 7, chainLength: 256, bots: [heuristicBot(), heuristicBot()],
  }).transcript));
  // One round: one shuffle and one roll, each said in the singular.
  writeFileSync(fixture, JSON.stringify(playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 1 }, seed: 4, chainLength: 32 }).transcript));

  for (const size of SIZES) {
    it(`${size.width}×${size.height}: the board inside the window and clear of the log; the words say the result once, in agreement`, async () => {
      const page = await (await b.browser.newContext({ viewport: size })).newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.goto(`${app.url}#/verify`);
      await page.setInputFiles('input[type=file]', crayne);
      await page.getByRole('heading', { name: '✔ Valid' }).waitFor();
      const replay = page.getByRole('region', { name: 'Replay' });
      const board = replay.locator('.replay-table [data-table]');
      const log = replay.locator('.replay-log');
      await board.waitFor();
      for (const step of ['Last', 'First', 'Next ▶']) {
        await replay.getByRole('button', { name: step }).click();
        await board.evaluate((e) => e.scrollIntoView({ block: 'start' }));
        if (step === 'Last') await page.screenshot({ path: `${SHOTS}verify-${size.width}.png`, fullPage: true });
        const at = await board.boundingBox();
        const by = await log.boundingBox();
        if (!at || !by) throw new Error('the board or the log is not drawn');
        expect(at.x, 'the board\'s left edge').toBeGreaterThanOrEqual(0);
        expect(at.x + at.width, 'the board\'s right edge').toBeLessThanOrEqual(size.width);
        expect(overlap(at, by), `the board ${JSON.stringify(at)} and the log ${JSON.stringify(by)} overlap`).toBe(false);
        expect(await board.evaluate((e) => e.scrollWidth - e.clientWidth), 'the board\'s content is wider than the board').toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      // (The players are "Bot 1" and "Bot 2": "Bot 1 draws a card" is a name, not a count.)
      const crayneWords = (await words(page)).replace(/\bBot (\d)\b/g, (_, d: string) => `Bot ${'ABCDEF'[Number(d) - 1]}`);
      expect(crayneWords.match(DOUBLED)?.[0] ?? null).toBeNull();
      expect(crayneWords.match(ONE_MANY)?.[0] ?? null).toBeNull();
      expect(crayneWords).toMatch(/What was checked\n[\s\S]*\d+ steps replayed under the rules, from \d+ signed messages\./);

      await page.setInputFiles('input[type=file]', fixture);
      await page.getByRole('heading', { name: '✔ Valid' }).waitFor();
      const fixtureWords = (await words(page)).replace(/\bBot (\d)\b/g, (_, d: string) => `Bot ${'ABCDEF'[Number(d) - 1]}`);
      expect(fixtureWords).toMatch(/\b1 shuffle and 1 roll\b/);
      expect(fixtureWords.match(DOUBLED)?.[0] ?? null).toBeNull();
      expect(fixtureWords.match(ONE_MANY)?.[0] ?? null).toBeNull();
      await page.context().close();
    }, 90_000);
  }
});
