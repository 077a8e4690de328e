/**
 * Clockwork Crusade as a GameDef: the request of each step, applying inputs (every illegal input
 * refused with a reason naming the seat, never a throw), the shared stack's steps and the result.
 * Judging lives in setup.ts / main-rules.ts, resolution in apply-main.ts / combat.ts / flow.ts.
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, GameDef, Input, Json, Request, RuleError, Seat, SharedInput } from '../../game.js';
import { afterFight, applyMain, playSpecial, portalSlot, toMain } from './apply-main.js';
import { INFANTRY, STACK, unitCard } from './cards.js';
import { answerDefend, Dice, resolveAssassinate, resolveAttack, resolveCorrupt, resolveCounter, resolveSalvage, resolveSelfDestruct } from './combat.js';
import { describe, phaseOf, questionPrompt } from './describe.js';
import { beginPortal, nextPortal, startTurn } from './flow.js';
import { mover, whyNotPlace } from './game-core.js';
import { legal, sources, targets } from './legal.js';
import { whyNotKnown, whyNotMain, whyNotSpecial } from './main-rules.js';
import { type CcMove, parseMove } from './moves.js';
import { addGate, clockwiseFrom, parseOptions, placeTile, rollHighest, setup, setupSeat, whyNotControlGate, whyNotGateSpot, whyNotPlaceTile } from './setup.js';
import { liveSeats, patchPlayer, player, seatName, unitById } from './state.js';
import type { CcOptions, CcState, Unit } from './types.js';

export function request(s: CcState): Request | null {
  const live = liveSeats(s);
  const all = Array.from({ length: s.seats }, (_, i) => i);
  const p = s.pending;
  switch (s.phase) {
    case 'order': return { kind: 'random', seats: all, purpose: 'placement order' };
    case 'first': return { kind: 'random', seats: all, purpose: 'first player' };
    case 'tiles': return { kind: 'move', seat: setupSeat(s), prompt: 'Place a piece of the map' };
    case 'gates': return { kind: 'move', seat: setupSeat(s), prompt: 'Place your first gate' };
    case 'shuffle': return { kind: 'shuffle', pile: s.stack, add: STACK };
    case 'reshuffle': return { kind: 'shuffle', pile: s.stack, add: s.discards };
    case 'deal': return { kind: 'deal', pile: s.stack, seat: p?.kind === 'deal' ? p.seat : s.current };
    case 'control': return { kind: 'move', seat: s.current, prompt: 'You may place a new gate, or go on' };
    case 'main': return { kind: 'move', seat: s.current, prompt: 'Move units, open portals, research, then end your turn' };
    case 'place': return { kind: 'move', seat: s.current, prompt: 'Place your building in its territory' };
    case 'defend': case 'counter': { const seat = mover(s); return seat === null ? null : { kind: 'move', seat, prompt: questionPrompt(s) }; }
    case 'commit': return { kind: 'commit', seats: [s.current], slot: portalSlot(p?.kind === 'commit' ? p.unit : ''), prompt: 'Choose the unit coming through the portal' };
    case 'reveal': {
      const u = p?.kind === 'reveal' ? unitById(s, p.unit) : undefined;
      return { kind: 'reveal', seats: [u?.owner ?? s.current], slot: u?.faceDown?.slot ?? portalSlot('') };
    }
    case 'fight': return { kind: 'random', seats: live, purpose: p?.kind === 'salvage' ? 'salvage coin' : 'fight' };
    case 'sabotage': return { kind: 'random', seats: live, purpose: 'sabotage: which card' };
    case 'answer': return { kind: 'answer', seat: p?.kind === 'discard' ? p.victim : s.current, prompt: 'Sabotage: name the card that was picked from your hand' };
    default: return null;
  }
}

type Out = Result<Applied<CcState>, RuleError>;

/** Why another seat may not act now: it is `want`'s turn, or `want` is asked about its unit under attack. */
const notYours = (s: CcState, want: Seat): string => (s.phase === 'defend' || s.phase === 'counter' ? `the question about the attacked unit is ${seatName(want)}'s to answer` : `it is ${seatName(want)}'s turn, not yours`);
const refuse = (seat: Seat, reason: string): Out => err({ seat, reason: `${seatName(seat)}: ${reason}` });

