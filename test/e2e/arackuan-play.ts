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
import { type Verdict } from '../../src/protocol/endings/judge.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { clickAChoice, playLoop } from './play.js';

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

/** Both pages play to the end (or a stop); lines with jargon seen on the way (the table's and the match log's alike) are returned. */
export async function playArackuan(pages: readonly Page[], limitMs: number, tally: Map<string, number>): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  await playLoop(pages, limitMs, { click: (p) => arackuanClick(p, tally), seen, scanEvery: 25, stalled: () => tallied(tally) });
  return seen;
}

/** What the clicks did, for a stalled match's error. */
export const tallied = (tally: ReadonlyMap<string, number>): string => [...tally].map(([k, n]) => `${k} ${n}`).join(', ');

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
