/**
 * Real-browser harness: Debian's Chromium driven by playwright-core, and the built app served
 * with its PeerServer on loopback. Missing Chromium is a failure that says how to install it.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { type Browser, chromium } from 'playwright-core';
import { startHost } from '../../server/app.js';
import type { NetworkSettings } from '../../server/settings.js';

/** The built app the tests serve (FACEDOWN_DIST: another build, e.g. one made with --outDir). */
const DIST = process.env.FACEDOWN_DIST ?? 'dist';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM}. The real-browser tests need it: ` +
      'install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}

export interface BrowserHandle {
  readonly browser: Browser;
  close(): Promise<void>;
}

/** `extraArgs` are added to the usual Chromium flags (e.g. a host-resolver rule). */
export async function launch(extraArgs: readonly string[] = []): Promise<BrowserHandle> {
  requireChromium();
  // playwright gives every launch a fresh, empty user-data dir of its own.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', ...extraArgs,
    ],
  });
  return { browser, close: () => browser.close() };
}

/** The built app and its PeerServer on 127.0.0.1, on a free port (`network`: STUN, TURN, more signaling servers). */
export async function serveApp(network?: NetworkSettings): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: npm test builds it first (vite build)`);
  const { server, port } = await startHost({ port: 0, host: '127.0.0.1', dist: DIST, ...(network ? { network } : {}) });
  return { url: `http://127.0.0.1:${port}/`, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}
