/**
 * English card text generated from the card data, so what a player reads is what the rules
 * execute: one plain sentence per attribute and per ability. Pure string building; no branch on
 * any particular card.
 */
import { cardById } from './index.js';
import type {
  Ability, Amount, Attribute, AttackLimit, Card, CardFilter, CardKind, Condition, DefenceLimit, Destination, Duration,
  Grant, Label, Placement, ScoreRule, Selector, Step, Target,
} from './types.js';
import { LAST_ROUND } from './types.js';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string): string => `${cap(s.trim())}.`;
const or = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);
const and = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const squares = (n: number): string => `${n} ${n === 1 ? 'square' : 'squares'}`;
const nameOf = (id: string): string => cardById(id)?.name ?? id;

/** An attribute's printed name: "Ranged Attack 3", "Movement 2", "Flight". */
export function attributeName(a: Attribute): string {
  switch (a.kind) {
    case 'initiative': return 'Initiative';
    case 'omnistrike': return 'Omnistrike';
    case 'ranged': return `Ranged Attack ${a.range}`;
    case 'swarm': return 'Swarm';
    case 'flight': return 'Flight';
    case 'movement': return `Movement ${a.distance}`;
    case 'perforation': return a.step === 1 ? 'Perforation' : `Perforation (−${a.step} per card)`;
    case 'regeneration': return 'Regeneration';
    case 'stealth': return 'Stealth';
  }
}

const ATTRIBUTE_WORD: Readonly<Record<Attribute['kind'], string>> = {
  initiative: 'Initiative', omnistrike: 'Omnistrike', ranged: 'Ranged Attack', swarm: 'Swarm', flight: 'Flight',
  movement: 'Movement', perforation: 'Perforation', regeneration: 'Regeneration', stealth: 'Stealth',
};

const KIND_NOUN: Readonly<Record<CardKind, [string, string]>> = {
  creature: ['creature', 'creatures'], land: ['land', 'lands'], spell: ['spell', 'spells'],
};

function kindNoun(kinds: readonly CardKind[] | undefined, many: boolean): string {
  if (!kinds || kinds.length === 0) return many ? 'cards' : 'card';
  return and(kinds.map((k) => KIND_NOUN[k][many ? 1 : 0]));
}

/** "with value 5 or less and Flight": what a filter asks beyond side, family and kind. */
function qualifiers(f: CardFilter): string[] {
  const q: string[] = [];
  if (f.cards?.length) q.push(`named ${or(f.cards.map(nameOf))}`);
  if (f.maxValue !== undefined) q.push(`of value ${f.maxValue} or less`);
  if (f.minValue !== undefined) q.push(`of value ${f.minValue} or more`);
  if (f.evenValue) q.push('whose value is even');
  if (f.withAttribute?.length) q.push(`with ${or(f.withAttribute.map((k) => ATTRIBUTE_WORD[k]))}`);
  if (f.alsoAdjacentTo?.length) q.push(`also adjacent to your ${or(f.alsoAdjacentTo.map(nameOf))}`);
  if (f.notAdjacentToEnemy) q.push('not adjacent to any enemy card');
  return q;
}

/** A noun phrase for the cards a filter accepts: "enemy creatures with Flight", "allied 6th Legion creature". */
export function filterText(f: CardFilter, many: boolean): string {
  const words: string[] = [];
  if (f.status) words.push(f.status);
  if (f.side === 'ally') words.push('allied');
  if (f.side === 'enemy') words.push('enemy');
  if (f.families?.length) words.push(or(f.families));
  words.push(kindNoun(f.kinds, many));
  const q = qualifiers(f);
  const either = f.side === 'any' ? ' (either side)' : '';
  return `${words.join(' ')}${either}${q.length ? ` ${q.join(' and ')}` : ''}`;
}

const WHERE_SUFFIX: Readonly<Record<Selector['where'], string>> = {
  self: '',
  adjacent: '',
  battlefield: ' on the battlefield',
  inPlay: ' on the battlefield or an Astral Plane',
  hand: ' from your hand',
  adjacentToAllyNearSelf: ' adjacent to this card or to one of your creatures adjacent to it',
};

/** A noun phrase for what a selector finds, plural ("adjacent allied creatures") or singular. */
export function selectorText(s: Selector, many: boolean): string {
  if (s.where === 'self') return 'this card';
  const f = s.filter ?? {};
  const core = filterText(f, many);
  const other = s.other ? 'other ' : '';
  const adj = s.where === 'adjacent' ? 'adjacent ' : '';
  return `${adj}${other}${core}${WHERE_SUFFIX[s.where]}`;
}

