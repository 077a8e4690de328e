/**
 * Property: no message a peer can send crashes a session or changes what an honest seat holds,
 * unless it is a valid next message. 10,000+ generated messages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_WIRE_BYTES, decode, encode } from '../../src/net/codec.js';
import { decodeWatch } from '../../src/net/watch-codec.js';
import type { SignedMessage } from '../../src/protocol/wire/transcript.js';
import { fixtureRun, snapshot } from './harness.js';

const hex = (bytes: number) => fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** Valid-looking envelopes with random content, and mutations of a real message. */
function envelopes(real: SignedMessage) {
  const body = fc.oneof(
    fc.record({ t: fc.constant('move'), move: anyJson }),
    fc.record({ t: fc.constant('commit'), c: hex(32) }),
    fc.record({ t: fc.constant('reveal'), value: anyJson, salt: hex(32) }),
    fc.record({ t: fc.constant('beacon'), x: hex(32) }),
    fc.record({ t: fc.constant('secrets'), seed: hex(32) }),
    fc.record({ t: fc.constant('claim'), against: fc.integer({ min: -2, max: 20 }), reason: fc.string() }),
    fc.record({ t: fc.string(), x: anyJson }),
  );
  const msg = fc.record({
    seat: fc.oneof(fc.constant(1), fc.integer({ min: -3, max: 40 })),
    seq: fc.oneof(fc.constant(real.seq), fc.constant(real.seq + 1), fc.integer({ min: -1, max: 1e6 })),
    prev: fc.oneof(fc.constant(real.prev), hex(32), fc.string()),
    step: fc.oneof(fc.constant(real.step), fc.nat(200), fc.double()),
    stateHash: fc.oneof(fc.constant(real.stateHash), hex(32)),
    body,
    sig: fc.oneof(fc.constant(real.sig), hex(64), fc.string()),
  }, { requiredKeys: [] });
  const mutated = fc.tuple(fc.constantFrom(...(Object.keys(real) as (keyof SignedMessage)[])), anyJson)
    .map(([k, v]) => ({ ...real, [k]: v }));
  return fc.oneof(
    msg.map((m) => encode({ k: 'msg', msg: m as unknown as SignedMessage })),
    mutated.map((m) => encode({ k: 'msg', msg: m as unknown as SignedMessage })),
    fc.record({ k: fc.constantFrom('hello', 'msg', 'sync', 'stop', 'zzz'), hello: anyJson, msg: anyJson, have: anyJson }, { requiredKeys: ['k'] }).map((e) => JSON.stringify(e)),
    fc.string({ maxLength: 300 }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constant('x'.repeat(MAX_WIRE_BYTES + 1)),
    fc.constant(JSON.stringify({ k: 'msg', msg: { ...real, body: { t: 'move', move: 'y'.repeat(MAX_WIRE_BYTES) } } })),
    fc.constant(`{"k":"msg","msg":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    fc.constant('{"k":"msg","msg":{"__proto__":{"polluted":1}}}'),
  );
}

describe('the codecs at the boundary', () => {
  it('never throw, whatever the text: any code units (lone surrogates too), any length up to past the limits', () => {
    // Any UTF-16 code units, so lone surrogates too (fast-check's strings are well formed).
    const units = (max: number) => fc.array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd800, max: 0xdfff })), { minLength: 1, maxLength: max })
      .map((codes) => String.fromCharCode(...codes));
    const text = fc.oneof(units(200), fc.tuple(units(4), fc.integer({ min: 1, max: 30_000 })).map(([s, n]) => s.repeat(n))).chain((s) => fc.constantFrom(s, `{"k":"msg","msg":"${s}"}`, `{"k":"msgs","msgs":["${s}"]}`, `{"k":"stop","reason":"${s}"}`));
    fc.assert(fc.property(text, (data) => {
      expect(decode(data).ok === true || decode(data).ok === false).toBe(true);
      expect(typeof decodeWatch(data).ok).toBe('boolean');
    }), { numRuns: 400, seed: 7 });
  });
});

describe('fuzzing a live session', () => {
  it('10,000 generated messages: none crashes it, none changes the honest state', () => {
    const run = fixtureRun({ maxEvents: 50 });
    const s0 = run.sessions[0]!;
    const before = snapshot(s0);
    const real = s0.match!.chains[1]!.at(-1)!;
    let rejected = 0;
    fc.assert(fc.property(envelopes(real), (data) => {
      const r = s0.receive(1, data);
      if (!r.ok) {
        rejected++;
        expect(r.error.seat).toBe(1);
        expect(r.error.reason.length).toBeGreaterThan(5);
      }
      expect(snapshot(s0)).toEqual(before);
    }), { numRuns: 10_000, seed: 42 });
    // Exact resends of `real` are accepted as harmless duplicates; everything else is refused.
    expect(rejected).toBeGreaterThan(9_000);
    expect(({}) as Record<string, unknown>).not.toHaveProperty('polluted');
  });

  it('malformed messages are dropped and the match still finishes and verifies', () => {
    const run = fixtureRun({ maxEvents: 30 });
    const s0 = run.sessions[0]!;
    const junk = fc.sample(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), { numRuns: 2_000, seed: 5 });
    for (const j of junk) expect(s0.receive(1, j).ok).toBe(false);
    expect(s0.status.kind).toBe('playing');
    run.scheduler.run();
    for (const s of run.sessions) {
      expect(s.status.kind).toBe('over');
      if (s.status.kind === 'over') expect(s.status.verdict.status).toBe('valid');
    }
    // Every one counted; only the first hundred kept, so a flood cannot grow the log.
    expect(s0.rejectionLog.total).toBe(2_000);
    expect(s0.rejections.length).toBe(100);
  });
});
