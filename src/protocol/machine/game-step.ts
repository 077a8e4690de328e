/**
 * One call of the game's rules for a step, remembered: the same game state (by identity) and the
 * same input give the same outcome, so a seat that looks ahead (ahead.ts) and then applies the
 * step it sent, or a step tried with placeholders (`opensAtCommit`), runs the rules once.
 *
 * Game states are readonly and replaced, never edited, so identity is a sound key; the input is
 * keyed by its canonical parts (a random step by its seed, whose draws the memo replays into the
 * new recording rng).
 */
import type { Json } from '../../crypto/canonical.js';
import type { AnyGame, GameResult, RandomUse, Request, RuleError, SharedInput, Shown } from '../../engine/game.js';
import type { RecordingRng } from '../../engine/rng.js';
import type { Result } from '../../result.js';
import { isShared } from '../shared-deck/shared-pile.js';

export type GameInput = Parameters<AnyGame['apply']>[1] | SharedInput;


export interface GameOutcome {
  readonly applied: Result<{ state: Json; shown?: readonly Shown[] }, RuleError>;
  readonly text: string | undefined;
  /** The result when the rules ask nothing more (the match is over), else undefined. */
  readonly over: { readonly result: GameResult } | undefined;
}

interface Entry extends GameOutcome {
  readonly def: AnyGame;
  readonly quiet: boolean;
  readonly uses: readonly RandomUse[] | undefined;
}

/** A few outcomes per game state: the step really taken and the ones tried on the way. */
const KEEP = 4;
const memo = new WeakMap<object, Map<string, Entry>>();

/** The memo key of an input, or null when it cannot be keyed (never remembered). */
function keyOf(input: GameInput, seed: string | undefined): string | null {
  switch (input.kind) {
    case 'random': return seed === undefined ? null : `r${seed}`;
    case 'draw': return `d${input.seat}|${input.handle}`;
    default: return JSON.stringify(input);
  }
}

/** What the rules ask next in a game state, by identity (a pure function of the state, asked many times per step). */
const asked = new WeakMap<object, { readonly def: AnyGame; readonly request: Request | null }>();
/** The last state asked and its request: a step asks of its state (twice), then of the next one, again and again. */
let lastGame: object | undefined, lastDef: AnyGame | undefined, lastRequest: Request | null = null;

/**
 * `remember`: keep the answer for any later state (a live seat looks ahead and back); the
 * verifier, which asks only of the state it is at and then of the next, keeps only the last (a weak
 * map entry per state costs more than asking the rules again).
 */
export function requestOf(def: AnyGame, game: Json, remember = true): Request | null {
  if (typeof game !== 'object' || game === null) return def.request(game);
  if (game === lastGame && def === lastDef) return lastRequest;
  let request: Request | null;
  const seen = asked.get(game);
  if (seen && seen.def === def) {
    request = seen.request;
  } else {
    request = def.request(game) as Request | null;
    if (remember) asked.set(game, { def, request });
  }
  lastGame = game; lastDef = def; lastRequest = request;
  return request;
}

/**
 * `quiet`: the verifier, which wants no log lines and applies each step exactly once, so it
 * neither keys nor remembers outcomes (a memo would cost it a key and a map per step, for nothing).
 */
export function gameStep(def: AnyGame, quiet: boolean, game: Json, input: GameInput, seed?: string): GameOutcome {
  const key = !quiet && typeof game === 'object' && game !== null ? keyOf(input, seed) : null;
  const seen = key === null ? undefined : memo.get(game as object)?.get(key);
  if (seen && seen.def === def && seen.quiet === quiet) {
    if (input.kind === 'random' && seen.uses) (input.rng as RecordingRng & { uses: RandomUse[] }).uses.push(...seen.uses);
    return seen;
  }
  const shared = isShared(input);
  const text = quiet || shared ? undefined : def.describe?.(game, input);
  const applied = (shared
    ? def.applyShared?.(game, input) ?? { ok: false, error: `${def.name} has no shared piles` }
    : def.apply(game, input)) as GameOutcome['applied'];
  let over: GameOutcome['over'];
  if (applied.ok && requestOf(def, applied.value.state, !quiet) === null) over = { result: def.result(applied.value.state) ?? { winners: [], summary: 'no result' } };
  const uses = input.kind === 'random' ? [...(input.rng as RecordingRng).uses] : undefined;
  if (key !== null) {
    let m = memo.get(game as object);
    if (!m) { m = new Map(); memo.set(game as object, m); }
    if (m.size >= KEEP) m.delete(m.keys().next().value as string);
    m.set(key, { def, quiet, uses, applied, text, over });
  }
  return { applied, text, over };
}
