/** Where a Crystal Factions round is, in players' words: the stage's phase, and the opening rules in use. */
import type { Phase } from '../../game.js';
import type { CFState, Stage } from './state.js';

const STAGE: Readonly<Record<Stage, string>> = {
  opening: 'Starting hands', startRound: 'Start of Round', turnStart: 'Deploy Phase', play: 'Deploy Phase',
  attack: 'Attack Phase', damage: 'Attack Phase', mining: 'Mining Phase', gain: 'Mining Phase',
  reveal: 'End of Turn', endOfTurn: 'End of Turn', endRound: 'End of Round', over: 'Match over',
};

export function phase(s: CFState): Phase {
  return { name: STAGE[s.stage] ?? s.stage, ...(s.opening === 'v1' ? { detail: 'classic start' } : {}) };
}
