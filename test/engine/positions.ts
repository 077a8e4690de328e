/**
 * Positions for the bot tests (hint.test.ts, search.test.ts): from seeded matches between a game's
 * bots, where a seat has more than one legal choice, that seat's own view and the referee's every card.
 */
import { taggedHash } from '../../src/crypto/hash.js';
import type { Bot } from '../../src/engine/bots.js';
import type { Handle, Json, Seat } from '../../src/engine/game.js';
import type { GameModule } from '../../src/engine/game-module.js';
import { type HintAsk, ownKnowledge } from '../../src/engine/hint.js';
import { simulate } from '../../src/engine/simulate.js';

const enc = new TextEncoder();
export const seedOf = (...p: (string | number)[]): Uint8Array => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));

export interface Position { readonly ask: HintAsk; readonly all: Readonly<Record<Handle, string>> }

/**
 * Up to `limit` positions, every `every`-th choice, from `matches` matches between two of bot `bot`
 * (one match: seeded by the game; more: by the game and the match number, until there are enough).
 */
export function positions(m: GameModule, o: { readonly limit: number; readonly every: number; readonly bot: string; readonly matches: number }): Position[] {
  const config = m.sim.configs(2, m.sim.duelVariant ?? null)[0];
  if (!config) throw new Error(`${m.def.id}: no two-seat configuration`);
  const decks = m.sim.decks?.(config, seedOf('decks', m.def.id)) ?? null;
  const make = m.bots[o.bot] as (seed: Uint8Array) => Bot;
  const out: Position[] = [];
  let n = 0;
  for (let match = 0; match < o.matches && out.length < o.limit; match++) {
    const seed = o.matches === 1 ? seedOf('match', m.def.id) : seedOf('match', m.def.id, match);
    simulate(m.def, config.options, 2, seed, [make(seedOf('b0')), make(seedOf('b1'))], {
      ...(decks ? { decks } : {}),
      check: (state, known) => {
        const request = m.def.request(state);
        if (!request || out.length >= o.limit) return null;
        const seats: readonly Seat[] = request.kind === 'move' || request.kind === 'answer' ? [request.seat] : request.kind === 'commit' ? request.seats : [];
        for (const seat of seats) {
          const knowledge = ownKnowledge({ seat, cards: known });
          const legal = m.def.legal(state, seat, knowledge) as readonly Json[];
          if (legal.length > 1 && n++ % o.every === 0) out.push({ ask: { state, request, legal, knowledge }, all: { ...known } });
        }
        return null;
      },
    });
  }
  return out;
}

/** The referee's cards with every other seat's hidden cards replaced (rotated among themselves). */
export function otherHands(all: Readonly<Record<Handle, string>>, seat: Seat): Record<Handle, string> {
  const theirs = Object.entries(all).filter(([h]) => !h.startsWith(`${seat}:`));
  const rotated = theirs.map(([, c]) => c);
  rotated.push(rotated.shift() ?? '');
  return { ...all, ...Object.fromEntries(theirs.map(([h], i) => [h, rotated[i] ?? ''])) };
}
