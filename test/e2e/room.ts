/** Waiting rooms in real browsers: the host opens one, guests join by its link, the host starts. */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './play.js';

export const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'];

/** The host (Alice) opens a waiting room for `variant` of `game`; `seats - 1` guests join by its link. Returns the pages and the link. */
export async function fillRoom(browser: Browser, url: string, game: RegExp, variant: string, hooks: boolean | Record<string, unknown> = false, seats = 3): Promise<{ pages: Page[]; link: string }> {
  const pages = await Promise.all(NAMES.slice(0, seats).map(() => newPage(browser, hooks, 'reduce')));
  const host = pages[0];
  if (!host) throw new Error('no pages');
  await host.goto(url);
  await host.getByLabel('Your name').fill('Alice');
  await host.getByRole('radio', { name: game }).check();
  await host.getByLabel('Variant').selectOption({ label: variant });
  await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
  const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
  expect(await host.getByRole('button', { name: 'Start the match' }).isDisabled()).toBe(true);
  for (const [i, p] of pages.entries()) {
    if (i === 0) continue;
    const name = NAMES[i] as string;
    await p.goto(link);
    await p.getByLabel('Your name').fill(name);
    await p.getByRole('button', { name: 'Join the match' }).click();
    await expect.poll(() => p.locator('.room-seats').innerText(), { timeout: 30_000 }).toContain(`${name} — you`);
  }
  await expect.poll(() => host.locator('.room-seats').innerText(), { timeout: 15_000 }).toMatch(new RegExp(`Alice \\(host\\)${NAMES.slice(1, seats).map((n) => `.*\\n.*${n}`).join('')}`, 's'));
  return { pages, link };
}

export async function start(pages: readonly Page[]): Promise<void> {
  await pages[0]?.getByRole('button', { name: 'Start the match' }).click();
  for (const p of pages) await p.locator('[data-table]').waitFor({ timeout: 60_000 });
}
