/**
 * npx tsx scripts/golden.ts [--game <id>]
 * Regenerates the golden match files, test/golden/<game>.json and <game>.hash, from the table in
 * test/golden/matches.ts: one seeded full-protocol match per game (random bots, fixed seed). Run
 * it only when a rule or protocol change that alters old matches is intended, then review and
 * commit the new files with that change (test/golden/golden.test.ts explains why).
 */
import { writeFileSync } from 'node:fs';
import { GAMES } from '../src/engine/games/index.js';
import { playHeadless } from '../src/net/headless.js';
import { verifyMatch } from '../src/protocol/verification/verify.js';
import { GOLDEN, replay } from '../test/golden/matches.js';
import { parseArgs } from './args.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { loadSharedCode } from '../src/net/shared-code.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge, the shared deck's code for Clockwork Crusade's stack), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge(), loadSharedCode()]);

const { flags } = parseArgs(process.argv.slice(2));
const only = typeof flags.game === 'string' ? flags.game : null;
const dir = new URL('../test/golden/', import.meta.url);
let failed = false;
for (const g of GOLDEN) {
  if (only !== null && g.game !== only) continue;
  const game = GAMES.get(g.game);
  if (!game) { console.error(`unknown game "${g.game}"`); failed = true; continue; }
  const run = playHeadless({ game, seats: g.seats, options: g.options, seed: g.seed, chainLength: g.chainLength });
  const file = JSON.parse(JSON.stringify(run.transcript)) as unknown;
  const verdict = verifyMatch(file, GAMES);
  const record = replay(file, GAMES);
  if (verdict.status !== 'valid' || !record.ok) {
    console.error(`${g.game}: ${verdict.failure ?? (record.ok ? '' : record.error)}`);
    failed = true;
    continue;
  }
  const text = JSON.stringify(file);
  writeFileSync(new URL(`${g.game}.json`, dir), `${text}\n`);
  writeFileSync(new URL(`${g.game}.hash`, dir), `${JSON.stringify(record.value, null, 2)}\n`);
  console.log(`${g.game}: ${record.value.steps} steps, ${text.length} bytes, ${record.value.result?.summary ?? 'no result'}, hash ${record.value.finalStateHash.slice(0, 16)}…`);
}
process.exit(failed ? 1 : 0);
