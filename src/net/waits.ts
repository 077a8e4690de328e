/**
 * A session's asynchronous steps (a signature or a check on an asynchronous Ed25519 path, a
 * module loaded on demand). While one is under way, peer data waits here, in order, and is
 * handled once none is; with a synchronous path nothing ever waits.
 */
import type { Seat } from '../engine/game.js';

export class Waits {
  private busy = 0;
  private readonly inbox: [Seat, unknown][] = [];

  constructor(private readonly receive: (from: Seat, data: unknown) => void, private readonly failed: (e: unknown) => void) {}

  /** Keeps peer data for later when a step is under way (true), else leaves it to be handled now. */
  hold(from: Seat, data: unknown): boolean {
    if (this.busy === 0) return false;
    this.inbox.push([from, data]);
    return true;
  }

  /**
   * Goes on with `v` at once when it is there, else once it settles. A step that fails (a
   * platform error, a module that does not load) is reported and goes no further.
   */
  after<T>(v: T | Promise<T>, then: (x: T) => void): void {
    if (!(v instanceof Promise)) { then(v); return; }
    this.busy++;
    void v.then(
      (x) => { this.busy--; try { then(x); } finally { this.drain(); } },
      (e: unknown) => { this.busy--; try { this.failed(e); } finally { this.drain(); } },
    );
  }

  /** Peer data that waited, in order, until another step starts. */
  private drain(): void {
    while (this.busy === 0) {
      const next = this.inbox.shift();
      if (!next) return;
      this.receive(next[0], next[1]);
    }
  }
}
