/**
 * What `npm run sim` needs to know about Crystal Factions: the configurations to cycle through
 * (2–4 players × both openings), the invariants checked after every step, the bots by name,
 * and how to read the round count from a final state.
 */
import type { Bot } from '../../bots.js';
import { randomBot } from '../../bots.js';
import type { Handle, Json } from '../../game.js';
import { heuristicBot } from './bots.js';
import { crystalFactionsInvariants } from './invariants.js';
import type { CFState } from './state.js';

export type { SimConfig } from '../../game-module.js';
import type { SimConfig } from '../../game-module.js';

/** Every player count with each opening (v2 first), optionally narrowed; `variant` names the opening. */
export function crystalFactionsConfigs(players: number | null, variant: string | null): SimConfig[] {
  const out: SimConfig[] = [];
  for (const opening of ['v2', 'v1'] as const) {
    if (variant !== null && variant !== opening) continue;
    for (const seats of [2, 3, 4]) {
      if (players !== null && seats !== players) continue;
      out.push({ label: `${opening}/${seats}p`, seats, options: { opening } });
    }
  }
  return out;
}

/** Public invariants, plus (with every seat's knowledge at hand) that each shown card is the one drawn. */
export function crystalFactionsCheck(state: Json, known: Readonly<Record<Handle, string>>): string | null {
  const bad = crystalFactionsInvariants(state);
  if (bad) return bad;
  for (const [seat, p] of (state as CFState).players.entries()) {
    for (const [h, c] of Object.entries(p.revealed)) if (known[h] !== c) return `seat ${seat}: ${h} shown as ${c} but drawn as ${known[h]}`;
    for (const h of p.hand) if (h.includes(':') && known[h] === undefined) return `seat ${seat}: ${h} in hand was never drawn`;
  }
  return null;
}

export const CRYSTAL_FACTIONS_BOTS: Readonly<Record<string, (seed: Uint8Array) => Bot>> = { random: randomBot, heuristic: heuristicBot };

export const crystalFactionsSim = {
  configs: crystalFactionsConfigs,
  invariants: crystalFactionsCheck,
  bots: CRYSTAL_FACTIONS_BOTS,
  rounds: (state: Json): number => (state as CFState).round,
};
