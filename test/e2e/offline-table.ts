/** A table against the bot on this device, at a given size, and clicking lit choices until a state is reached (in-view and table-phone tests). */
import type { Browser, Page } from 'playwright-core';

/** `touch`: a phone-width page taps (and has no motion), as a phone would. */
export async function offline(browser: Browser, url: string, size: { width: number; height: number }, game: RegExp, touch = false): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size, ...(touch ? { reducedMotion: 'reduce' as const, hasTouch: size.width < 500 } : {}) })).newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await page.getByLabel('Your name').fill('Alice');
  await page.getByRole('radio', { name: game }).check();
  await page.getByRole('button', { name: 'Play offline against a bot' }).click();
  await page.locator('[data-table]').waitFor({ timeout: 30_000 });
  return page;
}

/** Clicks the first of `prefer` there is (else waits a moment) until `ready` holds; fails after `ms` saying where the page stands. */
export async function until(page: Page, ready: () => Promise<boolean>, prefer: readonly string[], ms = 40_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`never ready: ${(await page.locator('[data-table]').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 400)}`);
    let clicked = false;
    for (const sel of prefer) {
      const l = page.locator(sel);
      if (!(await l.count().catch(() => 0))) continue;
      await l.first().click({ timeout: 1_000 }).catch(() => undefined);
      clicked = true;
      break;
    }
    if (!clicked) await page.waitForTimeout(60);
  }
}
