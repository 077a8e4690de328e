/**
 * A zero-knowledge proof that a shuffle pass is a permutation and re-encryption of its input:
 * Terelius–Wikström as deployed in Verificatum, after GenShuffleProof / CheckShuffleProof of Haenni,
 * Locher, Koenig and Dubuis, "Pseudo-code algorithms for verifiable re-encryption mix-nets" (2017),
 * written additively over ristretto255 with scalars mod L. Deterministic (no randomness source).
 *
 * Statement: ctx (shuffleContext: match id, pile, round), seat, pass, PK, input D[0…N−1], output
 * D'[0…N−1], with D'[k] = D[π(k)] + (r_k·G, r_k·PK) (deck-shuffle.ts). The paper's ψ is π, its
 * r̃_{ψ(k)} is r_k. Commitment key: G, H, h_0…h_{N−1} (shuffle-key.ts). Indices from 0.
 *
 *   S    = taggedHash("facedown/shuffle-proof/statement", ctx, u32be(seat), u32be(pass), PK,
 *                     keyDigest(N), u32be(N), D[0] ‖ … ‖ D[N−1], D'[0] ‖ … ‖ D'[N−1])
 *   nonce(label, i) = hashScalar("facedown/shuffle-proof/nonce", K, label, u32be(i)) (0 → 1), with
 *          K = taggedHash("facedown/shuffle-proof/nonce", secret, S, u32be(π(0)) ‖ …, r_0 ‖ …)
 *   ρ_j = nonce("rho", j);  c_{π(k)} = ρ_{π(k)}·G + h_k              (commitment to π)
 *   u_j = hashScalar("facedown/shuffle-proof/u", taggedHash("facedown/shuffle-proof/u", S, c), u32be(j))
 *   u'_k = u_{π(k)};  ĉ_{−1} = H;  ĉ_k = r̂_k·G + u'_k·ĉ_{k−1}, r̂_k = nonce("rhat", k)
 *   ρ̄ = Σρ_j;  r̂ = Σ r̂_k·v_k, v_k = Π_{l>k} u'_l;  ρ̃ = Σ ρ_j·u_j;  r' = Σ r_k·u'_k
 *   ω_1…ω_4 = nonce("w", 1…4);  ω̂_k = nonce("what", k);  ω'_k = nonce("wprime", k)
 *   t1 = ω1·G;  t2 = ω2·G;  t3 = ω3·G + Σ ω'_k·h_k
 *   t4a = Σ ω'_k·A'_k − ω4·G;  t4b = Σ ω'_k·B'_k − ω4·PK;  t̂_k = ω̂_k·G + ω'_k·ĉ_{k−1}
 *   e    = hashScalar("facedown/shuffle-proof/challenge", S, c, ĉ, t1 ‖ t2 ‖ t3 ‖ t4a ‖ t4b, t̂)
 *   s1 = ω1 + e·ρ̄;  s2 = ω2 + e·r̂;  s3 = ω3 + e·ρ̃;  s4 = ω4 + e·r';  ŝ_k = ω̂_k + e·r̂_k;  s'_k = ω'_k + e·u'_k
 *
 * Check, with U = Π u_j, c̄ = Σc_j − Σh_k, ĉ = ĉ_{N−1} − U·H, c̃ = Σ u_j·c_j, (a, b) = Σ u_j·D[j]:
 *   t1 = s1·G − e·c̄;  t2 = s2·G − e·ĉ;  t3 = s3·G + Σ s'_k·h_k − e·c̃
 *   t4a = Σ s'_k·A'_k − s4·G − e·a;  t4b = Σ s'_k·B'_k − s4·PK − e·b;  t̂_k = ŝ_k·G + s'_k·ĉ_{k−1} − e·ĉ_k
 * all N+5 at once: Σ α_i·(right − left) = 0 in one multi-scalar multiplication, with
 *   α_i = hashScalar("facedown/shuffle-proof/batch", taggedHash("facedown/shuffle-proof/batch", S, proof), u32be(i))
 * (a failing equation survives the sum with probability about 1/L per try).
 * Challenges u_j, e and α_i are full scalars (252 bits): the soundness error is about N/L < 2^-240.
 *
 * Encoding (hex, lowercase), (5N+9)·32 bytes: c_0…c_{N−1} ‖ ĉ_0…ĉ_{N−1} ‖ t1 ‖ t2 ‖ t3 ‖ t4a ‖ t4b ‖
 * t̂_0…t̂_{N−1} (canonical points) ‖ s1 ‖ s2 ‖ s3 ‖ s4 ‖ ŝ_0…ŝ_{N−1} ‖ s'_0…s'_{N−1} (canonical scalars,
 * 32 bytes little-endian, < L). Anything else is refused.
 * The prover's multi-scalar multiplications (noble's pippenger) are not constant-time in ω'.
 */
