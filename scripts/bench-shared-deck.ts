/**
 * The shared deck's figures for `npm run bench` (issue 14): a 60-card deck, in Node. Beside them, on
 * the same run, an SRA-style reference: commutative encryption by modular exponentiation with a
 * 2048-bit prime, one sequential pass per seat (bigint square-and-multiply).
 */
import { generatePrimeSync } from 'node:crypto';
import { toHex } from '../src/crypto/bytes.js';
import * as D from '../src/crypto/deck.js';
import { loadSharedCode } from '../src/net/shared-code.js';
import { auditShared } from '../src/protocol/shared-deck/deck-audit.js';
import type { StepEvent } from '../src/protocol/machine/lockstep.js';
import { seededEntropy } from '../src/net/entropy.js';

type Print = (name: string, value: number, unit: string) => void;

const time = (fn: () => void, runs: number): number => {
  fn(); // warm up
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - t0) / runs;
};

function modpow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n, x = b % m, k = e;
  while (k > 0n) { if (k & 1n) r = (r * x) % m; x = (x * x) % m; k >>= 1n; }
  return r;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export async function benchSharedDeck(print: Print): Promise<void> {
  await loadSharedCode();
  const entropy = seededEntropy('bench-shared', 1);
  const matchId = entropy(32);
  const N = 60;
  const cards = Array.from({ length: N }, (_, i) => `c${(i % 12) + 1}`);
  const xs = Array.from({ length: 6 }, () => D.deckSecret(entropy(32)));
  const seeds = xs.map(() => entropy(32));
  const joint = (n: number) => D.jointKey(xs.slice(0, n).map(D.publicOf).reduce((a, b) => a.add(b)).toHex());
  const start = cards.map((c) => D.openCipher('stack', c));

  /** The whole shuffle: every seat's pass, each checked on arrival (as a receiver does). */
  const whole = (n: number) => {
    const PK = joint(n);
    let deck = start;
    const events: StepEvent[] = [];
    for (let seat = 0; seat < n; seat++) {
      const out = D.shuffleDeck(deck, PK, D.shuffleSeed(matchId, 'stack', 0, seat, seeds[seat]!));
      D.forgetCiphers();
      if (D.shuffleFault(out, N)) throw new Error('bad shuffle');
      events.push({ kind: 'shuffled', seat, pile: 'stack', round: 0, add: seat === 0 ? cards : [], input: deck, output: out });
      deck = out;
    }
    return { deck, events };
  };
  const PK2 = joint(2);
  print('shared deck (60 cards): one seat\'s shuffle pass', time(() => { D.shuffleDeck(start, PK2, seeds[0]!); }, 5), 'ms');
  const firstOut = D.shuffleDeck(start, PK2, seeds[0]!);
  // Every check below starts with no decoded ciphertext kept (deck-shuffle.ts keeps them): a seat
  // decodes another seat's pass afresh (this also decodes its input afresh, which a seat that
  // checked the pass before it would have kept: an upper bound).
  print('shared deck: arrival check of one pass', time(() => { D.forgetCiphers(); D.shuffleFault(firstOut, N); }, 5), 'ms');
  print('shared deck: whole shuffle, 2 seats (passes + checks)', time(() => { whole(2); }, 3), 'ms');
  print('shared deck: whole shuffle, 6 seats (passes + checks)', time(() => { whole(6); }, 2), 'ms');
  // The proof of shuffle (src/crypto/shuffle-proof.ts): made with every pass, checked on arrival of every pass.
  const ctx = D.shuffleContext(matchId, 'stack', 0);
  const proven = (n: number) => {
    const PK = joint(n);
    const passes: { input: string[]; deck: string[]; proof: string }[] = [];
    let d = start;
    for (let seat = 0; seat < n; seat++) {
      const p = D.shuffleWithProof(d, PK, D.shuffleSeed(matchId, 'stack', 0, seat, seeds[seat]!), ctx, seat, seat);
      passes.push({ input: d, ...p });
      d = p.deck;
    }
    return { PK, passes };
  };
  const checkAll = (n: number, w: ReturnType<typeof proven>) => {
    for (const [seat, p] of w.passes.entries()) {
      D.forgetCiphers();
      if (D.shuffleFault(p.deck, N) || D.shuffleProven({ ctx, seat, pass: seat, pk: w.PK, input: p.input, output: p.deck }, p.proof)) throw new Error(`pass ${seat} of ${n} refused`);
    }
  };
  const seed0 = D.shuffleSeed(matchId, 'stack', 0, 0, seeds[0]!);
  print('shuffle proof (60 cards): one seat\'s pass with its proof', time(() => { D.shuffleWithProof(start, PK2, seed0, ctx, 0, 0); }, 3), 'ms');
  const w2 = proven(2), w6 = proven(6);
  const p0 = w2.passes[0]!;
  print('shuffle proof: check one proof (on arrival)', time(() => { D.forgetCiphers(); D.shuffleProven({ ctx, seat: 0, pass: 0, pk: w2.PK, input: p0.input, output: p0.deck }, p0.proof); }, 3), 'ms');
  for (const [n, w] of [[2, w2], [6, w6]] as const) {
    print(`shuffle proof: whole ${n}-seat shuffle, one seat's CPU (its pass and proof, all ${n} passes checked)`, time(() => {
      D.shuffleWithProof(start, w.PK, seed0, ctx, 0, 0);
      checkAll(n, w);
    }, 2), 'ms');
    print(`shuffle proof: whole ${n}-seat shuffle, every pass, proof and check on one CPU`, time(() => { checkAll(n, proven(n)); }, 1), 'ms');
  }
  const { deck, events: ev2 } = whole(2);
  const c = D.cipherFrom(deck[0]!)!;
  const st = D.shareStatement(matchId, 'stack', 0, deck[0]!);
  const share = D.makeShare(st, 1, xs[1]!, c.a);
  const pk1 = D.publicOf(xs[1]!);
  print('shared deck: make one decryption share', time(() => { D.makeShare(st, 1, xs[1]!, c.a); }, 50), 'ms');
  print('shared deck: check one decryption share', time(() => { D.shareProven(st, 1, pk1, c.a, share.T, share.proof); }, 50), 'ms');
  const seedHex = seeds.map((s) => toHex(s));
  const ev6 = whole(6).events;
  print('shared deck: end-of-match audit, 2 seats', time(() => { auditShared(matchId, joint(2).toHex(), seedHex, ev2, []); }, 3), 'ms');
  print('shared deck: end-of-match audit, 6 seats', time(() => { auditShared(matchId, joint(6).toHex(), seedHex, ev6, []); }, 2), 'ms');

  // SRA reference: each seat raises every card to its secret exponent mod a 2048-bit prime, then permutes.
  const p = generatePrimeSync(2048, { bigint: true }) as bigint;
  const keyOf = () => { for (;;) { const e = BigInt(`0x${toHex(entropy(256))}`) | 1n; if (gcd(e, p - 1n) === 1n) return e % (p - 1n); } };
  const es = Array.from({ length: 6 }, keyOf);
  const plain = cards.map((_, i) => BigInt(i + 2));
  const sraPass = (d: readonly bigint[], e: bigint) => d.map((m) => modpow(m, e, p)).reverse();
  print('SRA reference (2048-bit modpow): one seat\'s pass', time(() => { sraPass(plain, es[0]!); }, 1), 'ms');
  const sraWhole = (n: number) => { let d: readonly bigint[] = plain; for (let i = 0; i < n; i++) d = sraPass(d, es[i]!); };
  print('SRA reference: whole shuffle, 2 seats', time(() => { sraWhole(2); }, 1), 'ms');
  print('SRA reference: whole shuffle, 6 seats', time(() => { sraWhole(6); }, 1), 'ms');
  print('SRA reference: one draw, one decryption per other seat (modpow)', time(() => { modpow(plain[0]!, es[1]!, p); }, 5), 'ms');
}
