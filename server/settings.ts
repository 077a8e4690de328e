/**
 * How `npm start` connects players beyond a LAN, from the environment or flags (flags win):
 *
 *   STUN_URLS / --stun            stun:stun.example.org:3478[,…]   public-address discovery
 *   TURN_URLS / --turn            turn:turn.example.org:3478?transport=udp,turns:turn.example.org:443?transport=tcp
 *   TURN_SECRET / TURN_SECRET_FILE / --turn-secret-file   coturn's static-auth-secret
 *   TURN_TTL / --turn-ttl         seconds a page's relay credential lasts (default 86400)
 *   RELAY_ONLY=1 / --relay-only   every connection goes through the relay (hides players' addresses)
 *   SIGNAL_URLS / --signal        more signaling servers, tried in order when this one does not answer
 *   OWN_SIGNAL=0 / --no-own-signal  serve no PeerServer here: pages use SIGNAL_URLS only
 *   ALLOW_ORIGINS / --allow-origin  other sites (a static build) that may fetch relay credentials here
 *
 * With none of them set, nothing changes: a LAN server with no outside servers at all.
 */
import { readFileSync } from 'node:fs';
import type { TurnSettings } from './turn-rest.js';

export interface NetworkSettings {
  readonly stun: readonly string[];
  readonly turn: TurnSettings | null;
  readonly relayOnly: boolean;
  readonly signals: readonly string[];
  /** Whether this server runs a PeerServer of its own (first in the pages' list). */
  readonly ownSignal: boolean;
  readonly allowOrigins: readonly string[];
}

export const NO_NETWORK: NetworkSettings = { stun: [], turn: null, relayOnly: false, signals: [], ownSignal: true, allowOrigins: [] };

const list = (s: string | undefined): string[] => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);

/** `--name value` and `--flag` from argv (the last one wins). */
function flagsOf(argv: readonly string[]): Map<string, string> {
  const m = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!a.startsWith('--')) continue;
    const [k, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) m.set(k, inline);
    else if (next !== undefined && !next.startsWith('--')) { m.set(k, next); i++; } else m.set(k, '1');
  }
  return m;
}

/** The settings, or a message saying what is wrong with them. */
export function networkSettings(env: Readonly<Record<string, string | undefined>>, argv: readonly string[] = []): NetworkSettings | string {
  const f = flagsOf(argv);
  const get = (flag: string, name: string): string | undefined => f.get(flag) ?? env[name];
  const stun = list(get('stun', 'STUN_URLS'));
  const turnUris = list(get('turn', 'TURN_URLS'));
  const bad = stun.find((u) => !/^stuns?:/.test(u)) ?? turnUris.find((u) => !/^turns?:/.test(u));
  if (bad) return `"${bad}" is not a STUN (stun:…) or TURN (turn:… / turns:…) address`;
  let secret = get('turn-secret', 'TURN_SECRET');
  const file = get('turn-secret-file', 'TURN_SECRET_FILE');
  if (!secret && file) {
    try { secret = readFileSync(file, 'utf8').trim(); } catch (e) { return `cannot read the TURN secret file ${file}: ${(e as Error).message}`; }
  }
  if (turnUris.length && !secret) return 'TURN_URLS is set but no TURN_SECRET or TURN_SECRET_FILE (coturn\'s static-auth-secret)';
  const ttl = Number(get('turn-ttl', 'TURN_TTL') ?? 86_400);
  if (!Number.isSafeInteger(ttl) || ttl < 60) return 'TURN_TTL must be a whole number of seconds, at least 60';
  const relayOnly = /^(1|true|yes)$/i.test(get('relay-only', 'RELAY_ONLY') ?? '');
  if (relayOnly && !turnUris.length) return 'RELAY_ONLY needs a relay: set TURN_URLS and TURN_SECRET too';
  const signals = list(get('signal', 'SIGNAL_URLS'));
  const badSignal = signals.find((u) => !/^https?:\/\//.test(u));
  if (badSignal) return `"${badSignal}" is not a signaling server address (http(s)://host:port/path)`;
  const ownSignal = !(f.has('no-own-signal') || /^(0|false|no)$/i.test(env.OWN_SIGNAL ?? ''));
  if (!ownSignal && !signals.length) return 'OWN_SIGNAL=0 needs other signaling servers: set SIGNAL_URLS';
  return {
    ownSignal, stun, turn: turnUris.length && secret ? { uris: turnUris, secret, ttl } : null, relayOnly, signals,
    allowOrigins: list(get('allow-origin', 'ALLOW_ORIGINS')),
  };
}
