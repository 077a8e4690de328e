/**
 * Timeout claims with three or more seats (issue 12: "a claim works against any absent seat").
 * A claim names every seat that stopped answering; the ending waits until every seat not named
 * has claimed too (each once its own clock agrees), so the end depends only on the chains: every
 * seat and the verifier reach the same verdict whichever claim arrived first.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { GAMES } from '../../src/engine/games/index.js';
import { playHeadless } from '../../src/net/headless.js';
import type { Session } from '../../src/net/session.js';
import { need } from '../../src/protocol/machine/lockstep.js';
import type { Body, SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyFiles, verifyMatch } from '../../src/protocol/verification/verify.js';
import { explainVerdict } from '../../src/protocol/verification/verdict-text.js';
import { ok } from '../../src/result.js';
import { winnersOf } from '../../src/protocol/endings/endings.js';
import { append, asFile, cut, secretsOf, signedNext } from './forge.js';
import { CHAIN } from './harness.js';

const TIMEOUT = 30_000;

/**
 * A fixture match of `seats` seats in which the seats in `gone` close their pages for good at
 * their first choice (their links drop and never come back). Seats in `claim` claim on their own
 * once the agreed time has passed; the others only join.
 */
function goneAtFirstChoice(seats: number, gone: readonly number[], claim: readonly number[], seed = 5) {
  return playHeadless({
    game: fixtureGame, seats, options: { rounds: 2 }, seed, chainLength: CHAIN, maxEvents: 400_000,
    session: (seat) => ({ ...(seat === 0 ? { timeoutMs: TIMEOUT } : {}), ...(claim.includes(seat) ? { autoClaim: true } : {}) }),
    prepare: ({ hub, sessions }) => {
      for (const g of gone) {
        const s = sessions[g]!;
        let left = false;
        s.onUpdate(() => {
          if (left || !s.awaiting) return;
          left = true;
          for (let p = 0; p < seats; p++) if (p !== g) hub.setLink(g, p, false);
        });
      }
    },
  });
}

const endOf = (s: Session) => {
  const st = s.status;
  if (st.kind !== 'over') throw new Error(`seat ${s.seat}: expected the match over, got ${st.kind}${st.kind === 'stopped' ? `: ${st.rejection.reason}` : ''}`);
  return st.verdict;
};

describe('a claim against a seat that left, with three seats', () => {
  it.each([
    { gone: 2, claim: [0], who: 'the host claims, the other guest joins' },
    { gone: 2, claim: [1], who: 'a guest claims, the host joins' },
    { gone: 2, claim: [0, 1], who: 'both claim at once' },
    { gone: 0, claim: [1], who: 'the host left: a guest claims, the other joins' },
    { gone: 0, claim: [1, 2], who: 'the host left: both guests claim at once' },
  ])('$who: everyone left reaches the same verdict, naming exactly the seat that left, and the files verify', ({ gone, claim }) => {
    const run = goneAtFirstChoice(3, [gone], claim);
    const stay = [0, 1, 2].filter((s) => s !== gone).map((s) => run.sessions[s]!);
    const verdicts = stay.map(endOf);
    for (const v of verdicts) {
      // Every check holds, but no file of the seat that left is here: a claim these files cannot confirm.
      expect(v.status, v.failure ?? '').toBe('claimed');
      expect(v.end).toMatchObject({ kind: 'claim', by: stay.map((s) => s.seat), against: [gone], decided: null });
      expect(v.blame).toBeNull();
    }
    expect(verdicts[1]!.end).toEqual(verdicts[0]!.end);
    // Each claimer's chain ends with its claim, naming the seat that left and no other, then its secrets (protocol 4).
    for (const s of stay) {
      const [claim, last] = s.match!.chains[s.seat]!.slice(-2);
      expect(claim!.body).toMatchObject({ t: 'claim', against: gone });
      expect('also' in claim!.body || 'seed' in claim!.body).toBe(false);
      expect(last!.body.t).toBe('secrets');
    }
    // The files the pages offer: each alone and both together reach the same ending, still unconfirmed.
    const files = stay.map((s) => asFile(s.transcript()));
    for (const f of files) expect(verifyMatch(f, GAMES)).toMatchObject({ status: 'claimed', end: verdicts[0]!.end });
    expect(verifyFiles(files, GAMES)).toMatchObject({ status: 'claimed', end: verdicts[0]!.end });
    const words = explainVerdict(verdicts[0]!).join(' ');
    expect(words).toMatch(new RegExp(`say Bot ${gone + 1} stopped answering, and ended the match by claim: Bot ${gone + 1} forfeits; the game was not finished, so nobody else won`));
    expect(words).toMatch(/These files alone cannot show|This file alone cannot show/);
  });

  it('a claim alone does not end the match: the file without the other seat\'s claim is incomplete', () => {
    const run = goneAtFirstChoice(3, [2], [0]);
    const held = run.sessions[0]!.match!;
    // Every message as it came over the wire (signed), so that a cut chain still ends with a signature.
    const t: Transcript = { ...held.transcript(), chains: held.chains.map((c) => [...c]) };
    const joined = t.chains[1]!;
    expect(joined.at(-2)!.body.t).toBe('claim');
    const v = verifyMatch(asFile(cut(t, 1, joined.length - 2)), GAMES);
    expect(v.status).toBe('unfinished');
    expect(v.blame).toBeNull();
    expect(v.caveats.join(' ')).toMatch(/the match is unfinished/);
  });

  it('tampering with a claim in the file fails verification, naming nobody', () => {
    const run = goneAtFirstChoice(3, [2], [0]);
    const t = run.sessions[0]!.transcript()!;
    const claim = t.chains[1]!.at(-2)! as SignedMessage & { body: Extract<Body, { t: 'claim' }> };
    const tampered: Body[] = [
      { ...claim.body, against: 0 },
      { ...claim.body, also: [0] },
      { ...claim.body, reason: 'something else' },
      { ...claim.body, seed: toHex(secretsOf(0, 5).seed) },
    ];
    for (const body of tampered) {
      const f = { ...t, chains: t.chains.map((c, i) => (i === 1 ? [...c.slice(0, -2), { ...claim, body }, c.at(-1)!] : c)) };
      const v = verifyMatch(asFile(f), GAMES);
      expect(v.status, JSON.stringify(body)).toBe('invalid');
      // Anyone holding the file could have changed it: no signature shows who, so nobody is named.
      expect(v.blame).toBeNull();
      expect(v.failure).toMatch(/the file was changed after it was signed/);
    }
  });
});

