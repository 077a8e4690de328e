/**
 * Which signaling servers this page knows, and its relay: its own (npm start serves both, with
 * /facedown-config.json), or the build's (VITE_SIGNAL, a comma-separated list; VITE_STUN;
 * VITE_TURN_CREDENTIALS, the address of a relay-credential endpoint; VITE_RELAY_ONLY).
 *
 * A host uses the first server of the list that answers (signal-pick.ts), and its join link
 * names that server when it is not the first, so the guest meets it there. Servers share no state: each match
 * lives on the one its link names, which is also how signaling scales (docs/DEPLOY.md).
 */
import { type SignalConfig, parseSignal, parseSignals, signalToString } from '../../net/signal-config.js';

let served: SignalConfig[] | null = null;

interface PageConfig {
  readonly signal?: { readonly path?: unknown; readonly sameOrigin?: unknown };
  readonly signals?: unknown;
  readonly ice?: { readonly stun?: unknown; readonly credentials?: unknown; readonly relayOnly?: unknown };
}

const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
/** The build's settings (docs/DEPLOY.md). */
const BUILT = {
  signal: import.meta.env.VITE_SIGNAL as string | undefined, stun: import.meta.env.VITE_STUN as string | undefined,
  credentials: import.meta.env.VITE_TURN_CREDENTIALS as string | undefined, relayOnly: import.meta.env.VITE_RELAY_ONLY as string | undefined,
};

/** What the serving host wrote into the page (server/page-html.ts): the same as its /facedown-config.json, with no request. */
function inlineConfig(): PageConfig | null {
  const text = document.getElementById('facedown-config')?.textContent;
  if (!text) return null;
  try {
    const c: unknown = JSON.parse(text);
    return typeof c === 'object' && c !== null ? (c as PageConfig) : null;
  } catch {
    return null;
  }
}

/** Whether the host that served the page runs a PeerServer and a relay (npm start does: written into the page, else asked for); else the build's settings. */
export async function detectSignal(): Promise<void> {
  let c = inlineConfig();
  if (!c) {
    try {
      const r = await fetch('/facedown-config.json', { cache: 'no-store' });
      if (r.ok) c = (await r.json()) as PageConfig;
    } catch {
      c = null;
    }
  }
  const own = c?.signal?.sameOrigin === true && typeof c.signal.path === 'string' ? parseSignal(`${location.origin}${c.signal.path}`) : null;
  const more = strings(c?.signals).flatMap((s) => parseSignal(s) ?? []);
  served = own || more.length ? [...(own ? [own] : []), ...more] : null;
  // A served page takes its server's STUN and relay, a static build its own; that code loads only where one is configured.
  const page = served ? c?.ice : null;
  if (page ? page.credentials || strings(page.stun).length : BUILT.stun || BUILT.credentials) {
    const ice = await import('../../net/ice.js');
    await ice.useIce(ice.iceSettings(page ?? null, BUILT));
  }
}

/** The servers this page may use, in order of preference. */
export function signalList(): SignalConfig[] {
  if (served?.length) return served;
  const built = parseSignals(BUILT.signal ?? '');
  return built.length ? built : [{ kind: 'cloud' }];
}

/** The first server of the list: what a link that names no server means. */
export const defaultSignal = (): SignalConfig => signalList()[0] as SignalConfig;

/** The signal string to put in a link: null when it is the list's first (the guest's default). */
export function linkSignal(c: SignalConfig): string | null {
  return signalToString(c) === signalToString(defaultSignal()) ? null : signalToString(c);
}
