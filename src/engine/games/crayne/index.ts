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
