/**
 * Omnistrike's extra groups for the table's attack builder: with an Omnistrike card in the attack,
 * which other adjacent enemy cards other cards may join against (`also`), and which cards may
 * join each. Every answer is found by asking `attackReason` (the check `check` uses) about the
 * declaration with that card added, so the table never judges it.
 */
import type { Seat } from '../../game.js';
import type { Position } from './board.js';
import { attackReason } from './attack.js';
import type { ExtraGroup } from './moves.js';
import { profiles } from './profile.js';
import type { ArkState } from './state.js';

/** `also` with the card at `at` added to the group against `target` (each `with` kept sorted). */
export function withExtra(also: readonly ExtraGroup[], target: Position, at: Position): ExtraGroup[] {
  const has = also.some((x) => x.target === target);
  const out = also.map((x) => (x.target === target ? { target, with: [...x.with, at].sort() } : x));
  return has ? out : [...out, { target, with: [at] }];
}

/** `also` with the card at `at` taken out (a group left empty is dropped). */
export function withoutExtra(also: readonly ExtraGroup[], at: Position): ExtraGroup[] {
  return also.map((x) => ({ target: x.target, with: x.with.filter((w) => w !== at) })).filter((x) => x.with.length > 0);
}

/** Cards of the seat that may join the strike on `extra` (another enemy next to the Omnistrike card) in this declaration. */
export function extraJoinable(s: ArkState, seat: Seat, target: Position, withAt: readonly Position[], also: readonly ExtraGroup[], extra: Position, initiative: boolean): Position[] {
  const used = new Set<Position>([...withAt, ...also.flatMap((x) => x.with)]);
  const out: Position[] = [];
  for (const p of profiles(s).values()) {
    if (p.control !== seat || used.has(p.at)) continue;
    if (attackReason(s, seat, target, withAt, initiative, withExtra(also, extra, p.at)) === null) out.push(p.at);
  }
  return out;
}

/** Other enemy cards the declaration's Omnistrike strikes that at least one more card of the seat may join against now. */
export function extraTargets(s: ArkState, seat: Seat, target: Position, withAt: readonly Position[], also: readonly ExtraGroup[], initiative: boolean): Position[] {
  if (attackReason(s, seat, target, withAt, initiative, also) !== null) return [];
  const out: Position[] = [];
  for (const o of profiles(s).values()) {
    if (o.control === seat || o.at === target) continue;
    if (also.some((x) => x.target === o.at) || extraJoinable(s, seat, target, withAt, also, o.at, initiative).length > 0) out.push(o.at);
  }
  return out;
}
