/**
 * The waiting room of a match for three or more seats, on this page: the host's room or a guest's
 * view of it, over the PeerJS mesh (src/net/peer-mesh.ts). When the host starts, every page
 * stores its seat and the roster and hands the live mesh to the match (MatchController.fromRoom).
 *
 * Until then the room is kept in this tab's sessionStorage, keyed by the table (the host's id):
 * a page reloaded in the waiting room comes back to it with the same PeerJS id, so the host gives
 * a guest its seat again (peer-mesh.ts keeps it a while), and a host its room with every guest
 * it had seated.
 */
import { signal } from '@preact/signals';
import type { Json } from '../../crypto/canonical.js';
import type { AnyGame } from '../../engine/game.js';
import { type NetError, tableFull } from '../../net/net-error.js';
import { PeerMesh } from '../../net/peer-mesh.js';
import type { LinkState } from '../../net/peer-transport.js';
import { localStorageKv, saveRecord } from '../../net/store.js';
import { Room, type RoomSeat, type RoomView, parseRoom } from '../../net/room.js';
import { type SignalConfig, parseSignal } from '../../net/signal-config.js';
import { makePeer } from '../../net/make-peer.js';
import { randomPeerId } from './links.js';
import { defaultSignal, linkSignal } from './signal.js';
import { MatchController, type StoredMatch } from './controller.js';

/** What a waiting room keeps in the tab, to come back to after a reload (never the match's secrets: there are none yet). */
export interface StoredRoom {
  readonly game: string;
  readonly hosting: boolean;
  readonly hostId: string;
  readonly peerId: string;
  readonly signal: string | null;
  readonly name: string;
  readonly options: Json;
  readonly timeoutMs: number;
  readonly seats: number;
  /** For the page: the game's title and the variant's index. */
  readonly title: string;
  readonly variant: number | null;
  /** The host's: who sat where. */
  readonly roster: readonly (RoomSeat | null)[];
}

const roomKey = (hostId: string): string => `facedown-room-${hostId}`;

function keep(r: StoredRoom | null, hostId: string): void {
  try {
    if (r) sessionStorage.setItem(roomKey(hostId), JSON.stringify(r));
    else sessionStorage.removeItem(roomKey(hostId));
  } catch { /* storage full or refused: a reload then starts over */ }
}

/** The waiting room this tab kept for a table, if any (checked as the host's room message would be). */
export function storedRoom(hostId: string): StoredRoom | null {
  try {
    const x = JSON.parse(sessionStorage.getItem(roomKey(hostId)) ?? 'null') as Partial<StoredRoom> | null;
    if (!x || x.hostId !== hostId || typeof x.peerId !== 'string' || typeof x.name !== 'string' || typeof x.title !== 'string'
      || typeof x.hosting !== 'boolean' || !Number.isSafeInteger(x.seats) || !Number.isSafeInteger(x.timeoutMs)
      || (x.signal !== null && typeof x.signal !== 'string') || (x.variant !== null && !Number.isSafeInteger(x.variant))) return null;
    const room = parseRoom({ k: 'room', game: x.game, options: x.options ?? null, taken: x.roster, started: false, you: null });
    return room?.ok && room.value.k === 'room' && room.value.taken.length === x.seats ? x as StoredRoom : null;
  } catch {
    return null;
  }
}

export class RoomController {
  readonly view = signal<RoomView | null>(null);
  readonly connection = signal<{ state: LinkState; error: NetError | null }>({ state: 'connecting', error: null });
  /** The table is full: the match's binding for a watch link, when the host gave one (it has begun). */
  readonly fullWatch = signal<string | null>(null);
  /** The match, once the host started it. */
  readonly match = signal<MatchController | null>(null);
  private readonly mesh: PeerMesh;
  private handed = false;

  private constructor(
    readonly game: AnyGame, readonly hosting: boolean, readonly hostId: string, private readonly peerId: string,
    readonly signalText: string | null, private readonly name: string, private readonly options: Json, private readonly timeoutMs: number,
    seats: number, label: { readonly title: string; readonly variant: number | null }, roster?: readonly (RoomSeat | null)[],
  ) {
    const signalCfg = (signalText && parseSignal(signalText)) || defaultSignal();
    const room = hosting ? new Room(seats, { peer: peerId, name }, roster) : null;
    const stored: Omit<StoredRoom, 'roster'> = { game: game.id, hosting, hostId, peerId, signal: signalText, name, options, timeoutMs, seats, ...label };
    const save = (taken: readonly (RoomSeat | null)[]): void => { if (!this.handed) keep({ ...stored, roster: taken }, hostId); };
    save(room?.roster ?? Array.from({ length: seats }, () => null));
    if (room) this.view.value = room.view(game.id, options, 0);
    this.mesh = new PeerMesh({
      id: peerId, name, makePeer: (id) => makePeer(id, signalCfg),
      ...(room ? { host: { room, game: game.id, options } } : { guest: { hostId } }),
      onState: (state, error) => { this.connection.value = { state, error }; },
      onRoom: (v) => { this.view.value = v; if (hosting) save(v.taken); if (v.started && v.you !== null) this.begin(v); },
      onFull: (n, m) => { this.fullWatch.value = m; this.connection.value = { state: 'closed', error: tableFull(n) }; },
    });
    this.mesh.start();
  }

  /** `sig`: the signaling server the room lives on (the first of the list that answered: signal.ts pickSignal). */
  static host(game: AnyGame, options: Json, name: string, timeoutMs: number, seats: number, label: { title: string; variant: number | null }, sig: SignalConfig = defaultSignal()): RoomController {
    const id = randomPeerId();
    return new RoomController(game, true, id, id, linkSignal(sig), name, options, timeoutMs, seats, label);
  }

  static join(game: AnyGame, hostId: string, signalText: string | null, name: string, seats: number, label: { title: string; variant: number | null }): RoomController {
    return new RoomController(game, false, hostId, randomPeerId(), signalText, name, null, 0, seats, label);
  }

  /** The room this tab kept (a reload in the waiting room): the same PeerJS id, and the host's seated guests. */
  static restore(r: StoredRoom, game: AnyGame): RoomController {
    return new RoomController(game, r.hosting, r.hostId, r.peerId, r.signal, r.name, r.options, r.timeoutMs, r.seats, r, r.roster);
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
    keep(null, this.hostId);
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
