/**
 * Test tables for Arackuan: a state in the Activation Phase (or any stage) with named cards at
 * named squares, and shorthands to play moves through the real GameDef.
 */
import { expect } from 'vitest';
import type { Applied, Input, Seat } from '../../src/engine/game.js';
import { arackuanGame } from '../../src/engine/games/arackuan/game.js';
import { deckInstances, prebuiltPile } from '../../src/engine/games/arackuan/cards-api.js';
import type { Faction } from '../../src/engine/games/arackuan/cards/types.js';
import type { ArkMove } from '../../src/engine/games/arackuan/moves.js';
import type { ActivationStep, ArkState, Piece, Player } from '../../src/engine/games/arackuan/state.js';

export type Spot = { readonly card: string; readonly at: string; readonly seat: Seat; readonly active?: boolean; readonly owner?: Seat };

const player = (seat: Seat, faction: Faction): Player => ({
  faction, pile: { owner: seat, cards: prebuiltPile(faction), drawn: [] }, hand: [], discard: [], revealed: {}, mulligan: true, placed: 0,
});

/**
 * A table in the Activation Phase: `spots` face up (instance ids numbered per card), the
 * starting player `starter`, the step asked (default 3: the starter's normal turn).
 */
export function table(spots: readonly Spot[], o: { starter?: Seat; step?: ActivationStep; round?: number; factions?: readonly [Faction, Faction] } = {}): ArkState {
  const starter = o.starter ?? 0;
  const step = o.step ?? 3;
  const seat = step % 2 === 1 ? starter : (starter === 0 ? 1 : 0);
  const n = new Map<string, number>();
  const board: Piece[] = spots.map((sp, key) => {
    const k = (n.get(sp.card) ?? 0) + 1;
    n.set(sp.card, k);
    return {
      key, id: `${sp.card}#${k}`, owner: sp.owner ?? sp.seat, control: sp.seat, at: sp.at, down: false, slot: null,
      active: sp.active ?? true, round: 1, moved: false, used: 0, tokens: 0, kept: [],
    };
  });
  const f = o.factions ?? ['whitelands', 'myrkur'];
  return {
    decks: 'prebuilt', round: o.round ?? 1, starter, stage: 'activate', players: [player(0, f[0]), player(1, f[1])], board, keys: board.length,
    lasting: [], tasks: [], ask: { kind: 'activate', seat, step }, result: null,
  };
}

/** Applies a move by the asked seat (or `seat`); fails the test if refused. */
export function play(s: ArkState, move: ArkMove, seat?: Seat): ArkState {
  const a = s.ask;
  const who = seat ?? (a && 'seat' in a ? a.seat : 0);
  const r = arackuanGame.apply(s, { kind: 'move', seat: who, move } as Input<ArkMove>);
  if (!r.ok) expect.fail(`refused: ${JSON.stringify(r.error)}`);
  return (r.value as Applied<ArkState>).state;
}

/** Why a move is refused (the test fails if it is accepted). */
export function refused(s: ArkState, move: ArkMove, seat?: Seat): string {
  const a = s.ask;
  const who = seat ?? (a && 'seat' in a ? a.seat : 0);
  const r = arackuanGame.apply(s, { kind: 'move', seat: who, move } as Input<ArkMove>);
  if (r.ok) expect.fail(`accepted: ${JSON.stringify(move)}`);
  return typeof r.error === 'string' ? r.error : r.error.reason;
}

/** Applies any input; fails the test if refused. */
export function step(s: ArkState, input: Input<ArkMove>): ArkState {
  const r = arackuanGame.apply(s, input);
  if (!r.ok) expect.fail(`refused: ${JSON.stringify(r.error)}`);
  return (r.value as Applied<ArkState>).state;
}

/**
 * A new match up to round 1's first placement: factions opened, 7 cards each dealt (handles
 * `0:0`…`0:6`, `1:0`…`1:6`), seat 0 starts, nobody mulligans.
 */
export function placing(factions: readonly [Faction, Faction] = ['whitelands', 'myrkur']): ArkState {
  const r = arackuanGame.setup({ decks: 'prebuilt' }, 2, { int: () => 0, shuffle: (_l, x) => [...x] });
  if (!r.ok) expect.fail(r.error);
  let s = r.value;
  s = step(s, { kind: 'commit', seats: [0, 1] });
  s = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'deck', faction: factions[0] } }, { seat: 1, value: { kind: 'deck', faction: factions[1] } }] });
  for (let i = 0; i < 14; i++) s = step(s, { kind: 'draw', seat: i < 7 ? 0 : 1, handle: `${i < 7 ? 0 : 1}:${i % 7}` });
  s = step(s, { kind: 'move', seat: 0, move: { kind: 'first', seat: 0 } });
  s = step(s, { kind: 'commit', seats: [0, 1] });
  return step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'mulligan', handles: [] } }, { seat: 1, value: { kind: 'mulligan', handles: [] } }] });
}

/** The card id at a square, or null. */
export const at = (s: ArkState, sq: string): string | null => {
  const p = s.board.find((x) => x.at === sq);
  return p ? p.id.replace(/#\d+$/, '') : null;
};

export const controlAt = (s: ArkState, sq: string): Seat | null => s.board.find((x) => x.at === sq)?.control ?? null;

export { deckInstances };
