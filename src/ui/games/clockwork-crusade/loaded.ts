/** What games/load.ts gives for Clockwork Crusade: its rules and table in one import, its whole module (bots, simulator profile) on demand. */
export { clockworkCrusadeGame as def } from '../../../engine/games/clockwork-crusade/game.js';
export { clockworkCrusadeUi as ui } from './index.js';
export const loadModule = () => import('../../../engine/games/clockwork-crusade/module.js').then((m) => m.clockworkCrusadeModule);
