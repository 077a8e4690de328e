/** The public state after every step of a headless 2-seat match, in order (replayed from its signed messages through a fresh Ledger). */
import type { AnyGame } from '../../src/engine/game.js';
import type { Json } from '../../src/crypto/canonical.js';
import { playHeadless } from '../../src/net/headless.js';
import { Ledger } from '../../src/protocol/machine/ledger.js';
import type { MachineState } from '../../src/protocol/machine/lockstep.js';

/** `onState` sees each state as soon as the ledger reaches it. */
export function matchStates(game: AnyGame, options: Json, seed: number, onState?: (s: MachineState) => void): MachineState[] {
  const done = playHeadless({ game, seats: 2, options, seed }).sessions[0]?.match;
  if (!done) throw new Error('the match did not open');
  const ledger = new Ledger(done.setup);
  const states = [ledger.state];
  onState?.(ledger.state);
  ledger.onStep = (s) => { states.push(s); onState?.(s); };
  for (const chain of done.chains) {
    for (const m of chain) {
      const r = ledger.accept(m, { ours: true }); // already verified by the session that played it
      if (!r.ok) throw new Error(r.error.reason);
    }
  }
  const r = ledger.pump();
  if (!r.ok) throw new Error(r.error.reason);
  if (states.some((s, k) => s.step !== k) || ledger.state.phase !== 'over') throw new Error('replay skipped a step or did not end');
  return states;
}
