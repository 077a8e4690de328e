/**
 * Issue 29: one whole match played with the keyboard alone. High Card (the lobby's demo) against
 * the bot on this device, from the lobby to the end screen, with Tab, Shift+Tab, the arrow keys,
 * Enter and Space only (and typing a name): no click, no tap. Every control reached shows where
 * the focus is.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { newPage } from './play.js';

/** What has the focus: its tag, accessible words and whether a focus ring is drawn. */
const focused = (p: Page) => p.evaluate(() => {
  const e = document.activeElement as HTMLElement | null;
  if (!e || e === document.body) return null;
  const cs = getComputedStyle(e);
  const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none';
  const words = (e.getAttribute('aria-label') ?? e.innerText ?? '').trim() || ((e as HTMLInputElement).labels?.[0]?.innerText ?? '').trim();
  return { tag: e.tagName.toLowerCase(), type: e.getAttribute('type'), words, ring, disabled: (e as HTMLButtonElement).disabled === true };
});

/** Tabs (forward, or back with Shift) until the focused control's words match, at most `limit` presses. */
async function tabTo(p: Page, words: RegExp, limit = 60, back = false): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const f = await focused(p);
    if (f && words.test(f.words)) {
      expect(f.ring, `a focus ring on "${f.words}"`).toBe(true);
      return;
    }
    await p.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`no control matching ${words} was reached with ${back ? 'Shift+' : ''}Tab (last: ${JSON.stringify(await focused(p))})`);
}

const over = async (p: Page): Promise<boolean> => (await p.locator('.end .result').count()) > 0;

describe('keyboard only', () => {
  const { b, app } = useBrowserAndApp();

  it('High Card against the bot, from the lobby to the end screen, with no pointer at all', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    await page.goto(app.url);
    await page.getByLabel('Your name').waitFor();
    await page.locator('body').focus();
    // The name field: Tab to it, type.
    await tabTo(page, /Your name/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kay');
    // The game: the radio group is one tab stop; the arrow keys move within it.
    await tabTo(page, /Crayne|Crystal Factions|Arackuan|Clockwork|High Card/);
    for (let i = 0; i < 8 && !/High Card/.test((await focused(page))?.words ?? ''); i++) await page.keyboard.press('ArrowDown');
    expect((await focused(page))?.words).toMatch(/High Card/);
    await expect.poll(() => page.getByRole('radio', { name: /High Card/ }).isChecked()).toBe(true);
    await tabTo(page, /^Play offline against a bot$/);
    await page.keyboard.press('Enter');
    await page.locator('[data-table]').waitFor();
    // Each round: Tab to a legal choice, press Enter (or Space), until the end screen.
    const until = Date.now() + 90_000;
    let turns = 0;
    while (!(await over(page)) && Date.now() < until) {
      const choices = await page.locator('button.choice:not([disabled])').count();
      if (!choices) { await page.waitForTimeout(100); continue; }
      const f = await focused(page);
      if (!(f?.tag === 'button' && !f.disabled && (await page.evaluate(() => document.activeElement?.classList.contains('choice'))))) {
        // From wherever the focus is: forward through the page, then back, until a legal choice has it.
        let reached = false;
        for (let i = 0; i < 80 && !reached; i++) {
          await page.keyboard.press(i < 40 ? 'Tab' : 'Shift+Tab');
          reached = await page.evaluate(() => { const e = document.activeElement; return !!e && e.matches('button.choice:not([disabled])'); });
        }
        if (!reached) { if (await over(page)) break; throw new Error(`no legal choice reachable by Tab (focus: ${JSON.stringify(await focused(page))})`); }
        expect((await focused(page))?.ring).toBe(true);
      }
      await page.keyboard.press(turns % 2 ? 'Space' : 'Enter');
      turns++;
      await page.waitForTimeout(150);
    }
    await page.locator('.end .result').waitFor({ timeout: 5_000 });
    expect(turns).toBeGreaterThan(3);
    expect(await page.locator('.end').innerText()).toMatch(/won|draw|Nobody/i);
  }, 150_000);
});
