/**
 * Clockwork Crusade: the shapes every part of the game shares (content, rules, bots, table).
 * Plain JSON data only: the state is hashed after every step. All content (tiles, cards) is
 * original to Facedown; the rulebook (../shared/rules/clockwork-crusade.txt) has no public list.
 *
 * Geometry: pointy-top hexes in axial coordinates (q, r); a hex is named `${q},${r}` (HexId).
 * A territory grid tile is a radius-2 hexagon of 19 hexes; tiles sit on a lattice of such
 * hexagons (hex.ts has the basis), each at a lattice position and one of six rotations.
 */
import type { Handle, Seat, SharedPile } from '../../game.js';

/** `${q},${r}` in axial coordinates. */
export type HexId = string;
export type Axial = { readonly q: number; readonly r: number };

export type UnitType = 'soldier' | 'vehicle' | 'building';
export type Stat = 'attack' | 'defense' | 'movement' | 'range';

/** The rulebook's fourteen unit abilities (parameters where the rulebook gives them). */
export type Ability =
  | { readonly kind: 'assassinate' }
  | { readonly kind: 'artillery-shell'; readonly min: number; readonly max: number }
  | { readonly kind: 'barricade' }
  | { readonly kind: 'cleave' }
  | { readonly kind: 'corrupt' }
  | { readonly kind: 'mounted-weaponry' }
  | { readonly kind: 'portal-wall' }
  | { readonly kind: 'ranged-only' }
  | { readonly kind: 'regenerate' }
  | { readonly kind: 'run-and-gun' }
  | { readonly kind: 'salvage' }
  | { readonly kind: 'scapegoat' }
  | { readonly kind: 'self-destruct'; readonly radius: number }
  | { readonly kind: 'stealth' };
export type AbilityKind = Ability['kind'];

/** A level bonus: `amount` added to `stat`, only against units of type `vs` when given. */
export type LevelBonus = { readonly stat: Stat; readonly amount: number; readonly vs?: UnitType };

export type UnitCard = {
  readonly kind: 'unit';
  readonly id: string;
  readonly name: string;
  readonly type: UnitType;
  readonly cost: number;
  /** Attack range: min 1 normally; "x–y" (min > 1) for Ranged Only cards. */
  readonly range: { readonly min: number; readonly max: number };
  readonly attack: number;
  /** For a building: the static number an attacker's roll must beat. */
  readonly defense: number;
  readonly movement: number;
  readonly abilities: readonly Ability[];
  /** Bonuses with two copies held (2.0) and with three (3.0, in place of 2.0). */
  readonly level2: readonly LevelBonus[];
  readonly level3: readonly LevelBonus[];
  /** Copies in the stack (the starting Infantry card is in no stack: 0). */
  readonly copies: number;
  readonly text?: string;
};

/** What a special card does when played (one use, then discarded). */
export type SpecialEffect =
  /** Gain resources now. */
  | { readonly kind: 'supply'; readonly amount: number }
  /** One of your units may move this many extra hexes this turn. */
  | { readonly kind: 'forced-march'; readonly amount: number }
  /** One of your units adds this to its attack rolls this turn. */
  | { readonly kind: 'overcharge'; readonly amount: number }
  /** One of your gates has this static defence until the start of your next turn. */
  | { readonly kind: 'fortify'; readonly defense: number }
  /** A chosen opponent discards a random card from their hand (not their Infantry). */
  | { readonly kind: 'sabotage' }
  /** One of your face-down portals flips now and comes into play this turn. */
  | { readonly kind: 'rapid-deployment' }
  /** Draw a card from the stack; it does not count as your draw this turn. */
  | { readonly kind: 'field-intelligence' };

export type SpecialCard = {
  readonly kind: 'special';
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly effect: SpecialEffect;
  readonly copies: number;
};

export type CcCard = UnitCard | SpecialCard;

export type Terrain = 'territory' | 'neutral' | 'water';

/** One hex of a tile, in the tile's own axial coordinates (distance ≤ 2 from 0,0). */
export type TileHex = {
  readonly q: number;
  readonly r: number;
  readonly terrain: Terrain;
  /** For territory hexes: which territory of the tile ('a', 'b', …). */
  readonly territory?: string;
};

export type TileDef = {
  readonly id: string;
  readonly name: string;
  /** All 19 hexes. */
  readonly hexes: readonly TileHex[];
  /** Each territory's name, in letter order (a, b, …): the map's labels. Ours, like the tiles. */
  readonly territoryNames?: readonly string[];
};

/** A hex of the assembled board. */
export type BoardHex = {
  readonly terrain: Terrain;
  /** `${tileId}/${letter}` for territory hexes. */
  readonly territory?: string;
};

export type PlacedTile = {
  readonly tile: string;
  /** Tile lattice position and rotation (0–5, 60° steps clockwise). */
  readonly at: Axial;
  readonly rotation: number;
};

export type Gate = {
  readonly id: string;
  readonly owner: Seat;
  readonly hex: HexId;
  /** The hex of the same territory the arrow points to: where portals come in. */
  readonly arrow: HexId;
  readonly territory: string;
  /** Fortified: this static defence until the owner's next turn starts. */
  readonly fortified?: number;
};