function applyMove(s: CcState, seat: Seat, m: CcMove): Out {
  const want = mover(s);
  if (want === null || s.phase === 'answer') return refuse(seat, 'no move is expected now');
  if (seat !== want) return refuse(seat, notYours(s, want));
  switch (s.phase) {
    case 'tiles': {
      if (m.t !== 'tile') return refuse(seat, 'place a territory grid first');
      const why = whyNotPlaceTile(s, m.tile, m.at, m.rotation);
      return why ? refuse(seat, why) : ok({ state: placeTile(s, m.tile, m.at, m.rotation) });
    }
    case 'gates': {
      if (m.t !== 'gate') return refuse(seat, 'place your first gate');
      const why = whyNotGateSpot(s, m.hex, m.arrow);
      if (why) return refuse(seat, why);
      const st = addGate(s, seat, m.hex, m.arrow);
      return ok({ state: st.cursor + 1 >= s.seats ? { ...st, phase: 'first', cursor: 0 } : { ...st, cursor: st.cursor + 1 } });
    }
    case 'control': {
      if (m.t === 'pass') return ok({ state: beginPortal(s) });
      if (m.t === 'special') return special(s, seat, m);
      if (m.t !== 'gate') return refuse(seat, 'in the Control step you may only place gates or go on');
      const why = whyNotControlGate(s, seat, m.hex, m.arrow);
      if (why) return refuse(seat, why);
      return ok({ state: patchPlayer(addGate(s, seat, m.hex, m.arrow), seat, { resources: player(s, seat).resources - 1 }) });
    }
    case 'place': {
      if (m.t === 'special') return special(s, seat, m);
      if (m.t !== 'place') return refuse(seat, 'place your building first');
      const why = whyNotPlace(s, m.hex);
      if (why) return refuse(seat, why);
      const p = s.pending;
      if (p?.kind !== 'place') return refuse(seat, 'no building waits to be placed');
      const st: CcState = { ...s, units: s.units.map((u) => (u.id === p.unit ? { ...u, hex: m.hex } : u)), pending: null };
      return ok({ state: p.resume === 'portal' ? nextPortal(st) : toMain(st) });
    }
    case 'main': {
      const why = whyNotMain(s, seat, m);
      if (why) return refuse(seat, why);
      const r = applyMain(s, seat, m);
      return ok(r.shown ? { state: r.state, shown: r.shown } : { state: r.state });
    }
    case 'defend': {
      if (m.t !== 'yes' && m.t !== 'no') return refuse(seat, 'answer the question about your unit: yes or no');
      return ok({ state: answerDefend(s, m.t === 'yes') });
    }
    case 'counter': {
      if (m.t !== 'yes' && m.t !== 'no') return refuse(seat, 'answer whether your unit strikes back: yes or no');
      return ok({ state: m.t === 'yes' ? { ...s, phase: 'fight' } : toMain(s) });
    }
    default: return refuse(seat, 'no move is expected now');
  }
}

/** A special card played outside the Main step (the Control step, placing a building): "anytime during your turn". */
function special(s: CcState, seat: Seat, m: Extract<CcMove, { t: 'special' }>): Out {
  const why = whyNotSpecial(s, seat, m);
  if (why) return refuse(seat, why);
  const r = playSpecial(s, seat, m);
  return ok({ state: r.state, shown: r.shown });
}

/** A portal's reveal: the committed value must be a unit card in the owner's hand (or the Infantry) costing what was paid. */
function applyReveal(s: CcState, values: readonly { seat: Seat; value: CcMove }[]): Out {
  const p = s.pending;
  const u = p?.kind === 'reveal' ? unitById(s, p.unit) : undefined;
  if (!u || p?.kind !== 'reveal' || !u.faceDown) return err('no portal is being revealed');
  const v = values.find((x) => x.seat === u.owner);
  if (!v || values.length !== 1) return refuse(u.owner, 'only the portal\'s owner reveals it');
  const cost = u.faceDown.cost ?? 0;
  let card: string;
  const shown = [];
  let st = s;
  if (v.value.t === 'infantry') {
    if (INFANTRY.cost !== cost) return refuse(u.owner, `the portal was paid ${cost}, but the Infantry costs ${INFANTRY.cost}`);
    card = INFANTRY.id;
  } else if (v.value.t === 'card') {
    const c = unitCard(v.value.card);
    const held = u.faceDown.held ?? player(s, u.owner).hand;
    if (!held.includes(v.value.handle)) return refuse(u.owner, 'the portal names a card that was not in your hand when you made it');
    if (!c || c.id === 'wall' || c.id === INFANTRY.id) return refuse(u.owner, `"${v.value.card}" is not a unit card of the stack`);
    if (c.cost !== cost) return refuse(u.owner, `the portal was paid ${cost}, but ${c.name} costs ${c.cost}`);
    card = c.id;
    shown.push({ handle: v.value.handle, card });
    const pl = player(s, u.owner);
    // Shown for levels only while still held (a card sabotaged since counts no more).
    if (pl.hand.includes(v.value.handle)) st = patchPlayer(s, u.owner, { shown: { ...pl.shown, [v.value.handle]: card } });
  } else {
    return refuse(u.owner, 'a portal holds a unit card of your hand or the Infantry');
  }
  const { faceDown: _f, ...rest } = u;
  const flipped: Unit = { ...rest, card, moved: 0, attacks: 0 };
  st = { ...st, units: st.units.map((x) => (x.id === u.id ? flipped : x)), pending: null };
  if (unitCard(card)?.type === 'building') st = { ...st, phase: 'place', pending: { kind: 'place', unit: u.id, resume: p.resume } };
  else st = p.resume === 'portal' ? nextPortal(st) : toMain(st);
  return ok({ state: st, shown });
}

