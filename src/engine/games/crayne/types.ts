/**
 * Crayne: Fractured Empire — card data types and the effect vocabulary.
 *
 * A card is plain data (integers, strings, arrays, plain objects; JSON-safe, no undefined
 * values). What a card does is a list of `Effect`s drawn from the small vocabulary below;
 * the rule helpers (tally, pricing, attack, …) interpret that vocabulary. No code anywhere
 * branches on a particular card.
 *
 * Timing of the vocabulary:
 * - Modifiers (`modify`, `if`, `bonusVsStronghold`, `ignoreStrongholds`) hold for as long as
 *   the card counts as played and are read when totals are needed (Attack and Revenue Phases).
 * - `teeth` actions resolve once, right after the card is revealed in the Assembly Phase.
 * - `trigger` actions resolve at the named moment of every round the card is in play.
 * - `choice` is decided at the start of the Attack Phase (Overlord first, then clockwise).
 * - `playOnlyIf` restricts when the card may be played from hand.
 */

export const FACTIONS = [
  'servants-of-the-baron',
  'knights-of-kalimas',
  'greenskins-of-chak',
  'mages-of-illiban-sina',
  'demons-of-the-rift',
  'free-elves-of-springlake',
  'dwarves-of-emerald-peaks',
  'corsairs-of-the-sunken-coast',
] as const;

export type Faction = (typeof FACTIONS)[number];

/** What a card belongs to: one of the eight factions, or one of the three unaligned kinds. */
export type Allegiance = Faction | 'mercenary' | 'camp' | 'trade-cart';

export type Stat = 'attack' | 'defence' | 'revenue';

// ---------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------

export type Condition =
  /** At least `count` OTHER played cards of `faction` (Strongholds still in play count as played). */
  | { readonly kind: 'factionPlayedThisRound'; readonly faction: Allegiance; readonly count: number }
  /** At least `count` cards of `faction` in your discard pile. */
  | { readonly kind: 'factionInDiscard'; readonly faction: Allegiance; readonly count: number }
  /** No card has been played from your hand yet this round (kept Strongholds do not count). */
  | { readonly kind: 'firstCardThisRound' };

// ---------------------------------------------------------------------------------------------
// Modifiers: hold while the card counts as played
// ---------------------------------------------------------------------------------------------

export type Modifier =
  /** Adds `amount` to one of your totals. */
  | { readonly kind: 'modify'; readonly stat: Stat; readonly amount: number }
  /** Applies `then` only while `condition` holds. */
  | { readonly kind: 'if'; readonly condition: Condition; readonly then: readonly Modifier[] }
  /** Adds `amount` Attack against each Opponent who has a Stronghold in play facing you. */
  | { readonly kind: 'bonusVsStronghold'; readonly amount: number }
  /** All your Attack this round passes Opponents' Strongholds (which take no damage). */
  | { readonly kind: 'ignoreStrongholds' };

// ---------------------------------------------------------------------------------------------
// Actions: happen once, when a Teeth effect or trigger resolves
// ---------------------------------------------------------------------------------------------

export type Zone = 'hand' | 'discard';

export type Action =
  /** Gain Influence, never above your starting total. */
  | { readonly kind: 'gainInfluence'; readonly amount: number }
  /** Draw cards from your deck (beyond your hand size). */
  | { readonly kind: 'draw'; readonly count: number }
  /** Discard cards of your choice from your hand. */
  | { readonly kind: 'discard'; readonly count: number }
  /**
   * Each Opponent discards one card of their choice now, and until the Cleanup Phase refills
   * their hand only up to `handSize` cards.
   */
  | { readonly kind: 'reduceHand'; readonly handSize: number }
  /**
   * Sacrifice `count` cards from the Auxiliary Market to the Pit, one at a time, each chosen at
   * random among the cards that are not of faction `spare`; each is replaced from the
   * Auxiliary Draw. Cannot be used when every market card is of faction `spare`.
   */
  | { readonly kind: 'sacrificeFromMarket'; readonly count: number; readonly spare: Allegiance }
  /**
   * Sacrifice cards of your choice from `from` (to the Pit; Trade Carts leave play instead).
   * `optional`: you may sacrifice up to `count` cards, or none; otherwise you must sacrifice
   * `count` cards, or as many as the zone holds. `ifDone` applies only if `count` cards were
   * sacrificed: its modifiers hold for this round, its actions resolve at once.
   */
  | {
      readonly kind: 'sacrifice';
      readonly from: Zone;
      readonly count: number;
      readonly optional: boolean;
      readonly ifDone: readonly (Modifier | Action)[];
    }
  /** Sacrifice the top `count` cards of the Auxiliary Draw. */
  | { readonly kind: 'sacrificeAuxiliaryTop'; readonly count: number }
  /**
   * During your purchasing this round you may buy `count` cards from the Pit, priced as if
   * they were in the Auxiliary Market, cards of `discountFaction` costing `discount` less
   * (minimum 1).
   */
  | {
      readonly kind: 'buyFromPit';
      readonly count: number;
      readonly discountFaction: Allegiance;
      readonly discount: number;
    };

