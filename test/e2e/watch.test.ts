/**
 * A spectator in real Chromium over real WebRTC with a real PeerServer on loopback: it opens the
 * watch link a player shares mid-match, follows the match to the end and sees it verified, and
 * from its page's data it never received a value any seat still kept private.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { createAndJoin, expectVerified, newPage, playToEnd } from './play.js';

/** Every long hex value a page keeps in its stored secrets (signing key, seed, beacon chain end, commitment salts). */
const storedSecrets = (p: Page): Promise<string[]> => p.evaluate(() => {
  const out: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    if (key.endsWith('secrets')) out.push(...(localStorage.getItem(key) ?? '').match(/[0-9a-f]{32,}/g) ?? []);
  }
  return out;
});

/** What the page's match holds in public: every chain message any seat sent. */
const publicChains = (p: Page): Promise<string> => p.evaluate(() => JSON.stringify((window.__facedownActive as { session: { match: { chains: unknown } | null } }).session.match?.chains ?? []));

/** Everything the watch page was ever sent over its link, as it came. */
const received = (w: Page): Promise<string> => w.evaluate(() => (window.__facedownWatch?.received ?? []).join('\n'));

/**
 * Values some seat holds and no chain has opened yet, that the watcher was sent. The watcher's data
 * is read first: a value private after it was read was private before.
 */
async function leaked(watcher: Page, players: readonly Page[]): Promise<{ leaks: string[]; privateCount: number }> {
  const wire = await received(watcher);
  const leaks: string[] = [];
  let privateCount = 0;
  for (const p of players) {
    const [secrets, chains] = await Promise.all([storedSecrets(p), publicChains(p)]);
    for (const v of secrets) {
      if (chains.includes(v)) continue;
      privateCount++;
      if (wire.includes(v)) leaks.push(v.slice(0, 12));
    }
  }
  return { leaks, privateCount };
}

describe('a spectator', () => {
  const { b, app } = useBrowserAndApp();

  it('joins mid-match by the watch link, follows to the end, sees it verified, and never receives a private value', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, 'Crayne', undefined, true);
    const watcher = await newPage(b.browser, true, 'reduce');
    let joined = false;
    const checks: number[] = [];
    const steps = () => host.locator('.log li').count().catch(() => 0);
    await playToEnd([host, guest], 240_000, async (turn) => {
      if (!joined && turn >= 6 && (await steps()) > 3) {
        // A player shares the watch link from the panel under the log.
        await guest.locator('.watch-invite summary').click();
        const link = await guest.getByRole('textbox', { name: 'Watch link' }).inputValue();
        expect(link).toMatch(/^http:\/\/[^/]+\/#\/watch\/[0-9a-f]{32}\?g=crayne&m=[A-Za-z0-9_-]{22}$/);
        await watcher.goto(link);
        await watcher.locator('[data-table]').waitFor({ timeout: 30_000 });
        expect(await watcher.locator('h1').innerText()).toMatch(/watching/i);
        // Nothing on the watcher's table can be played.
        expect(await watcher.locator('button.choice:not([disabled])').count()).toBe(0);
        // A link naming another match: the host's hellos do not hash to it, so nothing of the match shows.
        const other = link.replace(/&m=(.)/, (_, ch: string) => `&m=${ch === 'A' ? 'B' : 'A'}`);
        expect(other).not.toBe(link);
        const wrong = await newPage(b.browser, true, 'reduce');
        await wrong.goto(other);
        await wrong.getByRole('heading', { name: 'This is not the match the link points to' }).waitFor({ timeout: 30_000 });
        expect(await wrong.locator('[data-table]').count()).toBe(0);
        expect(await wrong.locator('h1').innerText()).not.toMatch(/crayne/i);
        // A link that does not name its match (as links did before) is refused before it dials.
        await wrong.goto(link.replace(/&m=[^&]*/, ''));
        await wrong.getByRole('heading', { name: 'This watch link is incomplete' }).waitFor({ timeout: 10_000 });
        await wrong.context().close();
        joined = true;
      }
      if (joined && turn % 15 === 0) {
        const { leaks, privateCount } = await leaked(watcher, [host, guest]);
        expect(leaks).toEqual([]);
        checks.push(privateCount);
      }
    });
    expect(joined).toBe(true);
    // The check looked at something: while the match ran, each seat kept at least its key and seed.
    expect(checks.length).toBeGreaterThan(0);
    expect(Math.min(...checks)).toBeGreaterThanOrEqual(4);
    const result = await expectVerified([host, guest]);
    await expect.poll(() => watcher.locator('.watch-end .badge.verified').count(), { timeout: 30_000 }).toBe(1);
    expect(await watcher.locator('.watch-end .result').innerText()).toBe(result);
    // The signing keys were never sent, even at the end (the seeds are opened by then, as the rules say).
    const wire = await received(watcher);
    for (const p of [host, guest]) {
      const key = await p.evaluate(() => {
        for (let i = 0; i < localStorage.length; i++) {
          const k = localStorage.key(i) ?? '';
          if (k.endsWith('secrets')) return (JSON.parse(localStorage.getItem(k) ?? '{}') as { secrets: { key: string } }).secrets.key;
        }
        return '';
      });
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(wire.includes(key)).toBe(false);
    }
    // Only hellos and chain messages came: nothing of the players' own stores or links.
    const kinds = new Set(wire.split('\n').map((d) => (JSON.parse(d) as { k: string }).k));
    expect([...kinds].sort()).toEqual(['hello', 'msgs']);
    await Promise.all([host, guest, watcher].map((p) => p.context().close()));
  }, 400_000);
});
