/** The games the app offers, by id. */
import type { GameUi } from './types.js';
import { fixtureUi } from './fixture-ui.js';

export const GAME_UIS: readonly GameUi[] = [fixtureUi];
export const gameUi = (id: string): GameUi | undefined => GAME_UIS.find((g) => g.id === id);
