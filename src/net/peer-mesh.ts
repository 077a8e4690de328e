/**
 * A table of up to sixteen seats over PeerJS: a full mesh of reliable, ordered data links, one
 * per pair of seats, with the waiting room (room.ts) on the links to the host.
 *
 * Why a mesh (docs/PROTOCOL.md, "Several seats"): every seat's chain reaches every seat straight
 * from its author, so no seat can hide or delay another's messages; a seat that lost a link still
 * gets what it lacks relayed by the others (gossip.ts), checked against the author's signature.
 * Six seats are fifteen links, each carrying only its two seats' own messages.
 *
 * Who dials: every guest dials the host (the join link names it); between guests the larger seat
 * dials the smaller (room.ts `dials`), so two seats never dial each other at once. The side that
 * dialed dials again, with backoff, after a drop. Each link opens with a `join` from the dialer:
 * the host seats it (or says the table is full); a guest takes a link only from the holder of a
 * larger seat in the roster the host sent. What a link carries after that goes to the session,
 * which proves each seat's match key on each link before it trusts what comes (link-auth.ts).
 */
import type { Json } from '../crypto/canonical.js';
import type { Seat } from '../engine/game.js';
import { type NetError, blocked, mapPeerError } from './net-error.js';
import { iceFacts } from './ice-live.js';
import { type Admission, Room, type RoomEnvelope, type RoomSeat, type RoomView, dials, roomOf } from './room.js';
import type { Transport } from './transport.js';
import type { LinkState } from './peer-transport.js';
import { isWatcher } from './watch-meta.js';
import { fullNotice } from './full-notice.js';

/** The part of a PeerJS DataConnection this transport uses. */
export interface ConnLike {
  readonly peer: string;
  readonly open: boolean;
  readonly serialization: string;
  /** What the dialer attached (a watcher's `{watch: true}`: watch-relay.ts). */
  readonly metadata?: unknown;
  /** PeerJS: messages queued behind a full channel buffer. */
  readonly bufferSize?: number;
  on(event: 'open' | 'close', cb: () => void): void;
  /** PeerJS says why: `negotiation-failed` when the ICE checks failed. */
  on(event: 'error', cb: (e?: { readonly type?: string }) => void): void;
  on(event: 'data', cb: (d: unknown) => void): void;
  send(data: string): void;
  close(): void;
}

/** The part of a PeerJS Peer this transport uses. */
export interface PeerLike {
  readonly destroyed: boolean;
  readonly disconnected: boolean;
  on(event: 'open' | 'disconnected', cb: () => void): void;
  on(event: 'connection', cb: (c: ConnLike) => void): void;
  on(event: 'error', cb: (e: Error & { type?: string }) => void): void;
  connect(id: string, o: { reliable: boolean; serialization: 'raw'; metadata?: unknown }): ConnLike;
  reconnect(): void;
  disconnect(): void;
  destroy(): void;
}

export interface PeerMeshOptions {
  /** This side's PeerJS id. */
  readonly id: string;
  readonly name: string;
  /** Makes the PeerJS peer (the browser passes `new Peer(id, options)`; tests a fake). */
  readonly makePeer: (id: string) => PeerLike;
  /** The host: its room (seat 0 is its own), the game and options everyone is shown. */
  readonly host?: { readonly room: Room; readonly game: string; readonly options: Json };
  /** A guest: the host's id, and its seat and the roster when it sat before (a reload). */
  readonly guest?: { readonly hostId: string; readonly seat?: Seat | null; readonly roster?: readonly (RoomSeat | null)[] };
  readonly onState?: (state: LinkState, error: NetError | null) => void;
  /** The room changed (a guest: as the host tells it; the host: its own). */
  readonly onRoom?: (view: RoomView) => void;
  /** The host said every seat is taken (`watch`: the match's binding for a watch link, once it has begun). */
  readonly onFull?: (seats: number, watch: string | null) => void;
  /** Timers (the browser's); injectable for tests. */
  readonly timers?: { after: (ms: number, fn: () => void) => () => void };
}

const MAX_BACKOFF = 8_000;
/**
 * Before the start, a guest whose link dropped keeps its seat this long before it is freed: a
 * reload comes back within it, with the same PeerJS id, to the same seat. A host reloaded in its
 * waiting room gives each guest of its stored roster as long to come back.
 */
export const KEEP_SEAT_MS = 20_000;
/** A connection that neither opens nor fails by then is given up (and tried again): ICE is stuck. */
const CONNECT_TIMEOUT = 10_000;
/** At most this many messages wait for the match to listen (a flood is dropped; sync resends). */
const MAX_EARLY = 1000;
/** At most this many watchers wait in the waiting room for the match to start. */
const MAX_EARLY_WATCHERS = 16;

