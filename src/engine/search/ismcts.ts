/**
 * A search bot for any game: single-observer information-set Monte Carlo tree search.
 *
 * Each iteration deals one world from the searching seat's own knowledge only (determinize.ts),
 * walks a tree over that seat's own decisions (UCT among the values the game lists as legal in
 * that world, counted by availability), lets every other seat play the rollout policy, and plays
 * on with the policy to the end or to a step cap (then the game's `evaluate` scores the state,
 * else it counts as half a win). A result is the seat's share of the win (1/number of winners,
 * 0 when it is not among them).
 *
 * The root is not chosen by UCT but by sequential halving with common random numbers, which
 * suits budgets of tens of playouts: the candidates (the policy's own choice, then its next
 * choices, asked again without the ones it already gave, as many as the budget affords about
 * four playouts each) are all played in the same guessed worlds with the same draws and rolls as
 * far as they go, and the better half goes on, round after round. Ties keep the policy's choice.
 *
 * Pure: no clock and no ambient randomness. The budget is an iteration count; the randomness is a byte
 * stream seeded from the bot's seed and the view itself, so a seeded bot makes the same choice
 * for the same view whatever it was asked before. It reads only the view's public state and the
 * cards behind the seat's OWN handles (any other handle in `knowledge` is ignored).
 */
import { canonical } from '../../crypto/canonical.js';
import { taggedHash } from '../../crypto/hash.js';
import { ByteStream, uniformInt } from '../../crypto/stream.js';
import type { Bot, BotView } from '../bots.js';
import type { AnyGame, Json, Knowledge, Request, Seat } from '../game.js';
import { type DeterminizeHooks, sample, survey } from './determinize.js';
import { type PlayoutHooks, Playout, seedFrom } from './playout.js';

export interface SearchOptions extends DeterminizeHooks, PlayoutHooks {
  /** Iterations per decision (the whole budget: no clock). */
  readonly iterations: number;
  /** The rollout policy (and the other seats' play): a bot factory, e.g. the game's heuristic, or the random bot. */
  readonly policy: (seed: Uint8Array) => Bot;
  readonly seed: Uint8Array;
  /** Steps a playout may take before it is scored by `evaluate` (default 2000). */
  readonly depth?: number;
  /**
   * Turns a playout may see before it is scored by `evaluate`: it stops when the seat asked to
   * move has changed this many times (2: the rest of this turn and the next seat's reply). None: no such limit.
   */
  readonly turns?: number;
  /** A state's worth to `seat` in [0, 1], where a playout stops short of the end (default 0.5). */
  readonly evaluate?: (state: Json, seat: Seat) => number;
  /** UCT exploration constant (default 0.7). */
  readonly explore?: number;
}

type Node = { visits: number; total: number; avail: number; readonly children: Map<string, Node> };
const node = (): Node => ({ visits: 0, total: 0, avail: 0, children: new Map() });
const keyOf = (m: Json): string => JSON.stringify(m);

const enc = new TextEncoder();
const CHOICES = new Set(['move', 'answer', 'commit']);
/** Playouts per candidate the budget should allow at least (else fewer root values are tried). */
const PER_CANDIDATE = 4;

/** The seat's own knowledge only: handles of other seats are dropped, whatever the caller passed. */
function ownOnly(k: Knowledge): Knowledge {
  const prefix = `${k.seat}:`;
  return { seat: k.seat, cards: Object.fromEntries(Object.entries(k.cards).filter(([h]) => h.startsWith(prefix))) };
}

