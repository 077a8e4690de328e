/**
 * What the table offers now, read off the engine's legal list (`awaiting.legal`) and its
 * queries: which units can act and where each can move or what it can attack, the abilities
 * with their targets, where a tile, a gate and its arrow, or a flipped Building may go. The UI
 * never decides legality: every lit hex and button here is a legal move the engine listed (or,
 * for a unit the list only samples, one its `targets` query named); anything else is sent to
 * `whyNot`, which answers in players' words.
 */
import type { Json } from '../../../engine/game.js';
import type { Axial, CcState, HexId } from '../../../engine/games/clockwork-crusade/types.js';

/** The engine's moves as the table builds them (moves.ts on the rules side: a `t` tag and plain fields). */
export type Move =
  | { readonly t: 'tile'; readonly tile: string; readonly at: Axial; readonly rotation: number }
  | { readonly t: 'gate'; readonly hex: HexId; readonly arrow: HexId }
  | { readonly t: 'pass' } | { readonly t: 'end' } | { readonly t: 'research' } | { readonly t: 'draw' }
  | { readonly t: 'place'; readonly hex: HexId }
  | { readonly t: 'portal'; readonly gate: string; readonly cost: number }
  | { readonly t: 'move'; readonly unit: string; readonly to: HexId }
  | { readonly t: 'attack'; readonly unit: string; readonly target: string }
  | { readonly t: 'ability'; readonly unit: string; readonly ability: AbilityMove; readonly target?: string }
  | { readonly t: 'special'; readonly handle: string; readonly card: string; readonly target?: string }
  | { readonly t: 'show'; readonly cards: readonly { readonly handle: string; readonly card: string }[] };

/** The abilities a player uses as an action (the others work by themselves). */
export type AbilityMove = 'assassinate' | 'artillery-shell' | 'corrupt' | 'self-destruct' | 'salvage' | 'portal-wall';
export const ACTION_ABILITIES: readonly AbilityMove[] = ['assassinate', 'artillery-shell', 'corrupt', 'self-destruct', 'salvage', 'portal-wall'];

const isObj = (x: Json): x is { readonly [k: string]: Json } => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The legal list's moves of one kind. */
export function movesOf<T extends Move['t']>(legal: readonly Json[], t: T): Extract<Move, { t: T }>[] {
  return legal.filter((m) => isObj(m) && m.t === t) as unknown as Extract<Move, { t: T }>[];
}

export const has = (legal: readonly Json[], t: Move['t']): boolean => legal.some((m) => isObj(m) && m.t === t);

/** The hex a target id stands on: a unit's or a gate's. */
export function hexOfTarget(s: CcState, id: string): HexId | null {
  return s.units.find((u) => u.id === id)?.hex ?? s.gates.find((g) => g.id === id)?.hex ?? null;
}

/** What one unit can do now. */
export interface Reach {
  readonly move: readonly HexId[];
  /** Attack targets: their hexes, and the id each hex stands for. */
  readonly attack: ReadonlyMap<HexId, string>;
  /** Abilities with a listed use: each with its targets' hexes (none: it needs no target). */
  readonly abilities: ReadonlyMap<AbilityMove, ReadonlyMap<HexId, string | undefined>>;
}

/** The engine's queries the table may use when the legal list is only a sample. */
export interface Queries {
  readonly sources?: () => readonly string[];
  readonly targets?: (source: string) => readonly string[];
}

/** Units of the legal list's moves (and of the engine's `sources`, when it has them). */
export function actingUnits(s: CcState, legal: readonly Json[], q: Queries): string[] {
  const ids = new Set<string>();
  for (const m of [...movesOf(legal, 'move'), ...movesOf(legal, 'attack'), ...movesOf(legal, 'ability')]) ids.add(m.unit);
  for (const id of q.sources?.() ?? []) if (s.units.some((u) => u.id === id)) ids.add(id);
  return [...ids];
}

/**
 * Where a unit can go and what it can hit: the legal list's moves for it, plus the engine's
 * `targets(unit)` answers read as moves (a JSON move, or a hex to move to / a unit or gate id to attack).
 */
export function reachOf(s: CcState, legal: readonly Json[], unit: string, q: Queries): Reach {
  const move = new Set<HexId>();
  const attack = new Map<HexId, string>();
  const abilities = new Map<AbilityMove, Map<HexId, string | undefined>>();
  const take = (m: Move) => {
    if (m.t === 'move' && m.unit === unit) move.add(m.to);
    else if (m.t === 'attack' && m.unit === unit) { const h = hexOfTarget(s, m.target); if (h) attack.set(h, m.target); }
    else if (m.t === 'ability' && m.unit === unit) {
      const list = abilities.get(m.ability) ?? new Map<HexId, string | undefined>();
      abilities.set(m.ability, list);
      if (m.target !== undefined) { const h = hexOfTarget(s, m.target) ?? (s.board[m.target] ? m.target : null); if (h) list.set(h, m.target); }
    }
  };
  for (const m of legal) if (isObj(m)) take(m as unknown as Move);
  for (const x of q.targets?.(unit) ?? []) {
    if (x.startsWith('{')) { try { const m = JSON.parse(x) as Json; if (isObj(m)) take(m as unknown as Move); } catch { /* not a move */ } continue; }
    const onUnit = s.units.find((u) => u.id === x) ?? null;
    const gate = s.gates.find((g) => g.id === x) ?? null;
    if (onUnit || gate) attack.set((onUnit?.hex ?? gate?.hex) as HexId, x);
    else if (s.board[x]) move.add(x);
  }
  return { move: [...move], attack, abilities };
}

/** Setup's tile choices: the tiles, the lattice positions for a tile, the rotations there. */
export function tileChoices(legal: readonly Json[]) {
  const tiles = movesOf(legal, 'tile');
  const key = (a: Axial) => `${a.q},${a.r}`;
  return {
    tiles: [...new Set(tiles.map((m) => m.tile))],
    slots: (tile: string): Axial[] => { const seen = new Map<string, Axial>(); for (const m of tiles) if (m.tile === tile) seen.set(key(m.at), m.at); return [...seen.values()]; },
    rotations: (tile: string, at: Axial): number[] => tiles.filter((m) => m.tile === tile && key(m.at) === key(at)).map((m) => m.rotation).sort((a, b) => a - b),
  };
}

/** Gate choices: the hexes, and the arrows for a hex. */
export function gateChoices(legal: readonly Json[]) {
  const gates = movesOf(legal, 'gate');
  return { hexes: [...new Set(gates.map((m) => m.hex))], arrows: (hex: HexId): HexId[] => gates.filter((m) => m.hex === hex).map((m) => m.arrow) };
}

/** A value of a `commit` or `answer` request: a card of the hand ({handle, card}) or the Infantry. */
export function valueCard(v: Json): string | null {
  if (v === 'infantry' || (isObj(v) && v.t === 'infantry')) return 'infantry';
  if (isObj(v) && typeof v.card === 'string') return v.card;
  return null;
}
