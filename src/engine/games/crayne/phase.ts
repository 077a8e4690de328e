/** Where a Crayne round is, in players' words: the phase the head task belongs to, and which of the round's plays. */
import type { Phase } from '../../game.js';
import { PLAYS_PER_ROUND } from './cleanup.js';
import type { CrayneState, Task } from './state.js';

const PHASE: Partial<Record<Task['t'], string>> = {
  aid: 'Attack', choices: 'Attack', choose: 'Attack', attack: 'Attack', pick: 'Revenue', 'buy-start': 'Revenue', buy: 'Revenue',
  'market-refill': 'Revenue', 'auto-first': 'Revenue', 'auto-buy': 'Revenue', cleanup: 'Cleanup', 'new-round': 'Cleanup',
};

export function phase(s: CrayneState): Phase {
  const t = s.queue[0];
  if (!t) return { name: 'Match over' };
  const name = t.t === 'triggers' ? (t.at === 'cleanup' ? 'Cleanup' : 'Revenue') : PHASE[t.t] ?? 'Assembly';
  return { name: `${name} Phase`, ...(s.step ? { detail: `play ${s.step} of ${PLAYS_PER_ROUND}` } : {}) };
}
