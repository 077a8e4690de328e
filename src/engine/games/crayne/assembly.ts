/**
 * The Assembly Phase: five times, every live Lord commits a face-down card, all reveal
 * together, then each play resolves from the Overlord clockwise (Teeth, Stronghold facing),
 * the Automated Opponents play their top cards, and hands are refilled.
 *
 * A committed value is `{kind:'play', handle, card}`, or, when no card in hand may be played,
 * `{kind:'cannot-play', hand:[{handle, card}…]}`: the claim is proved by showing the whole hand
 * (every card checked publicly as unplayable, every identity checked by the audit), and then
 * the top card of the deck is drawn privately and shown (it comes into play regardless).
 */
import { type Result, err, ok } from '../../../result.js';
import { replaceHead } from '../../flow/index.js';
import type { RuleError, Seat, Shown } from '../../game.js';
import { type AssemblyView, canPlay } from './conditions.js';
import { removeFromHand, shownFromHand } from './deck.js';
import type { CannotPlayMove, CrayneMove, PlayMove } from './moves.js';
import { requirementText } from './text.js';
import { type CrayneState, type Lord, type PlayedEntry, type Task, cardOf, fromOverlord, lordOf, setAt } from './state.js';

export type PlayValue = PlayMove;
export type CannotPlayValue = CannotPlayMove;

/** What a Lord's play requirements are judged against right now. */
export function assemblyView(l: Lord): AssemblyView {
  return { inPlay: l.played.map((p) => cardOf(p.card)), playedThisRound: l.plays, discard: l.discard.map(cardOf) };
}

export const freshEntry = (card: string): PlayedEntry => ({ card, fresh: true, choice: null, sacrificed: false, facing: null, gifted: false });

/** Puts a card shown from the hand into play. */
export function playFromHand(l: Lord, shown: Shown): Lord {
  const out = removeFromHand(l, shown);
  return { ...out, played: [...out.played, freshEntry(shown.card)], plays: out.plays + 1 };
}

type Parsed = { readonly kind: 'play'; readonly shown: Shown } | { readonly kind: 'cannot-play'; readonly shown: readonly Shown[] };

/** Why a card may not be played from hand now, as a player reads it ("Tunnel Sappers needs another Dwarves of Emerald Peaks card played this round"). */
export function whyNotPlayable(card: string, view: AssemblyView): string {
  const c = cardOf(card);
  const unmet = c.effects.flatMap((e) => (e.kind === 'playOnlyIf' && !canPlay({ ...c, effects: [e] }, view) ? [requirementText(e.condition, c.faction)] : []));
  return `${c.name} needs ${unmet.join(' and ') || 'its requirement met'}`;
}

/** Checks a revealed Assembly value against the public state. */
export function parseAssemblyValue(s: CrayneState, seat: Seat, o: CrayneMove): Result<Parsed, RuleError> {
  const l = lordOf(s, seat);
  const view = assemblyView(l);
  if (o.kind === 'play') {
    const r = shownFromHand(l, seat, o);
    if (!r.ok) return r;
    if (!canPlay(cardOf(r.value.card), view)) return err({ seat, reason: whyNotPlayable(r.value.card, view) });
    return ok({ kind: 'play', shown: r.value });
  }
  if (o.kind === 'cannot-play') {
    if (o.hand.length !== l.hand.length) return err({ seat, reason: `a cannot-play claim must show all ${l.hand.length} cards in hand` });
    const shown: Shown[] = [];
    for (const [i, x] of o.hand.entries()) {
      const r = shownFromHand(l, seat, x);
      if (!r.ok) return r;
      if (r.value.handle !== l.hand[i]) return err({ seat, reason: 'a cannot-play claim shows the hand in its order' });
      if (shown.some((y) => y.card === r.value.card)) return err({ seat, reason: 'a card is shown twice' });
      if (canPlay(cardOf(r.value.card), view)) return err({ seat, reason: `${cardOf(r.value.card).name} could be played, so the claim is false` });
      shown.push(r.value);
    }
    return ok({ kind: 'cannot-play', shown });
  }
  return err({ seat, reason: 'expected {kind:"play", handle, card} or {kind:"cannot-play", hand}' });
}

/** Every live Lord's reveal, in seat order: play the cards, then queue their resolution. */
export function applyReveal(s: CrayneState, values: readonly { readonly seat: Seat; readonly value: CrayneMove }[]): Result<{ state: CrayneState; shown: Shown[] }, RuleError> {
  const expected = fromOverlord(s).sort((a, b) => a - b);
  if (values.length !== expected.length || values.some((x, i) => x.seat !== expected[i])) return err('the reveal must come from every live Lord');
  let lords = s.lords;
  const shown: Shown[] = [];
  const cannot = new Set<Seat>();
  const played = new Map<Seat, string>();
  for (const { seat, value } of values) {
    const r = parseAssemblyValue(s, seat, value);
    if (!r.ok) return r;
    if (r.value.kind === 'play') {
      lords = setAt(lords, seat, playFromHand(lordOf(s, seat), r.value.shown)); // each seat reveals once
      shown.push(r.value.shown);
      played.set(seat, r.value.shown.card);
    } else {
      shown.push(...r.value.shown);
      cannot.add(seat);
    }
  }
  const order = fromOverlord(s);
  const tasks: Task[] = [];
  if (s.automata) tasks.push({ t: 'auto-play' });
  for (const seat of order) {
    const card = played.get(seat);
    tasks.push(card === undefined ? { t: 'top', seat } : { t: 'resolve', seat, card });
  }
  for (const seat of order) tasks.push({ t: 'refill', seat });
  tasks.push({ t: 'next-step' });
  return ok({ state: { ...s, lords, queue: replaceHead(s.queue, ...tasks) }, shown });
}

/** The shown top card of the deck ("cannot play"): it comes into play whatever its requirements. */
export function applyShowTop(s: CrayneState, seat: Seat, handle: string, v: CrayneMove): Result<{ state: CrayneState; shown: Shown[] }, RuleError> {
  if (v.kind !== 'play') return err({ seat, reason: 'expected {kind:"play", handle, card}: the card just drawn' });
  const l = lordOf(s, seat);
  const r = shownFromHand(l, seat, v);
  if (!r.ok) return r;
  if (r.value.handle !== handle) return err({ seat, reason: `show the card just drawn (${handle})` });
  const lords = setAt(s.lords, seat, playFromHand(l, r.value));
  const queue: Task[] = replaceHead(s.queue, { t: 'resolve', seat, card: r.value.card });
  return ok({ state: { ...s, lords, queue }, shown: [r.value] });
}

/** A freshly played card resolves: its Teeth actions in order, then (a Stronghold) its facing. */
export function resolvePlay(s: CrayneState, seat: Seat, card: string): CrayneState {
  const c = cardOf(card);
  const tasks: Task[] = [];
  for (const e of c.effects) {
    if (e.kind === 'teeth') for (const action of e.actions) tasks.push({ t: 'act', seat, source: card, action, done: 0 });
  }
  if (c.stronghold !== undefined) tasks.push({ t: 'face', seat, card });
  return { ...s, queue: replaceHead(s.queue, ...tasks) };
}
