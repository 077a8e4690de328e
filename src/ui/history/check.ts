/**
 * Checking a kept or imported file exactly as the Verify page does (verify-file.ts: the verifier
 * loaded on demand, nothing in the file able to make it throw), and its replay for the history's
 * Replay button (replay.ts), offered, as on the Verify page, only for a file that checks out.
 */
import { GAMES } from '../../engine/games/defs.js';
import type { Verdict } from '../../protocol/verification/verify.js';
import { type Check, fileChecker } from '../verify-file.js';
import { type Replay, replayMatch } from '../replay.js';

export interface Checked {
  readonly verdict: Verdict;
  readonly raws: readonly unknown[];
}

/** The verdict on one file's JSON text (`name`: what the verdict calls it). */
export async function checkText(name: string, text: string): Promise<Checked> {
  let done: Check | null = null;
  await fileChecker(GAMES, (c) => { done = c; })({ name, size: text.length, text: () => Promise.resolve(text) });
  const c = done as Check | null;
  if (!c || c.kind !== 'done') throw new Error('the verifier gave no verdict');
  return { verdict: c.verdict, raws: c.raws };
}

/** Whether a verdict lets the match be replayed (the Verify page's rule: a file that does not check out is not). */
export const replayable = (v: Verdict): boolean => v.status === 'valid' || v.status === 'claimed' || v.status === 'unfinished';

/** The replay of a checked file, or null when it cannot be replayed. */
export const replayOf = (c: Checked): Replay | null => (replayable(c.verdict) ? replayMatch(c.raws, GAMES, c.verdict.end) : null);