const browserTimers = {
  after: (ms: number, fn: () => void) => { const t = setTimeout(fn, ms); return () => clearTimeout(t); },
};

export class PeerMesh implements Transport {
  private peer: PeerLike | null = null;
  private readonly links = new Map<Seat, ConnLike>();
  private msgCb: (from: Seat, data: string) => void = () => {};
  private linkCb: (peer: Seat, up: boolean) => void = () => {};
  /**
   * What links carried before anyone listened for links (the match starts on the news that the
   * host started it, and a peer's first messages may come just before): handed over after the
   * link-ups, in order, when the match listens. Null once it does.
   */
  private early: [Seat, string][] | null = [];
  private seat: Seat | null;
  private roster: readonly (RoomSeat | null)[];
  private started: boolean;
  private closed = false;
  private everConnected = false;
  private onState: PeerMeshOptions['onState'];
  /** Until this time (ms since epoch) the network is "down": see simulateOutage. */
  private outageUntil = 0;
  private readonly attempts = new Map<string, number>();
  private readonly retries = new Map<string, () => void>();
  private readonly timers: NonNullable<PeerMeshOptions['timers']>;
  /** Watchers' links that came before anyone served them (the waiting room): handed over by `onWatcher`. */
  private watchers: ConnLike[] | null = [];
  private watcherCb: (c: ConnLike) => void = () => {};
  private fullWatch: () => string | null = () => null;
  bytesSent = 0;
  /** When the signaling server last said nobody holds an id this page dialed (ms since epoch). */
  private unavailableAt = 0;

  constructor(private readonly o: PeerMeshOptions) {
    this.timers = o.timers ?? browserTimers;
    this.onState = o.onState;
    if (o.host) {
      this.seat = 0;
      this.roster = o.host.room.roster;
      this.started = o.host.room.started;
    } else {
      this.seat = o.guest?.seat ?? null;
      this.roster = o.guest?.roster ?? [];
      this.started = false;
    }
  }

  get ownSeat(): Seat | null { return this.seat; }

  /** Once started: the seats whose link to this page is down now (in seat order). */
  down(): Seat[] {
    if (!this.started || this.seat === null) return [];
    return this.roster.flatMap((_s, i) => (i !== this.seat && !this.links.get(i)?.open ? [i] : []));
  }

  start(): void {
    if (this.closed) return;
    // A host back from a reload in its waiting room: each guest it had seated has a while to come back.
    const room = this.o.host?.room;
    if (room && !room.started) for (const g of room.roster.slice(1)) if (g) this.keepSeat(g.peer);
    this.state('connecting', null);
    const peer = this.o.makePeer(this.o.id);
    this.peer = peer;
    peer.on('open', () => { if (this.o.guest) this.dial(this.o.guest.hostId); this.dialGuests(); });
    peer.on('connection', (c) => this.accept(c));
    peer.on('disconnected', () => {
      if (!this.closed && !peer.destroyed) this.later('signal', () => { if (!peer.destroyed && peer.disconnected) peer.reconnect(); });
    });
    peer.on('error', (e) => {
      if (e.type === 'peer-unavailable') this.unavailableAt = Date.now();
      const err = mapPeerError(e.type ?? 'other', this.everConnected, e.message);
      this.state(this.everConnected ? 'reconnecting' : 'connecting', err);
      if (!err.transient) this.close();
    });
  }

  /** The host starts the match: seats are fixed, and every guest is told (and dials the others). */
  begin(): string | null {
    const room = this.o.host?.room;
    if (!room) return 'only the host starts the match';
    const r = room.start();
    if (!r.ok) return r.error;
    this.started = true;
    this.roster = room.roster;
    this.broadcastRoom();
    return null;
  }

  send(to: Seat, data: string): void {
    const c = this.links.get(to);
    if (!c?.open) return;
    this.bytesSent += data.length;
    c.send(data);
  }

  onMessage(cb: (from: Seat, data: string) => void): void { this.msgCb = cb; }

  /**
   * Also tells a new listener (the match, after the waiting room) of every link already up, at
   * once: a link-up reported later, after messages on that link were handled, would reset what
   * the listener learned from them (a peer's hello, its link proof).
   */
  onLink(cb: (peer: Seat, up: boolean) => void): void {
    this.linkCb = cb;
    for (const [seat, c] of [...this.links]) if (c.open) cb(seat, true);
    const early = this.early ?? [];
    this.early = null;
    for (const [seat, d] of early) this.msgCb(seat, d);
  }

  /** The host: who serves watchers' links (watch-relay.ts); those that came before are handed over at once. */
  onWatcher(cb: (c: ConnLike) => void): void {
    this.watcherCb = cb;
    const early = this.watchers ?? [];
    this.watchers = null;
    for (const c of early) cb(c);
  }

  /** The host: what a visitor turned away is told of how to watch instead (the match's binding, once it has begun). */
  setFullWatch(fn: () => string | null): void { this.fullWatch = fn; }

