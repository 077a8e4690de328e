/** A match this browser keeps (its record, and how it was set up), and why one could not be reopened. */
import type { Json } from '../../crypto/canonical.js';
import type { RoomSeat } from '../../net/room.js';
import type { MatchRecord } from '../../net/store.js';
import type { BotLevel } from '../../engine/bot-levels.js';

/** Records for online play carry the PeerJS ids; offline ones do not. */
export type StoredMatch = MatchRecord & {
  readonly peerId: string | null;
  readonly guestId: string | null;
  readonly options: Json | null;
  readonly timeoutMs: number;
  /** Offline: the bot's seat, which this page also plays. */
  readonly botSeat: number | null;
  /** Offline: how hard the bot plays (none: a match from before levels, Normal). */
  readonly botLevel?: BotLevel;
  /** Three or more seats: who holds each seat (PeerJS id and name), fixed when the host started. */
  readonly roster?: readonly RoomSeat[];
  /** The hidden deck list this seat brings, for a game that builds decks before the match (committed in its hello). */
  readonly deck?: readonly string[];
  /** Offline: the deck list the bot's seat brings. */
  readonly botDeck?: readonly string[];
};

/** Why a stored match could not be opened: it is not here, or another tab of this browser plays it. */
export interface ResumeProblem {
  readonly kind: 'missing' | 'elsewhere';
  readonly text: string;
}
/** The shortest claim time a guest agrees to (the lobby offers nothing shorter). */
export const MIN_TIMEOUT_MS = 15_000;
