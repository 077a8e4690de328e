/**
 * Walks a card's nested effects, and names the rulebook mechanics a card uses. Used by the
 * data-integrity tests (every mechanic appears on some card) and handy for UI filters.
 */
import type { Action, Card, Condition, Effect, OptionEffect } from './types.js';

export type EffectNode = Effect | Action | OptionEffect;

/** Every effect, action and option effect on the card, depth first, plus every condition. */
export function flatten(card: Card): { readonly nodes: readonly EffectNode[]; readonly conditions: readonly Condition[] } {
  const nodes: EffectNode[] = [];
  const conditions: Condition[] = [];
  const visit = (n: EffectNode): void => {
    nodes.push(n);
    switch (n.kind) {
      case 'if':
        conditions.push(n.condition);
        n.then.forEach(visit);
        return;
      case 'playOnlyIf':
        conditions.push(n.condition);
        return;
      case 'teeth':
      case 'trigger':
        n.actions.forEach(visit);
        return;
      case 'choice':
        n.options.forEach((o) => o.effects.forEach(visit));
        return;
      case 'sacrifice':
        n.ifDone.forEach(visit);
        return;
      default:
        return;
    }
  };
  card.effects.forEach(visit);
  return { nodes, conditions };
}

export const MECHANICS = [
  'teeth',
  'playRequirement',
  'stronghold',
  'sameFactionBonus',
  'discardPileBonus',
  'bonusVsStronghold',
  'ignoreStrongholds',
  'sacrificeToPit',
  'buyFromPit',
  'marketSacrifice',
  'handReduction',
  'attackPhaseChoice',
  'gainInfluence',
  'drawAndDiscard',
  'roundTrigger',
] as const;

export type Mechanic = (typeof MECHANICS)[number];

export function mechanicsOf(card: Card): ReadonlySet<Mechanic> {
  const { nodes } = flatten(card);
  const has = (kind: EffectNode['kind']): boolean => nodes.some((n) => n.kind === kind);
  const bonusConditions = nodes.flatMap((n) => (n.kind === 'if' ? [n.condition] : []));
  const out = new Set<Mechanic>();
  const add = (m: Mechanic, yes: boolean): void => {
    if (yes) out.add(m);
  };
  add('teeth', has('teeth'));
  add('playRequirement', has('playOnlyIf'));
  add('stronghold', card.stronghold !== undefined || has('becomeStronghold'));
  add('sameFactionBonus', bonusConditions.some((c) => c.kind === 'factionPlayedThisRound' && c.faction === card.faction));
  add('discardPileBonus', bonusConditions.some((c) => c.kind === 'factionInDiscard'));
  add('bonusVsStronghold', has('bonusVsStronghold'));
  add('ignoreStrongholds', has('ignoreStrongholds'));
  add('sacrificeToPit', has('sacrifice') || has('sacrificeAuxiliaryTop'));
  add('buyFromPit', has('buyFromPit'));
  add('marketSacrifice', has('sacrificeFromMarket'));
  add('handReduction', has('reduceHand'));
  add('attackPhaseChoice', has('choice'));
  add('gainInfluence', has('gainInfluence'));
  add('drawAndDiscard', has('draw') && has('discard'));
  add('roundTrigger', has('trigger'));
  return out;
}
