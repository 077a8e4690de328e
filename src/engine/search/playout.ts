/**
 * Playing a determinization forward: one step of any Request kind, as the simulator
 * (src/engine/simulate.ts) plays it, but in a guessed world (determinize.ts) instead of the real
 * one. Draws and deals come from the guessed piles, commitments are kept until their reveal, and
 * public randomness comes from the search's own seeded stream. Every choice is asked of `choose`
 * with the acting seat's knowledge in this world, so the game's `legal` judges it.
 *
 * A value committed before the search began is not known to the searching seat (not even its own:
 * a bot sees only the state). At its reveal the game's `guessReveal` hook lists the values it
 * could be (tried in a random order until the game accepts one); without it the playout stops.
 */
import { ByteStream, shuffle, uniformInt } from '../../crypto/stream.js';
import type { AnyGame, Applied, Handle, Input, Json, Knowledge, Request, Rng, Seat, SharedInput } from '../game.js';
import { handleOf } from '../game.js';
import type { World } from './determinize.js';

export type Chooser = (seat: Seat, request: Request, legal: readonly Json[], knowledge: Knowledge) => Json;

/** What a game may add for playouts. */
export interface PlayoutHooks {
  /** The values `seat` may have committed before the search began, for the reveal now asked. */
  readonly guessReveal?: (state: Json, seat: Seat, knowledge: Knowledge) => readonly Json[];
}

export class Playout {
  private readonly committed = new Map<string, Json>();
  private readonly draws: number[];
  readonly rng: Rng;

  constructor(
    private readonly def: AnyGame,
    private readonly world: World,
    nextDraw: readonly number[],
    stream: ByteStream,
    private readonly hooks: PlayoutHooks = {},
  ) {
    this.draws = [...nextDraw];
    // Cards and rolls from two streams of their own: two playouts of one world that choose
    // differently still draw the same cards and roll the same dice as far as they can.
    this.cards = new ByteStream(seedFrom(stream));
    const dice = new ByteStream(seedFrom(stream));
    this.stream = dice;
    this.rng = { int: (_l, n) => uniformInt(dice, n), shuffle: (_l, items) => shuffle(dice, items) };
  }

  private readonly cards: ByteStream;
  private readonly stream: ByteStream;

  knowledge(seat: Seat): Knowledge {
    return { seat, cards: this.world.hands[seat] ?? {} };
  }

  private newHandle(seat: Seat, card: string): Handle {
    const d = this.draws[seat] ?? 0;
    this.draws[seat] = d + 1;
    const h = handleOf(seat, d);
    const m = this.world.hands[seat];
    if (m) m[h] = card;
    return h;
  }

  private choose(s: Json, seat: Seat, request: Request, choose: Chooser): Json {
    const k = this.knowledge(seat);
    return choose(seat, request, this.def.legal(s, seat, k) as readonly Json[], k);
  }

  /** The state after one step, or null when this world cannot go on (nothing to draw, an unknown reveal, a refused input). */
  step(s: Json, request: Request, choose: Chooser): Json | null {
    let input: Input | SharedInput;
    switch (request.kind) {
      case 'shuffle': {
        const pile = [...(this.world.shared[request.pile.id] ?? []), ...request.add];
        this.world.shared[request.pile.id] = shuffle(this.cards, pile);
        input = { kind: 'shuffle', pile: request.pile.id };
        break;
      }
      case 'deal': case 'flip': {
        const card = this.world.shared[request.pile.id]?.shift();
        if (card === undefined) return null;
        input = request.kind === 'flip'
          ? { kind: 'flip', pile: request.pile.id, card }
          : { kind: 'deal', pile: request.pile.id, seat: request.seat, handle: this.newHandle(request.seat, card) };
        break;
      }
      case 'move': input = { kind: 'move', seat: request.seat, move: this.choose(s, request.seat, request, choose) }; break;
      case 'answer': input = { kind: 'answer', seat: request.seat, answer: this.choose(s, request.seat, request, choose) }; break;
      case 'commit':
        for (const seat of request.seats) this.committed.set(`${request.slot}#${seat}`, this.choose(s, seat, request, choose));
        input = { kind: 'commit', seats: request.seats };
        break;
      case 'reveal': return this.reveal(s, request);
      case 'random': input = { kind: 'random', rng: this.rng }; break;
      case 'draw': {
        const hands = this.world.hands;
        const taken = new Set(request.pile.drawn.map((h) => hands[Number(h.slice(0, h.indexOf(':')))]?.[h]));
        const list = request.pile.hidden !== undefined ? this.world.decks[request.seat] : request.pile.cards;
        if (!list) return null;
        const remaining = [...list].sort().filter((c) => !taken.has(c));
        if (!remaining.length) return null;
        const card = remaining[uniformInt(this.cards, remaining.length)] as string;
        input = { kind: 'draw', seat: request.seat, handle: this.newHandle(request.seat, card) };
        break;
      }
    }
    const r = input.kind === 'shuffle' || input.kind === 'deal' || input.kind === 'flip'
      ? this.def.applyShared?.(s, input) ?? null
      : this.def.apply(s, input);
    return r && r.ok ? (r.value as Applied<Json>).state : null;
  }

  private reveal(s: Json, request: Extract<Request, { kind: 'reveal' }>): Json | null {
    const seats = [...request.seats].sort((a, b) => a - b);
    const known = seats.map((seat) => this.committed.get(`${request.slot}#${seat}`));
    for (const seat of seats) this.committed.delete(`${request.slot}#${seat}`);
    const missing = seats.filter((_, i) => known[i] === undefined);
    const guesses = missing.map((seat) => shuffle(this.stream, this.hooks.guessReveal?.(s, seat, this.knowledge(seat)) ?? []));
    // Known values as they are; for each missing one, its guesses in turn (the others' first guess).
    const attempts = Math.max(1, ...guesses.map((g) => g.length));
    for (let a = 0; a < attempts; a++) {
      let g = 0;
      const values = seats.map((seat, i) => {
        const v = known[i];
        if (v !== undefined) return { seat, value: v };
        const list = guesses[g++] ?? [];
        return { seat, value: list[Math.min(a, list.length - 1)] ?? null };
      });
      if (values.some((v) => v.value === null) && missing.length) return null;
      const r = this.def.apply(s, { kind: 'reveal', values });
      if (r.ok) return (r.value as Applied<Json>).state;
      if (!missing.length) return null;
    }
    return null;
  }
}

/** 32 bytes of the stream, to seed another. */
export function seedFrom(s: ByteStream): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = s.byte();
  return out;
}
