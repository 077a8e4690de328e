/**
 * Playing Clockwork Crusade through its table as a person would, for the real-browser tests: every
 * click is on something the table lit or offered (a lit hex on the map, a portal chip, a choice or
 * action button the engine enabled). Setup: the offered grid where the table puts it, a lit gate
 * hex and a lit arrow. Main step, with a purpose so matches end inside the round limit: for each
 * lit unit, an attack on a lit gate, else any lit attack, else a move to the lit hex nearest an
 * enemy gate; then a portal at a gate (the costliest offered), seldom research (it costs most of a player's resources); "End turn"
 * when nothing better is lit. The text players read is scanned for protocol words along the way.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import { type Verdict } from '../../src/protocol/endings/judge.js';
import { loadSharedDeck } from '../../src/protocol/shared-deck/shared-lazy.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { tallied } from './arackuan-play.js';
import { playLoop } from './play.js';

/** What one page remembers within its own turn: the units it already found nothing to do with. */
interface Turn { spent: Set<string>; taps: number }

const axial = (id: string): [number, number] => { const [q, r] = id.split(',').map(Number); return [q ?? 0, r ?? 0]; };
const dist = (a: string, b: string): number => {
  const [aq, ar] = axial(a);
  const [bq, br] = axial(b);
  return Math.max(Math.abs(aq - bq), Math.abs(ar - br), Math.abs(aq + ar - bq - br));
};

/** The hexes of the map elements matching `sel` (their data-hex). */
const hexesOf = (p: Page, sel: string): Promise<string[]> =>
  p.locator(sel).evaluateAll((els) => els.map((e) => e.getAttribute('data-hex') ?? '')).catch(() => []);

/**
 * A tap on the centre of a map element (the map pans on drags and takes a still press as a tap).
 * The map zooms in about a chosen unit when it is shown small: a hex outside the map's frame (or
 * under its zoom buttons) is brought back with "Show the whole map" first.
 */
async function tapEl(p: Page, sel: string): Promise<boolean> {
  const l = p.locator(sel).first();
  for (let tries = 0; tries < 2; tries++) {
    // Into the middle of the window (the page's bar stays on top of the window's top edge).
    await l.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }), undefined, { timeout: 1_000 }).catch(() => undefined);
    const box = await l.boundingBox({ timeout: 1_000 }).catch(() => null);
    if (!box) return false;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const onMap = await p.evaluate(([px, py]) => {
      const hit = document.elementFromPoint(px as number, py as number);
      return !!hit?.closest('.cc-svg') && !hit.closest('.cc-zoom');
    }, [x, y]).catch(() => false);
    if (onMap) {
      await p.mouse.click(x, y).catch(() => undefined);
      return true;
    }
    await p.getByRole('button', { name: 'Show the whole map' }).click({ timeout: 1_000 }).catch(() => undefined);
  }
  return false;
}
const tapHex = (p: Page, cls: string, hex: string) => tapEl(p, `${cls}[data-hex="${hex}"]`);

async function press(p: Page, sel: string): Promise<boolean> {
  const l = p.locator(sel);
  if (!(await l.count().catch(() => 0))) return false;
  await l.first().click({ timeout: 1_000 }).catch(() => undefined);
  return true;
}

const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

/** The Main step, for a chosen unit: its best lit target, else its best lit move, else done with it. */
async function actWithChosen(p: Page, turn: Turn, did: (w: string) => boolean): Promise<boolean> {
  const [selected] = await hexesOf(p, '.cc-mark-top.m-selected');
  // A turn that keeps tapping without the match moving on (a tap that lands nowhere): let the unit be.
  if (++turn.taps > 60) { if (selected) turn.spent.add(selected); return press(p, '.cc-unit-panel button:has-text("Done with it")'); }
  const attacks = await hexesOf(p, '.cc-mark-top.m-attack');
  const enemyGates = await hexesOf(p, '.cc-gate[data-mine="false"]');
  const gateHit = attacks.find((h) => enemyGates.includes(h));
  if (gateHit) return (await tapHex(p, '.cc-mark-top', gateHit)) && did('attack a gate');
  if (attacks.length) return (await tapHex(p, '.cc-mark-top', pick(attacks) as string)) && did('attack');
  const moves = await hexesOf(p, '.cc-mark.m-move');
  if (moves.length && selected) {
    const enemies = enemyGates.length ? enemyGates : await hexesOf(p, '.cc-piece[data-mine="false"]');
    const score = (h: string) => (enemies.length ? Math.min(...enemies.map((e) => dist(h, e))) : Math.random());
    const here = score(selected);
    const best = [...moves].sort((a, b) => score(a) - score(b))[0] as string;
    // Toward the enemy, or at least no farther (which also clears the gate's arrow hex for the next portal);
    // a unit next to an enemy stays, to attack next turn.
    if (score(best) < here || (score(best) === here && here > 1)) return (await tapHex(p, '.cc-mark', best)) && did('move');
  }
  if (selected) turn.spent.add(selected);
  return press(p, '.cc-unit-panel button:has-text("Done with it")');
}

