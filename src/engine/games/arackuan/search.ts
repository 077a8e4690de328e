/**
 * Arackuan's search bot (src/engine/search/ismcts.ts): the heuristic plays the playouts, which
 * stop after a step cap and are scored by the running score (the points on the battlefield).
 * A face-down card placed before the search began is guessed at its reveal among the cards its
 * owner's deck could still hold (the game accepts the first that may stand there). A hidden deck
 * list (built decks) is guessed as a random legal deck of the owner's faction once it is known
 * (of a random faction before), as the simulator builds one.
 */
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import type { Bot } from '../../bots.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { searchBot, type SearchOptions } from '../../search/ismcts.js';
import { heuristicBot } from './bots.js';
import { FACTIONS, isFaction, randomDeckList } from './cards-api.js';
import { arackuanGame } from './game.js';
import { scoreOf } from './score.js';
import type { ArkState } from './state.js';

/** The seat's worth in [0, 1]: its running score against the other player's. */
export function arackuanEvaluate(state: Json, seat: Seat): number {
  const s = state as unknown as ArkState;
  const diff = scoreOf(s, seat).points - scoreOf(s, 1 - seat).points;
  return 1 / (1 + Math.exp(-diff / 4));
}

/** The cards the seat's face-down card in the slot being revealed could be. */
function guessReveal(state: Json, seat: Seat, _k: Knowledge): readonly Json[] {
  const s = state as unknown as ArkState;
  const a = s.ask;
  const p = s.players[seat];
  if (a?.kind !== 'reveal' || !p?.pile) return [];
  const piece = s.board.find((x) => x.down && x.owner === seat && x.slot === a.slot);
  if (!piece) return [];
  const shown = new Set(Object.values(p.revealed));
  return p.pile.cards.filter((c) => !shown.has(c)).map((card) => ({ kind: 'facedown', handle: piece.id, card, at: piece.at }));
}

function deckFor(state: Json, owner: Seat, seed: Uint8Array): readonly string[] | null {
  const s = new ByteStream(seed);
  const f = (state as unknown as ArkState).players[owner]?.faction;
  const faction = isFaction(f) ? f : (FACTIONS[uniformInt(s, FACTIONS.length)] as (typeof FACTIONS)[number]);
  return randomDeckList(faction, { int: (_l, n) => uniformInt(s, n), shuffle: (_l, xs) => [...xs] });
}

/** Iterations per decision: the budget (no clock); `npx tsx scripts/bench-search.ts` times one decision. */
export const ARACKUAN_SEARCH_ITERATIONS = 12;

export const ARACKUAN_SEARCH: Omit<SearchOptions, 'iterations' | 'seed' | 'policy'> = { guessReveal, deckFor, evaluate: arackuanEvaluate, depth: 20 };

export function arackuanSearchBot(seed: Uint8Array, iterations = ARACKUAN_SEARCH_ITERATIONS): Bot {
  return searchBot(arackuanGame, { ...ARACKUAN_SEARCH, iterations, policy: heuristicBot, seed });
}