export function conditionText(c: Condition): string {
  switch (c.kind) {
    case 'exists': return `there is ${c.select.where === 'self' ? 'this card' : `an ${selectorText(c.select, false)}`.replace(/^an ([^aeiou])/, 'a $1')}`;
    case 'not':
      if (c.condition.kind === 'exists') return `there is no ${selectorText(c.condition.select, false)}`;
      if (c.condition.kind === 'startingPlayer') return 'you did not start the round';
      return `not (${conditionText(c.condition)})`;
    case 'selfActive': return 'this card is active';
    case 'startingPlayer': return 'you started the round';
    case 'notMovedThisTurn': return 'this card has not moved this turn';
    case 'initiativeSequence': return 'it is the Initiative sequence';
  }
}

function amountText(a: Amount, stat: string): string {
  if (typeof a === 'number') return `${signed(a)} ${stat}`;
  const per = a.per.kind === 'extraTokens' ? 'extra faction token on it' : selectorText(a.per.select, false);
  return `${signed(a.times)} ${stat} for each ${per}`;
}

function attackLimitText(l: AttackLimit): [string, string] {
  switch (l.kind) {
    case 'none': return ['cannot attack', 'cannot attack'];
    case 'noGroup': return ['cannot take part in group attacks', 'cannot take part in group attacks'];
    case 'groupOnly': return ['cannot attack alone, only in a group attack', 'cannot attack alone, only in group attacks'];
    case 'groupOnlyWith': {
      const t = `may join a group attack only if every other attacker is a ${l.family}`;
      return [t, t];
    }
    case 'targets': { const t = `can only attack ${filterText(l.filter, true)}`; return [t, t]; }
    case 'maxDistance': { const t = `can only attack cards within ${squares(l.distance)}`; return [t, t]; }
    case 'minDistance': {
      const t = l.distance === 2 ? 'cannot attack cards adjacent to it' : `cannot attack cards closer than ${squares(l.distance)}`;
      return [t, t.replace('to it', 'to them')];
    }
    case 'notInInitiative': return ['cannot attack during the Initiative sequence', 'cannot attack during the Initiative sequence'];
    case 'blockedEdges': {
      const t = `cannot attack the cards touching its ${and(l.edges)} edges (as its owner sees it)`;
      return [t, t.replace('its ', 'their ').replace('sees it', 'sees them')];
    }
  }
}

function defenceLimitText(l: DefenceLimit): string {
  switch (l.kind) {
    case 'untouchable': return 'cannot be attacked';
    case 'notByCreatures': return 'cannot be attacked by creatures';
    case 'onlyByGroup': return 'can be attacked by a lone creature only as part of a group attack (spells still can)';
    case 'onlyByCreatureGroupOrSpells': return 'can be attacked only by a group of two or more creatures, or by spells without creatures';
    case 'notByGroup': return 'cannot be attacked by a group of two or more creatures';
    case 'onlyFromAdjacent': return 'can be attacked by creatures only from an adjacent square (spells still can)';
  }
}

/** A verb phrase for a grant, agreeing with a singular or plural subject. */
export function grantText(g: Grant, many: boolean): string {
  const s = (one: string, more: string): string => (many ? more : one);
  switch (g.kind) {
    case 'stat': {
      const base = `${s('gets', 'get')} ${amountText(g.amount, g.stat)}`;
      if (!g.vs) return base;
      return g.stat === 'attack' ? `${base} when attacking a ${filterText(g.vs, false)}` : `${base} when attacked by a ${filterText(g.vs, false)}`;
    }
    case 'range': return `${s('gets', 'get')} +${g.amount} Ranged Attack distance (if ${s('it has', 'they have')} Ranged Attack)`;
    case 'attribute': return `${s('gains', 'gain')} ${attributeName(g.attribute)}`;
    case 'loseAttributes': return g.only ? `${s('loses', 'lose')} ${and(g.only.map((k) => ATTRIBUTE_WORD[k]))}` : `${s('loses its', 'lose their')} attributes`;
    case 'loseSkills': return `${s('loses its', 'lose their')} skills`;
    case 'immuneToEnemySpells': return `${s('is', 'are')} immune to enemy spells`;
    case 'attackLimit': return attackLimitText(g.limit)[many ? 1 : 0];
    case 'defenceLimit': return defenceLimitText(g.limit);
    case 'deactivated': return `${s('is', 'are')} deactivated`;
    case 'swapAttackDefence': return `${s('has its', 'have their')} attack and defence swapped (after every other modifier)`;
    case 'fixedStats': return `${s('has its', 'have their')} attack and defence unchanged by other cards`;
    case 'destroyedAfterAttack': return `${s('is', 'are')} destroyed after attacking`;
    case 'destroyedIfAttackFails': return `${s('is', 'are')} destroyed if an attack ${s('it takes', 'they take')} part in fails`;
    case 'omnistrikeHitsAllies': return `${s('hits', 'hit')} adjacent allied creatures too when attacking with Omnistrike`;
    case 'swarmSameNameOnly': return `${s('counts', 'count')} only other cards of the same name for Swarm`;
    case 'extraMovement':
      return `may move ${g.amount} more ${g.amount === 1 ? 'square' : 'squares'} when ending next to ${filterText(g.endAdjacentTo, false).replace(/^([aeiou])/, 'an $1').replace(/^(?!an )/, 'a ')}, and then cannot attack this round`;
    case 'mayGroupWithSource': return `may join group attacks with this card despite a weakness that forbids group attacks`;
  }
}

