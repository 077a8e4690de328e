/**
 * Arackuan — card data types and the effect vocabulary (the contract the rules engine executes).
 *
 * A card is plain JSON data: numbers, an attribute list and a list of abilities. Every ability is
 * composed from four small shapes — a CONDITION (when it holds), a SELECTOR (which cards it is
 * about, always seen from the card that carries the ability), what it DOES (grants for a lasting
 * ability, steps for an action or a trigger) and a DURATION for what an action leaves behind.
 * No code anywhere branches on a particular card id; card text (text.ts) is generated from the
 * same data.
 *
 * Words used below:
 * - "this card": the card that carries the ability (the source).
 * - "ally"/"enemy": relative to the player who controls this card (a conquered land or a
 *   possessed creature changes who that is).
 * - "adjacent": orthogonally adjacent on the battlefield (never diagonal, never the Astral Plane).
 * - a "group attack" is two or more attackers declared on one target; spells may join one.
 *
 * Stability: the rules engine codes against these shapes; changes are additive only.
 */

/** The factions, card kinds and families (faction.ts), re-exported: the vocabulary's words for who a card is. */
export * from './faction.js';
import type { CardKind, Faction, Family } from './faction.js';

// ---------------------------------------------------------------------------------------------
// Attributes (printed keywords; they concern only the card that has them)
// ---------------------------------------------------------------------------------------------

export type Attribute =
  /** May act in the Initiative sequence, before the normal activations. Deck limit: 5 cards. */
  | { readonly kind: 'initiative' }
  /** One attack hits every adjacent enemy that is not a spell; others may add to any of those targets. */
  | { readonly kind: 'omnistrike' }
  /** May attack a card up to `range` squares away (Manhattan; cards in between do not block). */
  | { readonly kind: 'ranged'; readonly range: number }
  /** +1 attack for each OTHER card on the battlefield, either side, sharing its family. */
  | { readonly kind: 'swarm' }
  /** May move to any empty square adjacent to another card, or swap with an ally, before acting. */
  | { readonly kind: 'flight' }
  /** May move up to `distance` orthogonal steps (through allies, not enemies), or swap with an ally. */
  | { readonly kind: 'movement'; readonly distance: number }
  /**
   * After beating an orthogonally adjacent target, the attack goes on along the same line with
   * the attacker's own attack minus `step`, minus 2×`step`, … (printed cards: step 1).
   */
  | { readonly kind: 'perforation'; readonly step: number }
  /** While active, a creature attack (with no spell in it) that would destroy it deactivates it instead. */
  | { readonly kind: 'regeneration' }
  /** An adjacent attacking creature counts as being 2 squares away. Deck limit: 6 cards. */
  | { readonly kind: 'stealth' };

export type AttributeKind = Attribute['kind'];

export const ATTRIBUTE_KINDS: readonly AttributeKind[] = [
  'initiative', 'omnistrike', 'ranged', 'swarm', 'flight', 'movement', 'perforation', 'regeneration', 'stealth',
];

// ---------------------------------------------------------------------------------------------
// Selectors: which cards an ability is about, seen from this card
// ---------------------------------------------------------------------------------------------

/**
 * Where the selected cards are, relative to this card:
 * - `self`: this card only (every filter below is ignored);
 * - `adjacent`: on the battlefield, orthogonally adjacent to this card;
 * - `battlefield`: anywhere on the battlefield;
 * - `inPlay`: on the battlefield or on either Astral Plane;
 * - `hand`: in the hand of this card's controller (actions that put cards into play);
 * - `adjacentToAllyNearSelf`: on the battlefield, adjacent to this card or to one of this
 *   card's allied creatures that is adjacent to this card (Masters of AracKhan).
 */
export type Where = 'self' | 'adjacent' | 'battlefield' | 'inPlay' | 'hand' | 'adjacentToAllyNearSelf';

export type Side = 'ally' | 'enemy' | 'any';

