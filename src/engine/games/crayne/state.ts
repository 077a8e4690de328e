/**
 * Crayne's public game state (plain canonical JSON: type aliases, integers, null for "none")
 * and the small helpers every phase module uses.
 *
 * The round is driven by a queue of tasks (`Task`). The head task decides what the next step
 * needs (flow.ts turns it into a Request); tasks that need no input are carried out at once.
 * Cards are instance ids (`wraiths#1`); a card only its owner has seen is a handle (`seat:d`).
 */
import { clockwise } from '../../flow/index.js';
import type { Handle, PrivatePile, Seat } from '../../game.js';
import { cardOfInstance } from './cards/index.js';
import type { Difficulty } from './setup-table.js';
import type { TeamFormat } from './seating.js';
import type { Action, Allegiance, Card } from './types.js';

export type VariantName = 'heads-up' | 'free-for-all' | 'solo' | '2v2' | '3v3' | '2v2v2' | 'coop';
export const VARIANTS: readonly VariantName[] = ['heads-up', 'free-for-all', 'solo', '2v2', '3v3', '2v2v2', 'coop'];
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard', 'challenging'];

/** Parsed options. `variant` null: the standard game for the seat count (heads-up, free-for-all or solo). */
export type CrayneOptions = {
  readonly variant: VariantName | null;
  readonly difficulty: Difficulty | null;
  /** Which revision of our reading of the rules a match plays (`RULES`); 1 when the options do not say. */
  readonly rules: number;
};

/**
 * Revisions of our reading of the rulebook, so that a match file keeps replaying under the rules
 * it was played by. 1: a bought or raided market card closes the gap (files from before the
 * option existed); 2: it is replaced in its own slot (ruling 5). New matches play the newest.
 */
export const RULES = 2;

export type Direction = 'left' | 'right';

/** A card that counts as played: played from hand this round, or a Stronghold kept from earlier. */
export type PlayedEntry = {
  readonly card: string;
  /** Played this round (false: a Stronghold kept from an earlier round). */
  readonly fresh: boolean;
  /** The option picked at the start of the Attack Phase (cards with a choice), kept with the card. */
  readonly choice: number | null;
  /** Its Teeth sacrifice was carried out in full this round ("if you do"). */
  readonly sacrificed: boolean;
  /** For a Stronghold: the side of the Opponent it faces. */
  readonly facing: Direction | null;
  /** Received from an Ally this round (it cannot be passed on again). */
  readonly gifted: boolean;
};

/** Permission to buy one card from the Pit this round (a Cemetery's). */
export type PitAllowance = { readonly discountFaction: Allegiance; readonly discount: number };

export type Lord = {
  readonly influence: number;
  /** Starting (and maximum) Influence. */
  readonly start: number;
  readonly alive: boolean;
  /** The draw pile: drawn privately; the cards behind the handles are known only to the owner. */
  readonly pile: PrivatePile;
  readonly hand: readonly Handle[];
  /** Sorted: every card whose place (draw pile or hand) only the owner knows. */
  readonly hidden: readonly string[];
  readonly discard: readonly string[];
  readonly played: readonly PlayedEntry[];
  /** Cards played from hand (or the top of the deck) this round. */
  readonly plays: number;
  /** Hand size the refill aims at (3; an Assassin lowers it until the Cleanup Phase). */
  readonly handLimit: number;
  /** Permissions to buy from the Pit this round. */
  readonly pitAllowances: readonly PitAllowance[];
};

/** One Automated Opponent: a face-down deck nobody owns, drawn with public randomness. */
export type Automaton = {
  /** Sorted: the face-down deck (its order is decided only when a card is drawn). */
  readonly pile: readonly string[];
  readonly discard: readonly string[];
  readonly played: readonly string[];
};

export type Automata = {
  readonly influence: number;
  readonly start: number;
  /** One deck per Automated Opponent (solo 1; co-op 2 sharing the Influence total). */
  readonly decks: readonly Automaton[];
};

