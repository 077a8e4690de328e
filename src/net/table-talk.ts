/**
 * Table talk: short typed lines between the players at a table ("good game"). Unsigned and
 * outside the match record: a line travels as its own envelope ('chat', codec.ts), is taken only
 * from an authenticated link (so it is that seat's own, under its name), and never reaches the
 * ledger, the match file or the verifier. At the boundary a line is 1 to TALK_MAX printable
 * characters (printable.ts); a seat says at most TALK_BURST lines in TALK_WINDOW_MS (more are
 * dropped; our own are refused before they are sent). This device keeps them with the match
 * (talk-store.ts). Spectators get none (the host relays only the match record).
 */
import type { Seat } from '../engine/game.js';
import { type Result, err, ok } from '../result.js';
import { isPrintableName } from '../protocol/wire/printable.js';

export const TALK_MAX = 200;
export const TALK_BURST = 5;
export const TALK_WINDOW_MS = 10_000;
/** Our own lines wait this much longer, so a peer whose clock sees them arrive closer together still takes them. */
const SAY_MARGIN_MS = 1_000;
/** Lines kept per match: the oldest go first. */
export const TALK_KEEP = 300;

export interface TalkLine {
  readonly seat: Seat;
  readonly text: string;
}

/** A line as the wire or the store may carry it, or null: a string of 1 to TALK_MAX printable characters, trimmed. */
export const talkText = (x: unknown): string | null =>
  typeof x === 'string' && x.length <= TALK_MAX && x === x.trim() && isPrintableName(x) ? x : null;

export class TableTalk {
  private kept: readonly TalkLine[] = [];
  private readonly times = new Map<Seat, readonly number[]>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number) {}

  /** Every line, oldest first. */
  get lines(): readonly TalkLine[] { return this.kept; }

  /** Calls `cb` after each new line; returns a function that stops. */
  listen(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => { this.listeners.delete(cb); };
  }

  /** A line from another seat's authenticated link (parsed by the codec): kept, or dropped over the rate. */
  heard(seat: Seat, text: string): boolean {
    return this.admit(seat, TALK_WINDOW_MS) && this.add({ seat, text });
  }

  /** Our own line (as talkText takes it: the panel cleans what the player typed): refused over the rate, else kept. */
  say(seat: Seat, text: string): Result<void> {
    if (talkText(text) === null) return err('There is nothing to say.');
    if (!this.admit(seat, TALK_WINDOW_MS + SAY_MARGIN_MS)) return err('Wait a few seconds before saying more.');
    this.add({ seat, text });
    return ok(undefined);
  }

  /** Lines this device kept from before (a reload), ahead of those heard since. */
  restore(earlier: readonly TalkLine[]): void {
    if (!earlier.length) return;
    this.kept = [...earlier, ...this.kept].slice(-TALK_KEEP);
    for (const cb of this.listeners) cb();
  }

  /** Whether `seat` may say one more line now (counted if so). */
  private admit(seat: Seat, windowMs: number): boolean {
    const t = this.now();
    const recent = (this.times.get(seat) ?? []).filter((x) => t - x < windowMs);
    const room = recent.length < TALK_BURST;
    this.times.set(seat, room ? [...recent, t] : recent);
    return room;
  }

  private add(line: TalkLine): true {
    this.kept = [...this.kept, line].slice(-TALK_KEEP);
    for (const cb of this.listeners) cb();
    return true;
  }
}
