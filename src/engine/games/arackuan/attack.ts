/**
 * Attacks (rulebook "Attack – Defense", "Group Attack", "Omnistrike", "Ranged Attack",
 * "Perforation"; clarifications "A round", "Attributes").
 *
 * One declaration names a target and the attackers. Each attacker must be able to reach the
 * target (adjacent, or within its Ranged Attack; an adjacent creature attacking a Stealth card
 * counts as 2 away) and obey every limit on it and on the target. The attack values, each as it
 * stands against this target, are summed: the target is defeated only when the sum is strictly
 * greater than its defence; equal fails and nothing happens. Everything is worked out on the
 * table as it stood at the declaration and then applied together:
 *  - Omnistrike: an attacker with it also strikes, alone, every other enemy card adjacent to it
 *    (not spells; Flail: allied creatures too) that it could attack alone; a ranged Omnistrike
 *    shot at a non-adjacent target strikes only that target.
 *  - Perforation: after a success on an orthogonally adjacent target, the attacker's own attack
 *    goes on along the line, minus 1 (× its step) for each card after the first: on while it
 *    beats enemy creatures and lands; it stops at an empty square, an ally, a spell, the edge or
 *    a failure. Group partners add nothing to the follow-ups.
 * A defeated creature is destroyed (Regeneration: if active and no spell is in the attack, it is
 * deactivated instead); a defeated land is conquered (its token becomes the attacker's, on its
 * deactivated side). Attacking creatures are deactivated; attack spells are discarded.
 */
import type { Seat } from '../../game.js';
import { type Direction, type Position, adjacent, directionTo, distance, isSquare, neighbours, ownerRelative, step } from './board.js';
import { type Prof, attributeValue, has, profAt, profiles, sceneNow } from './profile.js';
import { passes } from './select.js';
import type { ExtraGroup } from './moves.js';
import type { ArkState, Piece } from './state.js';
import { pieceAt } from './state.js';
import { destroy } from './zones.js';

/** A fight's numbers: the attackers' values against this target, and its defence against them. */
export type Strike = {
  readonly target: number;
  readonly attackers: readonly number[];
  readonly sum: number;
  readonly defence: number;
  readonly success: boolean;
};

/** Attack value of `a` against `t`, with the bonuses that hold only against cards like it. */
export function attackValue(s: ArkState, a: Prof, t: Prof): number {
  const scene = sceneNow(s);
  let v = a.attack ?? 0;
  for (const x of a.vs) if (x.stat === 'attack' && passes(scene, x.source, t, x.vs)) v += x.amount;
  return Math.max(0, v);
}

/** Defence of `t` against these attackers (a bonus against some attackers holds if any of them matches). */
export function defenceValue(s: ArkState, t: Prof, attackers: readonly Prof[]): number {
  const scene = sceneNow(s);
  let v = t.defence ?? 0;
  for (const x of t.vs) if (x.stat === 'defence' && attackers.some((a) => passes(scene, x.source, a, x.vs))) v += x.amount;
  return Math.max(0, v);
}

/** The distance at which `a` attacks `t` (Stealth: an adjacent creature counts as 2 away). */
export function attackDistance(a: Prof, t: Prof): number {
  const d = distance(a.at, t.at);
  return d === 1 && a.kind === 'creature' && has(t, 'stealth') ? 2 : d;
}

const isSpell = (p: Prof): boolean => p.kind === 'spell';

/** A quick necessary test before `reachReason`: on the battlefield, within the attacker's reach by distance. */
export const inRange = (a: Prof, t: Prof): boolean => a.attack !== null && distance(a.at, t.at) <= a.range;

/** Why `a` cannot attack `t` at all (alone or in any group), or null. */
export function reachReason(s: ArkState, a: Prof, t: Prof, initiative: boolean): string | null {
  const name = a.printed.name;
  if (a.attack === null) return `${name} cannot attack`;
  if (!isSquare(a.at)) return `${name} is not on the battlefield`;
  if (!a.active) return `${name} is deactivated`;
  if (initiative && !has(a, 'initiative')) return `${name} has no Initiative: it acts after the Initiative sequence`;
  if (t.control === a.control) return `${t.printed.name} is on your side`;
  if (isSpell(t) || t.defence === null) return 'spells cannot be attacked';
  if (!isSquare(t.at)) return `${t.printed.name} is not on the battlefield`;
  if (isSpell(a) && t.immune) return `${t.printed.name} is immune to your spells`;
  const raw = distance(a.at, t.at);
  const d = attackDistance(a, t);
  if (d > a.range) return d > raw ? `${t.printed.name} has Stealth: from next to it, only a card with Ranged Attack 2 or more reaches it` : `${t.printed.name} is out of ${name}'s reach (${raw} away, reach ${a.range})`;
  const scene = sceneNow(s);
  for (const l of a.attackLimits) {
    switch (l.kind) {
      case 'none': return `${name} cannot attack now`;
      case 'targets': if (!passes(scene, a, t, l.filter)) return `${name} cannot attack ${t.printed.name}`; break;
      case 'maxDistance': if (raw > l.distance) return `${name} can only attack cards up to ${l.distance} away`; break;
      case 'minDistance': if (raw < l.distance) return `${name} cannot attack cards so close`; break;
      case 'notInInitiative': if (initiative) return `${name} cannot attack during the Initiative sequence`; break;
      case 'blockedEdges': {
        const dir = directionTo(a.at, t.at);
        if (dir && l.edges.includes(ownerRelative(a.owner, dir))) return `${name} cannot attack that side`;
        break;
      }
      default: break;
    }
  }
  for (const l of t.defenceLimits) {
    if (l.kind === 'untouchable') return `${t.printed.name} cannot be attacked now`;
    if (l.kind === 'notByCreatures' && a.kind === 'creature') return `${t.printed.name} cannot be attacked by creatures now`;
    if (l.kind === 'onlyFromAdjacent' && a.kind === 'creature' && raw !== 1) return `${t.printed.name} can only be attacked by creatures next to it`;
  }
  return null;
}

