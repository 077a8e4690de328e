/**
 * Clockwork Crusade fights: who may attack what (range, lines, Barricade), the defender's
 * questions (flip Stealth's or Scapegoat's coin before the attack, strike back after a miss: the
 * rulebook's "may", so the defender's choice), and the resolution of one fight from ONE random
 * step — every die and coin labelled for the verify page ("Crab Tank attacks: attacker die 1").
 * Stealth, Scapegoat, counter-attacks, Regenerate and gate destruction happen here; elimination
 * and victory are the flow's (flow.ts).
 */
import type { Rng, Seat } from '../../game.js';
import { line, parseHex } from './hex.js';
import { cardOf, controller, dist, gateById, gateProtected, has, player, patchPlayer, patchUnit, rangeOf, stat, typeOf, unitAt, unitById, unitName } from './state.js';
import type { CcState, Gate, HexId, Pending, RollRecord, Unit } from './types.js';

/** Whether a ranged line from a to b passes through a Barricade unit's hex (ends excluded). */
export function blocked(s: CcState, a: HexId, b: HexId): boolean {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return true;
  return line(x, y).slice(1, -1).some((h) => {
    const u = unitAt(s, `${h.q},${h.r}`);
    return u !== undefined && !u.faceDown && has(u, 'barricade');
  });
}

/** Whether a unit is able to attack at all (face up, not spent, a building only with Mounted Weaponry). */
export function mayFight(u: Unit): string | null {
  const c = cardOf(u);
  if (!c) return 'a face-down portal cannot act';
  if (u.spent) return `${c.name} salvaged this turn and may not attack`;
  if (c.type === 'building' && !has(u, 'mounted-weaponry')) return `${c.name} is a building without Mounted Weaponry and cannot attack`;
  return null;
}

/** Why `u` may not fire at `hex` (at distance d) now, ignoring its attacks count. */
export function lineWhyNot(s: CcState, u: Unit, hex: HexId, min: number, max: number, artillery: boolean): string | null {
  const d = dist(u.hex, hex);
  if (d < min || d > max) return `the target is ${d} hex${d === 1 ? '' : 'es'} away; ${unitName(u)} reaches ${min === max ? min : `${min} to ${max}`}`;
  if (d > 1 && u.moved > 0 && !has(u, 'run-and-gun')) return `${unitName(u)} moved this turn and may not fire at range (only Run and Gun may)`;
  if (d > 1 && !artillery && blocked(s, u.hex, hex)) return 'a Barricade stands in the line of fire';
  return null;
}

/** Why `u` (commanded by `seat`) may not attack target (a unit or gate id) now, or null. */
export function attackWhyNot(s: CcState, seat: Seat, u: Unit, target: string, artillery = false): string | null {
  const f = mayFight(u);
  if (f) return f;
  const c = cardOf(u);
  if (!c) return 'a face-down portal cannot act';
  const most = has(u, 'cleave') && !artillery ? 2 : 1;
  if (u.attacks >= most) return `${c.name} has already attacked this turn`;
  if (artillery && u.attacks > 0) return `${c.name} has already attacked this turn`;
  if (u.hit === target) return 'Cleave attacks two different targets';
  const shell = c.abilities.find((a) => a.kind === 'artillery-shell');
  const gate = gateById(s, target);
  if (gate) {
    if (gate.owner === seat) return 'that is your own gate';
    if (artillery) return 'Artillery Shell fires at units, not gates';
    if (protectedGate(s, gate)) return 'the gate is protected: its owner has a unit in its territory or next to it';
    const r = rangeOf(s, u);
    return lineWhyNot(s, u, gate.hex, r.min, r.max, false);
  }
  const t = unitById(s, target);
  if (!t) return 'there is no such unit or gate';
  if (t.faceDown) return 'a face-down portal is not in play and cannot be attacked';
  if (controller(t) === seat) return 'that unit is yours';
  // Stealth: "If it is heads the attacker may not attack this unit" (for the rest of the turn).
  if (u.barred?.includes(t.id)) return `${unitName(t)} turned ${c.name}'s attack away with Stealth: ${c.name} may not attack it again this turn`;
  if (artillery) {
    if (!shell || shell.kind !== 'artillery-shell') return `${c.name} has no Artillery Shell`;
    return lineWhyNot(s, u, t.hex, shell.min, shell.max, true);
  }
  const r = rangeOf(s, u, typeOf(t));
  return lineWhyNot(s, u, t.hex, r.min, r.max, false);
}

