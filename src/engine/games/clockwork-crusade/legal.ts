/**
 * Clockwork Crusade choices: every legal move of a seat now (judged by the same rules as
 * `apply`), and per source (a unit, a gate, a card of the hand) what it can do, for the table.
 *
 * `sources` gives ids: unit ids ('u7'), gate ids ('g3'), hand handles ('1:4'), or 'turn' (research,
 * draw, end, pass), 'setup' (tiles, gates), 'building' (placing a flipped building). `targets`
 * gives, for one source, keys of its moves: 'move:<hex>', 'attack:<id>', '<ability>:<id|hex>',
 * 'portal:<cost>', 'special:<target>', 'show', 'research', 'draw', 'end', 'pass', 'place:<hex>',
 * 'tile:<tile>@<q>,<r>/<rot>', 'gate:<hex>><arrow>'. `movesFor` gives the moves themselves.
 * The defender's questions (phases 'defend', 'counter') have the source 'question' and keys 'yes', 'no'.
 * Special cards are listed in every step of the own turn that asks for a move (Main, Control, placing a building).
 */
import type { Knowledge, Seat } from '../../game.js';
import { INFANTRY, specialCard, unitCard } from './cards.js';
import { attackWhyNot, mayFight } from './combat.js';
import { mover, whyNotPlace } from './game-core.js';
import { neighbourIds } from './hex.js';
import { PORTAL_COSTS, reachable, whyNotKnown, whyNotMain, whyNotSpecial } from './main-rules.js';
import type { CcMove } from './moves.js';
import { gateChoices, tileChoices, whyNotControlGate } from './setup.js';
import { cardOf, controller, dist, has, player, rangeOf } from './state.js';
import type { CcState } from './types.js';

export type Choice = { readonly source: string; readonly key: string; readonly move: CcMove };

/** Every choice of `seat` now with its source and key (exhaustive for the Main step too). */
export function choices(s: CcState, seat: Seat, k: Knowledge): Choice[] {
  if (mover(s) !== seat) return [];
  const out: Choice[] = [];
  const add = (source: string, key: string, move: CcMove): void => { out.push({ source, key, move }); };
  switch (s.phase) {
    case 'tiles':
      for (const c of tileChoices(s)) add('setup', `tile:${c.tile}@${c.at.q},${c.at.r}/${c.rotation}`, { t: 'tile', ...c });
      break;
    case 'gates':
      for (const g of gateChoices(s)) add('setup', `gate:${g.hex}>${g.arrow}`, { t: 'gate', ...g });
      break;
    case 'control':
      for (const g of gateChoices(s, (h, a) => whyNotControlGate(s, seat, h, a) === null)) add('turn', `gate:${g.hex}>${g.arrow}`, { t: 'gate', ...g });
      add('turn', 'pass', { t: 'pass' });
      specialChoices(s, seat, k, add, (m) => whyNotSpecial(s, seat, m) === null && whyNotKnown(s, seat, k, m) === null);
      break;
    case 'place':
      for (const hex of Object.keys(s.board).sort()) if (whyNotPlace(s, hex) === null) add('building', `place:${hex}`, { t: 'place', hex });
      specialChoices(s, seat, k, add, (m) => whyNotSpecial(s, seat, m) === null && whyNotKnown(s, seat, k, m) === null);
      break;
    case 'defend': case 'counter':
      add('question', 'yes', { t: 'yes' });
      add('question', 'no', { t: 'no' });
      break;
    case 'answer': {
      const p = s.pending;
      const card = p?.kind === 'discard' ? k.cards[p.handle] : undefined;
      if (p?.kind === 'discard' && card) add('answer', `card:${p.handle}`, { t: 'card', handle: p.handle, card });
      break;
    }
    case 'main': mainChoices(s, seat, k, add); break;
    default: break;
  }
  return out;
}

