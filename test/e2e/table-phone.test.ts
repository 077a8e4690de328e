/**
 * Issue 29 on the Crayne and Crystal Factions tables, in real Chromium against the offline bot:
 * - at 390 px, a card's details opened with its "i" (a 44 px target) stand above the hand, not
 *   over its prompt, and close when a card is picked or the board is tapped; the hand folds to
 *   its prompt so the board shows;
 * - Crayne's buy step offers only what can be bought, each with its price, the hand apart and
 *   unpriced; with nothing to buy it says why instead of asking to buy;
 * - a Crystal Factions match where, after every move, something on screen says whose move it is,
 *   true to what the page may do (its lit choices).
 * Screenshots go to /tmp/phone-<name>.png for a person to look at.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { offline as offlineTable, until as untilFor } from './offline-table.js';

/** A phone-width page taps, as a phone would; whole matches against the bot get more time to reach a state. */
const offline = (b: Browser, url: string, size: { width: number; height: number }, game: RegExp): Promise<Page> => offlineTable(b, url, size, game, true);
const until = (page: Page, ready: () => Promise<boolean>, prefer: readonly string[], ms = 90_000): Promise<void> => untilFor(page, ready, prefer, ms);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Whether the element is inside the window and on top at its middle (nothing drawn over it). */
const clear = (page: Page, sel: string): Promise<boolean> => page.locator(sel).first().evaluate((e) => {
  const r = e.getBoundingClientRect();
  const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && !!top && e.contains(top);
}).catch(() => false);

