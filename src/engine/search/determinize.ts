/**
 * Determinizations for the search bot: one complete guess at every hidden card, drawn from what
 * ONE seat knows (the public state and the cards behind its own handles) and nothing else.
 *
 * `survey` reads the public state once per decision: every private pile (an object with `owner`,
 * `cards` and `drawn`), every shared pile (`id`, `cards`, `left`), every handle still referenced,
 * the cards the state names in the open (string values outside the piles, minus the keys a game
 * marks private, e.g. Crayne's `hidden`), and handle → card maps the game keeps for shown cards
 * (objects whose keys are all handles, such as `revealed` or `shown`). `sample` then deals one
 * world uniformly among those consistent with it:
 * - a private pile: its unseen cards (the list minus cards shown or known) are shuffled; the
 *   other seat's handles still in play take from them first, the rest stay in the pile;
 * - a shared pile: its list minus every copy named in the open and the seat's own cards is
 *   shuffled; other seats' handles still in play take from it first, then `left` cards form the
 *   pile, top first;
 * - a hidden deck list (no public cards): a plausible list from the game's `deckFor` hook (e.g.
 *   the simulator's random legal deck of the owner), or nothing (draws from it end the playout);
 * - a hand card from a pile the state no longer holds (Crayne reshuffles its discards into a new
 *   pile): among the owner's cards the game's `unseen` hook names, outside its present pile.
 * A game whose state says more (a card ruled out by a rule, such as a face-down card that must be
 * a Stealth card) is only approximated: the search still only ever plays legal values, since
 * every choice comes from the game's `legal`, and a playout the game refuses is scored where it
 * stopped. The seat's own pending commitments are not in its view either: they are guessed too.
 */
import { ByteStream, shuffle } from '../../crypto/stream.js';
import type { Handle, Json, Knowledge, PrivatePile, Seat, SharedPile } from '../game.js';

const HANDLE = /^(\d+):(\d+)$/;

/** What a game may tell the determinizer about its state (all optional). */
export interface DeterminizeHooks {
  /** Keys whose values name cards that are NOT public (Crayne's `hidden`: cards only their owner can place). */
  readonly privateKeys?: readonly string[];
  /**
   * The cards whose place only `owner` knows (its hidden hand and its pile), when the state keeps
   * them (Crayne's `hidden`): a hand card drawn from an earlier pile is guessed among them.
   */
  readonly unseen?: (state: Json, owner: Seat) => readonly string[] | null;
  /** A plausible hidden deck list for `owner` (a pile with `hidden` size), from a seed. */
  readonly deckFor?: (state: Json, owner: Seat, seed: Uint8Array) => readonly string[] | null;
}

type PileSurvey = { readonly pile: PrivatePile; readonly unknownRef: Handle[]; readonly unknownGone: Handle[] };

/** The public facts of one position, from one seat's view; computed once per decision. */
export interface Survey {
  readonly seat: Seat;
  readonly piles: readonly PileSurvey[];
  readonly shared: readonly SharedPile[];
  /** Handles whose card is known to the seat: its own, and every card the state shows for a handle. */
  readonly fixed: Readonly<Record<Handle, string>>;
  /** Other seats' handles still in play that came from no pile the state holds now (dealt from a shared pile, or from an earlier pile). */
  readonly orphans: readonly Handle[];
  /** The seat's own cards from no private pile that the state does not show (held in secret). */
  readonly ownSecret: readonly string[];
  /** Card ids named in the open (with multiplicity). */
  readonly open: ReadonlyMap<string, number>;
  /** Per seat, the index its next private draw gets. */
  readonly nextDraw: readonly number[];
}

const isObj = (v: Json): v is { readonly [k: string]: Json } => v !== null && typeof v === 'object' && !Array.isArray(v);
const isPrivatePile = (v: { readonly [k: string]: Json }): boolean => typeof v.owner === 'number' && Array.isArray(v.cards) && Array.isArray(v.drawn);
const isSharedPile = (v: { readonly [k: string]: Json }): boolean => typeof v.id === 'string' && Array.isArray(v.cards) && typeof v.left === 'number';