const LABEL: Readonly<Record<Label, string>> = { skill: 'Skill', weakness: 'Weakness', benefit: 'Benefit', effect: 'Effect' };
const UNTIL: Readonly<Record<Duration, string>> = { endOfTurn: 'until the end of the turn', endOfRound: 'until the end of the round' };

/** The object of a step: "one of your creatures", "up to 2 enemy spells", "it". */
export function targetText(t: Target): string {
  switch (t.kind) {
    case 'self': return 'this card';
    case 'chosen': return 'that card';
    case 'all': return `every ${selectorText(t.select, false)}`;
    case 'choose': {
      if (t.count === null) return `any number of ${selectorText(t.select, true)}`;
      const many = t.count > 1;
      const n = t.upTo ? `up to ${t.count}` : t.count === 1 ? 'one' : `${t.count}`;
      return `${n} ${selectorText(t.select, many)}`;
    }
  }
}

function destinationText(d: Destination): string {
  switch (d.kind) {
    case 'steps': return `up to ${squares(d.max)}`;
    case 'anywhere': return 'to any empty square adjacent to another card';
    case 'safe': return 'to an empty square adjacent to one of your cards and not adjacent to any enemy card';
    case 'sameDirection': return 'one square in the same direction';
  }
}

function placementText(p: Placement): string {
  if (p.kind === 'vacated') return 'on the square that card left';
  return `on empty squares adjacent to an ${selectorText(p.select, false)}${p.notAdjacentToEnemy ? ' and not adjacent to any enemy card' : ''}`.replace(/an ([^aeiou])/, 'a $1');
}

export function stepText(st: Step): string {
  switch (st.kind) {
    case 'move': return `move ${targetText(st.target)} ${destinationText(st.to)}`;
    case 'swap': return `swap the squares of ${targetText(st.first)} and ${targetText(st.second)}`;
    case 'destroy': return `destroy ${targetText(st.target)}`;
    case 'discard': return `discard ${targetText(st.target)}`;
    case 'deactivate': return `deactivate ${targetText(st.target)}`;
    case 'reactivate': return `reactivate ${targetText(st.target)}`;
    case 'grant': return `${targetText(st.target)} ${grantsText(st.grants, false)} ${UNTIL[st.until]}`;
    case 'putFromHand': return `put ${targetText(st.target)} into play ${placementText(st.at)}, able to act this round`;
    case 'copy':
      return `${targetText(st.target)} ${st.mode === 'replace' ? 'takes the characteristics of' : 'adds to its own the characteristics of'} ${targetText(st.from)} ${UNTIL[st.until]}`;
    case 'swapSkills': return `${targetText(st.target)} swaps skills with ${targetText(st.with)} ${UNTIL[st.until]}`;
    case 'takeControl': return `take control of ${targetText(st.target)} ${UNTIL[st.until]} (your token, active side up)`;
    case 'swapControl': return `${targetText(st.first)} and ${targetText(st.second)} swap faction tokens (and sides) ${UNTIL[st.until]}`;
    case 'setStats': return `set the attack/defence of ${targetText(st.target)} to ${or(st.options.map(([a, d]) => `${a}/${d}`))} ${UNTIL[st.until]}`;
    case 'addToken': return `put one more of your faction tokens on ${targetText(st.target)} (it cannot be spent to reactivate)`;
    case 'cycle': return `draw up to ${st.max} cards, then put as many cards from your hand back into your deck and shuffle it`;
    case 'optional': return `you may ${stepsText(st.steps)}`;
  }
}

