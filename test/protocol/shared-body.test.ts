/**
 * The shared deck's message bodies (shuffle, share, audit) are checked by its own code
 * (src/protocol/shared-deck/shared-body.ts), which a match without a shared pile never loads: at the boundary
 * once it is loaded, and again where the shared deck uses a body (a stored or watched match may be
 * read before it loads). Before it loads they pass the boundary as JSON, and a match without a
 * shared pile refuses them by kind, naming the seat and the step.
 */
import { describe, expect, it, vi } from 'vitest';
import * as D from '../../src/crypto/deck.js';
import type { Seat } from '../../src/engine/game.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { parseHello, parseMessage } from '../../src/protocol/wire/parse.js';
import type { MachineState, MatchConfig } from '../../src/protocol/machine/lockstep.js';
import { sharedStep, takeAuditCall } from '../../src/protocol/shared-deck/shared-deck.js';
import type { Body, SignedMessage, Transcript } from '../../src/protocol/wire/transcript.js';
import { append, asFile, cut, signedNext } from './forge.js';
import { fixtureRun } from './harness.js';

const H32 = 'ab'.repeat(32);
const message = (body: unknown) => ({ seat: 1, seq: 3, prev: H32, step: 4, stateHash: H32, body, sig: 'cd'.repeat(64) });
const BAD: readonly [unknown, RegExp][] = [
  [{ t: 'shuffle', deck: [42] }, /message\.body\.deck: expected 1 to 100 ciphertexts/],
  [{ t: 'shuffle', deck: [] }, /message\.body\.deck: expected 1 to 100 ciphertexts/],
  [{ t: 'shuffle', deck: ['ab'.repeat(64)], ahead: [H32] }, /unexpected field "ahead"/],
  [{ t: 'shuffle', deck: ['ab'.repeat(64)], proof: 'AB' }, /message\.body\.proof: expected at most 16288 bytes of lowercase hex/],
  [{ t: 'shuffle', deck: ['ab'.repeat(64)], proof: 'ab'.repeat(16_289) }, /message\.body\.proof: expected at most 16288 bytes/],
  [{ t: 'shuffle', deck: ['ab'.repeat(64)], proof: 7 }, /message\.body\.proof: expected at most/],
  [{ t: 'share', T: 'zz', proof: 'ab'.repeat(64) }, /message\.body\.T: expected 32 bytes/],
  [{ t: 'audit', handle: 7, seed: H32 }, /message\.body\.handle: expected a string/],
  [{ t: 'audit', handle: '1:0', seed: H32, deck: { cards: ['a', 'a'], salt: H32 } }, /card ids must be distinct/],
];