/** One click for this page, if it has anything to do. Counts what it did in `tally`. */
export async function ccClick(p: Page, turn: Turn, tally: Map<string, number>): Promise<boolean> {
  const did = (what: string) => { tally.set(what, (tally.get(what) ?? 0) + 1); return true; };
  if (!(await p.locator('.cc-tray').count().catch(() => 0))) return false;
  // A question about your unit under attack (Stealth's or Scapegoat's coin, striking back): Yes or No.
  const question = await p.locator('.cc-prompt:has-text("Strike back?"), .cc-prompt:has-text("Flip a coin for")').count().catch(() => 0);
  if (question && (await press(p, `.cc-panel button.choice:has-text("${Math.random() < 0.7 ? 'Yes' : 'No'}")`))) return did('question');
  // A portal's hidden unit, a sabotaged card, anything else the engine asks as buttons.
  if (await press(p, '.cc-panel button.choice')) return did('choice');
  // Setup: the grid the table offers where it puts it; then the gate (a lit hex, then a lit arrow).
  if (await press(p, '.cc-action.primary:has-text("Place this grid"):not([disabled])')) return did('grid');
  const arrows = await hexesOf(p, '.cc-mark.m-move');
  if ((await p.locator('.cc-mark-top.m-selected').count().catch(() => 0)) && arrows.length && !(await p.locator('.cc-unit-panel').count().catch(() => 0))) {
    return (await tapHex(p, '.cc-mark', pick(arrows) as string)) && did('gate');
  }
  const gateHexes = await hexesOf(p, '.cc-mark.m-choice');
  const setupGate = await p.locator('.cc-prompt:has-text("Place your first gate")').count().catch(() => 0);
  if (gateHexes.length && (setupGate || Math.random() < 0.3)) return (await tapHex(p, '.cc-mark', pick(gateHexes) as string)) && did('gate hex');
  if (await press(p, '.cc-action.primary:has-text("go on")')) return did('go on');
  // A flipped Building: a lit hex of its territory.
  const places = await hexesOf(p, '.cc-mark.m-place');
  if (places.length) return (await tapHex(p, '.cc-mark', pick(places) as string)) && did('place');
  // Main step.
  if (!(await p.locator('.cc-action.primary:has-text("End turn"):not([disabled])').count().catch(() => 0))) return false;
  if (await p.locator('.cc-unit-panel').count().catch(() => 0)) return actWithChosen(p, turn, did);
  const sources = (await hexesOf(p, '.cc-mark.m-source')).filter((h) => !turn.spent.has(h));
  if (sources.length && turn.taps < 40) {
    turn.taps++;
    const h = pick(sources) as string;
    await tapHex(p, '.cc-mark', h);
    // A tap that chose nothing (it stays unchosen): don't try that unit again this turn.
    if (!(await p.locator('.cc-unit-panel').waitFor({ timeout: 1_000 }).then(() => true, () => false))) turn.spent.add(h);
    return did('choose a unit');
  }
  const portals = p.locator('.cc-portals .cc-chip');
  if (await portals.count().catch(() => 0)) {
    // The costliest unit offered (the chip reads "Name · cost").
    const costs = await portals.evaluateAll((els) => els.map((e) => Number(/·\s*(\d+)/.exec(e.textContent ?? '')?.[1] ?? 0)));
    const i = costs.indexOf(Math.max(...costs));
    await portals.nth(i).click({ timeout: 1_000 }).catch(() => undefined);
    return did('portal');
  }
  // Research now and then, when it leaves enough for portals (the status line's own row: "… · 7 res.").
  const res = Number(/(\d+) res\./.exec(await p.locator('.headlines li.me').innerText().catch(() => ''))?.[1] ?? 0);
  if (res >= 5 && Math.random() < 0.3 && (await press(p, '.cc-action:has-text("Research"):not([disabled])'))) return did('research');
  if (await press(p, '.cc-action:has-text("(gate destroyed)"):not([disabled])')) return did('draw');
  turn.spent.clear();
  turn.taps = 0;
  return (await press(p, '.cc-action.primary:has-text("End turn"):not([disabled])')) && did('end turn');
}

/** Every page plays to the end (or a stop); lines with jargon seen on the way are returned. `during` runs each turn of the loop. */
export async function playCc(pages: readonly Page[], limitMs: number, tally: Map<string, number>, during?: (turn: number) => Promise<void>): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const turns = pages.map((): Turn => ({ spent: new Set(), taps: 0 }));
  const stalled = async () => {
    const bar = await pages[0]?.locator('.cc-bar, [data-table]').first().innerText().catch(() => '');
    return `${tallied(tally)}; ${bar?.split('\n').slice(0, 3).join(' / ')}`;
  };
  await playLoop(pages, limitMs, { click: (p, i) => ccClick(p, turns[i] as Turn, tally), seen, scanEvery: 30, idleMs: 60, stalled, ...(during ? { during } : {}) });
  return seen;
}

/** The page's match file, downloaded and verified here (the shared deck's code loaded first, as the verify page does). */
export async function downloadAndVerifyCc(page: Page): Promise<Verdict> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the match file' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'fd-cc-')), 'match.json');
  await download.saveAs(file);
  await loadSharedDeck(() => import('../../src/protocol/shared-deck/shared-deck.js'));
  const v = verifyMatch(JSON.parse(readFileSync(file, 'utf8')), GAMES);
  expect(v.game).toBe('clockwork-crusade');
  return v;
}
