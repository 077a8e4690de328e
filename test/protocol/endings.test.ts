/**
 * Endings a cheater could forge or block (issue "Trust that holds against a cheater", item 1–2).
 * Each test plays the cheat and passes only because of the defence named in its title.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import type { SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { verifyFiles, verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { need } from '../../src/protocol/machine/lockstep.js';
import { encode } from '../../src/net/codec.js';
import { explainVerdict } from '../../src/protocol/verification/verdict-text.js';
import { winnersOf } from '../../src/protocol/endings/endings.js';
import { cheatingBot, fixtureRun } from './harness.js';
import { append, asFile, cut, secretsOf, signedNext, wireOf } from './forge.js';

/** A finished fixture match with one winner (a tie has no loser): the first such seed from `from`. */
const finished = (from = 7) => {
  for (let seed = from; seed < from + 20; seed++) {
    const run = fixtureRun({ seed });
    const st = run.sessions[0]!.status;
    if (st.kind !== 'over' || st.verdict.end?.kind !== 'result') throw new Error('the fixture match did not finish');
    if (st.verdict.end.result.winners.length === 1) return { run, t: wireOf(run), result: st.verdict.end.result, seed };
  }
  throw new Error('no decided fixture match');
};

/** Seat 1 goes silent at its first choice; seat 0 claims after the agreed 30 s, then reveals its secrets: the file. */
const claimedAgainstSilentSeat = (): Transcript => fixtureRun({
  bots: [undefined, cheatingBot(() => undefined)],
  session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
  prepare: ({ sessions }) => { sessions[1]!.choose = () => ({ ok: false, error: 'silent' }); },
}).transcript as Transcript;

/** `t` with `seat` claiming against `against` at the end of its chain, then (unless `secrets` is false) revealing its secrets behind the claim. */
function claimThenSecrets(t: Transcript, seat: number, against: number, step: number, hash: string, seed: number, secrets = true): Transcript {
  const claimed = append(t, signedNext(t, seat, step, hash, { t: 'claim', against, reason: 'timeout' }, seed));
  return secrets ? append(claimed, signedNext(claimed, seat, step, hash, { t: 'secrets', seed: toHex(secretsOf(seat, seed).seed) }, seed)) : claimed;
}