/** A condition on one card, all present fields must hold (an empty filter accepts every card). */
export type CardFilter = {
  /** Relative to this card's controller. Default 'any'. */
  readonly side?: Side;
  /** Default: any kind. */
  readonly kinds?: readonly CardKind[];
  /** Belongs to one of these families. */
  readonly families?: readonly Family[];
  /** Is one of these cards (ids). */
  readonly cards?: readonly string[];
  /** Value at most / at least: the card's value in play (printed, unless a copy effect changed it). */
  readonly maxValue?: number;
  readonly minValue?: number;
  /** The value is an even number. */
  readonly evenValue?: boolean;
  /** Has at least one of these attributes (after every modifier). */
  readonly withAttribute?: readonly AttributeKind[];
  /** Token state; spells count as always active. */
  readonly status?: 'active' | 'deactivated';
  /** Also adjacent to an allied card that is one of these ids (Lucy and Feyr). */
  readonly alsoAdjacentTo?: readonly string[];
  /** Not adjacent to any enemy card (its destination, for placements). */
  readonly notAdjacentToEnemy?: boolean;
};

export type Selector = {
  readonly where: Where;
  /** Leave this card out (for every `where` but 'self'). */
  readonly other?: boolean;
  readonly filter?: CardFilter;
};

// ---------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------

export type Condition =
  /** At least one card matches (Death Whisperer: "while you have a Dancer creature on the battlefield"). */
  | { readonly kind: 'exists'; readonly select: Selector }
  | { readonly kind: 'not'; readonly condition: Condition }
  /** This card is active (its token on the active side). */
  | { readonly kind: 'selfActive' }
  /** This card's controller is the starting player of the round. */
  | { readonly kind: 'startingPlayer' }
  /** This card has not moved during its controller's current turn. */
  | { readonly kind: 'notMovedThisTurn' }
  /** It is the Initiative sequence (activation steps 1 and 2). */
  | { readonly kind: 'initiativeSequence' };

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

export type Count =
  /** Cards matching a selector seen from the card RECEIVING the grant. */
  | { readonly kind: 'cards'; readonly select: Selector }
  /** Faction tokens on the receiving card beyond its first (Protector). */
  | { readonly kind: 'extraTokens' };

export type Amount = number | { readonly per: Count; readonly times: number };

// ---------------------------------------------------------------------------------------------
// Grants: what a lasting ability gives the cards it selects, while it holds
// ---------------------------------------------------------------------------------------------

export type Stat = 'attack' | 'defence';

/** How a card may attack (a limit on attackers). */
export type AttackLimit =
  /** Cannot attack at all. */
  | { readonly kind: 'none' }
  /** Cannot take part in group attacks (White Plains Mercenary, The Fog). */
  | { readonly kind: 'noGroup' }
  /** Cannot attack alone, only in a group attack (Lost in the Forest). */
  | { readonly kind: 'groupOnly' }
  /** Attacking alone is allowed; in a group attack every other attacker (spells too) must be of this family (Colossus Rat). */
  | { readonly kind: 'groupOnlyWith'; readonly family: Family }
  /** May only attack cards matching the filter (Drunk Knight: even values). */
  | { readonly kind: 'targets'; readonly filter: CardFilter }
  /** May only attack cards within this many squares on the board (The Fog: 1, adjacent cards only). */
  | { readonly kind: 'maxDistance'; readonly distance: number }
  /** Cannot attack cards closer than this many squares on the board (Catanolith: 2, never an adjacent card, Stealth or not). */
  | { readonly kind: 'minDistance'; readonly distance: number }
  /** Cannot attack during the Initiative sequence (Lightning Dragon). */
  | { readonly kind: 'notInInitiative' }
  /**
   * Cannot attack the cards touching these edges of the card as its owner sees it (One-Eyed
   * Hog); how edges map to board directions is the rules engine's (docs/arackuan-cards.md).
   */
  | { readonly kind: 'blockedEdges'; readonly edges: readonly ('top' | 'right' | 'bottom' | 'left')[] };

