/**
 * What a seat may choose now, and why not. `legalMoves` lists choices for bots (a complete list
 * where it is small — factions, mulligans, placements — and a representative one for the
 * Activation Phase: every single attack, the largest group on each target, every move, a sample
 * of Actions, and ending the turn). `checkMove` judges any move in a player's words.
 * `sources`/`targets` give the table what to light: the hand cards or table cards the seat can
 * use now, and for one of them where it can go or what it can reach.
 */
import { askedOf } from '../../flow/index.js';
import type { Handle, Knowledge, Seat } from '../../game.js';
import { type Position, isSquare } from './board.js';
import { actionOptions } from './action-options.js';
import { allActions } from './action-choices.js';
import { activationReason, activeSources, inInitiative } from './activate.js';
import { attackReason, attackValue, defenceValue, groupReason, inRange, reachReason } from './attack.js';
import { FACTIONS, cardOf } from './cards-api.js';
import type { ActionMove, ArkMove, AttackMove, MoveMove, PlaceMove } from './moves.js';
import { destinations } from './movement.js';
import { faceDownOf, openPositions, passReason, placeReason, standReason } from './place.js';
import { type Prof, profAt, profiles } from './profile.js';
import { returnReason } from './prepare.js';
import type { ArkState } from './state.js';
import { playerOf } from './state.js';

/** Every subset of the handles of size `size` (all sizes when null), sorted, at most `cap`. */
function subsets(handles: readonly Handle[], size: number | null, cap = 256): Handle[][] {
  const sorted = [...handles].sort();
  const out: Handle[][] = [];
  const rec = (i: number, acc: Handle[]) => {
    if (out.length >= cap) return;
    if (i === sorted.length) { if (size === null || acc.length === size) out.push(acc); return; }
    if (size !== null && acc.length > size) return;
    rec(i + 1, acc);
    rec(i + 1, [...acc, sorted[i] as Handle]);
  };
  rec(0, []);
  return out;
}

/** The factions the seat may name: any (pre-built); with a built deck, the faction of the cards in its hand. */
function deckChoices(s: ArkState, seat: Seat, k: Knowledge): readonly string[] {
  if (s.decks === 'prebuilt') return FACTIONS;
  const seen = new Set(playerOf(s, seat).hand.flatMap((h) => { const c = cardOf(k.cards[h] ?? ''); return c ? [c.faction] : []; }));
  return seen.size === 1 ? [...seen] : FACTIONS;
}

/** Placements of the cards the seat knows in its hand, where each may stand. */
export function placements(s: ArkState, seat: Seat, k: Knowledge): PlaceMove[] {
  const open = openPositions(s, seat);
  const out: PlaceMove[] = [];
  for (const handle of playerOf(s, seat).hand) {
    const card = cardOf(k.cards[handle] ?? '');
    if (!card) continue;
    for (const at of open) if (standReason(s, card, at) === null) out.push({ kind: 'place', handle, at });
  }
  return out;
}

/** The attacks worth listing on each enemy card: each attacker alone, and all of them together. */
export function attackMoves(s: ArkState, seat: Seat): AttackMove[] {
  const initiative = inInitiative(s);
  const all = [...profiles(s).values()];
  const out: AttackMove[] = [];
  for (const t of all) {
    if (t.control === seat || !isSquare(t.at) || t.kind === 'spell') continue;
    const able = all.filter((a) => a.control === seat && inRange(a, t) && reachReason(s, a, t, initiative) === null).map((a) => a.at).sort();
    for (const at of able) if (attackReason(s, seat, t.at, [at], initiative) === null) out.push({ kind: 'attack', target: t.at, with: [at] });
    if (able.length > 1 && attackReason(s, seat, t.at, able, initiative) === null) out.push({ kind: 'attack', target: t.at, with: able });
  }
  return out;
}

export function moveMoves(s: ArkState, seat: Seat): MoveMove[] {
  const initiative = inInitiative(s);
  const out: MoveMove[] = [];
  for (const p of profiles(s).values()) {
    if (p.control !== seat || (initiative && !p.attributes.some((a) => a.kind === 'initiative'))) continue;
    for (const d of destinations(s, p)) out.push({ kind: 'move', from: p.at, to: d.to });
  }
  return out;
}

function activationMoves(s: ArkState, seat: Seat, k: Knowledge): ArkMove[] {
  const initiative = inInitiative(s);
  const actions: ActionMove[] = [];
  for (const p of profiles(s).values()) if (p.control === seat) actions.push(...actionOptions(s, seat, k, p.at, initiative, 4));
  return [...attackMoves(s, seat), ...moveMoves(s, seat), ...actions, { kind: 'end' }];
}

