/**
 * Each game's engine and table load on demand, one game at a time, so joining a Crayne match
 * does not download Crystal Factions. A match between two people needs only the rules and the
 * table; the game's whole module (its bots and simulator profile) loads only for a match
 * against the computer.
 */
import type { AnyGame } from '../../engine/game.js';
import type { GameModule } from '../../engine/game-module.js';
import type { GameUi } from './types.js';

export interface LoadedGame {
  /** The game's rules. */
  readonly def: AnyGame;
  readonly ui: GameUi;
}

interface Loaders {
  /** The rules and the table, fetched together. */
  readonly table: () => Promise<LoadedGame>;
  /** The whole module: rules, bots (the best is the offline opponent) and profile. */
  readonly module: () => Promise<GameModule>;
}

const LOADERS: Readonly<Record<string, Loaders>> = {
  crayne: {
    table: async () => {
      const [{ crayneGame }, { crayneUi }] = await Promise.all([import('../../engine/games/crayne/game.js'), import('./crayne/index.js')]);
      return { def: crayneGame, ui: crayneUi };
    },
    module: () => import('../../engine/games/crayne/module.js').then((m) => m.crayneModule),
  },
  'crystal-factions': {
    table: async () => {
      const [{ crystalFactionsGame }, { crystalFactionsUi }] = await Promise.all([
        import('../../engine/games/crystal-factions/game.js'), import('./crystal-factions/index.js'),
      ]);
      return { def: crystalFactionsGame, ui: crystalFactionsUi };
    },
    module: () => import('../../engine/games/crystal-factions/module.js').then((m) => m.crystalFactionsModule),
  },
  arackuan: {
    table: async () => {
      const [{ arackuanGame }, { arackuanUi }] = await Promise.all([import('../../engine/games/arackuan/game.js'), import('./arackuan/index.js')]);
      return { def: arackuanGame, ui: arackuanUi };
    },
    module: () => import('../../engine/games/arackuan/module.js').then((m) => m.arackuanModule),
  },
  'clockwork-crusade': {
    table: async () => {
      const [{ clockworkCrusadeGame }, { clockworkCrusadeUi }] = await Promise.all([
        import('../../engine/games/clockwork-crusade/game.js'), import('./clockwork-crusade/index.js'),
      ]);
      return { def: clockworkCrusadeGame, ui: clockworkCrusadeUi };
    },
    module: () => import('../../engine/games/clockwork-crusade/module.js').then((m) => m.clockworkCrusadeModule),
  },
  fixture: {
    table: async () => {
      const [{ fixtureGame }, { fixtureUi }] = await Promise.all([import('../../engine/games/fixture/rules.js'), import('./fixture-ui.js')]);
      return { def: fixtureGame, ui: fixtureUi };
    },
    module: () => import('../../engine/games/fixture/module.js').then((m) => m.fixtureModule),
  },
};

/** One promise per game and kind, forgotten if it fails (so a later try fetches again). */
function cached<T>(cache: Map<string, Promise<T>>, id: string, load: (() => Promise<T>) | undefined): Promise<T> | null {
  if (!load) return null;
  let p = cache.get(id);
  if (!p) {
    p = load();
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}

const tables = new Map<string, Promise<LoadedGame>>();
const modules = new Map<string, Promise<GameModule>>();

/** The game's rules and table, or null for an id this app does not know. */
export const loadGame = (id: string): Promise<LoadedGame> | null => cached(tables, id, LOADERS[id]?.table);

/** The game's whole module (for a match against the computer), or null for an unknown id. */
export const loadModule = (id: string): Promise<GameModule> | null => cached(modules, id, LOADERS[id]?.module);