export function survey(state: Json, knowledge: Knowledge, seats: number, hooks: DeterminizeHooks = {}): Survey {
  const skip = new Set(hooks.privateKeys ?? []);
  const piles: PrivatePile[] = [];
  const shared = new Map<string, SharedPile>();
  const fixed: Record<Handle, string> = {};
  const open = new Map<string, number>();
  const shownHandles = new Set<Handle>();
  const referenced = new Set<Handle>();
  const nextDraw = Array.from({ length: seats }, () => 0);
  const seeHandle = (h: string): boolean => {
    const m = HANDLE.exec(h);
    if (!m) return false;
    const s = Number(m[1]);
    if (s < seats) nextDraw[s] = Math.max(nextDraw[s] ?? 0, Number(m[2]) + 1);
    return true;
  };
  const walk = (v: Json): void => {
    if (typeof v === 'string') {
      if (seeHandle(v)) referenced.add(v);
      else open.set(v, (open.get(v) ?? 0) + 1);
      return;
    }
    if (Array.isArray(v)) { for (const x of v) walk(x); return; }
    if (!isObj(v)) return;
    if (isPrivatePile(v)) { piles.push(v as unknown as PrivatePile); for (const h of v.drawn as string[]) seeHandle(h); return; }
    if (isSharedPile(v)) { shared.set(v.id as string, v as unknown as SharedPile); return; }
    const keys = Object.keys(v);
    if (keys.length && keys.every((k) => HANDLE.test(k) && typeof v[k] === 'string')) {
      for (const k of keys) { seeHandle(k); shownHandles.add(k); fixed[k] = v[k] as string; open.set(v[k] as string, (open.get(v[k] as string) ?? 0) + 1); }
      return;
    }
    for (const k of keys) if (!skip.has(k)) walk(v[k] as Json);
  };
  walk(state);
  const own = `${knowledge.seat}:`;
  for (const [h, c] of Object.entries(knowledge.cards)) if (h.startsWith(own)) { fixed[h] = c; seeHandle(h); }
  const fromPiles = new Set<Handle>();
  const pileSurveys = piles.map((pile): PileSurvey => {
    const unknownRef: Handle[] = [];
    const unknownGone: Handle[] = [];
    for (const h of pile.drawn) {
      fromPiles.add(h);
      if (fixed[h] === undefined) (referenced.has(h) ? unknownRef : unknownGone).push(h);
    }
    return { pile, unknownRef, unknownGone };
  });
  const orphans = [...referenced].filter((h) => !fromPiles.has(h) && fixed[h] === undefined && !h.startsWith(own)).sort();
  const ownSecret = Object.entries(knowledge.cards).filter(([h]) => h.startsWith(own) && !fromPiles.has(h) && !shownHandles.has(h)).map(([, c]) => c);
  return { seat: knowledge.seat, piles: pileSurveys, shared: [...shared.values()], fixed, orphans, ownSecret, open, nextDraw };
}

/** One guess at every hidden card. */
export interface World {
  /** Per seat, the cards behind its handles (what that seat's knowledge would be). */
  readonly hands: Record<Handle, string>[];
  /** Hidden deck lists guessed, by owner. */
  readonly decks: Record<number, readonly string[]>;
  /** Shared piles, top first. */
  readonly shared: Record<string, string[]>;
}

const seatOf = (h: Handle): number => Number(h.slice(0, h.indexOf(':')));

export function sample(state: Json, sv: Survey, seats: number, stream: ByteStream, hooks: DeterminizeHooks = {}): World {
  const hands: Record<Handle, string>[] = Array.from({ length: seats }, () => ({}));
  const put = (h: Handle, c: string): void => { const m = hands[seatOf(h)]; if (m) m[h] = c; };
  for (const [h, c] of Object.entries(sv.fixed)) put(h, c);
  const decks: Record<number, readonly string[]> = {};
  for (const { pile, unknownRef, unknownGone } of sv.piles) {
    let list: readonly string[] = pile.cards;
    if (pile.hidden !== undefined) {
      const seed = new Uint8Array(32);
      for (let i = 0; i < 32; i++) seed[i] = stream.byte();
      const guess = hooks.deckFor?.(state, pile.owner, seed) ?? null;
      if (!guess) continue;
      decks[pile.owner] = guess;
      list = guess;
    }
    const known = new Set(pile.drawn.map((h) => sv.fixed[h]).filter((c): c is string => c !== undefined));
    const seen = list.filter((c) => !known.has(c) && sv.open.has(c));
    const hidden = hooks.unseen?.(state, pile.owner);
    const inside = hidden ? new Set(hidden) : null;
    const unseen = shuffle(stream, list.filter((c) => !known.has(c) && !sv.open.has(c) && (!inside || inside.has(c))));
    const shownPool = shuffle(stream, seen);
    for (const h of unknownRef) { const c = unseen.pop() ?? shownPool.pop(); if (c !== undefined) put(h, c); }
    for (const h of unknownGone) { const c = shownPool.pop() ?? unseen.pop(); if (c !== undefined) put(h, c); }
  }
  const out: Record<string, string[]> = {};
  sv.shared.forEach((pile, i) => {
    const left = new Map(sv.open);
    if (i === 0) for (const c of sv.ownSecret) left.set(c, (left.get(c) ?? 0) + 1);
    const pool: string[] = [];
    for (const c of pile.cards) {
      const n = left.get(c) ?? 0;
      if (n > 0) left.set(c, n - 1); else pool.push(c);
    }
    const mixed = shuffle(stream, pool);
    if (i === 0) for (const h of sv.orphans) { const c = mixed.pop(); if (c !== undefined) put(h, c); }
    const order = mixed.slice(0, pile.left);
    while (order.length < pile.left && pile.cards.length) order.push(pile.cards[order.length % pile.cards.length] as string);
    out[pile.id] = order;
  });
  if (!sv.shared.length && sv.orphans.length && hooks.unseen) {
    // Hand cards from an earlier pile: among the owner's unseen cards that are not in its pile now.
    for (let owner = 0; owner < seats; owner++) {
      const mine = sv.orphans.filter((h) => seatOf(h) === owner);
      if (!mine.length) continue;
      const inPile = new Set(sv.piles.filter((p) => p.pile.owner === owner).flatMap((p) => p.pile.cards));
      const pool = shuffle(stream, (hooks.unseen(state, owner) ?? []).filter((c) => !inPile.has(c)));
      for (const h of mine) { const c = pool.pop(); if (c !== undefined) put(h, c); }
    }
  }
  return { hands, decks, shared: out };
}

