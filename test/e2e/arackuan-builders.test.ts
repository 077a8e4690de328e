/**
 * Arackuan's two builders between two real browsers (real PeerServer on loopback, real WebRTC),
 * clicking the table as players do. Alice brings the pre-built Myrkur deck (three Omnistrike
 * creatures); Bob a Whitelands deck of his own with three Ice Wings ("move up to 2 allied
 * creatures"), put on his device as the deck builder saves it. Both steer their placements into
 * one crowd of cards (the lit square with the most cards around it); each page reads only its own
 * table (the public state and its own cards) to see what to aim for, and then clicks:
 *  - Bob, once his Ice Wings can move two creatures: the card, "Use its Action…", a creature and
 *    its lit square (Confirm is offered and the tray says more may be added), a second creature
 *    and its square (no third is offered), then Confirm;
 *  - Alice, once she can: her Omnistrike card, the enemy, "Add cards against … too", a card that
 *    joins that strike, then the attack.
 * Alice's page must show Bob's creatures where he sent them; Bob's page Alice's attack (the same
 * cards on the same squares, the attack in the round's story). Then both end their turns to the
 * end of the match; both pages verify the same result and the downloaded file verifies, holding
 * both moves and both deck lists.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/crypto/canonical.js';
import { GAMES } from '../../src/engine/games/index.js';
import { actionChoices } from '../../src/engine/games/arackuan/action-choices.js';
import { type Position, neighbours } from '../../src/engine/games/arackuan/board.js';
import { cardOf } from '../../src/engine/games/arackuan/cards-api.js';
import { encodeDeck } from '../../src/engine/games/arackuan/cards/deck-code.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { extraJoinable, extraTargets } from '../../src/engine/games/arackuan/omni-groups.js';
import { has, profAt } from '../../src/engine/games/arackuan/profile.js';
import type { ArkState } from '../../src/engine/games/arackuan/state.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { type ArkView, arackuanClick, arkView } from './arackuan-play.js';
import { expectVerified, finished, newPage } from './play.js';
import { useBrowserAndApp } from './setup.js';

const VARIANT = 'Your own decks (kept secret, checked at the end)';
const BOB_DECK = [
  'eagle', 'eagle', 'fortress-of-myjir', 'gabriel', 'ice-golem', 'ice-paladin', 'ice-wings', 'ice-wings', 'ice-wings', 'lunar-wendigo', 'lunar-wendigo',
  'lunar-wendigo', 'nihilist-penguin', 'nihilist-penguin', 'nihilist-penguin', 'nihilist-penguin', 'paladin-of-the-guard', 'shield-of-dawn',
  'shield-of-dawn', 'shield-of-dawn', 'snow-griffin', 'snow-griffin', 'teleportation',
];

type View = ArkView;
const view = arkView;

const profilesOf = (s: ArkState): string[] => s.board.map((x) => `${x.at}:${x.control}:${x.down ? 'down' : cardOf(x.id)?.name}`);

const sq = (p: Page, at: Position) => p.locator(`.ark-sq[data-at="${at}"]`);

/**
 * Placing: a lit hand card (an Omnistrike creature first, when `omni`), then the lit square with
 * the most cards around it (enemy cards counting double for an Omnistrike creature).
 */
async function placeInCrowd(p: Page, v: View, omni: boolean): Promise<boolean> {
  const card = p.locator('.ark-hand button.ark-card.choice');
  if (!(await card.count())) return false;
  const sources = arackuanGame.sources?.(v.s, v.seat, v.k) ?? [];
  const lit = (v.s.players[v.seat]?.hand ?? []).filter((h) => sources.includes(h));
  const isOmni = (h: string) => omni && (cardOf(v.k.cards[h] ?? '')?.attributes.some((a) => a.kind === 'omnistrike') ?? false);
  const pickIx = Math.max(0, lit.findIndex(isOmni));
  const striker = lit[pickIx] !== undefined && isOmni(lit[pickIx] as string);
  if (!(await p.locator('.ark-sq.m-place').count())) await card.nth(pickIx).click({ timeout: 2_000 }).catch(() => undefined);
  const squares = await p.locator('.ark-sq.m-place').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-at') as string)).catch(() => [] as string[]);
  if (!squares.length) return false;
  const owner = new Map(v.s.board.map((x) => [x.at, x.control]));
  const crowd = (at: string) => (at.startsWith('astral') ? -1
    : neighbours(at).reduce((n, x) => n + (owner.has(x) ? (striker && owner.get(x) !== v.seat ? 3 : 1) : 0), 0));
  const best = [...squares].sort((a, b) => crowd(b) - crowd(a))[0] as string;
  await sq(p, best).click({ timeout: 2_000 }).catch(() => undefined);
  return true;
}

