/**
 * Clockwork Crusade's search bot (src/engine/search/ismcts.ts): the heuristic plays the
 * playouts, which stop after four changes of the seat to move (the rest of this turn, the
 * other's, one more of each) and are scored by material (gates, territories, units, hand and
 * resources, the heuristic's own unit worth). Cut by step counts instead (16 or 30 steps, often
 * mid-turn) it won about half its heads-up matches against the heuristic at 12 to 64 iterations;
 * after four turn changes, 14 of 20 at 48. A portal made before the search began is guessed at
 * its reveal among the values its owner could have committed (the Infantry, or a unit card of
 * its hand costing what was paid), as the game itself lists them.
 */
import type { Bot } from '../../bots.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { searchBot, type SearchOptions } from '../../search/ismcts.js';
import { clockworkCrusadeGame } from './game.js';
import { heuristicBot } from './heuristic.js';
import { unitWorth } from './heuristic-eval.js';
import { legal } from './legal.js';
import { controlled, liveSeats } from './state.js';
import type { CcState } from './types.js';

/** A seat's material: what the evaluation weighs. */
function material(s: CcState, seat: Seat): number {
  const p = s.players[seat];
  if (!p || p.eliminated) return 0;
  const gates = s.gates.filter((g) => g.owner === seat).length;
  let units = 0;
  for (const u of s.units) if (u.owner === seat) units += unitWorth(s, u);
  return 6 * gates + 3 * controlled(s, seat).length + units + 0.5 * p.hand.length + 0.3 * p.resources;
}

/** The seat's worth in [0, 1]: its material against its strongest rival's. */
export function ccEvaluate(state: Json, seat: Seat): number {
  const s = state as unknown as CcState;
  if (s.winners) return s.winners.includes(seat) ? 1 / s.winners.length : 0;
  const rivals = liveSeats(s).filter((x) => x !== seat).map((x) => material(s, x));
  const diff = material(s, seat) - Math.max(0, ...rivals);
  return 1 / (1 + Math.exp(-diff / 8));
}

/** The values a portal's owner could have committed, for a reveal the search did not see made. */
function guessReveal(state: Json, seat: Seat, knowledge: Knowledge): readonly Json[] {
  const s = state as unknown as CcState;
  const p = s.pending;
  if (s.phase !== 'reveal' || p?.kind !== 'reveal') return [];
  return legal({ ...s, phase: 'commit', pending: { kind: 'commit', unit: p.unit } }, seat, knowledge) as unknown as readonly Json[];
}

/** Iterations per decision: the budget (no clock); `npx tsx scripts/bench-search.ts` times one decision. */
export const CC_SEARCH_ITERATIONS = 48;

export const CC_SEARCH: Omit<SearchOptions, 'iterations' | 'seed' | 'policy'> = { guessReveal, evaluate: ccEvaluate, turns: 4, depth: 800 };

export function ccSearchBot(seed: Uint8Array, iterations = CC_SEARCH_ITERATIONS): Bot {
  return searchBot(clockworkCrusadeGame, { ...CC_SEARCH, iterations, policy: heuristicBot, seed });
}
