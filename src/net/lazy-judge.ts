/**
 * The verdict at the end of a match (src/protocol/judge.ts, with the audit), loaded when a match
 * first needs it, so a page need not load it before the table shows. Node tools and the tests
 * load it first (test/setup-on-demand.ts), so headless matches end synchronously.
 */
import type { Ledger } from '../protocol/ledger.js';
import type { Verdict } from '../protocol/judge.js';

let judge: ((l: Ledger) => Verdict) | null = null;

export async function loadJudge(): Promise<void> {
  judge ??= (await import('../protocol/judge.js')).judge;
}

/** The verdict on this ledger: at once when the judge is loaded, else once it is (null: it did not load). */
export const verdictOf = (l: Ledger): Verdict | Promise<Verdict | null> =>
  judge ? judge(l) : loadJudge().then(() => (judge as (l: Ledger) => Verdict)(l), () => null);
