/** apply never throws: malformed or out-of-turn inputs are refused with a reason, at every kind of question. */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.js';
import type { Input, Json } from '../../src/engine/game.js';
import { crystalFactionsGame as game } from '../../src/engine/games/crystal-factions/game.js';
import type { CFMove } from '../../src/engine/games/crystal-factions/moves.js';
import type { CFState } from '../../src/engine/games/crystal-factions/state.js';
import { simulate } from '../../src/engine/simulate.js';
import { seedOf } from './helpers.js';

const JUNK: Json[] = [
  null, 0, 'end', [], {}, { kind: 'end', extra: 1 }, { kind: 'play' }, { kind: 'play', handle: 5, card: 'x', lane: 'mining' },
  { kind: 'play', handle: null, card: 'boring-machine#1', lane: 'space' }, { kind: 'play', handle: '9:9', card: 'boring-machine#1', lane: 'tech' },
  { kind: 'play', handle: null, card: 'boring-machine#1', lane: 'tech', via: 7 }, { kind: 'stealth', handle: '0:0', lane: 'attack' },
  { kind: 'stealth', handle: '0:0', card: 'sniper-squad#1', lane: 'attack' }, { kind: 'bottom', handle: 'x' }, { kind: 'keep', handle: '0:1' },
  { kind: 'draw', deck: 'faction' }, { kind: 'brace', crystals: 99 }, { kind: 'token', from: 'attack', seat: 9, to: 'tech' },
  { kind: 'card', seat: 1, lane: 'attack', card: 'boring-machine#1' }, { kind: 'yes' }, { kind: 'lane', lane: 'attack' },
];

describe('robustness', () => {
  it('refuses junk at every step of a few matches without throwing', () => {
    let tried = 0;
    for (let i = 0; i < 6; i++) {
      const seats = 2 + (i % 3);
      const check = (st: Json): string | null => {
        const s = st as CFState;
        const req = game.request(s);
        if (!req) return null;
        for (const raw of JUNK) {
          // The lockstep machine parses every move, answer and revealed value first: no move at all is refused there.
          const j = game.parseMove(raw);
          if (j === null) { tried++; continue; }
          for (const seat of [0, 1, 7]) {
            const inputs: Input<CFMove>[] = [
              { kind: 'move', seat, move: j }, { kind: 'answer', seat, answer: j }, { kind: 'commit', seats: [seat] },
              { kind: 'reveal', values: [{ seat, value: j }] }, { kind: 'draw', seat, handle: `${seat}:999` },
            ];
            for (const input of inputs) {
              const legalNow = req.kind === 'commit' && input.kind === 'commit' && req.seats[0] === seat;
              const drawNow = req.kind === 'draw' && input.kind === 'draw' && req.seat === seat;
              if (legalNow || drawNow) continue;
              tried++;
              const r = game.apply(s, input);
              if (r.ok && !(input.kind === 'move' || input.kind === 'answer')) return `accepted ${JSON.stringify(input)} at ${req.kind}`;
            }
          }
        }
        return null;
      };
      const r = simulate(game, {}, seats, seedOf('robust', i), Array.from({ length: seats }, (_, k) => randomBot(seedOf('rb', i, k))), { check });
      if (!r.ok) throw new Error(r.error);
    }
    expect(tried).toBeGreaterThan(10_000);
  });

  it('legal() for a seat that is not asked is empty, and never throws for odd seats', () => {
    const s = simulate(game, {}, 2, seedOf('legal'), [randomBot(seedOf('l0')), randomBot(seedOf('l1'))], { maxSteps: 40 });
    void s;
    const fresh = game.setup({ opening: 'v2', factions: null }, 2, { int: () => 0, shuffle: (_l, xs) => [...xs] });
    if (!fresh.ok) throw new Error(fresh.error);
    expect(game.legal(fresh.value, 1, { seat: 1, cards: {} })).toEqual([]);
    expect(game.legal(fresh.value, 9, { seat: 9, cards: {} })).toEqual([]);
  });
});
