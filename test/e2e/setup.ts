/** One Chromium and one served app (with its PeerServer) per test file, closed afterwards. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { type BrowserHandle, launch, serveApp } from './browser.js';

export function useBrowserAndApp(chromiumArgs: readonly string[] = []): { b: { readonly browser: Browser }; app: { readonly url: string } } {
  let handle: BrowserHandle | undefined;
  let served: Awaited<ReturnType<typeof serveApp>> | undefined;
  beforeAll(async () => { served = await serveApp(); handle = await launch(chromiumArgs); });
  afterAll(async () => { await handle?.close(); await served?.close(); });
  const need = <T>(x: T | undefined, what: string): T => { if (x === undefined) throw new Error(`${what} did not start`); return x; };
  return {
    b: { get browser() { return need(handle, 'Chromium').browser; } },
    app: { get url() { return need(served, 'the app server').url; } },
  };
}
