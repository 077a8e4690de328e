/**
 * The page scripts/browser-figures.ts runs (bundled) to time the computer's Hard level in Chromium
 * (throttled there like a phone): per game, the median and the slowest decision over positions
 * from a whole match. Sets `window.botFigures` when done.
 */
import { levelBot, levelBotName } from '../src/engine/bot-levels.js';
import { MODULES } from '../src/engine/games/index.js';
import { botPositions } from './bot-positions.js';

const out: Record<string, { bot: string; median: number; max: number; n: number }> = {};
for (const [id, m] of MODULES) {
  if (id === 'fixture') continue;
  const views = botPositions(m, 12);
  const bot = levelBot(m, 'hard', new Uint8Array(32));
  const t: number[] = [];
  for (const v of views) { const t0 = performance.now(); bot(v); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  out[id] = { bot: levelBotName(m, 'hard'), median: t[Math.floor(t.length / 2)] ?? NaN, max: t[t.length - 1] ?? NaN, n: t.length };
}
(window as unknown as { botFigures: typeof out }).botFigures = out;
