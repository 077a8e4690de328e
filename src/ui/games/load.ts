/**
 * Each game's engine and table load on demand, one game at a time, so joining a Crayne match
 * does not download Crystal Factions.
 */
import type { AnyGame } from '../../engine/game.js';
import type { GameUi } from './types.js';

export interface LoadedGame {
  readonly def: AnyGame;
  readonly ui: GameUi;
}

const LOADERS: Readonly<Record<string, () => Promise<LoadedGame>>> = {
  crayne: async () => {
    const [{ crayneGame }, { crayneUi }] = await Promise.all([import('../../engine/games/crayne/game.js'), import('./crayne/index.js')]);
    return { def: crayneGame, ui: crayneUi };
  },
  'crystal-factions': async () => {
    const [{ crystalFactionsGame }, { crystalFactionsUi }] = await Promise.all([
      import('../../engine/games/crystal-factions/game.js'), import('./crystal-factions/index.js'),
    ]);
    return { def: crystalFactionsGame, ui: crystalFactionsUi };
  },
  fixture: async () => {
    const [{ fixtureGame }, { fixtureUi }] = await Promise.all([import('../../engine/games/fixture/rules.js'), import('./fixture-ui.js')]);
    return { def: fixtureGame, ui: fixtureUi };
  },
};

const cache = new Map<string, Promise<LoadedGame>>();

/** The game's engine and table, or null for an id this app does not know. */
export function loadGame(id: string): Promise<LoadedGame> | null {
  const load = LOADERS[id];
  if (!load) return null;
  let p = cache.get(id);
  if (!p) {
    p = load();
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}
