/**
 * Attack (issue 27, 5): with three seats, guest seat 2 tries to speak for guest seat 0 to seat 1.
 * It relays messages it forged in seat 0's name (signed with its own key, under a used seq, or
 * out of order), stands on seat 0's link with seat 0's public hello and answers the challenge
 * with its own key, replays its own valid link proof (made for "seat 2 to seat 1") on seat 0's
 * link, and sends its own hello over seat 0's link.
 *
 * What holds: nothing from an unauthenticated link counts, and a forged relayed message is
 * dropped (ledger.ts `accept`: `how.relayed ? ok('ignored')`, reported against the relayer,
 * never a stop). Seat 0 is never named, the match goes on and every seat's verdict is valid.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { linkHash, matchIdOf, signLinkProof, signMessage } from '../../src/protocol/wire/chain.js';
import type { Hello, SignedMessage } from '../../src/protocol/wire/transcript.js';
import { decode, encode } from '../../src/net/codec.js';
import type { MemoryHub } from '../../src/net/memory-transport.js';
import type { VirtualScheduler } from '../../src/net/scheduler.js';
import type { Session } from '../../src/net/session.js';
import { secretsOf } from './forge.js';
import { fixtureRun } from './harness.js';

const SEATS = 3;
/** A 3-seat fixture match stopped early, mid-play. */
const midMatch = () => fixtureRun({ seats: SEATS, maxEvents: 120 });

/** A message seat 2 makes up for seat 0: the next in seat 0's chain as seat 1 holds it, signed with seat 2's own key. */
function forgedForSeat0(s1: Session, body: SignedMessage['body'], o: { seq?: number } = {}): SignedMessage {
  const m = s1.match!;
  const chain = m.chains[0]!;
  const seq = o.seq ?? chain.length;
  const prevMsg = chain[seq - 1];
  const hellos = m.setup.hellos as readonly Hello[];
  const matchId = matchIdOf(hellos);
  return signMessage(matchId, {
    seat: 0, seq, prev: prevMsg ? linkHash(prevMsg, hellos[0]!.v) : toHex(matchId),
    step: m.state.step, stateHash: m.currentHash, body,
  }, secretsOf(2).keys.secretKey);
}

/** Every seat finished valid, nobody blamed. */
function allValid(sessions: readonly Session[]): void {
  for (const s of sessions) {
    const st = s.status;
    expect(st.kind, JSON.stringify(st)).toBe('over');
    if (st.kind === 'over') {
      expect(st.verdict.status, st.verdict.failure ?? '').toBe('valid');
      expect(st.verdict.blame).toBeNull();
    }
  }
}

/**
 * Seat 2 stands on seat 0's link to seat 1: the link comes up again, but nothing seat 0's own page
 * sends reaches seat 1 until `leave()`. Returns the fresh challenge seat 1 sent on that link.
 */
function standIn(hub: MemoryHub, scheduler: VirtualScheduler): { challenge: Uint8Array; leave(): void } {
  const seen: string[] = [];
  let cut = true;
  const deliver = hub.deliver.bind(hub);
  hub.deliver = (f, t, data) => {
    const env = decode(data);
    if (f === 1 && t === 0 && env.ok && env.value.k === 'auth') seen.push(env.value.c);
    if (cut && f === 0 && t === 1) return;
    deliver(f, t, data);
  };
  hub.setLink(0, 1, false);
  hub.setLink(0, 1, true);
  return {
    challenge: Buffer.from(seen.at(-1)!, 'hex'),
    // Seat 0's page comes back on a new link (what was in flight on the old one is lost).
    leave: () => { cut = false; hub.setLink(0, 1, false); scheduler.after(50, () => hub.setLink(0, 1, true)); },
  };
}

