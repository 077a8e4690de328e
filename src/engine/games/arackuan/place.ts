/**
 * Card Placement and Reveal phases (rulebook "5 steps of a round", "Card placement on the
 * Battlefield", "First play"; clarifications "The battlefield", "A round").
 *
 * A placement is a public move — which hand card (its handle), which position — followed by the
 * seat's commitment to the card itself (slot 'p1' or 'p2'). The position must be free; on the
 * battlefield it must touch another card (face down or up, either side), and while the
 * battlefield is empty or holds only the cards this player placed this turn, it must be in the
 * green start zone. Astral slots are the player's own. Whether the card may stand there (a
 * global spell only on the Astral Plane, everything else only on the battlefield; Masters of
 * AracKhan never in the last round) is checked when it is revealed: a seat that placed a card
 * where it cannot stand is refused at the reveal, and named.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, Knowledge, RuleError, Seat, Shown } from '../../game.js';
import { type Position, SQUARES, START_ZONE, astralOf, astralOwner, isAstral, isSquare, neighbours } from './board.js';
import { type Card, cardOf } from './cards-api.js';
import type { ArkMove, FaceDown } from './moves.js';
import type { ArkState, Piece } from './state.js';
import { PLACE, ROUNDS, other, playerOf, withPlayer } from './state.js';

/** Whether the start-zone rule binds the seat now. */
export function startZoneBinds(s: ArkState, seat: Seat): boolean {
  return s.board.every((p) => !isSquare(p.at) || (p.owner === seat && p.round === s.round && s.stage === 'place'));
}

/** The positions where the seat may put a card face down now (public facts only). */
export function openPositions(s: ArkState, seat: Seat): Position[] {
  const taken = new Set(s.board.map((p) => p.at));
  const astral = astralOf(seat).filter((a) => !taken.has(a));
  const zone = startZoneBinds(s, seat);
  const anyOnField = s.board.some((p) => isSquare(p.at));
  const squares = SQUARES.filter((sq) => !taken.has(sq)
    && (!zone || START_ZONE.includes(sq))
    && (!anyOnField || neighbours(sq).some((n) => taken.has(n))));
  return [...squares, ...astral];
}

/** Why a card cannot stand at a position in this round (by its printed facts), or null. */
export function standReason(s: ArkState, card: Card, at: Position): string | null {
  if (card.kind === 'spell' && card.astral && !isAstral(at)) return `${card.name} is a global spell: it goes on your Astral Plane`;
  if (!(card.kind === 'spell' && card.astral) && !isSquare(at)) return `${card.name} goes on the battlefield, not on the Astral Plane`;
  for (const a of card.abilities) {
    if (a.kind === 'notPlaceableInRounds' && a.rounds.includes(s.round)) return `${card.name} cannot be played in round ${s.round}`;
  }
  return null;
}

/** Whether the seat has placed all it must this round (or can place nothing more). */
export const placedEnough = (s: ArkState, seat: Seat): boolean => playerOf(s, seat).placed >= PLACE || playerOf(s, seat).hand.length === 0;

/** The seat placing now: the round's starter, then the other. Null when both are done. */
export function placer(s: ArkState): Seat | null {
  const first = s.starter ?? 0;
  if (!placedEnough(s, first)) return first;
  return placedEnough(s, other(first)) ? null : other(first);
}

/** Why a placement is refused, or null. With knowledge, also whether that card may stand there. */
export function placeReason(s: ArkState, seat: Seat, m: ArkMove, k: Knowledge | null): string | null {
  if (m.kind !== 'place') return 'place a card from your hand face down: { kind: "place", handle, at }';
  const p = playerOf(s, seat);
  if (!p.hand.includes(m.handle)) return 'that card is not in your hand';
  const owner = astralOwner(m.at);
  if (owner !== null && owner !== seat) return 'that is your opponent\'s Astral Plane';
  if (s.board.some((q) => q.at === m.at)) return `${m.at} is taken`;
  if (isSquare(m.at)) {
    if (startZoneBinds(s, seat) && !START_ZONE.includes(m.at)) return 'the first cards on the battlefield go in the start zone (d3, d4, e3, e4)';
    if (s.board.some((q) => isSquare(q.at)) && !neighbours(m.at).some((n) => s.board.some((q) => q.at === n))) {
      return `${m.at} touches no other card: a card is placed next to another card`;
    }
  }
  const known = k?.cards[m.handle];
  const card = known === undefined ? undefined : cardOf(known);
  if (card) return standReason(s, card, m.at);
  return null;
}