describe('shared-deck bodies at the boundary', () => {
  it('with the shared deck loaded, a malformed shuffle, share or audit body is refused, naming the field', () => {
    for (const [body, why] of BAD) {
      const r = parseMessage(message(body));
      expect(r.ok, JSON.stringify(body)).toBe(false);
      if (!r.ok) expect(r.error).toMatch(why);
    }
    // Without a proof, or with one of any length up to the largest: left to the lockstep, which names the seat.
    expect(parseMessage(message({ t: 'shuffle', deck: ['ab'.repeat(64)] })).ok).toBe(true);
    expect(parseMessage(message({ t: 'shuffle', deck: ['ab'.repeat(64)], proof: 'ab'.repeat(D.proofBytes(1)) })).ok).toBe(true);
    expect(parseMessage(message({ t: 'shuffle', deck: ['ab'.repeat(64)], proof: 'ab'.repeat(D.proofBytes(100)) })).ok).toBe(true);
    expect(parseMessage(message({ t: 'share', T: H32, proof: 'ab'.repeat(64) })).ok).toBe(true);
  });

  it('before it loads, they pass as JSON only (left to the lockstep), and the hello\'s deck key is still parsed', async () => {
    vi.resetModules();
    const fresh = await import('../../src/protocol/wire/parse.js');
    const lazy = await import('../../src/protocol/shared-deck/shared-lazy.js');
    expect(lazy.loadedSharedDeck).toBeNull();
    for (const [body] of BAD) expect(fresh.parseMessage(message(body)).ok, JSON.stringify(body)).toBe(true);
    // Still JSON: what no canonical encoding takes is refused as before.
    const r = fresh.parseMessage(message({ t: 'shuffle', deck: [1.5] }));
    expect(r.ok).toBe(false);
    // Any other unknown type is refused as ever.
    expect(fresh.parseMessage(message({ t: 'shuffled' }))).toMatchObject({ ok: false, error: expect.stringMatching(/unknown message type "shuffled"/) });
    // The deck key in a hello is parsed without the shared deck's code (it tells that a match needs it).
    const hello = fixtureRun({ seed: 5, options: { rounds: 1, shared: true } }).transcript!.hellos[0]!;
    expect(fresh.parseHello(hello).ok).toBe(true);
    expect(fresh.parseHello({ ...hello, dkey: { pk: 'zz', pop: hello.dkey!.pop } })).toMatchObject({ ok: false, error: expect.stringMatching(/hello\.dkey\.pk: expected 32 bytes/) });
    expect(parseHello({ ...hello, dkey: { ...hello.dkey!, x: 1 } })).toMatchObject({ ok: false, error: expect.stringMatching(/hello\.dkey: unexpected field "x"/) });
    vi.resetModules();
  });

  it('in a match without a shared pile, one such message is refused by the lockstep, naming the seat and the step, the shared deck never loaded', async () => {
    const t = fixtureRun({ seed: 3, options: { rounds: 1 } }).transcript as Transcript;
    const at = t.chains[1]!.findIndex((m) => m.body.t === 'beacon' && m.step > 0);
    const orig = t.chains[1]![at]!;
    vi.resetModules();
    const { verifyMatch } = await import('../../src/protocol/verification/verify.js');
    const { GAMES } = await import('../../src/engine/games/index.js');
    const lazy = await import('../../src/protocol/shared-deck/shared-lazy.js');
    await (await import('../../src/crypto/lazy-noble.js')).loadNoble();
    for (const body of [{ t: 'shuffle', deck: [42] }, { t: 'share', T: 'zz' }, { t: 'shuffle', deck: ['ab'.repeat(64)] }] as unknown as Body[]) {
      const forged = signedNext(cut(t, 1, at), 1, orig.step, orig.stateHash, body, 3);
      const v = verifyMatch(asFile(append(cut(t, 1, at), forged)), GAMES);
      expect(v.blame, JSON.stringify(body)).toBe(1);
      expect(v.failure).toMatch(new RegExp(`step ${orig.step}.*expected a beacon message, got a ${body.t}`));
    }
    expect(lazy.loadedSharedDeck).toBeNull();
    vi.resetModules();
  });
});

describe('shared-deck bodies where the shared deck uses them (read before it loaded)', () => {
  const pile = { id: 'p', cards: ['a', 'b'], left: 0 };
  const ctx = { matchId: new Uint8Array(32), seats: 2, deckKeys: [], jointKey: '' };

  it('a malformed shuffle pass is refused, naming its seat', () => {
    const r = sharedStep(ctx, {}, [0, 0], { kind: 'shuffle', pile, add: ['a', 'b'] }, [{ seat: 0, body: { t: 'shuffle', deck: [42] } as unknown as Body }]);
    expect(r).toMatchObject({ ok: false, error: { seat: 0, reason: expect.stringMatching(/body\.deck: expected 1 to 100 ciphertexts/) } });
  });

  it('a malformed decryption share is refused, naming its seat', () => {
    const shared = { p: { deck: [D.openCipher('p', 'a')], round: 1, next: 0 } };
    const r = sharedStep(ctx, shared, [0, 0], { kind: 'flip', pile: { ...pile, left: 1 } }, [
      { seat: 0, body: { t: 'share', T: 'zz', proof: 'ab'.repeat(64) } },
    ]);
    expect(r).toMatchObject({ ok: false, error: { seat: 0, reason: expect.stringMatching(/body\.T: expected 32 bytes/) } });
  });

  it('a malformed audit call is refused, naming its seat and the step', () => {
    const call = { ...message({ t: 'audit', handle: 7, seed: 'x' }), seat: 1 } as unknown as SignedMessage;
    const cfg = { def: fixtureGame, seats: 2, jointKey: H32 } as unknown as MatchConfig;
    const s = { step: 4, phase: 'play' } as unknown as MachineState;
    const r = takeAuditCall({ cfg, state: s, events: [], head: (x: Seat) => (x === 1 ? call : undefined), consume: () => undefined, offState: () => null });
    expect(r).toMatchObject({ ok: false, error: { seat: 1, step: 4, reason: expect.stringMatching(/body\.handle: expected a string/) } });
  });
});
