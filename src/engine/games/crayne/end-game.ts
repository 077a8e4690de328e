/**
 * End of game. A Lord is eliminated when their Influence reaches zero or less. The game ends
 * when at most one Lord is left; if the last Lords all fall in the same round, the one with
 * the highest (least negative) Influence wins, and a tie for highest means everyone loses.
 * Team and co-operative variants have their own verdicts below.
 */
import { type Result, err, ok } from '../../../result.js';
import { isEliminated } from './influence.js';

export interface Standing {
  readonly seat: number;
  readonly influence: number;
}

export type Verdict =
  | { readonly kind: 'continue'; readonly remaining: readonly number[]; readonly eliminated: readonly number[] }
  | { readonly kind: 'winner'; readonly winner: number; readonly eliminated: readonly number[] }
  | { readonly kind: 'allLose'; readonly eliminated: readonly number[] };

/** The single best entry by score, or undefined on a tie for best (or no entries). */
function soleBest<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  const top = Math.max(...items.map(score));
  const best = items.filter((t) => score(t) === top);
  return best.length === 1 ? best[0] : undefined;
}

/**
 * Judges the end of a round. `lords` are the Lords still in the game when the round began,
 * with their Influence now.
 */
export function judgeRound(lords: readonly Standing[]): Result<Verdict> {
  if (lords.length < 2) return err('a round is judged between at least two Lords');
  if (new Set(lords.map((l) => l.seat)).size !== lords.length) return err('a seat appears twice');
  const eliminated = lords.filter((l) => isEliminated(l.influence)).map((l) => l.seat);
  const remaining = lords.filter((l) => !isEliminated(l.influence)).map((l) => l.seat);
  const [last] = remaining;
  if (remaining.length >= 2) return ok({ kind: 'continue', remaining, eliminated });
  if (last !== undefined) return ok({ kind: 'winner', winner: last, eliminated });
  const best = soleBest(lords, (l) => l.influence);
  return ok(best === undefined ? { kind: 'allLose', eliminated } : { kind: 'winner', winner: best.seat, eliminated });
}

export interface TeamStanding {
  readonly team: string;
  readonly lords: readonly Standing[];
}

export type TeamVerdict =
  | { readonly kind: 'continue'; readonly remaining: readonly string[]; readonly defeated: readonly string[] }
  | { readonly kind: 'winner'; readonly team: string; readonly defeated: readonly string[] }
  | { readonly kind: 'allLose'; readonly defeated: readonly string[] };

/**
 * Team games: a team is defeated as soon as any one of its Lords is eliminated; the last team
 * standing wins. `teams` are the teams still in the game when the round began. If every
 * remaining team falls in the same round, the team whose lowest Influence is highest wins;
 * a tie means everyone loses (our reading, by analogy with the standard rule).
 */
export function judgeTeamRound(teams: readonly TeamStanding[]): Result<TeamVerdict> {
  if (teams.length < 2) return err('a round is judged between at least two teams');
  if (teams.some((t) => t.lords.length === 0)) return err('every team needs at least one Lord');
  const worst = (t: TeamStanding): number => Math.min(...t.lords.map((l) => l.influence));
  const defeated = teams.filter((t) => isEliminated(worst(t))).map((t) => t.team);
  const remaining = teams.filter((t) => !isEliminated(worst(t))).map((t) => t.team);
  const [last] = remaining;
  if (remaining.length >= 2) return ok({ kind: 'continue', remaining, defeated });
  if (last !== undefined) return ok({ kind: 'winner', team: last, defeated });
  const best = soleBest(teams, worst);
  return ok(best === undefined ? { kind: 'allLose', defeated } : { kind: 'winner', team: best.team, defeated });
}

export type CoopVerdict = 'continue' | 'playersWin' | 'playersLose';

/**
 * Co-operative Deathmatch: the Players lose if either of them is at zero Influence or less
 * (even if the Automated Opponents fall in the same round: protecting your Ally comes first);
 * otherwise they win once the Opponents' shared Influence is zero or less.
 */
export function judgeCoopRound(players: readonly Standing[], opponentsInfluence: number): CoopVerdict {
  if (players.some((p) => isEliminated(p.influence))) return 'playersLose';
  return isEliminated(opponentsInfluence) ? 'playersWin' : 'continue';
}