// ---------------------------------------------------------------------------------------------
// Effects: what a card lists
// ---------------------------------------------------------------------------------------------

/** One option of an Attack-Phase choice. */
export type OptionEffect =
  | Modifier
  /** The card becomes a Stronghold of `value`; its owner declares which Opponent it faces. */
  | { readonly kind: 'becomeStronghold'; readonly value: number };

export interface ChoiceOption {
  readonly effects: readonly OptionEffect[];
}

export type TriggerMoment = 'revenueStart' | 'cleanup';

export type Effect =
  | Modifier
  /** Resolves once, right after this card is revealed. */
  | { readonly kind: 'teeth'; readonly actions: readonly Action[] }
  /** The card may be played from hand only while `condition` holds. */
  | { readonly kind: 'playOnlyIf'; readonly condition: Condition }
  /** At the start of the Attack Phase, the owner picks exactly one option. */
  | { readonly kind: 'choice'; readonly options: readonly ChoiceOption[] }
  /** Resolves at `at` in every round this card counts as played. */
  | { readonly kind: 'trigger'; readonly at: TriggerMoment; readonly actions: readonly Action[] };

export type EffectKind = Effect['kind'] | Action['kind'] | OptionEffect['kind'];

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export interface Card {
  /** Kebab-case, unique across the whole set. */
  readonly id: string;
  readonly name: string;
  readonly faction: Allegiance;
  /** Price in Revenue (the number in the card's top-right circle). */
  readonly cost: number;
  /** Marked BASIC: set aside at setup and dealt as starting cards. */
  readonly basic: boolean;
  readonly attack: number;
  readonly defence: number;
  /** Buying power in the Revenue Phase (the coin symbol). */
  readonly revenue: number;
  /** Stronghold Value, present only on Strongholds (the castle-wall symbol). */
  readonly stronghold?: number;
  readonly effects: readonly Effect[];
  /** How many physical copies of this card the game contains. */
  readonly copies: number;
}

/** One physical card: `instanceId` is `${card.id}#${n}` with n from 1 to card.copies. */
export interface CardInstance {
  readonly instanceId: string;
  readonly card: Card;
}

export const FACTION_NAMES: Readonly<Record<Allegiance, string>> = {
  'servants-of-the-baron': 'Servants of the Baron',
  'knights-of-kalimas': 'Knights of Kalimas',
  'greenskins-of-chak': 'Greenskins of Chak',
  'mages-of-illiban-sina': 'Mages of Illiban-Sina',
  'demons-of-the-rift': 'Demons of the Rift',
  'free-elves-of-springlake': 'Free Elves of Springlake',
  'dwarves-of-emerald-peaks': 'Dwarves of Emerald Peaks',
  'corsairs-of-the-sunken-coast': 'Corsairs of the Sunken Coast',
  mercenary: 'Mercenary',
  camp: 'Mercenary Camp',
  'trade-cart': 'Trade Cart',
};

/** Whether an effect is a modifier (holds while played) rather than an action or structure. */
export const isModifier = (x: { readonly kind: string }): x is Modifier =>
  x.kind === 'modify' || x.kind === 'if' || x.kind === 'bonusVsStronghold' || x.kind === 'ignoreStrongholds';

export const isFaction = (a: Allegiance): a is Faction => (FACTIONS as readonly string[]).includes(a);
