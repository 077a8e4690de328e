/**
 * The computer's seat thinks here, off the page's thread, so the table never freezes while a
 * search bot weighs its move (bot-client.ts talks to it). One bot per worker: the game, the level
 * and the seed come first; then each question, answered with the bot's choice.
 */
/// <reference lib="webworker" />
import type { Json } from '../../crypto/canonical.js';
import type { Bot, BotView } from '../../engine/bots.js';
import { type BotLevel, levelBot } from '../../engine/bot-levels.js';
import { loadGameModule } from '../../engine/games/lazy.js';

export type ToWorker =
  | { readonly kind: 'init'; readonly game: string; readonly level: BotLevel; readonly seed: readonly number[] }
  | { readonly kind: 'ask'; readonly id: number; readonly view: BotView };
export type FromWorker =
  | { readonly kind: 'move'; readonly id: number; readonly move: Json }
  | { readonly kind: 'failed'; readonly id: number; readonly reason: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let bot: Promise<Bot> | null = null;

scope.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.kind === 'init') {
    const loading = loadGameModule(m.game);
    bot = loading ? loading.then((mod) => levelBot(mod, m.level, Uint8Array.from(m.seed))) : Promise.reject(new Error(`unknown game ${m.game}`));
    return;
  }
  const reply = (r: FromWorker): void => scope.postMessage(r);
  if (!bot) { reply({ kind: 'failed', id: m.id, reason: 'the bot was not set up' }); return; }
  bot.then(
    (b) => reply({ kind: 'move', id: m.id, move: b(m.view) }),
    (err: unknown) => reply({ kind: 'failed', id: m.id, reason: String(err) }),
  ).catch((err: unknown) => reply({ kind: 'failed', id: m.id, reason: String(err) }));
};
