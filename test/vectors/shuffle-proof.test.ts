/**
 * The proof of shuffle against its known-answer vectors (test/vectors/shuffle-proof.json), with the
 * commitment key and the statement digest recomputed from the documented formulas, and each proof
 * checked again by a reference verifier written from the header of shuffle-proof.ts: every one of
 * the N+5 equations on its own (no batching), with the challenges recomputed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { concat, fromHex, toHex, u32be, utf8 } from '../../src/crypto/bytes.js';
import { taggedHash } from '../../src/crypto/hash.js';
import * as D from '../../src/crypto/deck.js';

const V = JSON.parse(readFileSync(new URL('./shuffle-proof.json', import.meta.url), 'utf8'));
type Point = InstanceType<typeof ristretto255.Point>;
const P = (h: string): Point => ristretto255.Point.fromHex(h);
const G = ristretto255.Point.BASE;
const gen = (name: string, i: number): Point =>
  ristretto255_hasher.hashToCurve(taggedHash('facedown/shuffle-proof/generator', utf8(name), u32be(i)), { DST: 'facedown/shuffle-proof/generators-v1' }) as Point;
const mul = (p: Point, s: bigint): Point => (s % D.L === 0n ? ristretto255.Point.ZERO : p.multiply(((s % D.L) + D.L) % D.L));
const hs = (tag: string, ...parts: Uint8Array[]) => D.hashScalar(tag, ...parts);

/** Every equation of the header's check, one at a time. */
function referenceCheck(ctxHex: string, seat: number, pass: number, pkHex: string, input: string[], output: string[], proofHex: string): boolean {
  const n = input.length;
  const b = fromHex(proofHex);
  const el = (i: number) => b.subarray(32 * i, 32 * i + 32);
  const pt = (i: number) => ristretto255.Point.fromBytes(el(i));
  const sc = (i: number) => D.scalarFrom(el(3 * n + 5 + i)) as bigint;
  const c = Array.from({ length: n }, (_, j) => pt(j));
  const ch = Array.from({ length: n }, (_, k) => pt(n + k));
  const [t1, t2, t3, t4a, t4b] = [0, 1, 2, 3, 4].map((i) => pt(2 * n + i)) as [Point, Point, Point, Point, Point];
  const th = Array.from({ length: n }, (_, k) => pt(2 * n + 5 + k));
  const [s1, s2, s3, s4] = [0, 1, 2, 3].map(sc) as [bigint, bigint, bigint, bigint];
  const sh = Array.from({ length: n }, (_, k) => sc(4 + k));
  const sp = Array.from({ length: n }, (_, k) => sc(4 + n + k));
  const H = gen('H', 0), h = Array.from({ length: n }, (_, i) => gen('h', i));
  const key = taggedHash('facedown/shuffle-proof/key', u32be(n), concat(H.toBytes(), ...h.map((x) => x.toBytes())));
  const pk = P(pkHex);
  const S = taggedHash('facedown/shuffle-proof/statement', fromHex(ctxHex), u32be(seat), u32be(pass), pk.toBytes(), key, u32be(n),
    fromHex(input.join('')), fromHex(output.join('')));
  const cB = b.subarray(0, 32 * n);
  const useed = taggedHash('facedown/shuffle-proof/u', S, cB);
  const u = Array.from({ length: n }, (_, j) => hs('facedown/shuffle-proof/u', useed, u32be(j)));
  const e = hs('facedown/shuffle-proof/challenge', S, cB, b.subarray(32 * n, 64 * n), b.subarray(64 * n, 32 * (2 * n + 5)), b.subarray(32 * (2 * n + 5), 32 * (3 * n + 5)));
  const ins = input.map((x) => D.cipherFrom(x) as D.Cipher), outs = output.map((x) => D.cipherFrom(x) as D.Cipher);
  const Z = ristretto255.Point.ZERO;
  const cbar = c.reduce((a, x) => a.add(x), Z).subtract(h.reduce((a, x) => a.add(x), Z));
  const U = u.reduce((a, x) => (a * x) % D.L, 1n);
  const chat = (ch[n - 1] as Point).subtract(mul(H, U));
  const ctil = c.reduce((a, x, j) => a.add(mul(x, u[j]!)), Z);
  const aggA = ins.reduce((a, x, j) => a.add(mul(x.a, u[j]!)), Z), aggB = ins.reduce((a, x, j) => a.add(mul(x.b, u[j]!)), Z);
  const ok = [
    t1.equals(mul(G, s1).subtract(mul(cbar, e))),
    t2.equals(mul(G, s2).subtract(mul(chat, e))),
    t3.equals(mul(G, s3).add(h.reduce((a, x, k) => a.add(mul(x, sp[k]!)), Z)).subtract(mul(ctil, e))),
    t4a.equals(outs.reduce((a, x, k) => a.add(mul(x.a, sp[k]!)), Z).subtract(mul(G, s4)).subtract(mul(aggA, e))),
    t4b.equals(outs.reduce((a, x, k) => a.add(mul(x.b, sp[k]!)), Z).subtract(mul(pk, s4)).subtract(mul(aggB, e))),
    ...th.map((x, k) => x.equals(mul(G, sh[k]!).add(mul(k === 0 ? H : ch[k - 1]!, sp[k]!)).subtract(mul(ch[k]!, e)))),
  ];
  return ok.every(Boolean);
}

