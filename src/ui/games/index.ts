/** The games the app offers, by id. */
import type { GameUi } from './types.js';
import { fixtureUi } from './fixture-ui.js';
import { crayneUi } from './crayne/index.js';
import { crystalFactionsUi } from './crystal-factions/index.js';

export const GAME_UIS: readonly GameUi[] = [crayneUi, crystalFactionsUi, fixtureUi];
export const gameUi = (id: string): GameUi | undefined => GAME_UIS.find((g) => g.id === id);
