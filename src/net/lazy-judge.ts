/**
 * The verdict at the end of a match (src/protocol/endings/judge.ts, with the audit), loaded when a match
 * first needs it, so a page need not load it before the table shows. Node tools and the tests
 * load it first (test/setup-on-demand.ts), so headless matches end synchronously.
 */
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Verdict } from '../protocol/endings/judge.js';

export type ContestModule = typeof import('./contest.js');
/** contest.ts, which also brings the judge (one chunk: a match needs both only near its end, if ever). */
let late: ContestModule | null = null;
const load = (): Promise<ContestModule> => import('./contest.js').then((m) => (late = m));

/** Loads the judge, and what a contested match needs (contest.ts: claims, disputes). */
export async function loadJudge(): Promise<void> {
  late ??= await load();
}

/** contest.ts: at once when loaded, else once it is (null: it did not load). */
export const contestModule = (): ContestModule | Promise<ContestModule | null> => late ?? load().catch(() => null);

/** The verdict on this ledger: at once when the judge is loaded, else once it is (null: it did not load). */
export const verdictOf = (l: Ledger): Verdict | Promise<Verdict | null> =>
  late ? late.judge(l) : load().then((m) => m.judge(l), () => null);
