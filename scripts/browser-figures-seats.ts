/**
 * npm run figures:seats — real-browser figures for tables of several seats on loopback (real WebRTC,
 * the bundled PeerServer), Crayne free-for-all: for 3 and 6 seats, the time the last guest takes
 * from opening the join link to its seat in the waiting room, and from the host's Start until every
 * page shows the table; with 4 seats, a whole match chosen at once in-page: the median face-down
 * step (commit and reveal across the four pages) and the bytes each seat sent, with a spectator
 * watching from the start: how long after the host reaches a step the spectator's page shows it
 * (median and 90th percentile over the steps it drew). Prints one figure per line.
 */
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launch, serveApp } from '../test/e2e/browser.js';

const median = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? NaN; };
const print = (name: string, v: number, unit: string) => console.log(`${name.padEnd(56)} ${(v >= 100 ? Math.round(v).toString() : v.toFixed(1)).padStart(9)} ${unit}`);
const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'];

/** In the page: choose the first legal value at once, and mark when each step begins (as browser-figures.ts). */
const AUTO_CHOOSE = `(() => {
  const c = window.__facedownActive;
  const marks = [];
  window.__marks = marks;
  let last = -1;
  const tick = () => {
    const step = c.session.match ? c.session.match.state.step : -1;
    if (step !== last) { last = step; marks.push({ step, need: c.currentNeed(), at: performance.now(), wall: Date.now() }); }
    const a = c.session.awaiting;
    if (a && a.legal.length) setTimeout(() => { if (c.session.awaiting === a) c.session.choose(a.legal[0]); }, 0);
  };
  c.session.onUpdate(tick);
  tick();
})()`;

await build({ logLevel: 'warn' });
const app = await serveApp();
const b = await launch();

/** A free-for-all room for `n`, filled; returns the pages (host first) and the two timings. */
async function table(n: number): Promise<{ pages: Page[]; lastJoinMs: number; startMs: number }> {
  const pages: Page[] = [];
  for (let i = 0; i < n; i++) {
    const p = await (await b.browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await p.addInitScript('window.__facedownTest = {}');
    pages.push(p);
  }
  const host = pages[0] as Page;
  await host.goto(app.url);
  await host.getByLabel('Your name').fill('Alice');
  await host.getByRole('radio', { name: /Crayne/ }).check();
  await host.getByLabel('Variant').selectOption({ label: `Free-for-all, ${n} players` });
  await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
  const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
  let lastJoinMs = 0;
  for (let i = 1; i < n; i++) {
    const p = pages[i] as Page;
    const t0 = Date.now();
    await p.goto(link);
    await p.getByLabel('Your name').fill(NAMES[i] as string);
    await p.getByRole('button', { name: 'Join the match' }).click();
    await p.locator('.room-seats').getByText(`${NAMES[i]} — you`, { exact: false }).waitFor({ timeout: 60_000 });
    lastJoinMs = Date.now() - t0;
  }
  const t0 = Date.now();
  await host.getByRole('button', { name: 'Start the match' }).click();
  for (const p of pages) await p.locator('[data-table]').waitFor({ timeout: 120_000 });
  return { pages, lastJoinMs, startMs: Date.now() - t0 };
}

/** A spectator opens the watch link from the host's panel, before anyone moves. */
async function openWatcher(host: Page): Promise<Page> {
  await host.locator('.watch-invite summary').click();
  const url = await host.getByRole('textbox', { name: 'Watch link' }).inputValue();
  const w = await (await b.browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await w.addInitScript('window.__facedownTest = {}');
  await w.goto(url);
  await w.locator('[data-table]').waitFor({ timeout: 60_000 });
  return w;
}

try {
  for (const n of [3, 6]) {
    const t = await table(n);
    print(`${n} seats: last guest, join link → its seat in the room`, t.lastJoinMs, 'ms');
    print(`${n} seats: host's Start → every page shows the table`, t.startMs, 'ms');
    await Promise.all(t.pages.map((p) => p.context().close()));
  }
  // The same four-seat match twice: alone, then with a spectator watching from the start.
  for (const watched of [false, true]) {
    const t = await table(4);
    const host = t.pages[0] as Page;
    const watcher = watched ? await openWatcher(host) : null;
    for (const p of t.pages) await p.evaluate(AUTO_CHOOSE);
    for (const p of t.pages) await p.locator('.end .result, .stopped').waitFor({ timeout: 300_000 });
    const marks = (await host.evaluate('window.__marks')) as { step: number; need: string; at: number; wall: number }[];
    const steps: number[] = [];
    for (const [i, a] of marks.entries()) {
      if (a.need !== 'commit') continue;
      const done = marks.slice(i + 1).find((m) => m.step >= a.step + 2);
      if (done) steps.push(done.at - a.at);
    }
    const sent = (await Promise.all(t.pages.map((p) => p.evaluate('window.__facedownActive.bytesSent()')))) as number[];
    const how = watched ? 'with a spectator' : 'no spectator';
    print(`4 seats, ${how}: median face-down step (${steps.length})`, median(steps), 'ms');
    print(`4 seats, ${how}: bytes each seat sent per match (median)`, median(sent), 'bytes');
    if (watcher) {
      await watcher.locator('.watch-end .badge').waitFor({ timeout: 60_000 });
      const shown = (await watcher.evaluate('window.__facedownWatch.stepTimes')) as Record<string, number>;
      const hostAt = new Map(marks.map((m) => [m.step, m.wall]));
      const lags = Object.entries(shown).flatMap(([step, at]) => { const h = hostAt.get(Number(step)); return h === undefined ? [] : [at - h]; });
      const sorted = [...lags].sort((a, b) => a - b);
      print(`4 seats: spectator lag behind the host, median (${lags.length} steps)`, median(lags), 'ms');
      print('4 seats: spectator lag behind the host, 90th percentile', sorted[Math.floor(sorted.length * 0.9)] ?? NaN, 'ms');
      print('4 seats: host page time spent relaying to the spectator', (await host.evaluate('window.__facedownActive.watchMs()')) as number, 'ms');
      print('4 seats: the spectator verified the match', (await watcher.locator('.watch-end .badge.verified').count()) === 1 ? 1 : 0, '(1 = yes)');
    }
    await Promise.all([...t.pages, ...(watcher ? [watcher] : [])].map((p) => p.context().close()));
  }
} finally {
  const within = (p: Promise<void>) => Promise.race([p, new Promise<void>((done) => setTimeout(done, 3_000))]);
  await within(b.close());
  await within(app.close());
}
process.exit(0);
