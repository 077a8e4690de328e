/**
 * Issue 29, accessibility in real Chromium: axe-core finds no serious or critical violation on the
 * lobby, the join page, each game's table mid-match (against the bot on this device), the
 * Arackuan deck builder and the verify page with a verified file loaded, at desktop (1280×800)
 * and phone (390×844) width; and on a phone every button, link and form control a player taps
 * there is at least 44×44 px, with nothing wider than the screen.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import { arackuanClick } from './arackuan-play.js';
import { axeViolations, describeViolations } from './axe.js';
import { ccClick } from './cc-play.js';
import { clickAChoice, newPage } from './play.js';
import { useBrowserAndApp } from './setup.js';
import { overflowX, smallTargets } from './tap-targets.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A11Y_SHOTS=/tmp/a11y-before: each page checked is also saved as <prefix>-<page>-<width>.png (whole page) for a person to look at. */
const SHOTS = process.env.A11Y_SHOTS;

/** What is wrong on the page at both widths: axe's serious and critical violations; at 390 px (when `targets`), taps under 44 px and sideways overflow. */
async function problems(page: Page, where: string, targets: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const [label, size] of [['1280', DESKTOP], ['390', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    if (SHOTS) {
      const name = `${SHOTS}-${where.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${label}`;
      await page.screenshot({ path: `${name}.png`, fullPage: true });
      if (size === PHONE) await page.screenshot({ path: `${name}-screen.png` });
    }
    const v = await axeViolations(page);
    if (v.length) found.push(describeViolations(`${where} at ${label} px`, v));
    if (!targets || size !== PHONE) continue;
    const small = await smallTargets(page);
    if (small.length) found.push(`${where} at 390 px: ${small.length} tap target(s) under 44 px: ${small.join('; ')}`);
    const wide = await overflowX(page);
    if (wide > 0) found.push(`${where} at 390 px: the page is ${wide} px wider than the screen`);
  }
  if (found.length) console.log(found.join('\n'));
  return found;
}

describe('accessibility: axe-core and tap targets (issue 29)', () => {
  const { b, app } = useBrowserAndApp();

  const page = async (): Promise<Page> => {
    const p = await newPage(b.browser, false, 'reduce');
    await p.setViewportSize(DESKTOP);
    return p;
  };

  /** A match against the bot on this device, played through its table until `mid` shows something on it (or `ms` passes). */
  async function botTable(game: RegExp, click: (p: Page) => Promise<boolean>, mid: string, atLeast: number, ms = 20_000): Promise<Page> {
    const p = await page();
    await p.goto(app.url);
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('radio', { name: game }).check();
    await p.getByRole('button', { name: 'Play offline against a bot' }).click();
    await p.locator('[data-table]').waitFor({ timeout: 30_000 });
    for (const end = Date.now() + ms; Date.now() < end && (await p.locator(mid).count()) < atLeast;) {
      if (!(await click(p))) await p.waitForTimeout(80);
    }
    expect(await p.locator(mid).count(), `${game.source}: "${mid}" on the table mid-match`).toBeGreaterThanOrEqual(atLeast);
    return p;
  }

  it('the lobby and the join page', async () => {
    const host = await page();
    await host.goto(app.url);
    await host.getByRole('heading', { name: 'Facedown' }).waitFor();
    const found = await problems(host, 'the lobby', true);
    await host.setViewportSize(DESKTOP);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: /Crayne/ }).check();
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    const guest = await page();
    await guest.goto(link);
    await guest.getByRole('button', { name: 'Join the match' }).waitFor();
    found.push(...await problems(guest, 'the join page', true));
    expect(found, found.join('\n')).toEqual([]);
    await Promise.all([host, guest].map((p) => p.context().close()));
  });

  it.each([
    { name: 'Crayne', mid: '.cr-played > *', atLeast: 2 },
    { name: 'Crystal Factions', mid: '.cf-lane-cards > *', atLeast: 2 },
    { name: 'Arackuan', mid: '.ark-piece', atLeast: 3 },
    { name: 'Clockwork Crusade', mid: '.cc-things > g', atLeast: 3 },
  ])('the $name table mid-match against the bot', async ({ name, mid, atLeast }) => {
    const tally = new Map<string, number>();
    const turn = { spent: new Set<string>(), taps: 0 };
    const click = name === 'Arackuan' ? (p: Page) => arackuanClick(p, tally)
      : name === 'Clockwork Crusade' ? (p: Page) => ccClick(p, turn, tally)
      : (p: Page) => clickAChoice(p);
    const p = await botTable(new RegExp(name), click, mid, atLeast);
    const found = await problems(p, `the ${name} table`, true);
    expect(found, found.join('\n')).toEqual([]);
    await p.context().close();
  });

  it('the Arackuan deck builder', async () => {
    const p = await page();
    await p.goto(`${app.url}#/decks`);
    await p.getByRole('button', { name: /Whitelands/ }).first().click();
    await p.locator('.db-editor').waitFor();
    for (let i = 0; i < 3; i++) await p.locator('.db-add:not(.refused)').first().click();
    const found = await problems(p, 'the deck builder', true);
    expect(found, found.join('\n')).toEqual([]);
    await p.context().close();
  });

  it('the verify page with a verified file', async () => {
    const run = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 2 }, seed: 4, chainLength: 32 });
    const file = join(mkdtempSync(join(tmpdir(), 'facedown-axe-')), 'match.json');
    writeFileSync(file, JSON.stringify(run.transcript));
    const p = await page();
    await p.goto(`${app.url}#/verify`);
    await p.setInputFiles('input[type=file]', file);
    await p.getByRole('heading', { name: '✔ Valid' }).waitFor();
    const found = await problems(p, 'the verify page', false);
    expect(found, found.join('\n')).toEqual([]);
    await p.context().close();
  });
});
