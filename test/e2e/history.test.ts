/**
 * Issue 31, part 3, in real Chromium: the match history after several matches against the
 * computer. Each match is kept at its end (the end panel says so); #/history lists them with game,
 * players and result; one verifies, one replays; "Download all" gives an archive of every file;
 * all are deleted, the archive imported (listed again), imported again (skipped as duplicates),
 * with an unreadable file listed with its reason. A stopped match is kept too. A full storage
 * (IndexedDB's add refusing with a QuotaExceededError, as a full browser does) is said on the end
 * panel by its download, leaves nothing half-written, and "Try again" keeps the match.
 * Screenshots of #/history at 1280 and 390 px go to /tmp/history-<width>.png for a person to look at.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { ARCHIVE_FORMAT } from '../../src/protocol/ladder/archive.js';
import { useBrowserAndApp } from './setup.js';
import { clickAChoice, newPage, whereItStands } from './play.js';
import { axeViolations, describeViolations } from './axe.js';
import { overflowX, smallTargets } from './tap-targets.js';

const SHOTS = process.env.HISTORY_SHOTS ?? '/tmp/history-';
const over = async (p: Page): Promise<boolean> => (await p.locator('.end .result').count()) > 0;

/** A High Card match against the bot from the lobby; `resignAfter`: resign after that many of our moves, else play to the end. */
async function playOne(page: Page, url: string, resignAfter?: number): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /High Card/ }).check();
  await page.getByRole('button', { name: 'Play offline against a bot' }).click();
  await page.locator('[data-table]').waitFor({ timeout: 30_000 });
  const until = Date.now() + 90_000;
  let moves = 0;
  while (!(await over(page)) && Date.now() < until) {
    if (resignAfter !== undefined && moves >= resignAfter) {
      await page.getByRole('button', { name: 'Resign…' }).click();
      await page.getByRole('button', { name: 'Resign', exact: true }).click();
      break;
    }
    if (await clickAChoice(page)) moves++;
    else await page.waitForTimeout(100);
  }
  await page.locator('.end .result').waitFor({ timeout: 30_000 }).catch(async (e: unknown) => { throw new Error(`${String(e)}: ${await whereItStands(page, 0)}`); });
  // Kept at its end, and the panel says so.
  await expect.poll(() => page.locator('.end .kept').innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/^Kept in your match history\./);
}

const rows = (p: Page) => p.locator('.history-list > li');

async function download(page: Page, click: () => Promise<void>): Promise<{ path: string; json: unknown }> {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(mkdtempSync(join(tmpdir(), 'fd-history-')), d.suggestedFilename());
  await d.saveAs(path);
  return { path, json: JSON.parse(readFileSync(path, 'utf8')) };
}

