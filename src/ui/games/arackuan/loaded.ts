/** What games/load.ts gives for Arackuan: its rules and table in one import, its whole module (bots, simulator profile) on demand. */
export { arackuanGame as def } from '../../../engine/games/arackuan/game.js';
export { arackuanUi as ui } from './index.js';
export const loadModule = () => import('../../../engine/games/arackuan/module.js').then((m) => m.arackuanModule);
