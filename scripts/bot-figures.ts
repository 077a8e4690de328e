/**
 * The Hard level's time per decision, per game: in Node, and in Chromium with the CPU 4× slower
 * (a phone-class CPU, as throttle-profile.ts sets it). Used by npm run figures; alone:
 * `npx tsx scripts/bot-figures.ts`.
 */
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { levelBot, levelBotName } from '../src/engine/bot-levels.js';
import { MODULES } from '../src/engine/games/index.js';
import { botPositions } from './bot-positions.js';
import { CPU_SLOWDOWN } from './throttle-profile.js';

export interface BotTime { readonly bot: string; readonly median: number; readonly max: number; readonly n: number }

export function nodeBotTimes(): Record<string, BotTime> {
  const out: Record<string, BotTime> = {};
  for (const [id, m] of MODULES) {
    if (id === 'fixture') continue;
    const views = botPositions(m, 12);
    const bot = levelBot(m, 'hard', new Uint8Array(32));
    const t = views.map((v) => { const t0 = performance.now(); bot(v); return performance.now() - t0; }).sort((a, b) => a - b);
    out[id] = { bot: levelBotName(m, 'hard'), median: t[Math.floor(t.length / 2)] ?? NaN, max: t[t.length - 1] ?? NaN, n: t.length };
  }
  return out;
}

export async function throttledBotTimes(browser: Browser): Promise<Record<string, BotTime>> {
  const bundle = await build({
    entryPoints: [new URL('./bot-figures-page.ts', import.meta.url).pathname], bundle: true, write: false, format: 'iife', target: 'es2022', minify: true,
  });
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    await page.setContent('<!doctype html><title>bot figures</title>');
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    await page.waitForFunction(() => 'botFigures' in window, undefined, { timeout: 600_000, polling: 1000 });
    return (await page.evaluate(() => (window as unknown as { botFigures: Record<string, BotTime> }).botFigures));
  } finally {
    await ctx.close();
  }
}

export function printBotTimes(where: string, times: Record<string, BotTime>): void {
  for (const [id, t] of Object.entries(times)) {
    console.log(`${`Hard (${t.bot}) decision, ${id}, ${where}`.padEnd(64)} median ${Math.round(t.median)} ms, slowest ${Math.round(t.max)} ms (${t.n} positions)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launch } = await import('../test/e2e/browser.js');
  printBotTimes('Node', nodeBotTimes());
  const b = await launch();
  try { printBotTimes(`Chromium, CPU ×${CPU_SLOWDOWN}`, await throttledBotTimes(b.browser)); } finally { await b.close(); }
}
