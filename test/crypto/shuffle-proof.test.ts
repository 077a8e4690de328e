/**
 * The proof of shuffle (src/crypto/shuffle-proof.ts): an honest pass checks; every change to the
 * statement, the pass or the proof is refused; the attack that motivated it (a victim's first
 * components reused with shifted second components) and a fresh encryption of a known card are
 * refused; hostile encodings give a reason and never throw.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromHex, toHex } from '../../src/crypto/bytes.js';
import * as D from '../../src/crypto/deck.js';
import type { ShuffleStatement } from '../../src/crypto/shuffle-proof.js';
import { testSeed } from './helpers.js';

type Point = InstanceType<typeof D.Point>;
const PK = D.jointKey(D.publicOf(1234567n).add(D.publicOf(7654321n)).toHex());
const ctx = D.shuffleContext(testSeed('match', 0), 'stack', 0);
const cards = (n: number) => Array.from({ length: n }, (_, i) => D.openCipher('stack', `c${(i % 12) + 1}`));

/** An honest second pass (the input already re-encrypted once, as every pass after the first sees it). */
function honest(n: number, i: number, seat = 1, pass = 1) {
  const input = D.shuffleDeck(cards(n), PK, testSeed('first', i));
  const seed = testSeed('pass', i);
  const { deck, proof } = D.shuffleWithProof(input, PK, seed, ctx, seat, pass);
  const st: ShuffleStatement = { ctx, seat, pass, pk: PK, input, output: deck };
  return { st, proof, seed, w: D.shuffleSecrets(seed, n) };
}
const reenc = (h: string, r: bigint): string => {
  const c = D.cipherFrom(h)!;
  return c.a.add(D.G.multiply(r)).toHex() + c.b.add(PK.multiply(r)).toHex();
};
const sizeArb = fc.integer({ min: 2, max: 7 });
const caseArb = fc.tuple(sizeArb, fc.nat(1_000_000));
const RUNS = { numRuns: 25 };

