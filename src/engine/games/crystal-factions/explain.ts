/**
 * Explanations for the table, derived from states the match already has (never stored in the
 * state): the Attack Phase (highest Attack − your Attack, less what is prevented) and the Mining
 * Phase (each player gains its Mining power), as they stand now and as they happened.
 *
 * What happened is found exactly: the step's input is recovered from two consecutive states
 * (only an input whose replay gives the later state exactly is accepted), then the rules run
 * from the earlier state up to the moment each phase resolves (`advanceUntil`), and combat.ts
 * and mining.ts give the numbers. A step that cannot be replayed gives no explanation.
 */
import { canonicalEqual } from '../../../crypto/canonical.js';
import type { Input, Json, Seat } from '../../game.js';
import { cardOf } from './cards/index.js';
import { attackDamage } from './combat.js';
import { inPlayOfType } from './deploy.js';
import { advance, advanceUntil } from './flow.js';
import { route } from './game.js';
import { crystalWin } from './mining.js';
import type { CFMove } from './moves.js';
import { type CFState, type Stage, isHandle, laneValue, order, playerOf } from './state.js';
import { LANES, WIN_CRYSTALS } from './types.js';

/** One player's Attack Phase. */
export interface Fight {
  readonly seat: Seat;
  readonly attack: number;
  /** Highest Attack − this player's Attack. */
  readonly damage: number;
  readonly prevented: number;
  readonly taken: number;
  readonly before: number;
  readonly after: number;
}

export interface CombatReport {
  readonly round: number;
  readonly top: number;
  readonly fights: readonly Fight[];
}

export interface Gain {
  readonly seat: Seat;
  readonly mining: number;
  readonly before: number;
  readonly after: number;
}

export interface MiningReport {
  readonly round: number;
  readonly gains: readonly Gain[];
  /** Who reached 50 crystals and won (empty: nobody yet). */
  readonly winners: readonly Seat[];
}

export interface RoundReport {
  readonly round: number;
  readonly combat: CombatReport | null;
  readonly mining: MiningReport | null;
}

/** The Attack Phase as it resolves from a state at its damage (Attack Phase abilities done). */
export function combatAt(s: CFState): CombatReport {
  const hits = attackDamage(s);
  const top = Math.max(0, ...order(s).map((seat) => laneValue(playerOf(s, seat), 'attack')));
  const fights = hits.map(({ seat, amount }): Fight => {
    const p = playerOf(s, seat);
    const prevented = Math.min(p.shield, amount);
    return { seat, attack: laneValue(p, 'attack'), damage: amount, prevented, taken: amount - prevented, before: p.hp, after: p.hp - (amount - prevented) };
  });
  return { round: s.round, top, fights };
}

/** The Mining Phase as it resolves from a state at its gain (Mining Phase abilities done). */
export function miningAt(s: CFState): MiningReport {
  const gains = order(s).map((seat): Gain => {
    const p = playerOf(s, seat);
    const mining = laneValue(p, 'mining');
    return { seat, mining, before: p.crystals, after: p.crystals + mining };
  });
  const after: CFState = { ...s, players: s.players.map((p, i) => ({ ...p, crystals: p.crystals + (gains.find((g) => g.seat === i)?.mining ?? 0) })) };
  return { round: s.round, gains, winners: crystalWin(after)?.winners ?? [] };
}

const STAGES: readonly Stage[] = ['opening', 'startRound', 'turnStart', 'play', 'attack', 'damage', 'mining', 'gain', 'reveal', 'endOfTurn', 'endRound', 'over'];
const at = (s: CFState): number => STAGES.indexOf(s.stage);
/** Waiting to resolve the phase itself: its abilities are done and nothing is asked. */
const ready = (stage: Stage) => (s: CFState): boolean => s.stage === stage && s.tasks.length === 0 && s.ask === null && s.result === null;

