/** Every game the app, the scripts and the verifier know, by id: derived from each game's module. */
import type { GameModule } from '../game-module.js';
import { arackuanModule } from './arackuan/module.js';
import { clockworkCrusadeModule } from './clockwork-crusade/module.js';
import { crayneModule } from './crayne/module.js';
import { crystalFactionsModule } from './crystal-factions/module.js';
import { fixtureModule } from './fixture/module.js';

export const MODULES: ReadonlyMap<string, GameModule> = new Map(
  [fixtureModule, crayneModule, crystalFactionsModule, arackuanModule, clockworkCrusadeModule].map((m) => [m.def.id, m]),
);

export { GAMES } from './defs.js';
