/**
 * Every face-up card's characteristics as they stand now: printed values, then what lasting
 * effects made of it (copies, swapped skills, set profiles), then every ability in play (skills,
 * benefits, spell effects, weaknesses) applied in layers:
 *
 *  1. base: the printed card, changed by copy / swapped-skill / set-profile effects;
 *  2. immunity to enemy spells (from the abilities that grant it, before anything is lost);
 *  3. skills lost (two passes: a card that loses its skills stops taking others' away);
 *  4. every remaining static ability's grants on the cards it selects (conditions seen at layer 1),
 *     and the grants of lasting effects;
 *  5. attributes: printed and granted, less the ones lost; then attack, defence and reach.
 *
 * A spell's effect never touches an enemy card immune to enemy spells. A creature ignores an
 * enemy creature's skill it has itself, and an allied creature's weakness it has itself
 * (clarifications, "Attributes"). Results are cached per state.
 */
import type { Seat } from '../../game.js';
import type { Position } from './board.js';
import { isSquare } from './board.js';
import { baseId, cardById, cardOf } from './cards-api.js';
import type { Ability, Amount, AttackLimit, Attribute, Card, CardFilter, CardKind, DefenceLimit, Family, Grant, Stat } from './cards/types.js';
import type { LastingEffect } from './lasting.js';
import { type Facts, type Scene, holds, select } from './select.js';
import type { ArkState, Piece } from './state.js';

/** A stat change that holds only against some cards. */
export type VsStat = { readonly stat: Stat; readonly amount: number; readonly vs: CardFilter; readonly source: Facts };

export type Prof = Facts & {
  readonly owner: Seat;
  readonly piece: Piece;
  readonly printed: Card;
  readonly abilities: readonly Ability[];
  /** Null: cannot attack (lands, spells without attack). */
  readonly attack: number | null;
  /** Null: spells (never attacked). */
  readonly defence: number | null;
  /** How far it can attack (1 without Ranged Attack). */
  readonly range: number;
  readonly immune: boolean;
  readonly attackLimits: readonly AttackLimit[];
  readonly defenceLimits: readonly DefenceLimit[];
  readonly vs: readonly VsStat[];
  /** Keys of cards whose group attacks it may join despite a no-group limit (Senior Mercenary). */
  readonly groupWith: readonly number[];
  readonly flags: ReadonlySet<Grant['kind']>;
  readonly extraMovement: readonly Extract<Grant, { kind: 'extraMovement' }>[];
};

export const has = (p: { readonly attributes: readonly Attribute[] }, kind: Attribute['kind']): boolean => p.attributes.some((a) => a.kind === kind);

export function attributeValue(p: { readonly attributes: readonly Attribute[] }, kind: 'ranged' | 'movement'): number {
  let best = 0;
  for (const a of p.attributes) {
    if (a.kind === 'ranged' && kind === 'ranged') best = Math.max(best, a.range);
    if (a.kind === 'movement' && kind === 'movement') best = Math.max(best, a.distance);
  }
  return best;
}

type Base = {
  readonly piece: Piece;
  readonly printed: Card;
  readonly kind: CardKind;
  readonly card: string;
  readonly value: number;
  readonly attack: number | null;
  readonly defence: number | null;
  readonly families: readonly Family[];
  readonly attributes: readonly Attribute[];
  readonly abilities: readonly Ability[];
  readonly setStats: boolean;
};

const isSkill = (a: Ability): boolean => a.kind !== 'unsupported' && 'label' in a && a.label === 'skill';

