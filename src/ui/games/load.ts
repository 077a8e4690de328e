/**
 * Each game's engine and table load on demand, one game at a time, so joining a Crayne match
 * does not download Crystal Factions.
 */
import type { AnyGame } from '../../engine/game.js';
import type { GameModule } from '../../engine/game-module.js';
import type { GameUi } from './types.js';

export interface LoadedGame {
  /** The game's module: its rules, bots (the best is the offline opponent) and profile. */
  readonly module: GameModule;
  readonly def: AnyGame;
  readonly ui: GameUi;
}

const loaded = (module: GameModule, ui: GameUi): LoadedGame => ({ module, def: module.def, ui });

/** Per game: its engine module and its table, fetched together. */
const LOADERS: Readonly<Record<string, () => Promise<LoadedGame>>> = {
  crayne: async () => {
    const [{ crayneModule }, { crayneUi }] = await Promise.all([import('../../engine/games/crayne/module.js'), import('./crayne/index.js')]);
    return loaded(crayneModule, crayneUi);
  },
  'crystal-factions': async () => {
    const [{ crystalFactionsModule }, { crystalFactionsUi }] = await Promise.all([
      import('../../engine/games/crystal-factions/module.js'), import('./crystal-factions/index.js'),
    ]);
    return loaded(crystalFactionsModule, crystalFactionsUi);
  },
  fixture: async () => {
    const [{ fixtureModule }, { fixtureUi }] = await Promise.all([import('../../engine/games/fixture/module.js'), import('./fixture-ui.js')]);
    return loaded(fixtureModule, fixtureUi);
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
