/**
 * How hard the computer plays, as the lobby offers it: Easy (the game's best one-step bot, with
 * one decision in two made at random), Normal (that bot), Hard (the game's search bot, where it
 * has one). A level and a seed give the same bot every time.
 */
import { ByteStream, uniformInt } from '../crypto/stream.js';
import { type Bot, randomBot } from './bots.js';
import type { GameModule } from './game-module.js';

export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];
/** What a match made before levels existed plays at. */
export const DEFAULT_LEVEL: BotLevel = 'normal';

export const isBotLevel = (x: unknown): x is BotLevel => typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

/** The name of the bot that plays `level` (Easy names the bot it weakens). */
export function levelBotName(m: GameModule, level: BotLevel): string {
  if (level === 'hard') return m.strongest !== undefined && m.bots[m.strongest] ? m.strongest : m.best;
  return m.best;
}

/** The seeded bot for a level of this game. */
export function levelBot(m: GameModule, level: BotLevel, seed: Uint8Array): Bot {
  const make = m.bots[levelBotName(m, level)] ?? randomBot;
  if (level !== 'easy') return make(seed);
  const good = make(seed);
  const wild = randomBot(Uint8Array.from(seed, (b, i) => (i === 0 ? b ^ 0x5a : b)));
  const coin = new ByteStream(Uint8Array.from(seed, (b, i) => (i === 0 ? b ^ 0xa5 : b)));
  return (v) => (uniformInt(coin, 2) === 0 ? wild(v) : good(v));
}