  /**
   * Who hears of the link state from now on (the match takes the mesh over from its waiting room),
   * told the state at once: a host whose links are all up hears of no change after the start.
   */
  setOnState(cb: PeerMeshOptions['onState']): void {
    this.onState = cb;
    cb?.(...this.now);
  }

  /**
   * Test hook: behave as if this device lost its network for `ms`: every link and the signaling
   * socket drop, nothing connects until the time is up, then the usual reconnection runs.
   */
  simulateOutage(ms: number): void {
    this.outageUntil = Date.now() + ms;
    for (const [seat, c] of [...this.links]) { this.lost(seat, c); c.close(); }
    this.peer?.disconnect();
    this.attempts.clear();
  }

  private inOutage(): boolean { return Date.now() < this.outageUntil; }

  drop(peer: Seat): void {
    const c = this.links.get(peer);
    if (c) { this.lost(peer, c); c.close(); }
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.retries.values()) cancel();
    for (const c of this.links.values()) c.close();
    for (const c of this.watchers ?? []) c.close();
    this.peer?.destroy();
    this.state('closed', null);
  }

  // --- dialing -------------------------------------------------------------------------------

  /** Once started and seated: dial every smaller guest seat (the host was dialed already). */
  private dialGuests(): void {
    if (!this.started || this.seat === null || this.o.host) return;
    for (let s = 1; s < this.roster.length; s++) {
      const holder = this.roster[s];
      if (holder && s !== this.seat && dials(this.seat, s) && !this.links.get(s)?.open) this.dial(holder.peer);
    }
  }

  private dial(id: string): void {
    if (this.inOutage()) { this.later(id, () => this.dial(id)); return; }
    const peer = this.peer;
    if (this.closed || !peer || peer.destroyed || peer.disconnected) return;
    const c = peer.connect(id, { reliable: true, serialization: 'raw' });
    c.on('open', () => { c.send(JSON.stringify({ k: 'join', name: this.o.name, watch: false })); });
    this.listen(c, id === this.o.guest?.hostId ? 0 : this.roster.findIndex((s) => s?.peer === id));
    const since = Date.now();
    this.timers.after(CONNECT_TIMEOUT, () => {
      if (c.open || this.closed || [...this.links.values()].includes(c)) return;
      // Unless nobody held the id, the two browsers were introduced and could not connect.
      if (this.unavailableAt < since) this.isBlocked();
      c.close();
      this.later(id, () => this.dial(id));
    });
  }

  // --- accepting -----------------------------------------------------------------------------

  private accept(c: ConnLike): void {
    if (c.serialization !== 'raw' || this.inOutage()) { c.on('open', () => c.close()); return; }
    if (isWatcher(c)) { this.watcher(c); return; }
    // A page that found this one, but whose connection never opened: the networks block it (this side is told too).
    let opened = false;
    c.on('open', () => { opened = true; });
    this.timers.after(CONNECT_TIMEOUT, () => { if (!opened && !this.closed) this.isBlocked(); });
    if (this.o.host) { this.listen(c, null); return; }
    // A guest takes links only from larger seats of the roster the host sent.
    const seat = this.roster.findIndex((s) => s?.peer === c.peer);
    if (seat < 0 || this.seat === null || !dials(seat, this.seat)) { c.on('open', () => c.close()); return; }
    this.listen(c, seat);
  }

  /** A watcher's link: only the host serves them; it never joins the mesh. */
  private watcher(c: ConnLike): void {
    if (!this.o.host) { c.on('open', () => c.close()); return; }
    if (!this.watchers) { this.watcherCb(c); return; }
    if (this.watchers.length >= MAX_EARLY_WATCHERS) { c.on('open', () => c.close()); return; }
    this.watchers.push(c);
    c.on('close', () => { this.watchers = this.watchers?.filter((w) => w !== c) ?? null; });
  }

  /**
   * Handles one link. `seat`: whose link this is, when known from the roster; null on the host
   * until the dialer's `join` says who it is (the host then seats it, or turns it away).
   */
  private listen(c: ConnLike, known: Seat | null): void {
    let seat: Seat | null = known !== null && known >= 0 ? known : null;
    c.on('open', () => { if (seat !== null && !this.o.host) this.up(seat, c); });
    c.on('data', (d) => {
      if (typeof d !== 'string' || this.closed) return;
      const room = ROOM_PREFIXES.some((p) => d.startsWith(p)) ? roomOf(d) : null;
      if (room) {
        if (!room.ok) return; // a malformed room message proves nothing: dropped
        const r = this.onRoomEnvelope(c, room.value, seat);
        if (r !== undefined) seat = r;
        return;
      }
      if (seat === null || this.links.get(seat) !== c) return;
      if (this.early) { if (this.early.length < MAX_EARLY) this.early.push([seat, d]); return; }
      this.msgCb(seat, d);
    });
    const gone = () => { if (seat !== null) this.lost(seat, c); };
    c.on('close', gone);
    c.on('error', (e) => {
      if (e?.type === 'negotiation-failed' && !c.open) this.isBlocked();
      gone();
    });
  }

  /** Two browsers were introduced, but no connection came of it (ICE failed). */
  private isBlocked(): void {
    if (!this.closed) this.state(this.everConnected ? 'reconnecting' : 'connecting', blocked(iceFacts.relay));
  }

  /** The open links' connections (for their routes: link-route.ts). */
  connections(): unknown[] { return [...this.links.values()].filter((c) => c.open); }

  /** A room envelope on a link; returns the link's seat when this envelope fixed it. */
  private onRoomEnvelope(c: ConnLike, e: RoomEnvelope, seat: Seat | null): Seat | undefined {
    const host = this.o.host;
    if (host && e.k === 'join') {
      if (e.watch) return undefined;
      const a: Admission = host.room.admit(c.peer, e.name);
      if (a.kind === 'full') {
        c.send(fullNotice(host.room.seats, this.fullWatch()));
        this.timers.after(1000, () => c.close());
        return undefined;
      }
      this.up(a.seat, c);
      this.broadcastRoom();
      return a.seat;
    }
    if (!host && e.k === 'join' && seat !== null) return undefined; // a guest-to-guest link opens with a join
    if (!host && seat === 0 && e.k === 'room') {
      this.seat = e.you;
      this.roster = e.taken;
      this.started = e.started;
      this.o.onRoom?.(e);
      if (this.links.get(0) !== c) this.up(0, c);
      this.dialGuests();
      return undefined;
    }
    if (!host && seat === 0 && e.k === 'full') { this.close(); this.o.onFull?.(e.seats, e.m ?? null); }
    return undefined;
  }

  private broadcastRoom(): void {
    const host = this.o.host;
    if (!host) return;
    this.roster = host.room.roster;
    // Guests first: once started, the host's own match begins on `onRoom`, and its first messages
    // must reach each guest after the news that the match has started (the guest's match then exists).
    for (const [seat, c] of this.links) {
      if (c.open) c.send(JSON.stringify({ k: 'room', ...host.room.view(host.game, host.options, seat) }));
    }
    this.o.onRoom?.(host.room.view(host.game, host.options, 0));
  }

  // --- link state ----------------------------------------------------------------------------

  private up(seat: Seat, c: ConnLike): void {
    const old = this.links.get(seat);
    this.links.set(seat, c);
    if (old && old !== c) old.close();
    this.everConnected = true;
    this.attempts.clear();
    // Connected once every link of a started table is up again (before the start: the host's link).
    this.state(this.down().length ? 'reconnecting' : 'connected', null);
    this.linkCb(seat, true);
  }

  private lost(seat: Seat, c: ConnLike): void {
    if (this.links.get(seat) !== c) return;
    this.links.delete(seat);
    this.linkCb(seat, false);
    if (this.closed) return;
    if (this.o.host && !this.started) { this.keepSeat(c.peer); return; }
    this.state('reconnecting', mapPeerError('peer-unavailable', true));
    const holder = seat === 0 ? this.o.guest?.hostId : this.roster[seat]?.peer;
    if (holder && this.seat !== null && dials(this.seat, seat)) this.later(holder, () => this.dial(holder));
  }

  /** Frees a guest's seat before the start unless it came back within KEEP_SEAT_MS. */
  private keepSeat(peer: string): void {
    this.timers.after(KEEP_SEAT_MS, () => {
      const room = this.o.host?.room;
      const seat = room?.seatOf(peer) ?? null;
      if (!room || this.closed || room.started || seat === null || this.links.get(seat)?.open) return;
      if (room.leave(peer)) this.broadcastRoom();
    });
  }

  private later(key: string, fn: () => void): void {
    if (this.closed) return;
    this.retries.get(key)?.();
    const n = this.attempts.get(key) ?? 0;
    this.attempts.set(key, n + 1);
    const wait = Math.max(Math.min(MAX_BACKOFF, 500 * 2 ** n), this.outageUntil - Date.now());
    this.retries.set(key, this.timers.after(wait, () => { this.retries.delete(key); fn(); }));
  }

  /** The link state last reported (setOnState tells a new listener). */
  private now: [LinkState, NetError | null] = ['connecting', null];

  private state(s: LinkState, e: NetError | null): void {
    this.now = [s, e];
    this.onState?.(s, e);
  }
}

/** How a room envelope starts on the wire (JSON.stringify writes `k` first): anything else goes to the session unparsed. */
const ROOM_PREFIXES = ['{"k":"join"', '{"k":"room"', '{"k":"full"'];
