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
import { verifyMatch } from '../src/protocol/verify.js';
import { nodeEd25519, nodeVerifySync } from './node-ed25519.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge()]);

type Print = (name: string, value: number, unit: string) => void;
type Rate = (name: string, unit: string, fn: () => void, minMs?: number) => number;

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

export function benchProtocol(rate: Rate, print: Print, entropy: Entropy): void {
  const heads = { variant: 'heads-up' };
  const crayne = game('crayne');
  const engine = rate('crayne matches, engine only, heads-up', 'per s', () => {
    const r = simulate(crayne, heads, 2, entropy(32), [randomBot(entropy(32)), randomBot(entropy(32))]);
    if (!r.ok) throw new Error(`crayne: ${r.error}`);
  }, 3000);
  let seed = 1000;
  let last = finished(playHeadless({ game: crayne, seats: 2, options: heads, seed, ...fast }), 'crayne');
  const full = rate('crayne matches, full protocol, heads-up', 'per s', () => {
    last = finished(playHeadless({ game: crayne, seats: 2, options: heads, seed: ++seed, ...fast }), 'crayne');
  }, 6000);
  print('  full protocol / engine only', full / engine, '×');

  const file = JSON.parse(JSON.stringify(last.transcript)) as unknown;
  const verifyMs = rate('crayne: verify one match file', 'ms', () => {
    if (verifyMatch(file, GAMES, nodeVerifySync).status !== 'valid') throw new Error('bench: the crayne file did not verify');
  });
  const replays = engineReplays(file, 'crayne');
  const replayMs = rate('crayne: engine-only replay of the same match', 'ms', replays.fromFile);
  print('  verification / engine-only replay', verifyMs / replayMs, '×');
  const applyMs = rate('crayne: the same, apply only (no parsing, no requests)', 'ms', replays.applyOnly);
  print('  verification / apply only', verifyMs / applyMs, '×');
  const nobleMs = rate('crayne: verify one match file (noble signatures)', 'ms', () => {
    if (verifyMatch(file, GAMES).status !== 'valid') throw new Error('bench: the crayne file did not verify');
  });
  print('  verification (noble) / engine-only replay', nobleMs / replayMs, '×');

  perRound('crayne', heads, 5, print);
  perRound('crystal-factions', {}, 5, print);
}
