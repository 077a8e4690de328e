/**
 * Blame that must land on the right seat (issue "Trust that holds against a cheater", items 3,
 * 6, 8, 9): a seat that shows different peers different versions of its chain is named with
 * proof; floods are bounded; beacon chains extend only at their end; one-seat randomness is
 * called what it is.
 */
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../src/crypto/bytes.js';
import { commitment } from '../../src/crypto/commit.js';
import { linkHash, signMessage } from '../../src/protocol/wire/chain.js';
import type { Json } from '../../src/crypto/canonical.js';
import type { SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { explainVerdict, formatVerdict } from '../../src/protocol/verification/verdict-text.js';
import { verifyFiles, verifyMatch } from '../../src/protocol/verification/verify.js';
import type { Bot } from '../../src/engine/bots.js';
import { randomBot } from '../../src/engine/bots.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { decode, encode } from '../../src/net/codec.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { playHeadless } from '../../src/net/headless.js';
import { CHAIN, fixtureRun, stoppedWith } from './harness.js';
import { asFile, secretsOf } from './forge.js';

describe('equivocation: two versions of one message, one to each peer', () => {
  /**
   * Seat 2 commits to one card for seat 0 and another for seat 1, reveals each its own, and
   * keeps its chain consistent for each (relinked, re-signed, with the state hash that peer
   * expects). Seats 0 and 1 then hold different states, each blaming the other for a desync,
   * unless they exchange what they hold.
   */
  function equivocate(seed: number) {
    const key = secretsOf(2, seed).keys.secretKey;
    let other: Json | null = null;
    const honest = randomBot(seededEntropy('bot-2', seed)(32));
    const bot2: Bot = (v) => {
      const pick = honest(v);
      if (v.request.kind === 'commit' && other === null) other = v.legal.find((x) => JSON.stringify(x) !== JSON.stringify(pick)) ?? null;
      return pick;
    };
    const fork = { on: false, salt: new Uint8Array(32).fill(7), prev: '' };
    const run = playHeadless({
      game: fixtureGame, seats: 3, options: { rounds: 3 }, seed, chainLength: CHAIN, bots: [undefined, undefined, bot2], maxEvents: 200_000,
      // The forking seat commits instead of choosing in the open as the last seat would.
      // The forger signs the state hash the receiving seat had at each step: it keeps them all.
      session: (seat) => ({ history: true, ...(seat === 2 ? { cheat: { commitAlways: true } } : {}) }),
      prepare: ({ hub, sessions }) => {
        const deliver = hub.deliver.bind(hub);
        hub.deliver = (from, to, data) => {
          if (from !== 2 || to !== 1) return deliver(from, to, data);
          const env = decode(data);
          if (!env.ok || env.value.k !== 'msg' || env.value.msg.seat !== 2) return deliver(from, to, data);
          const m = env.value.msg;
          const ledger = sessions[1]!.match!;
          let body = m.body;
          if (!fork.on && m.body.t === 'commit' && other !== null) {
            fork.on = true;
            body = { t: 'commit', c: toHex(commitment({ matchId: ledger.cfg.matchId, seat: 2, step: m.step, slot: 'play' }, fork.salt, other)) };
          } else if (!fork.on) {
            return deliver(from, to, data);
          } else if (m.body.t === 'reveal' && other !== null) {
            body = { t: 'reveal', value: other, salt: toHex(fork.salt) };
            other = null;
          }
          const forged = signMessage(ledger.cfg.matchId, {
            seat: 2, seq: m.seq, prev: fork.prev || m.prev, step: m.step, stateHash: m.stateHash === '' ? '' : ledger.hashAt(m.step) ?? m.stateHash, body,
          }, key);
          fork.prev = linkHash(forged, ledger.cfg.version);
          return deliver(from, to, encode({ k: 'msg', msg: forged }));
        };
      },
    });
    return { run, forked: fork.on };
  }

  it('both honest seats name the seat that signed two versions, with both messages as evidence', () => {
    const { run, forked } = equivocate(7);
    expect(forked).toBe(true);
    const files: Transcript[] = [];
    for (const s of run.sessions.slice(0, 2)) {
      const r = stoppedWith(s);
      expect(`${r.seat}: ${r.reason}`).toMatch(/^2: /);
      expect(r.reason).toMatch(/two signed messages under one seq \(equivocation\)/);
      const st = s.status;
      if (st.kind !== 'stopped' || !st.evidence) throw new Error('no evidence');
      expect(st.evidence.conflicts).toHaveLength(1);
      // The evidence alone proves it, to anyone.
      const v = verifyMatch(asFile(st.evidence), GAMES);
      expect(v.status).toBe('invalid');
      expect(v.blame).toBe(2);
      expect(explainVerdict(v).join(' ')).toMatch(/Bot 3 cheated: they signed two different versions of the same move/);
      const { conflicts: _c, ...plain } = st.evidence;
      files.push(plain as Transcript);
    }
    // Two plain files, one from each honest seat, name seat 2 as well.
    const both = verifyFiles(files.map(asFile), GAMES);
    expect(both.blame).toBe(2);
    expect(both.failure).toMatch(/seat 2 signed two different messages under seq \d+/);
    expect(formatVerdict(both)).toMatch(/2 files of one match checked together/);
  });

  it('a conflict kept as evidence must really be two messages signed by that seat', () => {
    const { run } = equivocate(7);
    const st = run.sessions[0]!.status;
    if (st.kind !== 'stopped' || !st.evidence?.conflicts) throw new Error('no evidence');
    const [c] = st.evidence.conflicts;
    const fake = { ...st.evidence, conflicts: [{ a: c!.a, b: { ...c!.b, sig: c!.a.sig } }] };
    const v = verifyMatch(asFile(fake), GAMES);
    expect(v.status).toBe('invalid');
    expect(v.blame).toBeNull();
    expect(v.failure).toMatch(/not two messages signed by one seat/);
  });

  it('a relayed message that cannot be used is dropped and blamed on no one but the relayer, never its author', () => {
    const three = playHeadless({ game: fixtureGame, seats: 3, options: { rounds: 2 }, seed: 3, chainLength: CHAIN, maxEvents: 80 });
    const a = three.sessions[0]!;
    const msg = a.match!.chains[2]!.at(-1)!;
    // Seat 1 relays seat 2's message garbled (a gap in seq): not proof of anything against seat 2.
    const r = a.receive(1, encode({ k: 'msg', msg: { ...msg, seq: msg.seq + 5 } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ seat: 1, reason: expect.stringMatching(/relayed a message of seat 2 that cannot be used yet; dropped/) });
    expect(a.status.kind).toBe('playing');
    three.scheduler.run();
    for (const s of three.sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
  });
});

describe('bounded work for a flooding peer', () => {
  it('1,000 sync requests get one resend per link-up, not 1,000', () => {
    const run = fixtureRun({ maxEvents: 200 });
    const s0 = run.sessions[0]!;
    let sent = 0;
    run.hub.deliver = () => { sent++; };
    for (let i = 0; i < 1_000; i++) s0.receive(1, encode({ k: 'sync', have: [0, 0] }));
    expect(sent).toBe(0);
  });

  it('1,000 asks before a claim (three seats) get one answer per step, not 1,000', () => {
    const run = playHeadless({ game: fixtureGame, seats: 3, options: { rounds: 2 }, seed: 3, chainLength: CHAIN, maxEvents: 300 });
    const s0 = run.sessions[0]!;
    const held = s0.match!.chains.reduce((n, c, seat) => n + (seat === 1 ? 0 : c.length), 0);
    expect(held).toBeGreaterThan(0);
    let msgs = 0;
    const deliver = run.hub.deliver.bind(run.hub);
    run.hub.deliver = (from, to, data) => { if (from === 0 && to === 1 && data.includes('"k":"msg"')) msgs++; deliver(from, to, data); };
    for (let i = 0; i < 1_000; i++) s0.receive(1, encode({ k: 'ask', have: [0, 0, 0] }));
    run.scheduler.run(5);
    // Everything seat 0 holds of seats 0 and 2, once: an ask floods nothing.
    expect(msgs).toBe(held);
  });

  it('after a reconnect the peer gets what it lacks, once', () => {
    const run = fixtureRun({ maxEvents: 200 });
    const s0 = run.sessions[0]!;
    const ours = s0.match!.chains[0]!.length;
    run.hub.setLink(0, 1, false);
    run.hub.setLink(0, 1, true);
    run.scheduler.run(30);
    let msgs = 0;
    const deliver = run.hub.deliver.bind(run.hub);
    run.hub.deliver = (from, to, data) => { if (from === 0 && data.includes('"k":"msg"')) msgs++; deliver(from, to, data); };
    for (let i = 0; i < 100; i++) s0.receive(1, encode({ k: 'sync', have: [0, 0] }));
    expect(msgs).toBeLessThanOrEqual(ours);
  });
});

describe('beacon chains', () => {
  const extendAt = (when: (m: SignedMessage) => boolean) => fixtureRun({
    chainLength: 3, options: { rounds: 3 },
    cheat: { tamper: (m) => (m.body.t === 'beacon' && !m.body.extend && when(m as SignedMessage) ? { ...m, body: { ...m.body, extend: toHex(fromHex('11'.repeat(32))) } } : m) },
  });

  it('an extension before the chain\'s last value is refused', () => {
    const run = extendAt((m) => m.step === 0);
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/extended its beacon chain with 2 value\(s\) still unused/);
  });

  it('the last value without an extension is refused', () => {
    const run = fixtureRun({
      chainLength: 3, options: { rounds: 3 },
      cheat: { tamper: (m) => (m.body.t === 'beacon' && m.body.extend ? { ...m, body: { t: 'beacon', x: m.body.x } } : m) },
    });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/revealed the last value of its beacon chain without extending it/);
  });
});

describe('one seat\'s randomness', () => {
  it('a solo match verifies, and the verdict says it is no fairness proof', () => {
    const run = playHeadless({ game: GAMES.get('crayne')!, seats: 1, options: { variant: 'solo' }, seed: 2, chainLength: 512 });
    const v = verifyMatch(asFile(run.transcript), GAMES);
    expect(v.status, v.failure ?? '').toBe('valid');
    expect(formatVerdict(v)).toMatch(/note: randomness from one seat only: not a fairness proof/);
    expect(explainVerdict(v).join(' ')).toMatch(/All randomness came from one player/);
  });
});
