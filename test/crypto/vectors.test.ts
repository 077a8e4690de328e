/**
 * Checks src/crypto against test/vectors/crypto.json (regenerate with `npx tsx scripts/gen-vectors.ts`)
 * and against external published vectors (FIPS 180-2, RFC 4231, RFC 8032) hard-coded below.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { type Bytes, fromHex, toHex, u32be, utf8 } from '../../src/crypto/bytes.js';
import { type Json, MAX_DEPTH, canonical, canonicalText, canonicalViewOf } from '../../src/crypto/canonical.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { certDigest, fingerprintOf } from '../../src/protocol/wire/identity.js';
import { TAG, hmacSha256, taggedHash } from '../../src/crypto/hash.js';
import { SALT_BYTES, commitment, deckCommitment, opens, seedCommitment } from '../../src/crypto/commit.js';
import { beaconFollows, buildChain, chainLength, chainTip, chainValue } from '../../src/crypto/beacon.js';
import { ByteStream, shuffle, uniformInt } from '../../src/crypto/stream.js';
import { drawIndex, drawSeed, publicSeed } from '../../src/crypto/derive.js';
import { keyPairFrom, sign, verify } from '../../src/crypto/sign.js';
import { helloSignatureValid, linkHash, linkProofValid, matchIdOf, messageSignatureValid, signHello, signLinkProof, signMessage } from '../../src/protocol/wire/chain.js';
import type { Hello, SignedMessage } from '../../src/protocol/wire/transcript.js';

const V: any = JSON.parse(readFileSync(new URL('../vectors/crypto.json', import.meta.url), 'utf8'));
const h = (s: string): Bytes => fromHex(s);
const hs = (a: readonly string[]): Bytes[] => a.map(h);
/** The taggedHash preimage, written again from the rule in hash.ts (independent of src). */
const preimage = (tag: string, parts: readonly Bytes[]): string =>
  [utf8(tag), ...parts].map((p) => toHex(u32be(p.length)) + toHex(p)).join('');
/** it.each rows: a label and the vector. */
const rows = (list: any[], label: (v: any, i: number) => string | number): [string, any][] => list.map((v, i) => [String(label(v, i)), v]);
class CountingStream extends ByteStream {
  read = 0;
  override byte(): number { this.read++; return super.byte(); }
}

/** How each non-JSON refusal input is built (names must match scripts/gen-vectors.ts). */
const SPECIALS: Record<string, () => unknown> = {
  'NaN': () => NaN, 'Infinity': () => Infinity, '-Infinity': () => -Infinity, 'undefined': () => undefined,
  'object-with-undefined-field': () => ({ a: 1, b: undefined }), 'nested-undefined-field': () => ({ x: [{ y: undefined }] }),
  'array-with-undefined': () => [1, undefined], 'array-with-hole': () => { const a: unknown[] = []; a[1] = 1; return a; },
  'bigint': () => 1n, 'function': () => () => 0, 'symbol': () => Symbol('s'), 'date': () => new Date(0),
  'map': () => new Map(), 'class-instance': () => new (class P { a = 1; })(), 'float-field': () => ({ a: 0.5 }),
};

describe('vector file', () => {
  it('is documented and covers every section', () => {
    expect(typeof V.about).toBe('string');
    expect(V.tags).toEqual(TAG);
    for (const k of ['canonical', 'tagged_hash', 'commitment', 'beacon', 'stream', 'derive', 'ed25519', 'chain', 'identity']) {
      expect(typeof V[k].about, k).toBe('string');
    }
    expect(V.canonical.max_depth).toBe(MAX_DEPTH);
    expect(V.canonical.accept.length).toBeGreaterThanOrEqual(25);
    expect(V.canonical.refuse.length).toBeGreaterThanOrEqual(25);
    expect(V.tagged_hash.vectors.length).toBeGreaterThanOrEqual(12);
    expect(V.commitment.salt_bytes).toBe(SALT_BYTES);
    expect(V.beacon.chains.every((c: any) => c.values_hex.length === 9)).toBe(true);
    expect(V.stream.uniform_int.map((u: any) => u.n)).toEqual(expect.arrayContaining([1, 2, 3, 6, 52, 2 ** 31 + 1, 2 ** 32]));
    expect(V.chain.hellos).toHaveLength(2);
  });
});

