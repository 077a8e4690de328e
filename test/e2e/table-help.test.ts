/**
 * The tables explain and teach, in a real browser: a Crayne round ends with the attack written
 * out in numbers; "How to play" and "Symbols" open on both tables; a card that cannot be chosen
 * says why (the engine's reason) when tapped; your face-down card leaves your hand at once.
 * Screenshots of both tables at 1280×900 and 390×844 go to test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { newPage, whereItStands } from './play.js';

async function start(page: Page, url: string, game: RegExp, button: string, variant?: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Your name').fill('Alice');
  await page.getByRole('radio', { name: game }).check();
  if (variant) await page.getByLabel('Variant').selectOption({ label: variant });
  await page.getByRole('button', { name: button }).click();
  await page.locator('[data-table]').waitFor();
}

/** Clicks legal choices (the first of `prefer` that is there, else any) until `done` holds (and still holds a moment later). */
async function playUntil(page: Page, done: () => Promise<boolean>, prefer: readonly string[] = [], limitMs = 90_000): Promise<void> {
  const end = Date.now() + limitMs;
  const settled = async () => (await done()) && (await page.waitForTimeout(400), await done());
  let k = 0;
  while (!(await settled())) {
    if (Date.now() > end) {
      await page.screenshot({ path: 'test-results/table-help-stalled.png', fullPage: true }).catch(() => undefined);
      const prompt = await page.locator('.fd-prompt').first().innerText({ timeout: 1_000 }).catch(() => '-');
      throw new Error(`the table never reached the expected moment: prompt "${prompt.replace(/\s+/g, ' ')}"; ${await whereItStands(page, 0)}`);
    }
    let clicked = false;
    for (const sel of [...prefer, 'button.choice:not([disabled])']) {
      const l = page.locator(sel);
      const n = await l.count().catch(() => 0);
      if (!n) continue;
      await l.nth(k++ % n).click({ timeout: 1_000 }).catch(() => undefined);
      clicked = true;
      break;
    }
    if (!clicked) await page.waitForTimeout(50);
  }
}

