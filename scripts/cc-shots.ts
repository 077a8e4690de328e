/**
 * Screenshots of the Clockwork Crusade table with no network: seat 0's view of a locally
 * simulated match (scripts/table-preview/, the engine's bots playing every seat), at desktop
 * (1280×800) and phone (390×844) width, at setup (placing a grid), at the first gates, and mid
 * match with a unit chosen (its lit moves and targets). `npx tsx scripts/cc-shots.ts [out-dir]`
 * (default /tmp/cc-shots). Look at them before calling the table done.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launch } from '../test/e2e/browser.js';
import { servePreview } from './table-preview/serve.js';

const out = process.argv[2] ?? '/tmp/cc-shots';
const MOMENTS = [
  { name: 'setup', seats: 2, after: 3, seed: 3 },
  { name: 'gates', seats: 2, after: 8, seed: 3 },
  { name: 'control', seats: 2, after: 11, seed: 1 },
  { name: 'mid', seats: 2, after: 100, seed: 4 },
  { name: 'mid4', seats: 4, after: 400, seed: 3 },
] as const;

/** Choose one of seat 0's lit units (if any) so its moves and targets light up. */
async function chooseUnit(page: Page): Promise<void> {
  const mark = page.locator('.cc-mark.m-source').first();
  if (!(await mark.count())) return;
  const box = await mark.boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const preview = await servePreview();
  const b = await launch();
  try {
    for (const [label, viewport, extra] of [['desktop', { width: 1280, height: 800 }, {}], ['phone', { width: 390, height: 844 }, { isMobile: true, hasTouch: true }]] as const) {
      const page = await (await b.browser.newContext({ viewport, ...extra })).newPage();
      page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
      for (const m of MOMENTS) {
        await page.goto(preview.url({ game: 'clockwork-crusade', seats: m.seats, options: { rounds: 30 }, after: m.after, seed: m.seed }));
        await page.locator('[data-table]').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(300);
        if (m.name.startsWith('mid')) await chooseUnit(page);
        await page.screenshot({ path: `${out}/cc-${m.name}-${label}.png`, fullPage: true });
        console.log(`${out}/cc-${m.name}-${label}.png`);
      }
      await page.context().close();
    }
  } finally {
    await b.close();
    await preview.close();
  }
}

await main();
process.exit(0);
