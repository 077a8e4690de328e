/**
 * npm run sim -- --game <id> [--matches N] [--players N] [--variant V] [--difficulty D] [--seed S] [--bots a,b,…]
 * npm run sim -- --game <id> --duel heuristic,random [--matches N] [--seed S]
 *
 * Engine-only matches (src/engine/simulate.ts) with the game's invariants checked after every
 * step. The invariants see every draw (the referee's view); each seat's bot and the game's
 * `legal` see only the cards that seat drew, as in a real match. Without --players/--variant it cycles through every configuration the game lists.
 * --bots names one bot per seat (cycled); the default, "mixed", rotates matches between random
 * bots on every seat, heuristic bots on every seat, and the two alternating by seat.
 * --duel plays heads-up matches between two bots, alternating seats, and prints the win rate.
 */
import { taggedHash } from '../src/crypto/hash.js';
import type { Bot } from '../src/engine/bots.js';
import type { SimConfig as Config } from '../src/engine/game-module.js';
import { MODULES } from '../src/engine/games/index.js';
import { simulate } from '../src/engine/simulate.js';
import { intFlag, parseArgs } from './args.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge()]);

const { flags } = parseArgs(process.argv.slice(2));
const gameId = typeof flags.game === 'string' ? flags.game : 'crayne';
const mod = MODULES.get(gameId);
if (!mod) {
  console.error(`unknown game "${gameId}"; known: ${[...MODULES.keys()].join(', ')}`);
  process.exit(2);
}
const game = mod.def;
const profile = { ...mod.sim, bots: mod.bots };
const matches = intFlag(flags, 'matches', 100);
const baseSeed = intFlag(flags, 'seed', 1);
const enc = new TextEncoder();
const seedFor = (...parts: (string | number)[]): Uint8Array => taggedHash('facedown/sim', ...parts.map((p) => enc.encode(String(p))));

function botsFor(names: readonly string[], seats: number, match: number): Bot[] {
  return Array.from({ length: seats }, (_, seat) => {
    const name = names[seat % names.length] as string;
    const make = profile?.bots[name];
    if (!make) { console.error(`unknown bot "${name}"; known: ${Object.keys(profile?.bots ?? {}).join(', ')}`); process.exit(2); }
    return make(seedFor('bot', baseSeed, match, seat));
  });
}

if (typeof flags.duel === 'string') {
  const [a, b] = flags.duel.split(',');
  if (!a || !b) { console.error('--duel needs two bot names, e.g. --duel heuristic,random'); process.exit(2); }
  const [config] = profile.configs(2, profile.duelVariant ?? null);
  if (!config) { console.error('no two-seat configuration for this game'); process.exit(2); }
  const wins = { a: 0, b: 0, none: 0, errors: 0 };
  const t0 = performance.now();
  for (let i = 0; i < matches; i++) {
    const swap = i % 2 === 1;
    const bots = botsFor(swap ? [b, a] : [a, b], 2, i);
    const decks = profile.decks?.(config, seedFor('decks', baseSeed, i)) ?? null;
    const r = simulate(game, config.options, 2, seedFor('match', baseSeed, i), bots, decks ? { decks } : {});
    if (!r.ok) { wins.errors++; console.error(`match ${i}: ${r.error}`); continue; }
    const w = r.value.result.winners;
    if (w.length !== 1) wins.none++;
    else if ((w[0] === 0) !== swap) wins.a++;
    else wins.b++;
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`${game.name}: ${matches} heads-up matches, ${a} vs ${b}, seats alternating (seed ${baseSeed})`);
  console.log(`${a} wins ${wins.a} (${((100 * wins.a) / matches).toFixed(1)}%), ${b} wins ${wins.b} (${((100 * wins.b) / matches).toFixed(1)}%), all lose ${wins.none}, errors ${wins.errors}`);
  console.log(`${(matches / s).toFixed(1)} matches/s`);
  process.exit(wins.errors ? 1 : 0);
}

