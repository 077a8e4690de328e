/**
 * The protocol's cost against the game's, as ratios on one run (issue: "a protocol as fast as the
 * game"): Crayne heads-up matches engine-only and through the whole protocol; one Crayne match
 * file verified, and the same match replayed by the rules engine alone; messages and bytes per
 * round for Crayne and Crystal Factions.
 *
 * Headless matches sign and check with node:crypto's synchronous Ed25519 (OpenSSL, the speed
 * class of a browser's WebCrypto; the virtual clock of a headless match cannot wait on promises).
 */
import { fromHex } from '../src/crypto/bytes.js';
import type { Json } from '../src/crypto/canonical.js';
import { randomBot } from '../src/engine/bots.js';
import type { AnyGame, Input } from '../src/engine/game.js';
import { GAMES } from '../src/engine/games/index.js';
import { recordingRng } from '../src/engine/rng.js';
import { simulate } from '../src/engine/simulate.js';
import type { Entropy } from '../src/net/entropy.js';
import { type HeadlessRun, playHeadless } from '../src/net/headless.js';
import { verifyMatch } from '../src/protocol/verification/verify.js';
import { nodeEd25519, nodeVerifySync } from './node-ed25519.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge()]);

type Print = (name: string, value: number, unit: string) => void;

const game = (id: string): AnyGame => {
  const g = GAMES.get(id);
  if (!g) throw new Error(`bench: no game ${id}`);
  return g;
};

const fast = { session: () => ({ ed25519: nodeEd25519 }) };

function finished(run: HeadlessRun, what: string): HeadlessRun {
  const st = run.sessions[0]?.status;
  if (st?.kind !== 'over' || st.verdict.status !== 'valid') throw new Error(`bench: ${what} did not finish valid`);
  return run;
}

/**
 * The rules engine alone, replaying the match a verified file holds: per step the engine's
 * request, the move parsed from the file (`parseMove`, for moves, answers and revealed values)
 * and `apply`; public randomness re-derived from each recorded seed. Returns the replay, and the
 * same without parsing or requests (apply only), for reference.
 */
export function engineReplays(file: unknown, id: string): { fromFile: () => void; applyOnly: () => void } {
  const def = game(id);
  let setupArgs: Parameters<AnyGame['setup']> | null = null;
  const inputs: { input: Input<Json>; raw: Json[] }[] = [];
  const spy: AnyGame = {
    ...def,
    setup: (...a) => { setupArgs = a; return def.setup(...a); },
    apply: (s, input) => { inputs.push({ input, raw: rawOf(input) }); return def.apply(s, input); },
  };
  const v = verifyMatch(file, new Map([[id, spy]]), nodeVerifySync);
  if (v.status !== 'valid') throw new Error(`bench: the ${id} file did not verify: ${v.failure}`);
  const seeds = v.randomness.map((r) => r.seed);
  const args = setupArgs as Parameters<AnyGame['setup']> | null;
  if (!args) throw new Error('bench: no setup');
  const replay = (parse: boolean) => () => {
    const [options, seats, , decks] = args;
    const start = def.setup(options, seats, recordingRng(fromHex(seeds[0] as string)), decks);
    if (!start.ok) throw new Error('bench: replay setup failed');
    let s = start.value;
    let k = 1;
    for (const { input, raw } of inputs) {
      if (parse) {
        def.request(s);
        for (const r of raw) if (def.parseMove(r) === null) throw new Error('bench: a move did not parse');
      }
      const x = input.kind === 'random' ? { kind: 'random' as const, rng: recordingRng(fromHex(seeds[k++] as string)) } : input;
      const r = def.apply(s, x);
      if (!r.ok) throw new Error('bench: replay failed');
      s = (r.value as { state: Json }).state;
    }
  };
  return { fromFile: replay(true), applyOnly: replay(false) };
}

/** The raw values of an input as a file holds them (to parse them again). */
const rawOf = (input: Input<Json>): Json[] => {
  switch (input.kind) {
    case 'move': return [input.move];
    case 'answer': return [input.answer];
    case 'reveal': return input.values.map((v) => v.value);
    default: return [];
  }
};

function perRound(id: string, options: Json, seeds: number, print: Print): void {
  let messages = 0, bytes = 0, wire = 0, rounds = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const run = finished(playHeadless({ game: game(id), seats: 2, options, seed, ...fast }), id);
    messages += (run.transcript?.chains ?? []).reduce((n, c) => n + c.length, 0);
    bytes += JSON.stringify(run.transcript).length;
    wire += run.hub.bytes;
    rounds += (run.sessions[0]?.match?.state.game as { round: number }).round;
  }
  print(`${id}: messages per round (heads-up)`, messages / rounds, 'msgs');
  print(`${id}: bytes on the wire per round`, wire / rounds, 'bytes');
  print(`${id}: match file bytes per round`, bytes / rounds, 'bytes');
}

