/**
 * Where the signaling server (PeerServer) is. Served by `npm start`, the app uses the one on
 * its own origin; a static build uses VITE_SIGNAL (a URL such as https://peer.example:443/peerjs,
 * or "cloud" for the public PeerJS server). A join link may name another server.
 */
import { iceFacts, live } from './ice-live.js';

export type SignalConfig =
  | { readonly kind: 'cloud' }
  | { readonly kind: 'server'; readonly host: string; readonly port: number; readonly path: string; readonly secure: boolean };

/** "cloud" or an http(s) URL with the PeerServer path; null when it is not one. */
export function parseSignal(s: string): SignalConfig | null {
  if (s === 'cloud') return { kind: 'cloud' };
  try {
    const u = new URL(s);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const secure = u.protocol === 'https:';
    return { kind: 'server', host: u.hostname, port: Number(u.port || (secure ? 443 : 80)), path: u.pathname || '/', secure };
  } catch {
    return null;
  }
}

export function signalToString(c: SignalConfig): string {
  if (c.kind === 'cloud') return 'cloud';
  const host = c.host.includes(':') ? `[${c.host}]` : c.host;
  return `${c.secure ? 'https' : 'http'}://${host}:${c.port}${c.path}`;
}

/**
 * PeerJS options for a signaling config, with this page's ICE servers (ice.ts) when any are
 * configured. Otherwise as before: our own server means a LAN (no outside STUN/TURN), the
 * cloud keeps PeerJS's defaults.
 */
export function peerOptions(c: SignalConfig): Record<string, unknown> {
  const config = iceFacts.configured ? { config: live } : c.kind === 'cloud' ? {} : { config: { iceServers: [] } };
  if (c.kind === 'cloud') return { debug: 0, ...config };
  return { host: c.host, port: c.port, path: c.path, secure: c.secure, key: 'peerjs', debug: 0, ...config };
}

/** A list of signaling servers ("a,b,c"): the ones that parse, in order. */
export function parseSignals(s: string): SignalConfig[] {
  return s.split(',').map((x) => x.trim()).filter(Boolean).flatMap((x) => parseSignal(x) ?? []);
}

