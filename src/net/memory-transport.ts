/**
 * In-memory transport for tests and headless matches: a full mesh of ordered, reliable links
 * with injectable latency and disconnects. While a link is down its messages are lost, as on
 * a real network; the session's resync after reconnect is what recovers them.
 */
import type { Seat } from '../engine/game.js';
import type { Scheduler } from './scheduler.js';
import type { Transport } from './transport.js';

export interface HubOptions {
  /** Delivery delay in ms for a message from one seat to another. */
  latency?: (from: Seat, to: Seat) => number;
}

export class MemoryHub {
  private readonly ends: MemoryTransport[] = [];
  private readonly down = new Set<string>();
  /** Every wire message delivered, for byte counts. */
  bytes = 0;
  messages = 0;
  /** Messages lost because their link was down. */
  lost = 0;

  constructor(readonly scheduler: Scheduler, private readonly opts: HubOptions = {}) {}

  endpoint(seat: Seat): MemoryTransport {
    const t = new MemoryTransport(this, seat);
    this.ends[seat] = t;
    return t;
  }

  /** Announces every link as up (call once all endpoints exist). */
  connectAll(): void {
    for (const a of this.ends) for (const b of this.ends) if (a && b && a !== b) this.scheduler.after(0, () => a.link(b.seat, true));
  }

  private key = (a: Seat, b: Seat) => (a < b ? `${a}-${b}` : `${b}-${a}`);

  isUp(a: Seat, b: Seat): boolean { return !this.down.has(this.key(a, b)); }

  /** Drops the link between two seats (both sides are told), or brings it back. */
  setLink(a: Seat, b: Seat, up: boolean): void {
    if (up) this.down.delete(this.key(a, b)); else this.down.add(this.key(a, b));
    this.ends[a]?.link(b, up);
    this.ends[b]?.link(a, up);
  }

  deliver(from: Seat, to: Seat, data: string): void {
    if (!this.isUp(from, to)) { this.lost++; return; }
    const target = this.ends[to];
    if (!target) return;
    const delay = this.opts.latency?.(from, to) ?? 0;
    // Ordered per link: a later message never overtakes an earlier one.
    const at = Math.max(this.scheduler.now() + delay, target.lastArrival(from));
    target.setArrival(from, at);
    this.scheduler.after(at - this.scheduler.now(), () => {
      if (!this.isUp(from, to)) { this.lost++; return; }
      this.bytes += data.length;
      this.messages++;
      target.receive(from, data);
    });
  }
}

export class MemoryTransport implements Transport {
  private msgCb: (from: Seat, data: string) => void = () => {};
  private linkCb: (peer: Seat, up: boolean) => void = () => {};
  private readonly arrivals = new Map<Seat, number>();
  private closed = false;

  constructor(private readonly hub: MemoryHub, readonly seat: Seat) {}

  send(to: Seat, data: string): void { if (!this.closed) this.hub.deliver(this.seat, to, data); }
  onMessage(cb: (from: Seat, data: string) => void): void { this.msgCb = cb; }
  onLink(cb: (peer: Seat, up: boolean) => void): void { this.linkCb = cb; }
  close(): void { this.closed = true; }

  receive(from: Seat, data: string): void { if (!this.closed) this.msgCb(from, data); }
  link(peer: Seat, up: boolean): void { if (!this.closed) this.linkCb(peer, up); }
  lastArrival(from: Seat): number { return this.arrivals.get(from) ?? 0; }
  setArrival(from: Seat, at: number): void { this.arrivals.set(from, at); }
}