describe('canonical vectors', () => {
  it.each(rows(V.canonical.accept, (v) => v.name))('accepts: %s', (_n, v) => {
    const value = JSON.parse(v.input_json_text);
    expect(canonicalText(value)).toEqual({ ok: true, value: v.canonical_text });
    expect(toHex(canonical(value))).toBe(v.canonical_utf8_hex);
    expect(toHex(utf8(v.canonical_text))).toBe(v.canonical_utf8_hex);
  });
  it.each(rows(V.canonical.refuse, (v) => v.name ?? v.special))('refuses: %s', (_n, v) => {
    const make = v.special === undefined ? () => JSON.parse(v.input_json_text) : SPECIALS[v.special];
    expect(make, `unknown special ${v.special}`).toBeTypeOf('function');
    expect(canonicalText(make!()).ok).toBe(false);
    expect(() => canonical(make!() as Json)).toThrow(TypeError);
  });
  it('knows every special input', () => {
    const names = V.canonical.refuse.filter((v: any) => v.special !== undefined).map((v: any) => v.special);
    expect(names.sort()).toEqual(Object.keys(SPECIALS).sort());
  });
});

describe('taggedHash vectors', () => {
  it.each(rows(V.tagged_hash.vectors, (v) => v.name))('%s', (_n, v) => {
    const parts = hs(v.parts_hex);
    expect(preimage(v.tag, parts)).toBe(v.preimage_hex);
    expect(toHex(sha256(h(v.preimage_hex)))).toBe(v.hash_hex);
    expect(toHex(taggedHash(v.tag, ...parts))).toBe(v.hash_hex);
  });
});

describe('commitment vectors', () => {
  it.each(rows(V.commitment.vectors, (v) => v.name))('%s', (_n, v) => {
    const ctx = { matchId: h(v.match_id_hex), seat: v.seat, step: v.step, slot: v.slot };
    expect(v.tag).toBe(TAG.commit);
    expect(canonicalText(v.value)).toEqual({ ok: true, value: v.value_canonical_text });
    expect(v.parts_hex).toEqual([v.match_id_hex, toHex(u32be(v.seat)), toHex(u32be(v.step)), toHex(utf8(v.slot)), v.salt_hex, toHex(utf8(v.value_canonical_text))]);
    expect(toHex(taggedHash(v.tag, ...hs(v.parts_hex)))).toBe(v.commitment_hex);
    expect(toHex(commitment(ctx, h(v.salt_hex), v.value))).toBe(v.commitment_hex);
    expect(opens(ctx, h(v.commitment_hex), h(v.salt_hex), v.value)).toBe(true);
  });
  it('seed commitments', () => {
    for (const v of V.commitment.seed_commitment) {
      expect(toHex(seedCommitment(h(v.seed_hex)))).toBe(v.commitment_hex);
      expect(toHex(taggedHash(v.tag, h(v.seed_hex)))).toBe(v.commitment_hex);
    }
  });
});

describe('beacon vectors', () => {
  it.each(rows(V.beacon.chains, (_c, i) => i))('chain %s', (_i, c) => {
    const chain = buildChain(h(c.end_hex), c.length);
    expect(chain.values.map(toHex)).toEqual(c.values_hex);
    expect(toHex(chainTip(chain))).toBe(c.tip_hex);
    expect(c.values_hex[0]).toBe(c.tip_hex);
    expect(c.values_hex[c.length]).toBe(c.end_hex);
    expect(chainLength(chain)).toBe(c.length);
    for (let k = 1; k <= c.length; k++) {
      expect(toHex(chainValue(chain, k)!)).toBe(c.values_hex[k]);
      expect(toHex(taggedHash(TAG.beacon, h(c.values_hex[k])))).toBe(c.values_hex[k - 1]);
      expect(beaconFollows(h(c.values_hex[k]), h(c.values_hex[k - 1]))).toBe(true);
    }
  });
});

