/**
 * Every kind of bad input is refused with a message naming the seat, the step and the reason,
 * and the honest peer keeps the state it had. Each test fails if its check is removed.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { signMessage } from '../../src/protocol/wire/chain.js';
import { encode } from '../../src/net/codec.js';
import type { SignedMessage } from '../../src/protocol/wire/transcript.js';
import { keyPairFrom } from '../../src/crypto/sign.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { need } from '../../src/protocol/machine/lockstep.js';
import { cheatingBot, fixtureRun, snapshot, stoppedWith, flipHex } from './harness.js';


describe('the honest seat refuses', () => {
  it('a reveal that does not open its commitment', () => {
    const run = fixtureRun({
      cheat: { commitAlways: true, tamper: (m) => (m.body.t === 'reveal' ? { ...m, body: { ...m.body, salt: flipHex(m.body.salt) } } : m) },
    });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/reveal does not open its commitment/);
    // Intact: the honest ledger stopped at the reveal step, before applying it.
    expect(run.sessions[0]!.match!.state.step).toBe(r.step);
    expect(run.sessions[0]!.match!.state.phase).toBe('play');
  });

  it('a beacon value that does not hash to the previous one', () => {
    const run = fixtureRun({
      cheat: { tamper: (m) => (m.body.t === 'beacon' && m.step > 3 ? { ...m, body: { t: 'beacon', x: flipHex(m.body.x) } } : m) },
    });
    const r = stoppedWith(run.sessions[0]!);
    expect(r).toMatchObject({ seat: 1 });
    expect(r.step).toBeGreaterThan(3);
    expect(r.reason).toMatch(/beacon value does not hash to the previous one/);
  });

  it('a message whose signature does not verify, as the last of its chain', () => {
    const run = fixtureRun({
      prepare: ({ hub }) => {
        const deliver = hub.deliver.bind(hub);
        hub.deliver = (from, to, data) => {
          if (from === 1 && data.includes('"t":"secrets"')) {
            const env = JSON.parse(data) as { msg: SignedMessage };
            return deliver(from, to, encode({ k: 'msg', msg: { ...env.msg, sig: flipHex(env.msg.sig) } }));
          }
          return deliver(from, to, data);
        };
      },
    });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/bad signature/);
  });

  it('a bad signature on a message that a later signed message binds changes nothing (the links carry the later signature back)', () => {
    let done = false;
    const run = fixtureRun({
      prepare: ({ hub }) => {
        const deliver = hub.deliver.bind(hub);
        hub.deliver = (from, to, data) => {
          if (from === 0 && !done && data.includes('"t":"commit"')) {
            done = true;
            const env = JSON.parse(data) as { msg: SignedMessage };
            return deliver(from, to, encode({ k: 'msg', msg: { ...env.msg, sig: flipHex(env.msg.sig) } }));
          }
          return deliver(from, to, data);
        };
      },
    });
    expect(done).toBe(true);
    const st = run.sessions[1]!.status;
    expect(st.kind === 'over' && st.verdict.status).toBe('valid');
  });

  it('a broken prev link', () => {
    const run = fixtureRun({ cheat: { tamper: (m) => (m.seq === 5 ? { ...m, prev: flipHex(m.prev) } : m) } });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/prev does not link/);
    expect(run.sessions[0]!.match!.chains[1]!.length).toBe(5);
  });

  it('a duplicate seq with different content, and an out-of-order seq', () => {
    const dup = fixtureRun({ cheat: { tamper: (m) => (m.seq === 6 ? { ...m, seq: 4 } : m) } });
    expect(stoppedWith(dup.sessions[0]!).reason).toMatch(/seq 4 was already used by a different message/);
    const gap = fixtureRun({ cheat: { tamper: (m) => (m.seq === 6 ? { ...m, seq: 7 } : m) } });
    expect(stoppedWith(gap.sessions[0]!).reason).toMatch(/seq 7 is out of order: expected seq 6/);
  });

  it('applies an exact resend only once', () => {
    const run = fixtureRun({ maxEvents: 60 });
    const s0 = run.sessions[0]!;
    const before = snapshot(s0);
    const last = s0.match!.chains[1]!.at(-1)!;
    expect(s0.receive(1, encode({ k: 'msg', msg: last })).ok).toBe(true);
    expect(snapshot(s0)).toEqual(before);
    expect(s0.match!.duplicates).toBe(1);
    run.scheduler.run();
    expect(s0.status.kind).toBe('over');
  });

  it('a message replayed from another match', () => {
    // Seat 1 uses the same key in both matches (same seed); seat 0 differs, so the match ids differ.
    const a = fixtureRun({ seed: 7, session: (seat) => (seat === 0 ? { entropy: seededEntropy('other', 1) } : {}) });
    const b = fixtureRun({ seed: 7, maxEvents: 40 });
    expect(a.sessions[1]!.match!.setup.hellos[1]!.key).toBe(b.sessions[1]!.match!.setup.hellos[1]!.key);
    const s0 = b.sessions[0]!;
    const before = snapshot(s0);
    const seq = s0.match!.chains[1]!.length;
    const replay = a.sessions[1]!.match!.chains[1]![seq]!;
    expect(s0.receive(1, encode({ k: 'msg', msg: replay })).ok).toBe(false);
    expect(stoppedWith(s0).reason).toMatch(/prev does not link|bad signature/);
    expect(snapshot(s0)).toEqual(before);
  });

  it('a message signed for another match id, even with a correct link', () => {
    const b = fixtureRun({ seed: 7, maxEvents: 40 });
    const s0 = b.sessions[0]!;
    const key = keyPairFrom(seededEntropy('seat-1', 7)(32));
    expect(toHex(key.publicKey)).toBe(s0.match!.setup.hellos[1]!.key);
    const before = snapshot(s0);
    const m = s0.match!;
    const content = {
      seat: 1, seq: m.chains[1]!.length, prev: m.nextPrev(1), step: m.state.step, stateHash: m.currentHash,
      body: { t: 'claim' as const, against: 0, reason: 'replayed' },
    };
    const elsewhere = signMessage(new Uint8Array(32).fill(9), content, key.secretKey);
    const r = s0.receive(1, encode({ k: 'msg', msg: elsewhere }));
    expect(r.ok).toBe(false);
    expect(stoppedWith(s0).reason).toMatch(/bad signature .* another match/);
    expect(snapshot(s0)).toEqual(before);
    // The same content signed for THIS match is accepted: the match id alone made the difference.
    const here = signMessage(m.cfg.matchId, content, key.secretKey);
    const fresh = fixtureRun({ seed: 7, maxEvents: 40 });
    expect(fresh.sessions[0]!.match!.accept(here).ok).toBe(true);
  });

  it('a state hash that differs from ours (desync)', () => {
    let at = -1;
    const run = fixtureRun({ cheat: { tamper: (m) => {
      if (at >= 0 || m.step < 9 || m.stateHash === '') return m;
      at = m.step;
      return { ...m, stateHash: flipHex(m.stateHash) };
    } } });
    const r = stoppedWith(run.sessions[0]!);
    expect(r).toMatchObject({ seat: 1, step: at });
    expect(r.reason).toMatch(new RegExp(`desync at step ${at}`));
  });

  it('a state hash where protocol 3 puts none (off its checkpoints)', () => {
    const run = fixtureRun({ cheat: { tamper: (m) => (m.seq === 3 && m.seat === 1 ? { ...m, stateHash: 'ab'.repeat(32) } : m) } });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/seq 3 carries a state hash, which in protocol \d only every 8th message/);
  });

  it('an illegal move', () => {
    const run = fixtureRun({
      cheat: { skipOwnChecks: true },
      bots: [undefined, cheatingBot((_l, kind) => (kind === 'move' ? 'steal' : undefined))],
      seed: 11,
    });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    // Refused at the boundary: "steal" is no move of this game at all.
    expect(r.reason).toMatch(/illegal: not a move of High Card/);
  });

  it('a face-down play of a card the seat does not hold', () => {
    const run = fixtureRun({
      cheat: { skipOwnChecks: true },
      bots: [undefined, cheatingBot((_l, kind) => (kind === 'commit' ? { handle: '0:0', card: 'c8' } : undefined))],
    });
    const r = stoppedWith(run.sessions[0]!);
    expect(r.seat).toBe(1);
    expect(r.reason).toMatch(/0:0 is not in seat 1's hand/);
  });

  it('a card shown that the seat never drew, in the end-of-match audit', () => {
    // Seat 1 plays its real handles but claims each is the c8.
    const liar = cheatingBot((legal, kind) => {
      if (kind !== 'commit') return undefined;
      const first = legal[0] as { handle: string; card: string };
      return { handle: first.handle, card: 'c8' };
    });
    let caught = false;
    for (let seed = 1; seed < 6 && !caught; seed++) {
      const run = fixtureRun({ seed, cheat: { skipOwnChecks: true }, bots: [undefined, liar] });
      const st = run.sessions[0]!.status;
      // Caught at the reveal when public information already rules it out (a second c8 from one deck: impossible.ts), else by the audit.
      if (st.kind === 'stopped') {
        expect(st.rejection).toMatchObject({ seat: 1, reason: expect.stringMatching(/^impossible reveal: showed c8 as 1:\d+/) });
        caught = true;
      }
      if (st.kind !== 'over') continue;
      if (st.verdict.status === 'invalid') {
        expect(st.verdict.failure).toMatch(/audit: seat 1 at step \d+: showed c8 as 1:\d+, but that draw gave c\d \(a card it never drew\)/);
        expect(st.verdict.blame).toBe(1);
        caught = true;
      }
    }
    expect(caught).toBe(true);
  });

  it('a seat that never answers: the timeout claim ends the match, and the verifier says so', () => {
    const silent = cheatingBot(() => undefined);
    const run = fixtureRun({
      bots: [undefined, silent],
      session: (seat) => (seat === 0 ? { timeoutMs: 30_000, autoClaim: true } : {}),
      prepare: ({ sessions }) => { sessions[1]!.choose = () => ({ ok: false, error: 'silent' }); },
    });
    for (const s of run.sessions) {
      const st = s.status;
      expect(st.kind).toBe('over');
      if (st.kind === 'over') {
        // Every check holds; a claim only every seat's sealed file can confirm.
        expect(st.verdict.status).toBe('claimed');
        expect(st.verdict.end).toMatchObject({ kind: 'claim', by: [0], against: [1], decided: null });
      }
    }
    expect(run.scheduler.now()).toBeGreaterThanOrEqual(30_000);
  });

  it('a timeout claim against a seat that owes nothing', () => {
    const run = fixtureRun({ maxEvents: 1 });
    const s0 = run.sessions[0]!;
    // Run until seat 0 waits on seat 1 alone (seat 0 owes nothing), before seat 1 answers.
    const waitsOnOne = () => {
      const m = s0.match;
      return !!m && m.state.phase === 'play' && need(m.cfg, m.state).seats.join() === '1' && m.pending(1).length === 0;
    };
    while (!waitsOnOne()) expect(run.scheduler.run(1)).toBe(1);
    const m = s0.match!;
    const key = keyPairFrom(seededEntropy('seat-1', 7)(32));
    const before = snapshot(s0);
    const claim = signMessage(m.cfg.matchId, {
      seat: 1, seq: m.chains[1]!.length, prev: m.nextPrev(1), step: m.state.step, stateHash: m.currentHash,
      body: { t: 'claim', against: 0, reason: 'forged' },
    }, key.secretKey);
    expect(s0.receive(1, encode({ k: 'msg', msg: claim })).ok).toBe(false);
    const r = stoppedWith(s0);
    expect(r).toMatchObject({ seat: 1, step: before.step });
    expect(r.reason).toMatch(/claimed a timeout against seat 0, who owes nothing at this step/);
    expect(m.state.step).toBe(before.step);
    expect(m.currentHash).toBe(before.hash);
  });
});
