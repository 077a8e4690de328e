/**
 * npm run figures — real-browser figures for a two-player match on loopback (real WebRTC,
 * the bundled PeerServer): median time from opening the join link to the table; median time
 * of one face-down step (commit and reveal) across the two pages; for reference, the median
 * one-way time of a match message (send on one page → its handler on the other) and the median
 * round trip of raw messages over the same PeerJS link after the match; bytes sent per match; the
 * JavaScript a first visit loads, gzipped; and the time to a table on a throttled phone profile
 * (the guest's page only: CPU ×4 slower and DevTools' "Fast 3G", throttle-profile.ts), target
 * under 2.5 s, with its network waterfall when it misses, and the floor under it (bare-link.ts); and
 * the computer's Hard level per decision, in Node and on a CPU 4× slower (bot-figures.ts). Prints one figure per line.
 *
 * It builds the app into dist/ first, unless FACEDOWN_DIST names a build to serve instead.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launch, serveApp } from '../test/e2e/browser.js';
import { GAME_UIS } from '../src/ui/games/catalog.js';
import { parseArgs, intFlag } from './args.js';
import { CPU_SLOWDOWN, PHONE_TARGET_MS, printWaterfall, throttledJoin } from './throttle-profile.js';
import { nodeBotTimes, printBotTimes, throttledBotTimes } from './bot-figures.js';
import { bareLink } from './bare-link.js';

const { flags } = parseArgs(process.argv.slice(2));
const trials = intFlag(flags, 'trials', 5);
const gameId = typeof flags.game === 'string' ? flags.game : GAME_UIS.some((g) => g.id === 'crayne') ? 'crayne' : 'fixture';
const game = GAME_UIS.find((g) => g.id === gameId);
if (!game) { console.error(`unknown game ${gameId}`); process.exit(2); }

const median = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? NaN; };
const print = (name: string, v: number, unit: string) => console.log(`${name.padEnd(48)} ${(v >= 100 ? Math.round(v).toString() : v.toFixed(1)).padStart(9)} ${unit}`);

/** In the page: choose the first legal value at once, and mark when each step begins. */
const AUTO_CHOOSE = `(() => {
  const c = window.__facedownActive;
  const marks = [];
  window.__marks = marks;
  let last = -1;
  const tick = () => {
    const step = c.session.match ? c.session.match.state.step : -1;
    if (step !== last) { last = step; marks.push({ step, need: c.currentNeed(), at: performance.now() }); }
    const a = c.session.awaiting;
    if (a && a.legal.length) setTimeout(() => { if (c.session.awaiting === a) c.session.choose(a.legal[0]); }, 0);
  };
  c.session.onUpdate(tick);
  tick();
})()`;

/**
 * In the page: the time (ms since the epoch) each match message was handed to the link and each
 * one was received, in order (an ordered link: the i-th sent by one page is the i-th the other gets).
 * It reads the transport's private fields: a measuring hook, not an API.
 */
const HOPS = `(() => {
  const t = window.__facedownActive.peer;
  const at = () => performance.timeOrigin + performance.now();
  const hops = { sent: [], got: [] };
  window.__hops = hops;
  const send = t.send.bind(t);
  t.send = (to, d) => { if (d.startsWith('{"k":"msg"')) hops.sent.push(at()); send(to, d); };
  const cb = t.msgCb;
  t.msgCb = (from, d) => { if (d.startsWith('{"k":"msg"')) hops.got.push(at()); cb(from, d); };
})()`;

/** Raw strings over the same PeerJS connection, after the match: one page echoes, the other times round trips. */
const ECHO = `(() => {
  const t = window.__facedownActive.peer;
  t.msgCb = (from, d) => { if (d.startsWith('~ping')) t.conn.send('~pong' + d.slice(5)); };
})()`;
const PING = (n: number, bytes: number) => `(async () => {
  const t = window.__facedownActive.peer;
  const pad = 'x'.repeat(${bytes});
  const rtts = [];
  for (let i = 0; i < ${n}; i++) {
    const t0 = performance.now();
    await new Promise((done) => { t.msgCb = (from, d) => { if (d.startsWith('~pong')) done(); }; t.conn.send('~ping' + pad); });
    rtts.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return rtts;
})()`;

