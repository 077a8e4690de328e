/**
 * Resigning (issue 29): a signed ending, in real Chromium over real WebRTC with a real PeerServer on
 * loopback. Two players: the one who resigns loses, the other wins, and the downloaded file verifies
 * as a resignation. Three players: the resigner forfeits, the game ends for everyone with no winner,
 * and the file says so.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { explainVerdict } from '../../src/protocol/verification/verdict-text.js';
import { GAMES } from '../../src/engine/games/index.js';
import { useBrowserAndApp } from './setup.js';
import { clickAChoice, createAndJoin } from './play.js';
import { fillRoom, start } from './room.js';

async function fileOf(p: Page) {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Download the match file' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'fd-resign-')), 'match.json');
  await download.saveAs(file);
  return verifyMatch(JSON.parse(readFileSync(file, 'utf8')), GAMES);
}

const outcome = (p: Page) => p.locator('.end .outcome').innerText().catch(() => '');

describe('resigning', () => {
  const { b, app } = useBrowserAndApp();

  it('two players: Bob resigns after a few moves; Alice wins, Bob loses, and the file verifies as Bob\'s resignation', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, 'High Card');
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 30_000 });
    // A few moves first, by whoever is to move.
    for (let i = 0; i < 6; i++) if (!(await clickAChoice(host)) && !(await clickAChoice(guest))) await host.waitForTimeout(200);
    await guest.getByRole('button', { name: 'Resign…' }).click();
    expect(await guest.locator('.leave').innerText()).toMatch(/Resign this match\? Alice wins\./);
    await guest.getByRole('button', { name: 'Keep playing' }).click();
    await guest.getByRole('button', { name: 'Resign…' }).click();
    await guest.getByRole('button', { name: 'Resign', exact: true }).click();
    await expect.poll(() => outcome(host), { timeout: 20_000 }).toBe('You won');
    await expect.poll(() => outcome(guest), { timeout: 20_000 }).toBe('You lost');
    expect(await host.locator('.end').innerText()).toMatch(/Bob resigned/);
    expect(await guest.locator('.end').innerText()).toMatch(/You resigned( in round \d+)?: Alice won\./);
    const v = await fileOf(guest);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.end).toMatchObject({ kind: 'resign', by: 1 });
    expect(explainVerdict(v)[0]).toMatch(/^Bob resigned( in round \d+)?: Alice wins\.$/);
    for (const p of [host, guest]) await p.context().close();
  }, 120_000);

  it('three players: Carol resigns; she forfeits, the game ends with no winner, and the file says so', async () => {
    const { pages } = await fillRoom(b.browser, app.url, /Crystal Factions/, 'Three players');
    const [alice, bob, carol] = pages as [Page, Page, Page];
    await start(pages);
    for (const p of pages) await p.locator('[data-table]').waitFor({ timeout: 30_000 });
    await carol.getByRole('button', { name: 'Resign…' }).click();
    expect(await carol.locator('.leave').innerText()).toMatch(/You forfeit, and the game ends here for everyone, with no winner\./);
    await carol.getByRole('button', { name: 'Resign', exact: true }).click();
    await expect.poll(() => outcome(carol), { timeout: 30_000 }).toBe('You lost');
    expect(await carol.locator('.end').innerText()).toMatch(/You resigned( in round \d+)? and forfeit; the game was not finished/);
    for (const p of [alice, bob]) {
      await p.locator('.end').waitFor({ timeout: 30_000 });
      expect(await p.locator('.end').innerText()).toMatch(/Carol resigned( in round \d+)? and forfeits; the game was not finished, so nobody else wins\./);
    }
    const v = await fileOf(alice);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.end).toMatchObject({ kind: 'resign', by: 2, result: { winners: [] } });
    await Promise.all(pages.map((p) => p.context().close()));
  }, 240_000);
});
