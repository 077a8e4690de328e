/**
 * The Attack Phase: Aiding your Ally (team games and co-op), then the Attack-Phase choices
 * from the Overlord clockwise (a choice that makes a Stronghold is then placed), then the
 * simultaneous attack (attack.ts), destroyed Strongholds discarded, and the end-of-round
 * judgement (end-game.ts). Eliminated Lords leave; Strongholds facing a side now face the
 * next live Lord on that side (options.ts re-links the Opponents).
 */
import { type Result, err, ok } from '../../../result.js';
import { pop, pushFront, replaceHead } from '../../flow/index.js';
import type { RuleError, Seat } from '../../game.js';
import { type Combatant, type StrongholdInPlay, resolveAttack } from './attack.js';
import { automatonCombatants } from './automated-opponent.js';
import { judgeCoopRound, judgeRound, judgeTeamRound } from './end-game.js';
import { loseInfluence } from './influence.js';
import type { CrayneMove } from './moves.js';
import { hasTwoOpponents, liveTeams, opponents } from './options.js';
import { startRevenue } from './revenue.js';
import { type CrayneState, type Direction, type Lord, type Outcome, type OutcomeKind, type Task, alliesOf, cardOf, fromOverlord, liveSeats, lordOf, strongholdValue, withLord } from './state.js';
import { totalsOf } from './totals.js';

type Move = Result<CrayneState, RuleError>;
const LEFT: Direction = 'left';

export function startAttackPhase(s: CrayneState): CrayneState {
  const aids: Task[] = s.teams.length ? fromOverlord(s).filter((x) => alliesOf(s, x).length > 0).map((seat) => ({ t: 'aid', seat })) : [];
  return { ...s, step: 0, queue: replaceHead(s.queue, ...aids, { t: 'choices' }, { t: 'attack' }) };
}

export const giftable = (l: Lord): string[] => l.played.filter((p) => !p.gifted).map((p) => p.card);

/** `{kind:'gift', card, to}` or `{kind:'keep'}`. A gift joins the Ally's played cards (no Teeth). */
export function aidInput(s: CrayneState, seat: Seat, o: CrayneMove): Move {
  if (o.kind === 'keep') return ok({ ...s, queue: pop(s.queue) });
  if (o.kind !== 'gift') return err({ seat, reason: 'expected {kind:"gift", card, to} or {kind:"keep"}' });
  const { card, to } = o;
  if (!alliesOf(s, seat).includes(to)) return err({ seat, reason: `seat ${to} is not a live Ally` });
  const entry = lordOf(s, seat).played.find((p) => p.card === card && !p.gifted);
  if (!entry) return err({ seat, reason: `${card} is not a played card this seat may gift` });
  const gifted = { ...entry, gifted: true, sacrificed: false, facing: strongholdValue(entry) === null ? null : LEFT };
  const next = withLord(withLord(s, seat, (l) => ({ ...l, played: l.played.filter((p) => p.card !== card) })), to, (l) => ({ ...l, played: [...l.played, gifted] }));
  return ok({ ...next, queue: pop(s.queue) });
}

export function expandChoices(s: CrayneState): CrayneState {
  const tasks: Task[] = [];
  for (const seat of fromOverlord(s)) {
    for (const p of lordOf(s, seat).played) {
      if (p.choice === null && cardOf(p.card).effects.some((e) => e.kind === 'choice')) tasks.push({ t: 'choose', seat, card: p.card });
    }
  }
  return { ...s, queue: replaceHead(s.queue, ...tasks) };
}

export const optionCount = (card: string): number => {
  const c = cardOf(card).effects.find((e) => e.kind === 'choice');
  return c && c.kind === 'choice' ? c.options.length : 0;
};

export function chooseInput(s: CrayneState, seat: Seat, card: string, o: CrayneMove): Move {
  if (o.kind !== 'choose' || o.card !== card) return err({ seat, reason: `expected {kind:"choose", card:"${card}", option}` });
  const option = o.option;
  if (option >= optionCount(card)) return err({ seat, reason: `${cardOf(card).name} has ${optionCount(card)} options (numbered from 0)` });
  let queue: Task[] = pop(s.queue);
  const next = withLord(s, seat, (l) => ({
    ...l,
    played: l.played.map((p) => {
      if (p.card !== card) return p;
      const chosen = { ...p, choice: option };
      if (strongholdValue(chosen) === null) return chosen;
      if (hasTwoOpponents(s, seat)) queue = pushFront<Task>(queue, { t: 'face', seat, card });
      return { ...chosen, facing: hasTwoOpponents(s, seat) ? null : LEFT };
    }),
  }));
  return ok({ ...next, queue });
}

export function faceInput(s: CrayneState, seat: Seat, card: string, o: CrayneMove): Move {
  if (o.kind !== 'face' || o.card !== card) {
    return err({ seat, reason: `expected {kind:"face", card:"${card}", direction:"left"|"right"}` });
  }
  const direction = o.direction;
  const next = withLord(s, seat, (l) => ({ ...l, played: l.played.map((p) => (p.card === card ? { ...p, facing: direction } : p)) }));
  return ok({ ...next, queue: pop(s.queue) });
}

