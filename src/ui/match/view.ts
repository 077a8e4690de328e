/** Facts the controller derives from a session for its signals: whose input is awaited, in plain words and in detail; the log. */
import { collapseDraws } from '../log-runs.js';
import type { Seat } from '../../engine/game.js';
import { type Need, bodyKindFor, need } from '../../protocol/machine/lockstep.js';
import type { Body } from '../../protocol/wire/transcript.js';
import type { Awaiting, Session } from '../../net/session.js';
import { andList, logText, seatName } from '../names.js';

interface Owed { readonly seats: readonly Seat[]; readonly kind: Body['t'] }

function owed(s: Session): Owed | null {
  const m = s.match;
  if (!m || s.status.kind !== 'playing') return null;
  const n: Need = need(m.cfg, m.state);
  const seats = n.seats.filter((seat) => seat !== s.seat && !m.pending(seat).some((x) => x.step === m.state.step));
  return seats.length ? { seats, kind: bodyKindFor(n) ?? 'move' } : null;
}

const namesOf = (s: Session, seats: readonly Seat[]): string => andList(seats.map((seat) => seatName(s.names, seat)));

/** "Your turn — Play a card face down" (a prompt that says "Your turn" itself is not said twice). */
export const yourTurn = (a: Pick<Awaiting, 'request'>): string => {
  const prompt = 'prompt' in a.request ? a.request.prompt : '';
  // Everyone chooses at once (a deck, the cards to keep): nobody's turn, just the choice.
  if (a.request.kind === 'commit' && a.request.seats.length > 1 && prompt) return prompt;
  return !prompt ? 'Your turn' : /^your turn\b/i.test(prompt) ? prompt : `Your turn — ${prompt}`;
};

/** "Bob is choosing a card", "Waiting for Bob…": what players are waiting for, in game language; null when nothing. */
export function waitingText(s: Session): string | null {
  const o = owed(s);
  if (!o) return null;
  const who = namesOf(s, o.seats);
  const many = o.seats.length > 1;
  switch (o.kind) {
    case 'move': return `${who} ${many ? 'are' : 'is'} choosing`;
    case 'commit': return `${who} ${many ? 'are' : 'is'} choosing a card`;
    case 'secrets': return `Checking the match with ${who}…`;
    default: return `Waiting for ${who}…`;
  }
}

/** The same wait for the Details panel, which says it in the protocol's words (details-body.tsx): who, and the kind of message. */
export interface OwedDetail { readonly who: string; readonly kind: Body['t'] }
export function owedDetail(s: Session): OwedDetail | null {
  const o = owed(s);
  return o && { who: namesOf(s, o.seats), kind: o.kind };
}
export const sameOwed = (a: OwedDetail | null, b: OwedDetail | null): boolean => a === b || (!!a && !!b && a.who === b.who && a.kind === b.kind);

/** The match log: the game's own lines, in order, with names. */
export function logLines(s: Session): string[] {
  return collapseDraws((s.match?.events ?? []).flatMap((e) => (e.kind === 'log' ? [logText(s.names, e.text)] : [])));
}
