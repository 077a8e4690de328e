/**
 * Protocol 3: the last seat to choose at a simultaneous step makes its choice in the open once
 * every other commitment of the step is in (docs/PROTOCOL.md, "A choice made in the open"). Its
 * choice is held until then; after a grace time (a quarter of the claim timeout, at most
 * HOLD_MS) it is committed after all, since the seat owes an input meanwhile.
 */
import type { Json } from '../crypto/canonical.js';
import type { Seat } from '../engine/game.js';
import { opensAtCommit } from '../protocol/machine/ahead.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Need } from '../protocol/machine/lockstep.js';
import type { Scheduler } from './scheduler.js';

export interface Held {
  readonly step: number;
  readonly slot: string;
  readonly value: Json;
}

export class HeldChoice {
  private held: (Held & { readonly cancel: () => void }) | null = null;

  constructor(private readonly seat: Seat, private readonly scheduler: Scheduler, private readonly onGrace: () => void) {}

  get active(): boolean { return this.held !== null; }

  /** The choice held at `step`, if any (the table shows it as played face down). */
  at(step: number): Json | null { return this.held?.step === step ? this.held.value : null; }

  /** Holds a choice at a commit step when it should be made in the open; true when held. */
  hold(ledger: Ledger, slot: string, value: Json, graceMs: number): boolean {
    if (!opensAtCommit(ledger.cfg, ledger.state, this.seat, value)) return false;
    const step = ledger.state.step;
    const cancel = this.scheduler.after(graceMs, () => { if (this.held?.step === step) this.onGrace(); });
    this.held = { step, slot, value, cancel };
    return true;
  }

  /** Whether every other seat's input of the held step is in (the choice can go in the open). */
  ready(ledger: Ledger, n: Need): boolean {
    const here = ledger.state.step;
    return this.held?.step === here && n.seats.every((p) => p === this.seat || ledger.pending(p)[0]?.step === here);
  }

  /** Lets go of the held choice (to send it, or because the match stopped). */
  take(): Held | null {
    const h = this.held;
    this.held = null;
    h?.cancel();
    return h;
  }
}
