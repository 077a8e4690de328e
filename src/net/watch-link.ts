/**
 * A spectator's one link: it dials the host with the watcher's metadata (so the host's transport
 * hands it to its relay, watch-relay.ts, and never gives it a seat), dials again with backoff
 * when the link drops or the host reloads, and hands on every envelope the host sends, parsed at
 * the boundary (codec.ts). A watcher sends nothing into the match. After a new link the host
 * starts over from the hellos; the spectator's ledger takes exact resends as duplicates.
 */
import { type NetError, mapPeerError } from './net-error.js';
import type { PeerLike, ConnLike } from './peer-mesh.js';
import type { LinkState } from './peer-transport.js';
import { type WatchEnvelope, decodeWatch } from './watch-codec.js';
import { WATCH_METADATA } from './watch-meta.js';

export interface WatchLinkOptions {
  readonly id: string;
  readonly hostId: string;
  readonly makePeer: (id: string) => PeerLike;
  /** A parsed envelope from the host. */
  readonly onEnvelope: (e: WatchEnvelope) => void;
  /** Data from the host that did not parse (never acted on). */
  readonly onMalformed?: (why: string) => void;
  readonly onState?: (state: LinkState, error: NetError | null) => void;
  /** Every wire string received, as it came (test hook: what this page was ever sent). */
  readonly onRaw?: (d: string) => void;
  readonly timers?: { after: (ms: number, fn: () => void) => () => void };
}

const MAX_BACKOFF = 8_000;
const CONNECT_TIMEOUT = 12_000;

const browserTimers = {
  after: (ms: number, fn: () => void) => { const t = setTimeout(fn, ms); return () => clearTimeout(t); },
};

export class WatchLink {
  private peer: PeerLike | null = null;
  private conn: ConnLike | null = null;
  private closed = false;
  private attempt = 0;
  private retry: (() => void) | null = null;
  private readonly timers: NonNullable<WatchLinkOptions['timers']>;

  constructor(private readonly o: WatchLinkOptions) {
    this.timers = o.timers ?? browserTimers;
  }

  start(): void {
    if (this.closed) return;
    this.state('connecting', null);
    const peer = this.o.makePeer(this.o.id);
    this.peer = peer;
    peer.on('open', () => this.dial());
    peer.on('disconnected', () => {
      if (!this.closed && !peer.destroyed) this.later(() => { if (!peer.destroyed && peer.disconnected) peer.reconnect(); });
    });
    peer.on('error', (e) => {
      const err = mapPeerError(e.type ?? 'other', this.conn !== null, e.message);
      this.state(this.conn ? 'reconnecting' : 'connecting', err);
      if (!err.transient) { this.close(); return; }
      if (e.type === 'peer-unavailable') this.later(() => this.dial());
    });
  }

  close(): void {
    this.closed = true;
    this.retry?.();
    this.conn?.close();
    this.peer?.destroy();
    this.state('closed', null);
  }

  private dial(): void {
    const peer = this.peer;
    if (this.closed || !peer || peer.destroyed || peer.disconnected) return;
    const c = peer.connect(this.o.hostId, { reliable: true, serialization: 'raw', metadata: WATCH_METADATA });
    c.on('open', () => {
      if (this.closed) { c.close(); return; }
      const old = this.conn;
      this.conn = c;
      if (old && old !== c) old.close();
      this.attempt = 0;
      this.state('connected', null);
    });
    c.on('data', (d) => {
      if (typeof d !== 'string' || this.conn !== c) return;
      this.o.onRaw?.(d);
      const e = decodeWatch(d);
      if (e.ok) this.o.onEnvelope(e.value);
      else this.o.onMalformed?.(e.error);
    });
    const gone = () => {
      if (this.conn === c) this.conn = null;
      if (this.closed) return;
      this.state('reconnecting', mapPeerError('peer-unavailable', true));
      this.later(() => this.dial());
    };
    c.on('close', gone);
    c.on('error', gone);
    this.timers.after(CONNECT_TIMEOUT, () => { if (!c.open && this.conn !== c && !this.closed) { c.close(); } });
  }

  private later(fn: () => void): void {
    if (this.closed) return;
    this.retry?.();
    const ms = Math.min(MAX_BACKOFF, 500 * 2 ** this.attempt++);
    this.retry = this.timers.after(ms, () => { this.retry = null; fn(); });
  }

  private state(s: LinkState, e: NetError | null): void { this.o.onState?.(s, e); }
}