/**
 * Two figures side by side: `a` and `b` alternate call by call until `minMs` have passed, so both
 * run under the same heap, JIT and machine load; each figure is the median of its calls (a
 * collection of one side's garbage lands in whichever call runs then: a mean would charge it
 * to the other side, a median mostly leaves it out).
 */
function sideBySide(a: () => void, b: () => void, minMs: number): { a: number; b: number; cpuA: number; cpuB: number } {
  for (let i = 0; i < 3; i++) { a(); b(); }
  const ta: number[] = [], tb: number[] = [], ca: number[] = [], cb: number[] = [];
  const start = performance.now();
  while (performance.now() - start < minMs || ta.length < 5) {
    const t0 = performance.now(), c0 = cpuMs(); a();
    const t1 = performance.now(), c1 = cpuMs(); b();
    ta.push(t1 - t0); tb.push(performance.now() - t1);
    ca.push(c1 - c0); cb.push(cpuMs() - c1);
  }
  return { a: median(ta), b: median(tb), cpuA: median(ca), cpuB: median(cb) };
}

/**
 * This process's CPU time in ms. On a machine shared with other work, a long call is preempted
 * more often than a short one, so wall-clock medians overstate the longer side of a pair; the
 * CPU-time ratio is printed beside the wall-clock one (it counts the runtime's helper threads too).
 */
const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

const median = (xs: number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export function benchProtocol(print: Print, entropy: Entropy): void {
  const heads = { variant: 'heads-up' };
  const crayne = game('crayne');
  const engineMatch = () => {
    const r = simulate(crayne, heads, 2, entropy(32), [randomBot(entropy(32)), randomBot(entropy(32))]);
    if (!r.ok) throw new Error(`crayne: ${r.error}`);
  };
  let seed = 1000;
  const files: unknown[] = [];
  const fullMatch = () => {
    const run = finished(playHeadless({ game: crayne, seats: 2, options: heads, seed: ++seed, ...fast }), 'crayne');
    if (files.length < FILES) files.push(JSON.parse(JSON.stringify(run.transcript)) as unknown);
  };
  // Engine-only matches are ~20× quicker: ENGINE_REPS of them per full-protocol match.
  const m = sideBySide(() => { for (let i = 0; i < ENGINE_REPS; i++) engineMatch(); }, fullMatch, 12_000);
  const engine = 1000 / (m.a / ENGINE_REPS), full = 1000 / m.b;
  print('crayne matches, engine only, heads-up', engine, 'per s');
  print('crayne matches, full protocol, heads-up', full, 'per s');
  print('  full protocol / engine only', full / engine, '×');

  // Each file verified, and the same match replayed by the rules engine alone, call by call.
  let verifyMs = 0, replayMs = 0, applyMs = 0, nobleMs = 0, verifyCpu = 0, replayCpu = 0;
  for (const file of files) {
    const replays = engineReplays(file, 'crayne');
    const v = sideBySide(() => {
      if (verifyMatch(file, GAMES, nodeVerifySync).status !== 'valid') throw new Error('bench: the crayne file did not verify');
    }, replays.fromFile, 1500);
    const a = sideBySide(replays.applyOnly, () => {
      if (verifyMatch(file, GAMES).status !== 'valid') throw new Error('bench: the crayne file did not verify');
    }, 800);
    verifyMs += v.a / files.length; replayMs += v.b / files.length; applyMs += a.a / files.length; nobleMs += a.b / files.length;
    verifyCpu += v.cpuA / files.length; replayCpu += v.cpuB / files.length;
  }
  print(`crayne: verify one match file (${files.length} files)`, verifyMs, 'ms');
  print('crayne: engine-only replay of the same match', replayMs, 'ms');
  print('  verification / engine-only replay', verifyMs / replayMs, '×');
  print('  the same in CPU time (ms: verify, replay)', verifyCpu / replayCpu, `× (${verifyCpu.toFixed(1)}, ${replayCpu.toFixed(2)})`);
  print('crayne: the same, apply only (no parsing, no requests)', applyMs, 'ms');
  print('  verification / apply only', verifyMs / applyMs, '×');
  print('crayne: verify one match file (noble signatures)', nobleMs, 'ms');
  print('  verification (noble) / engine-only replay', nobleMs / replayMs, '×');

  perRound('crayne', heads, 5, print);
  perRound('crystal-factions', {}, 5, print);
}

/** Match files verified (each against its own engine-only replay). */
const FILES = 4;
const ENGINE_REPS = 8;
