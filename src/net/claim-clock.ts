/**
 * Time, as one seat sees it, for timeout claims: when the match reached its current step (the
 * others' time runs from then: another seat's input at the same step does not restart it), and
 * when this seat began to owe its own choice (a claim against it that comes earlier is held
 * back: claiming.ts). What is done once the time runs out, or a claim comes, is in claiming.ts,
 * loaded only then.
 */
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Scheduler } from './scheduler.js';

export class ClaimClock {
  private cancel: (() => void) | null = null;
  /** When we began to owe our choice, and at which step. */
  owedSince: { step: number; at: number } | null = null;
  /** The step the clock runs for, and whether its time ran out. */
  private armedStep = -1;
  /** When the clock started for that step (scheduler time), null while it is stopped. */
  armedAt: number | null = null;
  ranOut = false;

  /** `onRanOut`: the agreed time passed at `step` with the match still there. */
  constructor(private readonly scheduler: Scheduler, private readonly onRanOut: (step: number) => void) {}

  /** We now owe a choice at `step` (our clock starts). */
  owe(step: number): void { this.owedSince = { step, at: this.scheduler.now() }; }

  /** Starts the clock when the match reaches a new step (true); at the same step it runs on (false). */
  arm(ledger: Ledger | null, playing: boolean): boolean {
    const ms = ledger?.setup.timeoutMs ?? null;
    if (!ledger || ms === null || !playing) { this.stop(); return false; }
    const step = ledger.state.step;
    if (step === this.armedStep) return false;
    this.stop();
    this.armedStep = step;
    this.armedAt = this.scheduler.now();
    this.cancel = this.scheduler.after(ms, () => { this.ranOut = true; this.onRanOut(step); });
    return true;
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
    this.armedStep = -1;
    this.armedAt = null;
    this.ranOut = false;
  }
}
