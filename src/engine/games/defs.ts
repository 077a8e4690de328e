/**
 * Every game's rules by id, and nothing else (no bots, no simulator profiles): for the verify
 * page, which replays any game's match file. games/index.ts has the whole modules.
 */
import type { AnyGame } from '../game.js';
import { arackuanGame } from './arackuan/game.js';
import { clockworkCrusadeGame } from './clockwork-crusade/game.js';
import { crayneGame } from './crayne/game.js';
import { crystalFactionsGame } from './crystal-factions/game.js';
import { fixtureGame } from './fixture/rules.js';

export const GAMES: ReadonlyMap<string, AnyGame> = new Map(
  ([fixtureGame, crayneGame, crystalFactionsGame, arackuanGame, clockworkCrusadeGame] as AnyGame[]).map((g) => [g.id, g]),
);
