/** src/ui/games/load.ts: each game's rules, table and whole module by its id, one import each; an unknown id loads nothing. */
import { describe, expect, it } from 'vitest';
import { GAME_UIS } from '../../src/ui/games/catalog.js';
import { loadGame, loadModule } from '../../src/ui/games/load.js';

describe("the games' loaders", () => {
  it("give each lobby game's rules and table, and its whole module with the same rules", async () => {
    for (const { id } of GAME_UIS) {
      const g = await loadGame(id);
      expect(g?.def.id, id).toBe(id);
      expect(g?.ui.id, id).toBe(id);
      const m = await loadModule(id);
      expect(m?.def, id).toBe(g?.def);
      expect(m?.catalog.id, id).toBe(id);
      // once loaded, the same promise (one fetch per game and kind)
      expect(loadGame(id)).toBe(loadGame(id));
      expect(loadModule(id)).toBe(loadModule(id));
    }
  });

  it('load nothing for an id this app does not know, names of Object.prototype included (ids come from links, files and peers)', () => {
    for (const id of ['chess', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(loadGame(id), id).toBeNull();
      expect(loadModule(id), id).toBeNull();
    }
  });
});
