/**
 * Connection states that tell the truth, with real browsers and a real PeerServer on loopback:
 * a guest whose browser is gone is reported on the host within 10 s (the heartbeat, since
 * PeerJS may never say so); a link to a host that does not exist says so; the host's own link
 * and a second tab are told apart from a missing match.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { clickAChoice, createAndJoin, newPage } from './play.js';

describe('connection states', () => {
  const { b, app } = useBrowserAndApp();

  it('the join page says who invites to what; a guest whose browser closes is reported on the host within 10 s', async () => {
    const host = await newPage(b.browser);
    await host.goto(app.url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: /Crayne/ }).check();
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    await expect.poll(() => host.locator('.link-state').innerText()).toBe('Waiting for the other player to open your link');
    // Sounds are off on a first visit; the toggle turns them on, and that is remembered.
    const sound = host.locator('button.sound');
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    expect(await host.evaluate(() => localStorage.getItem('facedown/sound'))).toBe('on');
    await host.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await host.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => host.locator('.invite button').innerText()).toMatch(/Copied/);
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    const guest = await newPage(b.browser);
    await guest.goto(link);
    expect(await guest.locator('h1').innerText()).toBe('Alice invites you to play Crayne: Fractured Empire');
    await guest.getByRole('button', { name: 'Join the match' }).click();
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 60_000 });
    // The guest left its name empty: it is "Player 2", not a second "Player".
    await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to Player 2');
    for (let i = 0; i < 3; i++) { await Promise.all([host, guest].map((p) => clickAChoice(p))); await host.waitForTimeout(200); }
    const closed = Date.now();
    await guest.context().close();
    await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 10_000, interval: 100 })
      .toBe('Player 2 left — waiting for them to come back');
    console.log(`guest departure shown on the host after ${Date.now() - closed} ms`);
    await host.context().close();
  }, 180_000);

  it('a join link to a host that does not exist says so within 2 s, with a way back to the lobby', async () => {
    const guest = await newPage(b.browser);
    await guest.goto(`${app.url}#/join/${'ab'.repeat(16)}?g=crayne`);
    await guest.getByRole('button', { name: 'Join the match' }).click();
    const started = Date.now();
    // Within 2 s (the server answers an offer to nobody within about a second: server/app.ts EXPIRE_MS).
    await expect.poll(() => guest.locator('.link-state').innerText(), { timeout: 2_000, interval: 50 }).toBe('No match is waiting at this link');
    console.log(`missing host reported after ${Date.now() - started} ms`);
    // And nothing next to it says the page is still joining.
    expect(await guest.locator('.doing').innerText()).toBe('');
    expect(await guest.locator('body').innerText()).not.toMatch(/Joining the match/);
    await guest.locator('.net-help').getByRole('link', { name: 'Back to the lobby' }).click();
    await guest.getByRole('button', { name: 'Create a match and invite a friend' }).waitFor();
    await guest.context().close();
  }, 60_000);

  it("the host opening its own join link is told it is its own match; a second tab is told only that it is open elsewhere", async () => {
    const { host, guest, link } = await createAndJoin(b.browser, app.url, 'Crayne');
    await host.locator('[data-table]').waitFor({ timeout: 60_000 });
    const own = await host.context().newPage();
    await own.goto(link);
    expect(await own.locator('h1').innerText()).toBe('This is your own match');
    expect(await own.getByRole('button', { name: 'Join the match' }).count()).toBe(0);
    await own.getByRole('link', { name: 'Back to your match' }).click();
    // That page is now a second tab of the host's match: it must not play it.
    await expect.poll(() => own.locator('main').innerText(), { timeout: 10_000 }).toMatch(/already open in another tab/);
    expect(await own.locator('main').innerText()).not.toMatch(/not found/i);
    expect(await own.locator('[data-table]').count()).toBe(0);
    // The guest's seat was not taken: the match goes on between the two players.
    await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to Bob');
    await Promise.all([host, guest].map((p) => p.context().close()));
  }, 120_000);

  it('a third visitor on a two-player match is told the table is full, and the match goes on', async () => {
    const { host, guest, link } = await createAndJoin(b.browser, app.url, 'Crayne');
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 60_000 });
    const third = await newPage(b.browser);
    await third.goto(link);
    await third.getByRole('button', { name: 'Join the match' }).click();
    await expect.poll(() => third.locator('.link-state').innerText(), { timeout: 30_000 }).toBe('This table is full');
    expect(await third.locator('.net-help').innerText()).toMatch(/all 2 seats are taken/);
    expect(await third.locator('.doing').innerText()).toBe('');
    expect(await third.locator('[data-table]').count()).toBe(0);
    await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to Bob');
    await Promise.all([host, guest, third].map((p) => p.context().close()));
  }, 120_000);
});