/** Whether `after` is past `stage` of the round `before` is in (before `before` was not). */
function crossed(before: CFState, after: CFState, stage: Stage): boolean {
  const k = STAGES.indexOf(stage);
  if (before.result || at(before) > k) return false;
  return after.result !== null || after.round > before.round || at(after) > k;
}

/** The Attack Phase as it would resolve now, from what is face up (a face-down card has no power). */
export function combatNow(s: CFState): CombatReport | null {
  if (s.result || order(s).length < 2) return null;
  const start: CFState = { ...s, stage: 'attack', ask: null, tasks: [], cursor: [] };
  const r = advanceUntil(start, (x) => ready('damage')(x) || x.ask !== null || x.result !== null);
  return r.ok && ready('damage')(r.value) ? combatAt(r.value) : combatAt(s);
}

const newIn = (later: readonly string[], earlier: readonly string[]): string[] => later.filter((x) => !earlier.includes(x));

/** The inputs the step could have been, from what changed (cards that left play again are not recovered). */
function candidates(before: CFState, after: CFState): Input<CFMove>[] {
  const a = before.ask;
  if (!a) return [];
  switch (a.kind) {
    case 'choose': return a.options.map((move) => ({ kind: 'move', seat: a.seat, move }));
    case 'commit': return [{ kind: 'commit', seats: [a.seat] }];
    case 'draw': {
      const p = playerOf(before, a.seat);
      const q = playerOf(after, a.seat);
      return [...new Set([...newIn(q.pile.drawn, p.pile.drawn), ...newIn(q.hand, p.hand)])].filter(isHandle).map((handle) => ({ kind: 'draw', seat: a.seat, handle }));
    }
    case 'deploy': {
      const seat = a.seat;
      const p = playerOf(before, seat);
      const q = playerOf(after, seat);
      const out: Input<CFMove>[] = [{ kind: 'move', seat, move: { kind: 'end' } }];
      const gone = newIn(p.hand, q.hand).filter(isHandle);
      for (const lane of LANES) {
        for (const e of q.lanes[lane].cards) {
          if (e.order < before.plays || !e.played || e.down) continue;
          const card = cardOf(e.id);
          const handles: (string | null)[] = p.hand.includes(e.id) ? [null] : gone;
          const vias: (string | undefined)[] = [undefined, ...(card?.alt ? inPlayOfType(p, card.alt.discardType) : [])];
          for (const handle of handles) for (const via of vias) {
            out.push({ kind: 'move', seat, move: via === undefined ? { kind: 'play', handle, card: e.id, lane } : { kind: 'play', handle, card: e.id, lane, via } });
          }
        }
      }
      return out;
    }
    default: return [];
  }
}

/** What the Attack and Mining Phases did between two consecutive states, if either resolved then. */
export function roundBetween(before: CFState, after: CFState): RoundReport | null {
  const fought = crossed(before, after, 'damage');
  const mined = crossed(before, after, 'gain');
  if (!fought && !mined) return null;
  for (const input of candidates(before, after)) {
    const routed = route(before, input);
    if (!routed.ok) continue;
    const full = advance(routed.value.state);
    if (!full.ok || !canonicalEqual(full.value as unknown as Json, after as unknown as Json)) continue;
    const d = fought ? advanceUntil(routed.value.state, ready('damage')) : null;
    const combat = d?.ok && ready('damage')(d.value) ? combatAt(d.value) : null;
    const g = mined ? advanceUntil(d?.ok ? d.value : routed.value.state, ready('gain')) : null;
    const mining = g?.ok && ready('gain')(g.value) ? miningAt(g.value) : null;
    return { round: before.round, combat, mining };
  }
  return null;
}

/** The most recent round's Attack and Mining Phases, looking back from `step` over the match's states. */
export function lastRound(stateAt: (step: number) => CFState | null, step: number, limit = 400): RoundReport | null {
  let after = stateAt(step);
  let round: number | null = null;
  let combat: CombatReport | null = null;
  let mining: MiningReport | null = null;
  for (let k = step - 1; after && k >= Math.max(0, step - limit); k--) {
    const before = stateAt(k);
    if (!before || (round !== null && before.round < round)) break;
    const r = roundBetween(before, after);
    if (r && (round === null || r.round === round)) {
      round = r.round;
      combat ??= r.combat;
      mining ??= r.mining;
      if (combat) break;
    }
    after = before;
  }
  return round === null ? null : { round, combat, mining };
}

