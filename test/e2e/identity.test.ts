/**
 * The device's identity in a real Chromium (issue 31): made silently on a first visit, the same
 * after a reload and after the browser is closed and started again on the same profile, one for two
 * tabs opening at once, moved by backup (its file, or its text as a QR code reads it) to a fresh
 * browser and recognised there, a wrong passphrase refused in plain words, a new identity started.
 * On a plain-http LAN page (no WebCrypto) it is made all the same, kept unprotected, and the page says so.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { CHROMIUM, requireChromium, serveApp } from './browser.js';
import { axeViolations, describeViolations } from './axe.js';
import { useBrowserAndApp } from './setup.js';
import { smallTargets } from './tap-targets.js';

const LAN_HOST = 'lan.test';
/** test/e2e/browser.ts's flags, for a browser started on a profile of our own. */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PASS = 'seven ravens fly';

const fingerprint = async (p: Page): Promise<string> => {
  const f = p.locator('.me-fingerprint');
  await f.waitFor();
  return (await f.textContent()) ?? '';
};
const openMe = async (p: Page, url: string): Promise<string> => {
  p.on('pageerror', (e) => console.error('page error:', e.message));
  await p.goto(`${url}#/me`);
  return fingerprint(p);
};
const FP = /^[0-9a-f]{4}( [0-9a-f]{4}){4}$/;