describe('proof of shuffle vectors', () => {
  it('documents its rules', () => {
    for (const w of ['Terelius–Wikström', 'hash_to_ristretto255', 'facedown/shuffle-proof/statement', 'Encoding', '(5N+9)·32']) expect(V.about).toContain(w);
  });

  it('the commitment key, recomputed from its formula', () => {
    const k = V.commitment_key;
    expect(gen('H', 0).toHex()).toBe(k.H_hex);
    expect(D.baseH().toHex()).toBe(k.H_hex);
    expect(Array.from({ length: k.n }, (_, i) => gen('h', i).toHex())).toEqual(k.h_hex);
    expect(D.generatorsH(k.n).map((p) => p.toHex())).toEqual(k.h_hex);
    expect(toHex(taggedHash('facedown/shuffle-proof/key', u32be(k.n), concat(...[k.H_hex, ...k.h_hex].map(fromHex))))).toBe(k.key_digest_hex);
    expect(toHex(D.shuffleContext(fromHex(V.match_id_hex), V.pile, V.round))).toBe(V.ctx_hex);
    expect(V.proof_bytes).toBe((5 * k.n + 9) * 32);
  });

  it('each pass: the statement digest, the deterministic proof, and both verifiers accept it', () => {
    const pk = P(V.joint_key_hex);
    const ctx = fromHex(V.ctx_hex);
    expect(V.passes).toHaveLength(2);
    for (const p of V.passes) {
      const st = { ctx, seat: p.seat, pass: p.pass, pk, input: p.input, output: p.output };
      expect(toHex(D.statementDigest(st))).toBe(p.statement_hex);
      expect(D.shuffleWithProof(p.input, pk, fromHex(p.shuffle_seed_hex), ctx, p.seat, p.pass)).toEqual({ deck: p.output, proof: p.proof_hex });
      expect(p.proof_hex).toHaveLength(2 * V.proof_bytes);
      expect(D.shuffleProven(st, p.proof_hex)).toBeNull();
      expect(referenceCheck(V.ctx_hex, p.seat, p.pass, V.joint_key_hex, p.input, p.output, p.proof_hex)).toBe(true);
      // The reference check is not vacuous: the other seat's statement fails it.
      expect(referenceCheck(V.ctx_hex, p.seat + 1, p.pass, V.joint_key_hex, p.input, p.output, p.proof_hex)).toBe(false);
    }
  });

  it('the attacked pass is refused by both verifiers', () => {
    const r = V.refused;
    expect(r.valid).toBe(false);
    const st = { ctx: fromHex(V.ctx_hex), seat: r.seat, pass: r.pass, pk: P(V.joint_key_hex), input: r.input, output: r.output };
    expect(D.shuffleFault(r.output, r.input.length)).toBeNull();
    expect(D.shuffleProven(st, r.proof_hex)).toMatch(/does not check out/);
    expect(referenceCheck(V.ctx_hex, r.seat, r.pass, V.joint_key_hex, r.input, r.output, r.proof_hex)).toBe(false);
  });
});
