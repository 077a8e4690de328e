/** Solo against the Automated Opponent, to the end, with the network gone: nothing leaves the page. */
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { clickAChoice, expectVerified, newPage, playToEnd } from './play.js';

describe('offline play', () => {
  const { b, app } = useBrowserAndApp();

  it('Crayne solo against the Automated Opponent, with no network at all', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Solo');
    await page.getByRole('radio', { name: /Crayne/ }).check();
    await page.getByLabel('Variant').selectOption({ label: 'Single-Player Deathmatch vs the Automated Opponent (normal)' });
    await page.waitForLoadState('networkidle');
    // From here on, no request can leave the page.
    const attempts: string[] = [];
    await page.context().route('**/*', (r) => { attempts.push(r.request().url()); return r.abort(); });
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Play solo (offline)' }).click();
    await page.locator('[data-table]').waitFor();
    await expect.poll(() => page.locator('.link-state').innerText()).toMatch(/^Offline/);
    // The Automated Opponent's area (its code loads with such a table; the lobby fetched it ahead).
    await expect.poll(() => page.locator('.cr-lord.automata').count()).toBe(1);
    await playToEnd([page], 120_000);
    const result = await expectVerified([page]);
    expect(result).toMatch(/won|Nobody/);
    expect(attempts).toEqual([]);
  });

  it('Crayne against the bot on this device: the bot takes its seat and plays', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Ann');
    await page.getByRole('radio', { name: /Crayne/ }).check();
    await page.getByLabel('Variant').selectOption({ label: 'Two players, heads-up' });
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('[data-table]').waitFor();
    await expect.poll(() => page.locator('.link-state').innerText()).toMatch(/^Offline/);
    const botPlayed = async () => (await page.locator('.log li').allInnerTexts()).some((l) => /\bBot\b/.test(l));
    const until = Date.now() + 60_000;
    while (!(await botPlayed()) && Date.now() < until) if (!(await clickAChoice(page))) await page.waitForTimeout(100);
    expect(await botPlayed()).toBe(true);
  });

  it('Crystal Factions against the bot at Hard: the level is remembered, and the bot thinks in a worker, off the table\'s thread', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    await page.goto(app.url);
    await page.getByRole('radio', { name: /Crystal Factions/ }).check();
    await page.getByLabel('Computer opponent').selectOption('hard');
    await page.reload();
    await page.getByRole('radio', { name: /Crystal Factions/ }).check();
    expect(await page.getByLabel('Computer opponent').inputValue()).toBe('hard');
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('[data-table]').waitFor();
    const botPlayed = async () => (await page.locator('.log li').allInnerTexts()).some((l) => /\bBot\b/.test(l));
    const until = Date.now() + 60_000;
    while (!(await botPlayed()) && Date.now() < until) if (!(await clickAChoice(page))) await page.waitForTimeout(100);
    expect(await botPlayed()).toBe(true);
    expect(page.workers().length).toBe(1);
    const key = ((await page.evaluate('location.hash')) as string).split('/').pop() as string;
    const record = (await page.evaluate(`localStorage.getItem('facedown/${key}/record')`)) as string | null;
    expect(JSON.parse(record ?? 'null')).toMatchObject({ botLevel: 'hard', botSeat: 1 });
  });
});
