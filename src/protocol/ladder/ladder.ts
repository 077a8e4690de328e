/**
 * The group ladder (docs/ladder.md): from any set of match files and archives, one rating table
 * per game and the list of files that do not count, with the reason for each. The same files
 * give the same ladder, whatever order they come in.
 */
import { type Exclusion, type LadderInput, compare, groupInputs } from './inputs.js';
import { type CountedMatch, type VerifyGroup, judgeGroup } from './rules.js';
import { type GameTable, tablesOf } from './rating.js';

export interface Ladder {
  readonly tables: readonly GameTable[];
  /** Sorted by label, then reason. */
  readonly excluded: readonly Exclusion[];
}

/** Computes the ladder at once (Node tools). */
export function ladderOf(inputs: readonly LadderInput[], verify: VerifyGroup): Ladder {
  const { groups, excluded } = groupInputs(inputs);
  const counted: CountedMatch[] = [];
  const out: Exclusion[] = [...excluded];
  for (const g of groups) {
    const j = judgeGroup(g, verify);
    if (j.counted) counted.push(j.counted);
    out.push(...j.excluded);
  }
  return finish(counted, out);
}

/**
 * The same ladder, one match at a time: `progress(done, total)` before each match is checked, and
 * `pause()` awaited between matches (a page gives the browser its turn there).
 */
export async function ladderStepwise(
  inputs: readonly LadderInput[], verify: VerifyGroup,
  progress: (done: number, total: number) => void, pause: () => Promise<void>,
): Promise<Ladder> {
  const { groups, excluded } = groupInputs(inputs);
  const counted: CountedMatch[] = [];
  const out: Exclusion[] = [...excluded];
  for (const [i, g] of groups.entries()) {
    progress(i, groups.length);
    await pause();
    const j = judgeGroup(g, verify);
    if (j.counted) counted.push(j.counted);
    out.push(...j.excluded);
  }
  progress(groups.length, groups.length);
  return finish(counted, out);
}

const finish = (counted: readonly CountedMatch[], excluded: readonly Exclusion[]): Ladder => ({
  tables: tablesOf(counted),
  excluded: [...excluded].sort((a, b) => compare(a.label, b.label) || compare(a.reason, b.reason)),
});

export type { Exclusion, LadderInput } from './inputs.js';
export type { CountedMatch, Player, VerifyGroup } from './rules.js';
export type { GameTable, Point, Standing } from './rating.js';
