/**
 * English rules text generated from card data, so what a player reads is always what the
 * rules helpers interpret. Pure string building; no per-card branches.
 */
import type { Action, Allegiance, Card, ChoiceOption, Condition, Effect, Modifier, OptionEffect, Stat, Zone } from './types.js';
import { FACTION_NAMES, isModifier } from './types.js';

const STAT: Readonly<Record<Stat, string>> = { attack: 'Attack', defence: 'Defence', revenue: 'Revenue' };
const ZONE: Readonly<Record<Zone, string>> = { hand: 'your hand', discard: 'your discard pile' };

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);
const joinAnd = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;

/** "Knights of Kalimas card" / "Mercenaries" / "Trade Carts", by count. */
function noun(a: Allegiance, n: number): string {
  switch (a) {
    case 'mercenary':
      return plural(n, 'Mercenary', 'Mercenaries');
    case 'camp':
      return plural(n, 'Mercenary Camp', 'Mercenary Camps');
    case 'trade-cart':
      return plural(n, 'Trade Cart', 'Trade Carts');
    default:
      return `${FACTION_NAMES[a]} ${plural(n, 'card', 'cards')}`;
  }
}

const article = (word: string): string => (/^[AEIOU]/.test(word) ? 'an' : 'a');

/** A condition as a clause ("you have played another … this round"); `self` is the card's allegiance. */
export function conditionText(c: Condition, self: Allegiance): string {
  switch (c.kind) {
    case 'factionPlayedThisRound': {
      const other = c.faction === self;
      const n = noun(c.faction, c.count);
      if (c.count === 1) return `you have played ${other ? 'another' : article(n)} ${n} this round`;
      return `you have played at least ${c.count} ${other ? 'other ' : ''}${n} this round`;
    }
    case 'factionInDiscard': {
      const n = noun(c.faction, c.count);
      const amount = c.count === 1 ? article(n) : `at least ${c.count}`;
      return `you have ${amount} ${n} in your discard pile`;
    }
    case 'firstCardThisRound':
      return 'it is the first card you play this round';
  }
}

/** What a play requirement still needs, as a player reads it: "another Dwarves of Emerald Peaks card played this round". */
export function requirementText(c: Condition, self: Allegiance): string {
  switch (c.kind) {
    case 'factionPlayedThisRound': {
      const n = noun(c.faction, c.count);
      if (c.count === 1) return `${c.faction === self ? 'another' : article(n)} ${n} played this round`;
      return `at least ${c.count} ${c.faction === self ? 'other ' : ''}${n} played this round`;
    }
    case 'factionInDiscard': {
      const n = noun(c.faction, c.count);
      return `${c.count === 1 ? article(n) : `at least ${c.count}`} ${n} in your discard pile`;
    }
    case 'firstCardThisRound':
      return 'to be the first card you play this round';
  }
}

export function modifierText(m: Modifier, self: Allegiance): string {
  switch (m.kind) {
    case 'modify':
      return `${m.amount >= 0 ? '+' : ''}${m.amount} ${STAT[m.stat]}`;
    case 'if':
      return `${joinAnd(m.then.map((t) => modifierText(t, self)))} if ${conditionText(m.condition, self)}`;
    case 'bonusVsStronghold':
      return `+${m.amount} Attack against each Opponent who has a Stronghold facing you`;
    case 'ignoreStrongholds':
      return 'your Attack ignores Strongholds this round';
  }
}

const cards = (n: number): string => `${n} ${plural(n, 'card', 'cards')}`;

