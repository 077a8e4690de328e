/**
 * Resignation (docs/PROTOCOL.md, "Endings"): a seat gives up the match with a signed `resign`,
 * labelled with the step it was made at. The ledger takes it **at that step, before the step's
 * inputs**, whatever order messages arrived in:
 *
 *   1. A resign whose step the match has reached is taken there (before any input of that step).
 *   2. A resign for a step the match has already gone past (it crossed the others' inputs on the
 *      way) makes the ledger replay its chains from the start; rule 1 then takes it at its step.
 *      So every seat and the verifier reach the same end from the same chains.
 *   3. Whatever the other seats sent for that step or later, before they saw it, is passed over
 *      (nobody at fault), then every seat opens its secrets as at the end of a game.
 *   4. A resign must come before its seat's own input for its step (a page labels it after its
 *      last message); one after it is refused, naming the seat. A resign once the rules have
 *      decided the game is passed over: there is nothing left to give up.
 *
 * What follows: with two seats the other seat wins; with more, the resigner forfeits and, the
 * game being unfinished, nobody else wins (none of our games' rules let play go on without a
 * seat whose share of a shared deck or turn order the others need). One seat alone: nobody wins.
 */
import { type Result, err, ok } from '../../result.js';
import type { GameResult, Seat } from '../../engine/game.js';
import type { MachineState, MatchConfig, Rejection, StepEvent } from '../machine/types.js';
import type { SignedMessage } from '../wire/transcript.js';

/** What the ledger lends the resignation rules (ledger.ts). */
export interface ResignLedger {
  readonly cfg: MatchConfig;
  readonly state: MachineState;
  readonly chains: readonly (readonly SignedMessage[])[];
  head(seat: Seat): SignedMessage | undefined;
  consumedOf(seat: Seat): number;
  consume(seat: Seat): void;
  offState(m: SignedMessage): Rejection | null;
  /** Forgets every step taken and replays the chains from the start. */
  restart(): void;
  /** Moves the match to `next`. */
  adopt(next: MachineState, events: readonly StepEvent[]): boolean;
}

/** Who wins when `by` resigns: the other seat of two; with more, nobody (the resigner forfeits). */
export function resignResult(seats: number, by: Seat): GameResult {
  if (seats === 2) return { winners: [1 - by], summary: `seat ${by} resigned; seat ${1 - by} wins` };
  return { winners: [], summary: seats === 1 ? `seat ${by} resigned` : `seat ${by} resigned and forfeits; the game ended unfinished` };
}

/** The state a resignation of `by` at the current step ends the match in: every seat then opens its secrets. */
export function applyResign(cfg: MatchConfig, s: MachineState, by: Seat): Result<MachineState, Rejection> {
  if (cfg.version < 4) return err({ seat: by, step: s.step, reason: `resigned in a protocol ${cfg.version} match, which has no resignation` });
  const round = s.phase === 'play' ? cfg.def.round?.(s.game) ?? null : null;
  return ok({ ...s, phase: 'secrets', step: s.step + 1, end: { kind: 'resign', by, step: s.step, round, result: resignResult(cfg.seats, by) } });
}

/** Replays already caused, by resign (a second one for the same message means the chain is malformed). */
export type Replayed = WeakSet<SignedMessage>;

/**
 * The ledger's step when a resignation applies (the rules above): true when it took one (or passed
 * over what one superseded, or restarted), an error naming the seat, or null when none applies.
 */
export function takeResign(l: ResignLedger, replayed: Replayed): Result<boolean, Rejection> | null {
  const s = l.state;
  const ended = s.end?.kind === 'resign' ? s.end : null;
  for (let seat = 0; seat < l.cfg.seats; seat++) {
    const head = l.head(seat);
    if (!head) continue;
    if (ended) {
      // Once a seat has opened its secrets, anything after them is judged as after the end (judge.ts).
      if (s.seeds[seat] !== null) continue;
      if (seat === ended.by) {
        if (head.body.t !== 'secrets' && head.body.t !== 'claim') return err({ seat, step: s.step, reason: `sent a ${head.body.t} message after resigning` });
        continue;
      }
      // Rule 3: sent for the resign's step or later before this seat saw it: passed over.
      if (head.step <= ended.step || (head.body.t !== 'secrets' && head.body.t !== 'claim')) { l.consume(seat); return ok(true); }
      continue;
    }
    if (head.body.t !== 'resign' || head.step > s.step) continue;
    const index = l.consumedOf(seat);
    const before = l.chains[seat]?.[index - 1];
    if (before && before.step >= head.step) return err({ seat, step: head.step, reason: `resigned at step ${head.step} after its own message for that step (a resignation comes before the seat's input)` });
    if (head.step < s.step) {
      // Rule 2: it crossed inputs of its step on the way here.
      if (replayed.has(head)) return err({ seat, step: head.step, reason: 'its resignation cannot be placed in the match' });
      replayed.add(head);
      l.restart();
      return ok(true);
    }
    if (s.phase !== 'play' && s.phase !== 'setup') { l.consume(seat); return ok(true); }
    const off = l.offState(head);
    if (off) return err(off);
    const r = applyResign(l.cfg, s, seat);
    if (!r.ok) return r;
    l.consume(seat);
    return ok(l.adopt(r.value, []));
  }
  return null;
}