describe('a claim is judged against the evidence: blame only what a signature proves', () => {
  it('a loser who claims against the winner at the secrets step, then reveals: the claim is moot, nobody is blamed, the result stands', () => {
    const { t, result, seed } = finished(3);
    const winner = result.winners[0]!;
    const loser = 1 - winner;
    const chain = t.chains[loser]!;
    const secrets = chain[chain.length - 1]!;
    expect(secrets.body.t).toBe('secrets');
    const forged = claimThenSecrets(cut(t, loser, chain.length - 1), loser, winner, secrets.step, secrets.stateHash, seed);
    const v = verifyMatch(asFile(forged), GAMES);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.blame).toBeNull();
    expect(v.end).toMatchObject({ kind: 'result', result: { winners: [winner] } });
  });

  it('no win without an audit: a winner that withholds its secrets forfeits, and the file alone does not confirm the claim', () => {
    const { t, result, seed } = finished(3);
    const winner = result.winners[0]!;
    const loser = 1 - winner;
    // The winner never sends its secrets; the loser claims at the secrets step and reveals its own.
    const w = t.chains[winner]!, l = t.chains[loser]!;
    const secrets = l[l.length - 1]!;
    const withheld = cut(cut(t, winner, w.length - 1), loser, l.length - 1);
    const forged = claimThenSecrets(withheld, loser, winner, secrets.step, secrets.stateHash, seed);
    const v = verifyMatch(asFile(forged), GAMES);
    expect(v.status, v.failure ?? '').toBe('claimed');
    expect(v.end).toMatchObject({ kind: 'claim', by: [loser], against: [winner], decided: { winners: [winner] } });
    expect(winnersOf(v.end, 2)).toEqual([loser]);
    expect(v.unchecked).toEqual([winner]);
    const words = explainVerdict(v).join(' ');
    expect(words).not.toMatch(/Every signature, shuffle, roll, face-down card and private draw checks out\./);
    expect(words).toMatch(new RegExp(`except the hidden cards of Bot ${winner + 1}, which were never checked`));
    expect(words).toMatch(/This file alone cannot show/);
    // The winner hands in its own file, with its secrets: the claim is moot, nobody is blamed, and its win stands.
    const both = verifyFiles([asFile(forged), asFile(cut(t, loser, l.length - 1))], GAMES);
    expect(both.status, both.failure ?? '').toBe('valid');
    expect(both.blame).toBeNull();
    expect(both.end).toMatchObject({ kind: 'result', result: { winners: [winner] } });
  });

  it('a seat that showed a card it never drew cannot escape the audit by claiming at the secrets step', () => {
    const lie = cheatingBot((legal, kind) => (kind === 'answer' ? legal.find((x) => JSON.stringify(x).includes('c8')) ?? legal[0] : undefined));
    for (let seed = 1; seed < 40; seed++) {
      const run = fixtureRun({ seed, cheat: { skipOwnChecks: true }, bots: [undefined, (v) => (v.request.kind === 'answer' ? { handle: (v.state as { hands: string[][] }).hands[1]![0]!, card: 'c8' } : lie(v))] });
      const st = run.sessions[0]!.status;
      if (st.kind !== 'over' || st.verdict.status !== 'invalid' || !/never drew/.test(st.verdict.failure ?? '')) continue;
      const t = wireOf(run);
      const mine = t.chains[1]!, theirs = t.chains[0]!;
      const secrets = mine[mine.length - 1]!;
      const forged = claimThenSecrets(cut(cut(t, 0, theirs.length - 1), 1, mine.length - 1), 1, 0, secrets.step, secrets.stateHash, seed);
      const v = verifyMatch(asFile(forged), GAMES);
      expect(v.status).toBe('invalid');
      expect(v.failure).toMatch(/audit: seat 1 .* never drew/);
      expect(v.blame).toBe(1);
      return;
    }
    throw new Error('no seed made the liar show a card it never drew');
  });

  it('nothing may follow a claim and its secrets', () => {
    const t = claimedAgainstSilentSeat();
    const [claim, secrets] = t.chains[0]!.slice(-2);
    expect(claim!.body.t).toBe('claim');
    expect(secrets!.body.t).toBe('secrets');
    expect(verifyMatch(asFile(t), GAMES).status).toBe('claimed');
    const more = signedNext(t, 0, claim!.step + 1, claim!.stateHash, { t: 'move', move: 'after' });
    const v = verifyMatch(asFile(append(t, more)), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.failure).toMatch(/after the end of the match \(nothing may follow its claim\)/);
  });

  it('a chain that is a single claim at step 0 against a seat whose setup value is in the file: moot, nobody blamed, unfinished', () => {
    const { t, seed } = finished(3);
    const forged = cut(t, 1, 0);
    const first = t.chains[1]![0]!;
    const v = verifyMatch(asFile(claimThenSecrets(forged, 1, 0, 0, first.stateHash, seed, false)), GAMES);
    expect(v.status).toBe('unfinished');
    expect(v.blame).toBeNull();
  });

  it('a claim reveals nothing from protocol 4, and the secrets behind it must open the hello', () => {
    const t = claimedAgainstSilentSeat();
    const claim = t.chains[0]!.at(-2)! as SignedMessage & { body: { t: 'claim' } };
    const base = cut(t, 0, t.chains[0]!.length - 2);
    const withSeed = append(base, signedNext(base, 0, claim.step, claim.stateHash, { ...claim.body, seed: toHex(secretsOf(0).seed) }));
    const early = verifyMatch(asFile(withSeed), GAMES);
    expect(early.blame).toBe(0);
    expect(early.failure).toMatch(/revealed its secrets inside its claim/);
    const claimed = append(base, claim);
    const wrong = verifyMatch(asFile(append(claimed, signedNext(claimed, 0, claim.step, claim.stateHash, { t: 'secrets', seed: toHex(secretsOf(1).seed) }))), GAMES);
    expect(wrong.blame).toBe(0);
    expect(wrong.failure).toMatch(/seed in its claim does not open the commitment/);
  });
});

describe('live: a claim against a seat that answered, or that still answers', () => {
  /** Runs until seat 0 owes a move or answer at the current step, alone. */
  /** Seat 0's bot never answers (the test answers for it, or not). */
  function untilSeat0Owes(extra: Parameters<typeof fixtureRun>[0] = {}) {
    const plays = cheatingBot(() => undefined);
    const run = fixtureRun({ maxEvents: 1, bots: [(v) => (v.request.kind === 'commit' ? plays(v) : 'no answer'), undefined], ...extra });
    const s0 = run.sessions[0]!;
    const owes = () => !!s0.awaiting && need(s0.match!.cfg, s0.match!.state).seats.join() === '0';
    while (!owes()) expect(run.scheduler.run(1)).toBe(1);
    return { run, s0 };
  }

  function forgedClaim(s0: ReturnType<typeof untilSeat0Owes>['s0']): string {
    const m = s0.match!;
    const t = m.transcript();
    return encode({ k: 'msg', msg: signedNext(t, 1, m.state.step, m.currentHash, { t: 'claim', against: 0, reason: 'forged' }) });
  }

  it('the accused that answered takes the claim as moot: nobody is blamed, the match is not stopped', () => {
    const { s0 } = untilSeat0Owes({ session: () => ({ timeoutMs: 1 }) });
    const claim = forgedClaim(s0);
    expect(s0.choose(s0.awaiting!.legal[0]!).ok).toBe(true);
    expect(s0.receive(1, claim).ok).toBe(true);
    expect(s0.status.kind).toBe('playing');
    expect(s0.rejections).toEqual([]);
  });

  it('a claim against a seat that may still answer: the player is told, and answering makes the claim moot; play goes on to a result', () => {
    const { run, s0 } = untilSeat0Owes({ session: () => ({ timeoutMs: 60_000 }) });
    const s1 = run.sessions[1]!;
    // Seat 1 claims at once, without waiting for the agreed time (a cheat: its clock is bypassed).
    (s1 as unknown as { withClaims(fn: (c: unknown) => void): void }).withClaims((c) => (c as { claim(names: readonly number[]): unknown }).claim([0]));
    run.scheduler.run(5);
    expect(s0.status.kind).toBe('playing');
    expect(s0.awaiting).not.toBeNull();
    expect(s0.notice).toMatchObject({ kind: 'early-claim', from: 1, text: expect.stringMatching(/stopped answering; answer now/) });
    expect(s0.choose(s0.awaiting!.legal[0]!).ok).toBe(true);
    // The rest of the match: seat 0's bot answers from now on.
    s0.onUpdate(() => { const a = s0.awaiting; if (a) run.scheduler.after(1, () => { if (s0.awaiting === a) s0.choose(a.legal[0]!); }); });
    run.scheduler.run(100_000);
    for (const s of [s0, s1]) {
      expect(s.rejections.map((r) => r.reason)).toEqual([]);
      const st = s.status;
      expect(st.kind).toBe('over');
      if (st.kind === 'over') expect(st.verdict).toMatchObject({ status: 'valid', end: { kind: 'result' } });
    }
  });
});