export function applyPlace(s: ArkState, seat: Seat, m: ArkMove): Result<Applied<ArkState>, RuleError> {
  const why = placeReason(s, seat, m, null);
  if (why || m.kind !== 'place') return err({ seat, reason: why ?? 'not a placement' });
  const p = playerOf(s, seat);
  const slot = `p${p.placed + 1}`;
  const piece: Piece = {
    key: s.keys, id: m.handle, owner: seat, control: seat, at: m.at, down: true, slot, active: true, round: s.round,
    moved: false, used: 0, tokens: 0, kept: [],
  };
  const placed = withPlayer({ ...s, board: [...s.board, piece], keys: s.keys + 1 }, seat, (q) => ({
    ...q, hand: q.hand.filter((h) => h !== m.handle), placed: q.placed + 1,
  }));
  return ok({ state: { ...placed, ask: { kind: 'facedown', seat, slot } } });
}

/** Why the seat may not stop placing: every card in its hand must be shown, and none may be placeable. */
export function passReason(s: ArkState, seat: Seat, m: ArkMove): string | null {
  if (m.kind !== 'pass') return 'not a pass';
  const p = playerOf(s, seat);
  const handles = m.hand.map((x) => x.handle);
  if (handles.length !== p.hand.length || !p.hand.every((h) => handles.includes(h))) return 'to place nothing more, show every card in your hand';
  const open = openPositions(s, seat);
  for (const { card: id } of m.hand) {
    const card = cardOf(id);
    if (!card) return `"${id}" is not a card of Arackuan`;
    if (card.faction !== p.faction) return `${card.name} is not a card of your faction`;
    if (open.some((at) => standReason(s, card, at) === null)) return `${card.name} can still be placed`;
  }
  return null;
}

export function applyPass(s: ArkState, seat: Seat, m: ArkMove): Result<Applied<ArkState>, RuleError> {
  const why = passReason(s, seat, m);
  if (why || m.kind !== 'pass') return err({ seat, reason: why ?? 'not a pass' });
  const shown: Shown[] = m.hand.map(({ handle, card }) => ({ handle, card }));
  const next = withPlayer(s, seat, (p) => ({ ...p, placed: PLACE, revealed: { ...p.revealed, ...Object.fromEntries(shown.map((x) => [x.handle, x.card])) } }));
  return ok({ state: { ...next, ask: null }, shown });
}

/** The value the seat must commit for the face-down card in `slot`, from its knowledge. */
export function faceDownOf(s: ArkState, seat: Seat, k: Knowledge, slot: string): FaceDown[] {
  const piece = s.board.find((p) => p.down && p.owner === seat && p.slot === slot);
  const card = piece ? k.cards[piece.id] : undefined;
  return piece && card ? [{ kind: 'facedown', handle: piece.id, card, at: piece.at }] : [];
}

/** Seats with a face-down card in the slot. */
export const seatsWithSlot = (s: ArkState, slot: string): Seat[] =>
  [0, 1].filter((seat) => s.board.some((p) => p.down && p.owner === seat && p.slot === slot));

/** The face-down cards of a slot turn face up (the starting player's first). */
export function applyReveal(s: ArkState, slot: string, values: readonly { readonly seat: Seat; readonly value: ArkMove }[]): Result<Applied<ArkState>, RuleError> {
  const first = s.starter ?? 0;
  const ordered = [...values].sort((a, b) => (a.seat === first ? -1 : b.seat === first ? 1 : a.seat - b.seat));
  let out = s;
  const shown: Shown[] = [];
  for (const { seat, value } of ordered) {
    const bad = (reason: string) => err({ seat, reason });
    if (value.kind !== 'facedown') return bad('the opened value is not a face-down card');
    const piece = out.board.find((p) => p.down && p.owner === seat && p.slot === slot);
    if (!piece) return bad(`has no face-down card in slot ${slot}`);
    if (value.handle !== piece.id || value.at !== piece.at) return bad(`the face-down card in slot ${slot} is ${piece.id} at ${piece.at}`);
    const card = cardOf(value.card);
    if (!card) return bad(`"${value.card}" is not a card of Arackuan`);
    const p = playerOf(out, seat);
    if (card.faction !== p.faction) return bad(`${card.name} is not a card of the faction it chose`);
    if (p.pile && p.pile.hidden === undefined && !p.pile.cards.includes(value.card)) return bad(`${value.card} is not in its deck`);
    const why = standReason(out, card, piece.at);
    if (why) return bad(`${why} (placed at ${piece.at})`);
    out = {
      ...out,
      board: out.board.map((q) => (q.key === piece.key ? { ...q, id: value.card, down: false, slot: null, active: true } : q)),
    };
    out = withPlayer(out, seat, (q) => ({ ...q, revealed: { ...q.revealed, [value.handle]: value.card } }));
    shown.push({ handle: value.handle, card: value.card });
  }
  return ok({ state: { ...out, ask: null }, shown });
}

export { ROUNDS };
