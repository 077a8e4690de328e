/**
 * English card text generated from card data, so what a player reads is always what the rules
 * interpret. Pure string building; no per-card branches.
 */
import type { Ability, Amount, Card, CardType, Effect, Lane, Timing } from './types.js';
import { LANE_NAMES } from './types.js';

const TIMING: Readonly<Record<Timing, string>> = {
  played: 'When played',
  attackPhase: 'Attack Phase',
  miningPhase: 'Mining Phase',
  endOfTurn: 'End of turn',
  nextRound: 'Start of next round',
};

const TYPE: Readonly<Record<CardType, [string, string]>> = {
  basic: ['Basic', 'Basic cards'],
  drone: ['Drone', 'Drones'],
  satellite: ['Satellite', 'Satellites'],
  infantry: ['Infantry', 'Infantry cards'],
  building: ['Building', 'Buildings'],
  mercenary: ['Mercenary', 'Mercenaries'],
};

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const cards = (n: number): string => plural(n, 'card', 'cards');
const laneOf = (l: Lane | 'this'): string => (l === 'this' ? 'this lane' : `your ${LANE_NAMES[l]} lane`);

/** The "for each …" part of an amount ('' for a plain number). */
function perText(a: Amount): string {
  if (typeof a === 'number') return '';
  if (a.per.kind === 'cardsInLane') return ` for each card in ${a.per.lane === 'this' ? 'this lane' : `your ${LANE_NAMES[a.per.lane]} lane`}`;
  return ` for each of your other ${TYPE[a.per.type][1]} in play`;
}

const base = (a: Amount): number => (typeof a === 'number' ? a : a.times);

const joinThen = (effects: readonly Effect[]): string => effects.map(effectText).join(', then ');

export function effectText(e: Effect): string {
  switch (e.kind) {
    case 'gainHp': return `gain ${plural(e.amount, 'hitpoint', 'hitpoints')}`;
    case 'gainCrystals': return `gain ${plural(base(e.amount), 'crystal', 'crystals')}${perText(e.amount)}`;
    case 'damage':
      if (e.target === 'self') return `take ${e.amount} damage`;
      return `deal ${e.amount} damage to ${e.target === 'opponent' ? 'an opponent of your choice' : 'each opponent'}`;
    case 'draw': {
      const what = e.upTo ? `up to ${cards(e.count)}` : cards(e.count);
      return `draw ${what}${e.fromDiscard ? ', each from your faction deck, your basic deck or your discard pile' : ''}`;
    }
    case 'swarm': return `Swarming ${e.amount} (+${e.amount} Boost on this lane for each of your other Drones in play)`;
    case 'boost': {
      const where = e.lane === 'choose' ? 'a lane of your choice' : laneOf(e.lane);
      return `put ${base(e.amount)} Boost on ${where}${perText(e.amount)}`;
    }
    case 'corrupt': return `Corrupt ${e.amount} (put ${plural(e.amount, 'corruption token', 'corruption tokens')} on one of your lanes)`;
    case 'moveCorruption': {
      const count = e.count === null ? 'any number of your corruption tokens' : `up to ${e.count} of your corruption tokens`;
      const onto = e.to === 'own' ? 'another of your lanes' : e.to === 'opponent' ? "the lanes of an opponent you target" : "your opponents' lanes";
      return `move ${count} onto ${onto}`;
    }
    case 'disable': {
      const where = e.lane === null ? "an opponent's card" : `a card in an opponent's ${LANE_NAMES[e.lane]} lane`;
      return `disable ${where}${e.maxPower === null ? '' : ` with power ${e.maxPower} or less in its lane`} until the end of the turn`;
    }
    case 'destroy': return `destroy an opponent's face-up card${e.maxPower === null ? '' : ` with power ${e.maxPower} or less in its lane`}`;
    case 'weaken': return `lower an opponent's Attack by ${e.amount} this turn`;
    case 'preventDamage': return `prevent the next ${e.amount} damage you would take this turn`;
    case 'extraTech': return `add ${e.amount} to your tech limit this turn`;
    case 'discount': {
      const parts = [e.cost > 0 ? `costs ${plural(e.cost, 'crystal', 'crystals')} less` : '', e.tech > 0 ? `needs ${e.tech} less tech` : ''].filter(Boolean);
      return `the next card you play this turn ${parts.join(' and ')}`;
    }
    case 'putBasic':
      return `put ${e.count === 1 ? 'a Trooper' : `${e.count} Troopers`} from your basic deck into play${e.faceDown ? ' face down (Stealth)' : ''}, ${e.count === 1 ? 'in a lane' : 'each in a lane'} of your choice`;
    case 'recover': return `you may take ${e.count === 1 ? 'a card' : `up to ${cards(e.count)}`} from your discard pile into your hand`;
    case 'discardFromLane': {
      const head = `you may discard ${e.max === 1 ? 'one of your other cards' : `up to ${e.max} of your other cards`} from your ${LANE_NAMES[e.lane]} lane`;
      if (e.each.length === 0) return head;
      return `${head}; ${e.max === 1 ? 'if you do' : 'for each one'}, ${joinThen(e.each)}`;
    }
    case 'discardSelf': return 'discard this card';
    case 'upkeep': return `pay ${plural(e.crystals, 'crystal', 'crystals')} or this card returns to your hand`;
    case 'quake': return `every player, you included, takes ${e.amount} damage, less 1 for each crystal that player pays (up to ${e.amount})`;
    case 'optional': {
      const [first, ...rest] = e.effects;
      const head = `you may ${first ? effectText(first).replace(/^you may /, '') : 'do nothing'}`;
      return rest.length ? `${head}; if you do, ${joinThen(rest)}` : head;
    }
    case 'ifStealth': return `${joinThen(e.otherwise) || 'nothing'}; if it was revealed from Stealth, ${joinThen(e.then)} instead`;
    case 'byLane':
      return `get the bonus of this card's lane: Mining, ${joinThen(e.mining)}; Attack, ${joinThen(e.attack)}; Tech, ${joinThen(e.tech)}`;
  }
}

export const abilityText = (a: Ability): string => `${TIMING[a.when]}: ${capitalize(joinThen(a.effects))}.`;

/** "Cost 4 crystals, tech 2." */
export const costText = (c: Card): string => `Cost ${plural(c.cost, 'crystal', 'crystals')}, tech ${c.tech}.`;

/** "Mining 2, Attack 2, Tech 2." */
export const powerText = (c: Card): string => `Mining ${c.power.mining}, Attack ${c.power.attack}, Tech ${c.power.tech}.`;

/** The card's rules text, one sentence per line: types, Stealth, alternative cost, abilities. */
export function cardTextLines(c: Card): readonly string[] {
  const lines: string[] = [];
  if (c.types.length) lines.push(`${c.types.map((t) => TYPE[t][0]).join(', ')}.`);
  if (c.stealth) lines.push('Stealth: may be played face down; it is revealed at the end of the turn.');
  if (c.alt) {
    lines.push(`You may discard one of your ${TYPE[c.alt.discardType][1]} in play to play this card with tech requirement ${c.alt.tech} (the crystal cost is still paid).`);
  }
  for (const a of c.abilities) lines.push(abilityText(a));
  if (lines.length === 0) lines.push('No ability.');
  return lines;
}

export const cardText = (c: Card): string => cardTextLines(c).join('\n');
