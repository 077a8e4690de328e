/**
 * Explanations for the table, derived from states the match already has (never stored in the
 * state): every Lord's live totals, the arithmetic of an Attack Phase, and, between two
 * consecutive states, the attack that happened in that step.
 *
 * The attack of a step is found exactly: the step's input is recovered from the two states
 * (only inputs whose replay gives the later state exactly are accepted), then the rules run
 * from the earlier state to the moment the attack resolves (`advanceUntil`), and attack.ts is
 * asked for the blows. So the numbers shown are the rules' own, and a step the table cannot
 * replay (public randomness) gives no explanation rather than a wrong one.
 */
import { canonicalEqual } from '../../../crypto/canonical.js';
import type { Input, Json, Seat } from '../../game.js';
import { type Blow, type Combatant, resolveAttack } from './attack.js';
import { lordCombatant } from './attack-phase.js';
import { automatonCombatants } from './automated-opponent.js';
import { PLAYS_PER_ROUND } from './cleanup.js';
import { advance, advanceUntil, request } from './flow.js';
import { legal } from './legal.js';
import type { CrayneMove } from './moves.js';
import { opponents } from './options.js';
import { route } from './route.js';
import type { SeatOpponents } from './seating.js';
import { type CrayneState, cardOf, liveSeats, lordOf } from './state.js';

/** A Stronghold that met a strike: what it took, and whether it fell. */
export interface Hit {
  readonly card: string;
  readonly value: number;
  readonly absorbed: number;
  readonly destroyed: boolean;
}

/** One attacker's strike on one target. */
export interface Strike {
  readonly from: number;
  /** The attacker's Attack total. */
  readonly attack: number;
  /** Extra Attack against a Lord whose Stronghold faces the attacker. */
  readonly bonus: number;
  /** The attacker ignores Strongholds (and the target had one facing it). */
  readonly ignores: boolean;
  readonly hits: readonly Hit[];
  readonly through: number;
}

/** What one target took. */
export interface Target {
  readonly seat: number;
  readonly strikes: readonly Strike[];
  /** The Attack that passed the Strongholds, from every attacker. */
  readonly incoming: number;
  readonly defence: number;
  readonly lost: number;
}

export interface Standing {
  readonly before: number;
  readonly after: number;
  readonly start: number;
}

export interface AttackReport {
  readonly round: number;
  /** Human seats: combatants from `seats` on are the Automated Opponents. */
  readonly seats: number;
  /** How many Automated Opponents fought (0, 1 or 2). */
  readonly automata: number;
  readonly targets: readonly Target[];
  /** Influence before and after, per human seat that fought. */
  readonly influence: Readonly<Record<number, Standing>>;
  /** The Automated Opponents' shared Influence, if any fought. */
  readonly shared: Standing | null;
}

/** The Stronghold hits of a blow, from the blow and the Strongholds that faced the attacker. */
function hitsOf(blow: Blow, attacker: Combatant, target: Combatant, opps: SeatOpponents): Hit[] {
  if (attacker.ignoreStrongholds) return [];
  const hits: Hit[] = [];
  let left = blow.absorbed;
  for (const s of target.strongholds.filter((x) => opps[x.facing] === attacker.seat)) {
    if (left <= 0) break;
    const destroyed = blow.destroyed.includes(s.id);
    const absorbed = destroyed ? s.value : left;
    hits.push({ card: s.id, value: s.value, absorbed, destroyed });
    left -= absorbed;
  }
  return hits;
}

/** The attack of these combatants, strike by strike (attack.ts decides every number). */
export function explainAttack(combatants: readonly Combatant[], opps: readonly SeatOpponents[]): Target[] | null {
  const r = resolveAttack(combatants, opps);
  if (!r.ok) return null;
  const by = new Map(combatants.map((c) => [c.seat, c]));
  const oppsOf = new Map(opps.map((o) => [o.seat, o]));
  return r.value.map((d): Target => {
    const target = by.get(d.seat) as Combatant;
    const strikes = d.blows.map((b): Strike => {
      const attacker = by.get(b.from) as Combatant;
      const facing = target.strongholds.some((s) => oppsOf.get(d.seat)?.[s.facing] === b.from);
      const hits = hitsOf(b, attacker, target, oppsOf.get(d.seat) ?? { seat: d.seat, left: -1, right: -1 });
      return { from: b.from, attack: attacker.attack, bonus: b.power - attacker.attack, ignores: attacker.ignoreStrongholds && facing, hits, through: b.through };
    });
    return { seat: d.seat, strikes, incoming: strikes.reduce((n, x) => n + x.through, 0), defence: d.defence, lost: d.influenceLost };
  });
}

const combatantsOf = (s: CrayneState): Combatant[] => [...liveSeats(s).map((seat) => lordCombatant(s, seat)), ...automatonCombatants(s)];

