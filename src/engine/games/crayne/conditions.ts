/** Evaluates the Condition vocabulary, and the play requirements built on it. */
import type { Card, Condition } from './types.js';

export interface ConditionContext {
  /**
   * The player's OTHER played cards: this round's plays and Strongholds still in play from
   * earlier rounds (which count as played), without the card being judged.
   */
  readonly othersPlayed: readonly Card[];
  /** How many cards the player has played from hand this round before the card being judged. */
  readonly playedBefore: number;
  readonly discard: readonly Card[];
}

export function holds(c: Condition, ctx: ConditionContext): boolean {
  switch (c.kind) {
    case 'factionPlayedThisRound':
      return ctx.othersPlayed.filter((x) => x.faction === c.faction).length >= c.count;
    case 'factionInDiscard':
      return ctx.discard.filter((x) => x.faction === c.faction).length >= c.count;
    case 'firstCardThisRound':
      return ctx.playedBefore === 0;
  }
}

/** What the Assembly Phase knows when a player is about to play a card. */
export interface AssemblyView {
  /** Cards that count as played right now: this round's plays and kept Strongholds. */
  readonly inPlay: readonly Card[];
  /** How many cards were played from hand this round so far. */
  readonly playedThisRound: number;
  readonly discard: readonly Card[];
}

/** Whether every play requirement (`playOnlyIf`) of the card holds. */
export function canPlay(card: Card, view: AssemblyView): boolean {
  const ctx: ConditionContext = { othersPlayed: view.inPlay, playedBefore: view.playedThisRound, discard: view.discard };
  return card.effects.every((e) => e.kind !== 'playOnlyIf' || holds(e.condition, ctx));
}

/**
 * Indices of the hand's playable cards. Empty means "Help, I cannot play a card!": the player
 * plays the top card of their deck instead, whatever its requirements.
 */
export const playableFromHand = (hand: readonly Card[], view: AssemblyView): readonly number[] =>
  hand.flatMap((c, i) => (canPlay(c, view) ? [i] : []));
