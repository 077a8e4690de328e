/**
 * Three players at one table, in real Chromium over real WebRTC with a real PeerServer on
 * loopback: one join link for every seat, a waiting room that fills in order, the host starts,
 * a whole match of Crystal Factions is played by clicking, and all three see it verified. A
 * fourth visitor is told the table is full.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { expectVerified, newPage, playToEnd } from './play.js';

describe('three players at one table', () => {
  const { b, app } = useBrowserAndApp();

  it('fill the waiting room from one link, play Crystal Factions to a verified end; a fourth visitor is turned away', async () => {
    const [host, bob, carol, dave] = await Promise.all([0, 1, 2, 3].map(() => newPage(b.browser, false, 'reduce')));
    if (!host || !bob || !carol || !dave) throw new Error('no pages');
    await host.goto(app.url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: /Crystal Factions/ }).check();
    await host.getByLabel('Variant').selectOption({ label: 'Three players' });
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(await host.getByRole('button', { name: 'Start the match' }).isDisabled()).toBe(true);
    for (const [p, name] of [[bob, 'Bob'], [carol, 'Carol']] as const) {
      await p.goto(link);
      await p.getByLabel('Your name').fill(name);
      await p.getByRole('button', { name: 'Join the match' }).click();
      await expect.poll(() => p.locator('.room-seats').innerText(), { timeout: 30_000 }).toContain(`${name} — you`);
    }
    await expect.poll(() => host.locator('.room-seats').innerText(), { timeout: 15_000 }).toMatch(/Alice \(host\).*\n.*Bob.*\n.*Carol/s);
    // A fourth visitor: the table is full.
    await dave.goto(link);
    await dave.getByRole('button', { name: 'Join the match' }).click();
    await expect.poll(() => dave.locator('.room-full h2').innerText().catch(() => ''), { timeout: 30_000 }).toBe('This table is full');
    await host.getByRole('button', { name: 'Start the match' }).click();
    const players = [host, bob, carol];
    try {
      for (const p of players) await p.locator('[data-table]').waitFor({ timeout: 60_000 });
    } catch (e) {
      for (const p of players) {
        console.log('PAGE', p.url(), (await p.locator('main').innerText().catch(() => '?')).slice(0, 300));
      }
      throw e;
    }
    const started = Date.now();
    await playToEnd(players, 420_000);
    console.log(`three-player match over after ${Math.round((Date.now() - started) / 1000)} s`);
    const result = await expectVerified(players);
    console.log(`result: ${result}`);
    await Promise.all([host, bob, carol, dave].map((p) => p.context().close()));
  }, 600_000);
});
