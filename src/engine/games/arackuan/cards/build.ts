/**
 * Shorthand for writing card data. Every helper returns a plain data object of the vocabulary in
 * types.ts; nothing here carries behaviour. Derived fields (deck value, copy limit, spell life)
 * are worked out here by the printed rules, so the data files hold only what is printed.
 */
import type {
  Ability, Amount, Attribute, AttackLimit, AttributeKind, Card, CardFilter, CardKind, Condition, DefenceLimit,
  Destination, Duration, Faction, Family, Grant, Label, Placement, Selector, Stat, Step, Target,
} from './types.js';
import { HIGH_VALUE, HIGH_VALUE_LIMIT } from './types.js';

export interface Spec {
  /** The digital edition's class name. */
  readonly code: string;
  readonly value: number;
  /** The second printed value, for deck building, when there is one. */
  readonly dbv?: number;
  readonly attack?: number;
  readonly defence?: number;
  readonly legendary?: boolean;
  readonly limit?: number;
  readonly family?: Family;
  readonly attributes?: readonly Attribute[];
  readonly prebuilt?: number;
}

/** The copy limit the deck rules give a card: legendary 1, a printed limit, 6 at deck value ≥ 6, else none. */
export function copyLimitOf(legendary: boolean, printedLimit: number | null, deckValue: number): number | null {
  if (legendary) return 1;
  if (printedLimit !== null) return printedLimit;
  return deckValue >= HIGH_VALUE ? HIGH_VALUE_LIMIT : null;
}

function make(faction: Faction, kind: CardKind, id: string, name: string, spec: Spec, astral: boolean, abilities: readonly Ability[]): Card {
  const deckValue = spec.dbv ?? spec.value;
  const legendary = spec.legendary ?? kind === 'land';
  const printedLimit = spec.limit ?? null;
  const lasting = abilities.some((a) => a.kind === 'static');
  return {
    id,
    name,
    faction,
    code: spec.code,
    kind,
    value: spec.value,
    deckValue,
    attack: spec.attack ?? null,
    defence: kind === 'spell' ? null : (spec.defence ?? null),
    legendary,
    printedLimit,
    copyLimit: copyLimitOf(legendary, printedLimit, deckValue),
    family: spec.family ?? null,
    astral,
    spellLife: kind !== 'spell' ? null : lasting ? 'endOfRound' : 'afterUse',
    attributes: spec.attributes ?? [],
    abilities,
    prebuilt: spec.prebuilt ?? 0,
  };
}

/** Card makers for one faction. */
export function maker(faction: Faction) {
  return {
    creature: (id: string, name: string, spec: Spec, ...abilities: Ability[]): Card => make(faction, 'creature', id, name, spec, false, abilities),
    /** Lands are legendary unless `legendary: false` (Dark Tunnel, Eternal Roots). */
    land: (id: string, name: string, spec: Spec, ...abilities: Ability[]): Card => make(faction, 'land', id, name, spec, false, abilities),
    /** A local spell, placed on the battlefield. */
    local: (id: string, name: string, spec: Spec, ...abilities: Ability[]): Card => make(faction, 'spell', id, name, spec, false, abilities),
    /** A global spell, placed on the Astral Plane. */
    astral: (id: string, name: string, spec: Spec, ...abilities: Ability[]): Card => make(faction, 'spell', id, name, spec, true, abilities),
  };
}

// Attributes
export const INITIATIVE: Attribute = { kind: 'initiative' };
export const OMNISTRIKE: Attribute = { kind: 'omnistrike' };
export const SWARM: Attribute = { kind: 'swarm' };
export const FLIGHT: Attribute = { kind: 'flight' };
export const PERFORATION: Attribute = { kind: 'perforation', step: 1 };
export const REGENERATION: Attribute = { kind: 'regeneration' };
export const STEALTH: Attribute = { kind: 'stealth' };
export const ranged = (range: number): Attribute => ({ kind: 'ranged', range });
export const movement = (distance: number): Attribute => ({ kind: 'movement', distance });
export const MOVEMENT_2 = movement(2);

// Filters
const withKinds = (side: CardFilter['side'], kinds: readonly CardKind[], extra: CardFilter): CardFilter => ({ side, kinds, ...extra });
export const allyCreatures = (extra: CardFilter = {}): CardFilter => withKinds('ally', ['creature'], extra);
export const enemyCreatures = (extra: CardFilter = {}): CardFilter => withKinds('enemy', ['creature'], extra);
export const anyCreatures = (extra: CardFilter = {}): CardFilter => withKinds('any', ['creature'], extra);
export const allyCreaturesAndLands: CardFilter = { side: 'ally', kinds: ['creature', 'land'] };
export const enemySpells: CardFilter = { side: 'enemy', kinds: ['spell'] };
export const legion = (family: Family): CardFilter => ({ families: [family] });
export const having = (...attrs: AttributeKind[]): CardFilter => ({ withAttribute: attrs });

