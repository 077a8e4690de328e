/**
 * For npm run figures: a guest opening a join link on a throttled phone profile, through to the
 * table, and where its time went. The guest's page only is throttled, through the DevTools
 * protocol: the CPU 4× slower (Emulation.setCPUThrottlingRate) and DevTools' "Fast 3G" network
 * (Network.emulateNetworkConditions, with DevTools' and Puppeteer's current preset values), on a
 * 390×844 page with nothing cached. The host's page, on the same machine, is not throttled. The
 * guest's page runs with test hooks, to mark when its link and match change (for the waterfall).
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** TRACE_INIT=<file.js> (scripts/phone-join.ts): a script run first in both pages, its `window.__trace` printed. */
const trace = process.env.TRACE_INIT ? readFileSync(process.env.TRACE_INIT, 'utf8') : null;

/** The figure's target: a table in under 2.5 s. */
export const PHONE_TARGET_MS = 2500;

/** DevTools' "Fast 3G" preset (bytes per second, ms). */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
} as const;
export const CPU_SLOWDOWN = 4;

export interface Loaded { readonly name: string; readonly start: number; readonly end: number; readonly bytes: number }
export interface PhoneJoin {
  /** Opening the join link → the table shown. */
  readonly ms: number;
  /** Page times (ms from the navigation): the Join button clicked, the table shown. */
  readonly clickAt: number;
  readonly tableAt: number;
  /** What the page fetched before the table showed. */
  readonly loaded: readonly Loaded[];
}

export async function throttledJoin(browser: Browser, url: string, title: string): Promise<PhoneJoin> {
  const host = await (await browser.newContext()).newPage();
  const guestCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const guest = await guestCtx.newPage();
  try {
    if (trace) await host.addInitScript(trace);
    await host.goto(url);
    await host.getByRole('radio', { name: new RegExp(title.replace(/[()]/g, '.')) }).check();
    await host.getByRole('button', { name: 'Create a match and invite a friend' }).click();
    const link = await host.getByRole('textbox', { name: 'Join link' }).inputValue();
    if (trace) await guest.addInitScript(trace);
    await guest.addInitScript(`new MutationObserver((_, o) => {
      if (document.querySelector('[data-table]')) { window.__tableAt = performance.now(); o.disconnect(); }
    }).observe(document, { subtree: true, childList: true });
    addEventListener('click', () => { window.__clickAt ??= performance.now(); }, true);
    window.__facedownTest = {};
    window.__milestones = [];
    let seen = '';
    const poll = setInterval(() => {
      const c = window.__facedownActive;
      if (!c) return;
      const now = 'link ' + c.connection.value.state + ', match ' + c.status.value.kind + (c.gameState.value !== null ? ', opened' : '');
      if (now !== seen) { seen = now; window.__milestones.push({ name: '— ' + now, start: performance.now(), end: performance.now(), bytes: 0 }); }
      if (window.__tableAt) clearInterval(poll);
    }, 20)`);
    const cdp = await guestCtx.newCDPSession(guest);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const t0 = Date.now();
    await guest.goto(link);
    await guest.getByRole('button', { name: 'Join the match' }).click();
    await guest.locator('[data-table]').waitFor({ timeout: 60_000 });
    const ms = Date.now() - t0;
    const [tableAt, clickAt] = (await guest.evaluate('[window.__tableAt, window.__clickAt]')) as [number, number];
    const loaded = (await guest.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => e.startTime < window.__tableAt)
      .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.transferSize }))`)) as Loaded[];
    const nav = (await guest.evaluate(`(() => { const n = performance.getEntriesByType('navigation')[0];
      return { name: n.name, start: 0, end: n.responseEnd, bytes: n.transferSize }; })()`)) as Loaded;
    const marks = (await guest.evaluate('window.__milestones')) as Loaded[];
    if (trace) {
      const g0 = (await guest.evaluate('performance.timeOrigin')) as number;
      const h0 = (await host.evaluate('performance.timeOrigin')) as number;
      const all = [...((await guest.evaluate('window.__trace')) as [number, string][]).map(([t, m]) => [t, 'G ' + m] as const),
        ...((await host.evaluate('window.__trace')) as [number, string][]).map(([t, m]) => [t + h0 - g0, '        H ' + m] as const)];
      for (const [t, m] of all.sort((a, z) => a[0] - z[0])) if (t > 0) console.log(String(Math.round(t)).padStart(6), m);
    }
    return { ms, clickAt, tableAt, loaded: [nav, ...loaded, ...marks] };
  } finally {
    await host.context().close();
    await guestCtx.close();
  }
}

/** Every fetch before the table, in page time, and the two moments between which the player waits. */
export function printWaterfall(j: PhoneJoin): void {
  const short = (u: string): string => { try { const x = new URL(u); return (x.pathname + x.search).slice(0, 60); } catch { return u.slice(0, 60); } };
  console.log(`  waterfall of the median throttled join (page ms; table at ${Math.round(j.tableAt)}):`);
  const rows = [...j.loaded, { name: '— Join clicked', start: j.clickAt, end: j.clickAt, bytes: 0 }].sort((a, z) => a.start - z.start);
  for (const r of rows) {
    console.log(`  ${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)}  ${(r.bytes / 1024).toFixed(1).padStart(6)} kB  ${short(r.name)}`);
  }
}
