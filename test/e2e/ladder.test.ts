/**
 * Real browser: the ladder page (#/ladder) takes the ladder's fixture files through "Add files…",
 * verifies them in the page, shows the Crystal Factions table by identity, the files that do not
 * count with their reasons, a player's rating over time as a plot with its text alternative, the
 * Crayne table on its own tab, and keeps the choice to see rating changes; no serious axe finding.
 * FACEDOWN_SHOTS=<dir> also saves screenshots at desktop and phone width there.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { axeViolations, describeViolations } from './axe.js';
import { FIXTURES, fixtureNames } from '../protocol/ladder-kit.js';
import { createAndJoin } from './play.js';

describe('the ladder page (Chromium)', () => {
  const { b, app } = useBrowserAndApp();

  it('adds files, shows the tables and the excluded files, plots a player, and passes axe', async () => {
    const page = await b.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}#/ladder`);
    await page.getByRole('heading', { name: 'Ladder', exact: true }).waitFor();
    await page.setInputFiles('input[type=file]', fixtureNames().map((n) => join(FIXTURES, n)));
    const table = page.getByRole('table', { name: /Crystal Factions: rating table/ });
    await table.waitFor({ timeout: 60_000 });
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim()).join(' | ')));
    expect(rows).toEqual([
      '1 | Alice · b234 | 6.2 | 5 | 3',
      '2 | Bob · b453 | 5.3 | 5 | 3',
      '3 | Carol · 3f75 | -3.4 | 3 | 0',
    ]);
    const excluded = page.getByRole('region', { name: 'Files that do not count' });
    expect(await excluded.locator('li').count()).toBe(3);
    await excluded.getByText('cf-7-self-play.json').waitFor();
    expect(await excluded.textContent()).toMatch(/cf-7-self-play\.json: one identity plays both Alice and Alicia/);
    expect(await excluded.textContent()).toMatch(/cf-1-copy\.json: the same match as cf-1-alice-bob\.json \(counted once\)/);
    expect(await excluded.textContent()).toMatch(/cf-2-tampered\.json: it does not verify/);

    // A player's rating over time: an SVG plot with its title and description, and the values as a table.
    await page.getByRole('button', { name: 'Alice · b234' }).click();
    const plot = page.getByRole('img', { name: /Alice's rating over time/ });
    await plot.waitFor();
    expect(await plot.locator('circle').count()).toBe(5);
    expect(await page.locator('.ladder-plot figcaption').textContent()).toBe('Alice\'s rating after each of 5 matches, from 2026-01-01 to 2026-01-06: -1.8 after the first, 6.2 now.');
    expect(await page.locator('.ladder-plot svg text.label').allTextContents()).toEqual(['Date of the match', 'Rating']);
    expect(describeViolations('#/ladder', await axeViolations(page))).toBe('#/ladder: none');
    const shots = process.env.FACEDOWN_SHOTS;
    if (shots) await page.screenshot({ path: join(shots, 'ladder-desktop.png'), fullPage: true });

    // The other game's table, on its own tab.
    await page.getByRole('button', { name: 'Crayne: Fractured Empire' }).click();
    const crayne = page.getByRole('table', { name: /Crayne: Fractured Empire: rating table/ });
    await crayne.waitFor();
    expect(await crayne.locator('tbody tr').count()).toBe(2);

    // The choice to see one's rating change at the end of a match, kept in this browser.
    await page.getByLabel('Show my rating change at the end of each match').check();
    expect(await page.evaluate(() => localStorage.getItem('facedown/rating-change'))).toBe('on');
    await page.reload();
    expect(await page.getByLabel('Show my rating change at the end of each match').isChecked()).toBe(true);

    if (shots) {
      const phone = await b.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      await phone.goto(`${app.url}#/ladder`);
      await phone.setInputFiles('input[type=file]', fixtureNames().map((n) => join(FIXTURES, n)));
      await phone.getByRole('table', { name: /Crystal Factions: rating table/ }).waitFor({ timeout: 60_000 });
      await phone.getByRole('button', { name: 'Bob · b453' }).click();
      await phone.getByRole('img', { name: /Bob's rating over time/ }).waitFor();
      expect(describeViolations('#/ladder (phone)', await axeViolations(phone))).toBe('#/ladder (phone): none');
      await phone.screenshot({ path: join(shots, 'ladder-phone.png'), fullPage: true });
    }
  });

  it('with the choice made, the end panel shows each player\'s rating change (a real match between two identities)', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, 'High Card');
    for (const p of [host, guest]) {
      await p.evaluate(() => localStorage.setItem('facedown/rating-change', 'on'));
      await p.locator('[data-table]').waitFor({ timeout: 30_000 });
    }
    await guest.getByRole('button', { name: 'Resign…' }).click();
    await guest.getByRole('button', { name: 'Resign', exact: true }).click();
    const change = (p: typeof host) => p.locator('.end .rating-change').innerText().catch(() => '');
    await expect.poll(() => change(host), { timeout: 30_000 }).toMatch(/^Your High Card \(demo\) rating: 0\.0 → \d+\.\d \(\+\d+\.\d\)$/);
    await expect.poll(() => change(guest), { timeout: 30_000 }).toMatch(/^Your High Card \(demo\) rating: 0\.0 → -\d+\.\d \(−\d+\.\d\)$/);
    if (process.env.FACEDOWN_SHOTS) await host.screenshot({ path: join(process.env.FACEDOWN_SHOTS, 'ladder-end-panel.png') });
    for (const p of [host, guest]) await p.context().close();
  }, 120_000);
});