/** Why this group cannot attack together (limits on group attacks), or null. */
export function groupReason(group: readonly Prof[], t: Prof): string | null {
  const creatures = group.filter((a) => a.kind === 'creature');
  for (const a of group) {
    for (const l of a.attackLimits) {
      if (l.kind === 'noGroup' && group.length > 1 && !group.some((b) => a.groupWith.includes(b.key))) return `${a.printed.name} cannot take part in group attacks`;
      if (l.kind === 'groupOnly' && group.length < 2) return `${a.printed.name} can only attack in a group`;
      if (l.kind === 'groupOnlyWith' && group.length > 1 && group.some((b) => b.key !== a.key && !b.families.includes(l.family))) {
        return `${a.printed.name} only joins group attacks with ${l.family} creatures`;
      }
    }
  }
  for (const l of t.defenceLimits) {
    if (l.kind === 'onlyByGroup' && group.length === 1 && creatures.length === 1) return `${t.printed.name} can only be attacked by a group (or a spell)`;
    if (l.kind === 'notByGroup' && creatures.length >= 2) return `${t.printed.name} cannot be attacked by a group of creatures`;
    if (l.kind === 'onlyByCreatureGroupOrSpells' && creatures.length > 0 && (creatures.length < 2 || creatures.length !== group.length)) {
      return `${t.printed.name} can only be attacked by a group of creatures (without spells), or by spells alone`;
    }
  }
  return null;
}

/** Why the seat cannot declare this attack, or null. */
export function attackReason(s: ArkState, seat: Seat, target: Position, withAt: readonly Position[], initiative: boolean, also: readonly ExtraGroup[] = []): string | null {
  const t = profAt(s, target);
  if (!t) return pieceAt(s, target) ? 'a face-down card cannot be attacked' : `there is no card at ${target}`;
  const group: Prof[] = [];
  for (const at of withAt) {
    const a = profAt(s, at);
    if (!a || a.control !== seat) return `you have no face-up card at ${at}`;
    const why = reachReason(s, a, t, initiative);
    if (why) return why;
    group.push(a);
  }
  if (!group.length) return 'name at least one attacker';
  const g = groupReason(group, t);
  if (g || !also.length) return g;
  // Extra groups join the strikes of an Omnistrike card on its other adjacent enemies.
  const omni = group.find((a) => has(a, 'omnistrike') && adjacent(a.at, t.at));
  if (!omni) return 'only an Omnistrike card\'s other strikes can be joined in the same attack';
  const used = new Set<Position>(withAt);
  const targets = new Set<Position>([target]);
  for (const x of also) {
    const o = profAt(s, x.target);
    if (!o || o.control === seat || !adjacent(omni.at, o.at) || isSpell(o) || targets.has(x.target)) return `${x.target} is not another enemy card next to ${omni.printed.name}`;
    targets.add(x.target);
    const extra: Prof[] = [omni];
    for (const at of x.with) {
      const a = profAt(s, at);
      if (!a || a.control !== seat) return `you have no face-up card at ${at}`;
      if (used.has(at)) return `${a.printed.name} already takes part in this attack`;
      used.add(at);
      if (initiative && !has(a, 'initiative')) return `${a.printed.name} has no Initiative: it acts after the Initiative sequence`;
      const why = reachReason(s, a, o, initiative);
      if (why) return why;
      extra.push(a);
    }
    const gx = groupReason(extra, o);
    if (gx) return gx;
  }
  return null;
}

function strike(s: ArkState, t: Prof, group: readonly Prof[], minus = 0): Strike {
  const sum = group.reduce((n, a) => n + attackValue(s, a, t), 0) - minus;
  const defence = defenceValue(s, t, group);
  return { target: t.key, attackers: group.map((a) => a.key), sum, defence, success: sum > defence };
}

