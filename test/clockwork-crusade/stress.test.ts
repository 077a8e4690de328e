/**
 * A restless random player: it picks uniformly among the legal moves but ends its turn only when
 * nothing else is left, so every ability, special and draw gets played. Invariants after every step.
 * Deeper: CC_STRESS=40 npx vitest run test/clockwork-crusade/stress.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/engine/bots.js';
import { ByteStream, uniformInt } from '../../src/crypto/stream.js';
import { clockworkCrusadeGame as g } from '../../src/engine/games/clockwork-crusade/game.js';
import { ccInvariants } from '../../src/engine/games/clockwork-crusade/invariants.js';
import type { CcMove } from '../../src/engine/games/clockwork-crusade/moves.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import type { Json } from '../../src/engine/game.js';
import { simulate } from '../../src/engine/simulate.js';

function restless(seed: Uint8Array): Bot {
  const s = new ByteStream(seed);
  return (v) => {
    const busy = (v.legal as readonly CcMove[]).filter((m) => m.t !== 'end' && m.t !== 'pass' && !(m.t === 'ability' && m.ability === 'self-destruct'));
    const pool = busy.length ? busy : v.legal;
    return pool[uniformInt(s, Math.max(1, pool.length))] as Json;
  };
}

describe('restless random matches', () => {
  // Across the three player counts (a single count's few matches may draw no special card).
  const played = new Set<string>();
  for (const seats of [2, 3, 5]) {
    it(`${seats} players: invariants hold after every step, the match ends`, () => {
      const def = { ...g, apply: (st: CcState, i: Parameters<typeof g.apply>[1]) => { if (i.kind === 'move') played.add(i.move.t === 'ability' ? i.move.ability : i.move.t); return g.apply(st, i); } };
      for (let k = 0; k < Number(process.env.CC_STRESS ?? 3); k++) {
        const bots = Array.from({ length: seats }, (_, i) => restless(new Uint8Array([i, k, seats])));
        const r = simulate(def as never, { rounds: 10 }, seats, new Uint8Array([k, seats, 42]), bots, { check: ccInvariants, maxSteps: 20_000 });
        if (!r.ok) throw new Error(r.error);
        expect(r.value.result.winners.length).toBeGreaterThan(0);
      }
    }, 120_000);
  }
  it('across them, every kind of move and answer was played', () => {
    for (const t of ['move', 'attack', 'portal', 'research', 'show', 'special', 'yes', 'no']) expect(played, t).toContain(t);
  });
});