import { pippenger } from '@noble/curves/abstract/curve.js';
import { type Bytes, concat, fromHex, toHex, u32be, utf8 } from './bytes.js';
import { taggedHash } from './hash.js';
import { G, L, Point, add, hashScalar, mul, scalarBytes, scalarFrom } from './deck-group.js';
import { type Cipher, cipherFrom, shuffleDeck, shuffleSecrets } from './deck-shuffle.js';
import { SHUFFLE_TAG, baseH, generatorsH, keyDigest } from './shuffle-key.js';

export interface ShuffleStatement {
  /** shuffleContext(match id, pile, round). */
  readonly ctx: Bytes;
  readonly seat: number;
  /** The pass's index in its shuffle (seat order). */
  readonly pass: number;
  readonly pk: Point;
  /** Hex ciphertexts (deck-shuffle.ts), top first. */
  readonly input: readonly string[];
  readonly output: readonly string[];
}

/** What the shuffler knows: D'[k] = D[perm[k]] + (r[k]·G, r[k]·PK). */
export interface ShuffleWitness { readonly perm: readonly number[]; readonly r: readonly bigint[] }

interface Proof {
  readonly c: Point[]; readonly ch: Point[]; readonly t: Point[]; readonly th: Point[];
  readonly s: bigint[]; readonly sh: bigint[]; readonly sp: bigint[];
  /** The raw bytes of each section, hashed as they are (canonical, so equal to re-encoding). */
  readonly raw: { c: Bytes; ch: Bytes; t: Bytes; th: Bytes; all: Bytes };
}

export const shuffleContext = (matchId: Bytes, pile: string, round: number): Bytes =>
  taggedHash(SHUFFLE_TAG.ctx, matchId, utf8(pile), u32be(round));

/** The proof's length in bytes for a deck of n (hex: twice that). */
export const proofBytes = (n: number): number => (5 * n + 9) * 32;

const neg = (a: bigint): bigint => (a === 0n ? 0n : L - a);
const sum = (xs: readonly bigint[]): bigint => xs.reduce(add, 0n);
const bytesOf = (ps: readonly Point[]): Bytes => concat(...ps.map((p) => p.toBytes()));
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
/** noble's `multiply` refuses 0: 0·P is the identity. */
const times = (p: Point, s: bigint): Point => (s === 0n ? Point.ZERO : p.multiply(s));

/** S of the header: the digest of the whole statement, commitment key included. */
export function statementDigest(st: ShuffleStatement): Bytes {
  const n = st.input.length;
  return taggedHash(SHUFFLE_TAG.statement, st.ctx, u32be(st.seat), u32be(st.pass), st.pk.toBytes(), keyDigest(n), u32be(n),
    fromHex(st.input.join('')), fromHex(st.output.join('')));
}

function challengesU(S: Bytes, c: Bytes, n: number): bigint[] {
  const seed = taggedHash(SHUFFLE_TAG.u, S, c);
  return range(n).map((j) => hashScalar(SHUFFLE_TAG.u, seed, u32be(j)));
}

const challenge = (S: Bytes, r: Proof['raw']): bigint => hashScalar(SHUFFLE_TAG.challenge, S, r.c, r.ch, r.t, r.th);

