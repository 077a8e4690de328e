/** Join links: <origin>/#/join/<hostId>?g=<game>[&v=<variant>][&h=<host's name>][&s=<signaling server>]. */
import { toHex } from '../../crypto/bytes.js';
import { secureEntropy } from '../../net/entropy.js';
import { stripUnprintable } from '../../protocol/wire/printable.js';

/** A fresh PeerJS id: 128 bits from the secure random source, as hex. */
export const randomPeerId = (): string => toHex(secureEntropy(16));

/** What the join page may say about the invitation: who invites (as the host typed it) and which variant of the game. */
export interface Invitation {
  readonly host?: string;
  /** The variant's index in the game's catalog entry. */
  readonly variant?: number;
}

export function joinLink(origin: string, hostId: string, game: string, signal: string | null, about: Invitation = {}): string {
  const q = new URLSearchParams({ g: game });
  if (about.variant !== undefined) q.set('v', String(about.variant));
  if (about.host) q.set('h', about.host.slice(0, 40));
  if (signal) q.set('s', signal);
  return `${origin}/#/join/${hostId}?${q.toString()}`;
}

export interface JoinTarget extends Invitation {
  readonly hostId: string;
  readonly game: string;
  readonly signal: string | null;
}

/** From the route parts after "join" and the hash query. The host's name and variant are only labels: the match itself decides. */
export function parseJoin(id: string | undefined, query: URLSearchParams): JoinTarget | null {
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const game = query.get('g');
  if (!game || !/^[a-z0-9-]{1,40}$/.test(game)) return null;
  const host = stripUnprintable(query.get('h') ?? '').slice(0, 40).trim();
  const v = query.get('v');
  const variant = v !== null && /^\d{1,2}$/.test(v) ? Number(v) : undefined;
  return { hostId: id, game, signal: query.get('s'), ...(host ? { host } : {}), ...(variant !== undefined ? { variant } : {}) };
}
