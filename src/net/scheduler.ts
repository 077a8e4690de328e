/** Time for the net layer: a real clock in browsers, a virtual one in tests and headless matches. */

export interface Scheduler {
  now(): number;
  /** Runs `fn` after `ms`; returns a cancel function. */
  after(ms: number, fn: () => void): () => void;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
};

/** Deterministic discrete-event time: events run in (time, insertion) order when `run` is called. */
export class VirtualScheduler implements Scheduler {
  private t = 0;
  private seq = 0;
  private queue: { at: number; seq: number; fn: () => void }[] = [];

  now(): number { return this.t; }

  after(ms: number, fn: () => void): () => void {
    const ev = { at: this.t + Math.max(0, ms), seq: this.seq++, fn };
    this.queue.push(ev);
    return () => { this.queue = this.queue.filter((e) => e !== ev); };
  }

  /** Runs events until none is left or `limit` events ran; returns how many ran. */
  run(limit = Number.POSITIVE_INFINITY): number {
    let n = 0;
    while (n < limit && this.queue.length) {
      let i = 0;
      for (let j = 1; j < this.queue.length; j++) {
        const a = this.queue[j]!, b = this.queue[i]!;
        if (a.at < b.at || (a.at === b.at && a.seq < b.seq)) i = j;
      }
      const [ev] = this.queue.splice(i, 1);
      this.t = ev!.at;
      ev!.fn();
      n++;
    }
    return n;
  }

  /** Runs events due up to `ms` from now, then sets the clock there. */
  advance(ms: number): void {
    const end = this.t + ms;
    while (this.queue.some((e) => e.at <= end)) this.run(1);
    this.t = end;
  }

  get idle(): boolean { return this.queue.length === 0; }
}

/**
 * Runs `fn` once the pokes pause: `quietMs` after the last one, or `maxMs` after the first
 * one still pending during a long burst. The match table redraws this way: a commit and its
 * reveal (a few messages within milliseconds) go out and come in before the page spends its
 * main thread on a redraw, and a long run of steps still redraws every `maxMs`.
 */
export class Quiet {
  private first = -1;
  private last = 0;
  private cancel: (() => void) | null = null;

  constructor(private readonly scheduler: Scheduler, private readonly quietMs: number, private readonly maxMs: number, private readonly fn: () => void) {}

  poke(): void {
    this.last = this.scheduler.now();
    if (this.first >= 0) return;
    this.first = this.last;
    this.arm(this.quietMs);
  }

  /** Forgets a pending run. */
  stop(): void {
    this.cancel?.();
    this.cancel = null;
    this.first = -1;
  }

  private arm(ms: number): void {
    this.cancel = this.scheduler.after(ms, () => {
      const now = this.scheduler.now();
      const due = Math.min(this.last + this.quietMs, this.first + this.maxMs);
      if (now < due) { this.arm(due - now); return; }
      this.cancel = null;
      this.first = -1;
      this.fn();
    });
  }
}
