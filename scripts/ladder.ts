/**
 * npm run ladder -- <match file or archive> [more …]
 * Prints the group ladder of these files (docs/ladder.md): one rating table per game, players by
 * their identity's fingerprint, the matches that count, then every file that does not count and
 * why. Each match is verified (every file of it together) before it counts; the same files give
 * the same output in any order. Exit 0 once printed, 2 with no file given or on an internal error.
 * Files are untrusted: their size is checked before they are read, and what they hold is escaped.
 */
import { isMain } from './args.js';
import { GAMES } from '../src/engine/games/index.js';
import { verifyFiles } from '../src/protocol/verification/verify.js';
import { type Ladder, type LadderInput, ladderOf } from '../src/protocol/ladder/ladder.js';
import { ladderText } from '../src/protocol/ladder/table-text.js';
import { nestsDeeper, tooDeep } from '../src/protocol/wire/json-depth.js';
import { escapeUntrusted } from '../src/protocol/wire/printable.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { loadSharedCode } from '../src/net/shared-code.js';
import { nodeVerifySync } from './node-ed25519.js';
import { readBounded } from './verify.js';

await Promise.all([loadNoble(), loadJudge(), loadSharedCode()]);

/** One path as the ladder's input: its JSON, or why it cannot be read. */
export function inputOf(path: string): LadderInput {
  try {
    const bytes = readBounded(path);
    if (!bytes.ok) return { label: path, problem: bytes.error };
    if (nestsDeeper(bytes.value)) return { label: path, problem: tooDeep('the file') };
    return { label: path, raw: JSON.parse(bytes.value.toString('utf8')) };
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    return { label: path, problem: `${e instanceof SyntaxError ? 'not JSON: ' : ''}${escapeUntrusted(m, 200)}` };
  }
}

/** The ladder of the files at these paths. */
export const ladderOfPaths = (paths: readonly string[]): Ladder =>
  ladderOf(paths.map(inputOf), (raws) => verifyFiles(raws, GAMES, nodeVerifySync));

export const gameName = (id: string): string => GAMES.get(id)?.name ?? id;

/** Prints the ladder of these paths; returns the exit code. Never throws. */
export function run(paths: readonly string[]): number {
  if (!paths.length) {
    console.error('usage: npm run ladder -- <match file or archive> [more …]');
    return 2;
  }
  try {
    process.stdout.write(ladderText(ladderOfPaths(paths), gameName));
    return 0;
  } catch (e) {
    console.error(`internal error: ${escapeUntrusted(e instanceof Error ? e.message : String(e), 300)}`);
    return 2;
  }
}


if (isMain(import.meta.url)) process.exitCode = run(process.argv.slice(2));
