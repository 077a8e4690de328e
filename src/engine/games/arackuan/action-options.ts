/**
 * Candidate Action moves for a card, for `legal` (bots) and the table's `targets`: the choices
 * each step offers are tried in turn (cards the selector finds, free squares near cards, hand
 * cards the seat knows, numbered options) and every complete candidate is checked by carrying it
 * out (actions.ts). The list is a bounded sample, never a verdict: `check` judges any move.
 */
import type { Knowledge, Seat } from '../../game.js';
import type { Position } from './board.js';
import { actionBlock, actionOf, actionReason, needsHand } from './actions.js';
import type { Step, Target } from './cards/types.js';
import type { ActionMove, FromHand } from './moves.js';
import { type Prof, profAt, profiles, sceneNow } from './profile.js';
import { select } from './select.js';
import type { ArkState } from './state.js';
import { playerOf } from './state.js';
import { type Alt, stepAlternatives } from './step-alternatives.js';

type Partial = { readonly targets: readonly Position[]; readonly hand: readonly FromHand[]; readonly option: number | undefined };

/** Positions a choose-target could name (its selector seen from the source, on the table as it is). */
function candidates(s: ArkState, src: Prof, t: Target): Position[] {
  if (t.kind !== 'choose' || t.select.where === 'hand') return [];
  return select(sceneNow(s), src, t.select).map((f) => f.at);
}

/** Up to `limit` valid Action moves for the card at `at`. */
export function actionOptions(s: ArkState, seat: Seat, k: Knowledge | null, at: Position, initiative: boolean, limit = 12): ActionMove[] {
  const p = profAt(s, at);
  if (!p || actionBlock(s, seat, p, initiative) !== null) return [];
  const ab = actionOf(p);
  if (!ab) return [];
  const found = { cards: (t: Target) => candidates(s, p, t), none: false };
  const per = ab.steps.map((st) => stepAlternatives(s, st, k, seat, found));
  const out: ActionMove[] = [];
  let tries = 0;
  const walk = (i: number, acc: Partial): void => {
    if (out.length >= limit || tries >= 48) return;
    if (i === per.length) {
      tries++;
      const m: ActionMove = {
        kind: 'action', at, targets: [...acc.targets],
        ...(acc.option !== undefined ? { option: acc.option } : {}), ...(acc.hand.length ? { hand: [...acc.hand] } : {}),
      };
      if (actionReason(s, seat, m, k, initiative) === null) out.push(m);
      return;
    }
    const choices = per[i] ?? [];
    const next = (c: Alt): void => walk(i + 1, { targets: [...acc.targets, ...c.targets], hand: [...acc.hand, ...c.hand], option: c.option ?? acc.option });
    // Spread the tries over the alternatives (every k-th) so a long list is sampled, not cut.
    const stride = Math.max(1, Math.floor(choices.length / 8));
    if (ab.steps[i]?.kind === 'optional') {
      // "Then you may …": declining, and one way of doing it, for each way of doing the rest.
      // When declining is refused, what came before is: doing more cannot help.
      const [decline, ...runs] = choices;
      const start = out.length;
      if (decline) next(decline);
      const before = out.length;
      if (before === start) return;
      for (let j = 0; j < runs.length && out.length === before && out.length < limit; j += stride) next(runs[j] as Alt);
      return;
    }
    for (let j = 0; j < choices.length && out.length < limit; j += stride) next(choices[j] as Alt);
  };
  walk(0, { targets: [], hand: [], option: undefined });
  return out;
}

/** The first card choice a step makes on the table, if any. */
function firstChoice(st: Step): Target | null {
  switch (st.kind) {
    case 'move': case 'destroy': case 'discard': case 'deactivate': case 'reactivate': case 'grant': case 'addToken': case 'takeControl': case 'copy': case 'swapSkills': case 'setStats':
      return st.target.kind === 'choose' && st.target.select.where !== 'hand' && !st.target.upTo && st.target.count !== null ? st.target : null;
    case 'swap': case 'swapControl': return st.first.kind === 'choose' ? st.first : null;
    default: return null;
  }
}

const canActCache = new WeakMap<ArkState, Map<string, boolean>>();

/**
 * Whether the card could use its Action now, quickly (public facts only): its action is not
 * blocked, its first choice of a card on the table has a candidate, and a card from hand is
 * possible while the hand holds any. A step is offered on this; `check` has the last word.
 */
export function canAct(s: ArkState, p: Prof, initiative: boolean): boolean {
  let m = canActCache.get(s);
  if (!m) { m = new Map(); canActCache.set(s, m); }
  const key = `${p.key}/${initiative}`;
  const hit = m.get(key);
  if (hit !== undefined) return hit;
  const ab = actionOf(p);
  let v = false;
  if (ab && actionBlock(s, p.control, p, initiative) === null) {
    // A quick test, not a proof: the first step that chooses cards on the table has a candidate.
    const first = ab.steps.map((st) => firstChoice(st)).find((t) => t !== null);
    v = needsHand(ab) ? playerOf(s, p.control).hand.length > 0 : !first || candidates(s, p, first).length > 0;
  }
  m.set(key, v);
  return v;
}

export { profiles };
