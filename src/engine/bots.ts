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
