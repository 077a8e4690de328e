/**
 * Shorthand for writing card data. Every helper returns a plain data object of the effect
 * vocabulary (types.ts); nothing here carries behaviour.
 */
import type { Ability, AltCost, Amount, Card, CardType, Effect, Faction, Lane, Origin } from '../types.js';

export interface CardSpec {
  readonly code?: string;
  readonly types?: readonly CardType[];
  readonly cost: number;
  readonly tech: number;
  /** Mining, Attack, Tech. */
  readonly power: readonly [number, number, number];
  readonly stealth?: boolean;
  readonly alt?: AltCost;
  readonly copies?: number;
  readonly origin: Origin;
  readonly note?: string;
}

export function card(faction: Faction, id: string, name: string, spec: CardSpec, abilities: readonly Ability[] = []): Card {
  const [mining, attack, tech] = spec.power;
  return {
    id,
    name,
    faction,
    code: spec.code ?? null,
    types: spec.types ?? [],
    cost: spec.cost,
    tech: spec.tech,
    power: { mining, attack, tech },
    stealth: spec.stealth ?? false,
    abilities,
    alt: spec.alt ?? null,
    copies: spec.copies ?? 1,
    origin: spec.origin,
    note: spec.note ?? '',
  };
}

// Timings
export const played = (...effects: Effect[]): Ability => ({ when: 'played', effects });
export const attackPhase = (...effects: Effect[]): Ability => ({ when: 'attackPhase', effects });
export const miningPhase = (...effects: Effect[]): Ability => ({ when: 'miningPhase', effects });
export const endOfTurn = (...effects: Effect[]): Ability => ({ when: 'endOfTurn', effects });
export const nextRound = (...effects: Effect[]): Ability => ({ when: 'nextRound', effects });

// Amounts
export const perCardInLane = (lane: Lane | 'this', times = 1): Amount => ({ per: { kind: 'cardsInLane', lane }, times });
export const perOther = (type: CardType, times = 1): Amount => ({ per: { kind: 'othersOfType', type }, times });

// Effects
export const gainHp = (amount: number): Effect => ({ kind: 'gainHp', amount });
export const gainCrystals = (amount: Amount): Effect => ({ kind: 'gainCrystals', amount });
export const damage = (amount: number, target: 'opponent' | 'each-opponent' | 'self' = 'opponent'): Effect => ({ kind: 'damage', amount, target });
export const draw = (count: number, o: { upTo?: boolean; fromDiscard?: boolean } = {}): Effect => ({
  kind: 'draw', count, upTo: o.upTo ?? false, fromDiscard: o.fromDiscard ?? false,
});
export const swarm = (amount: number): Effect => ({ kind: 'swarm', amount });
export const boost = (amount: Amount, lane: Lane | 'this' | 'choose'): Effect => ({ kind: 'boost', amount, lane });
export const corrupt = (amount: number): Effect => ({ kind: 'corrupt', amount });
export const moveCorruption = (count: number | null, to: 'own' | 'opponent' | 'opponents'): Effect => ({ kind: 'moveCorruption', count, to });
export const disable = (lane: Lane | null, maxPower: number | null = null): Effect => ({ kind: 'disable', lane, maxPower });
export const destroy = (maxPower: number | null): Effect => ({ kind: 'destroy', maxPower });
export const weaken = (amount: number): Effect => ({ kind: 'weaken', amount });
export const preventDamage = (amount: number): Effect => ({ kind: 'preventDamage', amount });
export const extraTech = (amount: number): Effect => ({ kind: 'extraTech', amount });
export const discount = (cost: number, tech: number): Effect => ({ kind: 'discount', cost, tech });
export const putBasic = (count: number, faceDown = false): Effect => ({ kind: 'putBasic', count, faceDown });
export const recover = (count: number): Effect => ({ kind: 'recover', count });
export const discardFromLane = (lane: Lane, max: number, ...each: Effect[]): Effect => ({ kind: 'discardFromLane', lane, max, each });
export const discardSelf: Effect = { kind: 'discardSelf' };
export const upkeep = (crystals: number): Effect => ({ kind: 'upkeep', crystals });
export const quake = (amount: number): Effect => ({ kind: 'quake', amount });
export const may = (...effects: Effect[]): Effect => ({ kind: 'optional', effects });
export const ifStealth = (then: readonly Effect[], otherwise: readonly Effect[]): Effect => ({ kind: 'ifStealth', then, otherwise });
export const byLane = (mining: readonly Effect[], attack: readonly Effect[], tech: readonly Effect[]): Effect => ({ kind: 'byLane', mining, attack, tech });
