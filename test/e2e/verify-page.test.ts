/**
 * Real browser: the Verify page checks a match file made by a headless match, refuses a
 * tampered one, and never leaves a verdict on screen under the next file's name.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { playHeadless } from '../../src/net/headless.js';
import { useBrowserAndApp } from './setup.js';
import { fixtureRun } from '../protocol/harness.js';
import { append, asFile, cut, secretsOf, signedNext, wireOf } from '../protocol/forge.js';
import { toHex } from '../../src/crypto/bytes.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { claimedCrayne } from '../crayne/claimed.js';

/** A seat claims a timeout against its opponent in the middle of a round, though the opponent had answered (its own file shows it). */
function forgedClaimFiles(): [Transcript, Transcript] {
  const run = fixtureRun({ seed: 3, session: () => ({ history: true }) });
  const t = wireOf(run);
  // Seat 1 claims right after the setup step, pretending seat 0's next message never came.
  const zero = t.chains[0]!, one = t.chains[1]!;
  const next = zero[1]!;
  const ownNext = one.findIndex((m) => m.step >= next.step);
  let forged = cut(cut(t, 0, 1), 1, ownNext);
  // A claim carries the state hash at its step (next.stateHash is '' off its checkpoints); its secrets follow it (protocol 4).
  const hash = run.sessions[1]!.match!.hashAt(next.step) as string;
  forged = append(forged, signedNext(forged, 1, next.step, hash, { t: 'claim', against: 0, reason: 'no input within 120 s' }, 3));
  forged = append(forged, signedNext(forged, 1, next.step, hash, { t: 'secrets', seed: toHex(secretsOf(1, 3).seed) }, 3));
  return [asFile(forged) as Transcript, asFile(cut(t, 1, ownNext)) as Transcript];
}

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
    expect(await page.locator('.verdict-text').textContent()).toMatch(/private draws 12/);
    await page.getByText(/How each shuffle and roll was derived/).click();
    await expect.poll(() => page.getByText(/prize deck: 12 items/).count()).toBe(1);

    // A junk file nested 100,000 deep: the old verdict goes at once, and it ends unreadable, refused before it is parsed.
    const deep = JSON.stringify(run.transcript).replace('"body":{"t":"beacon"', `"body":{"t":${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    if (!deep.includes('[[[')) throw new Error('no beacon message to nest into');
    const deepFile = join(dir, 'deep.json');
    writeFileSync(deepFile, deep);
    await page.setInputFiles('input[type=file]', deepFile);
    expect(await page.getByRole('heading', { name: '✔ Valid' }).count()).toBe(0);
    await page.getByRole('heading', { name: '✘ Unreadable' }).waitFor();
    expect(await page.locator('.verdict-text').textContent()).toMatch(/the file nests brackets more than 72 deep/);
    expect(await page.getByRole('heading', { name: '✔ Valid' }).count()).toBe(0);

    const bad = structuredClone(run.transcript!) as unknown as { chains: { body: { t: string; move?: unknown } }[][] };
    const move = bad.chains.flat().find((m) => m.body.t === 'move');
    if (!move) throw new Error('no move in the match');
    move.body.move = move.body.move === 'take' ? 'burn' : 'take';
    const badFile = join(dir, 'tampered.json');
    writeFileSync(badFile, JSON.stringify(bad));
    await page.setInputFiles('input[type=file]', badFile);
    await page.getByRole('heading', { name: '✘ Invalid' }).waitFor();
    // A changed message breaks the next one's link (or, as its chain's last, its signature).
    expect(await page.locator('.verdict-text').textContent()).toMatch(/prev does not link|bad signature/);

    // A loser's file ending in a forged timeout claim: alone, a claim it cannot confirm; with the winner's own file, void (nobody blamed).
    const [forged, winners] = forgedClaimFiles();
    const forgedFile = join(dir, 'claimed.json');
    const winnersFile = join(dir, 'winner.json');
    writeFileSync(forgedFile, JSON.stringify(forged));
    writeFileSync(winnersFile, JSON.stringify(winners));
    await page.setInputFiles('input[type=file]', forgedFile);
    await page.getByRole('heading', { name: '? Claim not confirmed' }).waitFor();
    expect(await page.locator('.verdict-words').innerText()).toMatch(/says .* stopped answering[\s\S]*This file alone cannot show that .* stopped answering — add the other players' files/);
    await page.setInputFiles('input[type=file]', [forgedFile, winnersFile]);
    await page.getByRole('heading', { name: '… Unfinished' }).waitFor();
    expect(await page.locator('.verdict-words').innerText()).toMatch(/did answer: the claim does not count\. Nobody is to blame/);

    // A Crayne match that ended by a claim: the replay steps to the last move, then says how it ended.
    const claimedFile = join(dir, 'crayne-claimed.json');
    writeFileSync(claimedFile, JSON.stringify(claimedCrayne().transcript));
    await page.setInputFiles('input[type=file]', claimedFile);
    await page.getByRole('heading', { name: '? Claim not confirmed' }).waitFor();
    const replay = page.getByRole('region', { name: 'Replay' });
    await replay.locator('[data-table]').waitFor();
    expect(await replay.locator('.replay-end').count()).toBe(0);
    await replay.getByRole('button', { name: 'Last' }).click();
    expect(await replay.locator('.replay-end').innerText()).toBe('The end: Bot 1 claimed the match: Bot 2 did not answer within the agreed time');
    await replay.getByRole('button', { name: '◀ Previous' }).click();
    expect(await replay.locator('.replay-end').count()).toBe(0);
  });
});
