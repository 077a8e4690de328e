/**
 * What the table asks the engine while a player picks: the cards that can act, where a chosen
 * card can go or what it can reach (the engine's `sources` and `targets`), a group attack's sum
 * against the defence and its forecast (`groupOptions`, `planAttack`), the Actions a card can take,
 * and a movement's path. Nothing here judges a move: every value the table sends is one the
 * engine listed or `whyNot` accepts.
 */
import type { Knowledge, Seat } from '../../../engine/game.js';
import { actionOptions } from '../../../engine/games/arackuan/action-options.js';
import { actionOf } from '../../../engine/games/arackuan/actions.js';
import { type Strike, planAttack } from '../../../engine/games/arackuan/attack.js';
import { type Position, isSquare, neighbours } from '../../../engine/games/arackuan/board.js';
import { cardOf } from '../../../engine/games/arackuan/cards-api.js';
import { arackuanGame } from '../../../engine/games/arackuan/game.js';
import { groupOptions } from '../../../engine/games/arackuan/legal.js';
import type { ActionMove } from '../../../engine/games/arackuan/moves.js';
import { walk } from '../../../engine/games/arackuan/movement.js';
import { attributeValue, has, profAt, profiles } from '../../../engine/games/arackuan/profile.js';
import type { ArkState } from '../../../engine/games/arackuan/state.js';

export type { Strike };

/** An attack being put together: its target and the cards in it. */
export interface Group { readonly target: Position; readonly with: readonly Position[] }

/** A chosen card's targets, split by what they are for. */
export interface Reach {
  readonly attack: readonly Position[];
  readonly move: readonly Position[];
  readonly swap: readonly Position[];
  readonly action: readonly Position[];
  /** Its Action names no position (it can be used as it is). */
  readonly plainAction: boolean;
}

const none: Reach = { attack: [], move: [], swap: [], action: [], plainAction: false };

export const sourcesOf = (s: ArkState, seat: Seat, k: Knowledge): readonly string[] => arackuanGame.sources?.(s, seat, k) ?? [];

/** Where a hand card may be placed (placing), as positions. */
export const placesOf = (s: ArkState, seat: Seat, k: Knowledge, handle: string): readonly Position[] => arackuanGame.targets?.(s, seat, k, handle) ?? [];

/** What a card on the table can do now (activating). */
export function reachOf(s: ArkState, seat: Seat, k: Knowledge, at: Position): Reach {
  const tagged = arackuanGame.targets?.(s, seat, k, at) ?? [];
  if (!tagged.length) return none;
  const of = (tag: string) => tagged.filter((x) => x.startsWith(`${tag}:`)).map((x) => x.slice(tag.length + 1)).filter(Boolean);
  return { attack: of('attack'), move: of('move'), swap: of('swap'), action: of('action'), plainAction: tagged.includes('action:') };
}

/** A group attack on `target` with the cards at `chosen`: the sum, the defence, who may join, why not (null: it may go). */
export const groupOf = (s: ArkState, seat: Seat, target: Position, chosen: readonly Position[]) => groupOptions(s, seat, target, chosen);

/** What the declaration would do, worked out by the rules on the table as it stands (every strike, Perforation and Omnistrike included). */
export const forecastOf = (s: ArkState, target: Position, withAt: readonly Position[], initiative: boolean): readonly Strike[] =>
  planAttack(s, target, withAt, initiative);

/** The Actions a card can take now (a sample the engine checked; `check` judges any other). */
export function actionsOf(s: ArkState, seat: Seat, k: Knowledge, at: Position): readonly ActionMove[] {
  const a = s.ask;
  if (a?.kind !== 'activate') return [];
  return actionOptions(s, seat, k, at, a.step <= 2, 24);
}

const nameAt = (s: ArkState, at: Position): string => {
  const p = profAt(s, at);
  if (p) return p.printed.name;
  return s.board.some((x) => x.at === at) ? 'a face-down card' : at;
};

/** "Use Mimicry: Ice Golem (d3), then Archer (e4) · attack 3, defence 1". */
export function actionLabel(s: ArkState, m: ActionMove): string {
  const src = profAt(s, m.at);
  const name = src?.printed.name ?? 'the card';
  // A card is named with its square; an empty square is where something goes.
  const parts = m.targets.map((at) => (isSquare(at) ? (s.board.some((x) => x.at === at) ? `${nameAt(s, at)} (${at})` : `to ${at}`) : nameAt(s, at)));
  for (const h of m.hand ?? []) parts.push(`${cardOf(h.card)?.name ?? 'a card'} from your hand`);
  const ab = src ? actionOf(src) : null;
  if (m.option !== undefined && ab) {
    const st = ab.steps.find((x) => x.kind === 'setStats' || x.kind === 'cycle');
    if (st?.kind === 'setStats') {
      const o = st.options[m.option];
      if (o) parts.push(`attack ${o[0]}, defence ${o[1]}`);
    } else if (st?.kind === 'cycle') parts.push(`draw ${m.option}`);
    else parts.push(`option ${m.option + 1}`);
  }
  return `Use ${name}${parts.length ? `: ${parts.join(', ').replace(/, to /g, ' to ')}` : ''}`;
}

/**
 * The way a card with Movement walks to `to` (squares in order, without its own), shortest
 * through empty squares and allies; null for Flight or a square it does not walk to.
 */
export function pathTo(s: ArkState, from: Position, to: Position): readonly Position[] | null {
  const p = profAt(s, from);
  if (!p) return null;
  const n = attributeValue(p, 'movement') + p.extraMovement.reduce((m, x) => Math.max(m, x.amount), 0);
  if (n <= 0) return null;
  const dist = walk(s, from, p.control, n);
  let at = to;
  let d = dist.get(at);
  if (d === undefined) return null;
  const path: Position[] = [at];
  while (d > 1) {
    const back = neighbours(at).find((x) => dist.get(x) === (d as number) - 1);
    if (!back) return has(p, 'flight') ? null : path.reverse();
    at = back;
    d -= 1;
    path.push(at);
  }
  return path.reverse();
}

/** The player's running score (what they would score if the game ended now). */
export { scoreOf } from '../../../engine/games/arackuan/score.js';
export { profiles };
