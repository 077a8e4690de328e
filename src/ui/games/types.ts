/** What the app needs to offer and draw a game. Tables read state and legal choices; they never judge legality. */
import type { ComponentType } from 'preact';
import type { Json } from '../../crypto/canonical.js';
import type { MatchController } from '../match/controller.js';

export interface GameUi {
  readonly id: string;
  readonly Table: ComponentType<{ c: MatchController }>;
  /** A short label for a legal value (a card to play, a choice to make). */
  label(state: Json, value: Json): string;
}
