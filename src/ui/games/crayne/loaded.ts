/** What games/load.ts gives for Crayne: its rules and table in one import, its whole module (bots, simulator profile) on demand. */
export { crayneGame as def } from '../../../engine/games/crayne/game.js';
export { crayneUi as ui } from './index.js';
export const loadModule = () => import('../../../engine/games/crayne/module.js').then((m) => m.crayneModule);
