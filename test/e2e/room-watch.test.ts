/**
 * A waiting room for three, in real Chromium over real WebRTC: the host's invitation shows the
 * join link with its QR code and says how others can watch; a fourth visitor turned away by the
 * full table is offered "Watch this match instead" in plain view, and once the match has begun
 * it opens a watching page of that match, as the players' own watch link does.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { newPage } from './play.js';
import { fillRoom, start } from './room.js';

/** The page follows the match read-only: its table shows under a "watching" title. */
async function watching(p: Page): Promise<void> {
  await p.locator('[data-table]').waitFor({ timeout: 30_000 });
  expect(await p.locator('h1').innerText()).toMatch(/watching/i);
  expect(await p.locator('button.choice:not([disabled])').count()).toBe(0);
}

describe('watching a table of three', () => {
  const { b, app } = useBrowserAndApp();

  it('the waiting room shows the QR code and how to watch; a full table offers to watch instead, and both watch links open the match', async () => {
    const { pages, link } = await fillRoom(b.browser, app.url, /Crystal Factions/, 'Three players');
    const host = pages[0] as Page;
    const invite = host.getByRole('region', { name: 'Invite' });
    expect(await invite.getByRole('textbox', { name: 'Join link' }).inputValue()).toBe(link);
    await invite.getByRole('img', { name: 'QR code of the join link' }).locator('svg').waitFor({ timeout: 10_000 });
    const watchBox = host.getByRole('region', { name: 'Let others watch' });
    expect(await watchBox.isVisible()).toBe(true);
    expect(await watchBox.innerText()).toMatch(/follow the match live/);

    // A fourth visitor before the start: every seat is taken, and watching is the page's visible main action.
    const dave = await newPage(b.browser, false, 'reduce');
    await dave.goto(link);
    await dave.getByRole('button', { name: 'Join the match' }).click();
    const full = dave.locator('.room-full');
    await expect.poll(() => full.locator('h2').innerText().catch(() => ''), { timeout: 30_000 }).toBe('This table is full');
    expect(await full.locator('details').count()).toBe(0);
    const again = full.getByRole('button', { name: 'Watch this match instead' });
    expect(await again.isVisible()).toBe(true);
    expect(await again.getAttribute('class')).toContain('primary');

    await start(pages);
    // Now the host names the match to whoever it turns away: the visitor follows it.
    await again.click();
    const go = full.getByRole('link', { name: 'Watch this match instead' });
    await go.waitFor({ timeout: 30_000 });
    const offered = await go.getAttribute('href');
    expect(offered).toMatch(/#\/watch\/[0-9a-f]{32}\?g=crystal-factions&m=[A-Za-z0-9_-]{22}/);
    await go.click();
    await watching(dave);

    // The players' own watch link, under the table, opens the same match.
    await host.locator('.watch-invite summary').click();
    const shared = await host.getByRole('textbox', { name: 'Watch link' }).inputValue();
    const erin = await newPage(b.browser, false, 'reduce');
    await erin.goto(shared);
    await watching(erin);
    expect(shared).toBe(offered);
    await Promise.all([...pages, dave, erin].map((p) => p.context().close()));
  }, 240_000);
});