function applyRandom(s: CcState, input: Extract<Input<CcMove>, { kind: 'random' }>): Out {
  const p = s.pending;
  if (s.phase === 'order' || s.phase === 'first') {
    const r = rollHighest(input.rng, s.seats, s.phase === 'order' ? 'placement order' : 'first player');
    const lastRoll = r.rolls.map((x) => ({ seat: x.seat, what: s.phase === 'order' ? 'placement order' : 'first player', dice: [x.die] }));
    const order = clockwiseFrom(r.seat, s.seats);
    return ok({ state: s.phase === 'order' ? { ...s, order, cursor: 0, phase: 'tiles', lastRoll } : { ...s, order, current: r.seat, phase: 'shuffle', lastRoll } });
  }
  if (s.phase === 'sabotage' && p?.kind === 'sabotage') {
    const hand = player(s, p.victim).hand;
    const i = input.rng.int(`Sabotage: which card of ${seatName(p.victim)}'s hand`, Math.max(1, hand.length));
    const handle = hand[i] as string;
    const lastRoll = [{ seat: s.current, what: `Sabotage picks card ${i + 1} of ${hand.length} from ${seatName(p.victim)}'s hand`, dice: [i + 1] }];
    return ok({ state: { ...s, phase: 'answer', pending: { kind: 'discard', victim: p.victim, handle }, lastRoll } });
  }
  if (s.phase !== 'fight' || !p) return err('no roll is expected now');
  const dice = new Dice(input.rng);
  let st = s;
  switch (p.kind) {
    case 'attack': st = resolveAttack(s, p, dice); break;
    // The counter-attack's dice follow the attack's on the table: the fight shows whole.
    case 'counter': return ok({ state: afterFight({ ...resolveCounter(s, p, dice), lastRoll: [...s.lastRoll, ...dice.rolls] }) });
    case 'assassinate': st = resolveAssassinate(s, p.unit, p.target, dice); break;
    case 'corrupt': st = resolveCorrupt(s, p.unit, p.target, dice); break;
    case 'self-destruct': st = resolveSelfDestruct(s, p.unit, dice); break;
    case 'salvage': st = resolveSalvage(s, p.unit, dice); break;
    default: return err('no roll is expected now');
  }
  return ok({ state: afterFight({ ...st, lastRoll: dice.rolls }) });
}

function applyAnswer(s: CcState, seat: Seat, m: CcMove): Out {
  const p = s.pending;
  if (s.phase !== 'answer' || p?.kind !== 'discard') return refuse(seat, 'no answer is expected now');
  if (seat !== p.victim) return refuse(seat, `the answer is ${seatName(p.victim)}'s to give`);
  if (m.t !== 'card' || m.handle !== p.handle) return refuse(seat, 'name the card that was picked from your hand');
  const pl = player(s, seat);
  const { [p.handle]: _g, ...shown } = pl.shown;
  const st = { ...patchPlayer(s, seat, { hand: pl.hand.filter((h) => h !== p.handle), shown }), discards: [...s.discards, m.card] };
  return ok({ state: toMain(st), shown: [{ handle: m.handle, card: m.card }] });
}

/** Moves reach `apply` parsed, but engine-only callers may pass anything: parse again, never throw. */
const reparse = (raw: unknown): CcMove | null => parseMove(raw as Json);

