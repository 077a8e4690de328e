/** Crayne: Fractured Empire — card set and pure rule helpers. */
export * from './types.js';
export * from './cards/index.js';
export * from './text.js';
export * from './mechanics.js';
export * from './conditions.js';
export * from './tally.js';
export * from './pricing.js';
export * from './market.js';
export * from './influence.js';
export * from './seating.js';
export * from './attack.js';
export * from './end-game.js';
export * from './setup-table.js';
export { crayneGame } from './game.js';
export { moveLabel } from './labels.js';
export { crayneInvariants } from './invariants.js';
export { CRAYNE_BOTS, heuristicBot } from './bots.js';
export type { CrayneOptions, CrayneState } from './state.js';