describe('stream vectors', () => {
  it('bytes', () => {
    for (const v of V.stream.bytes) {
      const s = new ByteStream(h(v.seed_hex));
      expect(toHex(Uint8Array.from({ length: 80 }, () => s.byte()))).toBe(v.first_80_bytes_hex);
      v.blocks_hex.forEach((b: string, i: number) => expect(toHex(taggedHash(v.tag, h(v.seed_hex), u32be(i)))).toBe(b));
      expect(v.blocks_hex.join('').slice(0, 160)).toBe(v.first_80_bytes_hex);
    }
  });
  it.each(rows(V.stream.uniform_int, (v) => v.n))('uniformInt n=%s', (_n, v) => {
    const s = new CountingStream(h(v.seed_hex));
    expect(Array.from({ length: v.count }, () => uniformInt(s, v.n))).toEqual(v.values);
    expect(s.read).toBe(v.bytes_consumed);
    const w = new ByteStream(h(v.seed_hex));
    expect(Array.from({ length: v.bytes_consumed / 4 }, () => w.u32())).toEqual(v.u32_read);
    // The accepted words, reduced mod n, are exactly the values (rejection rule written out).
    if (v.n > 1) {
      expect(v.limit).toBe(2 ** 32 - (2 ** 32 % v.n));
      const accepted = v.u32_read.filter((x: number) => x < v.limit);
      expect(accepted.map((x: number) => x % v.n)).toEqual(v.values);
      expect(v.u32_read.length - accepted.length).toBe(v.rejected);
    }
  });
  it('mixed reads on one stream', () => {
    const s = new ByteStream(h(V.stream.mixed.seed_hex));
    const got = V.stream.mixed.ops.map((o: any) => (o.op === 'byte' ? s.byte() : o.op === 'u32' ? s.u32() : uniformInt(s, o.n)));
    expect(got).toEqual(V.stream.mixed.results);
  });
  it.each(rows(V.stream.shuffle, (v) => v.name))('shuffle: %s', (_n, v) => {
    const s = new CountingStream(h(v.seed_hex));
    expect(shuffle(s, v.items)).toEqual(v.result);
    expect(s.read).toBe(v.bytes_consumed);
    const a = [...v.items];
    const js = new ByteStream(h(v.seed_hex));
    for (const { i, j } of v.swaps) {
      expect(uniformInt(js, i + 1)).toBe(j);
      [a[i], a[j]] = [a[j], a[i]];
    }
    expect(a).toEqual(v.result);
  });
});

describe('derive vectors', () => {
  it('publicSeed', () => {
    for (const v of V.derive.public_seed) {
      const parts = [h(v.match_id_hex), u32be(v.k), ...hs(v.beacons_hex)];
      expect(toHex(publicSeed(h(v.match_id_hex), v.k, hs(v.beacons_hex)))).toBe(v.seed_hex);
      expect(toHex(taggedHash(v.tag, ...parts))).toBe(v.seed_hex);
    }
  });
  it.each(rows(V.derive.draw, (v) => `seat ${v.seat} d ${v.d}`))('draw %s', (_n, v) => {
    const [mid, ps, bs] = [h(v.match_id_hex), h(v.private_seed_hex), hs(v.beacons_hex)];
    expect(toHex(hmacSha256(ps, u32be(v.d)))).toBe(v.hmac_hex);
    expect(toHex(taggedHash(v.tag, mid, u32be(v.seat), u32be(v.d), h(v.hmac_hex), ...bs))).toBe(v.draw_seed_hex);
    expect(toHex(drawSeed(mid, v.seat, v.d, ps, bs))).toBe(v.draw_seed_hex);
    for (const { remaining, index } of v.indices) {
      expect(drawIndex(mid, v.seat, v.d, ps, bs, remaining)).toBe(index);
      expect(uniformInt(new ByteStream(h(v.draw_seed_hex)), remaining)).toBe(index);
    }
  });
});