// Selectors
export const SELF: Selector = { where: 'self' };
export const adjacent = (filter: CardFilter): Selector => ({ where: 'adjacent', filter });
export const battlefield = (filter: CardFilter, other = false): Selector => (other ? { where: 'battlefield', other, filter } : { where: 'battlefield', filter });
export const inHand = (filter: CardFilter): Selector => ({ where: 'hand', filter });

// Conditions
export const exists = (select: Selector): Condition => ({ kind: 'exists', select });
export const not = (condition: Condition): Condition => ({ kind: 'not', condition });
export const SELF_ACTIVE: Condition = { kind: 'selfActive' };
export const STARTING_PLAYER: Condition = { kind: 'startingPlayer' };
export const NOT_MOVED: Condition = { kind: 'notMovedThisTurn' };

// Amounts
export const per = (select: Selector, times = 1): Amount => ({ per: { kind: 'cards', select }, times });

// Grants
export const stat = (s: Stat, amount: Amount, vs?: CardFilter): Grant => (vs ? { kind: 'stat', stat: s, amount, vs } : { kind: 'stat', stat: s, amount });
export const attack = (amount: Amount, vs?: CardFilter): Grant => stat('attack', amount, vs);
export const defence = (amount: Amount, vs?: CardFilter): Grant => stat('defence', amount, vs);
export const range = (amount: number): Grant => ({ kind: 'range', amount });
export const gain = (attribute: Attribute): Grant => ({ kind: 'attribute', attribute });
export const loseAttributes = (...only: AttributeKind[]): Grant => (only.length ? { kind: 'loseAttributes', only } : { kind: 'loseAttributes' });
export const LOSE_SKILLS: Grant = { kind: 'loseSkills' };
export const IMMUNE: Grant = { kind: 'immuneToEnemySpells' };
export const attackLimit = (limit: AttackLimit): Grant => ({ kind: 'attackLimit', limit });
export const defenceLimit = (limit: DefenceLimit): Grant => ({ kind: 'defenceLimit', limit });
export const CANNOT_ATTACK = attackLimit({ kind: 'none' });
export const DEACTIVATED: Grant = { kind: 'deactivated' };

// Abilities
const lasting = (label: Label) => (select: Selector, ...grants: Grant[]): Ability => ({ kind: 'static', label, select, grants });
export const skill = lasting('skill');
export const weakness = lasting('weakness');
export const benefit = lasting('benefit');
export const effect = lasting('effect');
/** The same lasting ability, holding only while the condition is true. */
export const when = (condition: Condition, ability: Ability): Ability => {
  if (ability.kind !== 'static' && ability.kind !== 'trigger') return ability;
  return { ...ability, condition };
};
export const action = (label: Label, ...steps: Step[]): Ability => ({ kind: 'action', label, oncePerRound: false, steps });
export const actionOncePerRound = (label: Label, ...steps: Step[]): Ability => ({ kind: 'action', label, oncePerRound: true, steps });

// Targets
export const THIS: Target = { kind: 'self' };
export const choose = (count: number | null, select: Selector, upTo = false): Target => ({ kind: 'choose', select, count, upTo });
export const all = (select: Selector): Target => ({ kind: 'all', select });
export const chosen = (step: number): Target => ({ kind: 'chosen', step });

// Destinations and placements
export const steps = (max: number): Destination => ({ kind: 'steps', max });
export const ANYWHERE: Destination = { kind: 'anywhere' };
export const SAFE: Destination = { kind: 'safe' };
export const vacated = (step: number): Placement => ({ kind: 'vacated', step });

// Steps
export const move = (target: Target, to: Destination): Step => ({ kind: 'move', target, to });
export const swap = (first: Target, second: Target): Step => ({ kind: 'swap', first, second });
export const destroy = (target: Target): Step => ({ kind: 'destroy', target });
export const discard = (target: Target): Step => ({ kind: 'discard', target });
export const deactivate = (target: Target): Step => ({ kind: 'deactivate', target });
export const reactivate = (target: Target): Step => ({ kind: 'reactivate', target });
export const grantUntil = (until: Duration, target: Target, ...grants: Grant[]): Step => ({ kind: 'grant', target, grants, until });
export const putFromHand = (target: Target, at: Placement): Step => ({ kind: 'putFromHand', target, at });
export const copy = (target: Target, from: Target, mode: 'replace' | 'add', until: Duration): Step => ({ kind: 'copy', target, from, mode, until });
export const optional = (...inner: Step[]): Step => ({ kind: 'optional', steps: inner });
