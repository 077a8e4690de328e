/**
 * What a step asks, and of which seats: the lockstep's question before every step (the ledger,
 * the session, the look-ahead and the UI all ask it). Pure: a function of the match config and
 * the (immutable) state.
 */
import type { Body } from '../wire/transcript.js';
import type { Request, Seat } from '../../engine/game.js';
import { requestOf } from './game-step.js';
import { isShared } from '../shared-deck/shared-pile.js';
import { sharedDeck } from '../shared-deck/shared-lazy.js';
import type { MachineState, MatchConfig } from './types.js';

const all = (n: number): Seat[] => Array.from({ length: n }, (_, i) => i);

/**
 * What a step asks, and of which seats a message (`seats`). For a game request, `all` is every
 * seat whose input the step takes: in protocol 3 some of them have theirs already (beacon
 * values sent ahead, a choice made in the open) and send nothing; a step may then need no
 * message at all and is taken at once.
 */
export type Need =
  | { readonly kind: 'setup'; readonly seats: readonly Seat[] }
  | { readonly kind: 'game'; readonly seats: readonly Seat[]; readonly all: readonly Seat[]; readonly request: Request }
  | { readonly kind: 'secrets'; readonly seats: readonly Seat[] }
  | { readonly kind: 'over'; readonly seats: readonly Seat[] };

/** Seats that still owe their secrets: every seat without a revealed seed, except seats claimed against. */
export function owingSecrets(cfg: MatchConfig, s: MachineState): Seat[] {
  const gone = s.end?.kind === 'claim' ? s.end.against : [];
  return all(cfg.seats).filter((x) => s.seeds[x] === null && !gone.includes(x));
}

/**
 * The last few answers, by config and state (identity: both are readonly and replaced, never
 * edited). The ledger, the session, the look-ahead and the table ask of one state many times.
 */
const recent: [MatchConfig, MachineState, Need][] = [];

export function need(cfg: MatchConfig, s: MachineState): Need {
  for (const r of recent) if (r[1] === s && r[0] === cfg) return r[2];
  const n = needOf(cfg, s);
  if (recent.unshift([cfg, s, n]) > 4) recent.pop();
  return n;
}

function needOf(cfg: MatchConfig, s: MachineState): Need {
  switch (s.phase) {
    case 'setup': return { kind: 'setup', seats: all(cfg.seats) };
    case 'secrets': return { kind: 'secrets', seats: owingSecrets(cfg, s) };
    case 'over': return { kind: 'over', seats: [] };
    case 'play': {
      const request = requestOf(cfg.def, s.game, !cfg.quiet);
      if (!request) return { kind: 'secrets', seats: owingSecrets(cfg, s) };
      // A shared step waits for no seat in a match without a shared pile (contributors; applyStep
      // refuses it); with one, the shared deck's code is loaded (the match could not open without it).
      const everyone = cfg.jointKey && isShared(request) ? sharedDeck().sharedSeats(cfg.seats, s.shared, request) : contributors(cfg.seats, request);
      const seats = everyone.some((x) => hasInput(s, request, x)) ? everyone.filter((x) => !hasInput(s, request, x)) : everyone;
      return { kind: 'game', request, all: everyone, seats };
    }
  }
}

/** Protocol 3: the seat's input to this request is already in the state (sent ahead, or made in the open). */
function hasInput(s: MachineState, r: Request, seat: Seat): boolean {
  switch (r.kind) {
    case 'random': case 'draw': return (s.ahead?.[seat]?.length ?? 0) > 0;
    case 'reveal': return 'open' in (s.commits[`${r.slot}#${seat}`] ?? { c: '' });
    default: return false;
  }
}

function contributors(seats: number, r: Request): Seat[] {
  switch (r.kind) {
    case 'move': case 'answer': return [r.seat];
    case 'commit': case 'reveal': case 'random': return [...r.seats].sort((a, b) => a - b);
    case 'draw': return all(seats).filter((x) => x !== r.seat);
    // A shared step (shuffle, deal, flip) in a match without a shared pile.
    default: return [];
  }
}

/** The body kind a request asks for. */
export function bodyKindFor(n: Need): Body['t'] | null {
  if (n.kind === 'setup') return 'beacon';
  if (n.kind === 'secrets') return 'secrets';
  if (n.kind === 'over') return null;
  switch (n.request.kind) {
    case 'move': case 'answer': return 'move';
    case 'commit': return 'commit';
    case 'reveal': return 'reveal';
    case 'random': case 'draw': return 'beacon';
    case 'shuffle': return 'shuffle';
    case 'deal': case 'flip': return 'share';
  }
}
