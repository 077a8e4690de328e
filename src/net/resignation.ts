/**
 * This seat's resignation on its way out (src/protocol/endings/resign.ts): asked for by the
 * player, sent as soon as nothing of ours for the current step is out (a resignation comes before
 * the seat's own input for its step; with ours out, the step is taken first).
 */
import { type Result, err, ok } from '../result.js';
import type { Seat } from '../engine/game.js';
import type { Ledger } from '../protocol/machine/ledger.js';

export class Resignation {
  private asked = false;

  constructor(private readonly seat: Seat) {}

  /** Whether the player resigned and the message has not gone out yet. */
  get pending(): boolean { return this.asked; }

  /** The player resigns: refused once the rules have decided the game. */
  ask(playing: boolean, ledger: Ledger | null): Result<void> {
    const phase = ledger?.state.phase;
    if (!playing || (phase !== 'play' && phase !== 'setup')) return err('the game is already decided');
    this.asked = true;
    return ok(undefined);
  }

  /** Whether to send the resignation now (then it counts as sent); a game the rules decided meanwhile drops it. */
  due(ledger: Ledger): boolean {
    if (!this.asked) return false;
    const s = ledger.state;
    if (s.phase !== 'play' && s.phase !== 'setup') { this.asked = false; return false; }
    if (ledger.pending(this.seat).some((m) => m.step >= s.step)) return false;
    this.asked = false;
    return true;
  }
}