/** A unit on the board, face up or face down (a portal). */
export type Unit = {
  readonly id: string;
  readonly owner: Seat;
  readonly hex: HexId;
  /** The unit card's id ('wall' for a Portal Wall); null while face down and not yet known. */
  readonly card: string | null;
  /**
   * Face down: a portal. `slot` names the commitment of a portal created at a gate (its type is
   * hidden until it flips); a Regenerate portal and a Wall portal have a public card.
   */
  readonly faceDown?: {
    readonly slot?: string;
    readonly cost?: number;
    readonly gate?: string;
    /** The owner's hand when the portal was made: the revealed card must be one of these (it may have left the hand since, e.g. to Sabotage). */
    readonly held?: readonly Handle[];
  };
  /** This turn: hexes moved, attacks made, whether it may still act. */
  readonly moved: number;
  readonly attacks: number;
  readonly spent?: boolean;
  /** Corrupted: controlled by this seat until the end of the turn. */
  readonly corruptedBy?: Seat;
  /** Cleave: the first target attacked this turn (the second must differ). */
  readonly hit?: string;
  /** Salvage tried this turn. */
  readonly salvaged?: boolean;
  /** Forced March / Overcharge this turn. */
  readonly extraMove?: number;
  readonly overcharge?: number;
  /** Stealth: units this unit may not attack again this turn (their coin came up heads against it). */
  readonly barred?: readonly string[];
};

export type PlayerState = {
  readonly resources: number;
  /** Hidden hand: handles dealt from the stack (the Infantry card is implicit and never leaves). */
  readonly hand: readonly Handle[];
  /** Cards of the hand shown face up (handle → card id): they count for level bonuses. */
  readonly shown: Readonly<Record<Handle, string>>;
  readonly eliminated: boolean;
  /** Whether this seat has had its first turn (no income on it). */
  readonly started: boolean;
};

export type CcOptions = {
  /** Rounds before the match is decided on territories (our ruling, so every match ends). */
  readonly rounds: number;
};

export type CcState = {
  readonly seats: number;
  readonly options: CcOptions;
  readonly phase: string;
  readonly round: number;
  /** Seat order for setup (tile placement) and for play (the first player and clockwise). */
  readonly order: readonly Seat[];
  readonly current: Seat;
  readonly tilesLeft: readonly string[];
  readonly placed: readonly PlacedTile[];
  readonly board: Readonly<Record<HexId, BoardHex>>;
  readonly gates: readonly Gate[];
  readonly units: readonly Unit[];
  readonly players: readonly PlayerState[];
  readonly stack: SharedPile;
  readonly discards: readonly string[];
  /** This turn: whether the seat researched or drew. */
  readonly drewThisTurn: boolean;
  readonly researched: boolean;
  readonly destroyedGate: boolean;
  /** The last dice and coins, for the table and the log. */
  readonly lastRoll: readonly RollRecord[];
  readonly nextId: number;
  readonly winners: readonly Seat[] | null;
  readonly summary: string | null;
  /** Setup: index into `order` of the seat to act. */
  readonly cursor: number;
  /** What the current sub-step resolves (a fight waiting for its dice, a portal to reveal…). */
  readonly pending: Pending | null;
  /**
   * A special card played at the Control step or while placing a building (the rulebook: "anytime
   * during your turn") whose play needs a step of its own (a draw, Sabotage, a portal opening): the
   * step and its sub-step to go back to afterwards. Absent otherwise.
   */
  readonly paused?: { readonly phase: 'control' | 'place'; readonly pending: Pending | null };
};

/** Where a sub-step returns to when done. */
export type Resume = 'portal' | 'main';

/**
 * A sub-step in progress: the phase names the request, `pending` what it resolves.
 * Fights and coins wait for one random step; a portal waits for its commitment or reveal.
 */
export type Pending =
  /** `stealth` / `scapegoat`: the defender chose to flip that ability's coin. */
  | { readonly kind: 'attack'; readonly unit: string; readonly target: string; readonly artillery?: boolean; readonly stealth?: boolean; readonly scapegoat?: boolean }
  /** The defender is asked whether to flip its unit's Stealth or Scapegoat coin before the attack (phase 'defend'). */
  | { readonly kind: 'defend'; readonly ability: 'stealth' | 'scapegoat'; readonly unit: string; readonly target: string; readonly artillery?: boolean; readonly stealth?: boolean }
  /** An attack missed: the defending unit `unit` may strike back at `target` (asked in phase 'counter', rolled in 'fight'). */
  | { readonly kind: 'counter'; readonly unit: string; readonly target: string }
  | { readonly kind: 'assassinate'; readonly unit: string; readonly target: string }
  | { readonly kind: 'corrupt'; readonly unit: string; readonly target: string }
  | { readonly kind: 'self-destruct'; readonly unit: string }
  | { readonly kind: 'salvage'; readonly unit: string }
  | { readonly kind: 'sabotage'; readonly victim: Seat }
  | { readonly kind: 'discard'; readonly victim: Seat; readonly handle: Handle }
  | { readonly kind: 'commit'; readonly unit: string }
  | { readonly kind: 'reveal'; readonly unit: string; readonly resume: Resume }
  | { readonly kind: 'place'; readonly unit: string; readonly resume: Resume }
  | { readonly kind: 'deal'; readonly seat: Seat; readonly free?: boolean };

/** One roll or coin shown to the players: who rolled, for what, the dice, the total. */
export type RollRecord = {
  readonly seat: Seat;
  readonly what: string;
  readonly dice: readonly number[];
  readonly total?: number;
  readonly coin?: 'heads' | 'tails';
};
