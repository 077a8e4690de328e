/**
 * Clockwork Crusade balance figures from engine-only matches (not part of the test suite):
 *   npx tsx scripts/cc-balance.ts [--players N] [--matches N] [--bots heuristic|mixed] [--rounds R (default: the lobby's)] [--seed S]
 * --bots heuristic: every seat heuristic; mixed: seat 0 heuristic, the rest random.
 * Prints which unit cards the heuristic seats bring through portals, the first player's win share,
 * how often the round limit decides, and the average length.
 */
import { taggedHash } from '../src/crypto/hash.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { randomBot } from '../src/engine/bots.js';
import type { Json } from '../src/engine/game.js';
import { heuristicBot } from '../src/engine/games/clockwork-crusade/heuristic.js';
import { clockworkCrusadeModule as mod } from '../src/engine/games/clockwork-crusade/module.js';
import type { CcState } from '../src/engine/games/clockwork-crusade/types.js';
import { DEFAULT_ROUNDS } from '../src/engine/games/clockwork-crusade/setup.js';
import { simulate } from '../src/engine/simulate.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { intFlag, parseArgs } from './args.js';

await Promise.all([loadNoble(), loadJudge()]);
const { flags } = parseArgs(process.argv.slice(2));
const players = intFlag(flags, 'players', 2);
const matches = intFlag(flags, 'matches', 200);
const rounds = intFlag(flags, 'rounds', DEFAULT_ROUNDS);
const seed = intFlag(flags, 'seed', 1);
const mixed = flags.bots === 'mixed';
const enc = new TextEncoder();
const seedFor = (...p: (string | number)[]) => taggedHash('facedown/cc-balance', ...p.map((x) => enc.encode(String(x))));

const built: Record<string, number> = {};
const shown: Record<string, number> = {};
/** Per card: seats (of a finished match) that brought it in at least once, and how many of them won alone. */
const usedBy: Record<string, { seats: number; wins: number }> = {};
let firstWins = 0, decided = 0, byLimit = 0, roundSum = 0, seat0 = 0, errors = 0;
const t0 = performance.now();
for (let i = 0; i < matches; i++) {
  let first: number | null = null;
  const mine: Set<string>[] = Array.from({ length: players }, () => new Set());
  const bots = Array.from({ length: players }, (_, seat) => {
    const b = mixed && seat > 0 ? randomBot(seedFor('bot', seed, i, seat)) : heuristicBot(seedFor('bot', seed, i, seat));
    return (v: Parameters<typeof b>[0]): Json => {
      const m = b(v);
      const s = v.state as unknown as CcState;
      if (first === null && s.phase === 'main') first = s.current;
      if (!(mixed && seat > 0) && v.request.kind === 'commit') {
        const id = m === 'infantry' || (m as { t?: string }).t === 'infantry' ? 'infantry' : String((m as { card?: string }).card);
        built[id] = (built[id] ?? 0) + 1;
        mine[seat]?.add(id);
      }
      if (!(mixed && seat > 0) && (m as { t?: string }).t === 'show') for (const c of (m as { cards: { card: string }[] }).cards) shown[c.card] = (shown[c.card] ?? 0) + 1;
      return m;
    };
  });
  const r = simulate(mod.def, { rounds }, players, seedFor('match', seed, i), bots);
  if (!r.ok) { errors++; console.error(`match ${i}: ${r.error}`); continue; }
  const s = r.value.state as unknown as CcState;
  const w = r.value.result.winners;
  roundSum += s.round;
  if (s.summary?.startsWith('after')) byLimit++;
  mine.forEach((ids, seat) => { for (const id of ids) { const u = (usedBy[id] ??= { seats: 0, wins: 0 }); u.seats++; if (w.length === 1 && w[0] === seat) u.wins++; } });
  if (w.length === 1) { decided++; if (w[0] === first) firstWins++; if (w[0] === 0) seat0++; }
}
const n = matches - errors;
const pct = (x: number, of = n) => `${((100 * x) / Math.max(1, of)).toFixed(1)}%`;
console.log(`${players} players, ${matches} matches, ${mixed ? 'seat 1 heuristic vs random' : 'all heuristic'}, ${rounds} rounds, seed ${seed}, ${errors} errors, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`single winner ${decided} (${pct(decided)}); the first player wins ${firstWins} (${pct(firstWins, decided)} of those; fair ${pct(1, players)})${mixed ? `; the heuristic (seat 1) wins ${seat0} (${pct(seat0)}; fair ${pct(1, players)})` : ''}`);
console.log(`round limit decides ${byLimit} (${pct(byLimit)}); average rounds ${(roundSum / Math.max(1, n)).toFixed(1)}`);
const total = Object.values(built).reduce((a, b) => a + b, 0);
console.log('units brought through portals by heuristic seats:');
console.log(`  ${'card'.padEnd(20)} ${'portals'.padStart(7)} ${'share'.padStart(6)}  seats using it: count, of those winning alone`);
for (const [id, k] of Object.entries(built).sort((a, b) => b[1] - a[1])) {
  const u = usedBy[id] ?? { seats: 0, wins: 0 };
  console.log(`  ${id.padEnd(20)} ${String(k).padStart(7)} ${pct(k, total).padStart(6)}  ${String(u.seats).padStart(5)} ${pct(u.wins, u.seats).padStart(6)}`);
}
console.log(`cards shown for levels: ${Object.entries(shown).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
process.exit(errors ? 1 : 0);
