/**
 * Attack (issue 27, 4): early-audit calls used to grief. A call stops the match and makes every
 * seat reveal its seed (audit-call.ts), so a seat losing a match might call one on a card that
 * was fine, call again after its first call, call in place of its secrets once play is over, or
 * call on a card dealt to another seat, hoping the stop lands on someone else.
 *
 * What holds: a call that every shuffle refutes names the caller (judge.ts: "called an audit …,
 * but every shuffle checks out"), a call after play or on another seat's card is refused naming
 * the caller (audit-call.ts `applyAuditCall`), anything signed after a call names the caller, and
 * no honest seat is ever blamed, with three seats as with two.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { GAMES } from '../../src/engine/games/index.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import type { UnsignedMessage } from '../../src/net/session-types.js';
import { append, asFile, secretsOf, signedNext } from './forge.js';
import { fixtureRun } from './harness.js';

const SEED = 5;
const SHARED = { rounds: 2, shared: true };

/** The cheater's first choice becomes an audit call on `handle` with its own seed (or `seed`). */
function callInstead(seat: number, handle: string, kinds: readonly string[] = ['commit', 'open'], seed?: string): { tamper: (m: UnsignedMessage) => UnsignedMessage; done: () => boolean } {
  let done = false;
  const mine = seed ?? toHex(secretsOf(seat, SEED).seed);
  return {
    tamper: (m) => {
      if (done || !kinds.includes(m.body.t)) return m;
      done = true;
      // A call carries no state hash unless its seq is a checkpoint (as any input).
      return { ...m, ...(m.body.t === 'secrets' && m.seq % 8 !== 0 ? { stateHash: '' } : {}), body: { t: 'audit', handle, seed: mine } };
    },
    done: () => done,
  };
}

describe('early-audit calls used to grief', () => {
  it('three seats: a false call on a card that was fine names the caller, live and in the file, and neither honest seat', () => {
    const cheater = 2;
    const call = callInstead(cheater, `${cheater}:0`);
    const r = fixtureRun({ seats: 3, seed: SEED, cheater, options: SHARED, cheat: { tamper: call.tamper } });
    expect(call.done()).toBe(true);
    for (const s of r.sessions.filter((x) => x.seat !== cheater)) {
      const st = s.status;
      expect(st.kind, JSON.stringify(st)).toBe('over');
      if (st.kind !== 'over') continue;
      expect(st.verdict.end).toMatchObject({ kind: 'audit', by: cheater });
      expect(st.verdict.blame).toBe(cheater);
      expect(st.verdict.failure).toMatch(/seat 2, step \d+: called an audit .* every shuffle checks out/);
    }
    const v = verifyMatch(asFile(r.transcript), GAMES);
    expect(v).toMatchObject({ status: 'invalid', blame: cheater });
    // Every honest seat revealed its seed for the audit (it is not claimable for the caller's stop).
    for (const seat of [0, 1]) expect(r.transcript!.chains[seat]!.at(-1)!.body.t).toBe('secrets');
  });

  it('calling again after its call: the second call names the caller, never the seats that revealed their seeds', () => {
    const cheater = 1;
    const call = callInstead(cheater, '1:0');
    const r = fixtureRun({ seats: 2, seed: SEED, cheater, options: SHARED, cheat: { tamper: call.tamper } });
    const t = r.transcript as Transcript;
    const first = t.chains[cheater]!.find((m) => m.body.t === 'audit')!;
    expect(first).toBeDefined();
    const again = signedNext(t, cheater, first.step + 1, first.stateHash, { t: 'audit', handle: '1:1', seed: toHex(secretsOf(cheater, SEED).seed) }, SEED);
    const v = verifyMatch(asFile(append(t, again)), GAMES);
    expect(v.failure).toMatch(/seat 1, step \d+: called an audit after play was over/);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(cheater);
  });

  it('a call in place of its secrets, after play is over, is refused naming the caller', () => {
    const cheater = 1;
    const call = callInstead(cheater, '1:0', ['secrets']);
    const r = fixtureRun({ seats: 2, seed: SEED, cheater, options: SHARED, cheat: { tamper: call.tamper } });
    expect(call.done()).toBe(true);
    const st = r.sessions[0]!.status;
    expect(st.kind).toBe('stopped');
    if (st.kind === 'stopped') expect(st.rejection).toMatchObject({ seat: cheater, reason: expect.stringMatching(/called an audit after play was over/) });
    expect(verifyMatch(asFile(r.transcript), GAMES)).toMatchObject({ status: 'invalid', blame: cheater });
  });

  it('three seats: a call on a card dealt to another seat is refused naming the caller, not the seat whose card it named', () => {
    const cheater = 2;
    const call = callInstead(cheater, '0:0');
    const r = fixtureRun({ seats: 3, seed: SEED, cheater, options: SHARED, cheat: { tamper: call.tamper } });
    expect(call.done()).toBe(true);
    for (const s of r.sessions.filter((x) => x.seat !== cheater)) {
      const st = s.status;
      expect(st.kind).toBe('stopped');
      if (st.kind === 'stopped') expect(st.rejection).toMatchObject({ seat: cheater, reason: expect.stringMatching(/called an audit on 0:0, which no shared pile dealt to it/) });
    }
    expect(verifyMatch(asFile(r.transcript), GAMES)).toMatchObject({ blame: cheater });
  });
});
