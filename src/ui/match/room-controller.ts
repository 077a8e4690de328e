/**
 * The waiting room of a match for three or more seats, on this page: the host's room or a guest's
 * view of it, over the PeerJS mesh (src/net/peer-mesh.ts). When the host starts, every page
 * stores its seat and the roster and hands the live mesh to the match (MatchController.fromRoom).
 */
import { signal } from '@preact/signals';
import type { Json } from '../../crypto/canonical.js';
import type { AnyGame } from '../../engine/game.js';
import { type NetError, tableFull } from '../../net/net-error.js';
import { PeerMesh } from '../../net/peer-mesh.js';
import type { LinkState } from '../../net/peer-transport.js';
import { localStorageKv, saveRecord } from '../../net/store.js';
import { Room, type RoomView } from '../../net/room.js';
import { parseSignal } from '../../net/signal-config.js';
import { makePeer } from '../../net/make-peer.js';
import { randomPeerId } from './links.js';
import { defaultSignal, linkSignal } from './signal.js';
import { MatchController, type StoredMatch } from './controller.js';

export class RoomController {
  readonly view = signal<RoomView | null>(null);
  readonly connection = signal<{ state: LinkState; error: NetError | null }>({ state: 'connecting', error: null });
  /** The match, once the host started it. */
  readonly match = signal<MatchController | null>(null);
  private readonly mesh: PeerMesh;
  private handed = false;

  private constructor(
    readonly game: AnyGame, readonly hosting: boolean, readonly hostId: string, private readonly peerId: string,
    readonly signalText: string | null, private readonly name: string, private readonly options: Json, private readonly timeoutMs: number,
    seats: number,
  ) {
    const signalCfg = (signalText && parseSignal(signalText)) || defaultSignal();
    const room = hosting ? new Room(seats, { peer: peerId, name }) : null;
    if (room) this.view.value = room.view(game.id, options, 0);
    this.mesh = new PeerMesh({
      id: peerId, name, makePeer: (id) => makePeer(id, signalCfg),
      ...(room ? { host: { room, game: game.id, options } } : { guest: { hostId } }),
      onState: (state, error) => { this.connection.value = { state, error }; },
      onRoom: (v) => { this.view.value = v; if (v.started && v.you !== null) this.begin(v); },
      onFull: (n) => { this.connection.value = { state: 'closed', error: tableFull(n) }; },
    });
    this.mesh.start();
  }

  static host(game: AnyGame, options: Json, name: string, timeoutMs: number, seats: number): RoomController {
    const id = randomPeerId();
    return new RoomController(game, true, id, id, linkSignal(defaultSignal()), name, options, timeoutMs, seats);
  }

  static join(game: AnyGame, hostId: string, signalText: string | null, name: string, seats: number): RoomController {
    return new RoomController(game, false, hostId, randomPeerId(), signalText, name, null, 0, seats);
  }

  /** The host starts once every seat is taken; null, or why not. */
  start(): string | null {
    return this.mesh.begin();
  }

  /** The seats are fixed: store this page's seat and the roster, and hand the mesh to the match. */
  private begin(v: RoomView): void {
    if (this.handed || v.you === null) return;
    const roster = v.taken.map((s) => s ?? { peer: '', name: '' });
    if (roster.some((s) => s.peer === '')) return;
    this.handed = true;
    const r: StoredMatch = {
      key: `${this.hostId}-${v.you}`, game: this.game.id, seat: v.you, seats: v.taken.length, name: this.name,
      hostId: this.hostId, signal: this.signalText, created: Date.now(), mode: 'online', peerId: this.peerId, guestId: null,
      options: this.hosting ? this.options : v.options, timeoutMs: this.timeoutMs || 120_000, botSeat: null, roster,
    };
    saveRecord(localStorageKv(), r);
    this.match.value = MatchController.fromRoom(r, this.game, this.mesh);
  }

  close(): void {
    if (!this.handed) this.mesh.close();
  }
}