export function lordCombatant(s: CrayneState, seat: Seat): Combatant {
  const l = lordOf(s, seat);
  const t = totalsOf(l);
  const strongholds: StrongholdInPlay[] = l.played.flatMap((p) => {
    const value = strongholdValue(p);
    return value === null || p.facing === null ? [] : [{ id: p.card, value, facing: p.facing }];
  });
  return { seat, attack: t.attack, defence: t.defence, bonusVsStronghold: t.bonusVsStronghold, ignoreStrongholds: t.ignoreStrongholds, strongholds };
}

/** Everyone attacks at once; Influence falls, beaten Strongholds are discarded; the round is judged. */
export function attackPhase(s: CrayneState): Result<CrayneState> {
  const combatants = [...liveSeats(s).map((seat) => lordCombatant(s, seat)), ...automatonCombatants(s)];
  const r = resolveAttack(combatants, opponents(s));
  if (!r.ok) return err(`attack: ${r.error}`);
  let next = s;
  let autoLoss = 0;
  for (const d of r.value) {
    if (d.seat >= s.seats) { autoLoss += d.influenceLost; continue; }
    const gone = new Set(d.destroyedStrongholds);
    next = withLord(next, d.seat, (l) => ({
      ...l,
      influence: loseInfluence(l.influence, d.influenceLost),
      played: l.played.filter((p) => !gone.has(p.card)),
      discard: [...l.discard, ...l.played.filter((p) => gone.has(p.card)).map((p) => p.card)],
    }));
  }
  if (next.automata) next = { ...next, automata: { ...next.automata, influence: loseInfluence(next.automata.influence, autoLoss) } };
  return judge(next);
}

const standing = (s: CrayneState) => (seat: Seat) => ({ seat, influence: lordOf(s, seat).influence });
const scores = (s: CrayneState): string =>
  `Influence ${s.lords.map((l, i) => `seat ${i}: ${l.influence}`).join(', ')}${s.automata ? `, Automated Opponent: ${s.automata.influence}` : ''}`;
const over = (s: CrayneState, winners: Seat[], kind: OutcomeKind, text: string): Result<CrayneState> =>
  ok({ ...s, queue: [], outcome: { winners, kind, summary: `${text} after ${s.round} rounds (${scores(s)})` } satisfies Outcome });

function eliminate(s: CrayneState, seats: readonly Seat[]): CrayneState {
  let next = s;
  for (const seat of seats) next = withLord(next, seat, (l) => ({ ...l, alive: false, played: [], discard: [...l.discard, ...l.played.map((p) => p.card)] }));
  return next;
}

function judge(s: CrayneState): Result<CrayneState> {
  if (s.variant === 'coop') {
    const v = judgeCoopRound([0, 1].map(standing(s)), s.automata?.influence ?? 0);
    if (v === 'playersWin') return over(s, [0, 1], 'allies', 'the allies defeat the Automated Opponents');
    if (v === 'playersLose') return over(s, [], 'automaton', 'an ally has fallen: both players lose');
    return ok(startRevenue(s));
  }
  if (s.variant === 'solo') {
    const v = judgeRound([standing(s)(0), { seat: 1, influence: s.automata?.influence ?? 0 }]);
    if (!v.ok) return v;
    if (v.value.kind === 'winner') return over(s, v.value.winner === 0 ? [0] : [], v.value.winner === 0 ? 'winner' : 'automaton', v.value.winner === 0 ? 'the Lord defeats the Automated Opponent' : 'the Automated Opponent wins');
    if (v.value.kind === 'allLose') return over(s, [], 'all-lose', 'a tie: all players lose');
    return ok(startRevenue(s));
  }
  if (s.teams.length) {
    const live = liveTeams(s);
    const v = judgeTeamRound(live.map((i) => ({ team: String(i), lords: (s.teams[i] ?? []).map(standing(s)) })));
    if (!v.ok) return v;
    if (v.value.kind === 'winner') {
      const team = Number(v.value.team);
      return over(s, [...(s.teams[team] ?? [])], 'team', `team ${team + 1} (seats ${(s.teams[team] ?? []).join(', ')}) wins`);
    }
    if (v.value.kind === 'allLose') return over(s, [], 'all-lose', 'every team falls at once, tied: all players lose');
    const defeated = v.value.defeated.flatMap((t) => s.teams[Number(t)] ?? []);
    return ok(startRevenue(eliminate(s, defeated)));
  }
  const v = judgeRound(liveSeats(s).map(standing(s)));
  if (!v.ok) return v;
  if (v.value.kind === 'winner') return over(s, [v.value.winner], 'winner', `seat ${v.value.winner} wins`);
  if (v.value.kind === 'allLose') return over(s, [], 'all-lose', 'the last Lords fall together, tied: all players lose');
  return ok(startRevenue(eliminate(s, v.value.eliminated)));
}
