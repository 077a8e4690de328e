/** Test helpers: states built from the real setup, then arranged for one rule at a time. */
import { taggedHash } from '../../src/crypto/hash.js';
import type { Applied, Input, Json, Knowledge, RuleError } from '../../src/engine/game.js';
import { crystalFactionsGame as game } from '../../src/engine/games/crystal-factions/game.js';
import type { CFMove } from '../../src/engine/games/crystal-factions/moves.js';
import type { CFState, InPlay, Player } from '../../src/engine/games/crystal-factions/state.js';
import type { Faction, Lane } from '../../src/engine/games/crystal-factions/types.js';
import { recordingRng } from '../../src/engine/rng.js';
import type { Result } from '../../src/result.js';

export { game };

export const seedOf = (...parts: (string | number)[]): Uint8Array =>
  taggedHash('facedown/test', ...parts.map((p) => new TextEncoder().encode(String(p))));

/** The state right after setup. */
export function fresh(seats = 2, options: Json = {}, seed = 1): CFState {
  const o = game.parseOptions(options);
  if (!o.ok) throw new Error(o.error);
  const s = game.setup(o.value, seats, recordingRng(seedOf('setup', seed)));
  if (!s.ok) throw new Error(s.error);
  return s.value;
}

export const card = (id: string, extra: Partial<InPlay> = {}): InPlay => ({
  id, down: false, slot: null, disabled: false, round: 0, order: 0, played: false, stealth: false, ...extra,
});

export function patch(s: CFState, seat: number, f: Partial<Player> | ((p: Player) => Player)): CFState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? (typeof f === 'function' ? f(p) : { ...p, ...f }) : p)) };
}

/** Puts cards (and tokens) in a seat's lane. */
export function lane(s: CFState, seat: number, l: Lane, ids: readonly string[], tokens: { boost?: number; corruption?: number } = {}): CFState {
  return patch(s, seat, (p) => ({
    ...p,
    lanes: { ...p.lanes, [l]: { cards: [...p.lanes[l].cards, ...ids.map((id) => card(id))], boost: tokens.boost ?? p.lanes[l].boost, corruption: tokens.corruption ?? p.lanes[l].corruption } },
  }));
}

/**
 * A mid-game state: round 2, seat `seat` deploying with the given tech limit, everyone else
 * already done (so ending the turn runs Attack, Mining and End of Turn). Hands empty unless given.
 */
export function deploying(seats: number, seat = 0, o: { factions?: Faction[]; techLimit?: number; crystals?: number } = {}): CFState {
  const base = fresh(seats, o.factions ? { factions: o.factions } : {});
  const players = base.players.map((p) => ({ ...p, hand: [], crystals: o.crystals ?? 5 }));
  const s: CFState = { ...base, players, round: 2, priority: seat, stage: 'play', cursor: [seat], sub: 0, ask: { kind: 'deploy', seat }, tasks: [] };
  return patch(s, seat, { techLimit: o.techLimit ?? 1, techUsed: 0 });
}

/** Gives a seat hidden cards in hand: handles `${seat}:${d}` recorded as drawn. Returns the knowledge. */
export function hide(s: CFState, seat: number, cards: readonly string[]): { s: CFState; k: Knowledge } {
  const p = s.players[seat] as Player;
  const start = p.pile.drawn.length;
  const handles = cards.map((_, i) => `${seat}:${start + i}`);
  const k: Knowledge = { seat, cards: Object.fromEntries(handles.map((h, i) => [h, cards[i] as string])) };
  return { s: patch(s, seat, { hand: [...p.hand, ...handles], pile: { ...p.pile, drawn: [...p.pile.drawn, ...handles] } }), k };
}

export function step(s: CFState, input: Input<CFMove>): Applied<CFState> {
  const r: Result<Applied<CFState>, RuleError> = game.apply(s, input);
  if (!r.ok) throw new Error(`refused: ${typeof r.error === 'string' ? r.error : `seat ${r.error.seat}: ${r.error.reason}`}`);
  return r.value;
}

/** The typed move for a JSON value, as the lockstep machine parses it (throws in tests when it is no move). */
export function parsed(m: Json): CFMove {
  const v = game.parseMove(m);
  if (v === null) throw new Error(`not a move: ${JSON.stringify(m)}`);
  return v;
}

export const move = (s: CFState, seat: number, m: Json): CFState => step(s, { kind: 'move', seat, move: parsed(m) }).state;

export function refused(s: CFState, input: Input<CFMove>): string {
  const r = game.apply(s, input);
  if (r.ok) throw new Error('expected a refusal');
  return typeof r.error === 'string' ? r.error : `seat ${r.error.seat}: ${r.error.reason}`;
}

export const P = (s: CFState, seat: number): Player => s.players[seat] as Player;
