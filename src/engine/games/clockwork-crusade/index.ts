/**
 * Clockwork Crusade: rules engine, geometry, content, queries for the table, bots and invariants.
 *
 * The table's API (keep stable):
 * - `clockworkCrusadeGame` (the GameDef): `request`, `legal`, `check(state, seat, knowledge, move)`
 *   (why not, in players' words), `sources`/`targets` (see legal.ts: unit ids, gate ids, hand
 *   handles, 'turn', 'setup', 'building'; targets are keys such as 'move:3,1', 'attack:u7',
 *   'corrupt:u9', 'portal:4', 'special:g2', 'show', 'end'), `describe`, `phase`.
 * - `choices(state, seat, knowledge)`: every legal move with its source and key; `movesFor(…, source)`.
 * - `mover(state)`: whose move or answer the step waits for (null at random/shared/commit/reveal steps).
 * - `whyNotMain`, `whyNotKnown`, `whyNotPlace`, `whyNotPlaceTile`, `whyNotGateSpot`, `whyNotControlGate`.
 * - Board: `tileHexes`, `territories`, `touching`, `income`, `freePositions`; hex helpers from hex.ts.
 * - Units: `cardOf`, `stat`, `rangeOf`, `movementOf`, `controller`, `reachable`, `attackWhyNot`,
 *   `blocked` (a Barricade on the line), `gateProtected`, `level`, `shownCopies`.
 * - Moves are `CcMove` (moves.ts); the face-down value of a portal is `{handle, card}` or "infantry".
 * - State shape: types.ts (`CcState`; `phase` is one of order, tiles, gates, first, shuffle, control,
 *   reveal, place, main, commit, fight, deal, reshuffle, sabotage, answer, defend, counter, over;
 *   `lastRoll` holds the last fight's dice and coins). 'defend' and 'counter' ask the attacked
 *   unit's player a yes or no (`{t:'yes'}` / `{t:'no'}`): flip Stealth's or Scapegoat's coin,
 *   strike back after a miss.
 */
export * from './types.js';
export * from './cards.js';
export * from './tiles.js';
export { clockworkCrusadeGame, request, apply, applyShared } from './game.js';
export { mover, whyNotPlace } from './game-core.js';
export { clockworkCrusadeModule } from './module.js';
export { choices, legal, movesFor, sources, targets, type Choice } from './legal.js';
export { whyNotMain, whyNotKnown, reachable, canDrawCard, PORTAL_COSTS, RESEARCH_COST } from './main-rules.js';
export { attackWhyNot, blocked, lineWhyNot, protectedGate } from './combat.js';
export { addGate, gateChoices, parseOptions, setup, setupSeat, tileChoices, whyNotControlGate, whyNotGateSpot, whyNotPlaceTile, DEFAULT_ROUNDS, LONG_ROUNDS, START_RESOURCES } from './setup.js';
export { cardOf, controlled, controller, gateAt, gateById, gateProtected, has, isFree, level, liveSeats, movementOf, rangeOf, seatName, shownCopies, stat, typeOf, unitAt, unitById, unitName } from './state.js';
export { freePositions, income, territories, tileHexes, touching, whyNotTile } from './board.js';
export * as hex from './hex.js';
export { parseMove, type CcMove, type CardClaim } from './moves.js';
export { describe, phaseOf } from './describe.js';
export { ccInvariants } from './invariants.js';
export { ccSim, ccConfigs } from './sim-profile.js';
export { clockworkCrusadeCatalog } from './catalog.js';
