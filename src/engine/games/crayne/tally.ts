/**
 * Interprets a player's played cards into the totals the Attack and Revenue Phases use.
 * Reads only modifiers (and the modifiers a carried-out sacrifice grants); actions are the
 * engine's to resolve when Teeth or triggers fire.
 */
import { type Result, err, ok } from '../../../result.js';
import { type ConditionContext, holds } from './conditions.js';
import { type Card, type Modifier, type OptionEffect, isModifier } from './types.js';

export interface PlayedCard {
  readonly card: Card;
  /** Played from hand this round; false for a Stronghold kept from an earlier round. */
  readonly thisRound: boolean;
  /** Index of the option picked at the start of the Attack Phase (cards with a choice only). */
  readonly choice?: number;
  /** The card's Teeth sacrifice was carried out in full this round, so its "if you do" applies. */
  readonly sacrificed?: boolean;
}

export interface Totals {
  readonly attack: number;
  readonly defence: number;
  readonly revenue: number;
  /** Extra Attack against each Opponent who has a Stronghold facing this player. */
  readonly bonusVsStronghold: number;
  readonly ignoreStrongholds: boolean;
  /** Cards (by index in the input) that are Strongholds because of their chosen option. */
  readonly strongholdsByChoice: readonly { readonly index: number; readonly value: number }[];
}

interface Acc {
  attack: number;
  defence: number;
  revenue: number;
  bonusVsStronghold: number;
  ignoreStrongholds: boolean;
}

function apply(m: Modifier | OptionEffect, ctx: ConditionContext, acc: Acc): void {
  switch (m.kind) {
    case 'modify':
      acc[m.stat] += m.amount;
      return;
    case 'if':
      if (holds(m.condition, ctx)) m.then.forEach((t) => apply(t, ctx, acc));
      return;
    case 'bonusVsStronghold':
      acc.bonusVsStronghold += m.amount;
      return;
    case 'ignoreStrongholds':
      acc.ignoreStrongholds = true;
      return;
    case 'becomeStronghold':
      return; // reported through strongholdsByChoice
  }
}

/**
 * Totals for one player. `played` is in play order (kept Strongholds first, then this round's
 * cards as they were played); `discard` is the player's discard pile.
 */
export function tally(played: readonly PlayedCard[], discard: readonly Card[]): Result<Totals> {
  const acc: Acc = { attack: 0, defence: 0, revenue: 0, bonusVsStronghold: 0, ignoreStrongholds: false };
  const strongholdsByChoice: { index: number; value: number }[] = [];
  let playedBefore = 0;
  for (const [index, p] of played.entries()) {
    const ctx: ConditionContext = {
      othersPlayed: played.filter((_, j) => j !== index).map((q) => q.card),
      playedBefore,
      discard,
    };
    if (p.thisRound) playedBefore += 1;
    acc.attack += p.card.attack;
    acc.defence += p.card.defence;
    acc.revenue += p.card.revenue;

    const choices = p.card.effects.flatMap((e) => (e.kind === 'choice' ? [e] : []));
    const choice = choices[0];
    if (choice === undefined) {
      if (p.choice !== undefined) return err(`${p.card.id}: this card offers no choice`);
    } else {
      const picked = p.choice === undefined ? undefined : choice.options[p.choice];
      if (picked === undefined) return err(`${p.card.id}: choose one of its ${choice.options.length} options`);
      for (const o of picked.effects) {
        if (o.kind === 'becomeStronghold') strongholdsByChoice.push({ index, value: o.value });
        else apply(o, ctx, acc);
      }
    }

    const sacrifices = p.card.effects.flatMap((e) =>
      e.kind === 'teeth' ? e.actions.flatMap((a) => (a.kind === 'sacrifice' ? [a] : [])) : [],
    );
    if (p.sacrificed === true && sacrifices.length === 0) return err(`${p.card.id}: this card has no sacrifice`);
    for (const e of p.card.effects) if (isModifier(e)) apply(e, ctx, acc);
    if (p.thisRound && p.sacrificed === true) {
      for (const s of sacrifices) for (const r of s.ifDone) if (isModifier(r)) apply(r, ctx, acc);
    }
  }
  return ok({ ...acc, strongholdsByChoice });
}