export function actionText(a: Action, self: Allegiance): string {
  switch (a.kind) {
    case 'gainInfluence':
      return `gain ${a.amount} Influence (never above your starting Influence)`;
    case 'draw':
      return `draw ${cards(a.count)}`;
    case 'discard':
      return `discard ${cards(a.count)}`;
    case 'reduceHand':
      return `each Opponent discards a card and refills their hand only up to ${cards(a.handSize)} until the Cleanup Phase`;
    case 'sacrificeFromMarket': {
      const spared = noun(a.spare, a.count);
      const what = a.count === 1 ? 'a random card' : `${a.count} random cards, one at a time,`;
      const unless = a.count === 1 ? `is not ${article(spared)} ${spared}` : `are not ${spared}`;
      return `sacrifice ${what} from the Auxiliary Market that ${unless} (replaced from the Auxiliary Draw)`;
    }
    case 'sacrifice': {
      const what = a.count === 1 ? 'a card' : a.optional ? `up to ${cards(a.count)}` : cards(a.count);
      const head = `${a.optional ? 'you may ' : ''}sacrifice ${what} from ${ZONE[a.from]}`;
      if (a.ifDone.length === 0) return head;
      const reward = a.ifDone.map((x) => (isModifier(x) ? modifierText(x, self) : actionText(x, self)));
      return `${head}. If you do: ${joinAnd(reward)}`;
    }
    case 'sacrificeAuxiliaryTop':
      return a.count === 1 ? 'sacrifice the top card of the Auxiliary Draw' : `sacrifice the top ${a.count} cards of the Auxiliary Draw`;
    case 'buyFromPit':
      return (
        `you may buy ${plural(a.count, 'a card', `up to ${a.count} cards`)} from the Pit as if from the Auxiliary Market; ` +
        `${noun(a.discountFaction, 2)} cost ${a.discount} less there (minimum 1)`
      );
  }
}

function optionEffectText(o: OptionEffect, self: Allegiance): string {
  return o.kind === 'becomeStronghold'
    ? `it becomes a Stronghold ${o.value} (declare which Opponent it faces)`
    : modifierText(o, self);
}

const optionText = (o: ChoiceOption, self: Allegiance): string => joinAnd(o.effects.map((e) => optionEffectText(e, self)));

const actionsText = (actions: readonly Action[], self: Allegiance): string =>
  capitalize(actions.map((a) => actionText(a, self)).join(', then '));

/** One effect as one sentence. */
export function effectText(e: Effect, self: Allegiance): string {
  switch (e.kind) {
    case 'teeth':
      return `Teeth: ${actionsText(e.actions, self)}.`;
    case 'playOnlyIf':
      return `Play this card only if ${conditionText(e.condition, self)}.`;
    case 'choice':
      return `At the start of the Attack Phase, choose one: ${e.options.map((o) => optionText(o, self)).join('; or ')}.`;
    case 'trigger':
      return `${e.at === 'revenueStart' ? 'At the start of each Revenue Phase' : 'In each Cleanup Phase'}: ${actionsText(e.actions, self)}.`;
    default:
      return `${capitalize(modifierText(e, self))}.`;
  }
}

/** The printed numbers as a sentence ("3 Attack, 1 Defence."); empty when all are zero. */
export function statsText(card: Card): string {
  const parts = (['attack', 'defence', 'revenue'] as const).filter((s) => card[s] !== 0).map((s) => `${card[s]} ${STAT[s]}`);
  return parts.length === 0 ? '' : `${parts.join(', ')}.`;
}

/** The card's full text, one sentence per line: Basic/Stronghold keywords, effects, printed numbers. */
export function cardTextLines(card: Card): readonly string[] {
  const lines: string[] = [];
  if (card.basic) lines.push('Basic.');
  if (card.stronghold !== undefined) {
    lines.push(`Stronghold ${card.stronghold}: declare which Opponent it faces; it stays in play until destroyed.`);
  }
  for (const e of card.effects) lines.push(effectText(e, card.faction));
  const stats = statsText(card);
  if (stats !== '') lines.push(stats);
  return lines;
}

export const cardText = (card: Card): string => cardTextLines(card).join('\n');

export type Banner = 'standard' | 'teeth' | 'stronghold' | 'requirement';

/** The title banner the card shows; a requirement outranks Teeth, which outranks Stronghold. */
export function bannerOf(card: Card): Banner {
  if (card.effects.some((e) => e.kind === 'playOnlyIf')) return 'requirement';
  if (card.effects.some((e) => e.kind === 'teeth')) return 'teeth';
  if (card.stronghold !== undefined) return 'stronghold';
  return 'standard';
}
