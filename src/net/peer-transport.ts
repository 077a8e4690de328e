/**
 * The PeerJS transport: two seats, host (seat 0) and guest (seat 1), over one reliable,
 * ordered DataConnection carrying our JSON strings as they are. It reconnects with backoff
 * after a drop or a reload; the session's sync then resends whatever the other side lacks.
 *
 * The host keeps its PeerJS id for the whole match (it is in the link); the guest's id is
 * kept too, and the host accepts only that guest once it has joined.
 */
import Peer, { type DataConnection } from 'peerjs';
import type { Seat } from '../engine/game.js';
import { type NetError, blocked, mapPeerError, tableFull } from './net-error.js';
import { iceFacts } from './ice-live.js';
import { type SignalConfig, peerOptions } from './signal-config.js';
import type { Transport } from './transport.js';
import { fullNotice, fullOf } from './full-notice.js';
import { isWatcher } from './watch-meta.js';

export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface PeerTransportOptions {
  readonly role: 'host' | 'guest';
  /** This side's PeerJS id. */
  readonly id: string;
  /** The host's id (guest only). */
  readonly hostId?: string;
  /** The guest's id once known (host only): other visitors are refused. */
  readonly guestId?: string | null;
  readonly signal: SignalConfig;
  readonly onState?: (state: LinkState, error: NetError | null) => void;
  /** Called when the host first accepts its guest, to remember who it is. */
  readonly onGuest?: (guestId: string) => void;
  /** The host: a watcher's link (watch-relay.ts), which never takes the guest's place. */
  readonly onWatcher?: (c: DataConnection) => void;
}

const MAX_BACKOFF = 8_000;
/** A connection that neither opens nor fails by then is given up (and tried again): ICE is stuck. */
const CONNECT_TIMEOUT = 10_000;
/** How long a turned-away visitor's link stays open for the "full" notice to arrive. */
const FULL_CLOSE_MS = 1_000;

export class PeerTransport implements Transport {
  private peer: Peer | null = null;
  private conn: DataConnection | null = null;
  private msgCb: (from: Seat, data: string) => void = () => {};
  private linkCb: (peer: Seat, up: boolean) => void = () => {};
  private guestId: string | null;
  private everConnected = false;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** Until this time (ms since epoch) the network is "down": see simulateOutage. */
  private outageUntil = 0;
  /** When the signaling server last said nobody holds the host's id (ms since epoch). */
  private unavailableAt = 0;
  /** Bytes sent, for the figures. */
  bytesSent = 0;

  constructor(private readonly o: PeerTransportOptions) {
    this.guestId = o.guestId ?? null;
  }

  private get other(): Seat { return this.o.role === 'host' ? 1 : 0; }

  /** Registers with the signaling server and (guest) connects to the host. */
  start(): void {
    if (this.closed) return;
    this.state('connecting', null);
    const peer = new Peer(this.o.id, peerOptions(this.o.signal));
    this.peer = peer;
    peer.on('open', () => {
      this.attempt = 0;
      if (this.o.role === 'guest') this.dial();
    });
    peer.on('connection', (c) => this.accept(c));
    peer.on('disconnected', () => {
      if (this.closed || peer.destroyed) return;
      this.later(() => { if (!peer.destroyed && peer.disconnected) peer.reconnect(); });
    });
    peer.on('error', (e: Error & { type?: string }) => {
      if (e.type === 'peer-unavailable') this.unavailableAt = Date.now();
      const err = mapPeerError(e.type ?? 'other', this.everConnected, e.message);
      this.state(this.everConnected ? 'reconnecting' : 'connecting', err);
      if (!err.transient) { this.close(); return; }
      if (e.type === 'peer-unavailable') this.later(() => this.dial());
      else if (peer.destroyed || e.type === 'unavailable-id' || e.type === 'browser-incompatible') this.restart();
    });
  }

  private dial(): void {
    if (this.inOutage()) { this.later(() => this.dial()); return; }
    if (this.closed || !this.peer || this.peer.destroyed || this.peer.disconnected || !this.o.hostId) return;
    const c = this.peer.connect(this.o.hostId, { reliable: true, serialization: 'raw' });
    const since = Date.now();
    this.use(c);
    // A connection that neither opens nor fails (ICE stuck) is abandoned and tried again; unless the
    // host was not there, the two networks block it, and the player is told so.
    setTimeout(() => {
      if (c.open || this.conn === c || this.closed) return;
      if (this.unavailableAt < since) this.isBlocked();
      c.close();
      this.later(() => this.dial());
    }, CONNECT_TIMEOUT);
  }

