/**
 * Table talk (issue 29) in real Chromium, two pages in a real match over a real PeerServer:
 * Alice says "good game <b>x</b>", Bob sees exactly that text (no bold), marked new while his
 * panel is closed; Bob mutes, and Alice's next line is not shown to him (nor counted, nor read
 * out); after a reload Bob's page still has the talk. TALK_SHOTS=<dir> saves screenshots at
 * 1280 and 390 px with the panel open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserAndApp } from './setup.js';
import { createAndJoin } from './play.js';
import { axeViolations, describeViolations } from './axe.js';
import { smallTargets } from './tap-targets.js';

const shots = process.env.TALK_SHOTS;
const panel = (p: Page) => p.locator('section.talk');
const toggle = (p: Page) => p.getByRole('button', { name: /^Table talk/ });
const said = (p: Page) => p.locator('.talk-lines li').allInnerTexts();

describe('table talk', () => {
  const { b, app } = useBrowserAndApp();

  it('a line reaches the other player as text; muted, the next one does not show; it is kept after a reload', async () => {
    const { host, guest } = await createAndJoin(b.browser, app.url, 'Crayne', undefined, true);
    await guest.setViewportSize({ width: 390, height: 844 });
    for (const p of [host, guest]) await p.locator('[data-table]').waitFor({ timeout: 30_000 });
    await toggle(host).click();
    expect(await toggle(host).getAttribute('aria-expanded')).toBe('true');
    await host.getByRole('textbox', { name: 'Message' }).fill('good game <b>x</b>');
    await host.getByRole('textbox', { name: 'Message' }).press('Enter');
    expect(await host.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await said(host)).toEqual(['Alice: good game <b>x</b>']);

    // Bob's panel is closed: the line is counted as new, and read out politely.
    await expect.poll(() => toggle(guest).innerText(), { timeout: 10_000 }).toMatch(/Table talk\s*1 new/);
    expect(await guest.locator('.talk [aria-live="polite"]').innerText()).toBe('Alice: good game <b>x</b>');
    if (shots) await panel(guest).screenshot({ path: `${shots}/talk-390-new.png` });
    await toggle(guest).click();
    expect(await said(guest)).toEqual(['Alice: good game <b>x</b>']);
    expect(await panel(guest).locator('.talk-lines b').count()).toBe(0);
    expect(await panel(guest).locator('.said').evaluate((e) => e.innerHTML)).toBe('good game &lt;b&gt;x&lt;/b&gt;');
    expect(await toggle(guest).innerText()).not.toMatch(/new/);
    // On Bob's phone-sized page: no serious axe violation in the panel, and every target in it 44 px.
    const talkViolations = (await axeViolations(guest)).filter((v) => v.targets.some((t) => t.includes('talk')));
    expect(talkViolations, describeViolations('table talk', talkViolations)).toEqual([]);
    expect((await smallTargets(guest)).filter((t) => /talk|Mute|Good game|Well played|Thanks|Send|Message/.test(t))).toEqual([]);

    if (shots) {
      await host.getByRole('button', { name: 'Good game' }).click();
      await guest.getByRole('button', { name: 'Thanks' }).click();
      await expect.poll(() => said(host)).toHaveLength(3);
      await host.screenshot({ path: `${shots}/talk-1280.png`, fullPage: true });
      await guest.screenshot({ path: `${shots}/talk-390.png`, fullPage: true });
      // What Bob sees with the message box focused, as on a phone.
      await guest.getByRole('textbox', { name: 'Message' }).focus();
      await guest.screenshot({ path: `${shots}/talk-390-screen.png` });
    }
    const before = (await said(guest)).length;

    // Bob mutes (remembered on his device), and closes the panel.
    await guest.getByRole('button', { name: 'Mute' }).click();
    expect(await toggle(guest).innerText()).toMatch(/\(muted\)/);
    if (shots) await panel(guest).screenshot({ path: `${shots}/talk-390-muted.png` });
    expect(await panel(guest).innerText()).toMatch(/Muted: the other players’ messages are hidden/);
    await toggle(guest).click();
    await host.getByRole('button', { name: 'Well played' }).click();
    await expect.poll(() => said(host)).toContain('Alice: Well played');
    // The line has reached Bob's page (its session holds it) but nothing of it shows.
    await expect.poll(() => guest.evaluate(() => (window.__facedownActive as { session: { talk: { lines: { text: string }[] } } } | undefined)?.session.talk.lines.at(-1)?.text ?? null)
      .catch(() => null), { timeout: 10_000 }).toBe('Well played');
    expect(await toggle(guest).innerText()).not.toMatch(/new/);
    expect(await guest.locator('.talk [aria-live]').innerText()).toBe('');
    await toggle(guest).click();
    expect((await said(guest)).some((l) => l.startsWith('Alice:'))).toBe(false);
    // (With every line hidden and none of his own, the list itself is not drawn: no line at all.)
    expect((await said(guest)).join('\n')).not.toMatch(/Well played|good game/);

    // After a reload Mute is still on; unmuted, the talk kept on this device is back, the muted line with it.
    await guest.reload();
    await guest.locator('[data-table]').waitFor({ timeout: 30_000 });
    await guest.getByRole('button', { name: 'Unmute' }).click();
    await toggle(guest).click();
    await expect.poll(() => said(guest)).toContain('Alice: good game <b>x</b>');
    expect((await said(guest)).length).toBe(before + 1);
    expect(await said(guest)).toContain('Alice: Well played');
    for (const p of [host, guest]) await p.context().close();
  }, 120_000);
});
