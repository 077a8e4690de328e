/**
 * The bench's figures for a match file of nested brackets (`[[[[…`): how long `npm run verify`
 * takes to refuse one of 6 MB and one at the 64 MiB cap, reading the file included (its `run`,
 * in process, its one line of refusal kept off the bench's output), and what the nesting scan
 * costs on a 64 MiB file it reads to the end (brackets in strings only: nothing too deep).
 * Parsing first, a 6 MB file took 29 s and 414 MB.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_MATCH_FILE } from '../src/protocol/wire/parse.js';
import { nestsDeeper } from '../src/protocol/wire/json-depth.js';

type Print = (name: string, value: number, unit: string) => void;

/** The fastest of `runs` timings of `fn`, in ms. */
function best(runs: number, fn: () => void): number {
  let min = Infinity;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

export async function benchNesting(print: Print): Promise<void> {
  const { run } = await import('./verify.js');
  const dir = mkdtempSync(join(tmpdir(), 'facedown-bench-nesting-'));
  const quiet = console.error;
  try {
    for (const [label, size] of [['6 MB', 6 * 1024 * 1024], ['64 MiB', MAX_MATCH_FILE]] as const) {
      const path = join(dir, `nested-${size}.json`);
      writeFileSync(path, '['.repeat(size));
      console.error = () => {};
      let code = 0;
      const ms = best(5, () => { code = run(path); });
      console.error = quiet;
      if (code !== 2) throw new Error(`bench: a ${label} nested file was not refused (exit ${code})`);
      print(`npm run verify refuses a ${label} nested file`, ms, 'ms');
    }
    const long = `["${'[{'.repeat(MAX_MATCH_FILE / 2 - 4)}"]`;
    const bytes = Buffer.from(long, 'latin1');
    for (const [what, text] of [['text', long], ['bytes', bytes]] as const) {
      let deeper = true;
      const ms = best(5, () => { deeper = nestsDeeper(text); });
      if (deeper) throw new Error('bench: brackets inside a string were counted');
      print(`nesting scan of 64 MiB read to its end (${what})`, ms, 'ms');
    }
  } finally {
    console.error = quiet;
    rmSync(dir, { recursive: true, force: true });
  }
}