describe('a guest speaking for another guest (3 seats)', () => {
  it('messages seat 2 forges in seat 0\'s name and relays are dropped, reported against the relayer, never blamed on seat 0', () => {
    const run = midMatch();
    const [, s1] = run.sessions as [Session, Session, Session];
    expect(s1.status.kind).toBe('playing');
    const before = s1.match!.chains[0]!.length;
    expect(before).toBeGreaterThan(1);
    const forged = [
      forgedForSeat0(s1, { t: 'move', move: 'resign' }), // the next seq, signed by the wrong key
      forgedForSeat0(s1, { t: 'move', move: 'resign' }, { seq: before - 1 }), // a used seq: would be an "equivocation" if it were signed by seat 0
      forgedForSeat0(s1, { t: 'move', move: 'resign' }, { seq: before + 3 }), // a gap
    ];
    for (const m of forged) {
      const r = s1.receive(2, encode({ k: 'msg', msg: m }));
      expect(r.ok).toBe(false);
      const last = s1.rejections.at(-1)!;
      expect(last.seat).toBe(2);
      expect(last.reason).toMatch(/relayed a message of seat 0 that cannot be used yet; dropped/);
      expect(s1.status.kind).toBe('playing');
    }
    expect(s1.match!.chains[0]!.length).toBe(before);
    run.scheduler.run();
    allValid(run.sessions);
    for (const s of run.sessions) expect(s.rejections.filter((r) => r.seat === 0)).toEqual([]);
  });

  it('on seat 0\'s link, seat 2 shows seat 0\'s hello but can answer the challenge only with its own key: the link is dropped, its messages never count', () => {
    const run = midMatch();
    const [s0, s1] = run.sessions as [Session, Session, Session];
    // Seat 2 takes seat 0's place on the link to seat 1 (seat 0's page is cut off from seat 1).
    const link = standIn(run.hub, run.scheduler);
    const c = link.challenge;
    const step = s1.match!.state.step;
    expect(s1.receive(0, encode({ k: 'hello', hello: s0.match!.setup.hellos[0]! })).ok).toBe(true);
    // Its own key, proving "seat 0 to seat 1": not seat 0's key.
    expect(s1.receive(0, encode({ k: 'proof', sig: signLinkProof(secretsOf(2).keys.secretKey, 0, 1, c) })).ok).toBe(false);
    expect(s1.rejections.at(-1)?.reason).toMatch(/without the key of its hello; the link was dropped/);
    // A message it forged for seat 0 on that unauthenticated link: dropped, not taken, not a stop.
    s1.receive(0, encode({ k: 'msg', msg: forgedForSeat0(s1, { t: 'move', move: 'resign' }) }));
    expect(s1.receive(0, encode({ k: 'stop', reason: 'seat 0 resigns' })).ok).toBe(false);
    expect(s1.notice).toBeNull();
    expect(s1.status.kind).toBe('playing');
    expect(s1.match!.state.step).toBe(step);
    link.leave();
    run.scheduler.run();
    run.scheduler.run();
    allValid(run.sessions);
  });

  it('a link proof is bound to who proves to whom: seat 2\'s valid proof "seat 2 to seat 1" does not open seat 0\'s link', () => {
    const run = midMatch();
    const [s0, s1] = run.sessions as [Session, Session, Session];
    const link = standIn(run.hub, run.scheduler);
    const c = link.challenge;
    s1.receive(0, encode({ k: 'hello', hello: s0.match!.setup.hellos[0]! }));
    // Even with seat 0's key this would not do: the proof names prover 2. (Here it is signed by seat 2, for seat 2.)
    expect(s1.receive(0, encode({ k: 'proof', sig: signLinkProof(secretsOf(2).keys.secretKey, 2, 1, c) })).ok).toBe(false);
    expect(s1.rejections.at(-1)?.reason).toMatch(/without the key of its hello/);
    // Seat 2's own hello over seat 0's link: refused as a hello that differs from the one agreed for seat 0.
    s1.receive(0, encode({ k: 'hello', hello: s1.match!.setup.hellos[2]! }));
    expect(s1.rejections.at(-1)?.reason).toMatch(/differs from the one agreed/);
    expect(s1.status.kind).toBe('playing');
    link.leave();
    run.scheduler.run();
    allValid(run.sessions);
  });

  it('control: the same twin signed by seat 0\'s own key is a proven equivocation, naming seat 0', () => {
    const run = midMatch();
    const [, s1] = run.sessions as [Session, Session, Session];
    const m = s1.match!;
    const chain = m.chains[0]!;
    const hellos = m.setup.hellos as readonly Hello[];
    const matchId = matchIdOf(hellos);
    // seat 0's own key, under a seq it already used with another body: a proven equivocation, naming seat 0.
    const last = chain[chain.length - 1]!;
    const signed = signMessage(matchId, { seat: 0, seq: last.seq, prev: last.prev, step: last.step, stateHash: last.stateHash, body: { t: 'move', move: 'resign' } }, secretsOf(0).keys.secretKey);
    s1.receive(2, encode({ k: 'msg', msg: signed }));
    const st = s1.status;
    expect(st.kind).toBe('stopped');
    if (st.kind === 'stopped') {
      expect(st.rejection.seat).toBe(0);
      expect(st.rejection.proof).toBeDefined();
    }
  });
});
