/**
 * Identities between real browsers (docs/IDENTITY.md): a known name arriving with a new identity
 * gets a plain warning before the first move; the same player, moved to another browser by a
 * backup, is recognised there. Real Chromium contexts, a real PeerServer on loopback, real WebRTC.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { newPage } from './play.js';

const GAME = 'Crayne';
const PASS = 'correct horse battery';

/** Alice (already open) hosts a new match; `guest` joins it as `name`; both tables open. */
async function hostAndJoin(url: string, alice: Page, guest: Page, name: string): Promise<void> {
  await alice.goto(url);
  await alice.getByLabel('Your name').fill('Alice');
  await alice.getByRole('radio', { name: new RegExp(GAME) }).check();
  await alice.getByRole('button', { name: 'Create a match and invite a friend' }).click();
  const link = await alice.getByRole('textbox', { name: 'Join link' }).inputValue();
  await guest.goto(link);
  await guest.getByLabel('Your name').fill(name);
  await guest.getByRole('button', { name: 'Join the match' }).click();
  for (const p of [alice, guest]) await p.locator('[data-table]').waitFor({ timeout: 30_000 });
}

const warning = (p: Page) => p.locator('dialog.impostor');

describe('who you are playing', () => {
  const { b, app } = useBrowserAndApp();

  it('a known name from a new identity is warned about before the first move; the real one is not', async () => {
    const alice = await newPage(b.browser, false, 'reduce');
    const bob = await newPage(b.browser, false, 'reduce');
    await hostAndJoin(app.url, alice, bob, 'Bob');
    // Nobody is known yet: no warning, on either side.
    await alice.waitForTimeout(500);
    expect(await warning(alice).count()).toBe(0);
    expect(await warning(bob).count()).toBe(0);

    // Someone else, on another browser, joins Alice's next match as "Bob".
    const other = await newPage(b.browser, false, 'reduce');
    await hostAndJoin(app.url, alice, other, 'Bob');
    const day = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
    await expect.poll(() => warning(alice).innerText(), { timeout: 10_000 }).toContain(`This is not the Bob you played on ${day}.`);
    expect(await alice.getByRole('alertdialog', { name: 'Check who you are playing' }).count()).toBe(1);
    expect(await warning(other).count()).toBe(0);
    // A reload before choosing: nothing was recorded of the newcomer, so the warning is still there.
    await alice.reload();
    await alice.locator('[data-table]').waitFor({ timeout: 30_000 });
    await expect.poll(() => warning(alice).count(), { timeout: 10_000 }).toBe(1);
    // Played on: gone, and not shown again for this match after a reload.
    await alice.getByRole('button', { name: 'Play on' }).click();
    expect(await warning(alice).count()).toBe(0);
    await alice.reload();
    await alice.locator('[data-table]').waitFor({ timeout: 30_000 });
    await alice.waitForTimeout(500);
    expect(await warning(alice).count()).toBe(0);

    // The real Bob again, in a third match: recognised.
    await hostAndJoin(app.url, alice, bob, 'Bob');
    await alice.waitForTimeout(1_000);
    expect(await warning(alice).count()).toBe(0);

    // Bob moves his identity to a new browser by a backup: Alice's page recognises him there.
    await bob.goto(`${app.url}#/me`);
    await bob.getByLabel('Passphrase (at least 8 characters)').fill(PASS);
    await bob.getByLabel('The same passphrase again').fill(PASS);
    await bob.getByRole('button', { name: 'Make the backup' }).click();
    const link = bob.getByRole('link', { name: 'Download backup' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([bob.waitForEvent('download'), link.click()]);
    const moved = await newPage(b.browser, false, 'reduce');
    await moved.goto(`${app.url}#/me`);
    await moved.getByLabel('Backup file').setInputFiles(await download.path());
    await moved.getByLabel('The backup’s passphrase').fill(PASS);
    await moved.getByRole('button', { name: 'Move this identity here' }).click();
    await moved.getByRole('button', { name: 'Replace it' }).click();
    await expect.poll(() => moved.getByRole('status').filter({ hasText: 'This device now carries' }).count(), { timeout: 30_000 }).toBe(1);
    await hostAndJoin(app.url, alice, moved, 'Bob');
    await alice.waitForTimeout(1_000);
    expect(await warning(alice).count()).toBe(0);

    // Alice's contacts: the real Bob, met three times (twice on his first browser, once on the new one), and the other "Bob" once.
    await alice.goto(`${app.url}#/me`);
    const contacts = alice.locator('section[aria-labelledby="me-contacts"]');
    await expect.poll(() => contacts.innerText(), { timeout: 10_000 }).toMatch(/Bob/);
    const text = await contacts.innerText();
    expect(text).toMatch(/Played 3 times/);
    expect(text).toMatch(/Played once/);
  });
});
