/**
 * A phone (390 px wide, touch) against the bot, playing Whitelands (it places its Nihilist
 * Penguins first, and only places and ends its turns): a creature with Movement is chosen and a lit
 * square two steps away is tapped. On a touch screen nothing is pointed at before the tap, so
 * the first tap shows the way there (the path squares lit) and says to tap again, without
 * moving; the second tap moves. A screenshot of the preview is saved (test-results/arackuan-path-390.png) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/engine/games/arackuan/board.js';
import { cardOf } from '../../src/engine/games/arackuan/cards-api.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { pathTo } from '../../src/ui/games/arackuan/ask.js';
import { type ArkView, arackuanClick, arkView } from './arackuan-play.js';
import { useBrowserAndApp } from './setup.js';

type View = ArkView;
const view = arkView;

/** A card of this player that walks (Movement) to a lit square with at least one square on the way, if any. */
function walker(v: View): { from: Position; to: Position; way: readonly Position[] } | null {
  if (v.s.ask?.kind !== 'activate' || v.s.ask.seat !== v.seat) return null;
  for (const from of arackuanGame.sources?.(v.s, v.seat, v.k) ?? []) {
    for (const tag of arackuanGame.targets?.(v.s, v.seat, v.k, from) ?? []) {
      if (!tag.startsWith('move:')) continue;
      const to = tag.slice(5);
      const path = pathTo(v.s, from, to);
      if (path && path.length >= 2) return { from, to, way: path.slice(0, -1) };
    }
  }
  return null;
}

describe('Arackuan on a phone: the way a card walks shows before it moves', () => {
  const { b, app } = useBrowserAndApp();

  // One retry: once in several full runs (issue 29's session) the taps on a square low on the board
  // lit nothing three times, the phone's fixed hand panel or the in-view scroll being the likely
  // cause; a real fault fails both tries. Known, to look into (see the issue note).
  it('390 px, touch: the first tap on a square shows the path and asks for a second tap; the second moves', { retry: 1, timeout: 120_000 }, async () => {
    const started = Date.now();
    const ctx = await b.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.addInitScript(() => { window.__facedownTest = {}; });
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Alice');
    await page.getByRole('radio', { name: /Arackuan/ }).check();
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('.ark.fd-table').waitFor({ timeout: 30_000 });
    // Whitelands: four Nihilist Penguins walk two squares.
    await page.getByRole('button', { name: /Play Whitelands/ }).click();
    const tally = new Map<string, number>();
    let found: ReturnType<typeof walker> = null;
    let v: View | null = null;
    for (const end = Date.now() + 60_000; !found; ) {
      if (Date.now() > end) throw new Error(`no card could walk two squares in time (${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')})`);
      v = await view(page);
      found = v?.mine ? walker(v) : null;
      if (found) break;
      const s = v?.s;
      // Only place, keep and end turns: the walker is wanted, not a fight.
      if (s?.ask?.kind === 'activate' && v?.mine) {
        await page.locator('button.end-turn:not([disabled])').click({ timeout: 2_000 }).catch(() => undefined);
        continue;
      }
      // Placing: a card that walks first (a Nihilist Penguin), when one is lit.
      if (s?.ask?.kind === 'place' && v?.mine && !(await page.locator('.ark-sq.m-place').count())) {
        const me = v;
        const lit = (s.players[me.seat]?.hand ?? []).filter((h) => (arackuanGame.sources?.(s, me.seat, me.k) ?? []).includes(h));
        const ix = lit.findIndex((h) => cardOf(me.k.cards[h] ?? '')?.attributes.some((x) => x.kind === 'movement'));
        if (ix >= 0) { await page.locator('.ark-hand button.ark-card.choice').nth(ix).click({ timeout: 2_000 }).catch(() => undefined); continue; }
      }
      if (!(await arackuanClick(page, tally))) await page.waitForTimeout(50);
    }
    const at = (x: Position) => page.locator(`.ark-sq[data-at="${x}"]`);
    // The table draws a step in the next frame: the card is lit as one that can act before it is tapped.
    await expect.poll(() => at(found.from).getAttribute('class')).toContain('m-source');
    // A tap on a card already chosen puts it down again: tap until its squares are lit (at most three times).
    const lit = async () => ((await at(found.to).getAttribute('class').catch(() => '')) ?? '').includes('m-move');
    for (let i = 0; i < 3 && !(await lit()); i++) {
      await at(found.from).tap();
      for (let t = 0; t < 30 && !(await lit()); t++) await page.waitForTimeout(100);
    }
    expect(await lit(), JSON.stringify(found)).toBe(true);
    await at(found.to).tap();
    // Not moved yet: the way there is lit, and the tray says to tap again.
    for (const x of found.way) await expect.poll(() => at(x).getAttribute('class'), { timeout: 5_000 }).toContain('m-path');
    await expect.poll(() => at(found.to).getAttribute('class')).toContain('m-way');
    expect((await view(page))?.step).toBe(v?.step);
    await expect.poll(() => page.locator('.ark-tray').innerText()).toContain('again to move');
    mkdirSync('test-results', { recursive: true });
    await page.locator('.ark-field').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/arackuan-path-390.png' });
    const box = await at(found.to).boundingBox();
    console.log(`phone path: ${found.from} → ${found.way.join(' → ')} → ${found.to}; square ${Math.round(box?.width ?? 0)} px; ${Math.round((Date.now() - started) / 1000)} s`);
    await at(found.to).tap();
    await expect.poll(async () => (await view(page))?.step ?? 0, { timeout: 10_000 }).toBeGreaterThan(v?.step ?? 0);
    const after = (await view(page)) as View;
    expect(after.s.board.find((x) => x.at === found?.to)?.control).toBe(after.seat);
    await ctx.close();
  });
});
