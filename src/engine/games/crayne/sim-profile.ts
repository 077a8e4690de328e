/**
 * What `npm run sim` needs to know about Crayne: the match configurations to cycle through
 * (every variant and player count), the invariants checked after every step, the bots by name,
 * and how to read a final state for the summary.
 */
import type { Bot } from '../../bots.js';
import type { Handle, Json } from '../../game.js';
import { CRAYNE_BOTS } from './bots.js';
import { crayneInvariants } from './invariants.js';
import { SEATS } from './options.js';
import { type CrayneState, DIFFICULTIES, VARIANTS } from './state.js';

export type { SimConfig } from '../../game-module.js';
import type { SimConfig } from '../../game-module.js';

/** Every variant at every seat count (solo and co-op at every difficulty), optionally narrowed. */
export function crayneConfigs(players: number | null, variant: string | null): SimConfig[] {
  const out: SimConfig[] = [];
  for (const v of VARIANTS) {
    if (variant !== null && v !== variant) continue;
    for (const seats of SEATS[v]) {
      if (players !== null && seats !== players) continue;
      if (v === 'solo' || v === 'coop') {
        for (const difficulty of DIFFICULTIES) out.push({ label: `${v}/${difficulty}`, seats, options: { variant: v, difficulty } });
      } else {
        out.push({ label: `${v}/${seats}p`, seats, options: { variant: v } });
      }
    }
  }
  return out;
}

export const crayneSim = {
  configs: crayneConfigs,
  invariants: (state: Json, known: Readonly<Record<Handle, string>>): string | null => crayneInvariants(state as CrayneState, known),
  bots: CRAYNE_BOTS as Readonly<Record<string, (seed: Uint8Array) => Bot>>,
  rounds: (state: Json): number => (state as CrayneState).round,
  /** 'all-lose' and 'automaton' tell apart the two ways a match ends with no winning seat. */
  outcome: (state: Json): string => {
    const o = (state as CrayneState).outcome;
    return o === null ? 'unfinished' : o.kind === 'automaton' || o.kind === 'all-lose' ? o.kind : o.winners.join('+');
  },
};
