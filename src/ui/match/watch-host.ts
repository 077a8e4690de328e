/**
 * The host page's spectators: watchers' links, served by the relay (src/net/watch-relay.ts),
 * which loads only when the first watcher dials, so a match nobody watches never loads it.
 * The relay is pumped at most every PUMP_MS after the match takes a message, outside any step:
 * a burst of steps goes out in one batch, and watchers cost the players' pages next to nothing.
 */

/** Watchers are sent what they lack at most this often. */
const PUMP_MS = 40;
import type { RelaySource, WatchConn, WatchRelay } from '../../net/watch-relay.js';

export class WatchHost {
  private relay: WatchRelay | null = null;
  private loading: Promise<WatchRelay> | null = null;
  private scheduled = false;
  /** Time spent relaying, in ms (for the figures: what watchers cost the host's page). */
  busyMs = 0;

  constructor(private readonly source: () => RelaySource | null) {}

  /** A watcher's link (the relay caps how many it serves). */
  add(c: WatchConn): void {
    this.loading ??= import('../../net/watch-relay.js').then((m) => (this.relay = new m.WatchRelay(this.source)));
    this.loading.then((r) => r.add(c), () => { this.loading = null; c.close(); });
  }

  /** The match took a message or stopped: send watchers what they lack, soon. */
  poke(): void {
    if (!this.relay || this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      const t = performance.now();
      this.relay?.pump();
      this.busyMs += performance.now() - t;
    }, PUMP_MS);
  }

  close(): void { this.relay?.close(); }
}
