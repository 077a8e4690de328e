/**
 * npm run figures' throttled-phone join alone, with its waterfall and the bare-link floor:
 * `npx tsx scripts/phone-join.ts [--trials N] [--game id]`. Serves the build in dist/ (or
 * FACEDOWN_DIST) without rebuilding. TRACE_INIT=<file.js>: a script run first in both pages; what
 * it pushes to `window.__trace` ([ms, text] pairs) is printed, both pages on the guest's clock
 * (to see every signaling and data channel message of the join).
 */
import { launch, serveApp } from '../test/e2e/browser.js';
import { GAME_UIS } from '../src/ui/games/catalog.js';
import { parseArgs, intFlag } from './args.js';
import { bareLink } from './bare-link.js';
import { PHONE_TARGET_MS, printWaterfall, throttledJoin } from './throttle-profile.js';

const { flags } = parseArgs(process.argv.slice(2));
const trials = intFlag(flags, 'trials', 3);
const game = GAME_UIS.find((g) => g.id === (typeof flags.game === 'string' ? flags.game : 'crayne'));
if (!game) { console.error('unknown game'); process.exit(2); }
const app = await serveApp();
const b = await launch();
try {
  const runs = [];
  for (let t = 0; t < trials; t++) { const j = await throttledJoin(b.browser, app.url, game.title); runs.push(j); console.log(`join ${t + 1}: ${j.ms} ms`); }
  const mid = [...runs].sort((a, z) => a.ms - z.ms)[Math.floor(runs.length / 2)]!;
  console.log(`median ${mid.ms} ms (target < ${PHONE_TARGET_MS})`);
  printWaterfall(mid);
  for (let t = 0; t < trials; t++) console.log('bare PeerJS link', JSON.stringify(await bareLink(b.browser)));
} finally {
  await Promise.race([Promise.all([b.close(), app.close()]), new Promise((r) => setTimeout(r, 3000))]);
}
process.exit(0);