export function legalMoves(s: ArkState, seat: Seat, k: Knowledge): readonly ArkMove[] {
  const a = s.ask;
  if (s.result || !a || askedOf(a, seat) !== null) return [];
  switch (a.kind) {
    case 'deck': return deckChoices(s, seat, k).map((faction) => ({ kind: 'deck', faction }));
    case 'first': return [{ kind: 'first', seat: 0 }, { kind: 'first', seat: 1 }];
    case 'mulligan': return subsets(playerOf(s, seat).hand, null).map((handles) => ({ kind: 'mulligan', handles }));
    case 'place': {
      const list = placements(s, seat, k);
      if (list.length) return list;
      const hand = playerOf(s, seat).hand.map((handle) => ({ handle, card: k.cards[handle] ?? '' }));
      const pass: ArkMove = { kind: 'pass', hand };
      return passReason(s, seat, pass) === null ? [pass] : [];
    }
    case 'facedown': return faceDownOf(s, seat, k, a.slot);
    case 'activate': return activationMoves(s, seat, k);
    case 'return': return subsets(playerOf(s, seat).hand, a.count, 120).map((handles) => ({ kind: 'return', handles }));
    default: return [];
  }
}

/** Why the move is not legal for the seat now (in a player's words), or null. */
export function checkMove(s: ArkState, seat: Seat, k: Knowledge, m: ArkMove): string | null {
  const a = s.ask;
  if (s.result) return 'the game is over';
  const asked = askedOf(a, seat);
  if (asked || !a) return asked ?? 'nothing is asked now';
  switch (a.kind) {
    case 'deck': return m.kind === 'deck' && (FACTIONS as readonly string[]).includes(m.faction) ? null : `choose one of the factions: ${FACTIONS.join(', ')}`;
    case 'first': return m.kind === 'first' ? null : 'name who starts the first round';
    case 'mulligan': return m.kind === 'mulligan' ? returnReason(playerOf(s, seat), m.handles) : 'choose the cards to put back (none to keep your hand)';
    case 'place': return m.kind === 'pass' ? passReason(s, seat, m) : placeReason(s, seat, m, k);
    case 'facedown': {
      const want = faceDownOf(s, seat, k, a.slot)[0];
      if (m.kind !== 'facedown' || !want) return 'commit to the card you placed';
      return want.handle === m.handle && want.card === m.card && want.at === m.at ? null : 'that is not the card you placed there';
    }
    case 'activate': return activationReason(s, seat, m, k);
    case 'return': {
      if (m.kind !== 'return') return `put ${a.count} cards from your hand back into your deck`;
      if (m.handles.length !== a.count) return `put back exactly ${a.count} cards`;
      return returnReason(playerOf(s, seat), m.handles);
    }
    default: return 'nothing is asked of you now';
  }
}

/** What the seat can use now: hand cards (handles) while placing, table cards (positions) while activating. */
export function sources(s: ArkState, seat: Seat, k: Knowledge): readonly string[] {
  const a = s.ask;
  if (!a || askedOf(a, seat) !== null) return [];
  if (a.kind === 'place') return [...new Set(placements(s, seat, k).map((m) => m.handle))];
  if (a.kind === 'activate') return activeSources(s, seat, a.step <= 2);
  return [];
}

/**
 * For one source: while placing, the positions where that hand card may go; while activating,
 * tagged positions — `attack:<pos>` (an enemy card it can attack, alone or in a group),
 * `move:<pos>` (an empty square it can move to), `swap:<pos>` (an ally it can swap with),
 * `action:<pos>` (the first position its Action can name; `action:` alone when it names none).
 */
export function targets(s: ArkState, seat: Seat, k: Knowledge, source: string): readonly string[] {
  const a = s.ask;
  if (!a || askedOf(a, seat) !== null) return [];
  if (a.kind === 'place') return placements(s, seat, k).filter((m) => m.handle === source).map((m) => m.at);
  if (a.kind !== 'activate') return [];
  const p = profAt(s, source as Position);
  if (!p || p.control !== seat) return [];
  const initiative = a.step <= 2;
  const out: string[] = [];
  for (const t of profiles(s).values()) if (t.control !== seat && reachReason(s, p, t, initiative) === null) out.push(`attack:${t.at}`);
  if (!initiative || p.attributes.some((x) => x.kind === 'initiative')) for (const d of destinations(s, p)) out.push(`${d.swap ? 'swap' : 'move'}:${d.to}`);
  // Every legal Action's first position (exhaustive: action-choices.ts), not a sample.
  for (const m of allActions(s, seat, k, p.at, initiative).moves) out.push(`action:${m.targets[0] ?? ''}`);
  return [...new Set(out)];
}

/**
 * A group attack being built on a target: every card of the seat that can join it, with the
 * value each would add, and the target's defence against the group named so far.
 */
export function groupOptions(s: ArkState, seat: Seat, target: Position, chosen: readonly Position[]): {
  readonly defence: number; readonly sum: number; readonly joinable: readonly { readonly at: Position; readonly value: number }[]; readonly why: string | null;
} {
  const t = profAt(s, target);
  if (!t) return { defence: 0, sum: 0, joinable: [], why: `there is no card at ${target}` };
  const initiative = inInitiative(s);
  const mine = [...profiles(s).values()].filter((a) => a.control === seat && reachReason(s, a, t, initiative) === null);
  const group = chosen.map((at) => profAt(s, at)).filter((x): x is Prof => x !== undefined);
  return {
    defence: defenceValue(s, t, group),
    sum: group.reduce((n, x) => n + attackValue(s, x, t), 0),
    joinable: mine.map((x) => ({ at: x.at, value: attackValue(s, x, t) })),
    why: group.length ? attackReason(s, seat, target, chosen, initiative) ?? groupReason(group, t) : 'choose the attackers',
  };
}
