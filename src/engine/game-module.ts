/**
 * Everything the platform needs of one game, in one place: its rules, its bots (and which is
 * the best, for an offline opponent), and how the simulator exercises it. Each game folder
 * exports one `GameModule` (module.ts); the engine registry, the match and sim scripts and the
 * app's loader all derive from those. (The lobby's catalog entry is each folder's catalog.ts,
 * plain data, so the first visit loads no engine.)
 */
import type { Bot } from './bots.js';
import type { HintWords } from './hint.js';
import type { CatalogEntry } from './catalog-entry.js';
import type { AnyGame, Handle, Json } from './game.js';

/** One match configuration the simulator cycles through. */
export type SimConfig = { readonly label: string; readonly seats: number; readonly options: Json };

export interface SimProfile {
  /** Every configuration (variant × seat count), optionally narrowed. */
  configs(players: number | null, variant: string | null): SimConfig[];
  /** The variant heads-up duels between bots use (null: the first two-seat configuration). */
  readonly duelVariant?: string;
  /** Checked after every step with the referee's view of every draw: why the state is broken, or null. */
  invariants?(state: Json, known: Readonly<Record<Handle, string>>): string | null;
  rounds?(state: Json): number;
  /**
   * Per seat, the hidden deck list it brings under this configuration (games with `wantsDeck`),
   * drawn from the seed; null when the configuration needs none.
   */
  decks?(config: SimConfig, seed: Uint8Array): readonly (readonly string[])[] | null;
  /** A label for how the match ended ('all-lose' counts as no winner); default: the winners. */
  outcome?(state: Json): string;
}

export interface GameModule {
  readonly def: AnyGame;
  /** What the lobby shows (the lobby imports it alone, without the engine). */
  readonly catalog: CatalogEntry;
  /** Bots by name; every game has at least 'random'. */
  readonly bots: Readonly<Record<string, (seed: Uint8Array) => Bot>>;
  /** The name of the strongest one-step bot: the app's offline opponent at Normal, and the hint's. */
  readonly best: string;
  /** The name of the strongest bot of all (a search bot), the opponent at Hard; none: `best` plays Hard too. */
  readonly strongest?: string;
  /** The game's words for a hint (the best bot's move, said to the player, and why); without them, its log line. */
  readonly hint?: HintWords;
  readonly sim: SimProfile;
}
