/**
 * A scripted driver for game-level Crayne tests: deterministic setup, rigged hands and decks,
 * and step-by-step play where the test decides every choice and which card each draw gives.
 */
import { expect } from 'vitest';
import type { Handle, Input, Json, Request, Rng, Seat, Shown } from '../../src/engine/game.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import type { CrayneMove } from '../../src/engine/games/crayne/moves.js';
import { crayneInvariants } from '../../src/engine/games/crayne/invariants.js';
import type { CrayneState, Lord, PlayedEntry, Task } from '../../src/engine/games/crayne/state.js';
import { FACTIONS, type Faction } from '../../src/engine/games/crayne/types.js';

/** Always the first option: factions, piles and draws come out in canonical order. */
export const firstRng: Rng = { int: () => 0, shuffle: (_l, items) => [...items] };

/** An Rng that returns the given ints in turn (then 0). */
export function scriptedRng(ints: readonly number[]): Rng {
  let i = 0;
  return { int: (_l, n) => Math.min(n - 1, ints[i++] ?? 0), shuffle: (_l, items) => [...items] };
}

/** Picks the given factions and first player, 0 for everything else. */
export function tableRng(o: { factions?: readonly Faction[]; overlord?: number } = {}): Rng {
  const rest = [...FACTIONS];
  let k = 0;
  return {
    int(label, n) {
      if (label === 'factions in play' && o.factions) {
        const idx = rest.indexOf(o.factions[k++] as Faction);
        rest.splice(idx, 1);
        return idx;
      }
      if (label.startsWith('first') && o.overlord !== undefined) return Math.min(n - 1, o.overlord);
      return 0;
    },
    shuffle: (_l, items) => [...items],
  };
}

/** A test's input with its moves parsed as the lockstep machine parses them, or why not. */
export function typed(input: Input): Input<CrayneMove> | string {
  const parse = (v: Json): CrayneMove | string => crayneGame.parseMove(v) ?? `not a move of Crayne: ${JSON.stringify(v)}`;
  switch (input.kind) {
    case 'move': { const m = parse(input.move); return typeof m === 'string' ? m : { ...input, move: m }; }
    case 'answer': { const m = parse(input.answer); return typeof m === 'string' ? m : { ...input, answer: m }; }
    case 'reveal': {
      const values: { seat: Seat; value: CrayneMove }[] = [];
      for (const x of input.values) {
        const m = parse(x.value);
        if (typeof m === 'string') return m;
        values.push({ seat: x.seat, value: m });
      }
      return { kind: 'reveal', values };
    }
    default: return input;
  }
}

export class Table {
  state: CrayneState;
  known: Record<Handle, string> = {};
  shown: Shown[] = [];
  private draws: number[];
  private committed = new Map<Seat, Json>();
  /** Which card the next draw of a seat gives (default: the first remaining, sorted). */
  deal: (seat: Seat, remaining: readonly string[]) => string = (_s, r) => r[0] as string;
  rng: Rng = firstRng;

  constructor(state: CrayneState) {
    this.state = state;
    this.draws = state.lords.map(() => 100);
  }