if (!process.env.FACEDOWN_DIST) await build({ logLevel: 'warn' });
const app = await serveApp();
const b = await launch();
try {
  // First visit: every script the lobby loads, gzipped.
  const first = await (await b.browser.newContext()).newPage();
  const scripts = new Map<string, number>();
  first.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.set(r.url(), gzipSync(await r.body()).length);
  });
  await first.goto(app.url, { waitUntil: 'networkidle' });
  print('first-visit JavaScript (gzipped)', [...scripts.values()].reduce((a, x) => a + x, 0) / 1024, 'kB');

  const joins: number[] = [];
  let matchJs = 0;
  const steps: number[] = [];
  const bytes: number[] = [];
  const hops: number[] = [];
  const rtts: number[] = [];
  for (let t = 0; t < trials; t++) {
    const ctx = async () => {
      const p = await (await b.browser.newContext()).newPage();
      await p.addInitScript('window.__facedownTest = {}');
      return p;
    };
    const host = await ctx();
    const guest = await ctx();
    await host.goto(app.url);
    await host.getByRole('radio', { name: new RegExp(game.title.replace(/[()]/g, '.')) }).check();
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    const guestScripts = new Map<string, Promise<number>>();
    guest.on('response', (r) => {
      if (r.request().resourceType() === 'script') guestScripts.set(r.url(), r.body().then((x) => gzipSync(x).length));
    });
    // When the table first shows: what the table loads once it shows (a panel it draws later) is not counted.
    await guest.addInitScript(`new MutationObserver((_, o) => {
      if (document.querySelector('[data-table]')) { window.__tableAt = performance.now(); o.disconnect(); }
    }).observe(document, { subtree: true, childList: true })`);
    const t0 = Date.now();
    await guest.goto(link);
    await guest.getByRole('button', { name: 'Join the match' }).click();
    await guest.locator('[data-table]').waitFor();
    joins.push(Date.now() - t0);
    const before = new Set((await guest.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => e.startTime < (window.__tableAt ?? performance.now())).map((e) => e.name)`)) as string[]);
    let js = 0;
    for (const [url, gz] of guestScripts) if (before.has(url)) js += await gz;
    matchJs = Math.max(matchJs, js);
    // Both pages choose at once in-page, and record when each step begins.
    // (a string, not a function: tsx's helpers would not exist inside the page)
    for (const p of [host, guest]) await p.evaluate(HOPS);
    for (const p of [host, guest]) await p.evaluate(AUTO_CHOOSE);
    await host.locator('.end .result, .stopped').waitFor({ timeout: 120_000 });
    await guest.locator('.end .result, .stopped').waitFor({ timeout: 120_000 });
    const marks = (await host.evaluate('window.__marks')) as { step: number; need: string; at: number }[];
    // A face-down step: from the step that asks the commitments until the reveal step after it is
    // done (a page may pass the reveal step without showing it: when its own reveal completes it,
    // it goes on at once, with any step that needs no message).
    for (const [i, a] of marks.entries()) {
      if (a.need !== 'commit') continue;
      const done = marks.slice(i + 1).find((m) => m.step >= a.step + 2);
      if (done) steps.push(done.at - a.at);
    }
    const sent = (await Promise.all([host, guest].map((p) => p.evaluate('window.__facedownActive.bytesSent()')))) as number[];
    bytes.push(sent[0]! + sent[1]!);
    const [h, g] = (await Promise.all([host, guest].map((p) => p.evaluate('window.__hops')))) as { sent: number[]; got: number[] }[];
    for (const [a, z] of [[h!, g!], [g!, h!]] as const) for (const [i, t] of a.sent.entries()) if (z.got[i] !== undefined) hops.push(z.got[i]! - t);
    await guest.evaluate(ECHO);
    rtts.push(...((await host.evaluate(PING(30, 400))) as number[]));
    await host.context().close();
    await guest.context().close();
  }
  print(`JavaScript loaded by the time a match table shows (gz, most of ${trials} joins)`, matchJs / 1024, 'kB');
  print(`median join link → table (${trials} joins)`, median(joins), 'ms');
  print(`median face-down step, commit + reveal (${steps.length} steps)`, median(steps), 'ms');
  print(`median match message, send → handler (${hops.length})`, median(hops), 'ms');
  print(`median raw round trip, same link, 400 B (${rtts.length})`, median(rtts), 'ms');
  print('bytes sent per match (both pages)', median(bytes), 'bytes');

  // The guest on a throttled phone: a fresh page (nothing cached), the host's page unthrottled.
  const phone = [];
  for (let t = 0; t < trials; t++) phone.push(await throttledJoin(b.browser, app.url, game.title));
  const slow = median(phone.map((x) => x.ms));
  print(`median join link → table, throttled phone (${trials} joins)`, slow, `ms (target < ${PHONE_TARGET_MS})`);
  const mid = [...phone].sort((a, z) => a.ms - z.ms)[Math.floor(phone.length / 2)]!;
  print('  of which: the page until Join was pressed', mid.clickAt, 'ms');
  print('  of which: Join → the table', mid.tableAt - mid.clickAt, 'ms');
  // The floor under it: a page with only PeerJS opening a link and answering one message, same profile.
  const bare = [];
  for (let t = 0; t < trials; t++) bare.push(await bareLink(b.browser));
  const floor = [...bare].sort((a, z) => a.ms - z.ms)[Math.floor(bare.length / 2)]!;
  print(`median bare PeerJS page → first answer, same profile (${trials})`, floor.ms, 'ms (no app could be faster)');
  print('  of which: its data connection opening (ICE, DTLS, SCTP)', floor.open - floor.signaled, 'ms');
  print('ratio: our join / the bare link', slow / floor.ms, '×');
  if (slow >= PHONE_TARGET_MS || flags.waterfall) printWaterfall(mid);

  // The computer at Hard: its time per decision, in Node and on a phone-class CPU (target: under 1 s).
  printBotTimes('Node', nodeBotTimes());
  printBotTimes(`Chromium, CPU ×${CPU_SLOWDOWN}`, await throttledBotTimes(b.browser));
} finally {
  // The PeerServer's open sockets can keep the server from closing: the figures are printed, so do not wait on it.
  const within = (p: Promise<void>) => Promise.race([p, new Promise<void>((done) => setTimeout(done, 3_000))]);
  await within(b.close());
  await within(app.close());
}
process.exit(0);
