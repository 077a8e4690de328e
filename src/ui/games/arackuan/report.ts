/**
 * What just happened on the battlefield, in sentences, from two consecutive public states: an
 * attack with its numbers ("Bob's Knight and Archer (4) beat your Ice Golem's defence 3: it is
 * destroyed"), a conquered land, a move, an Action's effects. The attack's numbers are the
 * rules' own (`planAttack` on the state before); which declaration it was is read from what
 * changed, so nothing here needs the move itself.
 */
import type { Seat } from '../../../engine/game.js';
import { actionOf } from '../../../engine/games/arackuan/actions.js';
import { attackReason } from '../../../engine/games/arackuan/attack.js';
import { isSquare } from '../../../engine/games/arackuan/board.js';
import { cardOf } from '../../../engine/games/arackuan/cards-api.js';
import { profiles } from '../../../engine/games/arackuan/profile.js';
import type { ArkState, Piece } from '../../../engine/games/arackuan/state.js';
import { type Strike, forecastOf } from './ask.js';
import { placeName } from './geometry.js';

export interface Voice {
  readonly viewer: Seat;
  readonly names: readonly string[];
  readonly watching: boolean;
}

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

function whose(v: Voice, seat: Seat, cap = false): string {
  if (seat === v.viewer && !v.watching) return cap ? 'Your' : 'your';
  return `${v.names[seat] ?? `Player ${seat + 1}`}'s`;
}

const who = (v: Voice, seat: Seat): string => (seat === v.viewer && !v.watching ? 'You' : v.names[seat] ?? `Player ${seat + 1}`);

const nameOf = (p: Piece): string => (p.down ? 'face-down card' : cardOf(p.id)?.name ?? 'card');

