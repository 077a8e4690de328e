/**
 * Seats gone for good, in real Chromium over real WebRTC with a real PeerServer on loopback,
 * clicking as players do (issue 12): three players; a guest closes its page mid-match, the other
 * two are told who left, one ends the match by claim and both see the same ending, whose file
 * verifies; the host closes its page, the guests are told plainly, download the match so far, and
 * end it by claim against the host. And a reload in the waiting room, by a guest and by the host,
 * comes back to the same room and seat.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { useBrowserAndApp } from './setup.js';
import { clickAChoice, expectVerified, newPage } from './play.js';
import { fillRoom, start } from './room.js';

/** The host's claim time: the shortest a guest accepts. */
const HOOKS = { claimAfterMs: 15_000 };

/** The pages click legal choices until `done`. */
async function playUntil(pages: readonly Page[], done: () => Promise<boolean>, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await done()) return;
    const clicked = await Promise.all(pages.map((p) => clickAChoice(p)));
    if (!clicked.some(Boolean)) await pages[0]?.waitForTimeout(100);
  }
  throw new Error('timed out');
}

/** Clicks a download button and reads the file it saves. */
async function download(page: Page, button: string): Promise<unknown> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'fd-')), 'match.json');
  await d.saveAs(file);
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** A three-player Crystal Factions match, started, a few moves in. */
async function underWay(browser: Parameters<typeof fillRoom>[0], url: string): Promise<Page[]> {
  const { pages } = await fillRoom(browser, url, /Crystal Factions/, 'Three players', HOOKS);
  await start(pages);
  const host = pages[0] as Page;
  await playUntil(pages, async () => (await host.locator('.log li').count()) >= 6, 30_000);
  return pages;
}

/** The two pages left play on until `claimer` may end the match; it does, and both show the same verified end. */
async function claimAndEnd(stay: readonly Page[], claimer: Page, gone: string): Promise<string> {
  const button = claimer.getByRole('button', { name: 'End the match' });
  await playUntil(stay, async () => (await button.count()) > 0, 45_000);
  for (const p of stay) await expect.poll(() => p.locator('.away').innerText(), { timeout: 10_000 }).toContain(`${gone} has left — waiting for them to come back.`);
  await button.click();
  // Every move checks out, but the seat that left never showed its hidden cards: the badge says so, by name.
  const result = await expectVerified(stay, 'partial');
  for (const p of stay) expect(await p.locator('.badge.partial').innerText()).toMatch(new RegExp(`but ${gone.split(' ')[0]}'s hidden cards were never checked`));
  expect(result).toMatch(/did not answer within the agreed time: the match ended there\. .* forfeits; the game was not finished, so nobody else wins\./);
  // No protocol words on screen.
  for (const p of stay) expect(await p.locator('main').innerText()).not.toMatch(/\b(seat \d|beacon|commitment|hash|signature)\b/i);
  return result;
}

describe('seats gone for good', () => {
  const { b, app } = useBrowserAndApp();

  it('a guest closes its page mid-match: the others are told who left, one claims, both see the same ending, and the file verifies', async () => {
    const [alice, bob, carol] = await underWay(b.browser, app.url) as [Page, Page, Page];
    await carol.context().close();
    const result = await claimAndEnd([alice, bob], bob, 'Carol');
    expect(result).toMatch(/^Carol did not answer/);
    const v = verifyMatch(await download(alice, 'Download the match file'), GAMES);
    // Every check holds; only Carol's own sealed file could confirm the claim.
    expect(v.status, v.failure ?? '').toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', by: [0, 1], against: [2] });
    await Promise.all([alice, bob].map((p) => p.context().close()));
  }, 120_000);

  it('the host closes its page: the guests are told plainly, keep the match so far, and end it by claim against the host', async () => {
    const [alice, bob, carol] = await underWay(b.browser, app.url) as [Page, Page, Page];
    await alice.context().close();
    await expect.poll(() => bob.locator('.away').innerText().catch(() => ''), { timeout: 15_000 })
      .toContain('Alice (who started the table) has left — waiting for them to come back.');
    // The match so far, at any time while waiting: every move signed, though the match is not over.
    const soFar = await download(bob, 'Download the match so far') as { hellos: { name: string }[]; chains: unknown[][] };
    expect(soFar.hellos.map((h) => h.name)).toEqual(['Alice', 'Bob', 'Carol']);
    expect(soFar.chains.every((c) => c.length > 0)).toBe(true);
    expect(verifyMatch(soFar, GAMES)).toMatchObject({ status: 'unfinished', blame: null, failure: null });
    const result = await claimAndEnd([bob, carol], carol, 'Alice (who started the table)');
    expect(result).toMatch(/^Alice did not answer/);
    const v = verifyMatch(await download(bob, 'Download the match file'), GAMES);
    expect(v.status, v.failure ?? '').toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', by: [1, 2], against: [0] });
    await Promise.all([bob, carol].map((p) => p.context().close()));
  }, 120_000);

  it('a guest and then the host reload in the waiting room: each comes back to the same room and seat, and the match starts', async () => {
    const { pages, link } = await fillRoom(b.browser, app.url, /Crystal Factions/, 'Three players', false, 2);
    const [alice, bob] = pages as [Page, Page];
    const seats = (p: Page) => p.locator('.room-seats').innerText().catch(() => '');
    await bob.reload();
    await expect.poll(() => seats(bob), { timeout: 30_000 }).toMatch(/Alice \(host\)\n.*Bob — you/s);
    await alice.reload();
    await expect.poll(() => seats(alice), { timeout: 30_000 }).toMatch(/Alice \(host\) — you\nBob\n/);
    await expect.poll(() => seats(bob), { timeout: 30_000 }).toMatch(/Alice \(host\)\nBob — you/);
    const carol = await newPage(b.browser, false, 'reduce');
    await carol.goto(link);
    await carol.getByLabel('Your name').fill('Carol');
    await carol.getByRole('button', { name: 'Join the match' }).click();
    await expect.poll(() => seats(carol), { timeout: 30_000 }).toMatch(/Alice \(host\)\nBob\nCarol — you/);
    await start([alice, bob, carol]);
    await Promise.all([alice, bob, carol].map((p) => p.context().close()));
  }, 120_000);
});
