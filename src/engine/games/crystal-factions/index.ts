/** Crystal Factions: rules engine, card set, generated card text, bots and invariants. */
export * from './types.js';
export * from './cards/index.js';
export * from './text.js';
export type { CFState, Options, Player, InPlay, LaneState, Task, Ask, Stage } from './state.js';
export { laneValue } from './state.js';
export { crystalFactionsGame } from './game.js';
export { moveLabel, describeInput } from './labels.js';
export { crystalFactionsInvariants } from './invariants.js';
export { heuristicBot, randomBot, evaluate } from './bots.js';
export { crystalFactionsSim, crystalFactionsConfigs, crystalFactionsCheck, CRYSTAL_FACTIONS_BOTS } from './sim-profile.js';
export { tieBreak, crystalWin } from './mining.js';
export { attackDamage } from './combat.js';
