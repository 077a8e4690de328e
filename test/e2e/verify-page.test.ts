/** Real browser: the Verify page checks a match file made by a headless match, and refuses a tampered one. */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import { useBrowserAndApp } from './setup.js';

describe('Verify a match (Chromium)', () => {
  const { b, app } = useBrowserAndApp();
  const dir = mkdtempSync(join(tmpdir(), 'facedown-e2e-'));

  it('shows the verdict, counts and derivations; a tampered file is invalid', async () => {
    const run = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 2 }, seed: 4, chainLength: 32 });
    const good = join(dir, 'match.json');
    writeFileSync(good, JSON.stringify(run.transcript));
    const page = await b.browser.newPage();
    await page.goto(`${app.url}#/verify`);
    await page.getByText('Verify a match', { exact: true }).first().waitFor();
    await page.setInputFiles('input[type=file]', good);
    await page.getByRole('heading', { name: '✔ Valid' }).waitFor();
    expect(await page.locator('.verdict-text').innerText()).toMatch(/private draws 12/);
    await page.getByText(/How each shuffle and roll was derived/).click();
    await expect.poll(() => page.getByText(/prize deck: 12 items/).count()).toBe(1);

    const bad = structuredClone(run.transcript!) as unknown as { chains: { body: { t: string; move?: unknown } }[][] };
    const move = bad.chains.flat().find((m) => m.body.t === 'move');
    if (!move) throw new Error('no move in the match');
    move.body.move = move.body.move === 'take' ? 'burn' : 'take';
    const badFile = join(dir, 'tampered.json');
    writeFileSync(badFile, JSON.stringify(bad));
    await page.setInputFiles('input[type=file]', badFile);
    await page.getByRole('heading', { name: '✘ Invalid' }).waitFor();
    expect(await page.locator('.verdict-text').innerText()).toMatch(/bad signature/);
  });
});