describe('ed25519 vectors', () => {
  it.each(rows(V.ed25519.vectors, (_v, i) => i))('vector %s', (_i, v) => {
    const kp = keyPairFrom(h(v.secret_hex));
    expect(toHex(kp.publicKey)).toBe(v.public_hex);
    const digest = taggedHash(v.message.tag, ...hs(v.message.parts_hex));
    expect(toHex(digest)).toBe(v.message.digest_hex);
    expect(toHex(sign(digest, kp.secretKey))).toBe(v.signature_hex);
    expect(verify(h(v.signature_hex), digest, kp.publicKey)).toBe(true);
  });
  it.each(rows(V.ed25519.verify, (v) => v.name))('verify: %s', (_n, v) => {
    expect(verify(h(v.signature_hex), h(v.message_hex), h(v.public_hex))).toBe(v.valid);
  });
  it('include cases only a strict verifier refuses', () => {
    expect(V.ed25519.verify.filter((v: any) => !v.valid && v.valid_under_zip215_informative).length).toBeGreaterThanOrEqual(2);
  });
});

describe('chain example', () => {
  const C = V.chain;
  it('seats', () => {
    for (const s of C.seats) {
      expect(toHex(keyPairFrom(h(s.key_secret_hex)).publicKey)).toBe(s.key_public_hex);
      expect(buildChain(h(s.beacon_end_hex), s.beacon_chain_length).values.map(toHex)).toEqual(s.beacon_values_hex);
      expect(toHex(seedCommitment(h(s.private_seed_hex)))).toBe(s.seed_commitment_hex);
    }
  });
  it('hellos and match id', () => {
    C.hellos.forEach((hv: any, i: number) => {
      const seat = C.seats[i];
      expect(hv.unsigned).toMatchObject({ seat: i, key: seat.key_public_hex, beacon: seat.beacon_values_hex[0], seed: seat.seed_commitment_hex });
      expect(canonicalText(hv.unsigned)).toEqual({ ok: true, value: hv.unsigned_canonical_text });
      expect(toHex(taggedHash(TAG.hello, utf8(hv.unsigned_canonical_text)))).toBe(hv.digest_hex);
      const signed = signHello(hv.unsigned, h(seat.key_secret_hex));
      expect(signed).toEqual(hv.signed);
      expect(signed.sig).toBe(hv.sig_hex);
      expect(canonicalText(signed)).toEqual({ ok: true, value: hv.signed_canonical_text });
      expect(verify(h(hv.sig_hex), h(hv.digest_hex), h(seat.key_public_hex))).toBe(true);
      expect(helloSignatureValid(hv.signed as Hello)).toBe(true);
    });
    const hellos = C.hellos.map((x: any) => x.signed as Hello);
    expect(toHex(matchIdOf(hellos))).toBe(C.match_id_hex);
    expect(toHex(taggedHash(TAG.match, ...C.hellos.map((x: any) => utf8(x.signed_canonical_text))))).toBe(C.match_id_hex);
    const x1 = C.seats.map((s: any) => h(s.beacon_values_hex[1]));
    expect(toHex(publicSeed(h(C.match_id_hex), 0, x1))).toBe(C.public_seed_k0_hex);
  });
  it('signed, hash-linked messages', () => {
    const matchId = h(C.match_id_hex);
    const last: Record<number, string> = {};
    for (const mv of C.messages) {
      const m = mv.unsigned;
      const key = C.seats[m.seat];
      expect(m.prev).toBe(last[m.seat] ?? C.match_id_hex);
      expect(canonicalText(m)).toEqual({ ok: true, value: mv.unsigned_canonical_text });
      expect(toHex(taggedHash(TAG.msg, matchId, utf8(mv.unsigned_canonical_text)))).toBe(mv.digest_hex);
      const signed = signMessage(matchId, m, h(key.key_secret_hex));
      expect(signed).toEqual(mv.signed);
      expect(signed.sig).toBe(mv.sig_hex);
      expect(verify(h(mv.sig_hex), h(mv.digest_hex), h(key.key_public_hex))).toBe(true);
      expect(messageSignatureValid(matchId, mv.signed as SignedMessage, h(key.key_public_hex))).toBe(true);
      expect(linkHash(mv.signed, 2)).toBe(mv.link_hash_hex);
      // Protocol 3 links leave the signature out: the hash of the unsigned message.
      expect(linkHash(mv.signed, 3)).toBe(toHex(taggedHash(TAG.link, canonical(mv.unsigned))));
      expect(toHex(taggedHash(TAG.link, canonical(mv.signed)))).toBe(mv.link_hash_hex);
      last[m.seat] = mv.link_hash_hex;
    }
    const commit = C.messages.find((x: any) => x.unsigned.body.t === 'commit').unsigned;
    const reveal = C.messages.find((x: any) => x.unsigned.body.t === 'reveal').unsigned;
    const ctx = { matchId, seat: commit.seat, step: commit.step, slot: 'play' };
    expect(opens(ctx, h(commit.body.c), h(reveal.body.salt), reveal.body.value)).toBe(true);
  });
  it('a link-authentication proof', () => {
    const p = C.link_proof;
    const key = C.seats[p.prover];
    const challenge = h(p.challenge_hex);
    expect(toHex(taggedHash(TAG.auth, canonical({ prover: p.prover, verifier: p.verifier }), challenge))).toBe(p.digest_hex);
    expect(signLinkProof(h(key.key_secret_hex), p.prover, p.verifier, challenge)).toBe(p.sig_hex);
    expect(linkProofValid(h(key.key_public_hex), p.sig_hex, p.prover, p.verifier, challenge)).toBe(true);
    // Bound to who proves to whom: reflected, it does not verify.
    expect(linkProofValid(h(key.key_public_hex), p.sig_hex, p.verifier, p.prover, challenge)).toBe(false);
  });
});

