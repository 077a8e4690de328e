/**
 * Ratings from the matches that count: Weng–Lin (openskill's Plackett–Luce model, its defaults:
 * μ 25, σ 25/3), one player per team, places as ranks (ties allowed), matches taken in the
 * ladder's order (the latest certificate time, then the match id), one table per game, players
 * keyed by their identity. A player's rating is openskill's ordinal, μ − 3σ (0 before any match).
 */
import { ordinal, rate, rating } from 'openskill';
import type { CountedMatch } from './rules.js';
import { compare } from './inputs.js';

/** A player's rating after one match. */
export interface Point {
  readonly match: string;
  readonly at: number;
  /** The rating before this match and after it (ordinal μ − 3σ), and μ and σ after it. */
  readonly before: number;
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  readonly place: number;
}

export interface Standing {
  readonly fingerprint: string;
  readonly pk: string;
  /** The name the player used in their latest counted match. */
  readonly name: string;
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  readonly matches: number;
  readonly wins: number;
  /** Oldest first. */
  readonly points: readonly Point[];
}

export interface GameTable {
  readonly game: string;
  /** Oldest first. */
  readonly matches: readonly CountedMatch[];
  /** Highest rating first (then higher μ, then fingerprint). */
  readonly standings: readonly Standing[];
}

/** The ladder's order: the latest certificate time, then the match id (hex). */
export const byLadderOrder = (a: CountedMatch, b: CountedMatch): number => a.at - b.at || compare(a.id, b.id);

/** One table per game (sorted by game id) from the matches that count, in any order. */
export function tablesOf(counted: readonly CountedMatch[]): GameTable[] {
  const games = [...new Set(counted.map((m) => m.game))].sort(compare);
  return games.map((game) => tableOf(game, counted.filter((m) => m.game === game).sort(byLadderOrder)));
}

interface Acc { pk: string; name: string; mu: number; sigma: number; matches: number; wins: number; points: Point[] }

function tableOf(game: string, matches: readonly CountedMatch[]): GameTable {
  const people = new Map<string, Acc>();
  for (const m of matches) {
    const accs = m.players.map((p) => {
      const known = people.get(p.fingerprint);
      if (known) return known;
      const r = rating();
      const fresh: Acc = { pk: p.pk, name: p.name, mu: r.mu, sigma: r.sigma, matches: 0, wins: 0, points: [] };
      people.set(p.fingerprint, fresh);
      return fresh;
    });
    const after = rate(accs.map((a) => [{ mu: a.mu, sigma: a.sigma }]), { rank: [...m.places] });
    for (const [seat, a] of accs.entries()) {
      const r = after[seat]?.[0];
      if (!r) continue;
      const before = ordinal({ mu: a.mu, sigma: a.sigma });
      a.mu = r.mu;
      a.sigma = r.sigma;
      a.name = m.players[seat]?.name ?? a.name;
      a.matches++;
      if (m.winners.includes(seat)) a.wins++;
      a.points.push({ match: m.id, at: m.at, before, rating: ordinal(r), mu: r.mu, sigma: r.sigma, place: m.places[seat] ?? 0 });
    }
  }
  const standings = [...people.entries()].map(([fingerprint, a]): Standing => ({
    fingerprint, pk: a.pk, name: a.name, rating: ordinal({ mu: a.mu, sigma: a.sigma }), mu: a.mu, sigma: a.sigma,
    matches: a.matches, wins: a.wins, points: a.points,
  })).sort((a, b) => b.rating - a.rating || b.mu - a.mu || compare(a.fingerprint, b.fingerprint));
  return { game, matches, standings };
}
