/**
 * What the match history keeps of each match besides its file (docs/history.md): enough to list
 * it without reading the file, and to find the same match again (its key and its file's hash).
 */

/** How a kept match ended: the verdict's ending, or why it has none. */
export type HistoryEnding = 'result' | 'resign' | 'claim' | 'void' | 'audit' | 'unfinished' | 'stopped' | 'invalid';

export interface HistoryPlayer {
  /** The name the player sat under (from its hello). */
  readonly name: string;
  /** The player's long-lived identity key (hex) when its hello carries one, else null. */
  readonly pk: string | null;
}

export interface HistoryMeta {
  /**
   * One kept file: the match id and whose file it is ("<match id>.<seat>", the seat that saved or
   * sealed it), or, for an imported file nobody sealed, the match id and the file's hash.
   */
  readonly key: string;
  /** The match id (hex). */
  readonly matchId: string;
  /** The game's id ("crayne", "fixture", …). */
  readonly game: string;
  /** Every seat's player, in seat order. */
  readonly players: readonly HistoryPlayer[];
  /** This player's own seat in a match played here; null for an imported file. */
  readonly seat: number | null;
  /** How it ended in plain words, as the end panel, the stopped panel or the verifier said it. */
  readonly result: string;
  /** For a match played here: whether this player won, lost or drew (null: neither, or not known). */
  readonly outcome: 'won' | 'lost' | 'draw' | null;
  readonly ending: HistoryEnding;
  /** When the match was played (ms since 1970): when it ended here, or for an import when it was kept. */
  readonly date: number;
  /** The file's size as kept (UTF-8 bytes of its JSON). */
  readonly bytes: number;
  /** SHA-256 of the file's JSON text (hex): the same file imported twice is found by it. */
  readonly hash: string;
}

/** What became of a file handed to the history. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly key: string }
  /** This file (by key or by content) was already kept, under `key`. */
  | { readonly kind: 'already'; readonly key: string }
  /** The browser's storage for this site is full: `needed` bytes for this file, `available` by the browser's estimate. */
  | { readonly kind: 'full'; readonly needed: number; readonly available: number | null; readonly reason: string }
  /** No storage here at all (no IndexedDB, a private window, storage blocked), or another failure: `reason` says which. */
  | { readonly kind: 'unavailable'; readonly reason: string };

/** How much the history holds, and what the browser says it allows this site. */
export interface HistoryUsage {
  readonly matches: number;
  /** The kept files' sizes added up. */
  readonly bytes: number;
  /** The browser's estimate of what this site may store, and what it stores now (everything, not only the history). */
  readonly quota?: number;
  readonly usage?: number;
}
