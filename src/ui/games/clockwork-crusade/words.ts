/**
 * A card in words: its abilities as the rulebook explains them, shortly; its level bonuses
 * ("+2 defence against Vehicles"); its range ("1", "2–4"); a special card's effect. Players'
 * words only.
 */
import type { Ability, LevelBonus, Stat, UnitCard, UnitType } from '../../../engine/games/clockwork-crusade/types.js';

const STAT_WORDS: Readonly<Record<Stat, string>> = { attack: 'attack', defense: 'defence', movement: 'movement', range: 'range' };
const PLURAL: Readonly<Record<UnitType, string>> = { soldier: 'Soldiers', vehicle: 'Vehicles', building: 'Buildings' };

export function abilityName(a: Ability): string {
  switch (a.kind) {
    case 'assassinate': return 'Assassinate';
    case 'artillery-shell': return `Artillery Shell (${a.min}–${a.max})`;
    case 'barricade': return 'Barricade';
    case 'cleave': return 'Cleave';
    case 'corrupt': return 'Corrupt';
    case 'mounted-weaponry': return 'Mounted Weaponry';
    case 'portal-wall': return 'Portal Wall';
    case 'ranged-only': return 'Ranged Only';
    case 'regenerate': return 'Regenerate';
    case 'run-and-gun': return 'Run and Gun';
    case 'salvage': return 'Salvage';
    case 'scapegoat': return 'Scapegoat';
    case 'self-destruct': return `Self Destruct (${a.radius})`;
    case 'stealth': return 'Stealth';
  }
}

export function abilityText(a: Ability): string {
  switch (a.kind) {
    case 'assassinate': return 'Instead of attacking: flip a coin; heads, pay the target\'s cost and it is destroyed.';
    case 'artillery-shell': return `Instead of attacking: fire at a unit ${a.min} to ${a.max} hexes away; heads, a normal roll with no counter-attack, through any Barricade.`;
    case 'barricade': return 'Shots at longer range cannot pass through this unit\'s hex.';
    case 'cleave': return 'May attack two different units each turn.';
    case 'corrupt': return 'Instead of attacking: flip a coin; heads, you control an enemy unit in range until your turn ends.';
    case 'mounted-weaponry': return 'This building may attack and fire back.';
    case 'portal-wall': return 'Once a turn instead of attacking: pay 1 for a Wall portal next to it (a Wall: defence 10, Barricade).';
    case 'ranged-only': return 'Cannot hit what is too close: only at the range shown.';
    case 'regenerate': return 'When destroyed, a coin: heads, it lies face down where it fell and comes back at the start of your next turn.';
    case 'run-and-gun': return 'May move and shoot at range in the same turn.';
    case 'salvage': return 'Before it acts: a coin; heads, +1 resource but it rests this turn.';
    case 'scapegoat': return 'When attacked, you may flip a coin: heads, one of your units next to it takes the attack instead.';
    case 'self-destruct': return `Instead of attacking: it is destroyed and attacks every unit within ${a.radius} hex${a.radius > 1 ? 'es' : ''}, friend or foe.`;
    case 'stealth': return 'When attacked, you may flip a coin first: heads, the attack is turned away and that attacker may not attack it again this turn.';
  }
}

export const bonusWords = (b: LevelBonus): string => `+${b.amount} ${STAT_WORDS[b.stat]}${b.vs ? ` against ${PLURAL[b.vs]}` : ''}`;

export const rangeWords = (c: Pick<UnitCard, 'range'>): string => (c.range.min === c.range.max ? String(c.range.max) : `${c.range.min}–${c.range.max}`);

/** "Defence 10 (a roll must beat it)" for a building; "Defence 3" otherwise. */
export const defenceWords = (c: UnitCard): string => (c.type === 'building' ? `${c.defense} to beat` : String(c.defense));
