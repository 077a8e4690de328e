/** Each game's whole module (rules, bots, simulator profile), loaded on demand by id: for code that needs one game at a time (the bot's worker). */
import type { GameModule } from '../game-module.js';

const LOADERS: Readonly<Record<string, () => Promise<GameModule>>> = {
  crayne: () => import('./crayne/module.js').then((m) => m.crayneModule),
  'crystal-factions': () => import('./crystal-factions/module.js').then((m) => m.crystalFactionsModule),
  arackuan: () => import('./arackuan/module.js').then((m) => m.arackuanModule),
  'clockwork-crusade': () => import('./clockwork-crusade/module.js').then((m) => m.clockworkCrusadeModule),
  fixture: () => import('./fixture/module.js').then((m) => m.fixtureModule),
};

/** The module for a game id, or null for an id this code does not know. */
export function loadGameModule(id: string): Promise<GameModule> | null {
  return Object.hasOwn(LOADERS, id) ? (LOADERS[id] as () => Promise<GameModule>)() : null;
}