  static setup(options: Json, seats: number, rng: Rng = firstRng): Table {
    const parsed = crayneGame.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error);
    const s = crayneGame.setup(parsed.value, seats, rng);
    if (!s.ok) throw new Error(s.error);
    return new Table(s.value);
  }

  get request(): Request | null { return crayneGame.request(this.state); }

  legal(seat: Seat): readonly Json[] { return crayneGame.legal(this.state, seat, { seat, cards: this.known }); }

  apply(raw: Input): void {
    const input = typed(raw);
    if (typeof input === 'string') throw new Error(input);
    const r = crayneGame.apply(this.state, input);
    if (!r.ok) throw new Error(`apply ${JSON.stringify(input).slice(0, 200)}: ${JSON.stringify(r.error)}`);
    this.shown.push(...(r.value.shown ?? []));
    for (const sh of r.value.shown ?? []) expect(this.known[sh.handle]).toBe(sh.card);
    this.state = r.value.state;
    const bad = crayneInvariants(this.state, this.known);
    if (bad) throw new Error(`invariant: ${bad}`);
  }

  /** Applies an input that must be refused; returns the reason. */
  refuse(raw: Input): string {
    const input = typed(raw);
    if (typeof input === 'string') return input;
    const r = crayneGame.apply(this.state, input);
    if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
    return typeof r.error === 'string' ? r.error : r.error.reason;
  }

  /** Does every step that needs no decision: private draws, public randomness, reveals. */
  auto(): Request | null {
    for (;;) {
      const req = this.request;
      if (!req) return null;
      if (req.kind === 'draw') {
        const taken = new Set(req.pile.drawn.map((h) => this.known[h]));
        const remaining = [...req.pile.cards].sort().filter((c) => !taken.has(c));
        const handle = `${req.seat}:${this.draws[req.seat] = (this.draws[req.seat] ?? 0) + 1}`;
        this.known[handle] = this.deal(req.seat, remaining);
        this.apply({ kind: 'draw', seat: req.seat, handle });
      } else if (req.kind === 'random') {
        this.apply({ kind: 'random', rng: this.rng });
      } else if (req.kind === 'reveal') {
        this.apply({ kind: 'reveal', values: [...req.seats].map((seat) => ({ seat, value: this.committed.get(seat) ?? null })) });
        this.committed.clear();
      } else return req;
    }
  }

  /** Commits one value per live seat (given, or the first legal), then reveals. */
  playStep(values: Readonly<Record<number, Json>> = {}): void {
    const req = this.auto();
    if (req?.kind !== 'commit') throw new Error(`expected a commit, got ${JSON.stringify(req)}`);
    for (const seat of req.seats) {
      const v = values[seat] ?? this.legal(seat)[0] ?? null;
      expect(this.legal(seat)).toContainEqual(v);
      this.committed.set(seat, v);
    }
    this.apply({ kind: 'commit', seats: req.seats });
  }

  /** Reveals what was committed (only that step). */
  reveal(): void {
    const req = this.request;
    if (req?.kind !== 'reveal') throw new Error(`expected a reveal, got ${JSON.stringify(req)}`);
    this.apply({ kind: 'reveal', values: [...req.seats].map((seat) => ({ seat, value: this.committed.get(seat) ?? null })) });
    this.committed.clear();
  }

  /** Answers the current move or answer request with the given value (checked against legal). */
  choose(value: Json): void {
    const req = this.auto();
    if (req?.kind !== 'move' && req?.kind !== 'answer') throw new Error(`expected a move or answer, got ${JSON.stringify(req)}`);
    expect(this.legal(req.seat)).toContainEqual(value);
    this.apply(req.kind === 'move' ? { kind: 'move', seat: req.seat, move: value } : { kind: 'answer', seat: req.seat, answer: value });
  }

  /** Plays on with the first legal value (or `pick`) until `until` holds or the game ends. */
  runUntil(until: (s: CrayneState, req: Request) => boolean, pick: (legal: readonly Json[], req: Request) => Json = (l) => l[0] ?? null): void {
    for (let i = 0; i < 10_000; i++) {
      const req = this.auto();
      if (!req || until(this.state, req)) return;
      if (req.kind === 'commit') {
        for (const seat of req.seats) this.committed.set(seat, pick(this.legal(seat), req));
        this.apply({ kind: 'commit', seats: req.seats });
      } else if (req.kind === 'move' || req.kind === 'answer') {
        const v = pick(this.legal(req.seat), req);
        this.apply(req.kind === 'move' ? { kind: 'move', seat: req.seat, move: v } : { kind: 'answer', seat: req.seat, answer: v });
      }
    }
    throw new Error('runUntil: too many steps');
  }

  head(): Task | undefined { return this.state.queue[0]; }
  lord(seat: Seat): Lord { return this.state.lords[seat] as Lord; }
  hand(seat: Seat): string[] { return this.lord(seat).hand.map((h) => this.known[h] as string); }

  /**
   * Gives a seat exactly these cards (taken from wherever they are in public zones; the seat's
   * own cards go out of play), with the hand already drawn, and starts round 1, play 1.
   */
  rig(seat: Seat, spec: { hand?: string[]; deck?: string[]; discard?: string[]; played?: PlayedEntry[]; influence?: number }): void {
    let s = this.state;
    const mine = [...this.lord(seat).hidden, ...this.lord(seat).discard, ...this.lord(seat).played.map((p) => p.card)];
    const want = [...(spec.hand ?? []), ...(spec.deck ?? []), ...(spec.discard ?? []), ...(spec.played ?? []).map((p) => p.card)];
    const zones = ['aux', 'market', 'pit', 'mercenaries', 'camps', 'removed'] as const;
    let removed = [...s.removed, ...mine.filter((c) => !want.includes(c))];
    s = { ...s, removed };
    for (const card of want) {
      if (mine.includes(card)) continue;
      const zone = zones.find((z) => s[z].includes(card));
      if (!zone) throw new Error(`rig: ${card} is not in a public zone`);
      s = { ...s, [zone]: s[zone].filter((c) => c !== card) };
    }
    removed = s.removed.filter((c) => !want.includes(c)).sort();
    const hand = (spec.hand ?? []).map((card) => {
      const handle = `${seat}:${this.draws[seat] = (this.draws[seat] ?? 0) + 1}`;
      this.known[handle] = card;
      return handle;
    });
    const cards = [...(spec.hand ?? []), ...(spec.deck ?? [])].sort();
    const l = this.lord(seat);
    const lord: Lord = {
      ...l, hand, hidden: cards, pile: { owner: seat, cards, drawn: hand }, discard: spec.discard ?? [], played: spec.played ?? [],
      influence: spec.influence ?? l.influence, plays: 0, handLimit: 3, pitAllowances: [],
    };
    const queue: Task[] = [{ t: 'commit' }];
    this.state = { ...s, removed, lords: s.lords.map((x, i) => (i === seat ? lord : x)), round: 1, step: 1, queue };
    this.state = { ...this.state, cardCount: countCards(this.state) };
    const bad = crayneInvariants(this.state, this.known);
    if (bad) throw new Error(`rig: ${bad}`);
  }
}

export const kept = (card: string, more: Partial<PlayedEntry> = {}): PlayedEntry => ({ card, fresh: false, choice: null, sacrificed: false, facing: 'left', gifted: false, ...more });

export function countCards(s: CrayneState): number {
  const lords = s.lords.reduce((n, l) => n + l.hidden.length + l.discard.length + l.played.length, 0);
  const bots = (s.automata?.decks ?? []).reduce((n, d) => n + d.pile.length + d.discard.length + d.played.length, 0);
  return lords + bots + s.aux.length + s.market.length + s.pit.length + s.mercenaries.length + s.camps.length + s.removed.length;
}
