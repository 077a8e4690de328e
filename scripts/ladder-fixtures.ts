/**
 * npx tsx scripts/ladder-fixtures.ts [--out test/fixtures/ladder]
 * Writes the ladder's test files: Crystal Factions matches between bots that sit under fixed test
 * identities (scripts/match.ts --ids), and one Crayne match, each seeded and dated, so the same run writes the same
 * bytes; plus the cheats the ladder must set aside: one identity in two seats under two names, a
 * copy with a move edited, and a copy of a match under another name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES, MODULES } from '../src/engine/games/index.js';
import { seededEntropy } from '../src/net/entropy.js';
import { playHeadless } from '../src/net/headless.js';
import { fixedIdentity } from '../src/net/identity/fixed.js';
import type { Transcript } from '../src/protocol/wire/transcript.js';
import { parseArgs } from './args.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { loadSharedCode } from '../src/net/shared-code.js';

await Promise.all([loadNoble(), loadJudge(), loadSharedCode()]);

/** 2026-01-01 00:00 UTC; each match is a day after the one before. */
export const T0 = 1_767_225_600_000;
const DAY = 86_400_000;

/** A seat: the name it sits under and the label of its fixed identity. */
type SeatSpec = readonly [name: string, label: string];
interface Spec {
  readonly file: string; readonly seed: number; readonly day: number; readonly seats: readonly SeatSpec[];
  /** Crystal Factions unless given. */
  readonly game?: string; readonly options?: Readonly<Record<string, string>>;
}

const A: SeatSpec = ['Alice', 'alice'], B: SeatSpec = ['Bob', 'bob'], C: SeatSpec = ['Carol', 'carol'];
export const SPECS: readonly Spec[] = [
  { file: 'cf-1-alice-bob.json', seed: 1, day: 0, seats: [A, B] },
  { file: 'cf-2-alice-bob.json', seed: 2, day: 1, seats: [A, B] },
  { file: 'cf-3-bob-alice.json', seed: 3, day: 2, seats: [B, A] },
  { file: 'cf-4-bob-carol.json', seed: 4, day: 3, seats: [B, C] },
  { file: 'cf-5-three.json', seed: 5, day: 4, seats: [A, B, C] },
  { file: 'cf-6-carol-alice.json', seed: 6, day: 5, seats: [C, A] },
  // One identity in two seats, under two names.
  { file: 'cf-7-self-play.json', seed: 7, day: 6, seats: [A, ['Alicia', 'alice']] },
  // A second game: a table of its own.
  { file: 'crayne-8-carol-bob.json', seed: 8, day: 7, seats: [C, B], game: 'crayne', options: { variant: 'heads-up' } },
];

export function play(spec: Spec): Transcript {
  const id = spec.game ?? 'crystal-factions';
  const game = GAMES.get(id);
  const heuristic = MODULES.get(id)?.bots.heuristic;
  if (!game || !heuristic) throw new Error(`${id} and its heuristic bot are needed`);
  const at = T0 + spec.day * DAY;
  const run = playHeadless({
    game, seats: spec.seats.length, options: spec.options ?? {}, seed: spec.seed,
    bots: spec.seats.map((_, seat) => heuristic(seededEntropy(`bot-${seat}`, spec.seed)(32))),
    session: (seat) => {
      const [name, label] = spec.seats[seat] as SeatSpec;
      return { name, identity: fixedIdentity(label, at) };
    },
  });
  if (!run.transcript || run.sessions[0]?.status.kind !== 'over') throw new Error(`${spec.file}: the match did not finish`);
  return run.transcript;
}

/** The file with one move edited (a chain's first move with a list or object, made different). */
export function tampered(t: Transcript): Transcript {
  let done = false;
  const chains = t.chains.map((chain) => chain.map((m) => {
    if (done || m.body.t !== 'move') return m;
    done = true;
    return { ...m, body: { ...m.body, move: { edited: m.body.move } } };
  }));
  if (!done) throw new Error('no move to edit');
  return { ...t, chains };
}

if (process.argv[1]?.endsWith('ladder-fixtures.ts')) {
  const { flags } = parseArgs(process.argv.slice(2));
  const out = typeof flags.out === 'string' ? flags.out : 'test/fixtures/ladder';
  mkdirSync(out, { recursive: true });
  const made = new Map<string, Transcript>();
  for (const spec of SPECS) {
    const t = play(spec);
    made.set(spec.file, t);
    writeFileSync(join(out, spec.file), JSON.stringify(t));
    console.log(`wrote ${join(out, spec.file)}`);
  }
  writeFileSync(join(out, 'cf-2-tampered.json'), JSON.stringify(tampered(made.get('cf-2-alice-bob.json') as Transcript)));
  writeFileSync(join(out, 'cf-1-copy.json'), JSON.stringify(made.get('cf-1-alice-bob.json')));
  console.log('wrote cf-2-tampered.json, cf-1-copy.json');
}
