/**
 * Clockwork Crusade in players' words: one log line per input, the phase for the status line, and
 * the defender's questions (Stealth's and Scapegoat's coins, striking back after a miss).
 */
import type { Input, Phase } from '../../game.js';
import { cardById, specialCard } from './cards.js';
import { scapegoatFor } from './combat.js';
import type { CcMove } from './moves.js';
import { tilesToPlace } from './setup.js';
import { cardOf, controller, gateById, seatName, unitById, unitName } from './state.js';
import type { CcState, Unit } from './types.js';

const PHASES: Readonly<Record<string, string>> = {
  order: 'Setup', tiles: 'Setup', gates: 'Setup', first: 'Setup', shuffle: 'Setup',
  // The rulebook's Control, Portal and Main steps, in what a player does in them.
  control: 'New gates', reveal: 'Portals open', place: 'Portals open', main: 'Moves and attacks', commit: 'Moves and attacks', fight: 'Moves and attacks',
  deal: 'Moves and attacks', reshuffle: 'Moves and attacks', sabotage: 'Moves and attacks', answer: 'Moves and attacks', over: 'Game over',
  defend: 'Moves and attacks', counter: 'Moves and attacks',
};

export function phaseOf(s: CcState): Phase | null {
  const p = s.pending;
  const fromMain = (p?.kind === 'reveal' || p?.kind === 'place') && p.resume === 'main';
  const name = fromMain ? 'Moves and attacks' : PHASES[s.phase] ?? s.phase;
  if (s.phase === 'over') return { name, detail: s.summary ?? '' };
  if (name === 'Setup') {
    const detail = s.phase === 'tiles' ? `map piece ${s.placed.length + 1} of ${tilesToPlace(s)}` : s.phase === 'gates' ? 'first gates' : s.phase === 'order' ? 'rolling to decide who places first' : s.phase === 'first' ? 'rolling to decide who plays first' : 'shuffling the cards';
    return { name, detail };
  }
  // No seat here: the status line shows the phase as it is, and says whose turn it is in names itself.
  return { name, detail: `round ${s.round} of ${s.options.rounds}` };
}

const target = (s: CcState, id: string | undefined): string => {
  if (id === undefined) return '';
  const u = unitById(s, id);
  if (u) return `${seatName(u.owner)}'s ${unitName(u)}`;
  const g = gateById(s, id);
  if (g) return `${seatName(g.owner)}'s gate`;
  return /^\d$/.test(id) ? seatName(Number(id)) : id;
};

/**
 * The defender's question now, in players' words (the request's prompt; the table shows it with
 * Yes and No). Never a seat number: the question is put to the unit's own player.
 */
export function questionPrompt(s: CcState): string {
  const p = s.pending;
  if (p?.kind === 'defend') {
    const t = unitById(s, p.target);
    const tn = t ? unitName(t) : 'unit';
    const an = attacker(s, p.unit, t);
    if (p.ability === 'stealth') return `${an.cap} is about to attack your ${tn}. Flip a coin for Stealth? Heads turns the attack away, and ${an.short} may not attack it again this turn.`;
    const a = unitById(s, p.unit);
    const sub = t && a ? scapegoatFor(s, t, a) : undefined;
    return `${an.cap} is about to attack your ${tn}. Flip a coin for Scapegoat? Heads sends the attack to your ${sub ? unitName(sub) : 'unit'} next to it.`;
  }
  if (p?.kind === 'counter') {
    const d = unitById(s, p.unit);
    const dn = d ? unitName(d) : 'unit';
    const an = attacker(s, p.target, d);
    return `${an.cap} missed your ${dn}. Strike back? If you win the roll, ${an.short} is destroyed.`;
  }
  return 'Choose';
}

/**
 * The attacking unit as its target's player reads it: "the enemy Crab Tank", or "your own Crab
 * Tank, taken over this turn" (a unit taken over by Corrupt may attack its own side).
 */
function attacker(s: CcState, id: string, defender: Unit | undefined): { cap: string; short: string } {
  const a = unitById(s, id);
  const name = a ? unitName(a) : 'unit';
  if (a && defender && a.owner === controller(defender)) return { cap: `Your own ${name}, taken over this turn,`, short: `your own ${name}` };
  return { cap: `The enemy ${name}`, short: `the enemy ${name}` };
}

