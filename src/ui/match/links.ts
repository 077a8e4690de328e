/** Join links: <origin>/#/join/<hostId>?g=<game>[&s=<signaling server>]. */
import { toHex } from '../../crypto/bytes.js';
import { secureEntropy } from '../../net/entropy.js';

/** A fresh PeerJS id: 128 bits from the secure random source, as hex. */
export const randomPeerId = (): string => toHex(secureEntropy(16));

export function joinLink(origin: string, hostId: string, game: string, signal: string | null): string {
  const q = new URLSearchParams({ g: game });
  if (signal) q.set('s', signal);
  return `${origin}/#/join/${hostId}?${q.toString()}`;
}

export interface JoinTarget {
  readonly hostId: string;
  readonly game: string;
  readonly signal: string | null;
}

/** From the route parts after "join" and the hash query. */
export function parseJoin(id: string | undefined, query: URLSearchParams): JoinTarget | null {
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const game = query.get('g');
  if (!game || !/^[a-z0-9-]{1,40}$/.test(game)) return null;
  return { hostId: id, game, signal: query.get('s') };
}