export type Task =
  /** Every live Lord plays a card face down. */
  | { readonly t: 'commit' }
  | { readonly t: 'reveal' }
  /** The Automated Opponents each play the top card of their deck. */
  | { readonly t: 'auto-play' }
  /** "Help, I cannot play a card!": the top card of the seat's deck comes into play. */
  | { readonly t: 'top'; readonly seat: Seat }
  /** The seat shows the card it just drew from the top of its deck. */
  | { readonly t: 'show'; readonly seat: Seat; readonly handle: Handle }
  /** A freshly played card: its Teeth resolve, a Stronghold is placed. */
  | { readonly t: 'resolve'; readonly seat: Seat; readonly card: string }
  /** One action of a Teeth effect or trigger; `done` counts progress of a sacrifice. */
  | { readonly t: 'act'; readonly seat: Seat; readonly source: string; readonly action: Action; readonly done: number }
  /** One private draw into the hand. */
  | { readonly t: 'draw'; readonly seat: Seat }
  /** Discard a card of the seat's choice from its hidden hand. */
  | { readonly t: 'discard'; readonly seat: Seat }
  /** Sacrifice a random non-`spare` market card (public randomness). */
  | { readonly t: 'raid'; readonly seat: Seat; readonly spare: Allegiance }
  /** Sacrifice the top card of the Auxiliary Draw (public randomness picks it). */
  | { readonly t: 'bury' }
  /** Declare which Opponent a Stronghold faces. */
  | { readonly t: 'face'; readonly seat: Seat; readonly card: string }
  /** Draw until the hand holds `handLimit` cards (or nothing is left to draw). */
  | { readonly t: 'refill'; readonly seat: Seat }
  /** After the step's plays: the next step, or the Attack Phase. */
  | { readonly t: 'next-step' }
  /** Team games: gift one played card to an Ally, or keep. */
  | { readonly t: 'aid'; readonly seat: Seat }
  /** Queue the Attack-Phase choices (after gifts, so the new owner chooses). */
  | { readonly t: 'choices' }
  | { readonly t: 'choose'; readonly seat: Seat; readonly card: string }
  | { readonly t: 'attack' }
  /** Queue the triggers of one moment, from the Overlord clockwise. */
  | { readonly t: 'triggers'; readonly at: 'revenueStart' | 'cleanup' }
  /** Team purchasing: the team leader names who buys next among `waiting`. */
  | { readonly t: 'pick'; readonly leader: Seat; readonly waiting: readonly Seat[] }
  | { readonly t: 'buy-start'; readonly seat: Seat }
  | { readonly t: 'buy'; readonly seat: Seat; readonly left: number; readonly bought: readonly string[] }
  /**
   * Refill the Auxiliary Market from the Auxiliary Draw (public randomness): into `slot`, the
   * place of a card a Lord bought; without it, on the far right (the Automated Opponent's take).
   */
  | { readonly t: 'market-refill'; readonly slot?: number }
  /** Co-op: the team leader chooses which Automated Opponent takes its card first. */
  | { readonly t: 'auto-first'; readonly leader: Seat }
  /** Automated purchasing: the left-most market card goes to Automated Opponent `deck`. */
  | { readonly t: 'auto-buy'; readonly deck: number }
  | { readonly t: 'cleanup' }
  | { readonly t: 'new-round' };

/** How a match ended: a winning seat or team, the allies (co-op), the Automated Opponent, or all lose (a tie). */
export type OutcomeKind = 'winner' | 'team' | 'allies' | 'automaton' | 'all-lose';
export type Outcome = { readonly winners: readonly Seat[]; readonly summary: string; readonly kind: OutcomeKind };