describe('a seat that leaves at the end without revealing its secrets', () => {
  it('the others claim in the secrets step; the result the rules decided stands', () => {
    const run = playHeadless({
      game: fixtureGame, seats: 3, options: { rounds: 2 }, seed: 5, chainLength: CHAIN, maxEvents: 400_000,
      session: (seat) => ({ ...(seat === 0 ? { timeoutMs: TIMEOUT } : {}), ...(seat === 1 ? { autoClaim: true } : {}) }),
      prepare: ({ hub }) => {
        const deliver = hub.deliver.bind(hub);
        // Seat 2's page closes just as it would send its secrets.
        hub.deliver = (from, to, data) => {
          if (from === 2 && data.includes('"t":"secrets"')) { hub.setLink(2, 0, false); hub.setLink(2, 1, false); return; }
          deliver(from, to, data);
        };
      },
    });
    const [v0, v1] = [endOf(run.sessions[0]!), endOf(run.sessions[1]!)];
    expect(v0.status, v0.failure ?? '').toBe('claimed');
    expect(v0.end).toMatchObject({ kind: 'claim', by: [0, 1], against: [2], decided: { winners: expect.any(Array) } });
    expect(v1.end).toEqual(v0.end);
    // No win without an audit: seat 2 forfeits whatever the rules decided; the others keep their result.
    const end = v0.end as Extract<NonNullable<typeof v0.end>, { kind: 'claim' }>;
    expect(winnersOf(end, 3)).toEqual(end.decided!.winners.filter((w) => w !== 2));
    expect(v0.unchecked).toEqual([2]);
    expect(verifyMatch(asFile(run.sessions[1]!.transcript()), GAMES)).toMatchObject({ status: 'claimed', end: v0.end });
  });
});

describe('two seats gone at once', () => {
  it('one claim names both; the other seat joins; the file verifies', () => {
    const run = goneAtFirstChoice(4, [2, 3], [0]);
    const stay = [run.sessions[0]!, run.sessions[1]!];
    for (const s of stay) {
      const v = endOf(s);
      expect(v.status, v.failure ?? '').toBe('claimed');
      expect(v.end).toMatchObject({ kind: 'claim', by: [0, 1], against: [2, 3] });
      expect(s.match!.chains[s.seat]!.at(-2)!.body).toMatchObject({ t: 'claim', against: 2, also: [3] });
    }
    expect(verifyMatch(asFile(stay[1]!.transcript()), GAMES)).toMatchObject({ status: 'claimed', end: { against: [2, 3] } });
  });
});

/** A finished three-seat match (every seat's messages, signed), and the seat that owes the first move step. */
function finishedThree() {
  const run = playHeadless({ game: fixtureGame, seats: 3, options: { rounds: 2 }, seed: 9, chainLength: CHAIN, session: () => ({ history: true }) });
  const s0 = run.sessions[0]!;
  const v = endOf(s0);
  expect(v.status).toBe('valid');
  const ledger = s0.match!;
  const t: Transcript = { ...ledger.transcript(), chains: run.sessions.map((s) => [...s.match!.chains[s.seat]!]) };
  // The first step that asks one seat for a move (the round winner's choice).
  const move = t.chains.flat().find((m) => m.body.t === 'move')!;
  return { run, t, step: move.step, mover: move.seat, hash: ledger.hashAt(move.step)! };
}