/** Makes a backup on `p` and returns its downloaded file's path and text. */
async function backUp(p: Page): Promise<{ path: string; text: string; name: string }> {
  await p.getByLabel('Passphrase (at least 8 characters)').fill(PASS);
  await p.getByLabel('The same passphrase again').fill(PASS);
  await p.getByRole('button', { name: 'Make the backup' }).click();
  const link = p.getByRole('link', { name: 'Download backup' });
  await link.waitFor({ timeout: 30_000 });
  await expect.poll(() => p.getByRole('img', { name: 'The backup as a QR code' }).count()).toBe(1);
  const [download] = await Promise.all([p.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { path, text: await readFile(path, 'utf8'), name: download.suggestedFilename() };
}

async function moveHere(p: Page, from: { file?: string; text?: string }, pass: string): Promise<void> {
  if (from.file) await p.getByLabel('Backup file').setInputFiles(from.file);
  if (from.text) await p.getByLabel('Or paste the backup’s text').fill(from.text);
  await p.getByLabel('The backup’s passphrase').fill(pass);
  await p.getByRole('button', { name: 'Move this identity here' }).click();
  await expect.poll(() => p.getByText('This device’s current identity will be replaced').count()).toBe(1);
  await p.getByRole('button', { name: 'Replace it' }).click();
}

describe('the device identity in a real browser', () => {
  const { b, app } = useBrowserAndApp();
  const dirs: string[] = [];
  afterAll(async () => { for (const d of dirs) await rm(d, { recursive: true, force: true }); });
  const profile = async (): Promise<string> => { const d = await mkdtemp(join(tmpdir(), 'facedown-identity-')); dirs.push(d); return d; };
  const persistent = (dir: string): Promise<BrowserContext> => {
    requireChromium();
    return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ARGS });
  };

  it('survives a reload and a browser restart on the same profile', async () => {
    const dir = await profile();
    let ctx = await persistent(dir);
    const first = await openMe(ctx.pages()[0] ?? await ctx.newPage(), app.url);
    expect(first).toMatch(FP);
    const p = ctx.pages()[0]!;
    await expect.poll(() => p.getByText('Kept in this browser, locked').count()).toBe(1);
    await p.reload();
    expect(await fingerprint(p)).toBe(first);
    await ctx.close();
    ctx = await persistent(dir);
    try {
      expect(await openMe(ctx.pages()[0] ?? await ctx.newPage(), app.url)).toBe(first);
    } finally {
      await ctx.close();
    }
  });

  // (The race is real but not forced here: without the one-transaction keep, this failed about one run in two;
  // test/net/identity-device.test.ts forces it.)
  it('four tabs opening at once on a fresh profile end with one identity', async () => {
    const ctx = await persistent(await profile());
    try {
      const tabs = [ctx.pages()[0] ?? await ctx.newPage(), ...await Promise.all([1, 2, 3].map(() => ctx.newPage()))];
      const seen = await Promise.all(tabs.map((p) => openMe(p, app.url)));
      expect(seen[0]).toMatch(FP);
      expect(new Set(seen).size).toBe(1);
      await tabs[0]!.reload();
      expect(await fingerprint(tabs[0]!)).toBe(seen[0]);
    } finally {
      await ctx.close();
    }
  });

  it('moves by backup to a fresh browser, which is then recognised as the same identity; a wrong passphrase is refused', async () => {
    const a = await (await b.browser.newContext({ acceptDownloads: true })).newPage();
    const mine = await openMe(a, app.url);
    // Two different passphrases are caught before any work.
    await a.getByLabel('Passphrase (at least 8 characters)').fill(PASS);
    await a.getByLabel('The same passphrase again').fill(`${PASS}!`);
    await a.getByRole('button', { name: 'Make the backup' }).click();
    await expect.poll(() => a.getByRole('alert').textContent()).toBe('The two passphrases differ.');
    const backup = await backUp(a);
    expect(backup.name).toBe(`facedown-identity-${mine.slice(0, 4)}.json`);
    expect(JSON.parse(backup.text)).toMatchObject({ format: 'facedown-identity/1', kdf: { alg: 'scrypt', N: 32768 } });

    const ctxB = await b.browser.newContext();
    const bp = await ctxB.newPage();
    const own = await openMe(bp, app.url);
    expect(own).not.toBe(mine);
    // Its text pasted (as a phone reads the QR code), with a wrong passphrase: refused, nothing replaced.
    await moveHere(bp, { text: backup.text }, 'seven ravens flew');
    await expect.poll(() => bp.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('That passphrase does not open this backup.');
    expect(await fingerprint(bp)).toBe(own);
    // The file, with its passphrase.
    await moveHere(bp, { file: backup.path }, PASS);
    await expect.poll(() => bp.getByRole('status').filter({ hasText: 'This device now carries' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await fingerprint(bp)).toBe(mine);
    await bp.reload();
    expect(await fingerprint(bp)).toBe(mine);
    // A third browser takes it from the pasted text.
    const cp = await (await b.browser.newContext()).newPage();
    await openMe(cp, app.url);
    await moveHere(cp, { text: backup.text }, PASS);
    await expect.poll(() => fingerprint(cp), { timeout: 30_000 }).toBe(mine);
    // Not a backup: said in words.
    await moveHere(cp, { text: '{"format":"facedown-archive/1","files":[]}' }, PASS);
    await expect.poll(() => cp.getByRole('alert').textContent()).toMatch(/not an identity backup/);
    expect(await fingerprint(cp)).toBe(mine);
    await Promise.all([a.context().close(), ctxB.close(), cp.context().close()]);
  });

  it('starts a new identity after a confirmation, kept across a reload', async () => {
    const p = await (await b.browser.newContext()).newPage();
    const old = await openMe(p, app.url);
    await p.getByRole('button', { name: 'Start a new identity…' }).click();
    await expect.poll(() => p.getByText('Friends will see a new person under your name until they recognise you again.').count()).toBe(1);
    await p.getByRole('button', { name: 'Cancel' }).click();
    expect(await fingerprint(p)).toBe(old);
    await p.getByRole('button', { name: 'Start a new identity…' }).click();
    await p.getByRole('button', { name: 'Start a new identity', exact: true }).click();
    await expect.poll(() => fingerprint(p)).not.toBe(old);
    const fresh = await fingerprint(p);
    expect(fresh).toMatch(FP);
    await p.reload();
    expect(await fingerprint(p)).toBe(fresh);
    await p.context().close();
  });

  it('is accessible, with phone-sized tap targets at 390 px', async () => {
    const ctx = await b.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const p = await ctx.newPage();
    await openMe(p, app.url);
    await backUp(p);
    await p.getByRole('button', { name: 'Start a new identity…' }).click();
    expect(describeViolations('#/me', await axeViolations(p))).toBe('#/me: none');
    expect(await smallTargets(p)).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await ctx.close();
  });
});

describe('the device identity on a plain-http LAN page (no WebCrypto)', () => {
  const { b } = useBrowserAndApp([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);
  let served: Awaited<ReturnType<typeof serveApp>> | undefined;
  beforeAll(async () => { served = await serveApp(); });
  afterAll(async () => { await served?.close(); });

  it('is made all the same, kept (unprotected), and the page says so', async () => {
    const url = `http://${LAN_HOST}:${new URL(served?.url ?? '').port}/`;
    const p = await (await b.browser.newContext()).newPage();
    const id = await openMe(p, url);
    expect(await p.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof crypto.subtle }))).toEqual({ secure: false, subtle: 'undefined' });
    expect(id).toMatch(FP);
    await expect.poll(() => p.getByText('Kept unprotected on this page').count()).toBe(1);
    await p.reload();
    expect(await fingerprint(p)).toBe(id);
    await p.context().close();
  });
});
