/** What games/load.ts gives for Crystal Factions: its rules and table in one import, its whole module (bots, simulator profile) on demand. */
export { crystalFactionsGame as def } from '../../../engine/games/crystal-factions/game.js';
export { crystalFactionsUi as ui } from './index.js';
export const loadModule = () => import('../../../engine/games/crystal-factions/module.js').then((m) => m.crystalFactionsModule);
