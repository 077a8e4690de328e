/**
 * The hint (src/engine/hint.ts): the best bot's move for a seat, from that seat's own view. It is
 * always one of the legal values, said in words, and it never depends on another seat's hidden
 * cards, even when a caller hands it more than the seat's own knowledge.
 */
import { describe, expect, it } from 'vitest';
import { canonicalEqual } from '../../src/crypto/canonical.js';
import type { Bot } from '../../src/engine/bots.js';
import type { Knowledge } from '../../src/engine/game.js';
import type { GameModule } from '../../src/engine/game-module.js';
import { MODULES } from '../../src/engine/games/index.js';
import { chooseHint, imperative } from '../../src/engine/hint.js';
import { otherHands, positions as allPositions } from './positions.js';
const SEED = new Uint8Array(32);

const positions = (m: GameModule, limit: number) => allPositions(m, { limit, every: 3, bot: m.best, matches: 1 });

describe('a hint', () => {
  for (const id of ['crayne', 'crystal-factions', 'arackuan', 'clockwork-crusade']) {
    it(`${id}: is a legal value in words, and the same whatever the other seat holds`, () => {
      const m = MODULES.get(id) as GameModule;
      // Every game has its own words for a hint.
      expect(m.hint).toBeDefined();
      const ps = positions(m, 12);
      expect(ps.length).toBeGreaterThan(5);
      for (const { ask, all } of ps) {
        const bot = () => (m.bots[m.best] as (s: Uint8Array) => Bot)(SEED);
        const h = chooseHint(m.def, bot(), ask, m.hint ?? null);
        expect(h).not.toBeNull();
        if (!h) continue;
        expect(ask.legal.some((v) => canonicalEqual(v, h.move))).toBe(true);
        expect(h.label).toMatch(/^[A-Z].{3,}\.$/);
        expect(h.why).toMatch(/^[A-Z].{3,}\.$/);
        expect(h.label).not.toMatch(/\d+:\d+/);
        const seat = ask.knowledge.seat;
        // Handed the referee's whole knowledge, then the same with the other hand changed: the same hint.
        const a = chooseHint(m.def, bot(), { ...ask, knowledge: { seat, cards: all } }, m.hint ?? null);
        const b = chooseHint(m.def, bot(), { ...ask, knowledge: { seat, cards: otherHands(all, seat) } }, m.hint ?? null);
        expect(a).toEqual(h);
        expect(b).toEqual(h);
      }
    });
  }

  it('the bot is shown only the seat\'s own cards', () => {
    const m = MODULES.get('crystal-factions') as GameModule;
    const [p] = positions(m, 1);
    if (!p) throw new Error('no position');
    const seen: Knowledge[] = [];
    const spy: Bot = (v) => { seen.push(v.knowledge); return v.legal[0] ?? null; };
    const seat = p.ask.knowledge.seat;
    chooseHint(m.def, spy, { ...p.ask, knowledge: { seat, cards: { ...p.all, [`${1 - seat}:0`]: 'anything' } } }, null);
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0]?.cards ?? {}).every((h) => h.startsWith(`${seat}:`))).toBe(true);
  });

  it('a move outside the legal list gives way to the first legal value; nothing asked, no hint', () => {
    const m = MODULES.get('crayne') as GameModule;
    const [p] = positions(m, 1);
    if (!p) throw new Error('no position');
    const h = chooseHint(m.def, () => ({ kind: 'nonsense' }), p.ask, m.hint ?? null);
    expect(h?.move).toEqual(p.ask.legal[0]);
    expect(chooseHint(m.def, () => null, { ...p.ask, request: { kind: 'random', seats: [0, 1], purpose: 'x' } }, null)).toBeNull();
  });

  it('says a log line about the seat as an instruction', () => {
    expect(imperative('seat 0 places a gate', 0)).toBe('place a gate');
    expect(imperative('seat 1 ends their turn', 1)).toBe('end your turn');
    expect(imperative('seat 1 ends their turn', 0)).toBe('seat 1 ends their turn');
  });

  it('clockwork-crusade: says which unit goes where, and which gate a gate goes in, by the map\'s territory names', () => {
    const m = MODULES.get('clockwork-crusade') as GameModule;
    const labels = positions(m, 60).map(({ ask }) => chooseHint(m.def, (m.bots[m.best] as (s: Uint8Array) => Bot)(SEED), ask, m.hint ?? null)?.label ?? '');
    const where = "(?:[A-Z][\\w' -]+|open ground by [A-Z][\\w' -]+)";
    const placed = labels.filter((l) => /^(Move your|Attack|Place a gate|Open a portal)/.test(l));
    expect(placed.length).toBeGreaterThan(3);
    for (const l of labels.filter((x) => x.startsWith('Move your '))) expect(l).toMatch(new RegExp(`^Move your [A-Z][\\w ]+ (?:from ${where} to ${where}|within [A-Z][\\w' -]+|across open ground by [A-Z][\\w' -]+)\\.$`));
    for (const l of labels.filter((x) => x.startsWith('Attack '))) expect(l).toMatch(new RegExp(`^Attack (?:your|seat \\d's) [\\w ]+ with your [A-Z][\\w ]+ \\(in ${where}\\)\\.$`));
    for (const l of labels.filter((x) => x.startsWith('Open a portal'))) expect(l).toMatch(new RegExp(`^Open a portal at your gate in ${where}, paying \\d+\\.$`));
    for (const l of labels.filter((x) => x.startsWith('Place a gate'))) expect(l).toMatch(/^Place a gate in [A-Z][\w' -]+\.$/);
  });
});
