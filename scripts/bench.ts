/**
 * npm run bench — prints one figure per line: name, value, unit.
 * Figures, not assertions: the numbers go in the issue notes.
 */

import { commitment, opens } from '../src/crypto/commit.js';
import { publicSeed } from '../src/crypto/derive.js';
import { ByteStream, shuffle } from '../src/crypto/stream.js';
import { keyPairFrom, sign } from '../src/crypto/sign.js';
import { verifyMatch } from '../src/protocol/verification/verify.js';
import { fixtureGame } from '../src/engine/games/fixture/rules.js';
import { GAMES } from '../src/engine/games/index.js';
import { seededEntropy } from '../src/net/entropy.js';
import { playHeadless } from '../src/net/headless.js';
import { benchProtocol } from './bench-protocol.js';
import { benchSharedDeck } from './bench-shared-deck.js';
import { type Ed25519, nobleEd25519 } from '../src/crypto/ed25519.js';
import { webCryptoEd25519 } from '../src/crypto/webcrypto-ed25519.js';
import { nodeEd25519 } from './node-ed25519.js';
import type { Json } from '../src/crypto/canonical.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge()]);

const entropy = seededEntropy('bench', 1);

/** Runs `fn` for at least `minMs` (after a warm-up), prints and returns its rate (or ms per call). */
function rate(name: string, unit: string, fn: () => void, minMs = 600): number {
  for (let i = 0; i < (minMs >= 3000 ? 3 : 20); i++) fn(); // warm up
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) { fn(); n++; }
  const per = (performance.now() - t0) / n;
  const value = unit === 'ms' ? per : 1000 / per;
  print(name, value, unit);
  return value;
}

/** `rate` for an asynchronous operation; `batch` operations per call count as `batch`. */
async function rateAsync(name: string, unit: string, fn: () => Promise<unknown>, batch = 1, minMs = 600): Promise<void> {
  for (let i = 0; i < 20; i++) await fn(); // warm up
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) { await fn(); n += batch; }
  const per = (performance.now() - t0) / n;
  print(name, unit === 'ms' ? per : 1000 / per, unit);
}

function print(name: string, value: number, unit: string): void {
  const v = value >= 100 ? Math.round(value).toString() : value.toPrecision(3);
  console.log(`${name.padEnd(52)} ${v.padStart(10)} ${unit}`);
}

const ctx = { matchId: entropy(32), seat: 1, step: 42, slot: 'play' };
const salt = entropy(32);
const value = { handle: '1:7', card: 'c5' };
const c = commitment(ctx, salt, value);
rate('commitments made', 'per s', () => { commitment(ctx, salt, value); });
rate('commitments checked', 'per s', () => { opens(ctx, c, salt, value); });

const kp = keyPairFrom(entropy(32));
const msg = entropy(32);
const sig = sign(msg, kp.secretKey);
{
  const must = (ok: boolean, what: string) => { if (!ok) throw new Error(`bench: ${what}`); };
  const one = async (p: Ed25519, how: string) => {
    await rateAsync(`ed25519 signs/s (${p.path}, ${how})`, 'per s', async () => { await p.sign(msg, kp.secretKey); });
    await rateAsync(`ed25519 verifies/s (${p.path}, ${how})`, 'per s', async () => { must(await p.verify(sig, msg, kp.publicKey), 'verify'); });
  };
  const wc = webCryptoEd25519(globalThis.crypto.subtle);
  await one(wc, 'awaited one by one');
  const inFlight = 64;
  const all = (f: () => unknown) => Promise.all(Array.from({ length: inFlight }, f));
  await rateAsync(`ed25519 signs/s (webcrypto, ${inFlight} in flight)`, 'per s', () => all(() => wc.sign(msg, kp.secretKey)), inFlight);
  await rateAsync(`ed25519 verifies/s (webcrypto, ${inFlight} in flight)`, 'per s', async () => {
    must((await all(() => wc.verify(sig, msg, kp.publicKey))).every((v) => v === true), 'verify');
  }, inFlight);
  await one(nobleEd25519, 'sync');
  await one(nodeEd25519, 'sync');
}

const deck = Array.from({ length: 52 }, (_, i) => i);
const beacons = [entropy(32), entropy(32)];
let k = 0;
rate('fair 52-card shuffle from beacons', 'ms', () => { shuffle(new ByteStream(publicSeed(ctx.matchId, k++, beacons)), deck); });

let seed = 0;
let bytes = 0;
let wire = 0;
let last = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 5 }, seed: 0 });
rate('fixture matches, full protocol, 2 seats', 'per s', () => {
  last = playHeadless({ game: fixtureGame, seats: 2, options: { rounds: 5 }, seed: ++seed });
  bytes += JSON.stringify(last.transcript).length;
  wire += last.hub.bytes;
}, 3000);
const t = last.transcript;
rate('transcript verification per fixture match', 'ms', () => {
  if (verifyMatch(t, GAMES).status !== 'valid') throw new Error('bench transcript did not verify');
});
print('fixture match file size', bytes / seed, 'bytes');
print('fixture bytes on the wire per match', wire / seed, 'bytes');

// Crayne against its own rules engine: matches, verification, messages and bytes per round.
benchProtocol(print, entropy);

{
  const { crayneGame } = await import('../src/engine/games/crayne/game.js');
  const heads = { variant: 'heads-up' };
  // Hashing every public state of one match in order: canonical JSON + taggedHash (the state hash
  // of protocols 1-2) against treeHash, whose memo is warm from the previous state as in a live match.
  const { matchStates } = await import('../test/crypto/match-states.js');
  const { canonical } = await import('../src/crypto/canonical.js');
  const { TAG, taggedHash } = await import('../src/crypto/hash.js');
  const { treeHash } = await import('../src/crypto/tree-hash.js');
  const states = matchStates(crayneGame, heads, 1000) as unknown as Json[];
  /** A copy with the same sharing and fresh identities, so each timed run starts with a cold memo. */
  const fresh = (): Json[] => {
    const seen = new Map<object, Json>();
    const copy = (v: Json): Json => {
      if (v === null || typeof v !== 'object') return v;
      let c = seen.get(v);
      if (c === undefined) { c = Array.isArray(v) ? v.map(copy) : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])); seen.set(v, c); }
      return c;
    };
    return states.map(copy);
  };
  const best = (f: () => Json[], hash: (s: Json) => unknown): number => {
    let min = Infinity;
    for (let r = 0; r < 7; r++) {
      const run = f();
      const t = performance.now();
      for (const s of run) hash(s);
      min = Math.min(min, performance.now() - t);
    }
    return (1000 * min) / states.length;
  };
  const flatUs = best(() => states, (s) => taggedHash(TAG.state, canonical(s)));
  const treeUs = best(fresh, treeHash);
  console.log(`${'state hash per Crayne step: flat vs tree'.padEnd(44)} ${flatUs.toPrecision(3).padStart(10)} vs ${treeUs.toPrecision(3)} µs (${states.length} states)`);
}


// Issue 14: the shared deck, and the SRA-style reference beside it.
await benchSharedDeck(print);

// A match file of nested brackets is refused before it is parsed (src/protocol/wire/json-depth.ts).
const { benchNesting } = await import('./bench-nesting.js');
await benchNesting(print);

// Issue 30: the search bot's time per decision in Node (scripts/bench-search.ts).
const { benchSearch } = await import('./bench-search.js');
benchSearch(print);
