/**
 * The first implementation of the honest sending-ahead policy (protocol 3, as released): it looks
 * again from the start for every value it adds. Kept as the reference the one-pass version in
 * src/protocol/machine/ahead.ts must agree with.
 */
import type { Seat } from '../../src/engine/game.js';
import type { Body } from '../../src/protocol/wire/transcript.js';
import { type MachineState, type MatchConfig, type SeatInput, applyStep, need } from '../../src/protocol/machine/lockstep.js';

const MAX_VALUES = 16;
const MAX_QUIET_STEPS = 64;

export function aheadCountReference(
  cfg: MatchConfig, s: MachineState, seat: Seat, body: Body, others: readonly SeatInput[], peek: (i: number) => string | null,
): number {
  if (cfg.version < 3 || body.t === 'commit') return 0;
  let count = 0;
  for (;;) {
    const seen = look(cfg, s, seat, body, others, peek, count);
    const more = Math.min(count + seen.more, MAX_VALUES);
    // Never past the last value of the chain, which needs a message of its own.
    let usable = count;
    while (usable < more && peek(usable) !== null) usable++;
    if (!seen.goOn || usable === count || usable !== more) return usable;
    count = usable;
  }
}

/** What the seat sees with `count` values sent ahead: how many more it would be asked, and whether it can look further. */
function look(
  cfg: MatchConfig, s: MachineState, seat: Seat, body: Body, others: readonly SeatInput[], peek: (i: number) => string | null, count: number,
): { more: number; goOn: boolean } {
  const ahead: string[] = [];
  for (let i = 0; i < count; i++) {
    const v = peek(i);
    if (v === null) return { more: 0, goOn: false };
    ahead.push(v);
  }
  const n = need(cfg, s);
  const mine: SeatInput = { seat, body: ahead.length ? ({ ...body, ahead } as Body) : body };
  const inputs = [...others.filter((x) => x.seat !== seat), mine].sort((a, b) => a.seat - b.seat);
  if (inputs.length !== n.seats.length) return { more: forecast(cfg, s, seat, body), goOn: false };
  const first = applyStep(cfg, s, inputs);
  if (!first.ok) return { more: 0, goOn: false };
  let st = first.value.state;
  for (let quiet = 0; quiet < MAX_QUIET_STEPS && st.phase === 'play'; quiet++) {
    const next = need(cfg, st);
    if (next.seats.length === 0) {
      const r = applyStep(cfg, st, []);
      if (!r.ok) return { more: 0, goOn: false };
      st = r.value.state;
      continue;
    }
    if (next.kind !== 'game') return { more: 0, goOn: false };
    const kind = next.request.kind;
    if ((kind === 'random' || kind === 'draw') && next.seats.includes(seat)) {
      return { more: 1, goOn: next.seats.length === 1 };
    }
    // Others owe reveals of choices already fixed: the game's forecast for what follows.
    if (kind === 'reveal' && !next.seats.includes(seat)) return { more: forecast(cfg, st, seat, body), goOn: false };
    return { more: 0, goOn: false };
  }
  return { more: 0, goOn: false };
}

/** The game's forecast, only where every choice the values could feed is already fixed (an open choice or a reveal). */
function forecast(cfg: MatchConfig, s: MachineState, seat: Seat, body: Body): number {
  if (body.t !== 'open' && body.t !== 'reveal') return 0;
  const r = cfg.def.request(s.game);
  if (r?.kind !== 'reveal') return 0;
  return Math.max(0, Math.min(MAX_VALUES, Math.floor(cfg.def.beaconsAfter?.(s.game, seat) ?? 0)));
}

