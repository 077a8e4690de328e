/**
 * End of Round (rulebook "End of Round Phase", "Spells"; clarifications "Spells, lands,
 * scoring"): end-of-round abilities happen (Ghost Metal Monolith), every spell still on the table
 * is discarded (spells are ephemeral), effects "until the end of the round" end (a creature
 * taken for the round goes back), every token turns to its active side, and the other player
 * starts the next round. After round 9 the game is scored.
 */
import { runTriggers } from './actions.js';
import { cardOf } from './cards-api.js';
import { expire } from './lasting.js';
import { finalResult } from './score.js';
import type { ArkState } from './state.js';
import { ROUNDS } from './state.js';
import { destroy } from './zones.js';

export function endOfRound(s0: ArkState): ArkState {
  let s = runTriggers(s0, 'endOfRound');
  for (const p of s.board) if (!p.down && cardOf(p.id)?.kind === 'spell') s = destroy(s, p.key, null);
  s = expire(s, 'round');
  s = {
    ...s,
    board: s.board.map((p) => ({ ...p, active: true, moved: false, used: 0 })),
    players: s.players.map((p) => ({ ...p, placed: 0 })),
  };
  if (s.round >= ROUNDS) return { ...s, stage: 'over', ask: null, result: finalResult(s) };
  return { ...s, stage: 'draw' };
}
