/**
 * The page scripts/browser-deck-figures.ts runs in Chromium: the shared deck's costs (issue 14's
 * targets, and the proof of shuffle's) for 60 cards, as one browser does them. Sets `window.deckFigures` when done.
 */
import * as D from '../src/crypto/deck.js';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const time = (fn: () => void, runs: number): number => {
  fn(); // warm up
  const t: number[] = [];
  for (let i = 0; i < runs; i++) { const t0 = performance.now(); fn(); t.push(performance.now() - t0); }
  return median(t);
};
const bytes = (n: number, k: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 31 + k * 7 + 1) & 255);

const N = 60, SEATS = 6;
const cards = Array.from({ length: N }, (_, i) => `c${(i % 12) + 1}`);
const matchId = bytes(32, 99);
const xs = Array.from({ length: SEATS }, (_, i) => D.deckSecret(bytes(32, i)));
const seeds = xs.map((_, i) => bytes(32, 50 + i));
const PK = D.jointKey(xs.map(D.publicOf).reduce((a, b) => a.add(b)).toHex());
const start = cards.map((c) => D.openCipher('stack', c));

/** A whole 6-seat shuffle as one seat's CPU sees it: its own pass, and the arrival check of every pass. */
const pass = (d: readonly string[], seat: number) => D.shuffleDeck(d, PK, D.shuffleSeed(matchId, 'stack', 0, seat, seeds[seat]!));
let deck = start;
const passes: string[][] = [];
for (let s = 0; s < SEATS; s++) { deck = pass(deck, s); passes.push(deck); }
const onePass = time(() => { pass(start, 0); }, 5);
// Each check starts with no decoded ciphertext kept (deck-shuffle.ts keeps them): a seat decodes
// another seat's pass afresh (and here its input too, which it would have kept: an upper bound).
const checkAll = time(() => { for (const p of passes) { D.forgetCiphers(); if (D.shuffleFault(p, N)) throw new Error('bad pass'); } }, 5);
const wholeAllPasses = time(() => { let d = start; for (let s = 0; s < SEATS; s++) { d = pass(d, s); D.forgetCiphers(); D.shuffleFault(d, N); } }, 3);

/** One draw: each of the 5 other seats makes a share; the receiver checks 5 shares, decrypts, looks the card up. */
const c = D.cipherFrom(deck[0]!)!;
const st = D.shareStatement(matchId, 'stack', 1, deck[0]!);
const shares = xs.map((x, i) => D.makeShare(st, i, x, c.a));
const pks = xs.map(D.publicOf);
const makeShare = time(() => { D.makeShare(st, 1, xs[1]!, c.a); }, 30);
const table = D.cardTable('stack', cards);
const receive = time(() => {
  const pts = [];
  for (let i = 1; i < SEATS; i++) pts.push(D.shareProven(st, i, pks[i]!, c.a, shares[i]!.T, shares[i]!.proof)!);
  if (!table.get(D.decrypt(c, [...pts, c.a.multiply(xs[0]!)]).toHex())) throw new Error('no card');
}, 30);

/** The proof of shuffle: one seat's pass with its proof, one check, and whole shuffles of 2 and 6 seats. */
const ctx = D.shuffleContext(matchId, 'stack', 0);
const seedOf = (seat: number) => D.shuffleSeed(matchId, 'stack', 0, seat, seeds[seat]!);
const jointOf = (n: number) => D.jointKey(xs.slice(0, n).map(D.publicOf).reduce((a, b) => a.add(b)).toHex());
const proven = (n: number) => {
  const pk = jointOf(n);
  const out: { input: string[]; deck: string[]; proof: string }[] = [];
  let d = start;
  for (let s = 0; s < n; s++) { const p = D.shuffleWithProof(d, pk, seedOf(s), ctx, s, s); out.push({ input: d, ...p }); d = p.deck; }
  return { pk, out };
};
const checkAllProofs = (w: ReturnType<typeof proven>) => {
  for (const [s, p] of w.out.entries()) {
    D.forgetCiphers();
    if (D.shuffleFault(p.deck, N) || D.shuffleProven({ ctx, seat: s, pass: s, pk: w.pk, input: p.input, output: p.deck }, p.proof)) throw new Error('bad proof');
  }
};
const w2 = proven(2), w6 = proven(SEATS);
const provePass = time(() => { D.shuffleWithProof(start, w6.pk, seedOf(0), ctx, 0, 0); }, 5);
const p0 = w6.out[0]!;
const checkOne = time(() => { D.forgetCiphers(); D.shuffleProven({ ctx, seat: 0, pass: 0, pk: w6.pk, input: p0.input, output: p0.deck }, p0.proof); }, 5);
const seatCpu = (w: ReturnType<typeof proven>) => time(() => { D.shuffleWithProof(start, w.pk, seedOf(0), ctx, 0, 0); checkAllProofs(w); }, 3);
const serial = (n: number) => time(() => { checkAllProofs(proven(n)); }, 3);

(window as unknown as { deckFigures: Record<string, number> }).deckFigures = {
  'proof of shuffle: one seat\'s pass with its proof (60 cards)': provePass,
  'proof of shuffle: check one proof': checkOne,
  'proof of shuffle: 2 seats, one seat\'s CPU (its pass + proof, both passes and proofs checked)': seatCpu(w2),
  'proof of shuffle: 6 seats, one seat\'s CPU (its pass + proof, all 6 passes and proofs checked)': seatCpu(w6),
  'proof of shuffle: 2 seats, every pass, proof and check on one CPU (serial upper bound)': serial(2),
  'proof of shuffle: 6 seats, every pass, proof and check on one CPU (serial upper bound)': serial(SEATS),
  'one seat\'s pass (60 cards)': onePass,
  'arrival checks of all 6 passes': checkAll,
  'one seat\'s CPU for a whole 6-seat shuffle (its pass + 6 checks)': onePass + checkAll,
  'all 6 passes and checks on one CPU (serial upper bound)': wholeAllPasses,
  'one draw, per sharing seat (make one share)': makeShare,
  'one draw, the receiver (check 5 shares, decrypt, look up)': receive,
};