/** The protection rule (state.ts `gateProtected`), under the name the fight code uses. */
export const protectedGate = gateProtected;

/** The randomness of one fight, recording every die and coin. */
export class Dice {
  readonly rolls: RollRecord[] = [];
  constructor(private readonly rng: Rng) {}
  d2(seat: Seat, what: string): number {
    const a = this.rng.int(`${what}: die 1`, 6) + 1;
    const b = this.rng.int(`${what}: die 2`, 6) + 1;
    this.rolls.push({ seat, what, dice: [a, b] });
    return a + b;
  }
  coin(seat: Seat, what: string): boolean {
    const heads = this.rng.int(`${what}: coin`, 2) === 0;
    this.rolls.push({ seat, what, dice: [], coin: heads ? 'heads' : 'tails' });
    return heads;
  }
  total(t: number): void {
    const last = this.rolls[this.rolls.length - 1];
    if (last) this.rolls[this.rolls.length - 1] = { ...last, total: t };
  }
}

/** Destroy a unit; Regenerate flips a coin (heads: it turns face down where it died, a public-card portal). */
export function destroy(s: CcState, id: string, dice: Dice): CcState {
  const u = unitById(s, id);
  if (!u) return s;
  if (!u.faceDown && has(u, 'regenerate') && dice.coin(u.owner, `${unitName(u)} regenerates`)) {
    const { corruptedBy: _c, hit: _h, extraMove: _e, overcharge: _o, salvaged: _s, barred: _b, ...rest } = u;
    return { ...s, units: s.units.map((x) => (x.id === id ? { ...rest, faceDown: {}, moved: 0, attacks: 0, spent: false } : x)) };
  }
  return { ...s, units: s.units.filter((x) => x.id !== id) };
}

/** Destroy a gate and any portal on its arrow hex. */
export function destroyGate(s: CcState, g: Gate): CcState {
  return { ...s, gates: s.gates.filter((x) => x.id !== g.id), units: s.units.filter((u) => !(u.faceDown && u.hex === g.arrow)) };
}

/** One roll-off: attacker 2d6 + attack vs defender 2d6 + defence (a building: its static number). Ties to the defender. */
export function rollOff(s: CcState, a: Unit, d: Unit, dice: Dice, who: string): boolean {
  const dt = typeOf(d);
  const atk = dice.d2(controller(a), `${who}: attacker`) + stat(s, a, 'attack', dt) + (a.overcharge ?? 0);
  dice.total(atk);
  if (dt === 'building') return atk > stat(s, d, 'defense', typeOf(a));
  const def = dice.d2(controller(d), `${who}: defender`) + stat(s, d, 'defense', typeOf(a));
  dice.total(def);
  return atk > def;
}

/** Unit ids are 'u<n>': compare by n (so u9 comes before u10). */
const idNumber = (id: string): number => Number(id.slice(1)) || 0;