// ---------------------------------------------------------------------------------------------
// In words, for one viewer
// ---------------------------------------------------------------------------------------------

export interface Voice {
  readonly viewer: Seat | null;
  readonly names: readonly string[];
}

const nameOf = (v: Voice, seat: Seat): string => (seat === v.viewer ? 'you' : v.names[seat] ?? `Player ${seat + 1}`);
const poss = (name: string): string => (name === 'you' ? 'your' : `${name}'s`);
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const verb = (name: string, you: string, other: string): string => (name === 'you' ? you : other);
const joinAnd = (xs: readonly string[]): string => (xs.length <= 1 ? xs[0] ?? '' : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1] ?? ''}`);

/**
 * The Attack Phase in sentences, the viewer first: "Your Attack 3 is 4 below Bob's 7 → you take
 * 4 damage (20 → 16)." and "Bob has the highest Attack (7) and takes no damage."
 */
export function combatSentences(r: CombatReport, v: Voice): string[] {
  const leaders = r.fights.filter((f) => f.damage === 0);
  const lead = leaders.length === 1 ? leaders[0] : undefined;
  const fights = [...r.fights].sort((a, b) => Number(b.seat === v.viewer) - Number(a.seat === v.viewer));
  const top = lead ? `${poss(nameOf(v, lead.seat))} ${r.top}` : `the highest Attack, ${r.top}`;
  const lines: string[] = [];
  for (const f of fights) {
    const who = nameOf(v, f.seat);
    if (f.damage === 0) continue;
    const prevented = f.prevented > 0 ? `, ${f.prevented} of it prevented: ${who} ${verb(who, 'take', 'takes')} ${f.taken}` : '';
    const out = f.after <= 0 ? verb(who, ' and you are out', ` and ${who} is out`) : '';
    lines.push(`${capital(poss(who))} Attack ${f.attack} is ${f.damage} below ${top} → ${who} ${verb(who, 'take', 'takes')} ${f.damage} damage${prevented} (${f.before} → ${f.after})${out}.`);
  }
  const names = leaders.map((f) => nameOf(v, f.seat));
  if (r.fights.length > 0 && leaders.length === r.fights.length) {
    lines.unshift(`Every Attack is ${r.top}: no one takes damage.`);
  } else if (names.length) {
    const many = names.length > 1;
    const you = names.length === 1 && names[0] === 'you';
    const line = `${capital(joinAnd(names))} ${many || you ? 'have' : 'has'} the highest Attack (${r.top}) and ${many || you ? 'take' : 'takes'} no damage.`;
    if (leaders.some((f) => f.seat === v.viewer)) lines.unshift(line);
    else lines.push(line);
  }
  return lines;
}

/** The Mining Phase in sentences: "You mine 5 crystals (12 → 17)." */
export function miningSentences(r: MiningReport, v: Voice): string[] {
  const gains = [...r.gains].sort((a, b) => Number(b.seat === v.viewer) - Number(a.seat === v.viewer));
  const lines = gains.map((g) => {
    const who = nameOf(v, g.seat);
    return `${capital(who)} ${verb(who, 'mine', 'mines')} ${g.mining} crystal${g.mining === 1 ? '' : 's'} (${g.before} → ${g.after}).`;
  });
  if (r.winners.length) {
    const names = r.winners.map((x) => nameOf(v, x));
    const many = names.length > 1 || names[0] === 'you';
    lines.push(`${capital(joinAnd(names))} ${many ? 'reach' : 'reaches'} ${WIN_CRYSTALS} crystals${r.winners.length > 1 ? ' (the tie-break decides)' : ''}.`);
  }
  return lines;
}