function baseOf(s: ArkState, piece: Piece, printed: Card): Base {
  let b: Base = {
    piece, printed, kind: printed.kind, card: printed.id, value: printed.value, attack: printed.attack, defence: printed.defence,
    families: printed.family ? [printed.family] : [], attributes: printed.attributes, abilities: printed.abilities, setStats: false,
  };
  for (const l of s.lasting) {
    if (!l.pieces.includes(piece.key)) continue;
    const e = l.effect as LastingEffect;
    if (e.kind === 'copy') {
      const c = cardById(e.card);
      if (!c) continue;
      b = e.mode === 'replace'
        ? { ...b, value: c.value, attack: c.attack, defence: c.defence, families: c.family ? [c.family] : [], attributes: c.attributes, abilities: c.abilities }
        : {
          ...b, value: b.value + c.value, attack: (b.attack ?? 0) + (c.attack ?? 0), defence: (b.defence ?? 0) + (c.defence ?? 0),
          families: [...b.families, ...(c.family && !b.families.includes(c.family) ? [c.family] : [])],
          attributes: [...b.attributes, ...c.attributes], abilities: [...b.abilities, ...c.abilities],
        };
    } else if (e.kind === 'skills') {
      const c = cardById(e.card);
      if (c) b = { ...b, abilities: [...b.abilities.filter((a) => !isSkill(a)), ...c.abilities.filter(isSkill)] };
    } else if (e.kind === 'stats') {
      b = { ...b, attack: e.attack, defence: e.defence, setStats: true };
    }
  }
  return b;
}

const factsOf = (b: Base, active: boolean): Facts => ({
  key: b.piece.key, at: b.piece.at, control: b.piece.control, kind: b.kind, card: b.card, value: b.value,
  families: b.families, attributes: b.attributes, active: b.kind === 'spell' ? true : active,
});

type Received = { readonly grant: Grant; readonly src: Facts; readonly self: boolean };

/**
 * Profiles depend only on the board, the lasting effects, the starting player and whether the
 * Initiative sequence runs: cached on those (states that share a board share the work).
 */
const cache = new WeakMap<readonly Piece[], WeakMap<readonly unknown[], Map<string, ReadonlyMap<number, Prof>>>>();
const cacheKey = (s: ArkState): string => `${s.starter}/${s.ask?.kind === 'activate' && s.ask.step <= 2}`;

function cached(s: ArkState): ReadonlyMap<number, Prof> | undefined {
  return cache.get(s.board)?.get(s.lasting)?.get(cacheKey(s));
}

function store(s: ArkState, v: ReadonlyMap<number, Prof>): void {
  let a = cache.get(s.board);
  if (!a) { a = new WeakMap(); cache.set(s.board, a); }
  let b = a.get(s.lasting);
  if (!b) { b = new Map(); a.set(s.lasting, b); }
  b.set(cacheKey(s), v);
}

/** The scene filters see: every face-up card at layer 1 (or given facts). */
export function sceneOf(s: ArkState, all: readonly Facts[]): Scene {
  return {
    all, starter: s.starter,
    initiative: s.ask?.kind === 'activate' && s.ask.step <= 2,
    moved: new Set(s.board.filter((p) => p.moved).map((p) => p.key)),
  };
}

const texts = new WeakMap<Ability, string>();
const textOf = (a: Ability): string => {
  let t = texts.get(a);
  if (t === undefined) { t = JSON.stringify(a); texts.set(a, t); }
  return t;
};

function sameAbility(a: Ability, list: readonly Ability[]): boolean {
  if (list.includes(a)) return true;
  const t = textOf(a);
  return list.some((b) => textOf(b) === t);
}

