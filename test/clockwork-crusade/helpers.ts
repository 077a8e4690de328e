/** Small hand-built Clockwork Crusade tables for the rule tests: a parallelogram board, units, scripted dice. */
import { clockworkCrusadeGame as game } from '../../src/engine/games/clockwork-crusade/game.js';
import type { CcMove } from '../../src/engine/games/clockwork-crusade/moves.js';
import { setup } from '../../src/engine/games/clockwork-crusade/setup.js';
import type { BoardHex, CcState, Gate, Unit } from '../../src/engine/games/clockwork-crusade/types.js';
import type { Applied, Knowledge, Rng, RuleError, Seat } from '../../src/engine/game.js';
import type { Result } from '../../src/result.js';

/** A board of q 0..w-1, r 0..h-1, neutral unless `terrain` says otherwise ('~' water, a letter: territory `t/<letter>`). */
export function board(w: number, h: number, terrain: Record<string, string> = {}): Record<string, BoardHex> {
  const out: Record<string, BoardHex> = {};
  for (let q = 0; q < w; q++) {
    for (let r = 0; r < h; r++) {
      const id = `${q},${r}`;
      const t = terrain[id];
      out[id] = t === undefined ? { terrain: 'neutral' } : t === '~' ? { terrain: 'water' } : { terrain: 'territory', territory: `t/${t}` };
    }
  }
  return out;
}

export const unit = (id: string, owner: Seat, hex: string, card: string, extra: Partial<Unit> = {}): Unit => ({ id, owner, hex, card, moved: 0, attacks: 0, ...extra });

export const gate = (id: string, owner: Seat, hex: string, arrow: string, territory: string): Gate => ({ id, owner, hex, arrow, territory });

/** A two-seat match (each seat with a far-off home gate) in seat 0's Main step, both seats past their first turn. */
export function table(over: Partial<CcState> = {}): CcState {
  const r = setup({ rounds: 30 }, 2);
  if (!r.ok) throw new Error(r.error);
  const s = r.value;
  return {
    ...s, phase: 'main', current: 0, order: [0, 1], board: board(8, 3),
    players: s.players.map((p) => ({ ...p, started: true })),
    stack: { ...s.stack, left: s.stack.cards.length },
    // Each seat keeps a gate far off this small board, so nobody is eliminated by accident.
    gates: [gate('home0', 0, '99,0', '99,1', 't/home0'), gate('home1', 1, '99,5', '99,6', 't/home1')],
    ...over,
  };
}

/** An Rng that gives scripted raw values in order (a die face f is f − 1; a coin: 0 heads, 1 tails), recording labels. */
export function scripted(values: readonly number[]): Rng & { labels: string[] } {
  const q = [...values];
  const labels: string[] = [];
  return {
    labels,
    int(label: string, n: number) {
      labels.push(label);
      const v = q.shift();
      if (v === undefined) throw new Error(`no scripted value left for "${label}"`);
      if (v < 0 || v >= n) throw new Error(`scripted ${v} out of range ${n} for "${label}"`);
      return v;
    },
    shuffle: (_l, items) => [...items],
  };
}

export const faces = (...f: number[]): number[] => f.map((x) => x - 1);
export const HEADS = 0;
export const TAILS = 1;

export const move = (s: CcState, seat: Seat, m: CcMove): Result<Applied<CcState>, RuleError> => game.apply(s, { kind: 'move', seat, move: m });

export function must(r: Result<Applied<CcState>, RuleError>): CcState {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value.state;
}

export const roll = (s: CcState, values: readonly number[]): CcState => must(game.apply(s, { kind: 'random', rng: scripted(values) }));

/** The defender's yes or no to a question about its unit (Stealth's or Scapegoat's coin, striking back). */
export const say = (s: CcState, seat: Seat, yes: boolean): CcState => must(move(s, seat, { t: yes ? 'yes' : 'no' }));

export const reason = (r: Result<unknown, RuleError>): string => (r.ok ? '' : typeof r.error === 'string' ? r.error : r.error.reason);

export const knows = (seat: Seat, cards: Record<string, string> = {}): Knowledge => ({ seat, cards });

export { game };