/** The attack as it would resolve from this state (Influence after = before − loss). */
export function reportAt(s: CrayneState, after?: CrayneState): AttackReport | null {
  const targets = explainAttack(combatantsOf(s), opponents(s));
  if (!targets) return null;
  const influence: Record<number, Standing> = {};
  for (const seat of liveSeats(s)) {
    const l = lordOf(s, seat);
    const lost = targets.find((t) => t.seat === seat)?.lost ?? 0;
    influence[seat] = { before: l.influence, after: after ? lordOf(after, seat).influence : l.influence - lost, start: l.start };
  }
  const autoLost = targets.filter((t) => t.seat >= s.seats).reduce((n, t) => n + t.lost, 0);
  const shared = s.automata
    ? { before: s.automata.influence, after: after?.automata ? after.automata.influence : s.automata.influence - autoLost, start: s.automata.start }
    : null;
  return { round: s.round, seats: s.seats, automata: s.automata?.decks.length ?? 0, targets, influence, shared };
}

// Every live Lord's totals now: in live-totals.ts (the table needs them at once; the reports here load later).
export { type LiveTotals, liveTotals } from './live-totals.js';

// ---------------------------------------------------------------------------------------------
// The attack between two consecutive states
// ---------------------------------------------------------------------------------------------

/** Whether the round's attack resolved between `before` and `after` (one step apart). */
export function attackedBetween(before: CrayneState, after: CrayneState): boolean {
  const pre = before.outcome === null && (before.step === PLAYS_PER_ROUND || before.queue.some((t) => t.t === 'attack'));
  const post = after.outcome !== null || (after.round === before.round && after.step === 0 && !after.queue.some((t) => t.t === 'attack'));
  return pre && post;
}

const newIn = (later: readonly string[], earlier: readonly string[]): string[] => later.filter((x) => !earlier.includes(x));

/** Cards of a Lord that became public in the step (played, discarded, sacrificed) and could have come from the hand. */
function shownCards(before: CrayneState, after: CrayneState, seat: Seat): string[] {
  const b = lordOf(before, seat);
  const a = lordOf(after, seat);
  const was = [...b.played.map((p) => p.card), ...b.discard];
  const now = [...a.played.map((p) => p.card), ...a.discard, ...newIn(after.pit, before.pit), ...newIn(after.removed, before.removed)];
  return newIn(now, was).filter((c) => b.hidden.includes(c));
}

const goneHandles = (before: CrayneState, after: CrayneState, seat: Seat): string[] => newIn(lordOf(before, seat).hand, lordOf(after, seat).hand);

/** The inputs the step could have been, from what changed (public randomness is not recovered). */
function candidates(before: CrayneState, after: CrayneState): Input<CrayneMove>[] {
  const req = request(before);
  const task = before.queue[0];
  if (!req || !task) return [];
  switch (req.kind) {
    case 'draw': {
      const a = lordOf(after, req.seat);
      const b = lordOf(before, req.seat);
      const handles = [...new Set([...newIn(a.hand, b.hand), ...newIn(a.pile.drawn, b.pile.drawn)])];
      return handles.map((handle) => ({ kind: 'draw', seat: req.seat, handle }));
    }
    case 'move':
      return legal(before, req.seat, { seat: req.seat, cards: {} }).map((move) => ({ kind: 'move', seat: req.seat, move }));
    case 'answer': {
      const cards = shownCards(before, after, req.seat);
      const handles = task.t === 'show' ? [task.handle] : goneHandles(before, after, req.seat);
      const kind = task.t === 'show' ? 'play' : task.t === 'discard' ? 'discard' : 'sacrifice';
      return handles.flatMap((handle) => cards.map((card): Input<CrayneMove> => ({ kind: 'answer', seat: req.seat, answer: { kind, handle, card } })));
    }
    case 'reveal': {
      let combos: { seat: Seat; value: CrayneMove }[][] = [[]];
      for (const seat of req.seats) {
        const [handle, ...more] = goneHandles(before, after, seat);
        if (handle === undefined || more.length) return []; // a "cannot play" claim shows cards no state keeps
        const options = shownCards(before, after, seat).map((card): CrayneMove => ({ kind: 'play', handle, card }));
        combos = combos.flatMap((c) => options.map((value) => [...c, { seat, value }])).slice(0, 256);
      }
      return combos.map((values) => ({ kind: 'reveal', values }));
    }
    default:
      return [];
  }
}

/** The state the attack resolved from, when it resolved between these two consecutive states. */
export function stateAtAttack(before: CrayneState, after: CrayneState): CrayneState | null {
  if (!attackedBetween(before, after)) return null;
  for (const input of candidates(before, after)) {
    const routed = route(before, input);
    if (!routed.ok) continue;
    const full = advance(routed.value.state);
    if (!full.ok || !canonicalEqual(full.value as unknown as Json, after as unknown as Json)) continue;
    const at = advanceUntil(routed.value.state, (s) => s.queue[0]?.t === 'attack');
    return at.ok && at.value.queue[0]?.t === 'attack' ? at.value : null;
  }
  return null;
}