/** The unit that takes the attack on Scapegoat's heads: the owner's adjacent face-up unit with the best defence against the attacker (ties: lowest id). */
export function scapegoatFor(s: CcState, t: Unit, a: Unit): Unit | undefined {
  const score = (u: Unit): number => (typeOf(u) === 'building' ? stat(s, u, 'defense', typeOf(a)) : stat(s, u, 'defense', typeOf(a)) + 7);
  const near = s.units.filter((u) => u.id !== t.id && !u.faceDown && controller(u) === controller(t) && dist(u.hex, t.hex) === 1);
  near.sort((x, y) => score(y) - score(x) || idNumber(x.id) - idNumber(y.id) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return near[0];
}

/** Whether the defender is able to strike back at the attacker after a miss (its controller then chooses). */
function mayCounter(s: CcState, d: Unit, dHex: HexId, a: Unit): boolean {
  if (mayFight(d) !== null) return false;
  const r = rangeOf(s, d, typeOf(a));
  const n = dist(dHex, a.hex);
  return n >= r.min && n <= r.max && (n === 1 || !blocked(s, dHex, a.hex));
}

/** Whether Scapegoat's coin could change anything: the unit has it and a unit of its side stands next to it. */
const scapegoatAsk = (s: CcState, t: Unit, a: Unit): boolean => has(t, 'scapegoat') && scapegoatFor(s, t, a) !== undefined;

type AttackStep = Extract<Pending, { kind: 'attack' }>;

/**
 * An attack (or an Artillery Shell) declared on a unit or gate: first the defender's questions
 * (Stealth: "Before a player attacks this unit the defender may flip a coin"; Scapegoat: "its
 * owner may flip a coin"), then the fight's random step.
 */
export function declareAttack(s: CcState, aid: string, target: string, artillery: boolean): CcState {
  const base = { unit: aid, target, ...(artillery ? { artillery: true } : {}) };
  const t = unitById(s, target);
  const a = unitById(s, aid);
  if (t && a && !t.faceDown) {
    if (has(t, 'stealth')) return { ...s, phase: 'defend', pending: { kind: 'defend', ability: 'stealth', ...base } };
    if (scapegoatAsk(s, t, a)) return { ...s, phase: 'defend', pending: { kind: 'defend', ability: 'scapegoat', ...base } };
  }
  return { ...s, phase: 'fight', pending: { kind: 'attack', ...base } };
}

/** The defender's answer to a 'defend' question: the next question, or the fight with the coins it chose. */
export function answerDefend(s: CcState, yes: boolean): CcState {
  const p = s.pending;
  if (p?.kind !== 'defend') return s;
  const base = { unit: p.unit, target: p.target, ...(p.artillery ? { artillery: true } : {}) };
  const stealth = (p.ability === 'stealth' ? yes : p.stealth === true) ? { stealth: true } : {};
  const t = unitById(s, p.target);
  const a = unitById(s, p.unit);
  if (p.ability === 'stealth' && t && a && scapegoatAsk(s, t, a)) return { ...s, phase: 'defend', pending: { kind: 'defend', ability: 'scapegoat', ...base, ...stealth } };
  const scapegoat = p.ability === 'scapegoat' && yes ? { scapegoat: true } : {};
  return { ...s, phase: 'fight', pending: { kind: 'attack', ...base, ...stealth, ...scapegoat } };
}

/**
 * Resolve an attack (or an Artillery Shell) of unit `p.unit` on a unit or gate. A miss that the
 * defender could answer leaves the match at the 'counter' question (the defender's choice).
 */
export function resolveAttack(s: CcState, p: AttackStep, dice: Dice): CcState {
  const { unit: aid, target } = p;
  const artillery = p.artillery === true;
  const a0 = unitById(s, aid);
  if (!a0) return s;
  const name = unitName(a0);
  const seat = controller(a0);
  const used = (st: CcState): CcState => ({ ...st, units: st.units.map((u) => (u.id === aid ? { ...u, attacks: u.attacks + 1, hit: target } : u)) });
  const gate = gateById(s, target);
  if (gate) {
    const total = dice.d2(seat, `${name} attacks the gate: attacker`) + stat(s, a0, 'attack') + (a0.overcharge ?? 0);
    dice.total(total);
    const st = used(s);
    return total > (gate.fortified ?? 9) ? { ...destroyGate(st, gate), destroyedGate: true } : st;
  }
  let t = unitById(s, target);
  if (!t) return s;
  // Stealth heads: the attack is turned away (not used), and this attacker may not attack this unit again this turn.
  if (p.stealth && dice.coin(controller(t), `${unitName(t)} uses Stealth`)) return patchUnit(s, aid, { barred: [...(a0.barred ?? []), t.id] });
  if (artillery && !dice.coin(seat, `${name} fires an Artillery Shell`)) return used(s);
  const hex = t.hex;
  if (p.scapegoat && dice.coin(controller(t), `${unitName(t)} uses Scapegoat`)) t = scapegoatFor(s, t, a0) ?? t;
  const st = used(s);
  const a = unitById(st, aid) as Unit;
  if (rollOff(st, a, t, dice, `${name} attacks ${unitName(t)}`)) return destroy(st, t.id, dice);
  if (artillery || !mayCounter(st, t, hex, a)) return st;
  return { ...st, phase: 'counter', pending: { kind: 'counter', unit: t.id, target: a.id } };
}

/** The counter-attack the defender chose: "if the defender wins this roll the original attacking unit is destroyed". */
export function resolveCounter(s: CcState, p: Extract<Pending, { kind: 'counter' }>, dice: Dice): CcState {
  const d = unitById(s, p.unit);
  const a = unitById(s, p.target);
  if (!d || !a) return s;
  return rollOff(s, d, a, dice, `${unitName(d)} counter-attacks ${unitName(a)}`) ? destroy(s, a.id, dice) : s;
}

/** Self Destruct: the unit is destroyed and attacks every face-up unit within its radius (no counter-attacks). */
export function resolveSelfDestruct(s: CcState, aid: string, dice: Dice): CcState {
  const a = unitById(s, aid);
  const c = a && cardOf(a);
  const sd = c?.abilities.find((x) => x.kind === 'self-destruct');
  if (!a || !sd || sd.kind !== 'self-destruct') return s;
  const victims = s.units.filter((u) => u.id !== aid && !u.faceDown && dist(u.hex, a.hex) <= sd.radius);
  let st = destroy(s, aid, dice);
  for (const v of victims) if (rollOff(s, a, v, dice, `${unitName(a)} self-destructs on ${unitName(v)}`)) st = destroy(st, v.id, dice);
  return st;
}

export function resolveAssassinate(s: CcState, aid: string, target: string, dice: Dice): CcState {
  const a = unitById(s, aid);
  const t = unitById(s, target);
  if (!a || !t) return s;
  const seat = controller(a);
  const st: CcState = { ...s, units: s.units.map((u) => (u.id === aid ? { ...u, attacks: u.attacks + 1 } : u)) };
  if (!dice.coin(seat, `${unitName(a)} tries to assassinate ${unitName(t)}`)) return st;
  const cost = cardOf(t)?.cost ?? 0;
  return destroy(patchPlayer(st, seat, { resources: player(st, seat).resources - cost }), t.id, dice);
}

export function resolveCorrupt(s: CcState, aid: string, target: string, dice: Dice): CcState {
  const a = unitById(s, aid);
  const t = unitById(s, target);
  if (!a || !t) return s;
  const seat = controller(a);
  const st: CcState = { ...s, units: s.units.map((u) => (u.id === aid ? { ...u, attacks: u.attacks + 1 } : u)) };
  if (!dice.coin(seat, `${unitName(a)} tries to corrupt ${unitName(t)}`)) return st;
  return { ...st, units: st.units.map((u) => (u.id === target ? { ...u, corruptedBy: seat } : u)) };
}

export function resolveSalvage(s: CcState, aid: string, dice: Dice): CcState {
  const a = unitById(s, aid);
  if (!a) return s;
  const seat = controller(a);
  const heads = dice.coin(seat, `${unitName(a)} salvages`);
  const st: CcState = { ...s, units: s.units.map((u) => (u.id === aid ? { ...u, salvaged: true, ...(heads ? { spent: true } : {}) } : u)) };
  return heads ? patchPlayer(st, seat, { resources: player(st, seat).resources + 1 }) : st;
}

