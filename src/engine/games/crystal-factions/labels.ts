/**
 * Crystal Factions in words: a label for each choice (a button, addressed to the player who
 * makes it), the prompt of each question, and one sentence per input for the match log (about
 * the players, written "seat N" for the table to put names in). Complete sentences in the
 * game's language: cards by name, never a draw handle, and what was decided about what — the
 * ability a choice belongs to is read from the task waiting for it.
 *
 * The prompt stored in a question (`ask.prompt`) is part of the hashed state and stays as it
 * was; players read `promptOf`, worked out from the question and its task.
 */
import type { Input, Json, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { price } from './deploy.js';
import { amountOf } from './effects.js';
import { type CFMove, type Choice, parseMove } from './moves.js';
import { type CFState, type Task, playerOf } from './state.js';
import { effectText } from './text.js';
import { CLEANSE_COST, LANE_NAMES, type Lane, STEALTH_COST, STEALTH_TECH } from './types.js';

const nameOf = (id: string): string => cardOf(id)?.name ?? 'a card';
const lane = (l: Lane): string => `${LANE_NAMES[l]} lane`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The task a choice belongs to (the front of the queue while a card's ability asks). */
const taskOf = (s: CFState): Task | undefined => (s.ask?.kind === 'choose' && s.ask.for === 'task' ? s.tasks[0] : undefined);
const sourceName = (t: Task | undefined): string => (t?.source ? nameOf(t.source) : 'The ability');
const topBasic = (s: CFState, seat: Seat): string => {
  const top = playerOf(s, seat).basic[0];
  return top ? nameOf(top) : 'a card';
};

/** What a "you may" ability would do, in the card's words without "you may". */
const mayText = (t: Task): string => (t.effect.kind === 'optional' ? effectText(t.effect).replace(/^you may /, '') : '');

/** A label for a choice the front task asks of `seat`. */
function choiceLabel(s: CFState, seat: Seat, c: Choice): string {
  const t = taskOf(s);
  const e = t?.effect;
  const owner = (x: Seat, l: Lane): string => (x === seat ? `your ${lane(l)}` : `seat ${x}'s ${lane(l)}`);
  switch (c.kind) {
    case 'player':
      if (e?.kind === 'damage') return `Deal ${e.amount} damage to seat ${c.seat}`;
      if (e?.kind === 'weaken') return `Lower seat ${c.seat}'s Attack by ${e.amount} this turn`;
      return `seat ${c.seat}`;
    case 'lane':
      if (e?.kind === 'boost' && t) return `Put ${amountOf(s, t, e.amount)} Boost on your ${lane(c.lane)}`;
      if (e?.kind === 'corrupt') return `Put ${plural(e.amount, 'corruption token')} on your ${lane(c.lane)}`;
      if (e?.kind === 'putBasic') return `Put ${topBasic(s, seat)}${e.faceDown ? ' face down' : ''} into your ${lane(c.lane)}`;
      return `Your ${lane(c.lane)}`;
    case 'card':
      if (e?.kind === 'discardFromLane') return `Discard your ${nameOf(c.card)} from your ${lane(c.lane)}`;
      if (e?.kind === 'destroy') return `Destroy seat ${c.seat}'s ${nameOf(c.card)} (${lane(c.lane)})`;
      return `Disable seat ${c.seat}'s ${nameOf(c.card)} (${lane(c.lane)}) until the end of the turn`;
    case 'token': return `Move a corruption token from your ${lane(c.from)} to ${owner(c.seat, c.to)}`;
    case 'draw':
      if (c.deck === 'faction') return 'Draw from your faction deck';
      if (c.deck === 'basic') return `Draw ${topBasic(s, seat)} from your basic deck`;
      return 'Draw nothing: both your decks are empty';
    case 'cleanse': return `Clear a corruption token from your ${lane(c.lane)} (${CLEANSE_COST} crystals)`;
    case 'recover': return `Take ${nameOf(c.card)} from your discard pile into your hand`;
    case 'keep': return 'Keep this hand';
    case 'stop':
      if (e?.kind === 'draw') return 'Draw no more cards';
      if (e?.kind === 'moveCorruption') return 'Move no more corruption tokens';
      if (e?.kind === 'recover') return 'Take no more cards back';
      if (e?.kind === 'discardFromLane') return 'Discard no more cards';
      return 'Stop';
    case 'yes': return t ? `Use ${sourceName(t)}: ${mayText(t)}` : 'Yes';
    case 'no': return t ? `Do not use ${sourceName(t)}` : 'No';
    case 'pay': return e?.kind === 'upkeep' ? `Pay ${plural(e.crystals, 'crystal')} to keep ${sourceName(t)}` : 'Pay';
    case 'return': return `Return ${sourceName(t)} to your hand`;
    case 'brace': {
      const quake = e?.kind === 'brace' ? e.amount : c.crystals;
      return `Pay ${plural(c.crystals, 'crystal')}: take ${Math.max(0, quake - c.crystals)} damage`;
    }
  }
}

/** The seat a question is asked of. */
const askedSeat = (s: CFState): Seat => (s.ask && 'seat' in s.ask ? s.ask.seat : 0);

/**
 * A label for one choice, addressed to the player making it. `known`: the cards behind that
 * player's own hidden hand, so a card it holds is named (without it: "a card from your hand").
 */
export function moveLabel(s: CFState, value: Json, known: Readonly<Record<string, string>> = {}): string {
  const m = parseMove(value);
  if (!m) return JSON.stringify(value);
  const held = (h: string): string => (known[h] ? nameOf(known[h]) : 'a card from your hand');
  switch (m.kind) {
    case 'play': {
      const via = m.via === undefined ? '' : `, discarding your ${nameOf(m.via)} to lower its tech requirement`;
      return `Play ${nameOf(m.card)} in your ${lane(m.lane)}${via}`;
    }
    case 'stealth':
      return 'card' in m
        ? `Confirm ${nameOf(m.card)} face down in your ${lane(m.lane)}`
        : `Play ${held(m.handle)} face down in your ${lane(m.lane)} (${STEALTH_COST} crystals, tech ${STEALTH_TECH})`;
    case 'end': return 'End your turn';
    case 'bottom': return `Put ${held(m.handle)} on the bottom of your faction deck`;
    default: return choiceLabel(s, askedSeat(s), m);
  }
}

/** What a choice of the front task does, in the log's words ("seat 0's Mortar Team deals 2 damage to seat 1"). */
function choiceDone(s: CFState, seat: Seat, c: Choice): string {
  const t = taskOf(s);
  const e = t?.effect;
  const me = `seat ${seat}`;
  const from = t?.source ? ` (${sourceName(t)})` : '';
  switch (c.kind) {
    case 'player':
      if (e?.kind === 'damage') return `${me}'s ${sourceName(t)} deals ${e.amount} damage to seat ${c.seat}`;
      if (e?.kind === 'weaken') return `${me}'s ${sourceName(t)} lowers seat ${c.seat}'s Attack by ${e.amount} this turn`;
      return `${me} chooses seat ${c.seat}${from}`;
    case 'lane':
      if (e?.kind === 'boost' && t) return `${me} puts ${amountOf(s, t, e.amount)} Boost on their ${lane(c.lane)}${from}`;
      if (e?.kind === 'corrupt') return `${me} puts ${plural(e.amount, 'corruption token')} on their ${lane(c.lane)}${from}`;
      if (e?.kind === 'putBasic') return `${me} puts ${topBasic(s, seat)}${e.faceDown ? ' face down' : ''} into their ${lane(c.lane)}${from}`;
      return `${me} chooses their ${lane(c.lane)}${from}`;
    case 'card':
      if (e?.kind === 'discardFromLane') return `${me} discards their ${nameOf(c.card)} from their ${lane(c.lane)}${from}`;
      if (e?.kind === 'destroy') return `${me} destroys seat ${c.seat}'s ${nameOf(c.card)} in the ${lane(c.lane)}${from}`;
      return `${me} disables seat ${c.seat}'s ${nameOf(c.card)} in the ${lane(c.lane)} until the end of the turn${from}`;
    case 'token': {
      const to = c.seat === seat ? `their ${lane(c.to)}` : `seat ${c.seat}'s ${lane(c.to)}`;
      return `${me} moves a corruption token from their ${lane(c.from)} to ${to}${from}`;
    }
    case 'draw':
      // A draw from the faction deck's shuffled part is logged by the private draw that follows.
      if (c.deck === 'faction') return playerOf(s, seat).pile.cards.length > playerOf(s, seat).pile.drawn.length ? '' : `${me} draws the next card from the bottom of their faction deck`;
      if (c.deck === 'basic') return `${me} draws ${topBasic(s, seat)} from their basic deck${from}`;
      return `${me} has no card left to draw`;
    case 'cleanse': return `${me} pays ${CLEANSE_COST} crystals to clear a corruption token from their ${lane(c.lane)}`;
    case 'recover': return `${me} takes ${nameOf(c.card)} from their discard pile into their hand${from}`;
    case 'keep': return `${me} keeps a starting hand of ${plural(playerOf(s, seat).hand.length, 'card')}`;
    case 'stop':
      if (e?.kind === 'draw') return `${me} draws no more cards`;
      if (e?.kind === 'moveCorruption') return `${me} moves no more corruption tokens`;
      if (e?.kind === 'recover') return `${me} takes no more cards back`;
      if (e?.kind === 'discardFromLane') return `${me} discards no more cards`;
      return `${me} stops${from}`;
    case 'yes': return `${me} uses ${sourceName(t)}'s ability`;
    case 'no': return `${me} does not use ${sourceName(t)}'s ability`;
    case 'pay': return `${me} pays ${e?.kind === 'upkeep' ? plural(e.crystals, 'crystal') : 'the upkeep'} to keep ${sourceName(t)}`;
    case 'return': return `${me} returns ${sourceName(t)} to their hand`;
    case 'brace': return `${me} pays ${plural(c.crystals, 'crystal')} against the quake`;
  }
}

/** What a seat did, as the log tells it. */
function done(s: CFState, seat: Seat, m: CFMove): string {
  const me = `seat ${seat}`;
  switch (m.kind) {
    case 'play': {
      const card = cardOf(m.card);
      const p = playerOf(s, seat);
      const tech = m.via === undefined ? card?.tech ?? 0 : card?.alt?.tech ?? 0;
      const paid = price(p, card?.cost ?? 0, tech);
      const via = m.via === undefined ? '' : `, discarding their ${nameOf(m.via)}`;
      return `${me} plays ${nameOf(m.card)} in their ${lane(m.lane)} for ${plural(paid.cost, 'crystal')}${paid.tech ? ` and tech ${paid.tech}` : ''}${via}`;
    }
    case 'stealth':
      return 'card' in m ? '' : `${me} plays a card face down in their ${lane(m.lane)} for ${STEALTH_COST} crystals and tech ${STEALTH_TECH}`;
    case 'end': return `${me} ends their turn`;
    case 'bottom': return `${me} puts a card on the bottom of their faction deck`;
    case 'keep':
      if (s.ask?.kind === 'bottom') {
        return s.sub ? `${me} keeps their hand and replaces ${plural(s.sub, 'card')} from their basic deck` : `${me} keeps their starting hand`;
      }
      return choiceDone(s, seat, m);
    default: return choiceDone(s, seat, m);
  }
}

/** One sentence for the match log, from the state before the input; empty for a step the log need not tell. */
export function describeInput(s: CFState, input: Input<CFMove>): string {
  const at = s.stage === 'opening' ? 'Starting hands: ' : `Round ${s.round}: `;
  const line = (text: string): string => (text ? `${at}${text}.` : '');
  switch (input.kind) {
    case 'move': return line(done(s, input.seat, input.move));
    case 'answer': return line(done(s, input.seat, input.answer));
    case 'draw': return s.ask?.kind === 'draw' && s.ask.for === 'opening' ? '' : line(`seat ${input.seat} draws a card from their faction deck`);
    case 'commit': return '';
    case 'reveal':
      return line(input.values.map((x) => {
        const v = x.value;
        const where = v.kind === 'stealth' ? ` in their ${lane(v.lane)}` : '';
        return `seat ${x.seat}'s face-down card${where} is ${v.kind === 'stealth' && 'card' in v ? nameOf(v.card) : 'revealed'}`;
      }).join('; '));
    case 'random': return '';
  }
}

/** What a task's question asks, as the player reads it. */
function taskPrompt(s: CFState, t: Task): string {
  const e = t.effect;
  const src = sourceName(t);
  switch (e.kind) {
    case 'damage': return `${src}: choose the opponent who takes ${e.amount} damage.`;
    case 'weaken': return `${src}: choose the opponent whose Attack drops by ${e.amount} this turn.`;
    case 'draw': return `${src}: choose where to draw ${e.count > 1 ? `each of ${plural(e.count, 'card')}` : 'a card'} from${e.upTo ? ', or stop' : ''}.`;
    case 'boost': return `${src}: choose the lane that gets ${amountOf(s, t, e.amount)} Boost.`;
    case 'corrupt': return `${src}: choose one of your lanes to take ${plural(e.amount, 'corruption token')}.`;
    case 'moveCorruption': return `${src}: move a corruption token${e.count !== null && e.count > 1 ? ` (up to ${e.count})` : ''}, or stop.`;
    case 'disable': return `${src}: choose an opponent's card to disable until the end of the turn.`;
    case 'destroy': return `${src}: choose an opponent's card to destroy.`;
    case 'putBasic': return `${src}: choose the lane for ${topBasic(s, t.seat)}${e.faceDown ? ', face down' : ''}.`;
    case 'recover': return `${src}: take a card from your discard pile back into your hand, or stop.`;
    case 'discardFromLane': return `${src}: discard one of your other cards from your ${lane(e.lane)}, or stop.`;
    case 'upkeep': return `${src}: pay ${plural(e.crystals, 'crystal')} to keep it, or it returns to your hand.`;
    case 'brace': return `${src}: a quake hits every player for ${e.amount}. Pay crystals to take 1 less damage for each.`;
    case 'optional': return `${src}: use its ability? You may ${mayText(t)}.`;
    default: return `${src}: choose one.`;
  }
}

/** The question now, in a player's words (what `request` shows). */
export function promptOf(s: CFState): string {
  const a = s.ask;
  if (!a) return '';
  switch (a.kind) {
    case 'choose': {
      if (a.for === 'turn') {
        return a.options.some((o) => o.kind === 'cleanse')
          ? `Start of your turn: clear corruption tokens (${CLEANSE_COST} crystals each), or draw a card.`
          : 'Start of your turn: draw a card from your faction deck or your basic deck.';
      }
      if (a.for === 'opening') return 'Draw your starting hand: up to 7 cards, each from your faction deck or your basic deck.';
      const t = s.tasks[0];
      return t ? taskPrompt(s, t) : 'Choose one.';
    }
    case 'deploy': return 'Play cards from your hand, or end your turn.';
    case 'bottom': return 'Put cards you do not want on the bottom of your faction deck (each is replaced from your basic deck), then keep your hand.';
    case 'commit': return 'Confirm the card you played face down.';
    default: return '';
  }
}
