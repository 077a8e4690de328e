/**
 * What `npm run sim` needs to know about Arackuan: the configurations (pre-built decks chosen in
 * secret; built decks, hidden lists), a random legal deck list per seat for built decks, the
 * invariants checked after every step, the bots by name, the round count.
 */
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import type { Bot } from '../../bots.js';
import { randomBot } from '../../bots.js';
import type { SimConfig } from '../../game-module.js';
import type { Handle, Json } from '../../game.js';
import { heuristicBot } from './bots.js';
import { FACTIONS, randomDeckList } from './cards-api.js';
import { arackuanInvariants } from './invariants.js';
import type { ArkState } from './state.js';

export function arackuanConfigs(players: number | null, variant: string | null): SimConfig[] {
  if (players !== null && players !== 2) return [];
  return (['prebuilt', 'built'] as const).filter((d) => variant === null || variant === d).map((decks) => ({ label: decks, seats: 2, options: { decks } }));
}

/** Built decks for a match: a random legal deck (of a faction drawn from the seed) per seat. */
export function simDecks(config: SimConfig, seed: Uint8Array): readonly (readonly string[])[] | null {
  const o = config.options as { decks?: string };
  if (o.decks !== 'built') return null;
  const s = new ByteStream(seed);
  const rng = { int: (_l: string, n: number) => uniformInt(s, n), shuffle: <T>(_l: string, xs: readonly T[]) => [...xs] };
  return [0, 1].map(() => randomDeckList(FACTIONS[uniformInt(s, FACTIONS.length)] as (typeof FACTIONS)[number], rng));
}

export const ARACKUAN_BOTS: Readonly<Record<string, (seed: Uint8Array) => Bot>> = { random: randomBot, heuristic: heuristicBot };

export const arackuanSim = {
  configs: arackuanConfigs,
  duelVariant: 'prebuilt',
  decks: simDecks,
  invariants: (state: Json, known: Readonly<Record<Handle, string>>): string | null => arackuanInvariants(state, known),
  rounds: (state: Json): number => (state as ArkState).round,
};