async function helpOpens(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'How to play' }).click();
  const howTo = page.getByRole('dialog', { name: title });
  await expect.poll(() => howTo.isVisible()).toBe(true);
  expect(await howTo.innerText()).toMatch(/round/i);
  await page.keyboard.press('Escape');
  await expect.poll(() => howTo.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Symbols' }).click();
  const symbols = page.getByRole('dialog', { name: 'What the table shows' });
  await expect.poll(() => symbols.isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Close', exact: true }).filter({ visible: true }).click();
  await expect.poll(() => symbols.isVisible()).toBe(false);
}

async function shots(page: Page, name: string): Promise<number> {
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/table-${name}-1280.png`, fullPage: true }).catch(() => undefined);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `test-results/table-${name}-390.png` }).catch(() => undefined);
  await page.setViewportSize({ width: 1280, height: 900 });
  return overflow;
}

describe('the tables explain and teach', () => {
  const { b, app } = useBrowserAndApp();

  it('Crayne: your face-down card leaves your hand, the round ends with the attack in numbers, help opens, a card you cannot buy says why', async () => {
    const page = await newPage(b.browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await start(page, app.url, /Crayne/, 'Play offline against a bot');
    await helpOpens(page, /How to play Crayne/);
    // A face-down play: the card leaves the hand at once and lies face down on your side, named
    // for you alone, until the bot has played too and both are turned over.
    const hand = page.locator('.cr-hand-cards button.cr-card.choice');
    await hand.first().waitFor();
    const name = await hand.first().locator('.cr-name').innerText();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenDown: string[] }).seenDown = seen;
      new MutationObserver(() => {
        for (const n of document.querySelectorAll('.cr-lord.me .cr-back-note')) seen.push(n.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await hand.first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenDown: string[] }).seenDown), { timeout: 10_000 }).toContain(name);
    await expect.poll(async () => (await page.locator('.cr-lord.me .cr-played .cr-name').allInnerTexts()).includes(name), { timeout: 10_000 }).toBe(true);
    // The next play: the bot chooses first, and its card back lies on its side before anything is revealed.
    await expect.poll(() => page.locator('.cr-lord:not(.me) .cr-back').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.cr-lord:not(.me) .cr-back-note').count()).toBe(0);
    // Motion (here the glow of the cards you can play) is off for a player who asks for less of it.
    const glow = () => hand.first().evaluate((el) => getComputedStyle(el).animationName);
    expect(await glow()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await glow()).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Five plays later: the attack, written out.
    await playUntil(page, async () => (await page.locator('.cr-battle.done').count()) > 0, ['.cr-hand-cards button.cr-card.choice']);
    const report = await page.locator('.cr-battle.done').innerText();
    expect(report).toMatch(/\d+ Attack/);
    expect(report).toMatch(/→ (you lose|Bot loses) (no|\d+) Influence/);
    // A market card you cannot afford says why, in the engine's words, when tapped. Buying what it
    // can (rather than stopping at once) spends the Revenue, so such a card comes sooner.
    const unaffordable = page.locator('button.cr-card.blocked[title*="costs"]');
    await playUntil(page, async () => (await unaffordable.count()) > 0 && /Buy cards/.test(await page.locator('.fd-prompt').innerText()),
      ['.cr-hand-cards button.cr-card.choice', '.cr-market button.cr-card.choice', 'button.choice:has-text("Stop buying")'], 120_000);
    const blocked = unaffordable.first();
    const title = await blocked.getAttribute('title');
    expect(title).toMatch(/^Not now: .+ costs \d+, you have \d+ Revenue left$/);
    await blocked.click();
    await expect.poll(() => page.locator('.fd-inspector .fd-reason').innerText()).toMatch(/costs \d+, you have \d+ Revenue left/);
    expect(await shots(page, 'crayne')).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.fd-inspector').count()).toBe(0);

  });

  it('Crystal Factions: help opens, a card you cannot play says why, the round report gives the numbers', async () => {
    const page = await newPage(b.browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await start(page, app.url, /Crystal Factions/, 'Play offline against a bot');
    await helpOpens(page, /How to play Crystal Factions/);
    // The opening: a card goes to the bottom by tapping it in the hand, not from a list of one button per card.
    await page.locator('.cf-hand .cf-note:text-matches("on the bottom")').waitFor({ timeout: 30_000 });
    expect(await page.locator('.cf-choices button.choice').allInnerTexts()).toEqual(['Keep this hand']);
    const inHand = async () => Number(/(\d+) in hand/.exec(await page.locator('.cf-hand .cf-count').innerText())?.[1]);
    const held = await inHand();
    const first = page.locator('.cf-hand-cards button.cf-card.choice').first();
    const name = await first.locator('.cf-card-name').innerText();
    await first.click();
    expect(await page.locator('.cf-card-choices button.choice').allInnerTexts()).toEqual([`Put ${name} on the bottom of your faction deck`]);
    await page.locator('.cf-card-choices button.choice').click();
    await expect.poll(inHand).toBe(held - 1);
    // A card blocked by its price or its tech (a card may be blocked for other reasons too, e.g. a
    // second Recruiting Post in hand: the engine's words then say that instead).
    const priced = page.locator('.cf-hand button.cf-card.blocked[title*=" crystals, you have "], .cf-hand button.cf-card.blocked[title*="needs tech"]');
    await playUntil(page, async () => (await priced.count()) > 0,
      ['button.choice:text-is("Keep this hand")', 'button.choice:text-is("Draw from your faction deck")', 'button.choice.end-turn']);
    const blocked = priced.first();
    await blocked.click();
    await expect.poll(() => page.locator('.fd-inspector .fd-reason').innerText())
      .toMatch(/(costs \d+ crystals, you have \d+|needs tech \d+, you have \d+ left this turn)/);
    await page.keyboard.press('Escape');
    await playUntil(page, async () => (await page.locator('.cf-report.done').count()) > 0, ['button.choice.end-turn']);
    expect(await page.locator('.cf-report.done').innerText()).toMatch(/Attack Phase[\s\S]*(takes?|no one takes) .*|Mining Phase[\s\S]*mines? \d+ crystals?/i);
    expect(await shots(page, 'crystal-factions')).toBeLessThanOrEqual(0);
  });
});
