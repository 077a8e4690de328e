/**
 * Endings a cheater could forge or block (issue "Trust that holds against a cheater", item 1–2).
 * Each test plays the cheat and passes only because of the defence named in its title.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import type { SignedMessage, Transcript } from '../../src/protocol/transcript.js';
import { verifyFiles, verifyMatch } from '../../src/protocol/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { need } from '../../src/protocol/lockstep.js';
import { encode } from '../../src/net/codec.js';
import { cheatingBot, fixtureRun, stoppedWith } from './harness.js';
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

/** Seat 1 goes silent at its first choice; seat 0 claims after the agreed 30 s: the file. */
const claimedAgainstSilentSeat = (): Transcript => fixtureRun({
  bots: [undefined, cheatingBot(() => undefined)],
  session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
  prepare: ({ sessions }) => { sessions[1]!.choose = () => ({ ok: false, error: 'silent' }); },
}).transcript as Transcript;

describe('a claim is judged against the evidence', () => {
  it('a loser who replaces its final secrets with a claim against the winner gets no valid file: the claim is void', () => {
    const { t, result, seed } = finished(3);
    const winner = result.winners[0]!;
    const loser = 1 - winner;
    const chain = t.chains[loser]!;
    const secrets = chain[chain.length - 1]!;
    expect(secrets.body.t).toBe('secrets');
    const forged = cut(t, loser, chain.length - 1);
    const claim = signedNext(forged, loser, secrets.step, secrets.stateHash,
      { t: 'claim', against: winner, reason: 'timeout', seed: toHex(secretsOf(loser, seed).seed) }, seed);
    const v = verifyMatch(asFile(append(forged, claim)), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(loser);
    expect(v.failure).toMatch(new RegExp(`seat ${loser}, step \\d+: its timeout claim against seat ${winner} .* is void`));
  });

  it('a claim in the secrets step never changes the result the rules decided', () => {
    const { t, result, seed } = finished(3);
    const winner = result.winners[0]!;
    const loser = 1 - winner;
    // The loser also drops the winner's secrets from its copy: the claim now stands, but only as what it is.
    const w = t.chains[winner]!, l = t.chains[loser]!;
    const secrets = l[l.length - 1]!;
    let forged = cut(cut(t, winner, w.length - 1), loser, l.length - 1);
    forged = append(forged, signedNext(forged, loser, secrets.step, secrets.stateHash,
      { t: 'claim', against: winner, reason: 'timeout', seed: toHex(secretsOf(loser, seed).seed) }, seed));
    const v = verifyMatch(asFile(forged), GAMES);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(v.end).toMatchObject({ kind: 'claim', by: [loser], against: [winner], decided: { winners: [winner] } });
    expect(v.caveats.join(' ')).toMatch(/timeout claim/);
    // The winner hands in its own file (which lacks the loser's secrets, never sent): together they void the claim.
    const winnersFile = cut(t, loser, l.length - 1);
    const both = verifyFiles([asFile(forged), asFile(winnersFile)], GAMES);
    expect(both.status).toBe('invalid');
    expect(both.blame).toBe(loser);
    expect(both.failure).toMatch(/is void/);
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
      let forged = cut(cut(t, 0, theirs.length - 1), 1, mine.length - 1);
      forged = append(forged, signedNext(forged, 1, secrets.step, secrets.stateHash,
        { t: 'claim', against: 0, reason: 'timeout', seed: toHex(secretsOf(1, seed).seed) }, seed));
      const v = verifyMatch(asFile(forged), GAMES);
      expect(v.status).toBe('invalid');
      expect(v.failure).toMatch(/audit: seat 1 .* never drew/);
      expect(v.blame).toBe(1);
      return;
    }
    throw new Error('no seed made the liar show a card it never drew');
  });

  it('nothing may follow a claim', () => {
    const t = claimedAgainstSilentSeat();
    const claim = t.chains[0]!.at(-1)!;
    expect(claim.body.t).toBe('claim');
    expect(verifyMatch(asFile(t), GAMES).status).toBe('valid');
    const more = signedNext(t, 0, claim.step + 1, claim.stateHash, { t: 'move', move: 'after' });
    const v = verifyMatch(asFile(append(t, more)), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.failure).toMatch(/after the end of the match \(nothing may follow its claim\)/);
  });

  it('a chain that is a single claim at step 0 against a seat whose setup value is in the file is void', () => {
    const { t, seed } = finished(3);
    const forged = cut(t, 1, 0);
    const first = t.chains[1]![0]!;
    const v = verifyMatch(asFile(append(forged, signedNext(forged, 1, 0, first.stateHash,
      { t: 'claim', against: 0, reason: 'timeout', seed: toHex(secretsOf(1, seed).seed) }, seed))), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBe(1);
    expect(v.failure).toMatch(/seat 1, step 0: its timeout claim against seat 0 at step 0 is void/);
  });

  it('a claim must reveal the claimer\'s own seed', () => {
    const t = claimedAgainstSilentSeat();
    const claim = t.chains[0]!.at(-1)! as SignedMessage & { body: { t: 'claim' } };
    const base = cut(t, 0, t.chains[0]!.length - 1);
    const { seed: _seed, ...noSeed } = claim.body as { t: 'claim'; against: number; reason: string; seed?: string };
    const without = verifyMatch(asFile(append(base, signedNext(base, 0, claim.step, claim.stateHash, noSeed))), GAMES);
    expect(without.failure).toMatch(/claim without revealing its private seed/);
    const wrong = verifyMatch(asFile(append(base, signedNext(base, 0, claim.step, claim.stateHash, { ...noSeed, seed: toHex(secretsOf(1).seed) }))), GAMES);
    expect(wrong.failure).toMatch(/seed in its claim does not open the commitment/);
  });
});

describe('live: a claim against a seat that answered, or that is still within the agreed time', () => {
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
    return encode({ k: 'msg', msg: signedNext(t, 1, m.state.step, m.currentHash, { t: 'claim', against: 0, reason: 'forged', seed: toHex(secretsOf(1).seed) }) });
  }

  it('the accused that answered refuses the claim and names the claimer', () => {
    const { s0 } = untilSeat0Owes({ session: () => ({ timeoutMs: 1 }) });
    const claim = forgedClaim(s0);
    expect(s0.choose(s0.awaiting!.legal[0]!).ok).toBe(true);
    expect(s0.receive(1, claim).ok).toBe(false);
    const r = stoppedWith(s0);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/its timeout claim against seat 0 at step \d+ is void: seat 0's input for that step is in the evidence/);
  });

  it('a claim before the agreed time ran out is held back; answering voids it', () => {
    const { run, s0 } = untilSeat0Owes({ session: () => ({ timeoutMs: 60_000 }) });
    expect(s0.receive(1, forgedClaim(s0)).ok).toBe(true);
    expect(s0.status.kind).toBe('playing');
    expect(s0.notice).toMatchObject({ kind: 'early-claim', text: expect.stringMatching(/ran out of time after 0 s of the agreed 60 s/) });
    run.scheduler.after(5_000, () => { s0.choose(s0.awaiting!.legal[0]!); });
    run.scheduler.run(5); // (the handshake's two retry checks, at 2 s, come first)
    expect(stoppedWith(s0).reason).toMatch(/is void/);
  });

  it('a claim held back is taken once the agreed time has run out on the accused\'s clock', () => {
    const { run, s0 } = untilSeat0Owes({ session: () => ({ timeoutMs: 60_000 }) });
    expect(s0.receive(1, forgedClaim(s0)).ok).toBe(true);
    run.scheduler.run(50);
    const st = s0.status;
    expect(st.kind).toBe('over');
    if (st.kind === 'over') expect(st.verdict.end).toMatchObject({ kind: 'claim', by: [1], against: [0] });
    expect(run.scheduler.now()).toBeGreaterThanOrEqual(60_000);
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
      expect(st.verdict.status).toBe('valid');
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
