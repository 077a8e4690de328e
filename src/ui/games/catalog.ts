/** What the lobby shows of each game: each game folder's own catalog entry (the tables and engines load on demand). */
import type { CatalogEntry } from '../../engine/catalog-entry.js';
import { arackuanCatalog } from '../../engine/games/arackuan/catalog.js';
import { clockworkCrusadeCatalog } from '../../engine/games/clockwork-crusade/catalog.js';
import { crayneCatalog } from '../../engine/games/crayne/catalog.js';
import { crystalFactionsCatalog } from '../../engine/games/crystal-factions/catalog.js';
import { fixtureCatalog } from '../../engine/games/fixture/catalog.js';

export type { CatalogEntry as GameEntry, Variant } from '../../engine/catalog-entry.js';

/** In lobby order. */
export const GAME_UIS: readonly CatalogEntry[] = [crayneCatalog, crystalFactionsCatalog, arackuanCatalog, clockworkCrusadeCatalog, fixtureCatalog];
