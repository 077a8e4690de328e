/**
 * Crystal Factions public state and small pure helpers over it. Plain JSON: type aliases,
 * integers only, null rather than undefined. Cards are instance ids (`scout-drone#2`);
 * a card only its owner has seen is a handle (`"seat:d"`).
 */
import { clockwise } from '../../flow/index.js';
import type { Handle, PrivatePile, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import type { Choice } from './moves.js';
import type { Effect, Faction, Lane } from './types.js';
import { BASE_POWER, LANES } from './types.js';

export type Opening = 'v2' | 'v1';

export type Options = {
  readonly opening: Opening;
  /** Faction per seat; null: dealt at random (distinct while there are enough). */
  readonly factions: readonly Faction[] | null;
};

export type InPlay = {
  /** Instance id; the handle while a hidden card lies face down. */
  readonly id: string;
  /** Face down (Stealth): no power, untargetable, revealed at End of Turn. */
  readonly down: boolean;
  /** Commitment slot of a hidden face-down card, else null. */
  readonly slot: string | null;
  /** Power counts 0 until the end of the turn. */
  readonly disabled: boolean;
  /** Round it entered play. */
  readonly round: number;
  /** Global order of entering play (End of Turn abilities resolve in play order). */
  readonly order: number;
  /** Played from hand (its abilities trigger), rather than put into play by an effect. */
  readonly played: boolean;
  /** Revealed from Stealth. */
  readonly stealth: boolean;
};

export type LaneState = { readonly cards: readonly InPlay[]; readonly boost: number; readonly corruption: number };
export type Lanes = { readonly mining: LaneState; readonly attack: LaneState; readonly tech: LaneState };

export type Player = {
  readonly faction: Faction;
  readonly hp: number;
  readonly crystals: number;
  readonly out: boolean;
  /** Faction deck, drawn privately. */
  readonly pile: PrivatePile;
  /** Cards put on the bottom of the faction deck, known to the owner only: drawn in this order once the pile is empty. */
  readonly bottom: readonly Handle[];
  /** Face-up basic deck, top first. */
  readonly basic: readonly string[];
  /** Handles (hidden cards) and instance ids (cards everyone has seen). */
  readonly hand: readonly string[];
  readonly discard: readonly string[];
  readonly lanes: Lanes;
  /** Handles whose card has been shown, and the card each was. */
  readonly revealed: Readonly<Record<Handle, string>>;
  // This turn (reset at End of Round):
  readonly techLimit: number;
  readonly techUsed: number;
  readonly shield: number;
  readonly attackMod: number;
  readonly discount: { readonly cost: number; readonly tech: number };
  /** Hidden cards played face down this round (numbers the commitment slots). */
  readonly down: number;
  /** Crystals paid against the pending quake. */
  readonly brace: number;
};

/** Rule steps that are not card effects: paying against a quake, then the quake's damage. */
export type Internal =
  | { readonly kind: 'brace'; readonly amount: number }
  | { readonly kind: 'tremor'; readonly amount: number };

export type Step = Effect | Internal;

/** One effect waiting to resolve, with what it needs to know about its card. */
export type Task = {
  readonly seat: Seat;
  /** The card whose ability this is (instance id), or null. */
  readonly source: string | null;
  readonly stealth: boolean;
  /** Skip the task if its card has left play (phase and End of Turn abilities). */
  readonly needsSource: boolean;
  /** The opponent targeted by an earlier part of a multi-step effect. */
  readonly target: Seat | null;
  readonly effect: Step;
};

/** What the game waits for. */
export type Ask =
  /** A public choice among `options` (stored, since they depend only on public state). */
  | { readonly kind: 'choose'; readonly seat: Seat; readonly for: 'task' | 'turn' | 'opening'; readonly prompt: string; readonly options: readonly Choice[] }
  /** The seat plays cards from hand or ends its deploy turn. */
  | { readonly kind: 'deploy'; readonly seat: Seat }
  /** Opening (v2): put a card on the bottom of the faction deck, or keep the rest. */
  | { readonly kind: 'bottom'; readonly seat: Seat }
  /** A private draw from the seat's faction deck. */
  | { readonly kind: 'draw'; readonly seat: Seat; readonly for: 'turn' | 'opening' | 'effect' }
  /** The seat commits to the face-down card it just played. */
  | { readonly kind: 'commit'; readonly seat: Seat; readonly slot: string }
  | { readonly kind: 'reveal'; readonly seats: readonly Seat[]; readonly slot: string };

export type Stage =
  | 'opening' | 'startRound' | 'turnStart' | 'play' | 'attack' | 'damage' | 'mining' | 'gain' | 'reveal' | 'endOfTurn' | 'endRound' | 'over';

export type CFState = {
  readonly seats: number;
  readonly opening: Opening;
  readonly round: number;
  /** Holder of the priority token. */
  readonly priority: Seat;
  readonly stage: Stage;
  /** Seats still to act in this stage, in order. */
  readonly cursor: readonly Seat[];
  /** Stage-local counter: cards put on the bottom (opening), reveal slot (reveal). */
  readonly sub: number;
  readonly players: readonly Player[];
  readonly tasks: readonly Task[];
  readonly delayed: readonly Task[];
  readonly ask: Ask | null;
  /** Cards entered into play so far (play order). */
  readonly plays: number;
  readonly result: { readonly winners: readonly Seat[]; readonly summary: string } | null;
};

export const isHandle = (x: string): boolean => /^\d+:\d+$/.test(x);

export const playerOf = (s: CFState, seat: Seat): Player => s.players[seat] as Player;

export function withPlayer(s: CFState, seat: Seat, f: (p: Player) => Player): CFState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? f(p) : p)) };
}

