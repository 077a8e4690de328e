/**
 * "Frame the honest claimer" (issue 27, attack 1): a cheater signs its answer for a step but holds
 * it back from one peer, whose clock runs out, so that it claims; then the cheater releases the
 * answer. Before protocol 4 the void claim was blamed on the claimer. Now a claim that the
 * accused's answer voids is moot, with nobody at fault: every session, every file and the verifier
 * name no one. Each test plays the attack live, over the in-memory transport, with real sessions.
 */
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { GAMES } from '../../src/engine/games/index.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Session } from '../../src/net/session.js';
import { verifyFiles, verifyMatch } from '../../src/protocol/verification/verify.js';
import { explainVerdict } from '../../src/protocol/verification/verdict-text.js';
import { asFile } from './forge.js';
import { CHAIN } from './harness.js';

const TIMEOUT = 30_000;

/**
 * A fixture match of `seats` seats in which `cheater` holds back from `victim` everything it sends
 * from its first `move` on, releasing it all (in order) `releaseAfter` ms later. Every seat
 * claims on its own once its clock runs out.
 */
function heldBack(seats: number, cheater: number, victim: number, releaseAfter: number) {
  return playHeadless({
    game: fixtureGame, seats, options: { rounds: 2 }, seed: 5, chainLength: CHAIN, maxEvents: 2_000_000,
    session: (seat) => ({ ...(seat === 0 ? { timeoutMs: TIMEOUT } : {}), autoClaim: true }),
    prepare: ({ hub, scheduler }) => {
      const deliver = hub.deliver.bind(hub);
      let held: string[] | null = null;
      let once = false;
      hub.deliver = (from, to, data) => {
        if (from !== cheater || to !== victim) return deliver(from, to, data);
        if (!once && data.includes('"k":"msg"') && data.includes('"t":"move"')) {
          held = [];
          once = true;
          scheduler.after(releaseAfter, () => { for (const d of held!.splice(0)) deliver(from, to, d); held = null; });
        }
        if (held) { held.push(data); return; }
        deliver(from, to, data);
      };
    },
  });
}

const verdictOf = (s: Session) => {
  const st = s.status;
  if (st.kind !== 'over') throw new Error(`seat ${s.seat}: expected the match over, got ${st.kind}${st.kind === 'stopped' ? `: ${st.rejection.reason}` : ''}`);
  return st.verdict;
};

/** No session names the victim, or anyone, for a claim. */
function nobodyBlamed(sessions: readonly Session[]): void {
  for (const s of sessions) {
    expect(s.status.kind, s.status.kind === 'stopped' ? s.status.rejection.reason : '').not.toBe('stopped');
    expect(s.rejections.filter((r) => !/dropped/.test(r.reason)).map((r) => `${r.seat}: ${r.reason}`)).toEqual([]);
  }
}

describe('frame the honest claimer: a held-back answer never blames the claimer', () => {
  it('two seats: released after the claimer revealed its secrets, the claim is void and the match unfinished, nobody at fault', () => {
    const run = heldBack(2, 1, 0, TIMEOUT + 20_000);
    nobodyBlamed(run.sessions);
    const [v0, v1] = run.sessions.map(verdictOf) as [ReturnType<typeof verdictOf>, ReturnType<typeof verdictOf>];
    // The victim claimed (its chain holds the claim and its secrets), and the late answer voided it.
    expect(run.sessions[0]!.match!.chains[0]!.slice(-2).map((m) => m.body.t)).toEqual(['claim', 'secrets']);
    for (const v of [v0, v1]) {
      expect(v.status, v.failure ?? '').toBe('unfinished');
      expect(v.blame).toBeNull();
    }
    // The files, alone and together: never a verdict against the claimer.
    const files = run.sessions.map((s) => asFile(s.transcript()));
    const together = verifyFiles(files, GAMES);
    expect(together.status).toBe('unfinished');
    expect(together.blame).toBeNull();
    expect(together.end).toMatchObject({ kind: 'void', by: [0], against: [1] });
    expect(explainVerdict(together).join(' ')).toMatch(/does not count\. Nobody is to blame/);
    for (const f of files) expect(verifyMatch(f, GAMES).blame).toBeNull();
  });

  it('two seats: released within the agreed window after the claim, the claim is cancelled and play goes on to a valid result', () => {
    const run = heldBack(2, 1, 0, TIMEOUT + 1_500);
    nobodyBlamed(run.sessions);
    expect(run.sessions[0]!.match!.chains[0]!.some((m) => m.body.t === 'claim')).toBe(true);
    for (const s of run.sessions) expect(verdictOf(s)).toMatchObject({ status: 'valid', end: { kind: 'result' } });
    expect(verifyFiles(run.sessions.map((s) => asFile(s.transcript())), GAMES).status).toBe('valid');
  });

  it('three seats: the answer one seat holds reaches the seat about to claim (it asks first), and play goes on', () => {
    // Seat 2 sends its answers to seat 1 but holds them back from seat 0 for far longer than the agreed time.
    const run = heldBack(3, 2, 0, 10 * TIMEOUT);
    nobodyBlamed(run.sessions);
    for (const s of run.sessions) expect(verdictOf(s)).toMatchObject({ status: 'valid', end: { kind: 'result' } });
    // Seat 0 asked instead of claiming: no seat claimed.
    for (const s of run.sessions) expect(s.match!.chains[s.seat]!.some((m) => m.body.t === 'claim')).toBe(false);
  });
});
