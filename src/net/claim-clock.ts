/**
 * Time, as one seat sees it, for timeout claims: when an opponent that owes an input has been
 * silent past the agreed time (then it is claimable), and when a claim against us comes before
 * that time ran out on our own clock (then we hold it back while we may still answer: once we
 * answer, our signed input voids it; if we do not, it is taken when the time is up).
 */
import type { SignedMessage } from '../protocol/transcript.js';
import type { Seat } from '../engine/game.js';
import type { Ledger } from '../protocol/ledger.js';
import { need } from '../protocol/lockstep.js';
import type { Scheduler } from './scheduler.js';
import { claimsAgainst } from '../protocol/claims.js';

/** Seats the current step awaits that have sent nothing for it (ascending). */
const silent = (l: Ledger, self: Seat): Seat[] =>
  need(l.cfg, l.state).seats.filter((s) => s !== self && !l.pending(s).some((m) => m.step === l.state.step));

export interface ClaimHost {
  readonly seat: Seat;
  readonly scheduler: Scheduler;
  readonly ledger: () => Ledger | null;
  /** The match is being played (not over, stopped or refused). */
  readonly playing: () => boolean;
  /** We still owe our choice at the current step. */
  readonly owing: () => boolean;
  /** A seat became claimable (or none: re-render). */
  readonly onClaimable: (first: Seat | undefined) => void;
  /** Hand a held-back claim to the match now. */
  readonly take: (m: SignedMessage) => void;
  /** Tell the player a claim came early. */
  readonly early: (m: SignedMessage, afterMs: number, agreedMs: number) => void;
}

export class ClaimClock {
  /** Seats that owe an input past the agreed time. */
  claimable: readonly Seat[] = [];
  private cancel: (() => void) | null = null;
  private owedSince: { step: number; at: number } | null = null;
  /** The step the clock runs for, and whether its time ran out. */
  private armedStep = -1;
  private ranOut = false;
  private readonly held: SignedMessage[] = [];

  constructor(private readonly h: ClaimHost) {}

  private get agreed(): number | null { return this.h.ledger()?.setup.timeoutMs ?? null; }

  /** We now owe a choice at `step` (our clock starts). */
  owe(step: number): void { this.owedSince = { step, at: this.h.scheduler.now() }; }

  /**
   * Starts the wait on the others when the match reaches a new step; at the same step the clock
   * runs on (an input of one seat does not restart the time another seat has had), and once it
   * ran out, `claimable` follows what arrives.
   */
  arm(): void {
    const ledger = this.h.ledger();
    const ms = this.agreed;
    if (!ledger || ms === null || !this.h.playing()) { this.stop(); return; }
    const step = ledger.state.step;
    if (step === this.armedStep) {
      if (this.ranOut) this.claimable = silent(ledger, this.h.seat);
      return;
    }
    this.stop();
    this.armedStep = step;
    this.cancel = this.h.scheduler.after(ms, () => {
      const l = this.h.ledger();
      if (!l || l.state.step !== step || !this.h.playing()) return;
      this.ranOut = true;
      this.claimable = silent(l, this.h.seat);
      this.h.onClaimable(this.claimable[0]);
    });
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
    this.claimable = [];
    this.armedStep = -1;
    this.ranOut = false;
  }

  /** A valid claim against us before our agreed time ran out: held back (true), or to be taken now (false). */
  hold(m: SignedMessage): boolean {
    const since = this.owedSince;
    const ms = this.agreed;
    if (!claimsAgainst(m, this.h.seat) || !since || since.step !== m.step || ms === null) return false;
    // Only while the choice is still ours to make at that very step.
    if (!this.h.owing() || this.h.ledger()?.state.step !== m.step || !this.h.playing()) return false;
    const left = ms - (this.h.scheduler.now() - since.at);
    if (left <= 0) return false;
    if (!this.held.some((x) => x.seq === m.seq && x.seat === m.seat)) {
      this.held.push(m);
      this.h.early(m, ms - left, ms);
      this.h.scheduler.after(left, () => this.release());
    }
    return true;
  }

  /** Hands every held claim to the match (after we answered, or when the time ran out). */
  release(): void {
    for (const m of this.held.splice(0)) {
      this.owedSince = null;
      this.h.take(m);
    }
  }
}
