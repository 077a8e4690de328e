/**
 * Three players at one table, in real Chromium over real WebRTC with a real PeerServer on
 * loopback: one join link for every seat, a waiting room that fills in order, the host starts,
 * whole matches are played by clicking, and all three see them verified. A fourth visitor is
 * told the table is full; a guest's reload, another guest's network drop and the host's reload
 * each resume.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { useBrowserAndApp } from './setup.js';
import { expectVerified, newPage, playToEnd } from './play.js';
import { fillRoom, start } from './room.js';

describe('three players at one table', () => {
  const { b, app } = useBrowserAndApp();

  it('fill the waiting room from one link, play Crystal Factions to a verified end; a fourth visitor is turned away', async () => {
    const { pages, link } = await fillRoom(b.browser, app.url, /Crystal Factions/, 'Three players');
    const dave = await newPage(b.browser, false, 'reduce');
    await dave.goto(link);
    await dave.getByRole('button', { name: 'Join the match' }).click();
    await expect.poll(() => dave.locator('.room-full h2').innerText().catch(() => ''), { timeout: 30_000 }).toBe('This table is full');
    await start(pages);
    // Every page, the host's too (whose links were all up before the start), says it is connected: not "Reconnecting…".
    for (const p of pages) await expect.poll(() => p.locator('.link-state').innerText(), { timeout: 15_000 }).toBe('Connected to the other players');
    const started = Date.now();
    await playToEnd(pages, 420_000);
    console.log(`three-player Crystal Factions over after ${Math.round((Date.now() - started) / 1000)} s: ${await expectVerified(pages)}`);
    await Promise.all([...pages, dave].map((p) => p.context().close()));
  }, 600_000);

  it('a Crayne free-for-all for three: a guest reloads, another guest\'s network drops, the host reloads; the match finishes and the downloaded file verifies', async () => {
    const { pages } = await fillRoom(b.browser, app.url, /Crayne/, 'Free-for-all, 3 players', true);
    const [host, bob, carol] = pages as [Page, Page, Page];
    await start(pages);
    const done: string[] = [];
    const steps = () => host.locator('.log li').count().catch(() => 0);
    let mark = 0;
    const started = Date.now();
    await playToEnd(pages, 480_000, async (turn) => {
      const moved = async () => (await steps()) > mark;
      if (turn === 4 && !done.includes('bob reloads')) {
        await bob.reload();
        await bob.locator('[data-table]').waitFor({ timeout: 30_000 });
        done.push('bob reloads');
        mark = await steps();
      } else if (done.length === 1 && turn >= 12 && (await moved())) {
        await carol.evaluate(() => (window.__facedownActive as { simulateOutage(ms: number): void }).simulateOutage(3_000));
        done.push('carol drops');
        mark = await steps();
      } else if (done.length === 2 && turn >= 20 && (await moved())) {
        await host.reload();
        await host.locator('[data-table]').waitFor({ timeout: 30_000 });
        done.push('host reloads');
      }
    });
    expect(done).toEqual(['bob reloads', 'carol drops', 'host reloads']);
    console.log(`three-player Crayne over after ${Math.round((Date.now() - started) / 1000)} s: ${await expectVerified(pages)}`);
    const [download] = await Promise.all([carol.waitForEvent('download'), carol.getByRole('button', { name: 'Download the match file' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'fd-')), 'match.json');
    await download.saveAs(file);
    const v = verifyMatch(JSON.parse(readFileSync(file, 'utf8')), GAMES);
    expect(v.status).toBe('valid');
    expect(v.players).toEqual(['Alice', 'Bob', 'Carol']);
    await Promise.all(pages.map((p) => p.context().close()));
  }, 600_000);

  it('four players play a 2v2 Crayne match to the end, with a card given to an ally', async () => {
    const { pages } = await fillRoom(b.browser, app.url, /Crayne/, 'Teams: 2 against 2', false, 4);
    await start(pages);
    let gifts = 0;
    const started = Date.now();
    // Every page clicks a legal choice; a page offered a gift to its ally takes it (random clicks seldom would).
    await playToEnd(pages, 480_000, async () => {
      for (const p of pages) {
        const give = p.locator('button.choice:not([disabled])', { hasText: /^Give / });
        if (gifts < 2 && (await give.count().catch(() => 0)) > 0) {
          await give.first().click({ timeout: 1_000 }).then(() => { gifts++; }, () => undefined);
        }
      }
    });
    expect(gifts).toBeGreaterThan(0);
    const result = await expectVerified(pages);
    console.log(`2v2 Crayne over after ${Math.round((Date.now() - started) / 1000)} s with ${gifts} gift(s): ${result}`);
    expect(await pages[0]?.locator('.log').first().textContent()).toMatch(/ gives .+ to (Bob|Carol|Dave|Alice)/);
    await Promise.all(pages.map((p) => p.context().close()));
  }, 600_000);
});
