/** Facts the controller derives from a session for its signals: whose input is awaited, what they owe, the log. */
import type { Seat } from '../../engine/game.js';
import { type Need, need } from '../../protocol/lockstep.js';
import type { Session } from '../../net/session.js';
import { nameSeats, seatName } from '../names.js';

const OWES: Record<string, string> = {
  beacon: 'randomness (a beacon value)', commit: 'face-down card (commitment)', reveal: 'reveal',
  move: 'move', secrets: 'end-of-match secret',
};

/** "Waiting for Bob's reveal", or null when nothing is awaited from others. */
export function waitingText(s: Session): string | null {
  const m = s.match;
  if (!m || s.status.kind !== 'playing') return null;
  const n: Need = need(m.cfg, m.state);
  const owed = n.seats.filter((seat) => seat !== s.seat && !m.pending(seat).some((x) => x.step === m.state.step));
  if (!owed.length) return null;
  const kind = n.kind === 'setup' ? 'beacon' : n.kind === 'secrets' ? 'secrets' : n.kind === 'game'
    ? ({ move: 'move', answer: 'move', commit: 'commit', reveal: 'reveal', random: 'beacon', draw: 'beacon' } as const)[n.request.kind] : 'move';
  return `Waiting for ${owed.map((seat: Seat) => seatName(s.names, seat)).join(' and ')}'s ${OWES[kind]}`;
}

/** The match log: the game's own lines, in order, with names. */
export function logLines(s: Session): string[] {
  return (s.match?.events ?? []).flatMap((e) => (e.kind === 'log' ? [nameSeats(s.names, e.text)] : []));
}

/** The transcript, or the evidence of a stopped match, as a file to download. */
export function downloadJson(name: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
