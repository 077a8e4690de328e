/**
 * The host page's spectators: watchers' links, served by the relay (src/net/watch-relay.ts),
 * which loads only when the first watcher dials, so a match nobody watches never loads it; the
 * relay batches what it sends (`WatchRelay.poke`).
 */
import type { RelaySource, WatchConn, WatchRelay } from '../../net/watch-relay.js';

export class WatchHost {
  private relay: WatchRelay | null = null;
  private loading: Promise<WatchRelay> | null = null;

  constructor(private readonly source: () => RelaySource | null) {}

  /** A watcher's link (the relay caps how many it serves). */
  add(c: WatchConn): void {
    this.loading ??= import('../../net/watch-relay.js').then((m) => (this.relay = new m.WatchRelay(this.source)));
    this.loading.then((r) => r.add(c), () => { this.loading = null; c.close(); });
  }

  /** The match took a message or stopped: send watchers what they lack, soon. */
  poke(): void { this.relay?.poke(); }

  /** Time spent relaying, in ms (for the figures: what watchers cost the host's page). */
  get busyMs(): number { return this.relay?.busyMs ?? 0; }

  close(): void { this.relay?.close(); }
}