/** The report of the attack that resolved between two consecutive states, with the real Influence after. */
export function attackBetween(before: CrayneState, after: CrayneState): AttackReport | null {
  const at = stateAtAttack(before, after);
  return at ? reportAt(at, after) : null;
}

/** Where the most recent attack is, looking back from `step` over the match's states (one per step). */
export function lastAttack(stateAt: (step: number) => CrayneState | null, step: number, limit = 600): AttackReport | null {
  const now = stateAt(step);
  if (!now) return null;
  let after = now;
  for (let k = step - 1; k >= Math.max(0, step - limit); k--) {
    const before = stateAt(k);
    if (!before || before.round < now.round - 1) return null;
    if (attackedBetween(before, after)) return attackBetween(before, after);
    after = before;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// In words, for one viewer
// ---------------------------------------------------------------------------------------------

/** How the explanation names each combatant, from one viewer's seat. */
export interface Voice {
  readonly viewer: Seat | null;
  /** Every human seat's name. */
  readonly names: readonly string[];
}

export function combatantName(r: Pick<AttackReport, 'seats' | 'automata'>, v: Voice, seat: number): string {
  if (seat >= r.seats) return r.automata > 1 ? `Automated Opponent ${seat - r.seats + 1}` : 'the Automated Opponent';
  return seat === v.viewer ? 'you' : v.names[seat] ?? `Player ${seat + 1}`;
}

const possessive = (name: string): string => (name === 'you' ? 'your' : `${name}'s`);
/** Upper-cases the first letter (after an opening bracket). */
const capital = (s: string): string => s.replace(/^(\(?)(.)/, (_m, open: string, c: string) => open + c.toUpperCase());
const verb = (name: string, you: string, other: string): string => (name === 'you' ? you : other);

function strikeText(r: AttackReport, v: Voice, t: Target, x: Strike): string {
  const of = possessive(combatantName(r, v, t.seat));
  let text = `${possessive(combatantName(r, v, x.from))} ${x.attack} Attack`;
  if (x.bonus > 0) text += ` + ${x.bonus} against Strongholds`;
  if (x.ignores) text += ` (ignoring ${of} Strongholds)`;
  for (const h of x.hits) {
    const name = `${of} ${cardOf(h.card).name} ${h.value}`;
    text += h.destroyed ? ` − ${name} (destroyed)` : ` − ${name} (it stops the last ${h.absorbed} and holds)`;
  }
  return text;
}

/**
 * One sentence per target, the rulebook's arithmetic: "Your 9 Attack − Bob's Watchtower 3
 * (destroyed) − Bob's 2 Defence → Bob loses 4 Influence (30 → 26)." Several attackers are added
 * up after their own Strongholds: "(Bob's 14 Attack − your Stone Gate 3 (destroyed) − your
 * Thornwall 3 (destroyed) = 8) + Carol's 5 Attack = 13 − your 5 Defence → you lose 8 Influence."
 */
export function targetSentence(r: AttackReport, v: Voice, t: Target): string {
  const who = combatantName(r, v, t.seat);
  const parts = t.strikes.map((x) => strikeText(r, v, t, x));
  const head = t.strikes.length > 1
    ? `${parts.map((p, i) => (t.strikes[i]?.hits.length ? `(${p} = ${t.strikes[i]?.through})` : p)).join(' + ')} = ${t.incoming}`
    : parts[0] ?? 'No Attack';
  const defence = t.defence > 0 ? ` − ${possessive(who)} ${t.defence} Defence` : '';
  // A lone Automated Opponent's Influence is its own; two share theirs (summed up after).
  const human = t.seat < r.seats ? r.influence[t.seat] : r.automata === 1 ? r.shared ?? undefined : undefined;
  const change = human ? ` (${human.before} → ${human.after})` : '';
  const fell = human && human.after <= 0 ? verb(who, ' and fall', ' and falls') : '';
  const result = t.lost > 0 ? `${who} ${verb(who, 'lose', 'loses')} ${t.lost} Influence${change}${fell}` : `${who} ${verb(who, 'lose', 'loses')} no Influence`;
  return `${capital(head)}${defence} → ${result}.`;
}

/** The whole attack in sentences: the viewer's own losses first, then the rest. */
export function attackSentences(r: AttackReport, v: Voice): string[] {
  const order = [...r.targets].sort((a, b) => Number(b.seat === v.viewer) - Number(a.seat === v.viewer));
  const lines = order.map((t) => targetSentence(r, v, t));
  if (r.shared && r.automata > 1) {
    const lost = r.targets.filter((t) => t.seat >= r.seats).reduce((n, t) => n + t.lost, 0);
    const fell = r.shared.after <= 0 ? ' and fall' : '';
    lines.push(`The Automated Opponents lose ${lost} Influence together (${r.shared.before} → ${r.shared.after})${fell}.`);
  }
  return lines;
}
