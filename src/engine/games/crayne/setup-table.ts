/**
 * Game setup numbers, straight from the rulebook, per variant and player count, and the split
 * of the chosen factions' cards into the Auxiliary Draw and the basic deck.
 */
import { type Result, err, ok } from '../../../result.js';
import { CAMPS, FACTION_CARDS, MERCENARIES, TRADE_CART, instancesOfAll } from './cards/index.js';
import { TEAMS, type TeamFormat } from './seating.js';
import type { CardInstance, Faction } from './types.js';
import { FACTIONS } from './types.js';

export type Difficulty = 'easy' | 'normal' | 'hard' | 'challenging';

export type Variant =
  /** 2–6 Lords, each against the neighbours on both sides. */
  | { readonly kind: 'standard'; readonly players: number }
  /** One Lord against an Automated Opponent (the rulebook's one-player row). */
  | { readonly kind: 'soloDeathmatch'; readonly difficulty: Difficulty }
  | { readonly kind: 'team'; readonly format: TeamFormat }
  /** Two Lords as allies against two Automated Opponents sharing one Influence total. */
  | { readonly kind: 'coopDeathmatch'; readonly difficulty: Difficulty };

export interface AutomatedSetup {
  readonly count: number;
  readonly basics: number;
  readonly tradeCarts: number;
  readonly mercenaries: number;
  readonly influence: number;
  /** The Automated Opponents share one Influence total. */
  readonly sharedInfluence: boolean;
}

export interface TableSetup {
  /** Human Lords. */
  readonly players: number;
  readonly factions: number;
  readonly marketSize: number;
  readonly mercenaries: number;
  readonly camps: number;
  /** Each human Lord's starting (and maximum) Influence. */
  readonly startingInfluence: number;
  readonly basicsPerPlayer: number;
  readonly tradeCartsPerPlayer: number;
  readonly pitSize: number;
  readonly openingHand: number;
  readonly handSize: number;
  readonly playsPerRound: number;
  /** Seats of each team; empty outside team games. */
  readonly teams: readonly (readonly number[])[];
  readonly automated: AutomatedSetup | null;
}

/** The rulebook's setup table, by number of players (1–6). */
export const SETUP_TABLE: readonly {
  readonly players: number;
  readonly factions: number;
  readonly marketSize: number;
  readonly mercenaries: number;
  readonly camps: number;
}[] = [1, 2, 3, 4, 5, 6].map((players) => ({
  players,
  factions: players + 2,
  marketSize: players + 3,
  mercenaries: 3 * players,
  camps: players,
}));

const BASE = {
  basicsPerPlayer: 4,
  tradeCartsPerPlayer: 8,
  pitSize: 6,
  openingHand: 3,
  handSize: 3,
  playsPerRound: 5,
} as const;

/** The Automated Opponent's deck besides its 6 Basic cards, by difficulty. */
const AUTOMATED_DECK: Readonly<Record<Difficulty, { readonly tradeCarts: number; readonly mercenaries: number }>> = {
  easy: { tradeCarts: 6, mercenaries: 0 },
  normal: { tradeCarts: 4, mercenaries: 1 },
  hard: { tradeCarts: 2, mercenaries: 2 },
  challenging: { tradeCarts: 2, mercenaries: 2 },
};

const TEAM_PLAYERS: Readonly<Record<TeamFormat, number>> = { '2v2': 4, '3v3': 6, '2v2v2': 6 };

const row = (players: number) => SETUP_TABLE.find((r) => r.players === players);

export function tableSetup(variant: Variant): Result<TableSetup> {
  switch (variant.kind) {
    case 'standard': {
      if (variant.players === 1) return err('one Lord plays the Single-Player Deathmatch variant');
      const r = row(variant.players);
      if (r === undefined) return err('a standard game seats 2 to 6 Lords');
      return ok({ ...BASE, ...r, startingInfluence: variant.players <= 2 ? 30 : 60, teams: [], automated: null });
    }
    case 'team': {
      const r = row(TEAM_PLAYERS[variant.format]);
      if (r === undefined) return err('unknown team format');
      return ok({ ...BASE, ...r, startingInfluence: 30, teams: TEAMS[variant.format], automated: null });
    }
    case 'soloDeathmatch': {
      const r = row(1);
      if (r === undefined) return err('missing one-player row');
      const challenging = variant.difficulty === 'challenging';
      return ok({
        ...BASE,
        ...r,
        startingInfluence: challenging ? 25 : 30,
        teams: [],
        automated: { count: 1, basics: 6, ...AUTOMATED_DECK[variant.difficulty], influence: 30, sharedInfluence: false },
      });
    }
    case 'coopDeathmatch': {
      const challenging = variant.difficulty === 'challenging';
      return ok({
        ...BASE,
        players: 2,
        factions: 5,
        marketSize: 6,
        mercenaries: 6,
        camps: 2,
        startingInfluence: challenging ? 25 : 30,
        teams: [],
        automated: { count: 2, basics: 6, ...AUTOMATED_DECK[variant.difficulty], influence: 60, sharedInfluence: true },
      });
    }
  }
}

export interface Components {
  /** The chosen factions' non-basic cards: shuffled, they form the Auxiliary Draw. */
  readonly auxiliary: readonly CardInstance[];
  /** The chosen factions' Basic cards: shuffled, dealt to the Lords; the rest leave play. */
  readonly basics: readonly CardInstance[];
  /** Every Mercenary and Camp: the piles are drawn from these at random. */
  readonly mercenaries: readonly CardInstance[];
  readonly camps: readonly CardInstance[];
  readonly tradeCarts: readonly CardInstance[];
}

/**
 * The physical cards a game with these factions draws from, in canonical order (shuffling is
 * the engine's, with public randomness). Checks that the set holds enough of everything.
 */
export function componentsFor(setup: TableSetup, factions: readonly Faction[]): Result<Components> {
  if (new Set(factions).size !== factions.length) return err('a faction is chosen twice');
  if (factions.length !== setup.factions) return err(`this game uses ${setup.factions} factions`);
  const ordered = FACTIONS.filter((f) => factions.includes(f));
  const cards = ordered.flatMap((f) => FACTION_CARDS[f]);
  const auxiliary = instancesOfAll(cards.filter((c) => !c.basic));
  const basics = instancesOfAll(cards.filter((c) => c.basic));
  const mercenaries = instancesOfAll(MERCENARIES);
  const camps = instancesOfAll(CAMPS);
  const tradeCarts = instancesOfAll([TRADE_CART]);

  const bots = setup.automated;
  const need = {
    basics: setup.players * setup.basicsPerPlayer + (bots ? bots.count * bots.basics : 0),
    tradeCarts: setup.players * setup.tradeCartsPerPlayer + (bots ? bots.count * bots.tradeCarts : 0),
    mercenaries: setup.mercenaries + (bots ? bots.count * bots.mercenaries : 0),
    auxiliary: setup.pitSize + setup.marketSize,
  };
  if (basics.length < need.basics) return err(`${need.basics} Basic cards are needed, the factions hold ${basics.length}`);
  if (tradeCarts.length < need.tradeCarts) return err(`${need.tradeCarts} Trade Carts are needed`);
  if (mercenaries.length < need.mercenaries) return err(`${need.mercenaries} Mercenaries are needed`);
  if (camps.length < setup.camps) return err(`${setup.camps} Mercenary Camps are needed`);
  if (auxiliary.length < need.auxiliary) return err('the Auxiliary Draw is too small for the Pit and the market');
  return ok({ auxiliary, basics, mercenaries, camps, tradeCarts });
}
