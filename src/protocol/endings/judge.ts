/**
 * The verdict on a match held in a ledger whose chains were all taken (signatures checked):
 * replays what is left, then judges it (complete, nothing after the end, a claim the evidence
 * does not void, the private-draw audit). The verifier (verify.ts) and the live session at the
 * end of a match both judge this way.
 */
import { fingerprintOf } from '../wire/identity.js';
import type { Seat } from '../../engine/game.js';
import type { MatchEnd, StepEvent } from '../machine/types.js';
import type { Ledger } from '../machine/ledger.js';
import { audit } from './audit.js';

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
  /** Hidden deck lists opened at the end and checked against their game's construction rules. */
  decks: number;
  /** Games with a shared pile: shuffle passes recomputed from their seeds (absent otherwise). */
  sharedShuffles?: number;
}

/**
 * 'valid': the match ended as its file says and every check passed ('confirmed' for a claim);
 * 'invalid': a check failed (`blame` names the seat a signature proves at fault, if any);
 * 'unreadable': not a match file at all; 'claimed': a claim ending every check upholds, which
 * these files alone cannot confirm (silence cannot be shown: every player's sealed file
 * can); 'unfinished': the match stops before any ending, or a claim was voided by the accused's
 * answer; nobody won, nobody is at fault.
 */
export type VerdictStatus = 'valid' | 'invalid' | 'unreadable' | 'claimed' | 'unfinished';

export interface Verdict {
  readonly status: VerdictStatus;
  readonly counts: VerifyCounts;
  readonly failure: string | null;
  /** The seat the failure proves at fault (a bad message, a void claim, two signed versions of one message). */
  readonly blame: Seat | null;
  readonly game: string | null;
  readonly players: readonly string[];
  readonly end: MatchEnd | null;
  /** What a valid verdict does not prove, in words (one seat's randomness, an unaudited seat, a claim). */
  readonly caveats: readonly string[];
  /** Seats whose hidden cards were never checked: they never revealed their secrets. */
  readonly unchecked: readonly Seat[];
  /** How many files were checked together. */
  readonly files: number;
  /** Each seat's identity fingerprint, its certificate checked (null: a seat without one); absent when no seat has one. */
  readonly identities?: readonly (string | null)[];
  /** Every public randomness draw: its seed and each shuffle and roll made from it. */
  readonly randomness: readonly Extract<StepEvent, { kind: 'random' }>[];
}

export const zero = (): VerifyCounts => ({ messages: 0, signatures: 0, commitments: 0, reveals: 0, beacons: 0, draws: 0, shuffles: 0, rolls: 0, shown: 0, steps: 0, decks: 0 });

export const emptyVerdict = (status: Verdict['status'], failure: string | null, files = 1): Verdict => ({
  status, failure, blame: null, game: null, players: [], end: null, caveats: [], unchecked: [], files, randomness: [], counts: zero(),
});

/**
 * Replays whatever the ledger has not consumed yet, then judges it: complete, nothing after
 * the end, a claim that the evidence does not void, and the private-draw audit. Signatures were
 * checked when messages were accepted.
 */
export function judge(ledger: Ledger): Verdict {
  const counts = zero();
  const hellos = ledger.setup.hellos;
  const pumped = ledger.pump();
  counts.messages = ledger.chains.reduce((n, c) => n + c.length, 0);
  // The hellos' and each chain's last: the links bind every other message to its chain's last.
  counts.signatures = hellos.length + ledger.chains.filter((c) => c.length > 0).length + hellos.filter((h) => h.id).length;
  const identities = hellos.some((h) => h.id) ? { identities: hellos.map((h) => (h.id ? fingerprintOf(h.id.pk) : null)) } : {};
  counts.steps = ledger.state.step;
  tally(counts, ledger.events);
  const s = ledger.state;
  const caveats: string[] = [];
  if (ledger.cfg.seats === 1) caveats.push('randomness from one seat only: not a fairness proof (a lone player can compute every shuffle and draw in advance)');
  const unchecked: Seat[] = [];
  const verdict = (failure: string | null, blame: Seat | null = null, ok: VerdictStatus = 'valid'): Verdict => ({
    status: failure ? 'invalid' : ok, failure, blame, counts, end: s.end, caveats, files: 1, unchecked,
    game: ledger.cfg.def.id, players: hellos.map((h) => h.name), randomness: randomOf(ledger.events), ...identities,
  });
  if (!pumped.ok) return verdict(at(pumped.error), pumped.error.seat);
  // Unfinished: the chains stop before any ending, or a claim the accused's answer voids after its
  // claimers revealed their secrets. Nobody won and nobody is at fault; what was revealed is still audited.
  const voided = s.end?.kind === 'void' || ledger.voidedClaim();
  const unfinished = s.phase !== 'over' || voided;
  if (unfinished) {
    caveats.push(voided
      ? 'a timeout claim was voided: the player it named answered after all (a file cannot show who was slow, so nobody is at fault); the match stopped there, unfinished'
      : `the match is unfinished: it stops at step ${s.step} (${s.phase}), before any ending`);
  } else {
    const after = ledger.checkEnd();
    if (after) return verdict(at(after), after.seat);
  }
  for (let seat = 0; seat < ledger.cfg.seats; seat++) if (!s.seeds[seat]) unchecked.push(seat);
  const a = audit(ledger.cfg.matchId, s.seeds, ledger.events, unchecked, s.decks ?? [], ledger.cfg.jointKey);
  if (!a.ok) return verdict(`audit: ${a.error.reason}`, a.error.seat);
  counts.draws = a.value.draws;
  counts.shown = a.value.shown;
  if (a.value.passes) counts.sharedShuffles = a.value.passes;
  for (const [seat, cards] of (s.decks ?? []).entries()) {
    if (!cards) continue;
    const why = ledger.cfg.def.auditDeck?.(ledger.cfg.options, cards) ?? null;
    if (why) return verdict(`audit: seat ${seat}'s deck list breaks the rules of ${ledger.cfg.def.name}: ${why}`, seat);
    counts.decks++;
  }
  if (s.end?.kind === 'audit') {
    // Every shuffle checks out: every card the deck dealt or flipped is a card of its pile.
    const e = s.end;
    if (e.by !== null) return verdict(`seat ${e.by}, step ${e.step}: called an audit (${e.reason}), but every shuffle checks out from its seed: the card dealt to it was a card of the pile`, e.by);
    return verdict(`step ${e.step}: ${e.reason}, yet every shuffle checks out from its seed`);
  }
  if (unchecked.length && a.value.unchecked) caveats.push(`${a.value.unchecked} hidden card(s) of seat(s) ${unchecked.join(', ')} were not checked: they never revealed their secrets`);
  else if (unchecked.length) caveats.push(`the hidden deck list or secrets of seat(s) ${unchecked.join(', ')} were never opened`);
  if (unfinished) return verdict(null, null, 'unfinished');
  if (s.end?.kind === 'claim') {
    caveats.push('ended by a timeout claim: a file cannot show how long a seat waited, only that the seat claimed against has no input for that step in this evidence (that seat can void the claim with its own file)');
    return verdict(null, null, 'claimed');
  }
  return verdict(null);
}

export const at = (r: { seat: number; step: number; reason: string }): string => `seat ${r.seat}, step ${r.step}: ${r.reason}`;

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
