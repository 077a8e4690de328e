/**
 * Impostors on the link (issue "Trust that holds against a cheater", item 4): nothing a link
 * carries counts until its far end answers a fresh challenge with the agreed seat's match key;
 * a hello that conflicts with the agreed one drops the link and never stops the match; a hello
 * of another match (another nonce) is refused.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { signHello, signLinkProof } from '../../src/protocol/wire/chain.js';
import type { Hello } from '../../src/protocol/wire/transcript.js';
import { keyPairFrom } from '../../src/crypto/sign.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { decode, encode } from '../../src/net/codec.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { MemoryHub } from '../../src/net/memory-transport.js';
import { VirtualScheduler } from '../../src/net/scheduler.js';
import { Session } from '../../src/net/session.js';
import { fixtureRun } from './harness.js';
import { secretsOf } from './forge.js';

/** The challenges seat `to` was sent by seat `from` (read off the wire). */
function challengesFrom(hub: MemoryHub, from: number, to: number): string[] {
  const seen: string[] = [];
  const deliver = hub.deliver.bind(hub);
  hub.deliver = (f, t, data) => {
    const env = decode(data);
    if (f === from && t === to && env.ok && env.value.k === 'auth') seen.push(env.value.c);
    deliver(f, t, data);
  };
  return seen;
}

const impostorHello = (real: Hello): Hello => {
  const { sig: _s, ...rest } = real;
  const key = keyPairFrom(new Uint8Array(32).fill(66));
  return signHello({ ...rest, key: toHex(key.publicKey), name: 'Mallory' }, key.secretKey);
};

describe('link authentication', () => {
  it('an impostor\'s own hello while the host is away drops that link; the match goes on and finishes', () => {
    const run = fixtureRun({ maxEvents: 40 });
    const [s0, s1] = run.sessions as [Session, Session];
    run.hub.setLink(0, 1, false);
    expect(s1.receive(0, encode({ k: 'hello', hello: impostorHello(s0.match!.setup.hellos[0]!) })).ok).toBe(false);
    expect(s1.status.kind).toBe('playing');
    expect(s1.rejections.at(-1)?.reason).toMatch(/differs from the one agreed for this match; the link was dropped/);
    run.hub.setLink(0, 1, true);
    run.scheduler.run();
    for (const s of run.sessions) expect(s.status.kind === 'over' && s.status.verdict.status).toBe('valid');
  });

  /** The real seat 0 goes away for good: its end of the hub is closed; whoever answers now is someone else. */
  const away = (hub: MemoryHub, seat: number) => (hub as unknown as { ends: { close(): void }[] }).ends[seat]!.close();

  it('an impostor replaying the agreed hello cannot answer the challenge: nothing it sends counts', () => {
    const run = fixtureRun({ maxEvents: 40 });
    const [s0, s1] = run.sessions as [Session, Session];
    const challenges = challengesFrom(run.hub, 1, 0);
    away(run.hub, 0);
    run.hub.setLink(0, 1, false);
    run.hub.setLink(0, 1, true);
    const c = challenges.at(-1)!;
    const before = s1.match!.state.step;
    expect(s1.receive(0, encode({ k: 'hello', hello: s0.match!.setup.hellos[0]! })).ok).toBe(true);
    const wrongKey = keyPairFrom(new Uint8Array(32).fill(5)).secretKey;
    expect(s1.receive(0, encode({ k: 'proof', sig: signLinkProof(wrongKey, 0, 1, Buffer.from(c, 'hex')) })).ok).toBe(false);
    expect(s1.rejections.at(-1)?.reason).toMatch(/without the key of its hello; the link was dropped/);
    // A stop notice or a sync on the unauthenticated link is dropped: no freeze, no resend.
    expect(s1.receive(0, encode({ k: 'stop', reason: 'host left' })).ok).toBe(false);
    expect(s1.notice).toBeNull();
    expect(s1.status.kind).toBe('playing');
    expect(s1.match!.state.step).toBe(before);
  });

  it('a proof is bound to its link: the answer to an earlier challenge does not open a new one', () => {
    const run = fixtureRun({ maxEvents: 40 });
    const [, s1] = run.sessions as [Session, Session];
    const proofs: string[] = [];
    const deliver = run.hub.deliver.bind(run.hub);
    run.hub.deliver = (f, t, data) => {
      const env = decode(data);
      if (f === 0 && env.ok && env.value.k === 'proof') proofs.push(env.value.sig);
      deliver(f, t, data);
    };
    run.hub.setLink(0, 1, false);
    run.hub.setLink(0, 1, true);
    run.scheduler.run(20);
    const recorded = proofs.at(-1)!;
    away(run.hub, 0);
    run.hub.setLink(0, 1, false);
    run.hub.setLink(0, 1, true);
    expect(s1.receive(0, encode({ k: 'proof', sig: recorded })).ok).toBe(false);
    expect(s1.rejections.at(-1)?.reason).toMatch(/without the key of its hello/);
  });

  it('a hello from an earlier match is refused, even from its own key holder: no match opens, nothing to claim', () => {
    const sch = new VirtualScheduler();
    const hub = new MemoryHub(sch);
    const host = new Session({
      game: fixtureGame, seat: 0, seats: 2, name: 'Host', options: { rounds: 2 }, transport: hub.endpoint(0),
      scheduler: sch, entropy: seededEntropy('new-host', 1), timeoutMs: 1_000, autoClaim: true,
    });
    hub.endpoint(1);
    const challenges = challengesFrom(hub, 0, 1);
    host.start();
    hub.connectAll();
    sch.run(5);
    // The guest of an earlier match (it holds that hello's key) replays its old hello.
    const earlier = fixtureRun({ maxEvents: 40, options: { rounds: 2 } });
    const old = earlier.sessions[1]!.match!.setup.hellos[1]!;
    host.receive(1, encode({ k: 'hello', hello: old }));
    host.receive(1, encode({ k: 'proof', sig: signLinkProof(secretsOf(1).keys.secretKey, 1, 0, Buffer.from(challenges.at(-1)!, 'hex')) }));
    sch.run(1_000);
    expect(host.match).toBeNull();
    expect(host.claimable).toEqual([]);
    const st = host.status;
    expect(st.kind).toBe('refused');
    if (st.kind === 'refused') expect(st.reason).toMatch(/a hello from another match/);
  });

  it('messages on a link that has not answered its challenge are dropped, not taken', () => {
    const run = fixtureRun({ maxEvents: 40 });
    const [, s1] = run.sessions as [Session, Session];
    const next = run.sessions[0]!.match!.chains[0]!.at(-1)!;
    run.hub.setLink(0, 1, false);
    run.hub.setLink(0, 1, true);
    run.hub.setLink(0, 1, false);
    expect(s1.receive(0, encode({ k: 'msg', msg: next })).ok).toBe(false);
    expect(s1.rejections.at(-1)?.reason).toMatch(/a msg message before the link was authenticated was dropped/);
  });
});
