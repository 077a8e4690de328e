/**
 * The lobby's levels (src/engine/bot-levels.ts): Normal is the game's best one-step bot, Hard its
 * search bot, Easy the best bot with one decision in two at random. Each is reproducible from its
 * seed, and Easy loses to Normal more than Normal does to itself.
 */
import { describe, expect, it } from 'vitest';
import { taggedHash } from '../../src/crypto/hash.js';
import { canonicalEqual } from '../../src/crypto/canonical.js';
import type { Bot, BotView } from '../../src/engine/bots.js';
import { levelBot, levelBotName } from '../../src/engine/bot-levels.js';
import type { Json, Seat } from '../../src/engine/game.js';
import type { GameModule } from '../../src/engine/game-module.js';
import { MODULES } from '../../src/engine/games/index.js';
import { simulate } from '../../src/engine/simulate.js';

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/test', ...p.map((x) => enc.encode(String(x))));
const mod = (id: string): GameModule => MODULES.get(id) as GameModule;

/** Views a seat is asked in one heuristic match (each with more than one legal choice). */
function views(m: GameModule, limit: number): BotView[] {
  const config = m.sim.configs(2, m.sim.duelVariant ?? null)[0]!;
  const decks = m.sim.decks?.(config, seedOf('decks')) ?? null;
  const best = m.bots[m.best] as (seed: Uint8Array) => Bot;
  const out: BotView[] = [];
  const recording = (seat: Seat): Bot => { const b = best(seedOf('b', seat)); return (v) => { if (v.legal.length > 1 && out.length < limit) out.push(v); return b(v); }; };
  simulate(m.def, config.options, 2, seedOf('match'), [recording(0), recording(1)], decks ? { decks } : {});
  return out;
}

/** Wins of seat 0's bot over `matches` matches, seats alternated. */
function wins(m: GameModule, a: (s: Uint8Array) => Bot, b: (s: Uint8Array) => Bot, matches: number): number {
  const config = m.sim.configs(2, m.sim.duelVariant ?? null)[0]!;
  let won = 0;
  for (let i = 0; i < matches; i++) {
    const decks = m.sim.decks?.(config, seedOf('decks', i)) ?? null;
    const first = i % 2 === 0;
    const bots = first ? [a(seedOf('a', i)), b(seedOf('b', i))] : [b(seedOf('b', i)), a(seedOf('a', i))];
    const r = simulate(m.def, config.options, 2, seedOf('duel', i), bots, decks ? { decks } : {});
    if (r.ok && r.value.result.winners.length === 1 && r.value.result.winners[0] === (first ? 0 : 1)) won++;
  }
  return won;
}

describe('bot levels', () => {
  it('Normal plays the best one-step bot, Hard the search bot where the game has one', () => {
    for (const m of MODULES.values()) {
      expect(levelBotName(m, 'normal')).toBe(m.best);
      expect(levelBotName(m, 'hard')).toBe(m.strongest ?? m.best);
      expect(m.bots[levelBotName(m, 'hard')]).toBeDefined();
    }
  });

  it('a level and a seed give the same choices every time, always legal', () => {
    const m = mod('crystal-factions');
    const vs = views(m, 30);
    expect(vs.length).toBeGreaterThan(10);
    for (const level of ['easy', 'normal'] as const) {
      const [x, y] = [levelBot(m, level, seedOf(level)), levelBot(m, level, seedOf(level))];
      for (const v of vs) {
        const c = x(v);
        expect(canonicalEqual(c, y(v))).toBe(true);
        expect(v.legal.some((l) => canonicalEqual(l as Json, c))).toBe(true);
      }
    }
  });

  it('Easy strays from Normal\'s choice now and then, and loses to Normal more often than not', () => {
    const m = mod('crystal-factions');
    const vs = views(m, 40);
    const [easy, normal] = [levelBot(m, 'easy', seedOf('e')), levelBot(m, 'normal', seedOf('n'))];
    const differ = vs.filter((v) => !canonicalEqual(easy(v), normal(v))).length;
    expect(differ).toBeGreaterThan(vs.length / 8);
    expect(wins(m, (s) => levelBot(m, 'normal', s), (s) => levelBot(m, 'easy', s), 20)).toBeGreaterThan(10);
  });
});
