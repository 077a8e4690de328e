/**
 * Arackuan as a GameDef: options, setup, and the mapping between the engine's requests and the
 * game's questions (`ask`). The rules live in the phase modules; this file routes.
 */
import { type Result, err, ok } from '../../../result.js';
import { askedOf } from '../../flow/index.js';
import type { Applied, GameDef, Input, Json, Request, RuleError, Seat } from '../../game.js';
import { typedInput } from '../../typed-input.js';
import { applyActivation } from './activate.js';
import { auditDeckList, deckCanHold } from './cards-api.js';
import { advance } from './flow.js';
import { describeInput, phase, promptOf } from './labels.js';
import { checkMove, legalMoves, sources, targets } from './legal.js';
import { type ArkMove, isObj, parseMove } from './moves.js';
import { applyPass, applyPlace, applyReveal } from './place.js';
import { applyDeckReveal, applyFirst, applyMulliganReveal, draws, putBack, receiveDraw, returnReason } from './prepare.js';
import type { ArkState, Options, Player } from './state.js';
import { HAND, SEATS, playerOf } from './state.js';

function parseOptions(raw: Json): Result<Options> {
  if (!isObj(raw)) return err('options must be an object');
  const extra = Object.keys(raw).filter((k) => k !== 'decks');
  if (extra.length) return err(`unknown option "${extra[0]}" (known: decks)`);
  const decks = raw.decks ?? 'prebuilt';
  if (decks !== 'prebuilt' && decks !== 'built') return err('decks must be "prebuilt" (the four pre-built decks) or "built" (a deck each player built, kept secret)');
  return ok({ decks });
}

function request(s: ArkState): Request | null {
  const a = s.ask;
  if (s.result || !a) return null;
  switch (a.kind) {
    case 'deck': return { kind: 'commit', seats: a.seats, slot: 'deck', prompt: promptOf(s) };
    case 'mulligan': return { kind: 'commit', seats: a.seats, slot: 'mulligan', prompt: promptOf(s) };
    case 'facedown': return { kind: 'commit', seats: [a.seat], slot: a.slot, prompt: promptOf(s) };
    case 'reveal': return { kind: 'reveal', seats: a.seats, slot: a.slot };
    case 'draw': {
      const pile = playerOf(s, a.seat).pile;
      return pile ? { kind: 'draw', seat: a.seat, pile } : null;
    }
    case 'first': case 'place': case 'activate': return { kind: 'move', seat: a.seat, prompt: promptOf(s) };
    case 'return': return { kind: 'answer', seat: a.seat, prompt: promptOf(s) };
  }
}

type Out = Result<Applied<ArkState>, RuleError>;
const done = (state: ArkState, shown?: Applied<ArkState>['shown']): Out => ok({ state, ...(shown && shown.length ? { shown } : {}) });

/** One input applied to the question it answers, before `advance` runs what needs no input. */
function route(s: ArkState, input: Input<ArkMove>): Out {
  const a = s.ask;
  if (s.result || !a) return err('the game is over');
  switch (input.kind) {
    case 'draw':
      if (a.kind !== 'draw' || input.seat !== a.seat) return err('no draw is expected now');
      return done({ ...receiveDraw(s, input.seat, input.handle), ask: null });
    case 'commit': {
      const seats = input.seats;
      const want = a.kind === 'deck' || a.kind === 'mulligan' ? a.seats : a.kind === 'facedown' ? [a.seat] : null;
      if (!want || seats.length !== want.length || seats.some((x, i) => x !== want[i])) return err('no commitment is expected now');
      if (a.kind === 'facedown') return done({ ...s, ask: null });
      return done({ ...s, ask: { kind: 'reveal', seats: want, slot: a.kind } });
    }
    case 'reveal': {
      if (a.kind !== 'reveal') return err('no reveal is expected now');
      const from = input.values.map((x) => x.seat);
      if (from.length !== a.seats.length || from.some((x, i) => x !== a.seats[i])) {
        return err({ seat: from.find((x) => !a.seats.includes(x)) ?? a.seats[0] ?? 0, reason: `slot ${a.slot} is opened by seats ${a.seats.join(', ')}` });
      }
      if (a.slot === 'deck') return applyDeckReveal(s, input.values);
      if (a.slot === 'mulligan') return applyMulliganReveal(s, input.values);
      return applyReveal(s, a.slot, input.values);
    }
    case 'move': {
      const seat = input.seat;
      if ((a.kind !== 'first' && a.kind !== 'place' && a.kind !== 'activate') || askedOf(a, seat) !== null) return err({ seat, reason: 'it is not this seat\'s move' });
      const m = input.move;
      if (a.kind === 'first') return applyFirst(s, seat, m);
      if (a.kind === 'place') return m.kind === 'pass' ? applyPass(s, seat, m) : applyPlace(s, seat, m);
      return applyActivation(s, seat, m, null);
    }
    case 'answer': {
      const seat = input.seat;
      if (a.kind !== 'return' || seat !== a.seat) return err({ seat, reason: 'no answer is asked of this seat' });
      const m = input.answer;
      if (m.kind !== 'return' || m.handles.length !== a.count) return err({ seat, reason: `put back exactly ${a.count} cards: { kind: "return", handles }` });
      const why = returnReason(playerOf(s, seat), m.handles);
      return why ? err({ seat, reason: why }) : done({ ...putBack(s, seat, m.handles), ask: null });
    }
    case 'random': return err('no public randomness is expected now');
  }
}

function apply(s: ArkState, raw: Input<ArkMove>): Out {
  if (s.result || !s.ask) return err('the game is over');
  const typed = typedInput(parseMove, raw, 'Arackuan');
  if (!typed.ok) return typed;
  const r = route(s, typed.value);
  if (!r.ok) return r;
  const next = advance(r.value.state);
  return next.ok ? done(next.value, r.value.shown) : next;
}

const newPlayer = (seat: Seat, hidden: number | null): Player => ({
  faction: null, pile: hidden === null ? null : { owner: seat, cards: [], hidden, drawn: [] },
  hand: [], discard: [], revealed: {}, mulligan: false, placed: 0,
});

export const arackuanGame: GameDef<ArkState, Options, ArkMove> = {
  id: 'arackuan',
  name: 'Arackuan',
  minSeats: SEATS,
  maxSeats: SEATS,
  parseOptions,
  parseMove,
  wantsDeck: (o) => o.decks === 'built',
  auditDeck: (_o, cards) => auditDeckList(cards),
  deckCanHold: (_o, cards) => deckCanHold(cards),
  setup(options, seats, _rng, decks) {
    if (seats !== SEATS) return err('Arackuan is played by two players');
    const sizes = [0, 1].map((seat) => (options.decks === 'built' ? decks?.[seat] ?? null : null));
    if (options.decks === 'built' && sizes.some((n) => n === null)) return err('with built decks, each player brings a deck list');
    const deal = options.decks === 'built' ? [...draws(0, HAND), ...draws(1, HAND), { kind: 'stage', stage: 'deck' } as const] : [];
    const s: ArkState = {
      decks: options.decks, round: 0, starter: null, stage: 'deck', players: sizes.map((n, seat) => newPlayer(seat, n)),
      board: [], keys: 0, lasting: [], tasks: deal, ask: null, result: null,
    };
    return advance(s);
  },
  request,
  apply,
  round: (s) => s.round,
  result: (s) => (s.result ? { winners: s.result.winners, summary: s.result.summary } : null),
  legal: legalMoves,
  check: checkMove,
  sources,
  targets,
  describe: describeInput,
  phase,
};