describe('the match history', () => {
  const { b, app } = useBrowserAndApp();

  it('three matches kept; listed, verified, replayed, exported, deleted, imported, imported again', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    await playOne(page, app.url);
    await playOne(page, app.url);
    await playOne(page, app.url, 2);
    expect(await page.locator('.end .outcome').innerText()).toBe('You lost');
    await page.locator('.end').screenshot({ path: `${SHOTS}end.png` });

    await page.goto(`${app.url}#/history`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    const texts = await rows(page).allInnerTexts();
    for (const t of texts) {
      expect(t).toMatch(/High Card \(demo\)/);
      expect(t).toMatch(/Ann \(you\) and Bot/);
      expect(t).toMatch(/\d+ kB/);
    }
    // Newest first: the resignation.
    expect(texts[0]).toMatch(/Lost\. You resigned in round \d+: Bot won\./);
    for (const t of texts.slice(1)) expect(t).toMatch(/(Won|Lost|Draw)\. \S/);
    expect(await page.locator('.usage').innerText()).toMatch(/^3 matches, \d+ kB stored; this browser allows this site about [\d,.]+ [MG]B\.$/);

    // Verify one: the Verify page's verdict, under its line.
    const second = rows(page).nth(1);
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => second.locator('.hist-open h2').innerText().catch(() => ''), { timeout: 30_000 }).toBe('✔ Valid');
    expect(await second.locator('.verdict-words').innerText()).toMatch(/checks out/);
    // Replay another: the replay view, move by move.
    const third = rows(page).nth(2);
    await third.getByRole('button', { name: 'Replay' }).click();
    await third.locator('.replay').waitFor({ timeout: 30_000 });
    const pos = third.locator('.replay-pos');
    expect(await pos.innerText()).toMatch(/^Move 1 of \d+$/);
    await third.getByRole('button', { name: 'Next ▶' }).click();
    expect(await pos.innerText()).toMatch(/^Move 2 of \d+$/);
    expect(await page.locator('.hist-open').count()).toBe(1);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.screenshot({ path: `${SHOTS}${width}.png`, fullPage: true });
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      if (width === 390) expect(await smallTargets(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const serious = await axeViolations(page);
    expect(serious, describeViolations('#/history', serious)).toEqual([]);

    // One file, and all of them as one archive: each verifies.
    const one = await download(page, () => rows(page).first().getByRole('button', { name: 'Download' }).click());
    expect(verifyMatch(one.json, GAMES).status).toBe('valid');
    const all = await download(page, () => page.getByRole('button', { name: 'Download all as one file' }).click());
    const archive = all.json as { format: string; files: unknown[] };
    expect(archive.format).toBe(ARCHIVE_FORMAT);
    expect(archive.files).toHaveLength(3);
    for (const f of archive.files) expect(verifyMatch(f, GAMES).status).toBe('valid');

    // Delete all, each asked first.
    await rows(page).first().getByRole('button', { name: 'Delete…' }).click();
    expect(await rows(page).first().locator('.hist-ask').innerText()).toMatch(/Delete this match from your history\?/);
    await rows(page).first().getByRole('button', { name: 'Keep it' }).click();
    expect(await rows(page).count()).toBe(3);
    for (let n = 3; n > 0; n--) {
      await rows(page).first().getByRole('button', { name: 'Delete…' }).click();
      await rows(page).first().getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => rows(page).count()).toBe(n - 1);
    }
    expect(await page.locator('.usage').innerText()).toBe(`No matches kept yet; ${(await page.locator('.usage').innerText()).split('; ')[1]}`);

    // Import the archive (and a file that is not a match): listed again, the unreadable one said why.
    const bad = join(mkdtempSync(join(tmpdir(), 'fd-history-')), 'notes.json');
    writeFileSync(bad, 'not json at all');
    const input = page.locator('input[type=file]');
    await input.setInputFiles([all.path, bad]);
    await expect.poll(() => page.locator('.import-report').innerText().catch(() => ''), { timeout: 60_000 }).toMatch(/^3 matches imported\./);
    expect(await page.locator('.import-report').innerText()).toMatch(/One file could not be read:\s+notes\.json: the file is not JSON/);
    await expect.poll(() => rows(page).count()).toBe(3);
    const again = await rows(page).allInnerTexts();
    for (const t of again) expect(t).toMatch(/High Card \(demo\)[\s\S]*Ann and Bot/);
    expect(again.some((t) => /Bot won/.test(t))).toBe(true);
    // …and again: nothing new, every file skipped as already there.
    await input.setInputFiles([all.path]);
    await expect.poll(() => page.locator('.import-report').innerText().catch(() => ''), { timeout: 60_000 }).toMatch(/^No new match imported\. 3 already in your history, skipped\./);
    // The single file downloaded earlier is one of them too.
    await input.setInputFiles([one.path]);
    await expect.poll(() => page.locator('.import-report').innerText().catch(() => ''), { timeout: 60_000 }).toMatch(/^No new match imported\. 1 already in your history, skipped\./);
    expect(await rows(page).count()).toBe(3);
  }, 420_000);

  it('a stopped match is kept too (its evidence): listed as stopped, does not check out, not replayed', async () => {
    const page = await newPage(b.browser, true, 'reduce');
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Ann');
    await page.getByRole('radio', { name: /High Card/ }).check();
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('[data-table]').waitFor({ timeout: 30_000 });
    // This page's reveals no longer open its commitments: the bot's seat stops the match.
    await page.evaluate(() => { (window.__facedownTest as Record<string, unknown>).tamperReveal = true; });
    const until = Date.now() + 60_000;
    while ((await page.locator('.stopped').count()) === 0 && Date.now() < until) if (!(await clickAChoice(page))) await page.waitForTimeout(100);
    await expect.poll(() => page.locator('.stopped .kept').innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/^Kept in your match history\./);
    const why = await page.locator('.stopped > p').first().innerText();

    await page.goto(`${app.url}#/history`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().locator('.hist-result').innerText()).toBe(`The match stopped: ${why}`);
    await rows(page).first().getByRole('button', { name: 'Verify' }).click();
    // (The cheating page's own evidence: in Chromium its chain's last message can be unsigned yet, which the verifier cannot read.)
    await expect.poll(() => rows(page).first().locator('.hist-open h2').innerText().catch(() => ''), { timeout: 30_000 }).toMatch(/^✘ (Invalid|Unreadable)$/);
    await rows(page).first().getByRole('button', { name: 'Replay' }).click();
    expect(await rows(page).first().locator('.hist-open').innerText()).toMatch(/does not check out, so it is not replayed/);
    expect(await rows(page).first().locator('.replay').count()).toBe(0);
  }, 180_000);

  it('storage full: the end panel says so by the download, keeps nothing half-written, and "Try again" keeps it once there is room', async () => {
    const page = await newPage(b.browser, false, 'reduce');
    // A browser whose storage for the site is full: writing a match file fails as it would there.
    await page.addInitScript(() => {
      const add = IDBObjectStore.prototype.add;
      IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
        if (this.name === 'files' && !(window as unknown as { roomAgain?: boolean }).roomAgain) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return add.apply(this, args);
      };
    });
    await page.goto(app.url);
    await page.getByLabel('Your name').fill('Ann');
    await page.getByRole('radio', { name: /High Card/ }).check();
    await page.getByRole('button', { name: 'Play offline against a bot' }).click();
    await page.locator('[data-table]').waitFor({ timeout: 30_000 });
    const until = Date.now() + 90_000;
    while (!(await over(page)) && Date.now() < until) if (!(await clickAChoice(page))) await page.waitForTimeout(100);
    const note = page.locator('.end .kept');
    await expect.poll(() => note.innerText().catch(() => ''), { timeout: 15_000 })
      .toMatch(/^This match could not be kept: the browser's storage is full\. Download it, or delete old matches in your history\./);
    expect(await note.getAttribute('role')).toBe('alert');
    // The download is right there, and gives the match file.
    const file = await download(page, () => page.locator('.end').getByRole('button', { name: 'Download the match file' }).click());
    expect(verifyMatch(file.json, GAMES).status).toBe('valid');
    // Room again: kept on the player's word.
    await page.evaluate(() => { (window as unknown as { roomAgain?: boolean }).roomAgain = true; });
    await note.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => note.innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/^Kept in your match history\./);
    await page.goto(`${app.url}#/history`);
    // One line, not two: the failed write left nothing behind.
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('.usage').innerText()).toMatch(/^1 match, \d+ kB stored/);
    // …with its file: it verifies.
    await rows(page).first().getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => rows(page).first().locator('.hist-open').innerText().catch(() => ''), { timeout: 30_000 }).toMatch(/^✔ Valid/);
  }, 180_000);
});
