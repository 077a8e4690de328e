/** Hello and message signatures, match id and link hashes: each binds what it should. */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { helloSignatureValid, linkHash, linkOf, matchIdOf, messageDigestOf, messageSignatureValid, signHello, signMessage, signingDigestOf, withSig } from '../../src/protocol/wire/chain.js';
import { keyPairFrom } from '../../src/crypto/sign.js';
import type { Hello, SignedMessage } from '../../src/protocol/wire/transcript.js';
import { testSeed } from './helpers.js';

const keys = [0, 1].map((i) => keyPairFrom(testSeed('chain-key', i)));
const hex32 = (label: string, i: number) => toHex(testSeed(label, i));
const hellos: Hello[] = keys.map((k, seat) => signHello({
  v: 1, build: 'test', game: 'fixture', options: { rounds: 2 }, seat, seats: 2, name: `seat ${seat}`,
  key: toHex(k.publicKey), beacon: hex32('tip', seat), seed: hex32('seed', seat),
}, k.secretKey));
const matchId = matchIdOf(hellos);
const m0 = signMessage(matchId, {
  seat: 0, seq: 0, prev: toHex(matchId), step: 0, stateHash: hex32('state', 0), body: { t: 'beacon', x: hex32('x', 0) },
}, keys[0]!.secretKey);

describe('hellos', () => {
  it('verify as signed and fail when any field changes', () => {
    for (const h of hellos) expect(helloSignatureValid(h)).toBe(true);
    const h = hellos[0]!;
    const changed: Hello[] = [
      { ...h, name: 'seat 9' }, { ...h, seat: 1 }, { ...h, options: { rounds: 3 } }, { ...h, beacon: hex32('tip', 5) },
      { ...h, seed: hex32('seed', 5) }, { ...h, key: hellos[1]!.key }, { ...h, sig: hellos[1]!.sig },
    ];
    for (const c of changed) expect(helloSignatureValid(c)).toBe(false);
  });

  it('give a match id that depends on every hello and their order', () => {
    const id = toHex(matchId);
    expect(toHex(matchIdOf([hellos[1]!, hellos[0]!]))).not.toBe(id);
    expect(toHex(matchIdOf([hellos[0]!]))).not.toBe(id);
    expect(toHex(matchIdOf([{ ...hellos[0]!, name: 'x' }, hellos[1]!]))).not.toBe(id);
  });
});

describe('messages', () => {
  it('verify under the sender key and this match only', () => {
    expect(messageSignatureValid(matchId, m0, keys[0]!.publicKey)).toBe(true);
    expect(messageSignatureValid(matchId, m0, keys[1]!.publicKey)).toBe(false);
    expect(messageSignatureValid(testSeed('other-match', 0), m0, keys[0]!.publicKey)).toBe(false);
  });

  it('fail when any field changes', () => {
    const changed: SignedMessage[] = [
      { ...m0, seat: 1 }, { ...m0, seq: 1 }, { ...m0, prev: hex32('prev', 1) }, { ...m0, step: 1 },
      { ...m0, stateHash: hex32('state', 1) }, { ...m0, body: { t: 'beacon', x: hex32('x', 1) } },
      { ...m0, body: { t: 'beacon', x: m0.body.t === 'beacon' ? m0.body.x : '', extend: hex32('y', 0) } },
    ];
    for (const c of changed) expect(messageSignatureValid(matchId, c, keys[0]!.publicKey)).toBe(false);
  });

  it('protocol 1–2 link hashes cover the signature and every field', () => {
    const l = linkHash(m0, 2);
    expect(l).toMatch(/^[0-9a-f]{64}$/);
    const unsigned = Object.fromEntries(Object.entries(m0).filter(([k]) => k !== 'sig')) as Omit<SignedMessage, 'sig'>;
    const resigned = signMessage(testSeed('other-match', 0), unsigned, keys[0]!.secretKey);
    expect(resigned.sig).not.toBe(m0.sig);
    expect(linkHash({ ...m0, sig: resigned.sig }, 2)).not.toBe(l);
    expect(linkHash({ ...m0, seq: 1 }, 2)).not.toBe(l);
    expect(linkHash({ ...m0 }, 2)).toBe(l);
  });

  it('protocol 3 link hashes cover every field but the signature', () => {
    const l = linkHash(m0, 3);
    expect(l).not.toBe(linkHash(m0, 2));
    expect(linkHash({ ...m0, sig: '' }, 3)).toBe(l);
    expect(linkHash({ ...m0, sig: 'ab'.repeat(64) }, 3)).toBe(l);
    for (const change of [{ seq: 1 }, { step: 9 }, { prev: '00'.repeat(32) }, { stateHash: '11'.repeat(32) }, { body: { t: 'move', move: 2 } }]) {
      expect(linkHash({ ...m0, ...change } as SignedMessage, 3)).not.toBe(l);
    }
  });

  it('a message signed here gets the same digest, and the link it remembers is the one computed afresh', () => {
    for (const body of [{ t: 'move', move: { buy: 'c1' } }, { t: 'beacon', x: hex32('x', 3), ahead: [hex32('x', 4)] }] as const) {
      const draft = { seat: 1, seq: 4, prev: hex32('prev', 1), step: 17, stateHash: '', body };
      const copy = structuredClone(draft);
      expect(toHex(signingDigestOf(matchId, draft))).toBe(toHex(messageDigestOf(matchId, copy)));
      const signed = withSig(draft, 'cd'.repeat(64));
      // The remembered link (kept through withSig) against a structurally equal copy that has none.
      expect(linkOf(signed, 3)).toBe(linkOf({ ...copy, sig: '' } as SignedMessage, 3));
      expect(linkOf(signed, 3)).not.toBe(linkOf({ ...copy, seq: 5, sig: '' } as SignedMessage, 3));
    }
  });
});