/** The proof that `st.output` is `st.input` permuted by w.perm and re-encrypted by w.r; `secret` keys its nonces. */
export function proveShuffle(st: ShuffleStatement, w: ShuffleWitness, secret: Bytes): string {
  const n = st.input.length;
  const out = st.output.map((h) => cipherFrom(h) as Cipher);
  const H = baseH(), h = generatorsH(n);
  const S = statementDigest(st);
  const K = taggedHash(SHUFFLE_TAG.nonce, secret, S, concat(...w.perm.map(u32be)), concat(...w.r.map(scalarBytes)));
  const nonce = (label: string, i: number): bigint => {
    const k = hashScalar(SHUFFLE_TAG.nonce, K, utf8(label), u32be(i));
    return k === 0n ? 1n : k;
  };
  const rho = range(n).map((j) => nonce('rho', j));
  const c: Point[] = new Array<Point>(n);
  w.perm.forEach((j, k) => { c[j] = G.multiply(rho[j] as bigint).add(h[k] as Point); });
  const cB = bytesOf(c);
  const u = challengesU(S, cB, n);
  const up = w.perm.map((j) => u[j] as bigint);
  const rh = range(n).map((k) => nonce('rhat', k));
  const wh = range(n).map((k) => nonce('what', k));
  const wp = range(n).map((k) => nonce('wprime', k));
  const [w1, w2, w3, w4] = [1, 2, 3, 4].map((i) => nonce('w', i)) as [bigint, bigint, bigint, bigint];
  // The prover knows each ĉ_k as x_k·H + y_k·G (ĉ_{−1} = 1·H + 0·G), so the chain and the t̂_k take
  // multiplications of the fixed G and H (precomputed tables) instead of the variable ĉ_{k−1}.
  const ch: Point[] = [], th: Point[] = [];
  let x = 1n, y = 0n;
  for (let k = 0; k < n; k++) {
    const wpk = wp[k] as bigint, upk = up[k] as bigint;
    th.push(times(G, add(wh[k] as bigint, mul(wpk, y))).add(times(H, mul(wpk, x))));
    x = mul(upk, x); y = add(rh[k] as bigint, mul(upk, y));
    ch.push(times(G, y).add(times(H, x)));
  }
  let v = 1n, rhat = 0n;
  for (let k = n - 1; k >= 0; k--) { rhat = add(rhat, mul(rh[k] as bigint, v)); v = mul(v, up[k] as bigint); }
  const rtil = sum(rho.map((x, j) => mul(x, u[j] as bigint)));
  const rprime = sum(w.r.map((x, k) => mul(x, up[k] as bigint)));
  const t = [
    G.multiply(w1), G.multiply(w2),
    G.multiply(w3).add(pippenger(Point, [...h], wp)),
    pippenger(Point, out.map((x) => x.a), wp).subtract(G.multiply(w4)),
    pippenger(Point, out.map((x) => x.b), wp).subtract(st.pk.multiply(w4)),
  ];
  const raw = { c: cB, ch: bytesOf(ch), t: bytesOf(t), th: bytesOf(th) };
  const e = hashScalar(SHUFFLE_TAG.challenge, S, raw.c, raw.ch, raw.t, raw.th);
  const s = [add(w1, mul(e, sum(rho))), add(w2, mul(e, rhat)), add(w3, mul(e, rtil)), add(w4, mul(e, rprime))];
  const sh = wh.map((x, k) => add(x, mul(e, rh[k] as bigint)));
  const sp = wp.map((x, k) => add(x, mul(e, up[k] as bigint)));
  return toHex(concat(raw.c, raw.ch, raw.t, raw.th, ...[...s, ...sh, ...sp].map(scalarBytes)));
}

/** A pass of `deck` from the shuffler's seed, with its proof (the nonces keyed by the same seed). */
export function shuffleWithProof(
  deck: readonly string[], pk: Point, seed: Bytes, ctx: Bytes, seat: number, pass: number,
): { deck: string[]; proof: string } {
  const out = shuffleDeck(deck, pk, seed);
  const proof = proveShuffle({ ctx, seat, pass, pk, input: deck, output: out }, shuffleSecrets(seed, deck.length), seed);
  return { deck: out, proof };
}

