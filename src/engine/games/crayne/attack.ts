/**
 * Attack Phase resolution. Every Lord attacks each of their Opponents at once, with full
 * Attack against each (doubled, not split). Against one attacker, the target's Strongholds
 * facing that attacker absorb damage first and are destroyed when beaten; what passes them
 * from all attackers is added up, and the target's Defence is taken off that sum once.
 *
 * A Stronghold faces a side (see seating.ts), so when the Lord on that side is eliminated it
 * faces the next one, as the rules require, with no bookkeeping; heads-up, both sides are the
 * one Opponent.
 */
import { type Result, err, ok } from '../../../result.js';
import { type SeatOpponents, ringOpponents } from './seating.js';

export type Side = 'left' | 'right';

export interface StrongholdInPlay {
  readonly id: string;
  readonly value: number;
  readonly facing: Side;
}

export interface Combatant {
  readonly seat: number;
  readonly attack: number;
  readonly defence: number;
  /** Extra Attack against each Opponent who has a Stronghold facing this Lord. */
  readonly bonusVsStronghold: number;
  readonly ignoreStrongholds: boolean;
  /** In the order they take damage (the engine passes them oldest first). */
  readonly strongholds: readonly StrongholdInPlay[];
}

/** One attacker's blow against one target. */
export interface Blow {
  readonly from: number;
  /** Attack including any bonus against Strongholds. */
  readonly power: number;
  readonly absorbed: number;
  readonly through: number;
  /** Ids of the target's Strongholds this blow destroyed. */
  readonly destroyed: readonly string[];
}

export interface Damage {
  readonly seat: number;
  readonly blows: readonly Blow[];
  readonly defence: number;
  /** max(0, sum of `through` − defence). */
  readonly influenceLost: number;
  readonly destroyedStrongholds: readonly string[];
}

const isCount = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

function check(combatants: readonly Combatant[], opponents: readonly SeatOpponents[]): string | null {
  const seats = new Set(combatants.map((c) => c.seat));
  if (seats.size !== combatants.length) return 'a seat appears twice';
  if (combatants.length < 2) return 'an attack needs at least two Lords';
  for (const c of combatants) {
    if (![c.attack, c.defence, c.bonusVsStronghold].every(isCount)) return `seat ${c.seat}: totals must be whole numbers ≥ 0`;
    if (!c.strongholds.every((s) => isCount(s.value) && s.value > 0)) return `seat ${c.seat}: a Stronghold value must be ≥ 1`;
    const o = opponents.find((x) => x.seat === c.seat);
    if (o === undefined) return `seat ${c.seat} has no Opponents`;
    if (!seats.has(o.left) || !seats.has(o.right) || o.left === c.seat || o.right === c.seat) {
      return `seat ${c.seat}: its Opponents must be other Lords in the fight`;
    }
  }
  return null;
}

function blow(attacker: Combatant, target: Combatant, targetOpps: SeatOpponents): Blow {
  const facing = target.strongholds.filter((s) => targetOpps[s.facing] === attacker.seat);
  const power = attacker.attack + (facing.length > 0 ? attacker.bonusVsStronghold : 0);
  if (attacker.ignoreStrongholds) return { from: attacker.seat, power, absorbed: 0, through: power, destroyed: [] };
  let left = power;
  const destroyed: string[] = [];
  for (const s of facing) {
    if (left >= s.value) {
      destroyed.push(s.id);
      left -= s.value;
    } else {
      left = 0; // an unbeaten Stronghold stops the rest of this blow, and survives
      break;
    }
  }
  return { from: attacker.seat, power, absorbed: power - left, through: left, destroyed };
}

/**
 * Resolves one Attack Phase. `opponents` defaults to the ring of the combatants in the given
 * (clockwise) order; team games pass their pairings.
 */
export function resolveAttack(
  combatants: readonly Combatant[],
  opponents: readonly SeatOpponents[] = ringOpponents(combatants.map((c) => c.seat)),
): Result<readonly Damage[]> {
  const problem = check(combatants, opponents);
  if (problem !== null) return err(problem);
  const oppsOf = new Map(opponents.map((o) => [o.seat, o]));
  const opps = (seat: number): SeatOpponents => oppsOf.get(seat) ?? { seat, left: seat, right: seat };

  const damage = combatants.map((target): Damage => {
    const attackers = combatants.filter((a) => a.seat !== target.seat && [opps(a.seat).left, opps(a.seat).right].includes(target.seat));
    const blows = attackers.map((a) => blow(a, target, opps(target.seat)));
    const through = blows.reduce((sum, b) => sum + b.through, 0);
    return {
      seat: target.seat,
      blows,
      defence: target.defence,
      influenceLost: Math.max(0, through - target.defence),
      destroyedStrongholds: blows.flatMap((b) => b.destroyed),
    };
  });
  return ok(damage);
}
