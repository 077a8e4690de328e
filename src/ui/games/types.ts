/** What the app needs to offer and draw a game. Tables read state and legal choices; they never judge legality. */
import type { ComponentType } from 'preact';
import type { Json } from '../../crypto/canonical.js';
import type { MatchController } from '../match/controller.js';

export interface Variant {
  readonly label: string;
  readonly options: Json;
  /** Human seats. */
  readonly seats: number;
  /** How it can be played: online with a friend, offline against a bot on this page, or alone. */
  readonly modes: readonly ('online' | 'bot' | 'solo')[];
}

export interface GameUi {
  readonly id: string;
  readonly title: string;
  readonly blurb: string;
  readonly variants: readonly Variant[];
  readonly Table: ComponentType<{ c: MatchController }>;
  /** A short label for a legal value (a card to play, a choice to make). */
  label(state: Json, value: Json): string;
}
