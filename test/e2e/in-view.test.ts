/**
 * Issue 29, item 2, in real Chromium: after a choice that asks for a target, what the table asks
 * and at least one legal target (`.choice`) are both on screen, neither under the match's sticky
 * head nor under a phone's hand fixed to the bottom: Arackuan (a card, then a lit square),
 * Crystal Factions (a card, then one of your lanes, which is itself the button) and Clockwork
 * Crusade (a piece of the map's spot, a gate's hex, then the hex its arrow points to), each offline against the bot at
 * 390×844 and 1280×800. On a phone the head keeps to a small share of the screen. Screenshots
 * after each choice go to /tmp/view-<game>-<width>.png for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { offline, until } from './offline-table.js';

/** Where screenshots go (VIEW_SHOTS: another prefix, e.g. for a build from before a change). */
const SHOTS = process.env.VIEW_SHOTS ?? '/tmp/view-';
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;
/** The most of a phone's height the sticky head may take. */
const HEAD_SHARE = 0.16;


/**
 * Where an element of `sel` stands: 'ok' when one is wholly inside the window horizontally and
 * between the head's bottom and the window's (or the fixed hand's) top, and what is on top at its
 * middle is that element (or, for a mark drawn over the map, the map under it: `hit`). `sel` may
 * end in " @ words": only elements whose text holds those words.
 */
function where(page: Page, sel: string, hit?: string): Promise<string> {
  const [css, text] = sel.split(' @ ');
  return page.evaluate(([css, hit, text]) => {
    const head = document.querySelector('.match-head')?.getBoundingClientRect().bottom ?? 0;
    const els = [...document.querySelectorAll(css as string)].filter((e) => !text || (e.textContent ?? '').includes(text));
    if (!els.length) return 'none drawn';
    const seen: string[] = [];
    for (const e of els) {
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
      const top = document.elementFromPoint(x, y);
      const clear = !!top && (e.contains(top) || (!!hit && !!top.closest(hit)));
      if (r.left >= 0 && r.right <= innerWidth && r.top >= head - 0.5 && r.bottom <= innerHeight && clear) return 'ok';
      seen.push(`${Math.round(r.top)}–${Math.round(r.bottom)} (head ends ${Math.round(head)}, window ${innerHeight}; on top: ${top?.className || top?.tagName || 'nothing'})`);
    }
    return seen.slice(0, 3).join('; ');
  }, [css, hit ?? '', text ?? '']);
}

/** Once the page has stopped scrolling (it scrolls smoothly unless reduced motion is asked for). */
async function settled(page: Page): Promise<void> {
  let before = -1;
  for (const end = Date.now() + 3_000; Date.now() < end;) {
    await page.waitForTimeout(150);
    const now = await page.evaluate(() => scrollY);
    if (now === before) return;
    before = now;
  }
}

/** Both in view, once the page has scrolled; a screenshot for a person. */
async function bothInView(page: Page, name: string, prompt: string, target: string, hit?: string): Promise<void> {
  await settled(page);
  try {
    await expect.poll(() => where(page, prompt), { timeout: 4_000, message: `${name}: the prompt ${prompt}` }).toBe('ok');
    await expect.poll(() => where(page, target, hit), { timeout: 4_000, message: `${name}: a target ${target}` }).toBe('ok');
  } finally {
    await page.screenshot({ path: `${SHOTS}${name}.png` });
  }
}

async function headShare(page: Page): Promise<number> {
  return page.evaluate(() => (document.querySelector('.match-head')?.getBoundingClientRect().height ?? 0) / innerHeight);
}

async function arackuan(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Play Whitelands/ }).click();
  const placing = page.locator('.ark-tray .ark-note:text-matches("^Choose a lit card, then a lit square")');
  const card = page.locator('.ark-hand button.ark-card.choice');
  await until(page, async () => (await placing.count()) > 0 && (await card.count()) > 0, ['button.choice:text-matches("^I start")', 'button.choice:text-is("Keep this hand")']);
  await card.first().click();
  await bothInView(page, name, '.ark-tray .ark-note @ Now choose a lit square', '.ark-sq.choice.m-place');
}

async function crystal(page: Page, name: string): Promise<void> {
  const ready = page.locator('.cf-hand .cf-note:text-is("Choose a lit card, then the lane to play it in.")');
  const card = page.locator('.cf-hand-cards button.cf-card.choice');
  await until(page, async () => (await ready.count()) > 0 && (await card.count()) > 0,
    ['button.choice:text-is("Keep this hand")', 'button.choice:text-is("Draw from your faction deck")', 'button.choice.end-turn']);
  await card.first().click();
  await bothInView(page, name, '.cf-hand .cf-now', '.cf-player.me .cf-lane.choice');
}

async function clockwork(page: Page, name: string): Promise<void> {
  // Setup's first ask of this player: a piece of the map; the prompt and the lit spot in view together, the guide open at its part.
  const grid = page.locator('.cc-action.primary:has-text("Place this grid"):not([disabled])');
  await until(page, async () => (await grid.count()) > 0, [], 30_000);
  await bothInView(page, `${name}-grid`, '.cc-tray .cc-prompt', '.cc-mark.m-selected, .cc-mark.m-choice', '.cc-svg');
  expect(await page.locator('.cc-guide[open] li.now').innerText()).toMatch(/^Build the map/);
  const gate = page.locator('.cc-prompt:text-matches("^Tap a lit hex to place your first gate")');
  await until(page, async () => (await gate.count()) > 0 && (await page.locator('.cc-mark.m-choice').count()) > 0,
    ['.cc-action.primary:has-text("Place this grid"):not([disabled])', '.cc-panel button.choice'], 60_000);
  // The grids are placed: the gate's prompt and its lit hexes in view together.
  await bothInView(page, `${name}-gate`, '.cc-tray .cc-prompt', '.cc-mark.m-choice', '.cc-svg');
  // A lit hex, scrolled to as a person would (just into view) and tapped where it is drawn (the map takes a still press as a tap).
  const hex = page.locator('.cc-mark.m-choice').first();
  await hex.evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
  const box = await hex.boundingBox();
  if (!box) throw new Error('the lit hex is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('.cc-prompt:text-matches("^Now tap the lit hex the gate")').waitFor({ timeout: 5_000 });
  await bothInView(page, name, '.cc-tray .cc-prompt', '.cc-mark.m-move', '.cc-svg');
  // The lit hexes are the map's choices (marked as every table marks what can be tapped).
  expect(await page.locator('.cc-mark.choice.m-move').count()).toBeGreaterThan(0);
}

describe('what to tap stays in view with its instruction', () => {
  const { b, app } = useBrowserAndApp();
  const games = [
    { id: 'arackuan', game: /Arackuan/, play: arackuan },
    { id: 'crystal-factions', game: /Crystal Factions/, play: crystal },
    { id: 'clockwork', game: /Clockwork Crusade/, play: clockwork },
  ];

  for (const g of games) {
    it(`${g.id}: a card (or hex), then its targets, at 390×844 and 1280×800`, async () => {
      const started = Date.now();
      await Promise.all(SIZES.map(async (size) => {
        const page = await offline(b.browser, app.url, size, g.game);
        try {
          await g.play(page, `${g.id}-${size.width}`);
          if (size.width < 500) expect(await headShare(page), 'the head\'s share of a phone\'s height').toBeLessThanOrEqual(HEAD_SHARE);
        } finally {
          await page.context().close();
        }
      }));
      console.log(`${g.id}: ${Math.round((Date.now() - started) / 100) / 10} s`);
    }, 90_000);
  }
});
