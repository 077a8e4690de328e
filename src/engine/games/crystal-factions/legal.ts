/**
 * What a seat may choose now (`legalMoves`, for bots and the UI) and, for anything else, why not
 * (`checkMove`, in a player's words). The two agree: a move passes `checkMove` exactly when
 * `legalMoves` lists it; the reason names the rule it breaks when the rules can say.
 */
import { canonicalEqual } from '../../../crypto/canonical.js';
import { askedOf } from '../../flow/index.js';
import type { Json, Knowledge, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { deployOptions, inPlayOfType, price } from './deploy.js';
import { type CFMove, isBottomAnswer, isDeploy, isFaceDown } from './moves.js';
import { promptOf } from './labels.js';
import { bottomOptions } from './opening.js';
import type { CFState, Player } from './state.js';
import { factionLeft, isHandle, opponents, playerOf, takeFromPlay } from './state.js';
import { CLEANSE_COST, LANE_NAMES, LANES, STEALTH_COST, STEALTH_TECH } from './types.js';

/** Two moves are the same when their canonical JSON is. */
export const same: (a: Json, b: Json) => boolean = canonicalEqual;

/** The card the seat must commit to for the face-down slot asked now, if any. */
function faceDownOf(s: CFState, seat: Seat, k: Knowledge, slot: string): CFMove[] {
  const p = playerOf(s, seat);
  for (const lane of LANES) {
    const entry = p.lanes[lane].cards.find((c) => c.slot === slot);
    const card = entry ? k.cards[entry.id] : undefined;
    if (entry && card) return [{ kind: 'stealth', handle: entry.id, card, lane }];
  }
  return [];
}

/** Every legal choice for the seat at a move, answer or commit request. */
export function legalMoves(s: CFState, seat: Seat, k: Knowledge): readonly CFMove[] {
  const a = s.ask;
  if (s.result || !a || askedOf(a, seat) !== null) return [];
  switch (a.kind) {
    case 'choose': return a.options;
    case 'deploy': return deployOptions(s, seat, k);
    case 'bottom': return bottomOptions(s, seat, k);
    case 'commit': return faceDownOf(s, seat, k, a.slot);
    default: return [];
  }
}

/** Why the seat cannot pay `cost` crystals and `tech` tech now (after this turn's discount), or null. */
function priceReason(p: Player, cost: number, tech: number, what: string): string | null {
  const c = price(p, cost, tech);
  if (p.crystals < c.cost) return `${what} costs ${c.cost} crystals, you have ${p.crystals}`;
  const left = Math.max(0, p.techLimit - p.techUsed);
  if (c.tech > left) return `${what} needs tech ${c.tech}, you have ${left} left this turn`;
  return null;
}

const nameOf = (id: string): string => cardOf(id)?.name ?? id;

/** The rule a deploy move breaks, or null when none the rules can name. */
function deployReason(s: CFState, seat: Seat, k: Knowledge, m: CFMove): string | null {
  if (!isDeploy(m)) return 'play a card from your hand, play a Stealth card face down, or end your turn';
  const p = playerOf(s, seat);
  if (m.kind === 'end') return null;
  if (m.kind === 'stealth') {
    if (!isHandle(m.handle) || !p.hand.includes(m.handle)) return 'that card is not a hidden card in your hand';
    const known = k.cards[m.handle];
    const card = known === undefined ? undefined : cardOf(known);
    if (card && !card.stealth) return `${card.name} has no Stealth: it cannot be played face down`;
    return priceReason(p, STEALTH_COST, STEALTH_TECH, 'a face-down card');
  }
  const card = cardOf(m.card);
  if (!card) return `there is no card "${m.card}" in this game`;
  const held = m.handle === null ? !isHandle(m.card) && p.hand.includes(m.card) : p.hand.includes(m.handle) && k.cards[m.handle] === m.card;
  if (!held) return `${card.name} is not in your hand`;
  if (m.via === undefined) return priceReason(p, card.cost, card.tech, card.name);
  if (!card.alt) return `${card.name} has no alternative cost`;
  if (!inPlayOfType(p, card.alt.discardType).includes(m.via)) return `${nameOf(m.via)} is not a face-up ${card.alt.discardType} of yours in play`;
  return priceReason(takeFromPlay(p, m.via), card.cost, card.alt.tech, card.name);
}

/** The rule a public choice breaks, for the common ones (the options offered say the rest). */
function choiceReason(s: CFState, seat: Seat, m: CFMove): string | null {
  const p = playerOf(s, seat);
  switch (m.kind) {
    case 'cleanse':
      if (p.crystals < CLEANSE_COST) return `clearing a corruption token costs ${CLEANSE_COST} crystals, you have ${p.crystals}`;
      return p.lanes[m.lane].corruption === 0 ? `your ${LANE_NAMES[m.lane]} lane has no corruption` : null;
    case 'draw':
      if (m.deck === 'faction' && factionLeft(p) === 0) return 'your faction deck is empty';
      return m.deck === 'basic' && p.basic.length === 0 ? 'your basic deck is empty' : null;
    case 'brace': return m.crystals > p.crystals ? `you have only ${p.crystals} crystal${p.crystals === 1 ? '' : 's'}` : null;
    case 'player':
      return opponents(s, seat).includes(m.seat) ? null : `seat ${m.seat} is not an opponent still in the game`;
    default: return null;
  }
}

/** The listed move a copy of the same card would be (copies are offered once, first held first). */
function copyReason(listed: readonly CFMove[], m: CFMove): string | null {
  if (m.kind !== 'play') return null;
  const name = cardOf(m.card)?.id;
  const twin = listed.find((x) => x.kind === 'play' && x.lane === m.lane && cardOf(x.card)?.id === name);
  return twin && twin.kind === 'play' ? `you hold more than one ${nameOf(m.card)}: play the one you drew first` : null;
}

/** Why the move is not legal for the seat now, or null when it is (exactly when `legalMoves` lists it). */
export function checkMove(s: CFState, seat: Seat, k: Knowledge, m: CFMove): string | null {
  const listed = legalMoves(s, seat, k);
  if (listed.some((x) => same(x, m))) return null;
  return reason(s, seat, k, m, listed) ?? 'that is not one of your choices now';
}

function reason(s: CFState, seat: Seat, k: Knowledge, m: CFMove, listed: readonly CFMove[]): string | null {
  const a = s.ask;
  if (s.result || !a) return 'the game is over';
  if (a.kind === 'reveal') return 'face-down cards are being revealed: there is nothing to choose';
  if (a.kind === 'draw') return `seat ${a.seat} is drawing a card: there is nothing to choose`;
  if (askedOf(a, seat) !== null) return `it is seat ${a.seat}'s turn to choose, not yours`;
  switch (a.kind) {
    case 'deploy': return deployReason(s, seat, k, m) ?? copyReason(listed, m);
    case 'choose': return choiceReason(s, seat, m) ?? `not one of the choices offered: ${promptOf(s)}`;
    case 'bottom':
      if (!isBottomAnswer(m)) return 'put a hidden card of your hand on the bottom of your faction deck, or keep your hand';
      return m.kind === 'bottom' ? 'that card is not a hidden card in your hand' : null;
    case 'commit': {
      const [want] = listed;
      if (!isFaceDown(m) || !want || !isFaceDown(want)) return 'confirm the card you played face down';
      return `the card you played face down is ${nameOf(want.card)}, in your ${LANE_NAMES[want.lane]} lane`;
    }
  }
}
