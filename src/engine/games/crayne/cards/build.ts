/**
 * Shorthand for writing card data. Every helper returns a plain data object of the effect
 * vocabulary (types.ts); nothing here carries behaviour.
 */
import type {
  Action,
  Allegiance,
  Card,
  ChoiceOption,
  Condition,
  Effect,
  Modifier,
  OptionEffect,
  Stat,
  Zone,
} from '../types.js';

export interface CardSpec {
  readonly cost: number;
  readonly attack?: number;
  readonly defence?: number;
  readonly revenue?: number;
  readonly stronghold?: number;
  readonly basic?: boolean;
  readonly copies?: number;
}

export function card(
  faction: Allegiance,
  id: string,
  name: string,
  spec: CardSpec,
  effects: readonly Effect[] = [],
): Card {
  const base = {
    id,
    name,
    faction,
    cost: spec.cost,
    basic: spec.basic ?? false,
    attack: spec.attack ?? 0,
    defence: spec.defence ?? 0,
    revenue: spec.revenue ?? 0,
    effects,
    copies: spec.copies ?? 1,
  };
  // Optional fields are left out rather than set to undefined, so cards stay canonical JSON.
  return spec.stronghold === undefined ? base : { ...base, stronghold: spec.stronghold };
}

// Conditions
export const played = (faction: Allegiance, count = 1): Condition => ({ kind: 'factionPlayedThisRound', faction, count });
export const inDiscard = (faction: Allegiance, count = 1): Condition => ({ kind: 'factionInDiscard', faction, count });
export const firstCard: Condition = { kind: 'firstCardThisRound' };

// Modifiers
export const plus = (stat: Stat, amount: number): Modifier => ({ kind: 'modify', stat, amount });
export const when = (condition: Condition, ...then: Modifier[]): Modifier => ({ kind: 'if', condition, then });
export const vsStronghold = (amount: number): Modifier => ({ kind: 'bonusVsStronghold', amount });
export const ignoreStrongholds: Modifier = { kind: 'ignoreStrongholds' };

// Actions
export const gain = (amount: number): Action => ({ kind: 'gainInfluence', amount });
export const draw = (count: number): Action => ({ kind: 'draw', count });
export const discard = (count: number): Action => ({ kind: 'discard', count });
export const reduceHand = (handSize: number): Action => ({ kind: 'reduceHand', handSize });
export const raidMarket = (count: number, spare: Allegiance): Action => ({ kind: 'sacrificeFromMarket', count, spare });
export const sacrifice = (from: Zone, count: number, optional: boolean, ...ifDone: (Modifier | Action)[]): Action => ({
  kind: 'sacrifice',
  from,
  count,
  optional,
  ifDone,
});
export const buryAuxiliaryTop = (count: number): Action => ({ kind: 'sacrificeAuxiliaryTop', count });
export const buyFromPit = (count: number, discountFaction: Allegiance, discount: number): Action => ({
  kind: 'buyFromPit',
  count,
  discountFaction,
  discount,
});

// Structure
export const teeth = (...actions: Action[]): Effect => ({ kind: 'teeth', actions });
export const onlyIf = (condition: Condition): Effect => ({ kind: 'playOnlyIf', condition });
export const atRevenueStart = (...actions: Action[]): Effect => ({ kind: 'trigger', at: 'revenueStart', actions });
export const atCleanup = (...actions: Action[]): Effect => ({ kind: 'trigger', at: 'cleanup', actions });
export const option = (...effects: OptionEffect[]): ChoiceOption => ({ effects });
export const choose = (...options: ChoiceOption[]): Effect => ({ kind: 'choice', options });
export const asStronghold = (value: number): OptionEffect => ({ kind: 'becomeStronghold', value });