function mainChoices(s: CcState, seat: Seat, k: Knowledge, add: (source: string, key: string, move: CcMove) => void): void {
  const ok = (m: CcMove): boolean => whyNotMain(s, seat, m) === null && whyNotKnown(s, seat, k, m) === null;
  const pl = player(s, seat);
  for (const g of s.gates.filter((x) => x.owner === seat)) {
    for (const cost of PORTAL_COSTS) { const m: CcMove = { t: 'portal', gate: g.id, cost }; if (ok(m)) add(g.id, `portal:${cost}`, m); }
  }
  for (const u of s.units.filter((x) => controller(x) === seat && !x.faceDown)) {
    if (!u.spent && u.moved === 0 && u.attacks === 0) {
      for (const hex of reachable(s, u).keys()) add(u.id, `move:${hex}`, { t: 'move', unit: u.id, to: hex });
    }
    // cheap filters first (able to fight at all, within the longest reach), then the full judge
    const reach = Math.max(rangeOf(s, u, 'soldier').max, rangeOf(s, u, 'vehicle').max, rangeOf(s, u, 'building').max, shellReach(u));
    const inReach = (hex: string): boolean => dist(u.hex, hex) <= reach;
    if (mayFight(u) === null && u.attacks < 2) {
      for (const t of s.units) if (inReach(t.hex) && attackWhyNot(s, seat, u, t.id) === null) add(u.id, `attack:${t.id}`, { t: 'attack', unit: u.id, target: t.id });
      for (const g of s.gates) if (inReach(g.hex) && attackWhyNot(s, seat, u, g.id) === null) add(u.id, `attack:${g.id}`, { t: 'attack', unit: u.id, target: g.id });
    }
    for (const ab of (['artillery-shell', 'assassinate', 'corrupt'] as const).filter((a) => has(u, a) && u.attacks === 0)) {
      for (const t of s.units) { const m: CcMove = { t: 'ability', unit: u.id, ability: ab, target: t.id }; if (inReach(t.hex) && ok(m)) add(u.id, `${ab}:${t.id}`, m); }
    }
    for (const ab of (['self-destruct', 'salvage'] as const).filter((a) => has(u, a))) { const m: CcMove = { t: 'ability', unit: u.id, ability: ab }; if (ok(m)) add(u.id, ab, m); }
    if (has(u, 'portal-wall')) for (const hex of neighbourIds(u.hex)) { const m: CcMove = { t: 'ability', unit: u.id, ability: 'portal-wall', target: hex }; if (ok(m)) add(u.id, `portal-wall:${hex}`, m); }
  }
  specialChoices(s, seat, k, add, ok);
  for (const h of pl.hand) {
    const card = k.cards[h];
    if (card && !specialCard(card) && unitCard(card) && card !== INFANTRY.id) {
      const m: CcMove = { t: 'show', cards: [{ handle: h, card }] };
      if (ok(m)) add(h, 'show', m);
    }
  }
  for (const m of [{ t: 'research' }, { t: 'draw' }] as const) if (ok(m)) add('turn', m.t, m);
  add('turn', 'end', { t: 'end' });
}

/** The special cards of the hand, one choice per card and target `ok` accepts. */
function specialChoices(s: CcState, seat: Seat, k: Knowledge, add: (source: string, key: string, move: CcMove) => void, ok: (m: Extract<CcMove, { t: 'special' }>) => boolean): void {
  for (const h of player(s, seat).hand) {
    const card = k.cards[h];
    if (!card || !specialCard(card)) continue;
    const ts = [undefined, ...s.units.map((u) => u.id), ...s.gates.map((g) => g.id), ...s.players.map((_, i) => String(i))];
    for (const t of ts) { const m = { t: 'special', handle: h, card, ...(t !== undefined ? { target: t } : {}) } as const; if (ok(m)) add(h, `special:${t ?? ''}`, m); }
  }
}

/** How far an Artillery Shell reaches (0 without one). */
function shellReach(u: Parameters<typeof cardOf>[0]): number {
  const a = cardOf(u)?.abilities.find((x) => x.kind === 'artillery-shell');
  return a && a.kind === 'artillery-shell' ? a.max : 0;
}

/** The face-down value of a portal being made: a held unit card costing what was paid, or the Infantry. */
function commitValues(s: CcState, seat: Seat, k: Knowledge): CcMove[] {
  const p = s.pending;
  const u = p?.kind === 'commit' ? s.units.find((x) => x.id === p.unit) : undefined;
  if (!u || u.owner !== seat || s.current !== seat) return [];
  const cost = u.faceDown?.cost;
  const out: CcMove[] = [];
  if (INFANTRY.cost === cost) out.push({ t: 'infantry' });
  for (const h of player(s, seat).hand) {
    const c = unitCard(k.cards[h] ?? '');
    if (c && c.id !== INFANTRY.id && c.id !== 'wall' && c.cost === cost) out.push({ t: 'card', handle: h, card: c.id });
  }
  return out;
}

export function legal(s: CcState, seat: Seat, k: Knowledge): readonly CcMove[] {
  if (s.phase === 'commit') return commitValues(s, seat, k);
  return choices(s, seat, k).map((c) => c.move);
}

export const sources = (s: CcState, seat: Seat, k: Knowledge): readonly string[] => [...new Set(choices(s, seat, k).map((c) => c.source))];
export const targets = (s: CcState, seat: Seat, k: Knowledge, source: string): readonly string[] => choices(s, seat, k).filter((c) => c.source === source).map((c) => c.key);
export const movesFor = (s: CcState, seat: Seat, k: Knowledge, source: string): CcMove[] => choices(s, seat, k).filter((c) => c.source === source).map((c) => c.move);