describe('identity certificate', () => {
  const I = V.identity;
  it('the certificate digest, its signature and the fingerprints are reproduced', () => {
    expect(toHex(ed25519.getPublicKey(fromHex(I.secret_hex)))).toBe(I.pk_hex);
    expect(new TextDecoder().decode(canonicalViewOf(I.terms))).toBe(I.canonical_text);
    const digest = certDigest(I.terms);
    expect(toHex(digest)).toBe(I.digest_hex);
    expect(toHex(ed25519.sign(digest, fromHex(I.secret_hex)))).toBe(I.cert_hex);
    expect(ed25519.verify(fromHex(I.cert_hex), digest, fromHex(I.pk_hex))).toBe(true);
    expect(I.fingerprints.map((f: any) => fingerprintOf(f.pk_hex))).toEqual(I.fingerprints.map((f: any) => f.fingerprint));
    expect(I.fingerprints[0].fingerprint).toBe('8e83 a8db c920 56ca e31c');
  });
});

describe('deck list commitments', () => {
  it('match the vectors', () => {
    for (const d of V.commitment.deck_commitment) {
      expect(new TextDecoder().decode(canonical([...d.cards].sort()))).toBe(d.sorted_canonical_text);
      expect(toHex(deckCommitment(h(d.salt_hex), d.cards))).toBe(d.commitment_hex);
      expect(toHex(taggedHash(TAG.deck, h(d.salt_hex), utf8(d.sorted_canonical_text)))).toBe(d.commitment_hex);
    }
  });
});

describe('external published vectors', () => {
  it('SHA-256("abc") and SHA-256("") (FIPS 180-2)', () => {
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
  it('HMAC-SHA-256, RFC 4231 test cases 1 and 2', () => {
    expect(toHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There'))))
      .toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?'))))
      .toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
  const RFC8032 = [
    ['9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', '',
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'],
    ['4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb', '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c', '72',
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00'],
    ['c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7', 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025', 'af82',
      '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a'],
  ] as const;
  it.each(RFC8032.map((t, i) => [i + 1, ...t]))('Ed25519, RFC 8032 §7.1 test %i', (_i, sk, pk, msg, sig) => {
    const kp = keyPairFrom(h(sk));
    expect(toHex(kp.publicKey)).toBe(pk);
    expect(toHex(sign(h(msg), kp.secretKey))).toBe(sig);
    expect(verify(h(sig), h(msg), h(pk))).toBe(true);
  });
});
