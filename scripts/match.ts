/**
 * npm run match -- --game <id> [--players N] [--variant V] [--rounds R] [--decks D] [--shared] [--seed N] [--bots a,b,…] [--out match.json]
 * Plays a full match between bots through the complete protocol (in-memory transport) and
 * writes the transcript. --seed fixes only the bots' own secrets and choices. --bots names one bot
 * per seat (cycled), e.g. --bots heuristic,random; the default is random bots. --decks sets the
 * game's `decks` option (Arackuan: prebuilt or built); --shared sets `shared: true` (the fixture's shared deck); where the game then wants a deck built
 * before the match, each seat brings a random legal one from the game's simulator profile.
 * --ids alice,bob gives the seats names and fixed identities derived from those labels (for tests
 * and the ladder's fixtures only: anyone who knows a label holds its key); --at sets the time their
 * certificates name (ms since 1970; default the clock).
 */
import { writeFileSync } from 'node:fs';
import { randomBot } from '../src/engine/bots.js';
import { GAMES, MODULES } from '../src/engine/games/index.js';
import { secureEntropy, seededEntropy } from '../src/net/entropy.js';
import { playHeadless } from '../src/net/headless.js';
import { fixedIdentity } from '../src/net/identity/fixed.js';
import { intFlag, parseArgs } from './args.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { loadSharedCode } from '../src/net/shared-code.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge(), loadSharedCode()]);

const { flags } = parseArgs(process.argv.slice(2));
const gameId = typeof flags.game === 'string' ? flags.game : 'fixture';
const game = GAMES.get(gameId);
if (!game) {
  console.error(`unknown game "${gameId}"; known: ${[...GAMES.keys()].join(', ')}`);
  process.exit(2);
}
const seats = intFlag(flags, 'players', game.minSeats);
const options: Record<string, string | number> = {};
if (typeof flags.variant === 'string') options.variant = flags.variant;
if (flags.rounds !== undefined) options.rounds = intFlag(flags, 'rounds', 5);
if (typeof flags.decks === 'string') options.decks = flags.decks;
if (flags.shared !== undefined) (options as Record<string, unknown>).shared = true;
const seed = flags.seed === undefined ? undefined : intFlag(flags, 'seed', 0);
const out = typeof flags.out === 'string' ? flags.out : 'match.json';
const BOTS = MODULES.get(gameId)?.bots ?? { random: randomBot };
const botNames = typeof flags.bots === 'string' ? flags.bots.split(',') : null;
const bots = botNames ? Array.from({ length: seats }, (_, seat) => {
  const name = botNames?.[seat % botNames.length] ?? 'random';
  const make = BOTS[name];
  if (!make) { console.error(`unknown bot "${name}" for ${gameId}; known: ${Object.keys(BOTS).join(', ')}`); process.exit(2); }
  return make(seed === undefined ? secureEntropy(32) : seededEntropy(`bot-${seat}`, seed)(32));
}) : undefined;

const parsed = game.parseOptions(options);
if (!parsed.ok) { console.error(`options: ${parsed.error}`); process.exit(2); }
const wantsDeck = game.wantsDeck?.(parsed.value) ?? false;
const deckSeed = seed === undefined ? secureEntropy(32) : seededEntropy('decks', seed)(32);
const decks = wantsDeck ? MODULES.get(gameId)?.sim.decks?.({ label: 'match', seats, options }, deckSeed) ?? null : null;
if (wantsDeck && !decks) { console.error(`${game.name} needs a deck list per seat and has no way to build one here`); process.exit(2); }

const ids = typeof flags.ids === 'string' ? flags.ids.split(',') : null;
const at = flags.at === undefined ? Date.now() : intFlag(flags, 'at', 0);
const identityOf = (seat: number) => {
  const label = ids?.[seat % ids.length];
  return label ? { name: label.charAt(0).toUpperCase() + label.slice(1), identity: fixedIdentity(label, at) } : {};
};

const t0 = performance.now();
const run = playHeadless({
  game, seats, options, ...(seed === undefined ? {} : { seed }), ...(bots ? { bots } : {}), ...(decks ? { decks } : {}),
  ...(ids ? { session: identityOf } : {}),
});
const ms = performance.now() - t0;
const status = run.sessions[0]?.status;
if (!run.transcript || status?.kind !== 'over') {
  console.error('the match did not finish:', JSON.stringify(status), run.sessions.map((s) => s.rejections));
  process.exit(1);
}
writeFileSync(out, JSON.stringify(run.transcript));
const v = status.verdict;
const end = v.end?.kind === 'result' ? v.end.result.summary : JSON.stringify(v.end);
console.log(`${game.name}: ${seats} seats, ${run.hub.messages} wire messages, ${run.hub.bytes} bytes, ${ms.toFixed(0)} ms`);
console.log(`result: ${end}; winners: ${v.end?.kind === 'result' ? v.end.result.winners.map((w) => v.players[w]).join(', ') || 'none' : '-'}`);
console.log(`audit on every seat: ${run.sessions.map((s) => (s.status.kind === 'over' ? s.status.verdict.status : s.status.kind)).join(', ')}`);
console.log(`wrote ${out}`);
