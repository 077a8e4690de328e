/**
 * Issue 29's guided first match: the Hint button. Against the bot, pressing Hint shows a
 * sentence naming one of the table's own choices and why; following it (pressing that choice on
 * the table, or "Do it") is accepted. HINT_SHOTS=<dir> also saves the hint at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { newPage } from './play.js';
import { axeViolations } from './axe.js';

async function startVsBot(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('radio', { name: /Crayne/ }).check();
  await page.getByLabel('Variant').selectOption({ label: 'Two players, heads-up' });
  await page.getByRole('button', { name: 'Play offline against a bot' }).click();
  await page.locator('[data-table]').waitFor();
}

/** The suggestion's instruction, without "Suggested:" and the full stop. */
async function suggestion(page: Page): Promise<string> {
  const what = page.locator('.hint .hint-what');
  await what.waitFor({ timeout: 15_000 });
  const text = (await what.innerText()).trim();
  expect(text).toMatch(/^Suggested: .+\.$/);
  return text.replace(/^Suggested:\s*/, '').replace(/\.$/, '');
}

describe('the Hint button', () => {
  const { b, app } = useBrowserAndApp();

  it('Crayne against the bot: a suggestion naming a legal choice, with why; following it is accepted', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    await page.goto(app.url);
    await startVsBot(page, 'Ann');
    const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
    await hintButton.waitFor({ timeout: 15_000 });
    await hintButton.click();
    const move = await suggestion(page);
    const why = await page.locator('.hint .hint-why').innerText();
    expect(why).toMatch(/^Why: [A-Z].+\.$/);
    expect(why).not.toMatch(/\bseat \d|\d+:\d+/);
    // The suggestion is one of the table's lit choices, by its own words.
    const choice = page.locator('[data-table]').getByRole('button', { name: new RegExp(`^${move.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }).first();
    expect(await choice.count()).toBe(1);
    // No serious or critical accessibility violation in the hint (the rest of the page is axe.test.ts's).
    const inHint = (await axeViolations(page)).filter((v) => v.targets.some((t) => /hint/.test(t)));
    expect(inHint).toEqual([]);
    const shots = process.env.HINT_SHOTS;
    if (shots) {
      await page.locator('.hint').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/hint-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('.hint').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/hint-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const linesBefore = await page.locator('.log li').count();
    await choice.click();
    // Accepted: the hint goes, and the match moves on (the choice leaves the hand, the log grows).
    await expect.poll(() => page.locator('.hint .hint-what').count()).toBe(0);
    await expect.poll(() => page.locator('.log li').count(), { timeout: 15_000 }).toBeGreaterThan(linesBefore);
    // The next choice: "Do it" plays the suggestion itself.
    // On a phone the Hint button is a full tap target.
    await page.setViewportSize({ width: 390, height: 844 });
    await hintButton.waitFor({ timeout: 20_000 });
    expect((await hintButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const step = await page.locator('.log li').count();
    await hintButton.click();
    await suggestion(page);
    await page.getByRole('button', { name: 'Do it' }).click();
    await expect.poll(() => page.locator('.hint .hint-what').count()).toBe(0);
    await expect.poll(() => page.locator('.log li').count(), { timeout: 15_000 }).toBeGreaterThan(step);
    expect(await page.locator('.stopped').count()).toBe(0);
  }, 90_000);
});
