/**
 * Clockwork Crusade bots. `random` (the platform's, uniform over legal moves) and a simple
 * `heuristic` (a stub a later helper replaces): it takes gates, attacks, opens the dearest
 * portal it can, researches with spare resources, marches units toward the nearest enemy gate,
 * and ends the turn when nothing better is left. It only ranks the engine's legal moves.
 */
import { type Bot, bestBy } from '../../bots.js';
import { ByteStream, uniformInt } from '../../../crypto/stream.js';
import type { Json } from '../../game.js';
import { dist } from './state.js';
import type { CcMove } from './moves.js';
import type { CcState } from './types.js';

function score(s: CcState, seat: number, m: CcMove): number | null {
  const enemyGates = s.gates.filter((g) => g.owner !== seat);
  const res = s.players[seat]?.resources ?? 0;
  const near = (hex: string): number => Math.min(99, ...enemyGates.map((g) => dist(hex, g.hex)));
  switch (m.t) {
    case 'gate': return 90;
    case 'place': return 10;
    case 'attack': return s.gates.some((g) => g.id === m.target) ? 100 : 80;
    case 'ability': return m.ability === 'salvage' ? 85 : m.ability === 'self-destruct' ? 5 : 75;
    // keep 1 resource for a gate once there is an army to capture with
    case 'portal': return res - m.cost >= 1 || s.units.filter((u) => u.owner === seat).length < 2 ? 60 + m.cost : null;
    case 'research': return res >= 6 ? 55 : null;
    case 'draw': return 95;
    case 'special': return 50;
    case 'show': return 45;
    case 'move': {
      const u = s.units.find((x) => x.id === m.unit);
      if (!u) return null;
      // into a territory nobody holds (to capture it at the next Control step), else toward the nearest enemy gate
      const t = s.board[m.to]?.territory;
      if (t !== undefined && !s.gates.some((g) => g.territory === t) && s.board[u.hex]?.territory !== t) return 40;
      const gain = near(u.hex) - near(m.to);
      return gain > 0 ? 30 + gain : null;
    }
    case 'pass': case 'end': return 1;
    default: return 20;
  }
}

export function heuristicBot(seed: Uint8Array): Bot {
  const rnd = new ByteStream(seed);
  return (v) => {
    const s = v.state as unknown as CcState;
    const legal = v.legal as unknown as readonly CcMove[];
    if (v.request.kind !== 'move' || s.phase === 'tiles' || s.phase === 'gates') return v.legal[uniformInt(rnd, Math.max(1, v.legal.length))] as Json;
    const best = bestBy(legal, (m) => score(s, v.knowledge.seat, m));
    return (best?.move ?? legal[0]) as unknown as Json;
  };
}
