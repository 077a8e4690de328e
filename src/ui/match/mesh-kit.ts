/** The mesh for a stored match of three or more seats, reopened after a reload (loaded only for such a match). */
import type { NetError } from '../../net/net-error.js';
import { PeerMesh } from '../../net/peer-mesh.js';
import type { LinkState } from '../../net/peer-transport.js';
import { Room } from '../../net/room.js';
import type { SignalConfig } from '../../net/signal-config.js';
import { makePeer } from '../../net/make-peer.js';
import type { Json } from '../../crypto/canonical.js';
import type { MatchRecord } from '../../net/records.js';
import type { RoomSeat } from '../../net/room.js';

/** What a stored match of several seats keeps for its mesh (the controller's record has it all). */
type MeshRecord = MatchRecord & { readonly peerId: string | null; readonly options: Json | null; readonly roster?: readonly RoomSeat[] };

/** The mesh of a stored match of three or more seats (after a reload): the host's room as it started, or a guest's seat in it. */
export function meshOf(r: MeshRecord, signal: SignalConfig, onState: (state: LinkState, error: NetError | null) => void): PeerMesh {
  const roster = r.roster ?? [];
  const host = roster[0] ?? { peer: r.hostId ?? '', name: '' };
  return new PeerMesh({
    id: r.peerId as string, name: r.name, makePeer: (id) => makePeer(id, signal), onState,
    ...(r.seat === 0
      ? { host: { room: new Room(r.seats, host, roster, true), game: r.game, options: r.options } }
      : { guest: { hostId: r.hostId ?? '', seat: r.seat, roster } }),
  });
}
