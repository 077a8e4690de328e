/**
 * Crystal Factions — card data types and the effect vocabulary.
 *
 * A card is plain data: numbers, strings and a list of abilities, each a timing plus effects
 * from the small vocabulary below. The rules modules interpret the vocabulary; no code
 * anywhere branches on a particular card. Card text (text.ts) is generated from the same data.
 *
 * Power: every card prints three numbers (Mining, Attack, Tech). A card counts only the
 * number of the lane it sits in.
 *
 * Timings:
 * - `played`: "When Played", resolved right after the card is paid for and placed, in written
 *   order, each card fully before the next.
 * - `attackPhase` / `miningPhase`: resolved at the start of that phase of the round the card was
 *   played, before totals are worked out.
 * - `endOfTurn`: resolved in the End of Turn phase of the round the card was played (abilities
 *   happen once, on the turn the card is played), owners in priority order.
 * - `nextRound`: set up when played, resolved in the next Start of Round phase.
 */

export const FACTIONS = [
  'cybernet-collective',
  'caldors-brigadeers',
  'megalaxian-mining-consortium',
  'endacor-federation',
] as const;

export type Faction = (typeof FACTIONS)[number];

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  'cybernet-collective': 'Cybernet Collective',
  'caldors-brigadeers': "Caldor's Brigadeers",
  'megalaxian-mining-consortium': 'Megalaxian Mining Consortium',
  'endacor-federation': 'Endacor Federation',
};

export const LANES = ['mining', 'attack', 'tech'] as const;
export type Lane = (typeof LANES)[number];

export const LANE_NAMES: Readonly<Record<Lane, string>> = { mining: 'Mining', attack: 'Attack', tech: 'Tech' };

export type CardType = 'basic' | 'drone' | 'satellite' | 'infantry' | 'building' | 'mercenary';

export type Power = { readonly mining: number; readonly attack: number; readonly tech: number };

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

export type Counter =
  /** Your face-up cards in a lane ('this': the lane this card is in), this card included. */
  | { readonly kind: 'cardsInLane'; readonly lane: Lane | 'this' }
  /** Your OTHER face-up cards in play of a type. */
  | { readonly kind: 'othersOfType'; readonly type: CardType };

export type Amount = number | { readonly per: Counter; readonly times: number };

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

