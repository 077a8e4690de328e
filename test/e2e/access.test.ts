/** Phone-sized screens and the keyboard alone. */
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';

describe('accessibility of the Crayne table', () => {
  const { b, app } = useBrowserAndApp();

  it('on a phone-sized screen, with the keyboard alone, a solo match starts and moves are made', async () => {
    const ctx = await b.browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
    const page = await ctx.newPage();
    await page.goto(app.url);
    const press = async (key: string, times = 1) => { for (let i = 0; i < times; i++) await page.keyboard.press(key); };
    // Name, then the game, then the variant, then the solo button: Tab and type only.
    await press('Tab');
    await page.keyboard.type('Keys');
    await page.getByLabel('Variant').focus();
    await page.keyboard.press('End');
    let found = false;
    for (let i = 0; i < 30 && !found; i++) {
      await press('Tab');
      found = (await page.evaluate(() => document.activeElement?.textContent ?? '')).includes('Play solo');
    }
    expect(found).toBe(true);
    await press('Enter');
    await page.locator('[data-table]').waitFor();
    const before = await page.locator('.log li').count();
    // Make three face-down plays with Tab/Enter: focus moves to the first lit card.
    for (let move = 0; move < 3; move++) {
      await page.locator('button.choice').first().waitFor();
      let onChoice = false;
      for (let i = 0; i < 80 && !onChoice; i++) {
        await press('Tab');
        onChoice = await page.evaluate(() => !!document.activeElement?.classList.contains('choice'));
      }
      expect(onChoice).toBe(true);
      await press('Enter');
      await page.waitForTimeout(300);
    }
    await expect.poll(() => page.locator('.log li').count()).toBeGreaterThan(before + 3);
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/phone-crayne.png', fullPage: false }).catch(() => undefined);
    // The same seat opened in a second tab of this browser is refused before it can send anything.
    const second = await ctx.newPage();
    await second.goto(page.url());
    await expect.poll(() => second.locator('main').innerText(), { timeout: 10_000 }).toMatch(/already open in another tab/);
    expect(await second.locator('[data-table]').count()).toBe(0);
  });
});