const players = flags.players === undefined ? null : intFlag(flags, 'players', 2);
const variant = typeof flags.variant === 'string' ? flags.variant : null;
const configs = profile.configs(players, variant).map((c) =>
  typeof flags.difficulty === 'string' && typeof c.options === 'object' && c.options !== null && 'difficulty' in c.options
    ? { ...c, options: { ...c.options, difficulty: flags.difficulty } } : c);
if (!configs.length) { console.error('no configuration matches --players/--variant'); process.exit(2); }
const names = typeof flags.bots === 'string' && flags.bots !== 'mixed' ? flags.bots.split(',') : null;
const MIXED = [['random'], ['heuristic'], ['random', 'heuristic'], ['heuristic', 'random']].map((m) => m.filter((n) => profile.bots[n]));
const namesFor = (i: number): string[] => names ?? MIXED.filter((m) => m.length)[i % MIXED.filter((m) => m.length).length] ?? ['random'];

type Row = { matches: number; errors: number; steps: number; rounds: number; allLose: number; wins: Record<string, number> };
const rows = new Map<string, Row>(configs.map((c) => [c.label, { matches: 0, errors: 0, steps: 0, rounds: 0, allLose: 0, wins: {} }]));
const errors: string[] = [];
let totalSteps = 0;
const t0 = performance.now();
for (let i = 0; i < matches; i++) {
  const config = configs[i % configs.length] as Config;
  const row = rows.get(config.label) as Row;
  row.matches++;
  const check = profile.invariants;
  const decks = profile.decks?.(config, seedFor('decks', baseSeed, i)) ?? null;
  const r = simulate(game, config.options, config.seats, seedFor('match', baseSeed, i), botsFor(namesFor(Math.floor(i / configs.length)), config.seats, i), {
    ...(check ? { check } : {}), ...(decks ? { decks } : {}),
  });
  if (!r.ok) {
    row.errors++;
    errors.push(`match ${i} (${config.label}, seed ${baseSeed}): ${r.error}`);
    continue;
  }
  totalSteps += r.value.steps;
  row.steps += r.value.steps;
  row.rounds += profile.rounds?.(r.value.state) ?? 0;
  const w = r.value.result.winners;
  const key = profile.outcome?.(r.value.state) ?? (w.length ? w.join('+') : 'all-lose');
  if (key === 'all-lose') row.allLose++;
  else row.wins[key] = (row.wins[key] ?? 0) + 1;
}
const secs = (performance.now() - t0) / 1000;
const all = [...rows.values()];
const sum = (f: (r: Row) => number) => all.reduce((n, r) => n + f(r), 0);
const ok = sum((r) => r.matches - r.errors);
console.log(`${game.name}: ${matches} engine-only matches, bots ${names?.join(',') ?? 'mixed (random / heuristic / both)'}, seed ${baseSeed}, invariants ${profile.invariants ? 'checked after every step' : 'none'}`);
console.log(`${'configuration'.padEnd(22)} ${'matches'.padStart(7)} ${'errors'.padStart(6)} ${'avg steps'.padStart(9)} ${'avg rounds'.padStart(10)} ${'all lose'.padStart(8)}  outcomes (winning seats or who: count)`);
for (const [label, r] of rows) {
  const n = Math.max(1, r.matches - r.errors);
  const wins = Object.entries(r.wins).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k}:${v}`).join(' ');
  console.log(`${label.padEnd(22)} ${String(r.matches).padStart(7)} ${String(r.errors).padStart(6)} ${(r.steps / n).toFixed(0).padStart(9)} ${(r.rounds / n).toFixed(1).padStart(10)} ${String(r.allLose).padStart(8)}  ${wins}`);
}
console.log(`total: ${matches} matches, ${sum((r) => r.errors)} errors, avg ${(totalSteps / Math.max(1, ok)).toFixed(0)} steps, avg ${(sum((r) => r.rounds) / Math.max(1, ok)).toFixed(1)} rounds, ${sum((r) => r.allLose)} where all players lose (a tie)`);
console.log(`${(matches / secs).toFixed(1)} matches/s (${secs.toFixed(1)} s)`);
for (const e of errors.slice(0, 10)) console.error(e);
process.exit(errors.length ? 1 : 0);
