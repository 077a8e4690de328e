/** Arackuan: rules engine, board geometry, public shape, queries for the table, bots and invariants. */
export * from './types.js';
export { arackuanGame } from './game.js';
export { arackuanModule } from './module.js';
export { groupOptions, sources, targets, legalMoves, checkMove, placements } from './legal.js';
export { profiles, profAt, type Prof } from './profile.js';
export { attackValue, defenceValue, planAttack, type Strike } from './attack.js';
export { destinations } from './movement.js';
export { actionOptions } from './action-options.js';
export { openPositions, startZoneBinds } from './place.js';
export { scoreOf, finalResult, winnersOf } from './score.js';
export { describeInput, phase, promptOf } from './labels.js';
export { arackuanInvariants } from './invariants.js';
export { heuristicBot, randomBot, evaluate } from './bots.js';
export { arackuanSim, arackuanConfigs, simDecks, ARACKUAN_BOTS } from './sim-profile.js';
export { cardOf, prebuiltPile, auditDeckList, randomDeckList } from './cards-api.js';
export { actionChoices, allActions, type ActionChoices, type Chosen } from './action-choices.js';
export { extraJoinable, extraTargets, withExtra, withoutExtra } from './omni-groups.js';
