/** A new match's signaling server: the first of the page's list (signal.ts) that answers. */
import type { SignalConfig } from '../../net/signal-config.js';
import { signalToString } from '../../net/signal-config.js';
import { defaultSignal, signalList } from './signal.js';

/** Where a PeerServer answers a plain HTTP request (its id endpoint): how a page tells whether it is up. */
export const probeUrl = (c: SignalConfig & { kind: 'server' }): string => `${signalToString(c).replace(/\/$/, '')}/peerjs/id`;

/** How long a host waits for a signaling server to answer before it tries the next. */
const PROBE_MS = 2_500;

/**
 * For a new match: the first server of the list that answers (the first, when there is only
 * one, or none answers: its connection then says what is wrong).
 */
export async function pickSignal(): Promise<SignalConfig> {
  const list = signalList();
  if (list.length < 2) return defaultSignal();
  const answers = list.map((c) => (c.kind === 'cloud' ? Promise.resolve(true) : probe(probeUrl(c))));
  for (let i = 0; i < list.length; i++) if (await answers[i]) return list[i] as SignalConfig;
  return defaultSignal();
}

async function probe(url: string): Promise<boolean> {
  const ctl = new AbortController();
  const t = setTimeout(() => ctl.abort(), PROBE_MS);
  try {
    return (await fetch(url, { cache: 'no-store', signal: ctl.signal })).ok;
  } catch {
    return false;
  } finally {
    clearTimeout(t);
  }
}

