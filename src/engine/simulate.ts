/**
 * Engine-only play: a whole match with no protocol, for simulations and invariant checks at
 * scale. Randomness comes from one seeded stream. The simulator itself knows every draw (the
 * referee: invariants get all of it, and shown cards are checked at once against the real
 * draws, the audit inline), but each seat's bot and the game's `legal` see only that seat's
 * own knowledge, as in a real match: the handles that seat drew.
 */
import { ByteStream, shuffle, uniformInt } from '../crypto/stream.js';
import { type Result, err, ok } from '../result.js';
import type { Bot } from './bots.js';
import type { AnyGame, Applied, GameResult, Handle, Input, Json, Rng, Seat, SharedInput } from './game.js';
import { handleOf } from './game.js';

export interface SimOptions {
  /** Called after every step with the new state; return a string to fail the run. */
  readonly check?: (state: Json, known: Readonly<Record<Handle, string>>) => string | null;
  readonly maxSteps?: number;
  /** Per seat, the hidden deck list it brings (games that build decks before the match: `wantsDeck`). */
  readonly decks?: readonly (readonly string[] | null)[];
}

export interface SimRun {
  readonly state: Json;
  readonly steps: number;
  readonly result: GameResult;
}

const streamRng = (s: ByteStream): Rng => ({
  int: (_label, n) => uniformInt(s, n),
  shuffle: (_label, items) => shuffle(s, items),
});

export function simulate(
  def: AnyGame, options: Json, seats: number, seed: Uint8Array, bots: readonly Bot[], o: SimOptions = {},
): Result<SimRun> {
  const stream = new ByteStream(seed);
  const rng = streamRng(stream);
  const opts = def.parseOptions(options);
  if (!opts.ok) return err(`options: ${opts.error}`);
  const setup = def.setup(opts.value, seats, rng, o.decks?.map((d) => d?.length ?? null));
  if (!setup.ok) return err(`setup: ${setup.error}`);
  let state: Json = setup.value;
  const known: Record<Handle, string> = {};
  /** Per seat, only the cards behind the handles it drew itself (what its session would know). */
  const own: Record<Handle, string>[] = Array.from({ length: seats }, () => ({}));
  const draws = Array.from({ length: seats }, () => 0);
  /** Shared piles, top first (the simulator deals them in the clear). */
  const shared: Record<string, string[]> = {};
  /** Open commitments by `${slot}#${seat}`, as the lockstep keys them: a seat may hold several slots at once. */
  const committed = new Map<string, Json>();
  const view = (seat: Seat) => ({ seat, cards: own[seat] ?? {} });
  const choose = (seat: Seat, request: Parameters<Bot>[0]['request']): Json => {
    const legal = def.legal(state, seat, view(seat));
    return (bots[seat] as Bot)({ state, request, legal, knowledge: view(seat) });
  };
  const max = o.maxSteps ?? 100_000;
  for (let steps = 0; steps < max; steps++) {
    const request = def.request(state);
    if (!request) {
      const result = def.result(state);
      return result ? ok({ state, steps, result }) : err('the game ended without a result');
    }
    let input: Input | SharedInput;
    switch (request.kind) {
      case 'shuffle': {
        const pile = (shared[request.pile.id] ??= []);
        pile.push(...request.add);
        shared[request.pile.id] = [...rng.shuffle(`shared pile ${request.pile.id}`, pile)];
        input = { kind: 'shuffle', pile: request.pile.id };
        break;
      }
      case 'deal': case 'flip': {
        const card = shared[request.pile.id]?.shift();
        if (card === undefined) return err(`step ${steps}: ${request.kind} from an empty shared pile`);
        if (request.kind === 'flip') { input = { kind: 'flip', pile: request.pile.id, card }; break; }
        const d = draws[request.seat] ?? 0;
        draws[request.seat] = d + 1;
        const handle = handleOf(request.seat, d);
        known[handle] = card;
        (own[request.seat] as Record<Handle, string>)[handle] = card;
        input = { kind: 'deal', pile: request.pile.id, seat: request.seat, handle };
        break;
      }
      case 'move': input = { kind: 'move', seat: request.seat, move: choose(request.seat, request) }; break;
      case 'answer': input = { kind: 'answer', seat: request.seat, answer: choose(request.seat, request) }; break;
      case 'commit':
        for (const seat of request.seats) committed.set(`${request.slot}#${seat}`, choose(seat, request));
        input = { kind: 'commit', seats: request.seats };
        break;
      case 'reveal':
        input = { kind: 'reveal', values: [...request.seats].sort((a, b) => a - b).map((seat) => ({ seat, value: committed.get(`${request.slot}#${seat}`) ?? null })) };
        for (const seat of request.seats) committed.delete(`${request.slot}#${seat}`);
        break;
      case 'random': input = { kind: 'random', rng }; break;
      case 'draw': {
        const taken = new Set(request.pile.drawn.map((h) => known[h]));
        const list = request.pile.hidden !== undefined ? o.decks?.[request.seat] ?? [] : request.pile.cards;
        const remaining = [...list].sort().filter((c) => !taken.has(c));
        if (!remaining.length) return err(`step ${steps}: draw from an empty pile`);
        const d = draws[request.seat] ?? 0;
        draws[request.seat] = d + 1;
        const handle = handleOf(request.seat, d);
        const card = remaining[uniformInt(stream, remaining.length)] as string;
        known[handle] = card;
        (own[request.seat] as Record<Handle, string>)[handle] = card;
        input = { kind: 'draw', seat: request.seat, handle };
        break;
      }
    }
    const r = input.kind === 'shuffle' || input.kind === 'deal' || input.kind === 'flip'
      ? def.applyShared?.(state, input) ?? err(`step ${steps}: the game asked for a shared pile but has no applyShared`)
      : def.apply(state, input);
    if (!r.ok) return err(`step ${steps}: ${typeof r.error === 'string' ? r.error : `seat ${r.error.seat}: ${r.error.reason}`}`);
    const applied = r.value as Applied<Json>;
    for (const sh of applied.shown ?? []) {
      if (known[sh.handle] !== sh.card) return err(`step ${steps}: ${sh.handle} shown as ${sh.card}, drawn as ${known[sh.handle]}`);
    }
    state = applied.state;
    const bad = o.check?.(state, known);
    if (bad) return err(`step ${steps}: invariant broken: ${bad}`);
  }
  return err(`no result after ${max} steps`);
}
