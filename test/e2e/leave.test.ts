/**
 * A way out (issue 29): a player leaves without resigning; the other is told who left, sees the
 * time until it can claim the match counting down, and claims it once the time is up. The one
 * who left can see the match in its lobby list. Real Chromium, real WebRTC, a real PeerServer.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserAndApp } from './setup.js';
import { clickAChoice, createAndJoin } from './play.js';

/** The shortest claim time a guest accepts. */
const HOOKS = { claimAfterMs: 15_000 };
const secondsOf = (t: string): number => { const m = /(\d+):(\d\d)/.exec(t); return m ? Number(m[1]) * 60 + Number(m[2]) : NaN; };

describe('leaving a match', () => {
  const { b, app } = useBrowserAndApp();

  it('Bob leaves: Alice is told, sees the countdown to her claim tick down, and claims the match', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, 'High Card', undefined, HOOKS);
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 30_000 });
    await guest.getByRole('button', { name: 'Leave the match…' }).click();
    await guest.getByRole('button', { name: 'Stay' }).click();
    await guest.getByRole('button', { name: 'Leave the match…' }).click();
    expect(await guest.locator('.leave').innerText()).toMatch(/after 15 seconds without an answer, and you lose/);
    await guest.getByRole('button', { name: 'Leave now' }).click();
    await guest.getByRole('button', { name: 'Create a match and invite a friend' }).waitFor({ timeout: 10_000 });
    expect(await guest.locator('.saved').innerText()).toMatch(/High Card/);
    await expect.poll(() => host.locator('.notice').innerText(), { timeout: 10_000 }).toMatch(/^Bob left the match without resigning/);
    await expect.poll(() => host.locator('.link-state').innerText(), { timeout: 10_000 }).toBe('Bob left the match');
    // Alice makes her own moves until it is Bob's turn: then the countdown runs.
    const timer = host.getByRole('timer');
    const end = Date.now() + 20_000;
    while (!(await timer.count()) && Date.now() < end) if (!(await clickAChoice(host))) await host.waitForTimeout(200);
    const first = secondsOf(await timer.innerText());
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(15);
    await host.waitForTimeout(2_100);
    expect(secondsOf(await timer.innerText())).toBeLessThan(first);
    // Once the time is up, the claim.
    await host.getByRole('button', { name: 'Claim the match' }).click({ timeout: 20_000 });
    await expect.poll(() => host.locator('.end .outcome').innerText(), { timeout: 20_000 }).toBe('You won');
    for (const p of [host, guest]) await p.context().close();
  }, 120_000);
});