/** One state to the next, during the Activation Phase: sentences for what the acting player did (empty: nothing to tell). */
export function happened(prev: ArkState, next: ArkState, v: Voice): string[] {
  const a = prev.ask;
  if (a?.kind !== 'activate') return [];
  const seat = a.seat;
  const now = new Map(next.board.map((p) => [p.key, p]));
  const gone = prev.board.filter((p) => !now.has(p.key));
  const moved = prev.board.filter((p) => { const n = now.get(p.key); return n && n.at !== p.at; });
  const conquered = prev.board.filter((p) => { const n = now.get(p.key); return n && n.control !== p.control; });
  const spent = prev.board.filter((p) => { const n = now.get(p.key); return n && p.active && !n.active && n.at === p.at; });
  const out: string[] = [];
  for (const p of moved) {
    const n = now.get(p.key) as Piece;
    if (p.control === seat && moved.some((q) => q.key !== p.key && q.at === n.at)) {
      const other = moved.find((q) => q.key !== p.key && q.at === n.at) as Piece;
      if (p.key < other.key) out.push(`${whose(v, seat, true)} ${nameOf(p)} and ${nameOf(other)} swap places (${p.at} ↔ ${other.at}).`);
    } else if (p.control === seat) out.push(`${whose(v, seat, true)} ${nameOf(p)} moves from ${p.at} to ${n.at}.`);
  }
  const profs = profiles(prev);
  const canAttack = (p: Piece): boolean => isSquare(p.at) && (profs.get(p.key)?.attack ?? null) !== null;
  const attackers = [...spent.filter((p) => p.control === seat), ...gone.filter((p) => p.control === seat && profs.get(p.key)?.kind === 'spell')].filter(canAttack);
  const hurtList = [...gone, ...conquered, ...spent].filter((p) => p.control !== seat && cardOf(p.id)?.kind !== 'spell');
  const hurt = new Set(hurtList.map((p) => p.key));
  const initiative = a.step <= 2;
  /** The declaration on `t` by `group`, if its planned outcome is exactly what happened to the other side. */
  const fits = (group: readonly Piece[], t: Piece) => {
    const withAt = group.map((p) => p.at).sort();
    if (attackReason(prev, seat, t.at, withAt, initiative) !== null) return null;
    const strikes = forecastOf(prev, t.at, withAt, initiative);
    const beaten = new Set(strikes.filter((x) => x.success).map((x) => x.target));
    return beaten.size === hurt.size && [...beaten].every((k) => hurt.has(k)) ? strikes : null;
  };
  const tell = (group: readonly Piece[], strikes: readonly Strike[]): string[] => {
    const names = group.map((p) => nameOf(p));
    return strikes.flatMap((st, i) => {
      const target = prev.board.find((p) => p.key === st.target);
      if (!target) return [];
      const winner = who(v, seat);
      const fate = !st.success ? 'no effect (it must be greater)'
        : conquered.some((p) => p.key === target.key) ? `${winner === 'You' ? 'you conquer' : `${winner} conquers`} it`
          : gone.some((p) => p.key === target.key) ? 'it is destroyed' : 'it is spent instead (Regeneration)';
      const numbers = `${st.sum} against defence ${st.defence}: ${fate}.`;
      return i === 0
        ? [`${whose(v, seat, true)} ${list(names)} ${names.length > 1 ? 'attack together' : 'attacks'} ${whose(v, target.control)} ${nameOf(target)} (${target.at}): ${numbers}`]
        : [`The attack goes on to ${whose(v, target.control)} ${nameOf(target)} (${target.at}): ${numbers}`];
    });
  };
  // The cards spent in this step are the attackers (a card that moved and then did nothing is spent too: try without those).
  const sets = [attackers, attackers.filter((p) => !p.moved)].filter((x, i, all) => x.length && (i === 0 || x.length !== all[0]?.length));
  for (const group of sets) {
    const candidates = prev.board.filter((t) => t.control !== seat && !t.down && isSquare(t.at) && cardOf(t.id)?.kind !== 'spell');
    const found = candidates.flatMap((t) => { const st = fits(group, t); return st ? [st] : []; });
    // A failed attack with several possible targets: which one is not known from the table alone.
    if (found.length === 1 || (found.length > 1 && hurt.size > 0)) return [...out, ...tell(group, found[0] as readonly Strike[])];
  }
  // The round ended in the same step (tokens turned back): the attackers are whichever group explains what fell, if only one does.
  if (hurt.size && !attackers.length) {
    const able = prev.board.filter((p) => p.control === seat && !p.down && p.active && canAttack(p)).slice(0, 6);
    const fitting: { group: Piece[]; strikes: readonly Strike[] }[] = [];
    for (const t of hurtList) {
      for (let mask = 1; mask < 1 << able.length; mask++) {
        const group = able.filter((_, i) => mask & (1 << i));
        const st = fits(group, t);
        if (st) fitting.push({ group, strikes: st });
      }
    }
    const only = fitting.length === 1 ? fitting[0] : undefined;
    if (only) return [...out, ...tell(only.group, only.strikes)];
  }
  const real = attackers.filter((p) => !p.moved && !gone.includes(p));
  if (!hurt.size && real.length) {
    // A card with an Action may have used it instead of attacking: say only what is sure.
    const acts = real.some((p) => { const x = profs.get(p.key); return x ? actionOf(x) !== null : false; });
    out.push(acts ? `${whose(v, seat, true)} ${list(real.map(nameOf))} ${real.length > 1 ? 'are' : 'is'} used.`
      : `${whose(v, seat, true)} ${list(real.map(nameOf))} ${real.length > 1 ? 'attack' : 'attacks'} without effect.`);
    if (!moved.length) return out;
  }
  // Anything else (an Action, a spell's effect): what changed, plainly.
  // Spells leave by themselves at the end of a turn or a round: not news.
  const roundEnded = next.round !== prev.round || next.result !== null;
  for (const p of gone) {
    const kind = cardOf(p.id)?.kind;
    if (kind === 'spell' && (roundEnded || p.control === seat)) continue;
    else out.push(`${whose(v, p.control, true)} ${nameOf(p)} (${placeName(p.at, v.names, v.viewer, v.watching)}) ${kind === 'spell' ? 'is discarded' : 'is destroyed'}.`);
  }
  for (const p of conquered) out.push(`${who(v, (now.get(p.key) as Piece).control)} ${who(v, (now.get(p.key) as Piece).control) === 'You' ? 'take' : 'takes'} ${whose(v, p.control)} ${nameOf(p)} (${p.at}).`);
  for (const p of spent) if (p.control !== seat) out.push(`${whose(v, p.control, true)} ${nameOf(p)} (${p.at}) is spent.`);
  return out;
}

/**
 * The story so far (most recent last), from the states the match went through: the current
 * round's, or while it has none yet, the last round that had one. At most `max` sentences,
 * looking back at most `depth` steps.
 */
export function roundStory(at: (step: number) => ArkState | null, step: number, v: Voice, max = 6, depth = 160): { round: number; lines: string[] } {
  const cur = at(step);
  if (!cur) return { round: 0, lines: [] };
  let round = cur.round;
  const out: string[] = [];
  let next = cur;
  for (let k = step - 1; k >= Math.max(0, step - depth) && out.length < max; k--) {
    const prev = at(k);
    if (!prev) break;
    if (prev.round !== round) {
      if (out.length || prev.round < round - 1) break;
      round = prev.round;
    }
    out.unshift(...happened(prev, next, v));
    next = prev;
  }
  return { round, lines: out.slice(-max) };
}