type Omni = { at: Position; target: Position; extra: number; extraAt: Position; joiner: Position };

/** An attack by one of this player's Omnistrike cards with another card joining a second strike, if the table allows one now. */
function omniChance(v: View): Omni | null {
  const a = v.s.ask;
  if (a?.kind !== 'activate' || a.seat !== v.seat) return null;
  const initiative = a.step <= 2;
  for (const src of arackuanGame.sources?.(v.s, v.seat, v.k) ?? []) {
    const p = profAt(v.s, src);
    if (!p || !has(p, 'omnistrike')) continue;
    for (const tag of arackuanGame.targets?.(v.s, v.seat, v.k, src) ?? []) {
      if (!tag.startsWith('attack:')) continue;
      const target = tag.slice(7);
      const extras = extraTargets(v.s, v.seat, target, [src], [], initiative);
      for (const [i, x] of extras.entries()) {
        const j = extraJoinable(v.s, v.seat, target, [src], [], x, initiative)[0];
        if (j) return { at: src, target, extra: i, extraAt: x, joiner: j };
      }
    }
  }
  return null;
}

/**
 * Bob's Ice Wings when it can move two creatures now: the card and the first three choices of
 * one such Action (the two-creature Actions the engine's builder offers, step by step).
 */
function wingsChance(v: View): { at: Position; path: readonly Position[] } | null {
  const a = v.s.ask;
  if (a?.kind !== 'activate' || a.seat !== v.seat) return null;
  const initiative = a.step <= 2;
  for (const at of arackuanGame.sources?.(v.s, v.seat, v.k) ?? []) {
    if (profAt(v.s, at)?.printed.name !== 'Ice Wings') continue;
    const next = (targets: Position[]) => actionChoices(v.s, v.seat, v.k, at, initiative, { targets }).positions;
    for (const p1 of next([])) for (const p2 of next([p1])) for (const p3 of next([p1, p2])) return { at, path: [p1, p2, p3] };
  }
  return null;
}

/** The page's match file, as "Download the match file" saves it. */
async function downloadFile(page: Page): Promise<Json> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the match file' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'fd-ark-')), 'match.json');
  await download.saveAs(file);
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

const endTurn = async (p: Page): Promise<boolean> => {
  const b = p.locator('button.end-turn:not([disabled])');
  if (!(await b.count())) return false;
  await b.click({ timeout: 2_000 }).catch(() => undefined);
  return true;
};

async function stepChanged(p: Page, from: number): Promise<void> {
  await expect.poll(async () => (await view(p))?.step ?? from, { timeout: 15_000 }).toBeGreaterThan(from);
}