/** A yes or no to the defender's question, as a log line. */
function answerLine(s: CcState, who: string, yes: boolean): string {
  const p = s.pending;
  if (p?.kind === 'defend') {
    const t = unitById(s, p.target);
    const ab = p.ability === 'stealth' ? 'Stealth' : 'Scapegoat';
    return yes ? `${who} flips a coin for ${t ? unitName(t) : 'the unit'}'s ${ab}` : `${who} does not use ${ab}`;
  }
  if (p?.kind === 'counter') {
    const d = unitById(s, p.unit);
    const a = unitById(s, p.target);
    return yes ? `${who}: ${d ? unitName(d) : 'the unit'} strikes back at ${a ? unitName(a) : 'the attacker'}` : `${who}: ${d ? unitName(d) : 'the unit'} does not strike back`;
  }
  return `${who} answers ${yes ? 'yes' : 'no'}`;
}

function moveLine(s: CcState, who: string, m: CcMove): string {
  switch (m.t) {
    case 'tile': return `${who} places a piece of the map`;
    case 'gate': return `${who} places a gate`;
    case 'pass': return `${who} places no new gate`;
    case 'end': return `${who} ends the turn`;
    case 'place': return `${who} places the building`;
    case 'portal': return `${who} opens a portal for ${m.cost}`;
    case 'move': { const u = unitById(s, m.unit); return `${who} moves ${u ? unitName(u) : 'a unit'}`; }
    case 'attack': { const u = unitById(s, m.unit); return `${who}: ${u ? unitName(u) : 'a unit'} attacks ${target(s, m.target)}`; }
    case 'ability': { const u = unitById(s, m.unit); return `${who}: ${u ? cardOf(u)?.name ?? 'a unit' : 'a unit'} uses ${m.ability.replace('-', ' ')}${m.target ? ` on ${target(s, m.target)}` : ''}`; }
    case 'research': return `${who} researches (4 resources) and draws a card`;
    case 'draw': return `${who} draws a card for the destroyed gate`;
    case 'special': return `${who} plays ${specialCard(m.card)?.name ?? m.card}${m.target !== undefined ? ` on ${target(s, m.target)}` : ''}`;
    case 'show': return `${who} shows ${m.cards.map((c) => cardById(c.card)?.name ?? c.card).join(', ')}`;
    case 'card': return `${who} names ${cardById(m.card)?.name ?? m.card}`;
    case 'infantry': return `${who} names the Infantry`;
    case 'yes': case 'no': return answerLine(s, who, m.t === 'yes');
  }
}

/** What the fight step's dice and coins are for (the outcome is in `lastRoll` after it; describe never touches the dice). */
function fightLine(s: CcState): string {
  const p = s.pending;
  if (!p || !('unit' in p)) return 'the dice are rolled';
  const u = unitById(s, p.unit);
  const who = u ? `${seatName(u.owner)}'s ${unitName(u)}` : 'a unit';
  switch (p.kind) {
    case 'attack': return `dice: ${who} ${p.artillery ? 'fires an Artillery Shell at' : 'attacks'} ${target(s, p.target)}`;
    case 'assassinate': return `coin: ${who} tries to assassinate ${target(s, p.target)}`;
    case 'corrupt': return `coin: ${who} tries to corrupt ${target(s, p.target)}`;
    case 'self-destruct': return `dice: ${who} self-destructs`;
    case 'salvage': return `coin: ${who} salvages`;
    case 'counter': return `dice: ${who} strikes back at ${target(s, p.target)}`;
    default: return 'the dice are rolled';
  }
}

export function describe(s: CcState, input: Input<CcMove>): string {
  switch (input.kind) {
    case 'move': return moveLine(s, seatName(input.seat), input.move);
    case 'answer': return `${seatName(input.seat)} discards ${input.answer.t === 'card' ? cardById(input.answer.card)?.name ?? 'a card' : 'a card'} to Sabotage`;
    case 'commit': return `${seatName(s.current)} chooses the portal's unit face down`;
    case 'reveal': return input.values.map((v) => `${seatName(v.seat)}'s portal opens: ${v.value.t === 'card' ? cardById(v.value.card)?.name ?? v.value.card : 'Infantry'}`).join('; ');
    case 'random': return s.phase === 'fight' ? fightLine(s) : s.phase === 'order' ? 'Everyone rolls a die: the highest places first (ties roll again)' : s.phase === 'first' ? 'Everyone rolls a die: the highest takes the first turn' : 'a card is picked at random';
    default: return '';
  }
}
