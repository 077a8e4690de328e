/**
 * The computer's seat, played from a Web Worker (bot-worker.ts) so that a bot that thinks for a
 * second never freezes the table. Where a worker cannot start (or fails), the same bot plays on
 * the page instead: the match goes on either way.
 */
import type { Json } from '../../crypto/canonical.js';
import type { Bot, BotView } from '../../engine/bots.js';
import { type BotLevel, levelBot } from '../../engine/bot-levels.js';
import type { GameModule } from '../../engine/game-module.js';
import type { LaterBot } from '../../net/headless.js';
import type { FromWorker, ToWorker } from './bot-worker.js';

export interface WorkerBot {
  readonly bot: LaterBot;
  /** Stops the worker (the match page closed). */
  close(): void;
}

export function workerBot(m: GameModule, level: BotLevel, seed: Uint8Array): WorkerBot {
  let local: Bot | null = null;
  const onPage = (): Bot => (local ??= levelBot(m, level, seed));
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'facedown-bot' });
  } catch {
    worker = null;
  }
  const waiting = new Map<number, { view: BotView; done: (v: Json) => void }>();
  let next = 0;
  // A worker that fails: every question it holds, and every one after, is answered on the page.
  const giveUp = (): void => {
    worker?.terminate();
    worker = null;
    for (const [id, w] of waiting) { waiting.delete(id); w.done(onPage()(w.view)); }
  };
  if (worker) {
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const r = e.data;
      const w = waiting.get(r.id);
      if (!w) return;
      waiting.delete(r.id);
      if (r.kind === 'move') w.done(r.move);
      else { waiting.set(r.id, w); giveUp(); }
    };
    worker.onerror = giveUp;
    worker.postMessage({ kind: 'init', game: m.def.id, level, seed: [...seed] } satisfies ToWorker);
  }
  return {
    bot: (view) => {
      if (!worker) return onPage()(view);
      const id = next++;
      return new Promise<Json>((done) => {
        waiting.set(id, { view, done });
        worker?.postMessage({ kind: 'ask', id, view } satisfies ToWorker);
      });
    },
    close: () => { worker?.terminate(); worker = null; waiting.clear(); },
  };
}
