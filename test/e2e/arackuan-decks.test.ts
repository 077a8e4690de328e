/**
 * An Arackuan deck built in the deck builder and played between two real browsers (real
 * PeerServer on loopback, real WebRTC). The host builds a Whitelands deck card by card with the
 * "+" buttons the builder leaves open (a card it refuses says why), sees it ready, and creates a
 * match with "Your own decks"; the guest opens the link and brings the pre-built Myrkur list. The
 * decks are committed as hidden deck lists; the match is played through the table to its end,
 * and the downloaded file verifies, both deck lists opened and checked against the deck rules.
 * Then offline: my deck against the bot, which brings a pre-built list as its hidden deck.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { expectVerified, newPage } from './play.js';
import { downloadAndVerify, playArackuan } from './arackuan-play.js';

const VARIANT = 'Your own decks (kept secret, checked at the end)';

/** Builds a deck of the faction with the builder's open "+" buttons, until the builder says it is ready. */
async function buildDeck(p: Page, faction: string): Promise<string[]> {
  await p.getByRole('button', { name: new RegExp(faction) }).click();
  await p.locator('.db-editor').waitFor();
  await p.getByLabel('Deck name').fill('Test army');
  for (let i = 0; i < 80 && !(await p.locator('.db-ready').count()); i++) {
    const open = p.locator('.db-add:not(.refused)');
    const n = await open.count();
    expect(n, 'the builder leaves a card to add until the deck is complete').toBeGreaterThan(0);
    await open.nth(Math.floor(Math.random() * n)).click();
  }
  expect(await p.locator('.db-ready').count()).toBe(1);
  return p.locator('.db-tally strong').allInnerTexts();
}

describe('An Arackuan deck from the deck builder, played between two browsers', () => {
  const { b, app } = useBrowserAndApp();

  it('built card by card with the rules\' refusals, brought secretly to a match, checked at its end', async () => {
    const started = Date.now();
    const host = await newPage(b.browser, false, 'reduce');
    const guest = await newPage(b.browser, false, 'reduce');
    await host.goto(`${app.url}#/decks`);
    const tallies = await buildDeck(host, 'Whitelands');
    expect(tallies[0]).toBe('23');
    expect(Number(tallies[1])).toBeLessThanOrEqual(125);
    expect(Number(tallies[2])).toBeLessThanOrEqual(5);
    expect(Number(tallies[3])).toBeLessThanOrEqual(6);
    // One more card is refused, in the rules' words.
    await host.locator('.db-add.refused').first().click({ force: true });
    expect(await host.locator('.db-refusal').innerText()).toMatch(/not added: The deck is full: 23 cards\./);
    const list = await host.locator('.db-list').innerText();
    console.log(`decks: built in ${Math.round((Date.now() - started) / 1000)} s: ${list}`);

    await host.goto(app.url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: /Arackuan/ }).check();
    await host.getByLabel('Variant').selectOption({ label: VARIANT });
    await expect.poll(() => host.getByLabel('Your deck').inputValue()).toMatch(/^mine:/);
    expect(await host.getByLabel('Your deck').locator('option:checked').innerText()).toBe('Test army (Whitelands, my deck)');
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    await guest.goto(link);
    await guest.getByLabel('Your name').fill('Bob');
    await guest.getByLabel('Your deck').selectOption({ label: 'Myrkur — the pre-built deck' });
    await guest.getByRole('button', { name: 'Join the match' }).click();
    for (const p of [host, guest]) await p.locator('.ark.fd-table').waitFor({ timeout: 60_000 });
    // With built decks the faction is the deck's: answered by itself once the opening hand shows it.
    await expect.poll(() => host.locator('.ark-strip.me .ark-strip-faction').innerText(), { timeout: 30_000 }).toBe('Whitelands');
    await expect.poll(() => guest.locator('.ark-strip.me .ark-strip-faction').innerText(), { timeout: 30_000 }).toBe('Myrkur');

    const tally = new Map<string, number>();
    const jargon = await playArackuan([host, guest], 150_000, tally);
    console.log(`decks: over after ${Math.round((Date.now() - started) / 1000)} s; ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    expect([...jargon].map(([line, word]) => `${word}: ${line}`)).toEqual([]);
    await expectVerified([host, guest]);
    const v = await downloadAndVerify(host);
    expect(v.status, v.failure ?? '').toBe('valid');
    // Both hidden deck lists were opened at the end and checked against the deck rules.
    expect(v.counts.decks).toBe(2);
    console.log(`decks: ${v.counts.steps} steps, ${v.counts.draws} private draws, ${v.counts.decks} deck lists checked; ${Math.round((Date.now() - started) / 1000)} s`);
  }, 240_000);

  it('offline against the bot with my deck (from a pre-built one, one card swapped): the bot brings a pre-built list; both are checked at the end', async () => {
    const started = Date.now();
    const page = await newPage(b.browser, false, 'reduce');
    await page.goto(`${app.url}#/decks`);
    await page.getByRole('button', { name: /Vestur/ }).click();
    await page.getByRole('button', { name: 'Start from the pre-built Vestur deck' }).click();
    await page.getByRole('button', { name: 'Remove one Behemoth' }).click();
    const open = page.locator('.db-add:not(.refused)');
    await open.first().click();
    await page.locator('.db-ready').waitFor();
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Alice');
    await page.getByRole('radio', { name: /Arackuan/ }).check();
    await page.getByLabel('Variant').selectOption({ label: VARIANT });
    await expect.poll(() => page.getByLabel('Your deck').inputValue()).toMatch(/^mine:/);
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('.ark.fd-table').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.ark-strip.me .ark-strip-faction').innerText(), { timeout: 30_000 }).toBe('Vestur');
    const tally = new Map<string, number>();
    await playArackuan([page], 150_000, tally);
    await page.locator('.badge.verified').waitFor({ timeout: 15_000 });
    const v = await downloadAndVerify(page);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.counts.decks).toBe(2);
    console.log(`decks offline: ${v.counts.steps} steps, ${v.counts.decks} deck lists checked; ${Math.round((Date.now() - started) / 1000)} s`);
  }, 240_000);
});
