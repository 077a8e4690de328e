/**
 * The host's side of spectators (docs/PROTOCOL.md, "Spectators"): each watcher's link gets the
 * match's hellos and then every message the host's ledger has taken, chain by chain, in order,
 * in batches (watch-codec.ts).
 *
 * Only what every seat already holds goes out: chain messages are sent to every seat by their
 * author, and a message of the host's own chain goes out only once it is signed (as to a seat,
 * outbound.ts). Nothing private is in a chain before the rules open it (follow.ts). A watcher
 * never sends anything (watch-link.ts): one whose link sends is cut off at its first message, so
 * a flood costs the host's page one message. At most `max` watchers are served; more are turned
 * away when their link opens, and the relay keeps nothing of them. The relay works after the host's
 * own steps, from what the ledger holds, so a watcher never delays a step; a watcher whose link
 * backs up is dropped (it may dial again and start over: duplicates are harmless to it).
 */
import type { Hello, SignedMessage } from '../protocol/wire/transcript.js';
import { encode } from './codec.js';
import { batches } from './watch-codec.js';

/** What the relay needs of a watcher's link (a PeerJS DataConnection). */
export interface WatchConn {
  readonly open: boolean;
  /** PeerJS: messages waiting in its own queue because the channel's buffer is full. */
  readonly bufferSize?: number;
  on(event: 'open' | 'close' | 'error', cb: () => void): void;
  on(event: 'data', cb: (d: unknown) => void): void;
  send(data: string): void;
  close(): void;
}

/** What the host's match holds now (null before every hello is agreed). */
export interface RelaySource {
  readonly hellos: readonly Hello[];
  readonly chains: readonly (readonly SignedMessage[])[];
  /** Why the players' match stopped, if it did. */
  readonly stopped: string | null;
}

export interface RelayOptions {
  /** At most this many watchers at once; more are turned away. */
  readonly max?: number;
  /** A watcher whose link has this many messages queued is dropped. */
  readonly backlog?: number;
}

interface Watcher {
  hellos: boolean;
  sent: number[];
  stopSent: boolean;
}

/** Watchers are sent what they lack at most this often (`poke`). */
const PUMP_MS = 40;

export class WatchRelay {
  private readonly watchers = new Map<WatchConn, Watcher>();
  private readonly max: number;
  private readonly backlog: number;
  /** Watchers dropped for a backed-up link (for the figures). */
  dropped = 0;
  /** Watchers cut off for sending (a watcher sends nothing). */
  cutOff = 0;
  /** Time spent in `poke`'s pumps, in ms (for the figures: what watchers cost the host's page). */
  busyMs = 0;
  private scheduled = false;

  constructor(private readonly source: () => RelaySource | null, o: RelayOptions = {}) {
    this.max = o.max ?? 16;
    this.backlog = o.backlog ?? 2000;
  }

  get count(): number { return [...this.watchers.keys()].filter((c) => c.open).length; }

  /** A new watcher's link: served from its opening on, forgotten when it closes. */
  add(c: WatchConn): void {
    const serve = () => {
      if (this.watchers.has(c)) return;
      if (this.watchers.size >= this.max) { c.close(); return; }
      this.watchers.set(c, { hellos: false, sent: [], stopSent: false });
      this.pumpOne(c);
    };
    if (c.open) serve(); else c.on('open', serve);
    c.on('data', () => {
      if (!c.open) return;
      this.cutOff++;
      this.watchers.delete(c);
      c.close();
    });
    const gone = () => { this.watchers.delete(c); };
    c.on('close', gone);
    c.on('error', gone);
  }

  /** Sends every watcher what it lacks. Call after the match takes messages (cheap when nothing is new). */
  pump(): void {
    if (!this.watchers.size) return;
    for (const c of [...this.watchers.keys()]) this.pumpOne(c);
  }

  /**
   * The match took a message or stopped: pump at most every PUMP_MS, outside any step, so a burst
   * of steps goes out in one batch and watchers cost the players' pages next to nothing.
   */
  poke(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      const t = performance.now();
      this.pump();
      this.busyMs += performance.now() - t;
    }, PUMP_MS);
  }

  close(): void {
    for (const c of this.watchers.keys()) c.close();
    this.watchers.clear();
  }

  private pumpOne(c: WatchConn): void {
    const w = this.watchers.get(c);
    const src = this.source();
    if (!w || !src || !c.open) return;
    if ((c.bufferSize ?? 0) > this.backlog) {
      this.dropped++;
      this.watchers.delete(c);
      c.close();
      return;
    }
    if (!w.hellos) {
      for (const hello of src.hellos) c.send(encode({ k: 'hello', hello }));
      w.hellos = true;
    }
    const wire: string[] = [];
    for (const [seat, chain] of src.chains.entries()) {
      let i = w.sent[seat] ?? 0;
      // A message of our own still being signed (sig '') holds back itself and what follows.
      for (; i < chain.length && chain[i]?.sig !== ''; i++) wire.push(JSON.stringify(chain[i] as SignedMessage));
      w.sent[seat] = i;
    }
    for (const b of batches(wire)) c.send(b);
    if (src.stopped !== null && !w.stopSent) {
      w.stopSent = true;
      c.send(encode({ k: 'stop', reason: src.stopped }));
    }
  }
}