export type CrayneState = {
  readonly variant: VariantName;
  readonly difficulty: Difficulty | null;
  /** The rules revision (`RULES`) when it is 2 or later; absent for revision 1, whose states hash as they always did. */
  readonly rules?: number;
  readonly seats: number;
  readonly factions: readonly string[];
  readonly round: number;
  /** Assembly play 1–5; 0 outside the Assembly Phase. */
  readonly step: number;
  readonly overlord: Seat;
  readonly lords: readonly Lord[];
  readonly automata: Automata | null;
  /** Team games and co-op: the seats of each team (co-op: the two human allies). */
  readonly teams: readonly (readonly Seat[])[];
  /** Sorted, face down; which card is "on top" is decided by public randomness when drawn. */
  readonly aux: readonly string[];
  /** The Auxiliary Market, left to right (a single line: new cards join on the right). */
  readonly market: readonly string[];
  readonly pit: readonly string[];
  readonly mercenaries: readonly string[];
  readonly camps: readonly string[];
  /** Out of play: Basic cards not dealt, sacrificed Trade Carts. */
  readonly removed: readonly string[];
  /** Every card of this game, in all zones together (for the invariant check). */
  readonly cardCount: number;
  readonly queue: readonly Task[];
  readonly outcome: Outcome | null;
};

// ---------------------------------------------------------------------------------------------
// Small pure helpers
// ---------------------------------------------------------------------------------------------

export const setAt = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, j) => (j === i ? v : x));

export const without = (xs: readonly string[], x: string): string[] => {
  const i = xs.indexOf(x);
  return i < 0 ? [...xs] : [...xs.slice(0, i), ...xs.slice(i + 1)];
};

export const sortedInsert = (xs: readonly string[], add: readonly string[]): string[] => [...xs, ...add].sort();

const FALLBACK: Card = { id: 'unknown', name: 'Unknown card', faction: 'trade-cart', cost: 1, basic: true, attack: 0, defence: 0, revenue: 0, effects: [], copies: 0 };

const CARDS = new Map<string, Card>();

/** The card behind an instance id (ids in state are always valid; the fallback guards bad input paths). */
export function cardOf(instanceId: string): Card {
  let c = CARDS.get(instanceId);
  if (c === undefined) {
    c = cardOfInstance(instanceId) ?? FALLBACK;
    if (CARDS.size < 10_000) CARDS.set(instanceId, c);
  }
  return c;
}

export const lordOf = (s: CrayneState, seat: Seat): Lord => s.lords[seat] as Lord;

export const withLord = (s: CrayneState, seat: Seat, f: (l: Lord) => Lord): CrayneState => ({
  ...s,
  lords: setAt(s.lords, seat, f(lordOf(s, seat))),
});

export const pileLeft = (p: PrivatePile): number => p.cards.length - p.drawn.length;

/** Live human seats, clockwise from the Overlord. */
export const fromOverlord = (s: CrayneState): Seat[] => clockwise(s.seats, s.overlord, (seat) => lordOf(s, seat).alive);

export const liveSeats = (s: CrayneState): Seat[] => s.lords.flatMap((l, i) => (l.alive ? [i] : []));

export const isTeamVariant = (v: VariantName): v is TeamFormat => v === '2v2' || v === '3v3' || v === '2v2v2';

export const teamOf = (s: CrayneState, seat: Seat): number => s.teams.findIndex((t) => t.includes(seat));

/** Live allies of a seat (team games and co-op). */
export function alliesOf(s: CrayneState, seat: Seat): Seat[] {
  const team = s.teams[teamOf(s, seat)] ?? [];
  return team.filter((x) => x !== seat && lordOf(s, x).alive);
}

/** A played entry's card is a Stronghold now: printed, or by the option chosen for it. */
export function strongholdValue(e: PlayedEntry): number | null {
  const card = cardOf(e.card);
  if (card.stronghold !== undefined) return card.stronghold;
  if (e.choice === null) return null;
  const choice = card.effects.find((x) => x.kind === 'choice');
  if (!choice || choice.kind !== 'choice') return null;
  const made = choice.options[e.choice]?.effects.find((o) => o.kind === 'becomeStronghold');
  return made && made.kind === 'becomeStronghold' ? made.value : null;
}

/** The Automated Opponents sit after the human seats: virtual seat `seats + k` for deck k. */
export const automatonSeat = (s: CrayneState, k: number): number => s.seats + k;
