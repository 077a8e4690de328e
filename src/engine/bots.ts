/** Bots choose among the legal values the engine lists; they never judge legality themselves. */
import { ByteStream, uniformInt } from '../crypto/stream.js';
import type { Json, Knowledge, Request } from './game.js';

export interface BotView {
  readonly state: Json;
  readonly request: Request;
  readonly legal: readonly Json[];
  readonly knowledge: Knowledge;
}

export type Bot = (v: BotView) => Json;

/** Uniform over the legal choices, from a byte stream the caller seeds. */
export function randomBot(seed: Uint8Array): Bot {
  const s = new ByteStream(seed);
  return (v) => v.legal[uniformInt(s, Math.max(1, v.legal.length))] as Json;
}

/**
 * The skeleton of a one-step-lookahead bot: score each candidate (null: not worth considering),
 * keep the best; ties go to the first listed, so a bot is deterministic given its inputs.
 */
export function bestBy<M>(candidates: readonly M[], score: (m: M) => number | null): { readonly move: M; readonly score: number } | null {
  let best: { move: M; score: number } | null = null;
  for (const move of candidates) {
    const sc = score(move);
    if (sc !== null && (best === null || sc > best.score)) best = { move, score: sc };
  }
  return best;
}
