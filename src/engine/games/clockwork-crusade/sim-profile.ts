/** What `npm run sim` needs of Clockwork Crusade: configurations (2–6 seats), invariants, rounds. */
import type { Json } from '../../game.js';
import type { SimConfig, SimProfile } from '../../game-module.js';
import { ccInvariants } from './invariants.js';
import { DEFAULT_ROUNDS } from './setup.js';
import type { CcState } from './types.js';

/** Simulated matches play the lobby's default round limit, so `npm run sim` measures what players get. */
export const SIM_ROUNDS = DEFAULT_ROUNDS;

export function ccConfigs(players: number | null): SimConfig[] {
  return [2, 3, 4, 5, 6].filter((n) => players === null || n === players).map((seats) => ({ label: `${seats}p`, seats, options: { rounds: SIM_ROUNDS } }));
}

export const ccSim: SimProfile = {
  configs: (players) => ccConfigs(players),
  invariants: ccInvariants,
  rounds: (state: Json) => (state as unknown as CcState).round,
  outcome: (state: Json) => {
    const s = state as unknown as CcState;
    return s.summary?.startsWith('after') ? 'round limit' : `winners ${(s.winners ?? []).join(',')}`;
  },
};
