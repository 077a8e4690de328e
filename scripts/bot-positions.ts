/**
 * Positions to time a bot on: the views a seat is asked in one seeded match between a game's best
 * one-step bots (each with more than one legal choice), spread over the whole match.
 */
import { taggedHash } from '../src/crypto/hash.js';
import type { Bot, BotView } from '../src/engine/bots.js';
import type { Seat } from '../src/engine/game.js';
import type { GameModule } from '../src/engine/game-module.js';
import { simulate } from '../src/engine/simulate.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/bot-positions', ...p.map((x) => enc.encode(String(x))));

export function botPositions(m: GameModule, count: number, seed = 1): BotView[] {
  const config = m.sim.configs(2, m.sim.duelVariant ?? null)[0];
  if (!config) return [];
  const decks = m.sim.decks?.(config, seedOf('decks', seed)) ?? null;
  const best = m.bots[m.best] as (s: Uint8Array) => Bot;
  const all: BotView[] = [];
  const recording = (seat: Seat): Bot => { const b = best(seedOf('bot', seed, seat)); return (v) => { if (v.legal.length > 1) all.push(v); return b(v); }; };
  simulate(m.def, config.options, 2, seedOf('match', seed), [recording(0), recording(1)], decks ? { decks } : {});
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}
