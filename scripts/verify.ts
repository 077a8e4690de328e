/**
 * npm run verify -- <match.json> [<other seat's match.json> …]
 * Several files of one match (each player's own) are checked together: a seat that signed two
 * different versions of a message is named, and a claim is void if any file holds the answer.
 * Exit 0: valid (a claim ending only once confirmed by every player's sealed file). 1: invalid
 * (names the first failure). 2: unreadable input, or an internal error. 3: a claim ending these
 * files cannot confirm (a file cannot show silence: add the other players' files). 4: unfinished
 * (the match stops before any ending, or a claim was voided by the answer it said was missing;
 * nobody won, nobody is at fault).
 * The file is untrusted: its size is checked before it is read, anything it holds is escaped
 * when printed, and no input makes this print a stack trace.
 */
import { isMain } from './args.js';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { AnyGame } from '../src/engine/game.js';
import { type Result, err, ok } from '../src/result.js';
import { type Verdict, verifyFiles } from '../src/protocol/verification/verify.js';
import { loadSharedCode } from '../src/net/shared-code.js';
import { nodeVerifySync } from './node-ed25519.js';
import { GAMES } from '../src/engine/games/index.js';
import { explainVerdict, formatVerdict } from '../src/protocol/verification/verdict-text.js';
import { escapeUntrusted } from '../src/protocol/wire/printable.js';
import { nestsDeeper, tooDeep } from '../src/protocol/wire/json-depth.js';

import { MAX_MATCH_FILE as MAX_FILE } from '../src/protocol/wire/parse.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge(), loadSharedCode()]);

/** The file's bytes, read only if it is a regular file of at most MAX_FILE bytes (and at most the size it had then). */
export function readBounded(path: string): Result<Buffer> {
  const fd = openSync(path, 'r');
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return err('not a regular file');
    if (st.size > MAX_FILE) return err(`the file is ${st.size} bytes, over the limit of ${MAX_FILE} bytes (64 MiB)`);
    const buf = Buffer.allocUnsafe(st.size); // only the n bytes read are used
    let n = 0;
    for (let r = 1; n < st.size && r > 0; n += r) r = readSync(fd, buf, n, st.size - n, n);
    return ok(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/** The exit code of each verdict (README, "Commands"). */
export const EXIT: Readonly<Record<Verdict['status'], number>> = { valid: 0, invalid: 1, unreadable: 2, claimed: 3, unfinished: 4 };

const message = (e: unknown): string => escapeUntrusted(e instanceof Error ? e.message : String(e), 300);

/** Verifies the files at `paths` (one match), prints the verdict, returns the exit code. Never throws. */
export function run(paths: string | readonly (string | undefined)[] | undefined, games: ReadonlyMap<string, AnyGame> = GAMES): number {
  const list = (typeof paths === 'string' ? [paths] : [...(paths ?? [])]).filter((p): p is string => !!p);
  if (!list.length) {
    console.error('usage: npm run verify -- <match.json> [<another file of the same match> …]');
    return 2;
  }
  const raws: unknown[] = [];
  for (const path of list) {
    const shown = escapeUntrusted(path);
    try {
      const bytes = readBounded(path);
      if (!bytes.ok) {
        console.error(`unreadable: ${shown}: ${bytes.error}`);
        return 2;
      }
      // Before decoding and JSON.parse, which would build every level of a file of nested brackets first.
      if (nestsDeeper(bytes.value)) {
        console.error(`unreadable: ${shown}: ${tooDeep('the file')}`);
        return 2;
      }
      raws.push(JSON.parse(bytes.value.toString('utf8')));
    } catch (e) {
      // JSON.parse's message quotes the file: escaped.
      console.error(`unreadable: ${shown}: ${e instanceof SyntaxError ? 'not JSON: ' : ''}${message(e)}`);
      return 2;
    }
  }
  try {
    const v = verifyFiles(raws, games, nodeVerifySync);
    console.log(formatVerdict(v));
    for (const line of explainVerdict(v)) console.log(`  ${line}`);
    return EXIT[v.status];
  } catch (e) {
    console.error(`internal error: ${message(e)}`);
    return 2;
  }
}


if (isMain(import.meta.url)) process.exitCode = run(process.argv.slice(2));
