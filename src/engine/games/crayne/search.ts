/**
 * Crayne's search bot (src/engine/search/ismcts.ts): the heuristic plays the playouts. A Lord's
 * `hidden` list names the cards only that Lord can place (its hidden hand and its draw pile), so
 * it is not public, and a hand card drawn before the last reshuffle is guessed among them.
 */
import type { Bot } from '../../bots.js';
import type { Json, Seat } from '../../game.js';
import type { DeterminizeHooks } from '../../search/determinize.js';
import { searchBot, type SearchOptions } from '../../search/ismcts.js';
import { heuristicBot } from './bots.js';
import { crayneGame } from './game.js';
import type { CrayneState } from './state.js';

/** The seat's worth in [0, 1]: its Influence against its strongest living rival's. */
export function crayneEvaluate(state: Json, seat: Seat): number {
  const s = state as unknown as CrayneState;
  const worth = (i: number): number => { const l = s.lords[i]; return l && l.alive ? l.influence : 0; };
  const rivals = s.lords.map((_, i) => i).filter((i) => i !== seat).map(worth);
  return 1 / (1 + Math.exp(-(worth(seat) - Math.max(0, ...rivals)) / 6));
}

export const CRAYNE_SEARCH_HOOKS: DeterminizeHooks = {
  privateKeys: ['hidden'],
  unseen: (state: Json, owner: Seat) => (state as unknown as CrayneState).lords[owner]?.hidden ?? null,
};

/**
 * Playouts stop after 120 steps (about a round) and are scored by Influence. In 20-match duels
 * against the heuristic while tuning: played to the end, 10 of 20 at 40 iterations; cut at 120
 * steps, 15 of 20 at 60 iterations; cut at 40 steps (mid-round, an earlier root rule), 4 of 20.
 */
export const CRAYNE_SEARCH: Omit<SearchOptions, 'iterations' | 'seed' | 'policy'> = { ...CRAYNE_SEARCH_HOOKS, evaluate: crayneEvaluate, depth: 120 };

/** Iterations per decision: the budget (no clock); `npx tsx scripts/bench-search.ts` times one decision. */
export const CRAYNE_SEARCH_ITERATIONS = 40;

export function crayneSearchBot(seed: Uint8Array, iterations = CRAYNE_SEARCH_ITERATIONS): Bot {
  return searchBot(crayneGame, { ...CRAYNE_SEARCH, iterations, policy: heuristicBot, seed });
}
