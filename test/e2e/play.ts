/** Playing through the UI as a person would: create, invite, join, click legal choices. */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';

export interface Pair { host: Page; guest: Page; link: string }

/**
 * `hooks`: install the test hooks (true: empty; an object: with these settings, e.g. `{ options }` for
 * the match the page hosts). `motion`: 'reduce' for pages that play whole matches — cards then
 * neither travel nor flip, so a click need not wait for a card to settle (about twice the moves a
 * second); the animations themselves are checked in table-help.test.ts.
 */
export async function newPage(browser: Browser, hooks: boolean | Record<string, unknown> = false, motion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: motion })).newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  if (hooks) {
    await page.addInitScript((h) => {
      // The page's own cheat, off until a test sets `tamperReveal`: a seat told to tamper with its
      // reveals commits (it would otherwise show its last choice in the open), and each reveal's
      // salt is changed, so it does not open its commitment.
      const t: Record<string, unknown> = { ...h };
      t.cheat = {
        get commitAlways() { return !!t.tamperReveal; },
        tamper: (m: { body: { t: string; salt?: string } }) => (t.tamperReveal && m.body.t === 'reveal' && m.body.salt
          ? { ...m, body: { ...m.body, salt: (m.body.salt[0] === '0' ? '1' : '0') + m.body.salt.slice(1) } }
          : m),
      };
      window.__facedownTest = t as Window['__facedownTest'];
    }, hooks === true ? {} : hooks);
  }
  return page;
}

/**
 * The host creates a match of `game` (its lobby label) and the guest joins by the link (both with reduced motion).
 * `watch` sees each page before it opens anything (e.g. to listen for its sockets).
 */
export async function createAndJoin(browser: Browser, url: string, game: string, variant?: string, hooks: boolean | Record<string, unknown> = false, watch?: (p: Page) => unknown): Promise<Pair> {
  const host = await newPage(browser, hooks, 'reduce');
  const guest = await newPage(browser, hooks, 'reduce');
  for (const p of [host, guest]) await watch?.(p);
  await host.goto(url);
  await host.getByLabel('Your name').fill('Alice');
  await host.getByRole('radio', { name: new RegExp(game) }).check();
  if (variant) await host.getByLabel('Variant').selectOption({ label: variant });
  await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
  const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
  await guest.goto(link);
  await guest.getByLabel('Your name').fill('Bob');
  await guest.getByRole('button', { name: 'Join the match' }).click();
  return { host, guest, link };
}

/** Clicks one of the page's legal choices (the game's table marks them with .choice), if any. */
export async function clickAChoice(page: Page, pick: (n: number) => number = (n) => Math.floor(Math.random() * n)): Promise<boolean> {
  const buttons = page.locator('button.choice:not([disabled])');
  const n = await buttons.count().catch(() => 0);
  if (!n) return false;
  await buttons.nth(pick(n)).click({ timeout: 1_000 }).catch(() => undefined);
  return true;
}

export const finished = async (p: Page): Promise<boolean> => (await p.locator('.end .result, .stopped').count().catch(() => 0)) > 0;

/** Words players must never read: the protocol's, seat numbers, draw handles, Arackuan's engine names for the Astral Plane slots. */
export const JARGON = /\bbeacon|commit|signature|\bseats? \d|\b\d+:\d+\b|\bhash|\bnonce|astral:/i;

/** Visible text, every panel open but the opt-in Details, and the match log's lines (read in the same moment). */
export async function visibleText(p: Page): Promise<{ body: string; log: string[] }> {
  return p.evaluate(() => {
    for (const d of document.querySelectorAll('details')) if (!d.classList.contains('details')) d.open = true;
    const details = document.querySelector('details.details') as HTMLDetailsElement | null;
    if (details) details.open = false;
    return { body: document.body.innerText, log: [...document.querySelectorAll('.log li')].map((li) => (li as HTMLElement).innerText) };
  }).catch(() => ({ body: '', log: [] }));
}

/** Lines with jargon the pages show now (the table's and the match log's alike), into `seen`: line → the word found. */
export async function scanJargon(pages: readonly Page[], seen: Map<string, string>): Promise<void> {
  for (const p of pages) {
    const text = await visibleText(p);
    for (const line of [...text.body.split('\n'), ...text.log]) {
      const m = JARGON.exec(line);
      if (m && !seen.has(line)) seen.set(line, m[0]);
    }
  }
}

export interface PlayLoop {
  /** One click for page i, if it has anything to do (default: a legal choice at random). */
  readonly click?: (p: Page, i: number) => Promise<boolean>;
  /** Runs each turn of the loop (a reload, a network drop…). */
  readonly during?: (turn: number) => Promise<void>;
  /** Where jargon the pages show is gathered (scanJargon), every `scanEvery` turns and at the end. */
  readonly seen?: Map<string, string>;
  readonly scanEvery?: number;
  /** The pause when no page had anything to do. */
  readonly idleMs?: number;
  /** More for a stalled match's error (what the clicks did). */
  readonly stalled?: () => Promise<string> | string;
}

/** Every page clicks until all show the end (or a stop); a match that does not end in `limitMs` fails saying where each page stands. */
export async function playLoop(pages: readonly Page[], limitMs: number, o: PlayLoop = {}): Promise<void> {
  const click = o.click ?? ((p: Page) => clickAChoice(p));
  const end = Date.now() + limitMs;
  for (let turn = 0; ; turn++) {
    if ((await Promise.all(pages.map(finished))).every(Boolean)) break;
    if (Date.now() > end) {
      const where = await Promise.all(pages.map(whereItStands));
      throw new Error(`the match did not finish in time (${(await o.stalled?.()) ?? ''}). ${where.join(' | ')}`);
    }
    if (o.seen && turn % (o.scanEvery ?? 10) === 0) await scanJargon(pages, o.seen);
    await o.during?.(turn);
    const clicked = await Promise.all(pages.map((p, i) => click(p, i)));
    if (!clicked.some(Boolean)) await pages[0]!.waitForTimeout(o.idleMs ?? 40);
  }
  if (o.seen) await scanJargon(pages, o.seen);
}

/** Both pages click legal choices until both show the end (or a stop); `during` runs each turn of the loop. */
export const playToEnd = (pages: readonly Page[], limitMs: number, during?: (turn: number) => Promise<void>): Promise<void> =>
  playLoop(pages, limitMs, during ? { during } : {});

/** What a page shows, for a stalled match's error: its status line, link, choices, alert and last log lines. */
export async function whereItStands(p: Page, i: number): Promise<string> {
  const text = (sel: string) => p.locator(sel).first().innerText({ timeout: 1_000 }).then((t) => t.replace(/\s+/g, ' ').trim(), () => '-');
  const [status, alert, choices, log] = await Promise.all([
    text('.status'), text('[role=alert]'), p.locator('button.choice:not([disabled])').count().catch(() => -1),
    p.locator('.log li').allInnerTexts().then((l) => l.slice(0, 3).join(' / '), () => '-'),
  ]);
  return `page ${i}: status "${status}"; alert "${alert}"; ${choices} choice(s); latest log: ${log}`;
}

export async function expectVerified(pages: readonly Page[], badge: 'verified' | 'partial' = 'verified'): Promise<string> {
  for (const p of pages) await expect.poll(() => p.locator(`.badge.${badge}`).count(), { timeout: 15_000 }).toBe(1);
  const results = await Promise.all(pages.map((p) => p.locator('.end .result').innerText()));
  expect(new Set(results).size).toBe(1);
  return results[0] as string;
}
