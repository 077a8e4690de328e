/**
 * A table's props from a locally simulated match: the engine plays N seats with the game's
 * bots (src/engine/simulate.ts) and stops at the first moment, after `after` steps, where seat 0
 * is asked for something, so that a table for 3–6 seats can be drawn with no network at all.
 * Seat 0's knowledge is only the cards it drew, as in a real match.
 */
import type { Bot } from '../../src/engine/bots.js';
import type { Json, Request, Seat } from '../../src/engine/game.js';
import type { GameModule } from '../../src/engine/game-module.js';
import { simulate } from '../../src/engine/simulate.js';
import type { Awaited, Phase } from '../../src/ui/games/table-props.js';

export interface Moment {
  readonly state: Json;
  readonly step: number;
  readonly knowledge: Readonly<Record<string, string>>;
  readonly awaiting: Awaited | null;
  readonly phase: Phase | null;
}

const asks = (r: Request | null, seat: Seat): boolean =>
  r !== null && (r.kind === 'commit' ? r.seats.includes(seat) : (r.kind === 'move' || r.kind === 'answer') && r.seat === seat);

export function momentOf(mod: GameModule, options: Json, seats: number, seed: number, after: number): Moment | null {
  const seedBytes = new Uint8Array(32).fill(seed & 0xff);
  const bots: Bot[] = Array.from({ length: seats }, (_, i) => (mod.bots[mod.best] as (s: Uint8Array) => Bot)(new Uint8Array(32).fill(i + 1)));
  let found: Moment | null = null;
  let last: Moment | null = null;
  let steps = 0;
  const def = mod.def;
  simulate(def, options, seats, seedBytes, bots, {
    check: (state, known) => {
      steps++;
      const request = def.request(state);
      const mine = Object.fromEntries(Object.entries(known).filter(([h]) => h.startsWith('0:')));
      const at = (): Moment => ({
        state, step: steps, knowledge: mine, phase: def.phase?.(state) ?? null,
        awaiting: request && asks(request, 0) ? { request, legal: def.legal(state, 0, { seat: 0, cards: mine }) } : null,
      });
      if (request && asks(request, 0)) last = at();
      if (steps >= after && last) { found = last; return 'stop'; }
      return null;
    },
  });
  return found ?? last;
}
