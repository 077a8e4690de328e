/**
 * Options and seating: which variant, how many human seats it takes, which setup-table row it
 * uses, and who each combatant's Opponents are as Lords fall.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Json, Seat } from '../../game.js';
import { type SeatOpponents, ringOpponents, teamOpponents } from './seating.js';
import type { Difficulty, Variant } from './setup-table.js';
import { type CrayneOptions, type CrayneState, DIFFICULTIES, type Direction, RULES, VARIANTS, type VariantName, isTeamVariant, lordOf } from './state.js';

const AUTOMATED: readonly VariantName[] = ['solo', 'coop'];

const isObj = (v: Json): v is { readonly [k: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseOptions(raw: Json): Result<CrayneOptions> {
  if (!isObj(raw)) return err('options must be an object');
  const extra = Object.keys(raw).filter((k) => k !== 'variant' && k !== 'difficulty' && k !== 'rules');
  if (extra.length) return err(`unknown option "${extra[0]}"`);
  const rawVariant = raw.variant ?? null;
  const variant = VARIANTS.find((v) => v === rawVariant) ?? null;
  if (rawVariant !== null && variant === null) return err(`variant must be one of ${VARIANTS.join(', ')}`);
  const rawDifficulty = raw.difficulty ?? null;
  const difficulty = DIFFICULTIES.find((d) => d === rawDifficulty) ?? null;
  if (rawDifficulty !== null && difficulty === null) return err(`difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  const automated = variant === null ? null : AUTOMATED.includes(variant);
  if (difficulty !== null && automated === false) return err('difficulty applies only to the solo and co-op variants');
  const rules = raw.rules ?? 1;
  if (typeof rules !== 'number' || !Number.isSafeInteger(rules) || rules < 1 || rules > RULES) return err(`rules must be a revision from 1 to ${RULES}`);
  return ok({ variant, difficulty: difficulty ?? (automated ? 'normal' : null), rules });
}

/** Human seats each variant takes. */
export const SEATS: Readonly<Record<VariantName, readonly number[]>> = {
  'heads-up': [2],
  'free-for-all': [3, 4, 5, 6],
  solo: [1],
  '2v2': [4],
  '3v3': [6],
  '2v2v2': [6],
  coop: [2],
};

/** The variant a match plays, and the setup-table entry it uses. */
export function resolveVariant(o: CrayneOptions, seats: number): Result<{ name: VariantName; variant: Variant; difficulty: Difficulty | null }> {
  const name: VariantName = o.variant ?? (seats === 1 ? 'solo' : seats === 2 ? 'heads-up' : 'free-for-all');
  if (!SEATS[name].includes(seats)) return err(`the ${name} variant seats ${SEATS[name].join(' or ')} players, not ${seats}`);
  if (o.difficulty !== null && !AUTOMATED.includes(name)) return err('difficulty applies only to the solo and co-op variants');
  const difficulty = o.difficulty ?? (AUTOMATED.includes(name) ? 'normal' : null);
  if (name === 'solo') return ok({ name, difficulty, variant: { kind: 'soloDeathmatch', difficulty: difficulty ?? 'normal' } });
  if (name === 'coop') return ok({ name, difficulty, variant: { kind: 'coopDeathmatch', difficulty: difficulty ?? 'normal' } });
  if (isTeamVariant(name)) return ok({ name, difficulty, variant: { kind: 'team', format: name } });
  return ok({ name, difficulty, variant: { kind: 'standard', players: seats } });
}

/** Teams of a live match: team indices whose Lords all still stand. */
export function liveTeams(s: CrayneState): number[] {
  return s.teams.flatMap((t, i) => (t.every((seat) => lordOf(s, seat).alive) ? [i] : []));
}

/**
 * Every combatant's Opponents. Human seats are 0…seats−1; Automated Opponents are virtual seats
 * after them. Solo: the Lord faces the Automaton. Co-op sits like a 2v2 (seat i faces virtual
 * seat 3−i). A Lord with one Opponent has left === right.
 */
export function opponents(s: CrayneState): readonly SeatOpponents[] {
  if (s.variant === 'solo') return [{ seat: 0, left: 1, right: 1 }, { seat: 1, left: 0, right: 0 }];
  if (s.variant === 'coop') {
    return [0, 1, 2, 3].map((seat) => ({ seat, left: 3 - seat, right: 3 - seat }));
  }
  if (isTeamVariant(s.variant)) {
    const r = teamOpponents(s.variant, liveTeams(s));
    return r.ok ? r.value : [];
  }
  return ringOpponents(s.lords.flatMap((l, i) => (l.alive ? [i] : [])));
}

export function opponentsOf(s: CrayneState, seat: Seat): SeatOpponents | null {
  return opponents(s).find((o) => o.seat === seat) ?? null;
}

/** Whether a Lord must declare which way a Stronghold faces (two different Opponents). */
export function hasTwoOpponents(s: CrayneState, seat: Seat): boolean {
  const o = opponentsOf(s, seat);
  return o !== null && o.left !== o.right;
}

export const opponentOn = (s: CrayneState, seat: Seat, d: Direction): number | null => opponentsOf(s, seat)?.[d] ?? null;
