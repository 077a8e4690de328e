/**
 * Crystal Factions' search bot (src/engine/search/ismcts.ts): the heuristic plays the playouts,
 * which stop after a step cap and are scored by health (and crystals). A face-down card played
 * before the search began is guessed at its reveal among the Stealth cards its owner's deck could
 * still hold (the game accepts the first that fits).
 */
import type { Bot } from '../../bots.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { searchBot, type SearchOptions } from '../../search/ismcts.js';
import { heuristicBot } from './bots.js';
import { cardOf } from './cards/index.js';
import { crystalFactionsGame } from './game.js';
import type { CFState } from './state.js';
import { LANES, STEALTH_COST, STEALTH_TECH } from './types.js';

/** The seat's worth in [0, 1]: health (and a little for crystals) against its strongest rival's. */
export function cfEvaluate(state: Json, seat: Seat): number {
  const s = state as unknown as CFState;
  const worth = (i: number): number => { const p = s.players[i]; return !p || p.out ? 0 : p.hp + 0.2 * p.crystals; };
  const rivals = s.players.map((_, i) => i).filter((i) => i !== seat).map(worth);
  return 1 / (1 + Math.exp(-(worth(seat) - Math.max(0, ...rivals)) / 4));
}

/** Stealth cards the seat's face-down card in the slot being revealed could be. */
function guessReveal(state: Json, seat: Seat, _k: Knowledge): readonly Json[] {
  const s = state as unknown as CFState;
  const a = s.ask;
  const p = s.players[seat];
  if (a?.kind !== 'reveal' || !p) return [];
  const lane = LANES.find((l) => p.lanes[l].cards.some((c) => c.slot === a.slot));
  const entry = lane ? p.lanes[lane].cards.find((c) => c.slot === a.slot) : undefined;
  if (!lane || !entry) return [];
  const shown = new Set(Object.values(p.revealed));
  return p.pile.cards
    .filter((id) => { const c = cardOf(id); return !shown.has(id) && c?.stealth === true && c.cost === STEALTH_COST && c.tech === STEALTH_TECH; })
    .map((card) => ({ kind: 'stealth', handle: entry.id, card, lane }));
}

/** Iterations per decision: the budget (no clock); `npx tsx scripts/bench-search.ts` times one decision. */
export const CF_SEARCH_ITERATIONS = 32;

export const CF_SEARCH: Omit<SearchOptions, 'iterations' | 'seed' | 'policy'> = { guessReveal, evaluate: cfEvaluate };

export function cfSearchBot(seed: Uint8Array, iterations = CF_SEARCH_ITERATIONS): Bot {
  return searchBot(crystalFactionsGame, { ...CF_SEARCH, iterations, policy: heuristicBot, seed });
}
