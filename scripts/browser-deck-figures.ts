/**
 * Issue 14's targets in Chromium: a whole 6-seat shuffle's CPU and one draw's CPU per seat, for a
 * 60-card shared deck (scripts/deck-figures-page.ts, bundled with esbuild and run on a blank page
 * in headless Chromium, as test/e2e/browser.ts launches it). Usage: npx tsx scripts/browser-deck-figures.ts
 */
import { build } from 'esbuild';
import { launch } from '../test/e2e/browser.js';

const bundle = await build({
  entryPoints: [new URL('./deck-figures-page.ts', import.meta.url).pathname], bundle: true, write: false, format: 'iife', target: 'es2022', minify: true,
});
const code = bundle.outputFiles[0]!.text;
const b = await launch();
try {
  const page = await (await b.browser.newContext()).newPage();
  await page.setContent('<!doctype html><title>deck figures</title>');
  await page.addScriptTag({ content: code });
  await page.waitForFunction(() => 'deckFigures' in window, undefined, { timeout: 120_000 });
  const figures = await page.evaluate(() => (window as unknown as { deckFigures: Record<string, number> }).deckFigures);
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v.toFixed(1)} ms`);
  console.log(`(Chromium ${b.browser.version()}, headless, median of several runs)`);
} finally {
  await b.close();
}