/** How a card may be attacked (a limit on attacks against it). */
export type DefenceLimit =
  /** Cannot be attacked at all (Truce). */
  | { readonly kind: 'untouchable' }
  /** Cannot be attacked by creatures (spells still can: Natural Camouflage). */
  | { readonly kind: 'notByCreatures' }
  /** A lone creature cannot attack it; a group of two or more attackers (spells count) or a spell can (Carnivorous Plant). */
  | { readonly kind: 'onlyByGroup' }
  /**
   * Creatures may attack it only as a group of two or more creatures with no spell in it;
   * spells may attack it without creatures (Eternal Roots).
   */
  | { readonly kind: 'onlyByCreatureGroupOrSpells' }
  /** Cannot be attacked by a group of two or more creatures (a creature grouped with spells may: Swamp Troll). */
  | { readonly kind: 'notByGroup' }
  /** Creatures may attack it only from an adjacent square (spells may still target it: Dark Tunnel). */
  | { readonly kind: 'onlyFromAdjacent' };

export type Grant =
  /**
   * Attack or defence changes by `amount` (negative lowers it). With `vs`, only in a fight with
   * a card matching the filter: for 'attack', when attacking such a card; for 'defence', when
   * attacked by an attacker that matches (Dragon Slayer, Giant Troll, Ghost Metal Monolith).
   */
  | { readonly kind: 'stat'; readonly stat: Stat; readonly amount: Amount; readonly vs?: CardFilter }
  /** Ranged Attack distance +amount; only a card that has Ranged Attack gains reach (others stay at 1). */
  | { readonly kind: 'range'; readonly amount: number }
  /** Gains an attribute. */
  | { readonly kind: 'attribute'; readonly attribute: Attribute }
  /** Loses its attributes: all of them, or only those listed. */
  | { readonly kind: 'loseAttributes'; readonly only?: readonly AttributeKind[] }
  /** Loses its skills (its 'skill' abilities; weaknesses stay). */
  | { readonly kind: 'loseSkills' }
  /** Enemy spells cannot affect or target it. */
  | { readonly kind: 'immuneToEnemySpells' }
  | { readonly kind: 'attackLimit'; readonly limit: AttackLimit }
  | { readonly kind: 'defenceLimit'; readonly limit: DefenceLimit }
  /** Is deactivated (and stays so while the grant holds: The Fear, Lucy and Feyr). */
  | { readonly kind: 'deactivated' }
  /** Its attack and defence are swapped, after every other modifier (Queen's Jester). */
  | { readonly kind: 'swapAttackDefence' }
  /** Its attack and defence cannot be changed by other cards (Ice Elemental). */
  | { readonly kind: 'fixedStats' }
  /** Destroyed after it attacks (Explosive Centipede, Fairy Madness). */
  | { readonly kind: 'destroyedAfterAttack' }
  /** Destroyed if any attack it takes part in fails (Child Eater). */
  | { readonly kind: 'destroyedIfAttackFails' }
  /** Its Omnistrike also hits adjacent allied creatures as if they were enemies (Flail). */
  | { readonly kind: 'omnistrikeHitsAllies' }
  /** Its Swarm counts only other copies of this same card, not its whole family (Ratman). */
  | { readonly kind: 'swarmSameNameOnly' }
  /**
   * May move `amount` more squares than its Movement when the move ends adjacent to a card
   * matching `endAdjacentTo`; it then cannot attack this round (Nihilist Morgon).
   */
  | { readonly kind: 'extraMovement'; readonly amount: number; readonly endAdjacentTo: CardFilter }
  /**
   * May take part in a group attack that includes the card carrying this ability even if a
   * `noGroup` limit forbids group attacks (Senior Mercenary).
   */
  | { readonly kind: 'mayGroupWithSource' };

export type GrantKind = Grant['kind'];

// ---------------------------------------------------------------------------------------------
// Steps: what an action or a trigger does, in order
// ---------------------------------------------------------------------------------------------

/** Which cards a step acts on. */
export type Target =
  /** This card. */
  | { readonly kind: 'self' }
  /** The controller chooses `count` cards matching the selector (`upTo`: or fewer; count null: any number). */
  | { readonly kind: 'choose'; readonly select: Selector; readonly count: number | null; readonly upTo: boolean }
  /** Every card matching the selector. */
  | { readonly kind: 'all'; readonly select: Selector }
  /** The card(s) that step `step` (0-based, in this ability) acted on. */
  | { readonly kind: 'chosen'; readonly step: number };

