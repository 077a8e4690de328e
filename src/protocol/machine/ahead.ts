/**
 * Protocol 3: how many beacon values a seat sends ahead with an input, so that the beacon steps
 * right after it need no message of their own (docs/PROTOCOL.md, "Beacon values sent ahead").
 *
 * A seat sends values ahead only as far as it can see for itself: it replays the step its input
 * completes (with the other inputs of that step, which it holds), then every step that needs no
 * message, and each beacon step that asks it for a value adds one (and, if it asks only this
 * seat, the sight goes on). Where the sight ends at other seats' reveals, values whose choices
 * are all fixed already, the game's forecast (`GameDef.beaconsAfter`) says how many are usually
 * asked next. Never on a commitment: the other seats may not have chosen yet, and a value known
 * before a choice could tell them something about the randomness it feeds.
 *
 * Pure: the same state and inputs give the same count on every machine; a wrong count costs
 * only an unused value (burned at the next choice) or a message, never a rule.
 */
import type { Json } from '../../crypto/canonical.js';
import type { Seat } from '../../engine/game.js';
import type { Body } from '../wire/transcript.js';
import { requestOf } from './game-step.js';
import { type MachineState, type MatchConfig, type SeatInput, applyStep, need } from './lockstep.js';

/** How far one input looks: at most this many values, and this many steps that need no message. */
const MAX_VALUES = 16;
const MAX_QUIET_STEPS = 64;

/**
 * The number of values to send ahead with `body`, this seat's input at the current step.
 * `others`: the other inputs of this step that are in already. `peek(i)`: the seat's (i+1)-th
 * next beacon value, or null when that one is its chain's last (which must come with an
 * extension, in a message of its own).
 */
export function aheadCount(
  cfg: MatchConfig, s: MachineState, seat: Seat, body: Body, others: readonly SeatInput[], peek: (i: number) => string | null,
): number {
  if (cfg.version < 3 || body.t === 'commit') return 0;
  const n = need(cfg, s);
  const inputs = [...others.filter((x) => x.seat !== seat), { seat, body }].sort((a, b) => a.seat - b.seat);
  if (inputs.length !== n.seats.length) return usable(forecast(cfg, s, seat, body), 0, peek);
  const first = applyStep(cfg, s, inputs);
  if (!first.ok) return 0;
  // One pass: a value sent ahead is taken by the first beacon step that asks this seat, exactly as
  // if the seat answered that step with it, so the sight goes on with the step answered.
  let st = first.value.state;
  let count = 0;
  for (let quiet = 0; quiet < MAX_QUIET_STEPS && st.phase === 'play'; quiet++) {
    const next = need(cfg, st);
    if (next.seats.length === 0) {
      const r = applyStep(cfg, st, []);
      if (!r.ok) return count;
      st = r.value.state;
      continue;
    }
    if (next.kind !== 'game') return count;
    const kind = next.request.kind;
    if ((kind === 'random' || kind === 'draw') && next.seats.includes(seat)) {
      const x = count < MAX_VALUES ? peek(count) : null;
      if (x === null) return count;
      count++;
      if (next.seats.length !== 1) return count;
      const r = applyStep(cfg, st, [{ seat, body: { t: 'beacon', x } }]);
      if (!r.ok) return count - 1;
      st = r.value.state;
      continue;
    }
    // Others owe reveals of choices already fixed: the game's forecast for what follows.
    if (kind === 'reveal' && !next.seats.includes(seat)) return usable(forecast(cfg, st, seat, body), count, peek);
    return count;
  }
  return count;
}

/** `count` plus up to `more` values, never past MAX_VALUES nor the chain's last value (which needs a message of its own). */
function usable(more: number, count: number, peek: (i: number) => string | null): number {
  let n = count;
  while (n < Math.min(count + more, MAX_VALUES) && peek(n) !== null) n++;
  return n;
}

/** The game's forecast, only where every choice the values could feed is already fixed (an open choice or a reveal). */
function forecast(cfg: MatchConfig, s: MachineState, seat: Seat, body: Body): number {
  if (body.t !== 'open' && body.t !== 'reveal') return 0;
  const r = requestOf(cfg.def, s.game);
  if (r?.kind !== 'reveal') return 0;
  return Math.max(0, Math.min(MAX_VALUES, Math.floor(cfg.def.beaconsAfter?.(s.game, seat) ?? 0)));
}

/**
 * Whether `seat` should make its choice at this commit step in the open rather than committed:
 * it is the last seat in seat order asked to commit, and the step right after is the reveal of
 * this slot, its own included, so its value would be shown then anyway. It then waits for every
 * other commitment of the step before it sends (docs/PROTOCOL.md, "A choice made in the open").
 */
export function opensAtCommit(cfg: MatchConfig, s: MachineState, seat: Seat, value: Json): boolean {
  if (cfg.version < 3) return false;
  const n = need(cfg, s);
  if (n.kind !== 'game' || n.request.kind !== 'commit' || Math.max(...n.seats) !== seat) return false;
  const slot = n.request.slot;
  // A commitment's value does not change the state: placeholders show what comes next.
  const inputs: SeatInput[] = n.seats.map((x) => ({ seat: x, body: x === seat ? { t: 'open', value } : { t: 'commit', c: '00'.repeat(32) } }));
  const r = applyStep(cfg, s, inputs);
  if (!r.ok) return false;
  const next = requestOf(cfg.def, r.value.state.game);
  return next?.kind === 'reveal' && next.slot === slot && next.seats.includes(seat);
}
