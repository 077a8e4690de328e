/**
 * Arackuan between two real browsers (real PeerServer on loopback, real WebRTC), clicking the
 * table as players do: each picks one of the four pre-built decks in secret, places cards by
 * choosing a card and then a lit square (the host's first placement with the keyboard: Tab to
 * the lit square, arrows away and back, Enter), and attacks by choosing a card, an enemy and the
 * cards that join. The match runs its nine rounds to the end; both pages say who won in the same
 * words and show it verified; the downloaded file verifies; nothing players read holds a protocol word.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { createAndJoin, expectVerified } from './play.js';
import { downloadAndVerify, playArackuan } from './arackuan-play.js';

/** The host's first placement by keyboard: a lit hand card, then Tab to the battlefield's lit square, arrows away and back, Enter. */
async function placeByKeyboard(p: Page): Promise<void> {
  // A card lit for placing, not one still lit from the opening hand's choice (which Enter would
  // only mark to put back): until this page has drawn its answer to "Keep this hand", both light.
  const placeable = p.locator('.ark-hand button.ark-card.choice:has-text("Choose where to place")');
  await placeable.first().waitFor({ timeout: 60_000 });
  await placeable.first().press('Enter');
  const lit = p.locator('.ark-sq.m-place');
  await lit.first().waitFor();
  // The battlefield takes the focus on a lit square (one tab stop); arrows walk the squares.
  await p.locator('.ark-sq[tabindex="0"]').focus();
  const start = await p.evaluate(() => document.activeElement?.getAttribute('data-at'));
  // Right, then back left: from the start zone (or an Astral Plane's first slot) there is always a square to the right.
  await p.keyboard.press('ArrowRight');
  const moved = await p.evaluate(() => document.activeElement?.getAttribute('data-at'));
  await p.keyboard.press('ArrowLeft');
  expect(await p.evaluate(() => document.activeElement?.getAttribute('data-at'))).toBe(start);
  expect(moved).not.toBe(start);
  expect(await p.evaluate(() => document.activeElement?.classList.contains('m-place'))).toBe(true);
  const before = await p.locator('.ark-piece.down').count();
  await p.keyboard.press('Enter');
  await expect.poll(() => p.locator('.ark-piece.down').count(), { timeout: 10_000 }).toBeGreaterThan(before);
}

describe('Arackuan between two browsers', () => {
  const { b, app } = useBrowserAndApp();

  it('pre-built decks chosen in secret; a whole match through the table; both pages verify the same result', async () => {
    const started = Date.now();
    const { host, guest } = await createAndJoin(b.browser, app.url, 'Arackuan');
    for (const p of [host, guest]) await p.locator('.ark.fd-table').waitFor({ timeout: 60_000 });
    // The faction choice: four pre-built decks; neither page learns the other's until both chose.
    await host.getByRole('button', { name: /Play Byartur/ }).click();
    await expect.poll(() => guest.locator('.ark-strip:not(.me) .ark-strip-faction').innerText()).toBe('faction secret');
    await guest.getByRole('button', { name: /Play Whitelands/ }).click();
    await expect.poll(() => host.locator('.ark-strip:not(.me) .ark-strip-faction').innerText(), { timeout: 20_000 }).toBe('Whitelands');
    // The guest learns the host's faction when the host's reveal arrives, which may be after the host saw the guest's.
    await expect.poll(() => guest.locator('.ark-strip:not(.me) .ark-strip-faction').innerText(), { timeout: 20_000 }).toBe('Byartur');
    // The host says it starts round 1; both keep their opening hands.
    await host.getByRole('button', { name: 'I start round 1' }).click();
    for (const p of [host, guest]) await p.getByRole('button', { name: 'Keep this hand' }).click({ timeout: 30_000 });
    await placeByKeyboard(host);
    // "How to play" is there on the table.
    await host.getByRole('button', { name: 'How to play' }).click();
    await host.getByRole('dialog', { name: 'How to play Arackuan' }).waitFor({ state: 'visible' });
    await host.keyboard.press('Escape');

    const tally = new Map<string, number>();
    const jargon = await playArackuan([host, guest], 150_000, tally);
    console.log(`arackuan: over after ${Math.round((Date.now() - started) / 1000)} s; ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    expect([...jargon].map(([line, word]) => `${word}: ${line}`)).toEqual([]);
    expect(tally.get('place') ?? 0).toBeGreaterThan(10);
    expect((tally.get('attack') ?? 0) + (tally.get('group attack') ?? 0)).toBeGreaterThan(0);
    const result = await expectVerified([host, guest]);
    expect(result).toMatch(/^(Alice|Bob) won .* after 9 rounds|^(Alice|Bob) won: \d+ – \d+ in points|^Draw after 9 rounds/);
    const words = await Promise.all([host, guest].map((p) => p.locator('.end .outcome').innerText()));
    expect([...words].sort()).toSatisfy((w: string[]) => (w[0] === 'Draw' && w[1] === 'Draw') || (w[0] === 'You lost' && w[1] === 'You won'));
    expect(await host.locator('.ark-round').innerText()).toBe('Round 9 of 9');
    const v = await downloadAndVerify(guest);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.counts.commitments).toBeGreaterThan(30);
    expect(v.counts.decks).toBe(0);
    console.log(`arackuan: ${v.counts.steps} steps, ${v.counts.commitments} commitments, ${v.counts.draws} private draws; ${Math.round((Date.now() - started) / 1000)} s`);
  }, 240_000);
});
