/**
 * "A single claim file reads as proof" (issue 27, attack 4): the loser cuts the winner's chain
 * mid-game, appends its own claim (and its secrets behind it), and hands in that file alone. A
 * file cannot show silence, so a claim ending has its own verdict and exit code (3): "this file
 * alone cannot show that — add the other players' files". With the winner's own file the claim
 * is void: the match is unfinished (exit 4), and nobody is blamed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { GAMES } from '../../src/engine/games/index.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { explainVerdict } from '../../src/protocol/verification/verdict-text.js';
import { verifyFiles, verifyMatch } from '../../src/protocol/verification/verify.js';
import { EXIT, run } from '../../scripts/verify.js';
import { append, asFile, cut, secretsOf, signedNext, wireOf } from './forge.js';
import { cheatingBot, fixtureRun } from './harness.js';
import { sealDigest } from '../../src/protocol/endings/seal.js';

const dir = mkdtempSync(join(tmpdir(), 'facedown-claim-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A finished match, the winner's and loser's seats, and the loser's forgery: the winner's chain cut at its first move, the loser's claim and secrets there. */
function forgery() {
  for (let seed = 3; seed < 30; seed++) {
    const r = fixtureRun({ seed, session: () => ({ history: true }) });
    const st = r.sessions[0]!.status;
    if (st.kind !== 'over' || st.verdict.end?.kind !== 'result' || st.verdict.end.result.winners.length !== 1) continue;
    const winner = st.verdict.end.result.winners[0]!, loser = 1 - winner;
    const t = wireOf(r);
    const move = t.chains[winner]!.find((m) => m.body.t === 'move' && m.step > 4)!;
    const at = move.step;
    const hash = r.sessions[0]!.match!.hashAt(at)!;
    const before = (seat: number) => t.chains[seat]!.filter((m) => m.step < at).length;
    let forged: Transcript = cut(cut(t, winner, before(winner)), loser, before(loser));
    forged = append(forged, signedNext(forged, loser, at, hash, { t: 'claim', against: winner, reason: 'no input within 120 s' }, seed));
    forged = append(forged, signedNext(forged, loser, at, hash, { t: 'secrets', seed: toHex(secretsOf(loser, seed).seed) }, seed));
    // The winner's own file, had the loser really gone quiet there: its move at that step, nothing more of the loser's.
    const winnersFile = cut(cut(t, loser, before(loser)), winner, before(winner) + 1);
    return { winner, loser, forged, winnersFile, wholeFile: r.sessions[winner]!.transcript()! };
  }
  throw new Error('no decided match');
}

describe('a claim ending has its own verdict', () => {
  it('one claim file alone: not valid, exit 3, and its words say what it cannot show', () => {
    const { winner, loser, forged } = forgery();
    const v = verifyMatch(asFile(forged), GAMES);
    expect(v.status, v.failure ?? '').toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', by: [loser], against: [winner] });
    const words = explainVerdict(v).join(' ');
    expect(words).toMatch(new RegExp(`Bot ${loser + 1} says Bot ${winner + 1} stopped answering`));
    expect(words).toMatch(new RegExp(`This file alone cannot show that Bot ${winner + 1} stopped answering — add the other players' files`));
    const file = join(dir, 'claim.json');
    writeFileSync(file, JSON.stringify(asFile(forged)));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(run(file)).toBe(3);
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^CLAIMED/);
    } finally { log.mockRestore(); }
  });

  it('with the winner\'s own file the claim is void: the match is unfinished, exit 4, and nobody is blamed', () => {
    const { forged, winnersFile } = forgery();
    const v = verifyFiles([asFile(forged), asFile(winnersFile)], GAMES);
    expect(v.status, v.failure ?? '').toBe('unfinished');
    expect(v.blame).toBeNull();
    expect(v.end?.kind).toBe('void');
    expect(explainVerdict(v).join(' ')).toMatch(/does not count\. Nobody is to blame/);
    const a = join(dir, 'a.json'), b = join(dir, 'b.json');
    writeFileSync(a, JSON.stringify(asFile(forged)));
    writeFileSync(b, JSON.stringify(asFile(winnersFile)));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try { expect(run([a, b])).toBe(4); } finally { log.mockRestore(); }
  });

  it('against the winner\'s whole file the forger is proven to have signed two versions of its chain', () => {
    const { loser, forged, wholeFile } = forgery();
    const v = verifyFiles([asFile(forged), asFile(wholeFile)], GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(loser);
    expect(v.failure).toMatch(/signed two different messages under seq/);
  });

  it('every player\'s own sealed file confirms a claim; one seat\'s file, even twice, does not; a seal that does not sign the chains is refused', async () => {
    const r = fixtureRun({
      bots: [undefined, cheatingBot(() => undefined)],
      session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
      prepare: ({ sessions }) => { sessions[1]!.choose = () => ({ ok: false, error: 'silent' }); },
    });
    const [f0, f1] = await Promise.all(r.sessions.map(async (s) => asFile(await s.sealedTranscript(sealDigest))));
    expect(verifyMatch(f0, GAMES).status).toBe('claimed');
    expect(verifyFiles([f0, f0], GAMES).status).toBe('claimed');
    const both = verifyFiles([f0, f1], GAMES);
    expect(both.status, both.failure ?? '').toBe('valid');
    expect(both.end).toMatchObject({ kind: 'claim', by: [0], against: [1] });
    expect(explainVerdict(both).join(' ')).toMatch(/the claim is confirmed/);
    // A seal that is not the seat's signature over these chains (here, one bit of it flipped).
    const t1 = f1 as Transcript;
    const sig = t1.seal!.sig;
    const forged = { ...t1, seal: { seat: 1, sig: (sig[0] === '0' ? '1' : '0') + sig.slice(1) } };
    const bad = verifyFiles([f0, forged], GAMES);
    expect(bad.status).toBe('invalid');
    expect(bad.blame).toBeNull();
    expect(bad.failure).toMatch(/its seal is not Bot 2's signature over the chains it holds/);
  });

  it('the exit codes are distinct, one per verdict', () => {
    expect(new Set(Object.values(EXIT)).size).toBe(Object.keys(EXIT).length);
    expect(EXIT).toEqual({ valid: 0, invalid: 1, unreadable: 2, claimed: 3, unfinished: 4 });
  });
});