/** The perforation line from `a` through the first target `t` (already beaten), as strikes. */
function perforate(s: ArkState, a: Prof, t: Prof, initiative: boolean): Strike[] {
  const dir: Direction | null = directionTo(a.at, t.at);
  const pf = a.attributes.find((x) => x.kind === 'perforation');
  if (!dir || !pf || pf.kind !== 'perforation') return [];
  const out: Strike[] = [];
  let at: Position | null = t.at;
  for (let k = 1; ; k++) {
    at = at ? step(at, dir) : null;
    const next = at ? profAt(s, at) : undefined;
    if (!at || !next || next.control === a.control || isSpell(next) || next.defence === null) break;
    const why = reachReason(s, { ...a, range: Infinity }, next, initiative);
    if (why) break;
    const st = strike(s, next, [a], k * pf.step);
    out.push(st);
    if (!st.success) break;
  }
  return out;
}

/** Works out the whole declaration on the table as it stands. */
export function planAttack(s: ArkState, target: Position, withAt: readonly Position[], initiative: boolean, also: readonly ExtraGroup[] = []): Strike[] {
  const t = profAt(s, target);
  const group = withAt.map((at) => profAt(s, at)).filter((p): p is Prof => p !== undefined);
  if (!t || !group.length) return [];
  const main = strike(s, t, group);
  const strikes: Strike[] = [main];
  for (const a of group) {
    if (main.success && adjacent(a.at, t.at)) strikes.push(...perforate(s, a, t, initiative));
    if (!has(a, 'omnistrike') || !adjacent(a.at, t.at)) continue;
    const hitsAllies = a.flags.has('omnistrikeHitsAllies');
    for (const n of neighbours(a.at)) {
      const o = profAt(s, n);
      if (!o || o.key === t.key || isSpell(o) || o.defence === null) continue;
      if (o.control === a.control) {
        if (!hitsAllies || o.kind !== 'creature') continue;
        strikes.push(strike(s, o, [a]));
        continue;
      }
      const helpers = (also.find((x) => x.target === o.at)?.with ?? []).map((at) => profAt(s, at)).filter((p): p is Prof => p !== undefined);
      const side = [a, ...helpers];
      if (reachReason(s, a, o, initiative) || groupReason(side, o)) continue;
      const st = strike(s, o, side);
      strikes.push(st);
      if (st.success) strikes.push(...perforate(s, a, o, initiative));
    }
  }
  return strikes;
}

/** Applies a planned declaration: defeats, then what happens to the attackers. */
export function resolveAttack(s: ArkState, seat: Seat, target: Position, withAt: readonly Position[], initiative: boolean, also: readonly ExtraGroup[] = []): { state: ArkState; strikes: Strike[] } {
  const strikes = planAttack(s, target, withAt, initiative, also);
  const all = profiles(s);
  const attackers = [...withAt, ...also.flatMap((x) => x.with)].map((at) => profAt(s, at)).filter((p): p is Prof => p !== undefined);
  const spellIn = (st: Strike) => st.attackers.some((k) => all.get(k)?.kind === 'spell');
  let out = s;
  const main = strikes[0];
  const failedBy = new Set<number>(main && !main.success ? main.attackers : []);
  const done = new Set<number>();
  for (const st of strikes) {
    if (!st.success || done.has(st.target)) continue;
    done.add(st.target);
    const t = all.get(st.target);
    if (!t) continue;
    if (t.kind === 'land') {
      out = { ...out, board: out.board.map((p) => (p.key === t.key ? { ...p, control: seat, active: false } : p)) };
      continue;
    }
    if (has(t, 'regeneration') && t.active && !spellIn(st)) {
      out = { ...out, board: out.board.map((p) => (p.key === t.key ? { ...p, active: false } : p)) };
      continue;
    }
    const keeper = st.attackers.map((k) => all.get(k)).find((a) => a && a.abilities.some((ab) => ab.kind === 'score' && ab.rule.kind === 'destroyedBySelf' && passes(sceneNow(s), a, t, ab.rule.filter)));
    out = destroy(out, t.key, keeper ? keeper.key : null);
  }
  for (const a of attackers) {
    const piece = out.board.find((p) => p.key === a.key);
    if (!piece) continue;
    if (a.kind === 'spell') { out = destroy(out, a.key, null); continue; }
    const dies = a.flags.has('destroyedAfterAttack') || (a.flags.has('destroyedIfAttackFails') && failedBy.has(a.key));
    out = dies ? destroy(out, a.key, null) : { ...out, board: out.board.map((p): Piece => (p.key === a.key ? { ...p, active: false, moved: false } : p)) };
  }
  return { state: out, strikes };
}

/** The reach of a card for the table: its Ranged Attack value, or 1. */
export const reachOf = (p: Prof): number => Math.max(1, attributeValue(p, 'ranged'));
