/**
 * Issue 29, Clockwork Crusade for someone who never read the rulebook, in real Chromium: a player
 * starts a match against the bot (phone width), sees the setup's guide beside the map with its
 * current part marked, and completes the setup by doing only what the sentences on screen say,
 * tapping only what is lit; then sees the turn's guide ("How this turn works") and the map's
 * territory names. The guide is open in a first match and folded in the next one on that device.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';

/** The guide as it stands (its heading, part under way, number of parts, whether open) and what the tray asks now ('' when nothing), read at once. */
function read(page: Page): Promise<{ heading: string; part: string; parts: number; open: boolean; prompt: string }> {
  return page.evaluate(() => {
    const text = (sel: string) => (document.querySelector(sel) as HTMLElement | null)?.innerText.trim() ?? '';
    const guide = document.querySelector('.cc-guide') as HTMLDetailsElement | null;
    return { heading: text('.cc-guide summary'), part: text('.cc-guide li.now strong'), parts: document.querySelectorAll('.cc-guide li').length, open: !!guide?.open, prompt: text('.cc-tray .cc-prompt') };
  });
}

/** A tap where a lit hex is drawn (the map takes a still press as a tap), once it is scrolled just into view. */
async function tapLit(page: Page, sel: string): Promise<void> {
  const hex = page.locator(sel).first();
  await hex.evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
  const box = await hex.boundingBox();
  if (!box) throw new Error(`nothing lit for ${sel}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('Clockwork Crusade for a newcomer', () => {
  const { b, app } = useBrowserAndApp();

  it('setup done by following the sentences on screen, a guide beside the map all along, then the turn\'s guide', async () => {
    const context = await b.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Alice');
    await page.getByRole('radio', { name: /Clockwork Crusade/ }).check();
    // The lobby's default is a match of 40 rounds.
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('.cc[data-table]').waitFor({ timeout: 30_000 });

    const seen = new Set<string>();
    const did = { grids: 0, gate: 0, arrow: 0 };
    const end = Date.now() + 60_000;
    for (;;) {
      if (Date.now() > end) throw new Error(`setup never ended: ${JSON.stringify(await read(page))}`);
      const now = await read(page);
      if (now.heading === 'How this turn works') break;
      if (now.heading) {
        // During the setup the guide is open, says so, and marks one of its four parts.
        expect(now.heading).toBe('How the setup works');
        expect(now.open).toBe(true);
        expect(now.parts).toBe(4);
        if (now.part) seen.add(now.part);
      }
      if (now.prompt.startsWith('Place a piece of the map: pick one, tap a lit spot')) {
        expect(now.part).toBe('Build the map');
        // "tap a lit spot" (any one the table lit), "then press “Place this grid”".
        if (await page.locator('.cc-mark.choice').count()) await tapLit(page, '.cc-mark.choice');
        await page.getByRole('button', { name: 'Place this grid' }).click();
        did.grids++;
        await page.waitForTimeout(100);
      } else if (now.prompt.startsWith('Tap a lit hex to place your first gate.')) {
        expect(now.part).toBe('Place your first gate');
        await tapLit(page, '.cc-mark.choice.m-choice');
        did.gate++;
        await page.locator('.cc-tray .cc-prompt:text-matches("^Now tap the lit hex")').waitFor({ timeout: 5_000 });
      } else if (now.prompt.startsWith('Now tap the lit hex the gate\'s arrow points to')) {
        expect(now.part).toBe('Place your first gate');
        await tapLit(page, '.cc-mark.choice.m-move');
        did.arrow++;
        await page.waitForTimeout(100);
      } else {
        await page.waitForTimeout(80);
      }
    }
    expect(did).toEqual({ grids: 1, gate: 1, arrow: 1 }); // one grid each (issue 30)
    expect([...seen]).toEqual(expect.arrayContaining(['Build the map', 'Place your first gate']));
    expect(await page.locator('.cc-gate[data-mine="true"]').count()).toBe(1);

    // The first turn: the guide lists the turn's parts in plain words, open, with the part under way marked once it is ours.
    await page.locator('.cc-action.primary:has-text("End turn"):not([disabled]), .cc-action.primary:has-text("go on")').first().waitFor({ timeout: 30_000 });
    const turn = await read(page);
    expect(turn.heading).toBe('How this turn works');
    expect(await page.locator('.cc-guide li strong').allInnerTexts()).toEqual(['New gates (Control)', 'Portals open (Portal)', 'Income', 'Moves and attacks (Main)', 'End your turn']);
    expect(turn.part).toMatch(/^(Moves and attacks|New gates)/);
    expect(await page.locator('.cc-guide').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // No rulebook-internal step name in the bar, the head or the tray.
    const words = `${await page.locator('.match-head').innerText()} ${await page.locator('.cc-bar').innerText()} ${turn.prompt}`;
    expect(words).not.toMatch(/Main step|Control step|Portal step|placement order/);
    expect(await page.locator('.cc-bar').innerText()).toMatch(/Round 1 of 40/);
    // Territories carry names on the map, drawn when they can be read: a phone showing a long map whole
    // leaves them out, and a zoom or two brings them.
    await page.getByRole('button', { name: 'Show the whole map' }).click();
    for (let i = 0; i < 3 && (await page.locator('.cc-label').count()) < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await page.locator('.cc-label').count()).toBeGreaterThan(3);
    // Each label is a territory's name from the tiles' data, written once.
    const labels = await page.locator('.cc-label').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((l) => /^[A-Z][A-Za-z' -]+$/.test(l))).toBe(true);
    await page.screenshot({ path: '/tmp/cc-newcomer-390-turn.png' });
    expect(errors).toEqual([]);

    // The next match on this device starts with the guide folded (it can still be opened).
    const again = await context.newPage();
    await again.goto(app.url);
    await again.getByLabel('Your name').fill('Alice');
    await again.getByRole('radio', { name: /Clockwork Crusade/ }).check();
    await again.getByRole('button', { name: 'Play offline against a bot' }).click();
    await again.locator('.cc-guide').waitFor({ timeout: 30_000 });
    expect(await again.locator('.cc-guide').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await again.locator('.cc-guide summary').click();
    expect(await again.locator('.cc-guide').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  }, 120_000);
});