/** Steps in order: "a, then b; then you may c". */
export function stepsText(steps: readonly Step[]): string {
  return steps.map((st, i) => (i === 0 ? stepText(st) : st.kind === 'optional' ? `; then ${stepText(st)}` : `, then ${stepText(st)}`)).join('');
}

/** Verbs that a run of grants shares: "get +1 attack and +1 defence", "lose their attributes and skills". */
const SHARED = ['gets ', 'get ', 'loses its ', 'lose their ', 'gains ', 'gain ', 'is ', 'are '];

/** Grant phrases joined, each repeated verb dropped. */
export function grantsText(grants: readonly Grant[], many: boolean): string {
  const phrases = grants.map((g) => grantText(g, many));
  const out = phrases.map((p, i) => {
    const prev = phrases[i - 1];
    const verb = SHARED.find((v) => p.startsWith(v));
    return verb && prev?.startsWith(verb) && !prev.includes(' when ') ? p.slice(verb.length) : p;
  });
  return and(out);
}

function scoreText(r: ScoreRule): string {
  if (r.kind === 'destroyedBySelf') return `every ${filterText(r.filter, false)} this card destroys is kept under it; at the end of the game its value is added to your score`;
  return `at the end of the game, add to your score the value of every ${selectorText(r.select, false)}`;
}

/** One sentence for an ability. */
export function abilityText(a: Ability): string {
  switch (a.kind) {
    case 'static': {
      const many = a.select.where !== 'self';
      const when = a.condition ? `while ${conditionText(a.condition)}, ` : '';
      return `${LABEL[a.label]}: ${when}${selectorText(a.select, many)} ${grantsText(a.grants, many)}.`;
    }
    case 'action':
      return `Action${a.oncePerRound ? ', once per round' : ''}: ${stepsText(a.steps)}.`;
    case 'trigger': {
      const at = a.on === 'endOfRound' ? 'At the end of each round' : 'At the end of your turn';
      const cond = a.condition ? `, if ${conditionText(a.condition)}` : '';
      const may = a.optional ? 'you may ' : '';
      return `${LABEL[a.label]}: ${at.toLowerCase()}${cond}, ${may}${stepsText(a.steps)}.`;
    }
    case 'score': return `${LABEL[a.label]}: ${scoreText(a.rule)}.`;
    case 'notPlaceableInRounds':
      return `${LABEL[a.label]}: cannot be placed in ${a.rounds.map((r) => (r === LAST_ROUND ? `round ${r} (the last round)` : `round ${r}`)).join(' or ')}.`;
    case 'unsupported': return `${LABEL[a.label]} (not played by the rules yet): ${a.text}`;
  }
}

/** One line of numbers: "Creature · value 8 (deck 13) · attack 2 · defence 1". */
export function statsText(c: Card): string {
  const parts: string[] = [c.kind === 'spell' ? (c.astral ? 'Global spell' : 'Local spell') : cap(c.kind)];
  parts.push(c.deckValue === c.value ? `value ${c.value}` : `value ${c.value} (deck ${c.deckValue})`);
  if (c.attack !== null) parts.push(`attack ${c.attack}`);
  if (c.defence !== null) parts.push(`defence ${c.defence}`);
  if (c.family) parts.push(c.family);
  if (c.legendary) parts.push('Legendary');
  if (c.copyLimit !== null && !c.legendary) parts.push(`at most ${c.copyLimit} per deck`);
  return parts.join(' · ');
}

/** How a spell is played and when it leaves (null for creatures and lands). */
export function spellText(c: Card): string | null {
  if (c.kind !== 'spell') return null;
  const where = c.astral ? 'Placed on your Astral Plane' : 'Placed on the battlefield';
  const attacks = c.attack !== null ? `; attacks once with attack ${c.attack}` : '';
  const leaves = c.spellLife === 'endOfRound'
    ? 'discarded at the end of the round'
    : 'discarded once used, or at the end of your turn if unused';
  return sentence(`${where}${attacks}; ${leaves}; never scores`);
}

/** The card's rules text, one sentence per line: attributes, then abilities, then how a spell plays. */
export function cardTextLines(c: Card): readonly string[] {
  const lines = [...c.attributes.map((a) => `${attributeName(a)}.`), ...c.abilities.map(abilityText)];
  const spell = spellText(c);
  if (spell) lines.push(spell);
  return lines;
}

export const cardText = (c: Card): string => cardTextLines(c).join('\n');
