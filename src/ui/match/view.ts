/** Facts the controller derives from a session for its signals: whose input is awaited, in plain words and in detail; the log. */
import type { Seat } from '../../engine/game.js';
import { type Need, need } from '../../protocol/lockstep.js';
import type { Session } from '../../net/session.js';
import { logText, seatName } from '../names.js';

/** What the protocol is waiting for, in its own terms: only the Details panel shows these. */
const OWES: Record<string, string> = {
  beacon: 'beacon value (public randomness)', commit: 'commitment (a face-down card)', reveal: 'reveal of a commitment',
  move: 'signed move', secrets: 'end-of-match secrets', shuffle: 'shuffle of the shared deck', share: 'decryption share (shared deck)',
};

interface Owed { readonly seats: readonly Seat[]; readonly kind: keyof typeof OWES }

function owed(s: Session): Owed | null {
  const m = s.match;
  if (!m || s.status.kind !== 'playing') return null;
  const n: Need = need(m.cfg, m.state);
  const seats = n.seats.filter((seat) => seat !== s.seat && !m.pending(seat).some((x) => x.step === m.state.step));
  if (!seats.length) return null;
  const kind = n.kind === 'setup' ? 'beacon' : n.kind === 'secrets' ? 'secrets' : n.kind === 'game'
    ? ({ move: 'move', answer: 'move', commit: 'commit', reveal: 'reveal', random: 'beacon', draw: 'beacon', shuffle: 'shuffle', deal: 'share', flip: 'share' } as const)[n.request.kind] : 'move';
  return { seats, kind };
}

/** "Bob is choosing a card", "Waiting for Bob…": what players are waiting for, in game language; null when nothing. */
export function waitingText(s: Session): string | null {
  const o = owed(s);
  if (!o) return null;
  const who = o.seats.map((seat) => seatName(s.names, seat)).join(' and ');
  const many = o.seats.length > 1;
  switch (o.kind) {
    case 'move': return `${who} ${many ? 'are' : 'is'} choosing`;
    case 'commit': return `${who} ${many ? 'are' : 'is'} choosing a card`;
    case 'secrets': return `Checking the match with ${who}…`;
    default: return `Waiting for ${who}…`;
  }
}

/** The same wait in the protocol's words, for the Details panel: "Waiting for Bob's beacon value (public randomness), step 12". */
export function waitingDetail(s: Session): string | null {
  const o = owed(s);
  if (!o) return null;
  return `Waiting for ${o.seats.map((seat) => seatName(s.names, seat)).join(' and ')}'s ${OWES[o.kind]} at step ${s.match?.state.step ?? 0}`;
}

/** The match log: the game's own lines, in order, with names. */
export function logLines(s: Session): string[] {
  return (s.match?.events ?? []).flatMap((e) => (e.kind === 'log' ? [logText(s.names, e.text)] : []));
}