describe('proof of shuffle', () => {
  it('an honest pass checks, and the proof is deterministic and canonical', () => {
    fc.assert(fc.property(caseArb, ([n, i]) => {
      const h = honest(n, i);
      expect(h.proof).toHaveLength(2 * D.proofBytes(n));
      expect(D.shuffleProven(h.st, h.proof)).toBeNull();
      expect(D.shuffleWithProof(h.st.input, PK, h.seed, ctx, 1, 1).proof).toBe(h.proof);
    }), RUNS);
  });

  it('a 60-card pass (the first one, from face-up cards) checks', () => {
    const input = cards(60);
    const { deck, proof } = D.shuffleWithProof(input, PK, testSeed('sixty', 0), ctx, 0, 0);
    expect(D.shuffleProven({ ctx, seat: 0, pass: 0, pk: PK, input, output: deck }, proof)).toBeNull();
    expect(D.shuffleProven({ ctx, seat: 0, pass: 0, pk: PK, input, output: [...deck.slice(1), deck[0]!] }, proof)).not.toBeNull();
  });

  it('a changed output ciphertext, or two outputs swapped, is refused', () => {
    fc.assert(fc.property(caseArb, fc.nat(), fc.bigInt({ min: 1n, max: D.L - 1n }), ([n, i], k0, r) => {
      const h = honest(n, i);
      const k = k0 % n;
      const changed = h.st.output.map((c, j) => (j === k ? reenc(c, r) : c));
      expect(D.shuffleProven({ ...h.st, output: changed }, h.proof)).not.toBeNull();
      const swapped = [...h.st.output];
      [swapped[k], swapped[(k + 1) % n]] = [swapped[(k + 1) % n]!, swapped[k]!];
      expect(D.shuffleProven({ ...h.st, output: swapped }, h.proof)).not.toBeNull();
    }), RUNS);
  });

  it('a proof made with a changed permutation or re-randomizer is refused', () => {
    fc.assert(fc.property(caseArb, fc.nat(), ([n, i], k0) => {
      const h = honest(n, i);
      const k = k0 % n;
      const r = h.w.r.map((x, j) => (j === k ? D.add(x, 1n) : x));
      expect(D.shuffleProven(h.st, D.proveShuffle(h.st, { perm: h.w.perm, r }, h.seed))).not.toBeNull();
      const perm = [...h.w.perm];
      [perm[k], perm[(k + 1) % n]] = [perm[(k + 1) % n]!, perm[k]!];
      expect(D.shuffleProven(h.st, D.proveShuffle(h.st, { perm, r: h.w.r }, h.seed))).not.toBeNull();
    }), RUNS);
  });

  it('the proof is bound to ctx, seat, pass index, joint key and input', () => {
    fc.assert(fc.property(caseArb, ([n, i]) => {
      const h = honest(n, i);
      const refused = (st: ShuffleStatement) => expect(D.shuffleProven(st, h.proof)).not.toBeNull();
      refused({ ...h.st, ctx: D.shuffleContext(testSeed('match', 0), 'stack', 1) });
      refused({ ...h.st, ctx: D.shuffleContext(testSeed('match', 1), 'stack', 0) });
      refused({ ...h.st, ctx: D.shuffleContext(testSeed('match', 0), 'other', 0) });
      refused({ ...h.st, seat: 0 });
      refused({ ...h.st, pass: 2 });
      refused({ ...h.st, pk: PK.add(D.G) });
      refused({ ...h.st, input: [reenc(h.st.input[0]!, 5n), ...h.st.input.slice(1)] });
      refused({ ...h.st, input: [...h.st.input.slice(1), h.st.input[0]!] });
    }), RUNS);
  });

  it('any changed element of the proof is refused: another canonical point or scalar, or a flipped byte', () => {
    fc.assert(fc.property(caseArb, fc.nat(), fc.nat(), ([n, i], e0, byte) => {
      const h = honest(n, i);
      const elements = 5 * n + 9;
      const e = e0 % elements;
      const isPoint = e < 3 * n + 5;
      const other = isPoint ? D.G.multiply(BigInt(e + 2)).toHex() : toHex(D.scalarBytes(BigInt(e + 2)));
      const swapped = h.proof.slice(0, 64 * e) + other + h.proof.slice(64 * e + 64);
      expect(swapped).not.toBe(h.proof);
      expect(D.shuffleProven(h.st, swapped)).not.toBeNull();
      const b = fromHex(h.proof);
      const at = byte % b.length;
      b[at] = b[at]! ^ (1 << (byte % 8));
      expect(D.shuffleProven(h.st, toHex(b))).not.toBeNull();
    }), RUNS);
  });

  it("THE ATTACK: a victim's first components reused with shifted second components pass the old check, would open the victim's cards, and are refused", () => {
    const x = [1234567n, 7654321n];
    const h = honest(8, 3, 1, 1);
    // The attacker (seat 1) is dealt positions 4…7, the victim (seat 0) positions 0…3.
    const out = [...h.st.output];
    for (let k = 0; k < 4; k++) {
      const v = D.cipherFrom(out[k]!)!;
      out[4 + k] = v.a.toHex() + v.b.add(D.G.multiply(BigInt(k + 1))).toHex();
    }
    expect(D.shuffleFault(out, 8)).toBeNull();
    // What the old check let through: the victim's share for the attacker's card 4 + k opens the victim's card k.
    const table = D.cardTable('stack', Array.from({ length: 8 }, (_, i) => `c${(i % 12) + 1}`));
    for (let k = 0; k < 4; k++) {
      const mine = D.cipherFrom(out[4 + k]!)!;
      const victimShare = mine.a.multiply(x[0]!);
      const opened = D.decrypt(mine, [victimShare, mine.a.multiply(x[1]!)]).subtract(D.G.multiply(BigInt(k + 1)));
      const truth = D.decrypt(D.cipherFrom(out[k]!)!, [D.cipherFrom(out[k]!)!.a.multiply(x[0]!), D.cipherFrom(out[k]!)!.a.multiply(x[1]!)]);
      expect(opened.equals(truth)).toBe(true);
      expect(table.get(opened.toHex())).toBeDefined();
    }
    const st = { ...h.st, output: out };
    expect(D.shuffleProven(st, h.proof)).toMatch(/does not check out/);
    // Nor can the attacker prove it with what it knows (its permutation and re-randomizers).
    expect(D.shuffleProven(st, D.proveShuffle(st, h.w, h.seed))).toMatch(/does not check out/);
  });

  it('a fresh encryption of a known card in place of one output is refused', () => {
    fc.assert(fc.property(caseArb, fc.nat(), fc.bigInt({ min: 1n, max: D.L - 1n }), ([n, i], k0, r) => {
      const h = honest(n, i);
      const k = k0 % n;
      const fresh = D.G.multiply(r).toHex() + D.cardPoint('stack', 'c12').add(PK.multiply(r)).toHex();
      const out = h.st.output.map((c, j) => (j === k ? fresh : c));
      const st = { ...h.st, output: out };
      expect(D.shuffleProven(st, h.proof)).not.toBeNull();
      expect(D.shuffleProven(st, D.proveShuffle(st, h.w, h.seed))).not.toBeNull();
    }), RUNS);
  });

  it('hostile encodings give a reason and never throw', () => {
    const h = honest(3, 1);
    const n = 3, len = 2 * D.proofBytes(n);
    const withElement = (e: number, hex: string) => h.proof.slice(0, 64 * e) + hex + h.proof.slice(64 * e + 64);
    const cases: [unknown, RegExp][] = [
      [undefined, /not 768 bytes/], [42, /not 768 bytes/], ['', /not 768 bytes/],
      [h.proof.slice(2), /not 768 bytes/], [`${h.proof}00`, /not 768 bytes/], [h.proof.toUpperCase(), /lowercase hex/],
      // L itself, and 2^256 − 1, as the first scalar; a non-canonical point (p, not reduced) as the first point.
      [withElement(3 * n + 5, toHex(D.scalarBytes(D.L))), /scalar 0 is not canonical/],
      [withElement(5 * n + 8, 'ff'.repeat(32)), /scalar 3 is not canonical|scalar \d+ is not canonical/],
      [withElement(0, 'ed'.concat('ff'.repeat(30), '7f')), /point 0 is not a canonical/],
      [withElement(2, '01'.concat('00'.repeat(31))), /point 2 is not a canonical/],
    ];
    for (const [p, why] of cases) expect(D.shuffleProven(h.st, p)).toMatch(why);
    expect(len).toBe(1536);
    // Zero scalars and identity points are canonical: checked, refused, no throw (noble's multiply refuses 0).
    expect(D.shuffleProven(h.st, '00'.repeat(D.proofBytes(n)))).toMatch(/does not check out/);
    fc.assert(fc.property(fc.uint8Array({ minLength: D.proofBytes(n), maxLength: D.proofBytes(n) }), (b) => {
      expect(typeof D.shuffleProven(h.st, toHex(b))).toBe('string');
    }), { numRuns: 50 });
    // A malformed statement gives a reason too.
    expect(D.shuffleProven({ ...h.st, output: h.st.output.slice(1) }, h.proof)).toMatch(/holds 2 ciphertexts/);
    expect(D.shuffleProven({ ...h.st, output: ['zz', ...h.st.output.slice(1)] }, h.proof)).toMatch(/not two canonical points/);
    expect(D.shuffleProven({ ...h.st, input: [], output: [] }, h.proof)).not.toBeNull();
  });

  it('the commitment key: H and every h_i distinct, none the identity or G, and kept', () => {
    const hs = D.generatorsH(100);
    const all: Point[] = [D.baseH(), ...hs, D.G];
    expect(new Set(all.map((p) => p.toHex())).size).toBe(102);
    expect(all.some((p) => p.is0())).toBe(false);
    expect(D.generatorsH(5).map((p) => p.toHex())).toEqual(hs.slice(0, 5).map((p) => p.toHex()));
    expect(toHex(D.keyDigest(5))).not.toBe(toHex(D.keyDigest(6)));
  });
});
