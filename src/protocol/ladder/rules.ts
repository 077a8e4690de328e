/**
 * Which matches count on the ladder, and why the others do not (docs/ladder.md):
 *
 * - every seat carries an identity (a seat without one, a bot or an older file, cannot be rated);
 * - no identity sits in two seats (one person playing itself under two names);
 * - the match verifies, every file of it checked together: signatures, chains, identity
 *   certificates (a bad one makes the match invalid when it opens), the rules and the audit;
 * - it ended: an unfinished match does not count, nor a claim ending until every player's sealed
 *   file confirms it (the verifier's 'valid');
 * - a match counts once, however many files hold it.
 *
 * A file that does not verify among files of the same match that do is set aside on its own, so
 * a changed copy cannot take a genuine match off the ladder.
 */
import type { Verdict } from '../endings/judge.js';
import { winnersOf } from '../endings/endings.js';
import { fingerprintOf } from '../wire/identity.js';
import type { Exclusion, MatchFile, MatchGroup } from './inputs.js';

/** Verifies files of one match together (verifyFiles with the games and a signature check). */
export type VerifyGroup = (raws: readonly unknown[]) => Verdict;

export interface Player {
  readonly name: string;
  /** The identity's public key, hex. */
  readonly pk: string;
  readonly fingerprint: string;
}

/** A match that counts: its players by seat, and each seat's place (1 = first; equal places tie). */
export interface CountedMatch {
  readonly id: string;
  readonly game: string;
  /** The latest time among the seats' certificates (ms since 1970): the match's place in the ladder's order. */
  readonly at: number;
  readonly players: readonly Player[];
  readonly places: readonly number[];
  readonly winners: readonly number[];
  /** The file that stands for the match in the table. */
  readonly label: string;
}

export interface Judged {
  readonly counted: CountedMatch | null;
  readonly excluded: readonly Exclusion[];
}

const and = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1] as string}`;

/** Why these seats cannot be rated (a seat without identity, one identity in two seats), or null. */
export function identityRule(hellos: MatchGroup['hellos']): string | null {
  const none = hellos.filter((h) => !h.id).map((h) => h.name);
  if (none.length) return `${and(none)} ${none.length > 1 ? 'have' : 'has'} no identity`;
  const seen = new Map<string, string[]>();
  for (const h of hellos) seen.set(h.id?.pk ?? '', [...(seen.get(h.id?.pk ?? '') ?? []), h.name]);
  const twice = [...seen.values()].find((names) => names.length > 1);
  return twice ? `one identity plays both ${and(twice)}` : null;
}

/** Why a verdict does not count, in a player's words, with the verifier's own words as detail; null when it counts. */
export function verdictRule(v: Verdict): { reason: string; detail?: string } | null {
  switch (v.status) {
    case 'valid': return null;
    case 'claimed': return { reason: 'a claim ending: add the other players\' files to confirm it' };
    case 'unfinished': return { reason: 'the match is unfinished' };
    case 'unreadable': return { reason: 'not a match file', ...(v.failure ? { detail: v.failure } : {}) };
    case 'invalid': return { reason: 'it does not verify: it was changed after it was signed, or breaks the rules', ...(v.failure ? { detail: v.failure } : {}) };
  }
}

/**
 * Each seat's place: the winners first, the seats that forfeited (resigned, or were claimed against)
 * last, everyone else between; with nobody first or last, everyone ties.
 */
export function placesOf(v: Verdict, seats: number): number[] {
  const winners = winnersOf(v.end, seats);
  const end = v.end;
  const out = end?.kind === 'resign' ? [end.by] : end?.kind === 'claim' ? end.against : [];
  const tier = Array.from({ length: seats }, (_, s) => (winners.includes(s) ? 0 : out.includes(s) ? 2 : 1));
  const used = [...new Set(tier)].sort((a, b) => a - b);
  return tier.map((t) => used.indexOf(t) + 1);
}

/** Judges one match: whether it counts, and every file of it that does not (copies included). */
export function judgeGroup(g: MatchGroup, verify: VerifyGroup): Judged {
  const who = identityRule(g.hellos);
  if (who) return { counted: null, excluded: [...g.files, ...g.copies].map((f) => ({ label: f.label, reason: who })) };
  // Why each file (by label) does not count; a copy does not count for the same reason as its original.
  const why = new Map<string, { reason: string; detail?: string }>();
  let files = g.files;
  let v = verify(files.map((f) => f.raw));
  if (v.status === 'invalid' && files.length > 1) {
    // One changed copy must not take the match off the ladder: set aside the files that fail alone.
    const alone = files.map((f) => verify([f.raw]));
    const bad = alone.map((a) => a.status === 'invalid' || a.status === 'unreadable');
    if (bad.some((b) => b) && !bad.every((b) => b)) {
      for (const [i, f] of files.entries()) {
        const rule = bad[i] ? verdictRule(alone[i] as Verdict) : null;
        if (rule) why.set(f.label, rule);
      }
      const good = files.filter((_, i) => !bad[i]);
      v = good.length === 1 ? alone[bad.indexOf(false)] as Verdict : verify(good.map((f) => f.raw));
      files = good;
    }
  }
  const rule = verdictRule(v);
  const main = files[0] as MatchFile;
  for (const f of files) if (rule) why.set(f.label, rule);
  const excluded: Exclusion[] = [
    ...g.files.flatMap((f) => { const r = why.get(f.label) ?? (f === main ? null : { reason: sameAs(main.label) }); return r ? [{ label: f.label, ...r }] : []; }),
    ...g.copies.map((c) => ({ label: c.label, ...(why.get(c.of) ?? { reason: sameAs(main.label) }) })),
  ];
  if (rule) return { counted: null, excluded };
  const players = g.hellos.map((h) => ({ name: h.name, pk: h.id?.pk ?? '', fingerprint: fingerprintOf(h.id?.pk ?? '') }));
  return {
    counted: {
      id: g.id, game: g.hellos[0]?.game ?? '', at: Math.max(...g.hellos.map((h) => h.id?.at ?? 0)),
      players, places: placesOf(v, g.hellos.length), winners: winnersOf(v.end, g.hellos.length), label: main.label,
    },
    excluded,
  };
}

const sameAs = (label: string): string => `the same match as ${label} (counted once)`;