export function apply(s: CcState, input: Input<CcMove>): Out {
  if (s.phase === 'over') return err('the match is over');
  switch (input.kind) {
    case 'move': case 'answer': {
      const seat = typeof input.seat === 'number' && Number.isInteger(input.seat) ? input.seat : -1;
      if (seat < 0 || seat >= s.seats) return err('there is no such seat');
      const m = reparse(input.kind === 'move' ? input.move : input.answer);
      if (!m) return refuse(seat, `not a ${input.kind} of Clockwork Crusade`);
      return input.kind === 'move' ? applyMove(s, seat, m) : applyAnswer(s, seat, m);
    }
    case 'commit':
      if (s.phase !== 'commit') return err('no portal is being made now');
      return ok({ state: toMain(s) });
    case 'reveal': {
      if (s.phase !== 'reveal') return err('no portal is being revealed now');
      if (!Array.isArray(input.values)) return err('a reveal lists its values');
      const values: { seat: Seat; value: CcMove }[] = [];
      for (const v of input.values as readonly unknown[]) {
        const x = v as { seat?: unknown; value?: unknown } | null;
        const seat = typeof x?.seat === 'number' && Number.isInteger(x.seat) && x.seat >= 0 && x.seat < s.seats ? x.seat : null;
        if (seat === null) return err('a revealed value names no seat');
        const m = reparse(x?.value);
        if (!m) return refuse(seat, 'the revealed value is not a unit of Clockwork Crusade');
        values.push({ seat, value: m });
      }
      return applyReveal(s, values);
    }
    case 'random': return applyRandom(s, input);
    default: return err('Clockwork Crusade has no private draws; cards come from the shared stack');
  }
}

export function applyShared(s: CcState, input: SharedInput): Out {
  if (input.pile !== s.stack.id) return err(`there is no shared pile "${input.pile}"`);
  switch (input.kind) {
    case 'shuffle':
      if (s.phase === 'shuffle') return ok({ state: startTurn({ ...s, stack: { ...s.stack, left: STACK.length } }, s.current) });
      if (s.phase === 'reshuffle') return ok({ state: { ...s, stack: { ...s.stack, left: s.stack.left + s.discards.length }, discards: [], phase: 'deal' } });
      return err('no shuffle is expected now');
    case 'deal': {
      const p = s.pending;
      if (s.phase !== 'deal' || p?.kind !== 'deal' || input.seat !== p.seat) return err('no deal is expected now');
      const pl = player(s, p.seat);
      return ok({ state: toMain({ ...patchPlayer(s, p.seat, { hand: [...pl.hand, input.handle] }), stack: { ...s.stack, left: s.stack.left - 1 } }) });
    }
    default: return err('no card is turned up in Clockwork Crusade');
  }
}

export const clockworkCrusadeGame: GameDef<CcState, CcOptions, CcMove> = {
  id: 'clockwork-crusade',
  name: 'Clockwork Crusade',
  minSeats: 2,
  maxSeats: 6,
  parseOptions,
  setup: (o, seats) => setup(o, seats),
  sharedDecks: () => true,
  applyShared,
  request,
  parseMove,
  apply,
  round: (s) => s.round,
  result: (s) => (s.phase === 'over' && s.winners ? { winners: s.winners, summary: s.summary ?? '' } : null),
  legal,
  check(s, seat, k, raw) {
    const m = reparse(raw);
    if (!m) return 'that is not a move of Clockwork Crusade';
    const want = mover(s);
    if (s.phase === 'commit') return legal(s, seat, k).some((x) => JSON.stringify(x) === JSON.stringify(m)) ? null : 'that card cannot come through this portal';
    if (want === null) return 'no move is expected now';
    if (seat !== want) return notYours(s, want).replace(', not yours', '');
    if (s.phase === 'main') return whyNotMain(s, seat, m) ?? whyNotKnown(s, seat, k, m);
    if (m.t === 'special' && (s.phase === 'control' || s.phase === 'place')) return whyNotSpecial(s, seat, m) ?? whyNotKnown(s, seat, k, m);
    if (s.phase === 'answer') return legal(s, seat, k).some((x) => JSON.stringify(x) === JSON.stringify(m)) ? null : 'name the card that was picked from your hand';
    const r = applyMove(s, seat, m);
    return r.ok ? null : (typeof r.error === 'string' ? r.error : r.error.reason).replace(`${seatName(seat)}: `, '');
  },
  sources,
  targets,
  describe,
  phase: phaseOf,
};
