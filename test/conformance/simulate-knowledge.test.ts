/**
 * The simulator hands each seat only its own knowledge: the bot and the game's `legal` for a
 * seat see the cards behind the handles that seat drew, never another seat's (a seat that saw
 * every hidden card could hide a `legal` that leans on cards it cannot know).
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { type Bot, randomBot } from '../../src/engine/bots.js';
import type { AnyGame, Json, Knowledge, Seat } from '../../src/engine/game.js';
import { GAMES } from '../../src/engine/games/index.js';
import { simulate } from '../../src/engine/simulate.js';

const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => new TextEncoder().encode(String(x))));

const CASES: readonly { game: string; seats: number; options: Json }[] = [
  { game: 'fixture', seats: 3, options: { rounds: 3 } },
  { game: 'crayne', seats: 2, options: { variant: 'heads-up' } },
  { game: 'crayne', seats: 4, options: { variant: '2v2' } },
  { game: 'crystal-factions', seats: 3, options: {} },
  { game: 'arackuan', seats: 2, options: { decks: 'prebuilt' } },
];

/** Handles another seat drew that this knowledge holds (handles are `${seat}:${d}`). */
const foreign = (seat: Seat, k: Knowledge): string[] => Object.keys(k.cards).filter((h) => !h.startsWith(`${seat}:`));

describe('simulate: each seat sees only its own knowledge', () => {
  for (const c of CASES) {
    it(`${c.game} ${c.seats} seats`, () => {
      const base = GAMES.get(c.game) as AnyGame;
      const leaks: string[] = [];
      let seen = 0;
      const spy: AnyGame = {
        ...base,
        legal: (state, seat, k) => {
          if (k.seat !== seat || foreign(seat, k).length) leaks.push(`legal(seat ${seat}) got ${foreign(seat, k).join(',')} (knowledge.seat ${k.seat})`);
          return base.legal(state, seat, k);
        },
      };
      const bots: Bot[] = Array.from({ length: c.seats }, (_, seat) => {
        const inner = randomBot(seedOf('bot', c.game, seat));
        return (v) => {
          seen += Object.keys(v.knowledge.cards).length;
          if (v.knowledge.seat !== seat || foreign(seat, v.knowledge).length) leaks.push(`bot ${seat} got ${foreign(seat, v.knowledge).join(',')}`);
          return inner(v);
        };
      });
      const r = simulate(spy, c.options, c.seats, seedOf('match', c.game, c.seats), bots, { maxSteps: 50_000 });
      expect(r.ok, r.ok ? '' : r.error).toBe(true);
      expect(leaks.slice(0, 5)).toEqual([]);
      expect(seen).toBeGreaterThan(0); // the seats did see their own cards
    });
  }
});