/** The prompt and at least one lit choice of the table (`.choice`) both in view, nothing over them. */
const bothInView = (page: Page, prompt: string, targets: string): Promise<string> => page.evaluate(([prompt, targets]) => {
  const head = document.querySelector('.match-head')?.getBoundingClientRect().bottom ?? 0;
  const ok = (e: Element) => {
    const r = e.getBoundingClientRect();
    const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return r.width > 0 && r.top >= head - 0.5 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && !!top && e.contains(top);
  };
  // A target is in view when its centre is on the screen, below the header, and nothing covers it
  // there: a tall choice at the foot of a phone's hand may show most of itself, and is tappable.
  const tappable = (e: Element) => {
    const r = e.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    const top = document.elementFromPoint(x, y);
    return r.width > 0 && y >= head && y <= innerHeight && x >= 0 && x <= innerWidth && !!top && e.contains(top);
  };
  const p = document.querySelector(prompt as string);
  const ts = [...document.querySelectorAll(targets as string)];
  if (!ts.length) return 'ok';
  if (!p || !ok(p)) return 'the prompt is out of view';
  return ts.some(tappable) ? 'ok' : 'no lit choice in view';
}, [prompt, targets]);

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the tables on a phone, the buy tray, whose move', () => {
  const { b, app } = useBrowserAndApp();

  it('Crayne at 390 px: a card\'s details stand clear of the hand and close when a card is picked or the board tapped; the hand folds', async () => {
    const page = await offline(b.browser, app.url, PHONE, /Crayne/);
    try {
      const card = page.locator('.cr-hand .cr-hand-cards button.cr-card.choice');
      await card.first().waitFor({ timeout: 30_000 });
      const info = page.locator('.cr-hand .cr-hand-cards .fd-info').first();
      const box = await info.boundingBox();
      expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await info.tap();
      const inspector = page.locator('.fd-inspector.pinned');
      await inspector.waitFor({ timeout: 5_000 });
      // Above the hand: its prompt is neither under the details nor covered by them.
      const [ib, tb] = await Promise.all([inspector.boundingBox(), page.locator('.cr-hand.fd-tray').boundingBox()]);
      expect(ib && tb && overlap(ib, tb)).toBe(false);
      expect(await clear(page, '.cr-hand .fd-prompt')).toBe(true);
      await page.screenshot({ path: '/tmp/phone-crayne-details.png' });
      // Picking a card closes the details; the hand's prompt and its next choice are in view.
      const name = await card.first().locator('.cr-name').innerText();
      await card.first().tap();
      await expect.poll(() => page.locator('.fd-inspector').count(), { timeout: 5_000 }).toBe(0);
      await expect.poll(() => clear(page, '.cr-hand .fd-prompt'), { timeout: 5_000 }).toBe(true);
      await expect.poll(async () => (await page.locator('.cr-lord.me .cr-played .cr-name').allInnerTexts()).includes(name), { timeout: 15_000 }).toBe(true);
      await card.first().waitFor({ timeout: 15_000 });
      await expect.poll(() => clear(page, '.cr-hand .cr-hand-cards button.cr-card.choice'), { timeout: 5_000 }).toBe(true);
      // Details opened, then the board tapped: they close.
      await page.locator('.cr-hand .cr-hand-cards .fd-info').first().tap();
      await inspector.waitFor({ timeout: 5_000 });
      await page.locator('.fd-bar .fd-where').tap();
      await expect.poll(() => page.locator('.fd-inspector').count(), { timeout: 5_000 }).toBe(0);
      // The hand folds to its prompt (the board shows above it), and unfolds.
      const before = (await page.locator('.cr-hand.fd-tray').boundingBox())?.height ?? 0;
      await page.getByRole('button', { name: 'Hide cards' }).tap();
      const after = (await page.locator('.cr-hand.fd-tray').boundingBox())?.height ?? 0;
      expect(after).toBeLessThan(before);
      expect(after).toBeLessThan(PHONE.height * 0.2);
      expect(await page.locator('.cr-hand .cr-hand-cards').isVisible()).toBe(false);
      expect(await clear(page, '.cr-hand .fd-prompt')).toBe(true);
      await page.screenshot({ path: '/tmp/phone-crayne-folded.png' });
      await page.getByRole('button', { name: 'Show cards' }).tap();
      expect(await page.locator('.cr-hand .cr-hand-cards').isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  for (const size of [PHONE, DESKTOP]) {
    it(`Crayne at ${size.width} px: the buy step offers only what can be bought, priced; the hand apart, unpriced`, async () => {
      const page = await offline(b.browser, app.url, size, /Crayne/);
      try {
        const offers = page.locator('.cr-hand.fd-tray .cr-buy-cards button.cr-card');
        const none = page.locator('.cr-hand .fd-prompt:text-matches("^Your move ?Nothing you can buy now: .+")');
        const checkStep = async (): Promise<'offers' | 'none' | null> => {
          if (await none.count()) return 'none';
          return (await offers.count()) ? 'offers' : null;
        };
        const seen = new Set<string>();
        // Play cards, attack choices and purchases (the first on offer) until a buy step with offers has been checked.
        await until(page, async () => {
          const step = await checkStep();
          if (step === 'none') {
            seen.add('none');
            expect(await page.locator('.cr-hand .fd-prompt').innerText()).not.toMatch(/Buy cards/);
            expect(await offers.count()).toBe(0);
            // Only the way on is offered.
            expect(await page.locator('.cr-hand .fd-choices button.choice').allInnerTexts()).toEqual(['Stop buying']);
          } else if (step === 'offers') {
            seen.add('offers');
            // Every card in the buy tray can be bought now (lit, a choice) and shows its price; none of them is in the hand.
            const n = await offers.count();
            expect(await page.locator('.cr-hand.fd-tray .cr-buy-cards button.cr-card.choice.lit').count()).toBe(n);
            expect(await page.locator('.cr-hand.fd-tray .cr-buy-cards button.cr-card .cr-cost').count()).toBe(n);
            for (const label of await offers.locator('.sr-only').allInnerTexts()) if (/^Buy /.test(label)) expect(label).toMatch(/^Buy .+ for \d+ Revenue/);
            expect(await page.locator('.cr-hand.fd-tray .cr-hand-cards').count()).toBe(0);
            // The hand, apart, with no price on any card.
            expect(await page.locator('.cr-hand-apart .cr-card').count()).toBeGreaterThan(0);
            expect(await page.locator('.cr-hand-apart .cr-cost').count()).toBe(0);
            await expect.poll(() => clear(page, '.cr-hand .fd-prompt'), { timeout: 5_000 }).toBe(true);
            await page.screenshot({ path: `/tmp/phone-crayne-buy-${size.width}.png` });
          }
          // After every choice, the prompt and something to tap are in view together.
          await expect.poll(() => bothInView(page, '.cr-hand .fd-prompt', '.cr-table .choice'), { timeout: 4_000 }).toBe('ok');
          return seen.has('offers');
        }, ['.cr-hand .cr-hand-cards button.cr-card.choice', '.cr-hand .fd-choices button.choice:not(:has-text("Stop buying"))', '.cr-hand .fd-choices button.choice']);
        // Nothing in the hand is priced at any step.
        expect(await page.locator('.cr-hand-cards .cr-cost').count()).toBe(0);
      } finally {
        await page.context().close();
      }
    }, 150_000);
  }

  for (const size of [PHONE, DESKTOP]) {
    it(`Crystal Factions at ${size.width} px: after every move, the screen says whose move it is`, async () => {
      const page = await offline(b.browser, app.url, size, /Crystal Factions/);
      try {
        const says = new Map<string, number>();
        const end = Date.now() + 75_000;
        for (let moves = 0; moves < 40 && Date.now() < end;) {
          if (await page.locator('.end .result').count()) break;
          // What the tray says (the bar says it too), in view, and true to what this page may do now (read in one moment).
          const now = await page.evaluate(() => {
            const tag = document.querySelector('.cf-hand .fd-prompt .fd-whose');
            const r = tag?.getBoundingClientRect();
            const top = r ? document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2) : null;
            return {
              text: tag?.textContent ?? '', bar: document.querySelector('.fd-bar .fd-whose')?.textContent ?? '',
              choices: document.querySelectorAll('.cf button.choice').length,
              inView: !!r && r.top >= 0 && r.bottom <= innerHeight && !!top && !!tag?.contains(top),
            };
          });
          const { text, choices } = now;
          expect(text, `move ${moves}`).toMatch(/^(Your move|Bot's move|You draw a card|Bot draws a card|Turning the face-down cards over)$/);
          if (choices > 0) expect(text, `move ${moves}: lit choices, so it is your move`).toBe('Your move');
          if (text === "Bot's move") expect(choices).toBe(0);
          expect(now.bar).toBe(text);
          if (size.width < 500 || choices > 0) expect(now.inView, `move ${moves}: "${text}" in view`).toBe(true);
          if (choices > 0) {
            try {
              await expect.poll(() => bothInView(page, '.cf-hand .fd-prompt', '.cf .choice'), { timeout: 4_000, message: `move ${moves}` }).toBe('ok');
            } catch (e) {
              await page.screenshot({ path: `/tmp/phone-cf-${size.width}-out-of-view.png` });
              throw e;
            }
          }
          says.set(text, (says.get(text) ?? 0) + 1);
          if (moves === 12) await page.screenshot({ path: `/tmp/phone-cf-${size.width}.png` });
          if (!choices) { await page.waitForTimeout(100); continue; }
          // A move: a lit card then its lane, else a button (keep the hand, draw, end the turn…).
          const card = page.locator('.cf-hand-cards button.cf-card.choice');
          const lane = page.locator('.cf-player.me button.cf-lane.choice');
          if (await card.count() && Math.random() < 0.6) {
            await card.first().click({ timeout: 1_000 }).catch(() => undefined);
            if (await lane.count()) await lane.first().click({ timeout: 1_000 }).catch(() => undefined);
          } else {
            const buttons = page.locator('.cf-hand .fd-choices button.choice, .cf-player.me button.cf-lane.choice');
            const n = await buttons.count();
            if (n) await buttons.nth(Math.floor(Math.random() * n)).click({ timeout: 1_000 }).catch(() => undefined);
          }
          moves++;
          await page.waitForTimeout(150);
        }
        console.log(`whose move seen at ${size.width}:`, JSON.stringify([...says]));
        expect(says.get('Your move') ?? 0).toBeGreaterThan(0);
        expect(says.get("Bot's move") ?? 0).toBeGreaterThan(0);
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }
});