  private accept(c: DataConnection): void {
    if (this.inOutage()) { c.on('open', () => c.close()); return; }
    if (isWatcher(c)) {
      if (this.o.role === 'host' && this.o.onWatcher && c.serialization === 'raw') this.o.onWatcher(c);
      else c.on('open', () => c.close());
      return;
    }
    if (this.guestId && c.peer !== this.guestId) {
      // Another visitor: the seat is taken. Say so (a room envelope, room.ts) before closing.
      c.on('open', () => { void c.send(fullNotice(2)); setTimeout(() => c.close(), FULL_CLOSE_MS); });
      return;
    }
    // Our guests dial "raw" (strings as they are); no other serialization is built in.
    if (c.serialization !== 'raw') { c.on('open', () => c.close()); return; }
    if (!this.guestId) { this.guestId = c.peer; this.o.onGuest?.(c.peer); }
    this.use(c);
    // The guest found this page, but its connection never opened: the networks block it (the host is told too).
    let opened = false;
    c.on('open', () => { opened = true; });
    setTimeout(() => { if (!opened) this.isBlocked(); }, CONNECT_TIMEOUT);
  }

  private use(c: DataConnection): void {
    c.on('open', () => {
      if (this.closed) { c.close(); return; }
      const old = this.conn;
      this.conn = c;
      if (old && old !== c) old.close();
      this.everConnected = true;
      this.attempt = 0;
      this.state('connected', null);
      this.linkCb(this.other, true);
    });
    c.on('data', (d) => {
      if (typeof d !== 'string') return;
      if (this.o.role === 'guest' && d.startsWith('{"k":"full"')) { this.turnedAway(d); return; }
      if (this.conn === c) this.msgCb(this.other, d);
    });
    c.on('close', () => this.lost(c));
    c.on('error', (e?: { type?: string }) => {
      if (e?.type === 'negotiation-failed' && !c.open) this.isBlocked();
      this.lost(c);
    });
  }

  /** The two browsers were introduced, but no connection came of it (ICE failed). */
  private isBlocked(): void {
    if (!this.closed) this.state(this.everConnected ? 'reconnecting' : 'connecting', blocked(iceFacts.relay));
  }

  /** The open link's connection (for its route: link-route.ts), if any. */
  connections(): unknown[] { return this.conn?.open ? [this.conn] : []; }

  /** The host's seat is taken by another guest: stop dialing and say so. */
  private turnedAway(d: string): void {
    const seats = fullOf(d);
    if (seats === null) return;
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.conn?.close();
    this.peer?.destroy();
    this.state('closed', tableFull(seats));
  }

  private lost(c: DataConnection): void {
    if (this.conn !== c) return;
    this.conn = null;
    this.linkCb(this.other, false);
    if (this.closed) return;
    this.state('reconnecting', mapPeerError('peer-unavailable', true));
    if (this.o.role === 'guest') this.later(() => this.dial());
  }

  private restart(): void {
    this.peer?.destroy();
    this.peer = null;
    this.later(() => this.start());
  }

  private inOutage(): boolean { return Date.now() < this.outageUntil; }

  /**
   * Test hook: behave as if this device lost its network for `ms`: the link and the signaling
   * socket drop, nothing connects until the time is up, then the usual reconnection runs.
   */
  simulateOutage(ms: number): void {
    this.outageUntil = Date.now() + ms;
    const c = this.conn;
    if (c) { this.lost(c); c.close(); }
    this.peer?.disconnect();
    this.attempt = 0;
  }

  private later(fn: () => void): void {
    if (this.closed) return;
    if (this.retry) clearTimeout(this.retry);
    const ms = Math.min(MAX_BACKOFF, 500 * 2 ** this.attempt++);
    const wait = Math.max(ms, this.outageUntil - Date.now());
    this.retry = setTimeout(() => { this.retry = null; fn(); }, wait);
  }

  private state(s: LinkState, e: NetError | null): void { this.o.onState?.(s, e); }

  send(to: Seat, data: string): void {
    if (to !== this.other || !this.conn?.open) return;
    this.bytesSent += data.length;
    void this.conn.send(data);
  }

  /** Drops the link (its far end failed authentication); a guest dials again with backoff. */
  drop(peer: Seat): void {
    const c = this.conn;
    if (peer !== this.other || !c) return;
    this.lost(c);
    c.close();
  }

  onMessage(cb: (from: Seat, data: string) => void): void { this.msgCb = cb; }
  onLink(cb: (peer: Seat, up: boolean) => void): void { this.linkCb = cb; }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.conn?.close();
    this.peer?.destroy();
    this.state('closed', null);
  }
}
