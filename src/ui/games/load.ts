/**
 * Each game's engine and table load on demand, one game at a time, so joining a Crayne match
 * does not download Crystal Factions. A match between two people needs only the rules and the
 * table; the game's whole module (its bots and simulator profile) loads only for a match
 * against the computer. Each game's loaded.ts brings both in one import (one entry here per
 * game: this list is on every page).
 */
import type { AnyGame } from '../../engine/game.js';
import type { GameModule } from '../../engine/game-module.js';
import type { GameUi } from './types.js';

export interface LoadedGame {
  /** The game's rules. */
  readonly def: AnyGame;
  readonly ui: GameUi;
}

/** What a game's loaded.ts exports: its rules and table, and its whole module (rules, bots, the best one the offline opponent, profile) on demand. */
interface GameCode extends LoadedGame {
  readonly loadModule: () => Promise<GameModule>;
}

const LOADERS: Readonly<Record<string, () => Promise<GameCode>>> = {
  crayne: () => import('./crayne/loaded.js'),
  'crystal-factions': () => import('./crystal-factions/loaded.js'),
  arackuan: () => import('./arackuan/loaded.js'),
  'clockwork-crusade': () => import('./clockwork-crusade/loaded.js'),
  fixture: () => import('./fixture-loaded.js'),
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

const tables = new Map<string, Promise<GameCode>>();
const modules = new Map<string, Promise<GameModule>>();
/** The loader for a game id: none for an id this app does not know ("constructor" included: ids come from links, files and peers). */
const loader = (id: string): (() => Promise<GameCode>) | undefined => (Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined);
const code = (id: string): Promise<GameCode> | null => cached(tables, id, loader(id));

/** The game's rules and table, or null for an id this app does not know. */
export const loadGame = (id: string): Promise<LoadedGame> | null => code(id);

/** The game's whole module (for a match against the computer), or null for an unknown id. */
export const loadModule = (id: string): Promise<GameModule> | null =>
  cached(modules, id, loader(id) && (() => (code(id) as Promise<GameCode>).then((c) => c.loadModule())));
