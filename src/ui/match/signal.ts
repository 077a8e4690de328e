/** Which signaling server this page uses by default: its own (npm start), or the build's. */
import { type SignalConfig, parseSignal, signalToString } from '../../net/signal-config.js';

let served: SignalConfig | null = null;

/** Asks the host that served the page whether it runs a PeerServer (npm start does). */
export async function detectSignal(): Promise<void> {
  try {
    const r = await fetch('/facedown-config.json', { cache: 'no-store' });
    if (!r.ok) return;
    const c = (await r.json()) as { signal?: { path?: string; sameOrigin?: boolean } };
    if (c.signal?.sameOrigin && typeof c.signal.path === 'string') {
      served = parseSignal(`${location.origin}${c.signal.path}`);
    }
  } catch {
    served = null;
  }
}

export function defaultSignal(): SignalConfig {
  if (served) return served;
  const built = import.meta.env.VITE_SIGNAL as string | undefined;
  return (built && parseSignal(built)) || { kind: 'cloud' };
}

/** The signal string to put in a link: null when it is this page's default. */
export function linkSignal(c: SignalConfig): string | null {
  const d = defaultSignal();
  return signalToString(c) === signalToString(d) ? null : signalToString(c);
}
