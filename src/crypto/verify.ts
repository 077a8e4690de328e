/**
 * The match verifier: one pure function from a match file to a verdict. It checks every
 * signature, chain link, beacon value and commitment, replays the whole match through the
 * engine, runs the private-draw audit and reports the result, with counts and the first failure.
 */
import type { AnyGame } from '../engine/game.js';
import type { MatchEnd, StepEvent } from '../engine/lockstep.js';
import { Ledger, openMatch } from '../engine/ledger.js';
import { audit } from '../engine/audit.js';
import { parseTranscript } from './parse.js';

export interface VerifyCounts {
  messages: number;
  signatures: number;
  commitments: number;
  reveals: number;
  beacons: number;
  draws: number;
  shuffles: number;
  rolls: number;
  shown: number;
  steps: number;
}

export interface Verdict {
  /** 'valid', 'invalid' (a check failed) or 'unreadable' (not a match file at all). */
  readonly status: 'valid' | 'invalid' | 'unreadable';
  readonly counts: VerifyCounts;
  readonly failure: string | null;
  readonly game: string | null;
  readonly players: readonly string[];
  readonly end: MatchEnd | null;
  /** Every public randomness draw: its seed and each shuffle and roll made from it. */
  readonly randomness: readonly Extract<StepEvent, { kind: 'random' }>[];
}

const zero = (): VerifyCounts => ({ messages: 0, signatures: 0, commitments: 0, reveals: 0, beacons: 0, draws: 0, shuffles: 0, rolls: 0, shown: 0, steps: 0 });

export function verifyMatch(raw: unknown, games: ReadonlyMap<string, AnyGame>): Verdict {
  const parsed = parseTranscript(raw);
  if (!parsed.ok) return { ...empty(), status: 'unreadable', failure: parsed.error };
  const t = parsed.value;
  const gameId = t.hellos[0]?.game ?? '';
  const players = t.hellos.map((h) => h.name);
  const def = games.get(gameId);
  const invalid = (failure: string): Verdict => ({ ...empty(), status: 'invalid', failure, game: gameId, players });
  if (!def) return invalid(`unknown game "${gameId}"`);
  const setup = openMatch(def, t.hellos);
  if (!setup.ok) return invalid(at(setup.error));
  const ledger = new Ledger(setup.value);
  let messages = 0;
  for (const chain of t.chains) {
    for (const m of chain) {
      messages++;
      const r = ledger.accept(m);
      const failure = !r.ok ? at(r.error) : r.value === 'duplicate' ? `seat ${m.seat}: seq ${m.seq} appears twice in the file` : null;
      if (failure) {
        const v = invalid(failure);
        return { ...v, counts: { ...v.counts, messages, signatures: t.hellos.length + messages - 1 } };
      }
    }
  }
  return judge(ledger);
}

/**
 * Replays whatever the ledger has not consumed yet, then judges it: complete, nothing after
 * the end, and the private-draw audit. Signatures were checked when messages were accepted.
 */
export function judge(ledger: Ledger): Verdict {
  const counts = zero();
  const hellos = ledger.setup.hellos;
  const base = { game: ledger.cfg.def.id, players: hellos.map((h) => h.name) };
  const pumped = ledger.pump();
  counts.messages = ledger.chains.reduce((n, c) => n + c.length, 0);
  counts.signatures = counts.messages + hellos.length;
  counts.steps = ledger.state.step;
  tally(counts, ledger.events);
  const s = ledger.state;
  const verdict = (failure: string | null): Verdict => ({
    ...base, status: failure ? 'invalid' : 'valid', failure, counts, end: s.end, randomness: randomOf(ledger.events),
  });
  if (!pumped.ok) return verdict(at(pumped.error));
  if (s.phase !== 'over') return verdict(`the match is incomplete: it stops at step ${s.step} (${s.phase})`);
  if (s.end?.kind !== 'claim') {
    for (let seat = 0; seat < hellos.length; seat++) {
      const left = ledger.pending(seat).length;
      if (left) return verdict(`seat ${seat} has ${left} message(s) after the end of the match`);
    }
    const a = audit(ledger.cfg.matchId, s.seeds, ledger.events);
    if (!a.ok) return verdict(`audit: ${a.error}`);
    counts.draws = a.value.draws;
    counts.shown = a.value.shown;
  }
  return verdict(null);
}

const empty = () => ({ counts: zero(), game: null, players: [], end: null, randomness: [] });

const at = (r: { seat: number; step: number; reason: string }): string => `seat ${r.seat}, step ${r.step}: ${r.reason}`;

const randomOf = (events: readonly StepEvent[]) =>
  events.filter((e): e is Extract<StepEvent, { kind: 'random' }> => e.kind === 'random');

function tally(c: VerifyCounts, events: readonly StepEvent[]): void {
  for (const e of events) {
    switch (e.kind) {
      case 'commit': c.commitments++; break;
      case 'reveal': c.reveals++; break;
      case 'beacon': c.beacons++; break;
      case 'random':
        for (const u of e.uses) { if (u.kind === 'shuffle') c.shuffles++; else c.rolls++; }
        break;
      default: break;
    }
  }
}
