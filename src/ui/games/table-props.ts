/**
 * What a game's table gets: exactly what it draws and acts on, and no controller. Like
 * chessground's config, it carries no game logic of its own: legality is in `awaiting.legal`
 * and `whyNot`, both from the engine; the phase in words is the engine's too.
 */
import type { Json, Phase, Request, Seat } from '../../engine/game.js';
import type { Result } from '../../result.js';

export type { Phase } from '../../engine/game.js';

/** The request this seat must answer now, and every legal value for it. */
export interface Awaited {
  readonly request: Request;
  readonly legal: readonly Json[];
}

export interface TableProps<S = Json> {
  /** The public game state. */
  readonly state: S;
  /** This page's seat. */
  readonly seat: Seat;
  /** The cards behind the handles this seat has seen. */
  readonly knowledge: Readonly<Record<string, string>>;
  /** What is asked of this seat now, or null. */
  readonly awaiting: Awaited | null;
  /** Play a value (from `awaiting.legal`, or one `whyNot` accepts). */
  readonly choose: (value: Json) => Result<void>;
  /** Why a value is not legal now, in a player's words, or null when it is. */
  readonly whyNot: (value: Json) => string | null;
  /** Every seat's name (a stand-in where a seat has not said hello). */
  readonly names: readonly string[];
  /** Where the game is, from the engine. */
  readonly phase: Phase | null;
  /**
   * The match's earlier public states, one per step (the current one is `stateAt(step)`), for
   * explanations a game derives from consecutive states (what the last attack did).
   */
  readonly history?: { readonly step: number; readonly stateAt: (step: number) => S | null };
  /**
   * A simultaneous face-down play under way: the seats already bound, and this seat's own
   * choice until the reveal (so it leaves the hand at once). Null at any other step.
   */
  readonly facedown?: { readonly committed: readonly Seat[]; readonly mine: Json | null } | null;
  /**
   * Someone who holds no seat looks on (a spectator, a replay): `seat` is only the side the table
   * is seen from, so the table names that player instead of saying "you".
   */
  readonly watching?: boolean;
}

/** How a table names the seat it is seen from: "you", or that player's name for someone watching. */
export const viewerName = (p: Pick<TableProps, 'watching' | 'names' | 'seat'>): string => (p.watching ? p.names[p.seat] ?? `Player ${p.seat + 1}` : 'you');

/** "your", or "Alice's" for someone watching. */
export const viewerWhose = (p: Pick<TableProps, 'watching' | 'names' | 'seat'>): string => (p.watching ? `${viewerName(p)}'s` : 'your');
