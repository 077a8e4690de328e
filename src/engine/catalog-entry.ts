/** What the lobby shows of a game (names, variants, how each can be played): plain data. */
import type { Json } from '../crypto/canonical.js';

export interface Variant {
  readonly label: string;
  readonly options: Json;
  /** Human seats. */
  readonly seats: number;
  /** How it can be played: online with a friend, offline against a bot on this page, or alone. */
  readonly modes: readonly ('online' | 'bot' | 'solo')[];
  /** A sentence the lobby shows under the variant, where its name alone could mislead. */
  readonly note?: string;
}

export interface CatalogEntry {
  readonly id: string;
  readonly title: string;
  readonly blurb: string;
  readonly variants: readonly Variant[];
}
