/** What games/load.ts gives for the fixture game (High Card): its rules and table in one import, its whole module on demand. */
export { fixtureGame as def } from '../../engine/games/fixture/rules.js';
export { fixtureUi as ui } from './fixture-ui.js';
export const loadModule = () => import('../../engine/games/fixture/module.js').then((m) => m.fixtureModule);