/** Every face-up card on the table, by piece key, as it stands now. */
export function profiles(s: ArkState): ReadonlyMap<number, Prof> {
  const hit = cached(s);
  if (hit) return hit;
  const bases: Base[] = [];
  for (const piece of s.board) {
    if (piece.down) continue;
    const printed = cardOf(piece.id);
    if (printed) bases.push(baseOf(s, piece, printed));
  }
  const facts0 = bases.map((b) => factsOf(b, b.piece.active));
  const scene0 = sceneOf(s, facts0);
  const byKey = new Map(bases.map((b, i) => [b.piece.key, { b, f: facts0[i] as Facts }]));
  // Each static ability's condition and the cards it selects, read once on layer 1.
  const statics = bases.flatMap((b, i) => b.abilities.flatMap((ab) => {
    if (ab.kind !== 'static') return [];
    const src = facts0[i] as Facts;
    const on = holds(scene0, src, ab.condition);
    return [{ src, ab, b, on, targets: on ? select(scene0, src, ab.select) : [] }];
  }));
  const lastingGrants: { key: number; grants: readonly Grant[]; src: Facts | null; seat: Seat }[] = [];
  for (const l of s.lasting) {
    const e = l.effect as LastingEffect;
    if (e.kind !== 'grant') continue;
    const src = byKey.get(l.source)?.f ?? null;
    for (const key of l.pieces) lastingGrants.push({ key, grants: e.grants, src, seat: l.seat });
  }

  // 2. Immunity.
  const immune = new Set<number>();
  for (const { ab, on, targets } of statics) {
    if (!on || !ab.grants.some((g) => g.kind === 'immuneToEnemySpells')) continue;
    for (const t of targets) immune.add(t.key);
  }
  for (const g of lastingGrants) if (g.grants.some((x) => x.kind === 'immuneToEnemySpells')) immune.add(g.key);

  const applies = (src: Facts, ab: Ability, t: Facts, losing: ReadonlySet<number>): boolean => {
    if (src.kind === 'spell' && src.control !== t.control && immune.has(t.key)) return false;
    if (!('label' in ab)) return true;
    if (ab.label === 'skill' && losing.has(src.key)) return false;
    if (src.kind === 'creature' && t.kind === 'creature' && t.key !== src.key) {
      const own = byKey.get(t.key)?.b.abilities ?? [];
      if (ab.label === 'skill' && src.control !== t.control && sameAbility(ab, own)) return false;
      if (ab.label === 'weakness' && src.control === t.control && sameAbility(ab, own)) return false;
    }
    return true;
  };

  // 3. Skills lost.
  let losing = new Set<number>();
  for (let pass = 0; pass < 2; pass++) {
    const next = new Set<number>();
    for (const { src, ab, on, targets } of statics) {
      if (!on || !ab.grants.some((g) => g.kind === 'loseSkills')) continue;
      for (const t of targets) if (applies(src, ab, t, losing)) next.add(t.key);
    }
    for (const g of lastingGrants) if (g.grants.some((x) => x.kind === 'loseSkills')) next.add(g.key);
    losing = next;
  }

  // 4. Grants.
  const received = new Map<number, Received[]>(bases.map((b) => [b.piece.key, []]));
  for (const { src, ab, on, targets } of statics) {
    if (!on || (ab.label === 'skill' && losing.has(src.key))) continue;
    for (const t of targets) {
      if (!applies(src, ab, t, losing)) continue;
      const list = received.get(t.key);
      if (list) for (const grant of ab.grants) list.push({ grant, src, self: t.key === src.key });
    }
  }
  for (const g of lastingGrants) {
    const list = received.get(g.key);
    const t = byKey.get(g.key)?.f;
    if (!list || !t) continue;
    const src = g.src ?? t;
    for (const grant of g.grants) list.push({ grant, src, self: src.key === g.key });
  }

  // 5. Attributes, then numbers.
  const out = new Map<number, Prof>();
  const withAttrs: { b: Base; f: Facts; got: Received[]; abilities: readonly Ability[] }[] = [];
  for (const b of bases) {
    const got = received.get(b.piece.key) ?? [];
    let attributes: Attribute[] = [...b.attributes];
    for (const r of got) if (r.grant.kind === 'attribute') attributes.push(r.grant.attribute);
    for (const r of got) {
      if (r.grant.kind !== 'loseAttributes') continue;
      const only = r.grant.only;
      attributes = only ? attributes.filter((a) => !only.includes(a.kind)) : [];
    }
    const abilities = losing.has(b.piece.key) ? b.abilities.filter((a) => !isSkill(a)) : b.abilities;
    const deactivated = got.some((r) => r.grant.kind === 'deactivated');
    withAttrs.push({ b, got, abilities, f: { ...factsOf(b, b.piece.active && !deactivated), attributes } });
  }
  const scene5 = sceneOf(s, withAttrs.map((x) => x.f));
  for (const { b, f, got, abilities } of withAttrs) {
    const flags = new Set<Grant['kind']>();
    for (const r of got) flags.add(r.grant.kind);
    const fixed = flags.has('fixedStats');
    const amount = (a: Amount): number => (typeof a === 'number' ? a
      : a.per.kind === 'extraTokens' ? b.piece.tokens * a.times : select(scene5, f, a.per.select).length * a.times);
    let attack = b.attack;
    let defence = b.defence;
    const vs: VsStat[] = [];
    const attackLimits: AttackLimit[] = [];
    const defenceLimits: DefenceLimit[] = [];
    const groupWith: number[] = [];
    const extraMovement: Extract<Grant, { kind: 'extraMovement' }>[] = [];
    const ranged = attributeValue(f, 'ranged');
    let reach = Math.max(1, ranged);
    for (const r of got) {
      const g = r.grant;
      switch (g.kind) {
        case 'range': if (ranged > 0) reach += g.amount; break;
        case 'attackLimit': attackLimits.push(g.limit); break;
        case 'defenceLimit': defenceLimits.push(g.limit); break;
        case 'mayGroupWithSource': groupWith.push(r.src.key); break;
        case 'extraMovement': extraMovement.push(g); break;
        case 'stat': {
          if (fixed && !r.self) break;
          const n = amount(g.amount);
          if (g.vs) vs.push({ stat: g.stat, amount: n, vs: g.vs, source: r.src });
          else if (g.stat === 'attack' && attack !== null) attack += n;
          else if (g.stat === 'defence' && defence !== null) defence += n;
          break;
        }
        default: break;
      }
    }
    if (attack !== null && has(f, 'swarm') && isSquare(f.at)) {
      const sameName = flags.has('swarmSameNameOnly');
      for (const x of scene5.all) {
        if (x.key !== f.key && isSquare(x.at) && (sameName ? x.card === f.card : x.families.some((fam) => f.families.includes(fam)))) attack++;
      }
    }
    if (attack !== null) attack = Math.max(0, attack);
    if (defence !== null) defence = Math.max(0, defence);
    if (flags.has('swapAttackDefence') && attack !== null && defence !== null) [attack, defence] = [defence, attack];
    const prof: Prof = {
      key: f.key, at: f.at, control: f.control, kind: f.kind, card: f.card, value: f.value, families: f.families,
      attributes: f.attributes, active: f.active,
      owner: b.piece.owner, piece: b.piece, printed: b.printed, abilities, attack, defence, range: reach,
      immune: immune.has(b.piece.key), attackLimits, defenceLimits, vs, groupWith, flags, extraMovement,
    };
    out.set(b.piece.key, prof);
  }
  store(s, out);
  return out;
}

/** The profile of the face-up card at a position. */
export function profAt(s: ArkState, at: Position): Prof | undefined {
  const piece = s.board.find((p) => p.at === at);
  return piece && !piece.down ? profiles(s).get(piece.key) : undefined;
}

const scenes = new WeakMap<ReadonlyMap<number, Prof>, Map<string, Scene>>();

/** The scene at the last layer (for filters on attributes as they stand now). */
export function sceneNow(s: ArkState): Scene {
  const all = profiles(s);
  let m = scenes.get(all);
  if (!m) { m = new Map(); scenes.set(all, m); }
  const k = cacheKey(s);
  let sc = m.get(k);
  if (!sc) { sc = sceneOf(s, [...all.values()]); m.set(k, sc); }
  return sc;
}

/** The printed card of an instance id, for places that need no layers. */
export const printedOf = (id: string): Card | undefined => cardOf(id);
export { baseId };
