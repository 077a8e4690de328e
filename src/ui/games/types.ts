/** What the app needs to offer and draw a game. Tables read state and legal choices; they never judge legality. */
import type { ComponentType } from 'preact';
import type { Json } from '../../engine/game.js';
import type { Later } from '../later.js';
import type { TableProps } from './table-props.js';

/** One player's headline number for the status line and the end panel: "Alice · Influence 12". */
export interface Headline {
  readonly seat: number;
  /** What the number counts, in the game's words ("Influence", "Hit points"). */
  readonly label: string;
  readonly value: number;
  /** A second figure worth a glance ("4 crystals"), optional. */
  readonly detail?: string;
}

/** How a match ended, in a sentence (see GameUi.ending). */
export type Ending = (state: Json, names: readonly string[]) => string | null;

export interface GameUi {
  readonly id: string;
  /** The table labels its own choices (each game exports a moveLabel). */
  readonly Table: ComponentType<TableProps>;
  /**
   * Optional: every player's headline number from the public state, for the sticky status line
   * during the match and the final standings at the end (higher `value` ranks first).
   */
  readonly headline?: (state: Json, names: readonly string[]) => readonly Headline[];
  /**
   * Optional: how the match ended, in one plain sentence from the final public state ("Alice won
   * after 7 rounds: Bob's Influence ran out."); null while the game goes on. The end panel shows
   * it instead of the rules' own summary (which names seats and may show Influence below 0). Its
   * code loads when needed (the end, a replay), not with the table: a view that shows the end
   * waits for it, so the sentence and the verdict appear together.
   */
  readonly ending?: Later<Ending>;
}