/** Where a moved card may go. Every destination must be an empty battlefield square. */
export type Destination =
  /** Up to `max` orthogonal steps, through allies but not enemies, ending adjacent to another card. */
  | { readonly kind: 'steps'; readonly max: number }
  /** Any empty square adjacent to another card (as Flight). */
  | { readonly kind: 'anywhere' }
  /** An empty square adjacent to one of the controller's cards and not adjacent to any enemy card. */
  | { readonly kind: 'safe' }
  /** One square in the direction step `step` of this ability moved its card (Standard Bearer). */
  | { readonly kind: 'sameDirection'; readonly step: number };

/** Where a card put into play from the hand goes. */
export type Placement =
  /** The square left by the card step `step` removed (Adrielle, Horse of Avalon). */
  | { readonly kind: 'vacated'; readonly step: number }
  /** An empty square adjacent to a card matching the selector and not adjacent to any enemy card (Backup). */
  | { readonly kind: 'nextTo'; readonly select: Selector; readonly notAdjacentToEnemy: boolean };

export type Duration = 'endOfTurn' | 'endOfRound';

export type Step =
  /** Move each target card (one after another) to a destination. */
  | { readonly kind: 'move'; readonly target: Target; readonly to: Destination }
  /** Swap the squares of two cards. */
  | { readonly kind: 'swap'; readonly first: Target; readonly second: Target }
  /** Destroy the target creatures (to their owners' discard piles). */
  | { readonly kind: 'destroy'; readonly target: Target }
  /** Discard the target spells (to their owners' discard piles). */
  | { readonly kind: 'discard'; readonly target: Target }
  /** Flip the targets' tokens to the deactivated side. */
  | { readonly kind: 'deactivate'; readonly target: Target }
  /** Flip the targets' tokens back to the active side (they may act again this round). */
  | { readonly kind: 'reactivate'; readonly target: Target }
  /** Give the targets grants until the end of the turn or round. */
  | { readonly kind: 'grant'; readonly target: Target; readonly grants: readonly Grant[]; readonly until: Duration }
  /** Put cards from the controller's hand into play, active (they may act this round). */
  | { readonly kind: 'putFromHand'; readonly target: Target; readonly at: Placement }
  /**
   * The target takes the characteristics (value, attack, defence, attributes, skills,
   * weaknesses, family) of `from`: instead of its own ('replace') or added to them ('add').
   */
  | { readonly kind: 'copy'; readonly target: Target; readonly from: Target; readonly mode: 'replace' | 'add'; readonly until: Duration }
  /** The target and `with` exchange their skills. */
  | { readonly kind: 'swapSkills'; readonly target: Target; readonly with: Target; readonly until: Duration }
  /** The controller takes control of the targets (their tokens become the controller's, active side up). */
  | { readonly kind: 'takeControl'; readonly target: Target; readonly until: Duration }
  /** Two cards of opposite sides exchange faction tokens (and so controllers). */
  | { readonly kind: 'swapControl'; readonly first: Target; readonly second: Target; readonly until: Duration }
  /** The controller chooses one of these attack/defence pairs for the target. */
  | { readonly kind: 'setStats'; readonly target: Target; readonly options: readonly (readonly [number, number])[]; readonly until: Duration }
  /** Put one more of the controller's faction tokens on the target (it cannot be spent to reactivate). */
  | { readonly kind: 'addToken'; readonly target: Target }
  /** Draw up to `max` cards, then put as many cards from the hand back into the deck and shuffle it. */
  | { readonly kind: 'cycle'; readonly max: number }
  /** The steps inside may be done or skipped, as a whole ("then you may …"). */
  | { readonly kind: 'optional'; readonly steps: readonly Step[] };

export type StepKind = Step['kind'];

// ---------------------------------------------------------------------------------------------
// Abilities
// ---------------------------------------------------------------------------------------------

/**
 * What the printed text calls it. Skills (creatures), benefits (lands) and effects (spells) are
 * the card's own powers; a weakness is a drawback. "Lose skills" removes skills only; a creature
 * ignores enemy creatures' skills it has itself and allied creatures' weaknesses it has itself.
 */
export type Label = 'skill' | 'weakness' | 'benefit' | 'effect';

export type TriggerEvent =
  /** At the end of the round (End of Round Phase, before tokens turn back). */
  | 'endOfRound'
  /** At the end of this card's controller's activation turn. */
  | 'endOfOwnTurn';

