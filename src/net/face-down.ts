/**
 * What a page shows of a simultaneous face-down step (a commit, then its reveal): which seats
 * are bound already, and this seat's own choice until the reveal shows it to everyone. Read
 * from the ledger (what every seat sent) and this seat's own secrets; nothing here is sent.
 */
import type { Json } from '../crypto/canonical.js';
import type { Seat } from '../engine/game.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import { need } from '../protocol/machine/lockstep.js';

export interface FaceDownStep {
  /** Seats whose face-down choice is in (committed, or made in the open once the others were bound). */
  readonly committed: readonly Seat[];
  /** This seat's own choice, or null when it has not chosen (or is not asked). */
  readonly mine: Json | null;
}

/**
 * The face-down step under way, or null when the current step is none. `held`: a choice this
 * seat holds back to make in the open (protocol 3) at this step; `opening`: the value this seat
 * committed under a slot (its secrets keep it until the slot is used again).
 */
export function faceDownStep(ledger: Ledger, seat: Seat, held: Json | null, opening: (slot: string) => Json | undefined): FaceDownStep | null {
  const n = need(ledger.cfg, ledger.state);
  if (n.kind !== 'game' || (n.request.kind !== 'commit' && n.request.kind !== 'reveal')) return null;
  const { slot, seats } = n.request;
  const step = ledger.state.step;
  if (n.request.kind === 'reveal') {
    const bound = ledger.state.commits[`${slot}#${seat}`];
    const mine = !bound ? null : 'open' in bound ? bound.open : opening(slot) ?? null;
    return { committed: [...seats], mine };
  }
  const sent = (p: Seat) => ledger.pending(p).find((m) => m.step === step && (m.body.t === 'commit' || m.body.t === 'open'));
  const committed = seats.filter((p) => sent(p) !== undefined);
  const own = sent(seat);
  const mine = own?.body.t === 'open' ? own.body.value : own ? opening(slot) ?? null : seats.includes(seat) ? held : null;
  return { committed, mine };
}
