/**
 * Crystal Factions as a GameDef: options, setup, and the mapping between the engine's requests
 * and the game's questions (`ask`). Rules live in the phase modules; this file only routes.
 */
import { type Result, err, ok } from '../../../result.js';
import { askedOf, head, pop } from '../../flow/index.js';
import { typedInput } from '../../typed-input.js';
import type { Applied, GameDef, Input, Json, Request, RuleError, Seat } from '../../game.js';
import { basicDeck, factionDeck } from './cards/index.js';
import { applyDeploy, applyTurn, beginPlay } from './deploy.js';
import { choose } from './effects.js';
import { applyReveal } from './endturn.js';
import { advance, land } from './flow.js';
import { describeInput, promptOf } from './labels.js';
import { checkMove, legalMoves, same } from './legal.js';
import { type CFMove, isBottomAnswer, isDeploy, isObj, parseMove } from './moves.js';
import { applyBottom, applyOpeningChoice } from './opening.js';
import type { CFState, Options, Player } from './state.js';
import { FACTIONS, type Faction, START_CRYSTALS, START_HP } from './types.js';
import { order, playerOf } from './state.js';
import { receiveDraw } from './zones.js';
import { phase } from './phase.js';

const isFaction = (x: Json): x is Faction => typeof x === 'string' && FACTIONS.some((f) => f === x);

function parseOptions(raw: Json): Result<Options> {
  if (!isObj(raw)) return err('options must be an object');
  const o = raw;
  const extra = Object.keys(o).filter((k) => k !== 'opening' && k !== 'factions');
  if (extra.length) return err(`unknown option "${extra[0]}" (known: opening, factions)`);
  const opening = o.opening ?? 'v2';
  if (opening !== 'v2' && opening !== 'v1') return err('opening must be "v2" (draw 7, bottom any, replace from the basic deck) or "v1" (draw up to 7 from either deck)');
  const f = o.factions ?? null;
  if (f === null) return ok({ opening, factions: null });
  if (!Array.isArray(f) || f.length < 1 || f.length > 4) return err('factions must be a list of 1 to 4 faction ids, one per seat');
  const list: readonly Json[] = f;
  const factions = list.filter(isFaction);
  const bad = list.find((x) => !isFaction(x));
  if (bad !== undefined || factions.length !== list.length) return err(`unknown faction ${JSON.stringify(bad)} (known: ${FACTIONS.join(', ')})`);
  return ok({ opening, factions });
}

function newPlayer(seat: Seat, faction: Faction, basic: readonly string[]): Player {
  const lane = { cards: [], boost: 0, corruption: 0 };
  return {
    faction, hp: START_HP, crystals: START_CRYSTALS, out: false,
    pile: { owner: seat, cards: factionDeck(faction), drawn: [] }, bottom: [], basic, hand: [], discard: [],
    lanes: { mining: lane, attack: lane, tech: lane }, revealed: {},
    techLimit: 0, techUsed: 0, shield: 0, attackMod: 0, discount: { cost: 0, tech: 0 }, down: 0, brace: 0,
  };
}

function request(s: CFState): Request | null {
  const a = s.ask;
  if (s.result || !a) return null;
  switch (a.kind) {
    case 'choose': case 'deploy': return { kind: 'move', seat: a.seat, prompt: promptOf(s) };
    case 'bottom': return { kind: 'answer', seat: a.seat, prompt: promptOf(s) };
    case 'draw': return { kind: 'draw', seat: a.seat, pile: playerOf(s, a.seat).pile };
    case 'commit': return { kind: 'commit', seats: [a.seat], slot: a.slot, prompt: promptOf(s) };
    case 'reveal': return { kind: 'reveal', seats: a.seats, slot: a.slot };
  }
}

function apply(s: CFState, raw: Input<CFMove>): Result<Applied<CFState>, RuleError> {
  if (s.result || !s.ask) return err('the game is over');
  const typed = typedInput(parseMove, raw, 'Crystal Factions');
  if (!typed.ok) return typed;
  const r = route(s, typed.value);
  if (!r.ok) return r;
  const next = advance(r.value.state);
  const shown = r.value.shown;
  return next.ok ? ok({ state: next.value, ...(shown && shown.length ? { shown } : {}) }) : next;
}