/** The proof's parts from hex, or why it is malformed (wrong length, not hex, a non-canonical point or scalar). */
export function parseShuffleProof(hex: unknown, n: number): Proof | string {
  if (typeof hex !== 'string' || hex.length !== 2 * proofBytes(n) || !/^[0-9a-f]*$/.test(hex)) {
    return `the proof of shuffle is not ${proofBytes(n)} bytes of lowercase hex`;
  }
  const b = fromHex(hex);
  const at = (i: number): Bytes => b.subarray(32 * i, 32 * i + 32);
  const points: Point[] = [];
  for (let i = 0; i < 3 * n + 5; i++) {
    try { points.push(Point.fromBytes(at(i))); } catch { return `the proof of shuffle's point ${i} is not a canonical ristretto255 point`; }
  }
  const scalars: bigint[] = [];
  for (let i = 3 * n + 5; i < 5 * n + 9; i++) {
    const x = scalarFrom(at(i));
    if (x === null) return `the proof of shuffle's scalar ${i - 3 * n - 5} is not canonical (not below L)`;
    scalars.push(x);
  }
  const cut = (from: number, to: number) => b.subarray(32 * from, 32 * to);
  return {
    c: points.slice(0, n), ch: points.slice(n, 2 * n), t: points.slice(2 * n, 2 * n + 5), th: points.slice(2 * n + 5),
    s: scalars.slice(0, 4), sh: scalars.slice(4, n + 4), sp: scalars.slice(n + 4),
    raw: { c: cut(0, n), ch: cut(n, 2 * n), t: cut(2 * n, 2 * n + 5), th: cut(2 * n + 5, 3 * n + 5), all: b },
  };
}

/** Why `proof` does not prove the statement (a short reason), or null when it does. Never throws. */
export function shuffleProven(st: ShuffleStatement, proof: unknown): string | null {
  try {
    return check(st, proof);
  } catch {
    return 'the proof of shuffle could not be checked';
  }
}

function check(st: ShuffleStatement, proofHex: unknown): string | null {
  const n = st.input.length;
  if (n === 0 || st.output.length !== n) return `the pass holds ${st.output.length} ciphertexts for an input of ${n}`;
  const input = st.input.map(cipherFrom), out = st.output.map(cipherFrom);
  if (input.some((x) => !x) || out.some((x) => !x)) return 'a ciphertext is not two canonical points';
  const p = parseShuffleProof(proofHex, n);
  if (typeof p === 'string') return p;
  const S = statementDigest(st);
  const u = challengesU(S, p.raw.c, n);
  const e = challenge(S, p.raw);
  const seed = taggedHash(SHUFFLE_TAG.batch, S, p.raw.all);
  const alpha = range(n + 5).map((i) => hashScalar(SHUFFLE_TAG.batch, seed, u32be(i)));
  const [a1, a2, a3, a4, a5] = alpha as [bigint, bigint, bigint, bigint, bigint];
  const beta = alpha.slice(5);
  const [s1, s2, s3, s4] = p.s as [bigint, bigint, bigint, bigint];
  const H = baseH(), h = generatorsH(n);
  const U = u.reduce(mul, 1n);
  const pts: Point[] = [], sc: bigint[] = [];
  const put = (pt: Point, x: bigint) => { pts.push(pt); sc.push(x); };
  // Σ α·(right − left) of the N+5 equations in the header, gathered by point.
  let g = add(add(mul(a1, s1), mul(a2, s2)), add(mul(a3, s3), neg(mul(a4, s4))));
  for (let k = 0; k < n; k++) g = add(g, mul(beta[k] as bigint, p.sh[k] as bigint));
  put(H, add(mul(mul(a2, e), U), mul(beta[0] as bigint, p.sp[0] as bigint)));
  put(st.pk, neg(mul(a5, s4)));
  p.t.forEach((tk, i) => put(tk, neg(alpha[i] as bigint)));
  for (let j = 0; j < n; j++) {
    const uj = u[j] as bigint, x = input[j] as Cipher;
    put(p.c[j] as Point, neg(mul(e, add(a1, mul(a3, uj)))));
    put(x.a, neg(mul(mul(a4, e), uj)));
    put(x.b, neg(mul(mul(a5, e), uj)));
  }
  for (let k = 0; k < n; k++) {
    const spk = p.sp[k] as bigint, y = out[k] as Cipher;
    put(h[k] as Point, add(mul(a1, e), mul(a3, spk)));
    put(y.a, mul(a4, spk));
    put(y.b, mul(a5, spk));
    const nextTerm = k + 1 < n ? mul(beta[k + 1] as bigint, p.sp[k + 1] as bigint) : neg(mul(a2, e));
    put(p.ch[k] as Point, add(neg(mul(beta[k] as bigint, e)), nextTerm));
    put(p.th[k] as Point, neg(beta[k] as bigint));
  }
  const total = pippenger(Point, pts, sc).add(times(G, g));
  return total.is0() ? null : `the proof of shuffle does not check out (not a permutation and re-encryption of the pass's input)`;
}