export type ScoreRule =
  /** Creatures matching the filter that this card destroyed are kept; their values add to your score. */
  | { readonly kind: 'destroyedBySelf'; readonly filter: CardFilter }
  /** The values of the cards the selector finds (at the end of the game) add to your score. */
  | { readonly kind: 'cards'; readonly select: Selector };

export type Ability =
  /** Holds while this card is face up in play (and the condition, if any, is true). */
  | {
      readonly kind: 'static';
      readonly label: Label;
      readonly condition?: Condition;
      readonly select: Selector;
      readonly grants: readonly Grant[];
    }
  /**
   * The card's Action: used as its activation (instead of attacking). A creature or land is then
   * deactivated, a spell discarded — unless a step reactivates it. `oncePerRound`: even if reactivated.
   */
  | { readonly kind: 'action'; readonly label: Label; readonly oncePerRound: boolean; readonly steps: readonly Step[] }
  /** Happens by itself at an event (with `optional`: its controller may decline). */
  | {
      readonly kind: 'trigger';
      readonly label: Label;
      readonly on: TriggerEvent;
      readonly condition?: Condition;
      readonly optional: boolean;
      readonly steps: readonly Step[];
    }
  /** Adds points at the end of the game. */
  | { readonly kind: 'score'; readonly label: Label; readonly rule: ScoreRule }
  /** Cannot be placed in these rounds (Masters of AracKhan: the last round). */
  | { readonly kind: 'notPlaceableInRounds'; readonly label: Label; readonly rounds: readonly number[] }
  /** Something the vocabulary cannot express yet: the rules engine ignores it and the docs list it. */
  | { readonly kind: 'unsupported'; readonly label: Label; readonly text: string };

export type AbilityKind = Ability['kind'];

// ---------------------------------------------------------------------------------------------
// The card
// ---------------------------------------------------------------------------------------------

/** When a spell leaves play: after it is used (attack and action spells), or at the end of the round. */
export type SpellLife = 'afterUse' | 'endOfRound';

export type Card = {
  /** Kebab-case of the name, unique across the four factions (the four Nemesios carry their faction). */
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  /** The digital edition's class name (the CSV's `cls`), for tracing. */
  readonly code: string;
  readonly kind: CardKind;
  /** Printed value: scored at the end of the game (creatures and lands). */
  readonly value: number;
  /** Deck-building value: the second printed number where there is one, else `value`. */
  readonly deckValue: number;
  /** Physical attack; null for lands and for spells that cannot attack. */
  readonly attack: number | null;
  /** Physical defence; null for spells (spells can never be attacked). */
  readonly defence: number | null;
  readonly legendary: boolean;
  /** A copy limit printed on the card, or null. */
  readonly printedLimit: number | null;
  /** Copies allowed in one deck (legendary 1, printed limit, 6 for deck value ≥ 6); null: no limit. */
  readonly copyLimit: number | null;
  readonly family: Family | null;
  /** A global spell, placed on its controller's Astral Plane (every other card goes on the battlefield). */
  readonly astral: boolean;
  /** Spells only: when the spell is discarded; null for creatures and lands. */
  readonly spellLife: SpellLife | null;
  readonly attributes: readonly Attribute[];
  readonly abilities: readonly Ability[];
  /** Copies in the faction's pre-built deck (0 if none). */
  readonly prebuilt: number;
};

/** A deck list: card ids, one entry per copy (order does not matter; deck-code.ts gives the canonical form). */
export type Deck = readonly string[];

// ---------------------------------------------------------------------------------------------
// Deck-building numbers (rulebook "Building your deck", clarifications "Deck building")
// ---------------------------------------------------------------------------------------------

export const DECK_SIZE = 23;
export const DECK_MAX_VALUE = 125;
export const DECK_MAX_INITIATIVE = 5;
export const DECK_MAX_STEALTH = 6;
/** Copies allowed for a non-legendary card of deck value ≥ this, with no printed limit. */
export const HIGH_VALUE = 6;
export const HIGH_VALUE_LIMIT = 6;
/** Rounds in a game (the last one matters to Masters of AracKhan). */
export const LAST_ROUND = 9;