/** One input applied to the question it answers, before `advance` runs what needs no input. */
export function route(s: CFState, input: Input<CFMove>): Result<Applied<CFState>, RuleError> {
  const a = s.ask;
  if (s.result || !a) return err('the game is over');
  const done = (state: CFState, shown: Applied<CFState>['shown'] = []): Result<Applied<CFState>, RuleError> => ok({ state, shown });
  switch (input.kind) {
    case 'draw': {
      if (a.kind !== 'draw' || askedOf(a, input.seat) !== null) return err('no draw is expected now');
      const drawn = { ...receiveDraw(s, input.seat, input.handle), ask: null };
      return done(a.for === 'turn' ? beginPlay(drawn, input.seat) : drawn);
    }
    case 'move': {
      if ((a.kind !== 'choose' && a.kind !== 'deploy') || askedOf(a, input.seat) !== null) return err(`it is not seat ${input.seat}'s move`);
      if (a.kind === 'deploy') {
        const m = input.move;
        if (!isDeploy(m)) return err('not a deploy move: { kind: "play" | "stealth" | "end", … }');
        const r = applyDeploy(s, input.seat, m);
        return r.ok ? done(r.value.state, r.value.shown) : r;
      }
      const c = a.options.find((o) => same(o, input.move));
      if (!c) return err(`not one of the choices offered: ${a.prompt}`);
      const cleared = { ...s, ask: null };
      if (a.for === 'turn') return done(applyTurn(cleared, input.seat, c));
      if (a.for === 'opening') return done(applyOpeningChoice(cleared, input.seat, c));
      const t = head(s.tasks);
      if (!t) return err('no effect is waiting for a choice');
      return done(land(choose({ ...cleared, tasks: pop(s.tasks) }, t, c)));
    }
    case 'answer': {
      if (a.kind !== 'bottom' || askedOf(a, input.seat) !== null) return err(`no answer is asked of seat ${input.seat}`);
      const b = input.answer;
      if (!isBottomAnswer(b)) return err('an opening answer is { kind: "bottom", handle } or { kind: "keep" }');
      const r = applyBottom(s, input.seat, b);
      return typeof r === 'string' ? err(r) : done(r);
    }
    case 'commit':
      if (a.kind !== 'commit' || input.seats.length !== 1 || input.seats[0] !== a.seat) return err('no commitment is expected now');
      return done({ ...s, ask: null });
    case 'reveal': {
      if (a.kind !== 'reveal') return err('no reveal is expected now');
      const from = input.values.map((x) => x.seat);
      if (from.length !== a.seats.length || from.some((x, i) => x !== a.seats[i])) {
        return err({ seat: from.find((x) => !a.seats.includes(x)) ?? a.seats[0] ?? 0, reason: `slot ${a.slot} is opened by seats ${a.seats.join(', ')}` });
      }
      const r = applyReveal(s, a.slot, input.values);
      return r.ok ? done({ ...r.value.state, sub: s.sub + 1 }, r.value.shown) : r;
    }
    case 'random': return err('no public randomness is expected now');
  }
}

export const crystalFactionsGame: GameDef<CFState, Options, CFMove> = {
  parseMove,
  id: 'crystal-factions',
  phase,
  name: 'Crystal Factions',
  minSeats: 2,
  maxSeats: 4,
  parseOptions,
  setup(options, seats, rng) {
    if (seats < 2 || seats > 4) return err('Crystal Factions is played by 2 to 4 players');
    if (options.factions && options.factions.length !== seats) return err(`factions lists ${options.factions.length} factions for ${seats} seats`);
    const factions = options.factions ?? rng.shuffle('factions dealt at random', [...FACTIONS]).slice(0, seats);
    const players = factions.slice(0, seats).map((f, seat) => newPlayer(seat, f, rng.shuffle(`seat ${seat}'s basic deck`, [...basicDeck(f)])));
    const priority = rng.int('priority token (coin flip)', seats);
    const s: CFState = {
      seats, opening: options.opening, round: 1, priority, stage: 'opening', cursor: [], sub: 0, players,
      tasks: [], delayed: [], ask: null, plays: 0, result: null,
    };
    return advance({ ...s, cursor: order(s) });
  },
  request,
  apply,
  round: (s) => s.round,
  result: (s) => s.result,
  legal: legalMoves,
  check: checkMove,
  describe: describeInput,
};

/** Labels for legal values (the UI's buttons). */
export { moveLabel } from './labels.js';