describe('the claim timeout is agreed in the hello', () => {
  it('the guest takes the host\'s timeout, and claims use it', () => {
    const run = fixtureRun({ maxEvents: 40, session: (seat) => (seat === 0 ? { timeoutMs: 45_000 } : {}) });
    for (const s of run.sessions) {
      expect(s.match!.setup.timeoutMs).toBe(45_000);
      expect(s.timeoutMs).toBe(45_000);
    }
    expect(run.sessions[1]!.match!.setup.hellos.map((h) => h.timeout)).toEqual([45_000, 45_000]);
  });

  it('a seat that insists on another timeout refuses the hello, and says why', () => {
    const run = fixtureRun({ maxEvents: 200, session: (seat) => ({ timeoutMs: seat === 0 ? 45_000 : 120_000 }) });
    const st = run.sessions[1]!.status;
    expect(st.kind).toBe('refused');
    if (st.kind === 'refused') expect(st.reason).toMatch(/claim a timeout after 45 s, not 120 s/);
  });


  it('a guest refuses a host timeout shorter than it accepts (a host that could claim at once)', () => {
    const run = fixtureRun({ maxEvents: 200, session: (seat) => (seat === 0 ? { timeoutMs: 1 } : { minTimeoutMs: 15_000 }) });
    expect(run.sessions[1]!.match).toBeNull();
    const st = run.sessions[1]!.status;
    expect(st.kind).toBe('refused');
    if (st.kind === 'refused') expect(st.reason).toMatch(/claim a timeout after only 0 s; this page needs at least 15 s/);
  });
});

describe('an unsigned stop is only a notice', () => {
  it('a loser who sends stop and goes silent is still claimable, and the claim ends the match validly', () => {
    const run = fixtureRun({
      bots: [undefined, cheatingBot(() => undefined)],
      session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
      prepare: ({ sessions, scheduler }) => {
        sessions[1]!.choose = () => ({ ok: false, error: 'silent' });
        scheduler.after(1, () => { sessions[0]!.receive(1, encode({ k: 'stop', reason: 'I am leaving' })); });
      },
    });
    const s0 = run.sessions[0]!;
    expect(s0.notice).toEqual({ kind: 'said', from: 1, text: 'I am leaving' });
    const st = s0.status;
    expect(st.kind).toBe('over');
    if (st.kind === 'over') {
      expect(st.verdict.status).toBe('claimed');
      expect(st.verdict.end).toMatchObject({ kind: 'claim', by: [0], against: [1] });
    }
  });

  it('a seat that walks away during setup (after seeing the other\'s setup value) can be claimed against', () => {
    const run = fixtureRun({
      session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
      prepare: ({ hub }) => {
        const deliver = hub.deliver.bind(hub);
        // Seat 1 never sends its setup beacon (it saw seat 0's and disliked the setup); it only says stop.
        hub.deliver = (from, to, data) => {
          if (from === 1 && data.includes('"t":"beacon"')) return deliver(from, to, encode({ k: 'stop', reason: 'bye' }));
          return deliver(from, to, data);
        };
      },
    });
    const st = run.sessions[0]!.status;
    expect(st.kind).toBe('over');
    if (st.kind === 'over') expect(st.verdict.end).toMatchObject({ kind: 'claim', by: [0], against: [1], step: 0 });
  });
});

describe('files of the previous release', () => {
  const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/v1/${name}.json`, import.meta.url), 'utf8')) as unknown;
  it.each(['fixture', 'crayne', 'crystal-factions'])('%s: a protocol 1 match file still verifies', (name) => {
    const v = verifyMatch(fixture(name), GAMES);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.end?.kind).toBe('result');
  });
  it('a protocol 1 claim ending is not called valid, and the verdict says why', () => {
    const v = verifyMatch(fixture('fixture-claim'), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.failure).toMatch(/timeout claim in a protocol 1 match, whose claims cannot be checked soundly/);
  });
});