export function searchBot(def: AnyGame, opts: SearchOptions): Bot {
  const depth = opts.depth ?? 2000;
  const c = opts.explore ?? 0.7;
  const turns = opts.turns ?? Infinity;
  return (view: BotView): Json => {
    const legal = view.legal;
    if (legal.length <= 1 || !CHOICES.has(view.request.kind)) return legal[0] ?? null;
    const knowledge = ownOnly(view.knowledge);
    const me = knowledge.seat;
    const stream = new ByteStream(taggedHash('facedown/search', opts.seed, canonical(view.state), enc.encode(`${me}`)));
    const seats = seatCount(view.state, view.request, me);
    const sv = survey(view.state, knowledge, seats, opts);
    // The policy's own choice at the root is always a candidate, and wins ties.
    const rootKeys = legal.map(keyOf);
    const rootPolicy = opts.policy(seedFrom(stream));
    const ask = (from: readonly number[]): number => {
      const options = from.map((i) => legal[i] as Json);
      const k = keyOf(rootPolicy({ state: view.state, request: view.request, legal: options, knowledge }));
      return from.find((i) => rootKeys[i] === k) ?? (from[0] as number);
    };
    const priorIndex = ask(legal.map((_, i) => i));
    const root = node();

    /** One iteration: the root value is `forced`; the world and every roll come from `worldSeed`. */
    const iterate = (forced: number, worldSeed: Uint8Array): number => {
      const ws = new ByteStream(worldSeed);
      const world = sample(view.state, sv, seats, ws, opts);
      const policies: Bot[] = Array.from({ length: seats }, () => opts.policy(seedFrom(ws)));
      const p = new Playout(def, world, sv.nextDraw, ws, opts);
      const path: Node[] = [];
      let at: Node | null = root;
      let first = true;
      let s: Json = view.state;
      const choose = (seat: Seat, request: Request, options: readonly Json[], k: Knowledge): Json => {
        if (seat !== me || at === null) return (policies[seat] ?? (policies[0] as Bot))({ state: s, request, legal: options, knowledge: k });
        const list = first ? legal : options;
        if (list.length === 0) return null;
        const keys = first ? rootKeys : list.map(keyOf);
        const parent: Node = at;
        let pick = first ? forced : -1;
        first = false;
        const fresh: number[] = [];
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i] as string;
          let ch = parent.children.get(key);
          if (!ch) { ch = node(); parent.children.set(key, ch); }
          ch.avail++;
          if (ch.visits === 0) fresh.push(i);
        }
        if (pick < 0 && fresh.length) pick = fresh[uniformInt(ws, fresh.length)] as number;
        if (pick < 0) {
          let best = -Infinity;
          for (let i = 0; i < keys.length; i++) {
            const ch = parent.children.get(keys[i] as string) as Node;
            const u = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
            if (u > best) { best = u; pick = i; }
          }
        }
        const child = parent.children.get(keys[pick] as string) as Node;
        path.push(child);
        // A node met for the first time ends the walk down the tree: the playout goes on with the policy.
        at = child.visits === 0 ? null : child;
        return list[pick] as Json;
      };
      let reward = 0.5;
      try {
        let mover: Seat | null = null;
        let changes = 0;
        for (let steps = 0; ; steps++) {
          const request = def.request(s);
          if (!request) {
            const r = def.result(s);
            reward = r && r.winners.includes(me) ? 1 / r.winners.length : 0;
            break;
          }
          if (request.kind === 'move') {
            if (mover !== null && request.seat !== mover) changes++;
            mover = request.seat;
          }
          const next = steps >= depth || changes >= turns ? null : p.step(s, request, choose);
          if (next === null) { reward = opts.evaluate?.(s, me) ?? 0.5; break; }
          s = next;
        }
      } catch {
        // A guessed world the game cannot play on: scored as it stands.
        reward = opts.evaluate?.(s, me) ?? 0.5;
      }
      root.visits++;
      for (const n of path) { n.visits++; n.total += reward; }
      return reward;
    };

    // Sequential halving at the root with common random numbers: in each round every candidate
    // is played in the same worlds, the better half goes on. Too many values for the budget: the
    // policy's own first choices (asked again without the ones it already gave), best first.
    const room = Math.max(2, Math.floor(opts.iterations / PER_CANDIDATE));
    let cands = [priorIndex];
    let rest = legal.map((_, i) => i).filter((i) => i !== priorIndex);
    while (cands.length < room && rest.length) {
      const next = ask(rest);
      cands.push(next);
      rest = rest.filter((i) => i !== next);
    }
    const sums = new Map<number, number>(cands.map((i) => [i, 0]));
    const counts = new Map<number, number>(cands.map((i) => [i, 0]));
    const rounds = Math.max(1, Math.ceil(Math.log2(cands.length)));
    let spent = 0;
    for (let r = 0; r < rounds && cands.length > 1; r++) {
      const per = Math.max(1, Math.floor((opts.iterations - spent) / (cands.length * (rounds - r))));
      for (let w = 0; w < per; w++) {
        const worldSeed = seedFrom(stream);
        for (const i of cands) {
          sums.set(i, (sums.get(i) ?? 0) + iterate(i, worldSeed));
          counts.set(i, (counts.get(i) ?? 0) + 1);
          spent++;
        }
      }
      const mean = (i: number): number => (sums.get(i) ?? 0) / Math.max(1, counts.get(i) ?? 0);
      // Better mean first; ties keep the policy's choice, then the listed order.
      cands = [...cands].sort((a, b) => mean(b) - mean(a) || (a === priorIndex ? -1 : b === priorIndex ? 1 : a - b)).slice(0, Math.ceil(cands.length / 2));
    }
    return legal[cands[0] ?? priorIndex] as Json;
  };
}

/** How many seats play: the most seats any part of the view names (at least 2). */
function seatCount(state: Json, request: Request, me: Seat): number {
  const o = state as { seats?: unknown; players?: unknown; lords?: unknown } | null;
  if (o && typeof o === 'object' && !Array.isArray(o)) {
    if (typeof o.seats === 'number') return o.seats;
    if (Array.isArray(o.players)) return o.players.length;
    if (Array.isArray(o.lords)) return o.lords.length;
  }
  const named = 'seats' in request ? request.seats : 'seat' in request ? [request.seat] : [];
  return Math.max(2, me + 1, ...named.map((x) => x + 1));
}