export function withLane(p: Player, lane: Lane, f: (l: LaneState) => LaneState): Player {
  return { ...p, lanes: { ...p.lanes, [lane]: f(p.lanes[lane]) } };
}

/** A face-up card's printed power in a lane. */
export const powerIn = (id: string, lane: Lane): number => cardOf(id)?.power[lane] ?? 0;

/**
 * Sum of the face-up, enabled cards' power in the lane, plus tokens; never below the base card.
 * `countDisabled`: a disabled Tech card still supplies this turn's tech (the tech limit).
 */
export function laneValue(p: Player, lane: Lane, countDisabled = false): number {
  const l = p.lanes[lane];
  let v = BASE_POWER[lane] + l.boost - l.corruption + (lane === 'attack' ? p.attackMod : 0);
  for (const c of l.cards) if (!c.down && (countDisabled || !c.disabled)) v += powerIn(c.id, lane);
  return Math.max(BASE_POWER[lane], v);
}

/** Seats still in the game, starting with the priority holder and going left. */
export const order = (s: CFState): Seat[] => clockwise(s.seats, s.priority, (seat) => !playerOf(s, seat).out);

export const opponents = (s: CFState, seat: Seat): Seat[] => order(s).filter((x) => x !== seat);

/** Where a card is in its owner's lanes. */
export function locate(p: Player, id: string): { lane: Lane; card: InPlay } | null {
  for (const lane of LANES) {
    const card = p.lanes[lane].cards.find((c) => c.id === id);
    if (card) return { lane, card };
  }
  return null;
}

/** Takes a card out of its lane (no-op if absent). */
export function takeFromPlay(p: Player, id: string): Player {
  const at = locate(p, id);
  return at ? withLane(p, at.lane, (l) => ({ ...l, cards: l.cards.filter((c) => c.id !== id) })) : p;
}

export function putInLane(s: CFState, seat: Seat, lane: Lane, card: Omit<InPlay, 'order' | 'round'>): CFState {
  const entry: InPlay = { ...card, round: s.round, order: s.plays };
  return { ...withPlayer(s, seat, (p) => withLane(p, lane, (l) => ({ ...l, cards: [...l.cards, entry] }))), plays: s.plays + 1 };
}

/** Cards of the faction deck not yet drawn (random part) plus the bottom queue. */
export const factionLeft = (p: Player): number => p.pile.cards.length - p.pile.drawn.length + p.bottom.length;

export const set = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, j) => (j === i ? v : x));
