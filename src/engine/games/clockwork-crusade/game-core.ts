/** Clockwork Crusade: who the current step waits for, and where a flipped building may go. */
import type { Seat } from '../../game.js';
import { setupSeat } from './setup.js';
import { controller, unitById } from './state.js';
import type { CcState } from './types.js';

/** The seat whose move (or answer) the current step waits for, if any. */
export function mover(s: CcState): Seat | null {
  switch (s.phase) {
    case 'tiles': case 'gates': return setupSeat(s);
    case 'control': case 'main': case 'place': return s.current;
    case 'answer': return s.pending?.kind === 'discard' ? s.pending.victim : null;
    // The defender's questions: asked of whoever commands the attacked unit.
    case 'defend': case 'counter': {
      const p = s.pending;
      const u = p?.kind === 'defend' ? unitById(s, p.target) : p?.kind === 'counter' ? unitById(s, p.unit) : undefined;
      return u ? controller(u) : null;
    }
    default: return null;
  }
}

/** Why a flipped building may not go on `hex`: any unoccupied hex of its portal's territory. */
export function whyNotPlace(s: CcState, hex: string): string | null {
  const p = s.pending;
  const u = p?.kind === 'place' ? unitById(s, p.unit) : undefined;
  if (!u) return 'no building waits to be placed';
  const t = s.board[u.hex]?.territory;
  if (s.board[hex]?.territory !== t) return 'the building goes in the territory of its portal';
  if (hex === u.hex) return null;
  if (s.gates.some((g) => g.hex === hex) || s.units.some((x) => x.hex === hex)) return 'that hex is taken';
  return null;
}