describe('Arackuan: the Action builder and an Omnistrike extra group between two browsers', () => {
  const { b, app } = useBrowserAndApp();

  it('Bob builds an Action card by card, Alice adds a second strike to an Omnistrike attack; each page shows the other\'s move; the file verifies', async () => {
    const started = Date.now();
    // Whether both chances come up depends on the cards: a match that ends first is replaced by another (at most three).
    const attempt = async () => {
    const host = await newPage(b.browser, true, 'reduce');
    const guest = await newPage(b.browser, true, 'reduce');
    await guest.addInitScript((code) => {
      localStorage.setItem('facedown/arackuan/decks', JSON.stringify([{ id: 'bobs-wings', name: 'Wings', faction: 'whitelands', code, saved: 1 }]));
    }, encodeDeck(BOB_DECK));
    await host.goto(app.url);
    await host.getByLabel('Your name').fill('Alice');
    await host.getByRole('radio', { name: /Arackuan/ }).check();
    await host.getByLabel('Variant').selectOption({ label: VARIANT });
    await host.getByLabel('Your deck').selectOption('prebuilt:myrkur');
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    await guest.goto(link);
    await guest.getByLabel('Your name').fill('Bob');
    await guest.getByLabel('Your deck').selectOption('mine:bobs-wings');
    await guest.getByRole('button', { name: 'Join the match' }).click();
    for (const p of [host, guest]) await p.locator('.ark.fd-table').waitFor({ timeout: 60_000 });

    let action: { at: Position; name: string; targets: readonly Position[] } | null = null;
    let omni: Omni | null = null;
    const tally = new Map<string, number>();
    const deadline = Date.now() + 100_000;
    while (!(await Promise.all([host, guest].map(finished))).every(Boolean)) {
      if (Date.now() > deadline) {
        const hv = await view(host);
        const board = hv ? [...profilesOf(hv.s)].join(' ') : '';
        throw new Error(`no chance in time: action ${!!action}, omnistrike ${!!omni}; round ${hv?.s.round}; ${board}; ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
      }
      let clicked = false;
      for (const [p, who] of [[host, 'Alice'], [guest, 'Bob']] as const) {
        const v = await view(p);
        if (!v || !v.mine) continue;
        const a = v.s.ask;
        if (a?.kind === 'first') { await p.getByRole('button', { name: 'I start round 1' }).click().catch(() => undefined); clicked = true; continue; }
        if (a?.kind === 'mulligan') { await p.getByRole('button', { name: 'Keep this hand' }).click().catch(() => undefined); clicked = true; continue; }
        if (a?.kind === 'place') { clicked = (await placeInCrowd(p, v, who === 'Alice')) || (await arackuanClick(p, tally)) || clicked; continue; }
        if (a?.kind !== 'activate' || a.seat !== v.seat) { clicked = (await arackuanClick(p, tally)) || clicked; continue; }
        const o: Omni | null = who === 'Alice' && !omni ? omniChance(v) : null;
        if (o) {
          // Alice: her Omnistrike card, the enemy, "Add cards against … too", the card that joins that strike, then attack.
          // The table draws a step in the next frame: the card is lit as one that can act before it is clicked.
          await expect.poll(() => sq(p, o.at).getAttribute('class')).toContain('m-source');
          await sq(p, o.at).click();
          await sq(p, o.target).click();
          const adds = p.getByRole('group', { name: 'Omnistrike: add cards to its other strikes' }).locator('button');
          await adds.nth(o.extra).click();
          await expect.poll(() => sq(p, o.joiner).getAttribute('class')).toContain('m-joinable');
          await sq(p, o.joiner).click();
          const also = p.locator('.ark-attack .ark-attackers', { hasText: 'Also against' });
          await expect.poll(() => also.innerText()).toContain(profAt(v.s, o.joiner)?.printed.name as string);
          const confirm = p.locator('.ark-attack .ark-confirm');
          expect(await confirm.isEnabled()).toBe(true);
          await confirm.click();
          await stepChanged(p, v.step);
          omni = o;
          // What Bob's page shows: the same squares as Alice's, and the attack in the round's story.
          const after = (await view(p)) as View;
          await expect.poll(async () => (await view(guest))?.step ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(after.step);
          const said = async (q: Page, at: Position, me: string) => ((await sq(q, at).locator('.ark-sq-words').textContent()) ?? '').split(', ')[1]?.replace(/^your /, `${me}'s `);
          for (const at of [o.target, o.extraAt, o.joiner, o.at]) expect(await said(guest, at, 'Bob'), `Bob's page at ${at}`).toBe(await said(p, at, 'Alice'));
          // (in the round's story, or in the match log once the story has moved on to a round that ended)
          const told = async () => `${await guest.locator('.ark-story').innerText().catch(() => '')}\n${(await guest.locator('.log li').allInnerTexts().catch(() => [])).join('\n')}`;
          await expect.poll(told, { timeout: 10_000 }).toContain(profAt(v.s, o.at)?.printed.name as string);
          clicked = true;
          continue;
        }
        const wings: ReturnType<typeof wingsChance> = who === 'Bob' && !action ? wingsChance(v) : null;
        if (wings) {
          // Bob: Ice Wings, "Use its Action…", a creature and its square (Confirm is offered: one is enough), a second creature, its square, Confirm.
          await expect.poll(() => sq(p, wings.at).getAttribute('class')).toContain('m-source');
          await sq(p, wings.at).click();
          await p.getByRole('button', { name: 'Use its Action…' }).click();
          const builder = p.locator('.ark-builder');
          await builder.waitFor();
          const targets: Position[] = [];
          for (const at of wings.path) {
            await expect.poll(() => sq(p, at).getAttribute('class')).toContain('m-action');
            await sq(p, at).click();
            targets.push(at);
            await expect.poll(() => builder.innerText()).toContain(`Chosen so far`);
            if (targets.length === 2) {
              // One creature moved is a whole Action already; more may be added.
              expect(await builder.locator('.ark-confirm').count()).toBe(1);
              expect(await builder.locator('.ark-more').innerText()).toContain('You may add more');
            }
          }
          const last = p.locator('.ark-sq.m-action');
          expect(await last.count()).toBeGreaterThan(0);
          targets.push((await last.first().getAttribute('data-at')) as Position);
          await last.first().click();
          // Up to 2: no third creature is offered; Confirm names both.
          await expect.poll(() => p.locator('.ark-sq.m-action').count()).toBe(0);
          const confirm = builder.locator('.ark-confirm');
          expect(await confirm.isEnabled()).toBe(true);
          const label = await confirm.innerText();
          for (const at of [targets[0], targets[2]]) expect(label).toContain(profAt(v.s, at as Position)?.printed.name as string);
          await confirm.click();
          await stepChanged(p, v.step);
          action = { at: wings.at, name: 'Ice Wings', targets };
          // What Alice's page shows: each creature Bob moved, on the square he sent it to.
          for (let u = 0; u + 1 < targets.length; u += 2) {
            const moved = profAt(v.s, targets[u] as Position)?.printed.name as string;
            await expect.poll(() => sq(host, targets[u + 1] as Position).locator('.ark-sq-words').textContent(), { timeout: 15_000 }).toContain(`Bob's ${moved}`);
          }
          clicked = true;
          continue;
        }
        clicked = (await endTurn(p)) || clicked;
      }
      if (!clicked) await host.waitForTimeout(50);
    }
      return { host, guest, action, omni };
    };
    let got = await attempt();
    for (let tries = 1; tries < 3 && (!got.action || !got.omni); tries++) {
      console.log(`builders: the match ended first (action ${!!got.action}, omnistrike ${!!got.omni}); another match`);
      await Promise.all([got.host, got.guest].map((p) => p.context().close()));
      got = await attempt();
    }
    const { host, guest, action, omni } = got;
    if (!action || !omni) throw new Error(`the match ended first: action ${!!action}, omnistrike ${!!omni}`);
    console.log(`builders: Bob used ${action.name} (${action.targets.join(' ')}), Alice's Omnistrike on ${omni.target} + ${omni.extraAt}, then played to the end; ${Math.round((Date.now() - started) / 1000)} s`);

    // Both pages verified the same result; the downloaded file verifies and holds both moves.
    await expectVerified([host, guest]);
    const file = await downloadFile(guest);
    const text = JSON.stringify(file);
    expect(text).toContain(`"kind":"action","at":"${action.at}","targets":${JSON.stringify(action.targets)}`);
    expect(text).toMatch(new RegExp(`"also":\\[\\{"target":"${omni.extraAt}","with":\\["${omni.joiner}"`));
    const verdict = verifyMatch(file, GAMES);
    expect(verdict.status, verdict.failure ?? '').toBe('valid');
    expect(verdict.counts.decks).toBe(2);
    console.log(`builders: the file of ${verdict.counts.steps} steps verifies; ${Math.round((Date.now() - started) / 1000)} s`);
  }, 420_000);
});