export type Effect =
  /** Gain hit points (may exceed the starting total). */
  | { readonly kind: 'gainHp'; readonly amount: number }
  /** Gain crystals at once (they can pay for later cards, not for the card that made them). */
  | { readonly kind: 'gainCrystals'; readonly amount: Amount }
  /** Deal damage: to one opponent you choose, to each opponent, or to yourself. */
  | { readonly kind: 'damage'; readonly amount: number; readonly target: 'opponent' | 'each-opponent' | 'self' }
  /**
   * Draw `count` cards, each from your faction deck or your basic deck (your choice), or, with
   * `fromDiscard`, a card of your discard pile. `upTo`: you may stop early.
   */
  | { readonly kind: 'draw'; readonly count: number; readonly upTo: boolean; readonly fromDiscard: boolean }
  /** Swarming N: +N Boost on this card's lane for each of your other Drones in play. */
  | { readonly kind: 'swarm'; readonly amount: number }
  /** Put +1 Boost tokens on a lane: this card's, one you choose, or a named one. */
  | { readonly kind: 'boost'; readonly amount: Amount; readonly lane: Lane | 'this' | 'choose' }
  /** Corrupt N: put N corruption tokens on one of your lanes (your choice). */
  | { readonly kind: 'corrupt'; readonly amount: number }
  /**
   * Move your corruption tokens, one at a time, up to `count` (null: any number): onto another of
   * your lanes ('own'), onto the lanes of one opponent you target ('opponent'), or onto any
   * opponents' lanes ('opponents').
   */
  | { readonly kind: 'moveCorruption'; readonly count: number | null; readonly to: 'own' | 'opponent' | 'opponents' }
  /** Disable an opponent's face-up card until the end of the turn (its power counts 0). */
  | { readonly kind: 'disable'; readonly lane: Lane | null; readonly maxPower: number | null }
  /** Destroy an opponent's face-up card (to its owner's discard pile). */
  | { readonly kind: 'destroy'; readonly maxPower: number | null }
  /** A target opponent's Attack is lowered by N this turn. */
  | { readonly kind: 'weaken'; readonly amount: number }
  /** Prevent the next N damage you would take this turn. */
  | { readonly kind: 'preventDamage'; readonly amount: number }
  /** Your tech limit this turn rises by N (an ability that "specifically states" it adds tech). */
  | { readonly kind: 'extraTech'; readonly amount: number }
  /** The next card you play this turn costs `cost` crystals and `tech` tech less. */
  | { readonly kind: 'discount'; readonly cost: number; readonly tech: number }
  /** Put Troopers from your basic deck into play, each in a lane you choose (face down: Stealth). */
  | { readonly kind: 'putBasic'; readonly count: number; readonly faceDown: boolean }
  /** You may take up to `count` cards from your discard pile into your hand. */
  | { readonly kind: 'recover'; readonly count: number }
  /** You may discard up to `max` of your other cards from a lane; `each` resolves per card. */
  | { readonly kind: 'discardFromLane'; readonly lane: Lane; readonly max: number; readonly each: readonly Effect[] }
  /** Discard this card from play. */
  | { readonly kind: 'discardSelf' }
  /** Split Cost: pay N crystals or this card returns to your hand. */
  | { readonly kind: 'upkeep'; readonly crystals: number }
  /** Every player, you included, takes N damage, less 1 per crystal each pays (up to N). */
  | { readonly kind: 'quake'; readonly amount: number }
  /** "You may …; if you do, …": offered only if the first effect can happen. */
  | { readonly kind: 'optional'; readonly effects: readonly Effect[] }
  /** "… if it was revealed from Stealth, … instead". */
  | { readonly kind: 'ifStealth'; readonly then: readonly Effect[]; readonly otherwise: readonly Effect[] }
  /** Effects that depend on the lane this card is in. */
  | { readonly kind: 'byLane'; readonly mining: readonly Effect[]; readonly attack: readonly Effect[]; readonly tech: readonly Effect[] };

export type EffectKind = Effect['kind'];

export type Timing = 'played' | 'attackPhase' | 'miningPhase' | 'endOfTurn' | 'nextRound';

export type Ability = { readonly when: Timing; readonly effects: readonly Effect[] };

/** An alternative way to pay: discard one of your cards in play of a type to use `tech` as the requirement. */
export type AltCost = { readonly discardType: CardType; readonly tech: number };

/**
 * Where a card comes from:
 * - `published`: every number and the effect are in the 1.4.3 card facts;
 * - `completed`: a published card whose missing numbers and/or effect we filled in (see `note`);
 * - `original`: our own card, in the faction's style.
 */
export type Origin = 'published' | 'completed' | 'original';

export type Card = {
  /** Kebab-case, unique across the set. */
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  /** Printed card number, when known (e.g. K003). */
  readonly code: string | null;
  readonly types: readonly CardType[];
  /** Crystals to pay. */
  readonly cost: number;
  /** Tech requirement. */
  readonly tech: number;
  readonly power: Power;
  /** Has the Stealth keyword: may be played face down. */
  readonly stealth: boolean;
  readonly abilities: readonly Ability[];
  readonly alt: AltCost | null;
  /** Copies in the faction deck (troopers: in the basic deck). */
  readonly copies: number;
  readonly origin: Origin;
  /** What we filled in, and why. Empty for published cards. */
  readonly note: string;
};

/** Hitpoints and crystals at the start, unless a card says otherwise. */
export const START_HP = 20;
export const START_CRYSTALS = 5;
export const WIN_CRYSTALS = 50;
/** Base lane cards: Mining 2, Attack (Battlefield) 0, Tech (Research) 1. */
export const BASE_POWER: Power = { mining: 2, attack: 0, tech: 1 };
/** Opening hand size. */
export const OPENING_HAND = 7;
/** Every Stealth card costs 5 crystals and needs 3 tech (1.4.3), so a face-down play can be paid publicly. */
export const STEALTH_COST = 5;
export const STEALTH_TECH = 3;
/** Crystals per corruption token cleared at the start of your turn (1.4.3). */
export const CLEANSE_COST = 2;
