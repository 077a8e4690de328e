/**
 * The ICE servers this page's connections use: STUN to learn a public address, and a TURN relay
 * for networks that block direct connections. The relay's credential is short-lived (the TURN
 * REST scheme: server/turn-rest.ts): fetched from the serving host's endpoint before any match
 * starts, and again before it expires. No long-lived secret is ever in a page or a link.
 *
 * Safe to relay: a relay (or a signaling server) only carries messages that are signed and
 * hash-linked by their seats; it can drop or delay them, never forge or change one unseen.
 */
import { type Result, err, ok } from '../result.js';
import { iceFacts, live } from './ice-live.js';

export interface IceSettings {
  readonly stun: readonly string[];
  /** Where to fetch a relay credential (a URL, or a path on the serving host); null: no relay. */
  readonly credentials: string | null;
  /** Every connection goes through the relay (hides each player's address from the others). */
  readonly relayOnly: boolean;
}

export interface TurnCredential {
  readonly username: string;
  readonly password: string;
  readonly ttl: number;
  readonly uris: readonly string[];
}

let settings: IceSettings = { stun: [], credentials: null, relayOnly: false };
let refresh: ReturnType<typeof setTimeout> | null = null;
let relayUp = false;

/** Whether a relay is configured and its credential was fetched. */
export const relayReady = (): boolean => relayUp;

const MAX_URIS = 8;

const list = (s: string | undefined): string[] => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);

/**
 * The settings from what the serving host's /facedown-config.json says (`page`, untrusted in
 * shape: what is not a string list or a string is ignored), else from the build's settings.
 */
export function iceSettings(page: { readonly stun?: unknown; readonly credentials?: unknown; readonly relayOnly?: unknown } | null,
  built: { readonly stun?: string | undefined; readonly credentials?: string | undefined; readonly relayOnly?: string | undefined }): IceSettings {
  if (page) {
    const stun = Array.isArray(page.stun) ? page.stun.filter((s): s is string => typeof s === 'string') : [];
    return { stun, credentials: typeof page.credentials === 'string' ? page.credentials : null, relayOnly: page.relayOnly === true };
  }
  return { stun: list(built.stun), credentials: built.credentials || null, relayOnly: /^(1|true)$/i.test(built.relayOnly ?? '') };
}

/** A credential endpoint's answer, checked: anything else is refused with the reason. */
export function parseTurnCredential(x: unknown): Result<TurnCredential> {
  if (typeof x !== 'object' || x === null) return err('not an object');
  const o = x as Record<string, unknown>;
  const { username, password, ttl, uris } = o;
  if (typeof username !== 'string' || !username || username.length > 256) return err('no username');
  if (typeof password !== 'string' || !password || password.length > 256) return err('no password');
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return err('no ttl');
  if (!Array.isArray(uris) || !uris.length || uris.length > MAX_URIS) return err('no uris');
  if (!uris.every((u) => typeof u === 'string' && /^(turns?|stuns?):[^\s]{1,250}$/.test(u))) return err('a uri is not a TURN or STUN address');
  return ok({ username, password, ttl, uris: uris as string[] });
}

function apply(turn: TurnCredential | null): void {
  const servers: RTCIceServer[] = [];
  if (settings.stun.length) servers.push({ urls: [...settings.stun] });
  if (turn) servers.push({ urls: [...turn.uris], username: turn.username, credential: turn.password });
  live.iceServers = servers;
  live.iceTransportPolicy = settings.relayOnly ? 'relay' : 'all';
  relayUp = turn !== null;
}

/**
 * Takes the settings and fetches a relay credential if there is a relay (waiting at most
 * `waitMs` for it: a slow endpoint must not keep the page from showing). Refreshes it at half
 * its lifetime. Returns whether a relay is ready.
 */
export async function useIce(s: IceSettings, waitMs = 3_000): Promise<boolean> {
  settings = s;
  iceFacts.configured = s.stun.length > 0 || s.credentials !== null;
  iceFacts.relay = s.credentials !== null;
  if (refresh) clearTimeout(refresh);
  refresh = null;
  apply(null);
  if (!s.credentials) return false;
  return fetchCredential(s.credentials, waitMs);
}

async function fetchCredential(url: string, waitMs: number): Promise<boolean> {
  let retryS = 30;
  try {
    const ctl = new AbortController();
    const t = setTimeout(() => ctl.abort(), waitMs);
    const r = await fetch(url, { cache: 'no-store', signal: ctl.signal }).finally(() => clearTimeout(t));
    const c = r.ok ? parseTurnCredential(await r.json()) : err(`HTTP ${r.status}`);
    if (c.ok) { apply(c.value); retryS = Math.max(30, Math.floor(c.value.ttl / 2)); }
  } catch {
    // No credential now: connections go without a relay, and it is tried again soon.
  }
  if (settings.credentials === url) refresh = setTimeout(() => void fetchCredential(url, waitMs), retryS * 1000);
  return relayUp;
}
