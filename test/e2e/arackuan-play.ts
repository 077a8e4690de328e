/**
 * Playing Arackuan through its table as a person would, for the real-browser tests: every click
 * is on something the table lit or offered (a lit card, a lit square, a choice button). It puts
 * attacks together when it can (adds every card that can join, then confirms), places cards on
 * lit squares, and otherwise picks a legal choice at random. The text players read is scanned
 * for protocol words along the way.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Knowledge, Seat } from '../../src/engine/game.js';
import { GAMES } from '../../src/engine/games/index.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { type Verdict } from '../../src/protocol/judge.js';
import { verifyMatch } from '../../src/protocol/verify.js';
import { clickAChoice, finished } from './play.js';

/** Words players must never read: the protocol's, seat numbers, draw handles, the engine's names for the Astral Plane slots. */
export const JARGON = /\bbeacon|commit|signature|\bseats? \d|\b\d+:\d+\b|\bhash|\bnonce|astral:/i;

async function clickFirst(p: Page, selector: string): Promise<boolean> {
  const l = p.locator(selector);
  if (!(await l.count().catch(() => 0))) return false;
  await l.first().click({ timeout: 1_000 }).catch(() => undefined);
  return true;
}

/** One click for this page, if it has anything to do. Counts what it did in `tally`. */
export async function arackuanClick(p: Page, tally: Map<string, number>): Promise<boolean> {
  const did = (what: string) => { tally.set(what, (tally.get(what) ?? 0) + 1); return true; };
  if (await clickFirst(p, '.ark-sq.m-joinable')) return did('join an attack');
  if (await p.locator('.ark-attack .ark-attackers .ark-chip').count().catch(() => 0) > 1 && await clickFirst(p, '.ark-confirm:not([disabled])')) return did('group attack');
  if (await clickFirst(p, '.ark-confirm:not([disabled])')) return did('attack');
  if (await clickFirst(p, '.ark-sq.m-place')) return did('place');
  if (await clickFirst(p, '.ark-sq.m-attack')) return did('aim');
  if (await clickFirst(p, '.ark-sq.m-move')) return did('move');
  return (await clickAChoice(p)) && did('choice');
}

/** Visible text, every panel open but the opt-in Details, and the match log's lines (read in the same moment). */
export async function visibleText(p: Page): Promise<{ body: string; log: string[] }> {
  return p.evaluate(() => {
    for (const d of document.querySelectorAll('details')) if (!d.classList.contains('details')) d.open = true;
    const details = document.querySelector('details.details') as HTMLDetailsElement | null;
    if (details) details.open = false;
    return { body: document.body.innerText, log: [...document.querySelectorAll('.log li')].map((li) => (li as HTMLElement).innerText) };
  }).catch(() => ({ body: '', log: [] }));
}

/** Both pages play to the end (or a stop); lines with jargon seen on the way (the table's and the match log's alike) are returned. */
export async function playArackuan(pages: readonly Page[], limitMs: number, tally: Map<string, number>): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const scan = async () => {
    for (const p of pages) {
      const text = await visibleText(p);
      for (const line of [...text.body.split('\n'), ...text.log]) {
        const m = JARGON.exec(line);
        if (m && !seen.has(line)) seen.set(line, m[0]);
      }
    }
  };
  const end = Date.now() + limitMs;
  for (let turn = 0; ; turn++) {
    if ((await Promise.all(pages.map(finished))).every(Boolean)) break;
    if (Date.now() > end) throw new Error(`the match did not finish in time (${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')})`);
    if (turn % 25 === 0) await scan();
    const clicked = await Promise.all(pages.map((p) => arackuanClick(p, tally)));
    if (!clicked.some(Boolean)) await pages[0]!.waitForTimeout(40);
  }
  await scan();
  return seen;
}

/** The page's match file, downloaded and verified here. */
export async function downloadAndVerify(page: Page): Promise<Verdict> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the match file' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'fd-ark-')), 'match.json');
  await download.saveAs(file);
  const v = verifyMatch(JSON.parse(readFileSync(file, 'utf8')), GAMES);
  expect(v.game).toBe('arackuan');
  return v;
}

/** What this page's player can see: the public table, their own cards, whether they are asked, the step. */
export type ArkView = { s: ArkState; k: Knowledge; seat: Seat; mine: boolean; step: number };

export async function arkView(p: Page): Promise<ArkView | null> {
  const v = await p.evaluate(() => {
    const c = window.__facedownActive as { gameState: { value: unknown }; knowledge: { value: Record<string, string> }; awaiting: { value: unknown }; step: { value: number }; table: { value: { seat: number } | null } } | undefined;
    if (!c || !c.gameState.value || !c.table.value) return null;
    return { s: c.gameState.value, cards: c.knowledge.value, seat: c.table.value.seat, mine: c.awaiting.value !== null, step: c.step.value };
  }).catch(() => null);
  return v && { s: v.s as ArkState, k: { seat: v.seat, cards: v.cards }, seat: v.seat, mine: v.mine, step: v.step };
}
