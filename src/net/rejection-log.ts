/**
 * The rejections a session reported, capped: a peer that floods junk cannot grow it without
 * bound. The first entries are kept (the first failure is what matters), the rest only counted.
 */
import type { Rejection } from '../protocol/machine/lockstep.js';

export const REJECTION_LOG_CAP = 100;

export class RejectionLog {
  private readonly kept: Rejection[] = [];
  /** Rejections counted but not kept, past the cap. */
  dropped = 0;

  /** Records one; true when it was kept (worth showing), false when only counted. */
  add(r: Rejection): boolean {
    if (this.kept.length < REJECTION_LOG_CAP) { this.kept.push(r); return true; }
    this.dropped++;
    return false;
  }

  get list(): readonly Rejection[] { return this.kept; }
  get total(): number { return this.kept.length + this.dropped; }

  /** One line for a player or a log: how many, and the first. */
  summary(): string {
    const first = this.kept[0];
    if (!first) return 'no rejected messages';
    return `${this.total} rejected message(s); the first: seat ${first.seat}, step ${first.step}: ${first.reason}`;
  }
}