/** `t` with `seat`'s chain cut before `step` and a claim (signed by it) appended at that step. */
function claimAt(t: Transcript, seat: number, step: number, hash: string, body: Partial<Extract<Body, { t: 'claim' }>>): Transcript {
  const keep = t.chains[seat]!.filter((m) => m.step < step).length;
  const base = cut(t, seat, keep);
  return append(base, signedNext(base, seat, step, hash, { t: 'claim', against: 0, reason: 'timeout', ...body } as Body, 9));
}

describe('claims a cheater could make', () => {
  it('a claim against a seat that did answer is moot: nobody is blamed (the claimer cannot be shown to have known)', () => {
    const { t, step, mover, hash } = finishedThree();
    const claimer = (mover + 1) % 3;
    const v = verifyMatch(asFile(claimAt(t, claimer, step, hash, { against: mover })), GAMES);
    // The claimer's chain stops at its claim: the match is unfinished there, with nobody at fault.
    expect(v.status).toBe('unfinished');
    expect(v.blame).toBeNull();
    expect(v.failure).toBeNull();
  });

  it('a claim that also names a seat that did answer is moot, even when the first seat it names was silent', () => {
    const { t, step, mover, hash } = finishedThree();
    const claimer = (mover + 1) % 3;
    const third = (mover + 2) % 3;
    // `third` owes nothing at a move step: the claim is refused; naming the mover (who answered) voids it first.
    const [against, also] = mover < third ? [mover, [third]] : [third, [mover]];
    const v = verifyMatch(asFile(claimAt(t, claimer, step, hash, { against, also })), GAMES);
    expect(v.status).toBe('unfinished');
    expect(v.blame).toBeNull();
  });

  it('a claim against a seat whose input was not awaited is refused, naming the claimer', () => {
    const { run, t, step, mover, hash } = finishedThree();
    const claimer = (mover + 1) % 3;
    const idle = (mover + 2) % 3;
    expect(need(run.sessions[0]!.match!.cfg, run.sessions[0]!.match!.stateAt(step)!).seats).toEqual([mover]);
    const v = verifyMatch(asFile(claimAt(t, claimer, step, hash, { against: idle })), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(claimer);
    expect(v.failure).toMatch(new RegExp(`claimed a timeout against seat ${idle}, who owes nothing at this step`));
  });

  it('a claim against itself is refused', () => {
    const { t, step, mover, hash } = finishedThree();
    const v = verifyMatch(asFile(claimAt(t, mover, step, hash, { against: mover })), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(mover);
  });

  it('a claim whose "also" is malformed is refused at the boundary', () => {
    const { t, step, mover, hash } = finishedThree();
    const f = claimAt(t, (mover + 1) % 3, step, hash, { against: mover, also: [16] });
    expect(verifyMatch(asFile(f), GAMES)).toMatchObject({ status: 'unreadable' });
  });

  it('live: an early claim is not joined by a seat whose clock does not agree; the late answer makes it moot, nobody is blamed, and play goes on', () => {
    const run = playHeadless({
      game: fixtureGame, seats: 3, options: { rounds: 2 }, seed: 5, chainLength: CHAIN, maxEvents: 1,
      session: (seat) => (seat === 0 ? { timeoutMs: TIMEOUT } : {}),
    });
    const [s0, s1, s2] = run.sessions as [Session, Session, Session];
    // Seat 2 thinks for 20 s at its first choice, within the agreed 30 s.
    const answer = s2.choose.bind(s2);
    let thinking = false;
    s2.choose = (value) => {
      if (!thinking) { thinking = true; run.scheduler.after(20_000, () => { answer(value); }); return ok(undefined); }
      return answer(value);
    };
    while (!(s2.awaiting && s0.match && need(s0.match.cfg, s0.match.state).seats.includes(2))) expect(run.scheduler.run(1)).toBe(1);
    // Seat 0 claims at once, without waiting for the agreed time (a cheat: its clock is bypassed).
    (s0 as unknown as { withClaims(fn: (c: unknown) => void): void }).withClaims((c) => (c as { claim(names: readonly number[]): unknown }).claim([2]));
    run.scheduler.run(400_000);
    expect(s1.match!.chains[1]!.some((m) => m.body.t === 'claim')).toBe(false);
    expect(s0.match!.chains[0]!.some((m) => m.body.t === 'claim')).toBe(true);
    for (const s of [s0, s1, s2]) {
      expect(s.rejections.filter((r) => r.seat !== s.seat && !/dropped/.test(r.reason))).toEqual([]);
      const v = endOf(s);
      expect(v.status, v.failure ?? '').toBe('valid');
      expect(v.end?.kind).toBe('result');
    }
    expect(verifyFiles(run.sessions.map((s) => asFile(s.transcript())), GAMES).status).toBe('valid');
  });
});
