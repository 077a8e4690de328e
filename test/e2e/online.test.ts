/**
 * Two Chromium contexts, a real PeerServer on loopback, real WebRTC, clicking as players do:
 * a full match and a rematch; a reload and a network drop in one match; a peer that sends a bad reveal.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { useBrowserAndApp } from './setup.js';
import { createAndJoin, expectVerified, finished, playToEnd } from './play.js';

const GAME = 'Crayne';

describe('online match between two browsers', () => {
  const { b, app } = useBrowserAndApp();

  it("host invites, guest joins by link, they play to the end; the downloaded file verifies", async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, GAME);
    await playToEnd([host, guest], 180_000);
    // The game's own sentence for the end (loaded when the match ends), not the rules' summary.
    expect(await expectVerified([host, guest])).toMatch(/^(Alice|Bob|Nobody) won after \d+ rounds?: /);
    const [download] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('button', { name: 'Download the match file' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'fd-')), 'match.json');
    await download.saveAs(file);
    expect(verifyMatch(JSON.parse(readFileSync(file, 'utf8')), GAMES).status).toBe('valid');
    // Rematch: the host offers, the guest accepts, and a new match starts on both pages.
    const firstUrl = host.url();
    await host.getByRole('button', { name: 'Rematch' }).click();
    await guest.getByRole('button', { name: 'Play again' }).click();
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 15_000 });
    expect(host.url()).not.toBe(firstUrl);
  });

  // One match for both interruptions (a whole random match is the slow part): each must resume, and the match still finish.
  it('the guest reloads early in the match, later its network drops for a few seconds: each time it resumes, and the match finishes', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, GAME, undefined, true);
    let reloaded = false;
    let dropped = false;
    const steps = () => host.locator('.log li').count();
    let before = 0;
    await playToEnd([host, guest], 240_000, async (turn) => {
      if (turn === 4) {
        await guest.reload();
        await guest.locator('.status').waitFor();
        reloaded = true;
        before = await steps();
      }
      // Well after the reload (the match has moved on since), the network goes for 3 s.
      if (reloaded && !dropped && turn >= 12 && (await steps()) > before) {
        await guest.evaluate(() => (window.__facedownActive as { simulateOutage(ms: number): void }).simulateOutage(3_000));
        await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 10_000 }).toMatch(/Reconnecting|Connecting|left/);
        dropped = true;
      }
    });
    expect([reloaded, dropped]).toEqual([true, true]);
    await expectVerified([host, guest]);
  });

  it('a page that sends a reveal not opening its commitment is stopped by the other, which keeps its state', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, GAME, undefined, true);
    await guest.evaluate(() => { (window.__facedownTest as Record<string, unknown>).tamperReveal = true; });
    const end = Date.now() + 30_000;
    while (!(await finished(host)) && Date.now() < end) {
      for (const p of [host, guest]) {
        const choice = p.locator('button.choice').first();
        if (await choice.count()) await choice.click({ timeout: 1_000 }).catch(() => undefined);
      }
      await host.waitForTimeout(30);
    }
    const alert = host.getByRole('alert');
    await expect.poll(() => alert.innerText()).toMatch(/Bob broke the rules: the card they turned over is not the card they had played face down/);
    // The protocol's reason is there for whoever opens Details.
    await host.locator('details.details summary').click();
    expect(await host.locator('details.details').innerText()).toMatch(/Stopped at step \d+: Bob — .*reveal does not open its commitment/);
    await expect.poll(() => guest.getByRole('alert').innerText()).toMatch(/stopped/i);
    const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Download the evidence' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'fd-')), 'evidence.json');
    await download.saveAs(file);
    const evidence = JSON.parse(readFileSync(file, 'utf8'));
    expect(evidence.rejection).toMatchObject({ seat: 1 });
    const v = verifyMatch(evidence.transcript, GAMES);
    expect(v.status).toBe('invalid');
    expect(v.failure).toMatch(/reveal does not open its commitment/);
  });
});
