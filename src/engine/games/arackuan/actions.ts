/**
 * Actions and triggers (rulebook "Action", "Card activation"; clarifications "Spells, lands,
 * scoring"): the card vocabulary's steps (cards/types.ts) carried out one after another on the
 * table. An Action is its card's activation: a creature or land is deactivated (unless a step
 * reactivates it), a spell is discarded after it; "once per round" counts uses even if
 * reactivated. Enemy spells cannot choose or touch a card immune to them.
 *
 * How an ActionMove names its choices (moves.ts): `targets` is read step by step, in order —
 *  - a chosen card is its position; a card that moves is followed by its destination (none for
 *    "the same direction"); a card put in play from hand by where it goes (none for "the square
 *    it left");
 *  - a step that chooses a fixed number of cards takes exactly that many; one that chooses "up
 *    to" or "any number" takes what is left of the list (these steps come last on every card);
 *  - an optional part is done when positions are left for it.
 * `hand` lists the cards put in play from the hand (shown); `option` picks a numbered choice
 * (a profile to set; how many cards to draw).
 */
import { type Result, err, ok } from '../../../result.js';
import type { Applied, Knowledge, RuleError, Seat, Shown } from '../../game.js';
import type { Position } from './board.js';
import type { ActionMove } from './moves.js';
import { type Prof, has, profAt, profiles, sceneNow } from './profile.js';
import { holds } from './select.js';
import type { ArkState } from './state.js';
import { destroy } from './zones.js';
import { type ActionAbility, type Run, type TriggerAbility, doStep, setPiece } from './action-steps.js';

/** The usable action (or own-turn trigger) of a card, if any. */
export function actionOf(p: Prof): ActionAbility | TriggerAbility | null {
  const a = p.abilities.find((x): x is ActionAbility => x.kind === 'action');
  if (a) return a;
  return p.abilities.find((x): x is TriggerAbility => x.kind === 'trigger' && x.on === 'endOfOwnTurn' && x.optional) ?? null;
}

/** Whether the card may use its action now (before the choices). */
export function actionBlock(s: ArkState, seat: Seat, p: Prof, initiative: boolean): string | null {
  const ab = actionOf(p);
  if (!ab) return `${p.printed.name} has no Action`;
  if (p.control !== seat) return `${p.printed.name} is not yours`;
  if (initiative && !has(p, 'initiative')) return `${p.printed.name} has no Initiative: it acts after the Initiative sequence`;
  if (ab.kind === 'trigger') {
    if (initiative) return `${p.printed.name} moves at the end of your turn`;
    return holds(sceneNow(s), p, ab.condition) ? null : `${p.printed.name} has moved this turn`;
  }
  if (!p.active) return `${p.printed.name} is deactivated`;
  if (p.piece.moved && p.kind !== 'creature') return `${p.printed.name} cannot act now`;
  if (ab.oncePerRound && p.piece.used > 0) return `${p.printed.name} has used its Action this round`;
  return null;
}

/**
 * Why the action cannot be done, with how far its positions were read when it failed (`pos`):
 * the failure does not depend on any position after `pos` (the Action builder skips those).
 */
export type ActionFailure = { readonly why: string; readonly pos: number };

/** Carries out the action on a copy of the state: the result, or why it cannot be done. */
function perform(s: ArkState, seat: Seat, m: ActionMove, k: Knowledge | null, initiative: boolean): { state: ArkState; shown: Shown[]; cycle: number; ends: boolean } | ActionFailure {
  const p = profAt(s, m.at);
  if (!p) return { why: `you have no face-up card at ${m.at}`, pos: 0 };
  const block = actionBlock(s, seat, p, initiative);
  if (block) return { why: block, pos: 0 };
  const ab = actionOf(p) as ActionAbility | TriggerAbility;
  const isAction = ab.kind === 'action';
  let start = s;
  if (isAction && p.kind !== 'spell') start = setPiece(s, p.key, (q) => ({ ...q, active: false, used: q.used + 1 }));
  const r: Run = {
    s: start, seat, source: p.key, sourceIsSpell: p.kind === 'spell', targets: m.targets, pos: 0, hand: m.hand ?? [], handPos: 0,
    option: m.option, acted: [], shown: [], knowledge: k, cycle: 0,
  };
  const fail = (why: string): ActionFailure => ({ why, pos: r.pos });
  for (const [i, st] of ab.steps.entries()) {
    const why = doStep(r, p, st, i);
    if (why) return fail(why);
  }
  if (r.pos !== r.targets.length) return fail(`${r.targets.length - r.pos} position(s) too many for ${p.printed.name}`);
  if (r.handPos !== r.hand.length) return fail(`${r.hand.length - r.handPos} card(s) from hand too many for ${p.printed.name}`);
  const uses = ab.steps.some((x) => x.kind === 'setStats' || x.kind === 'cycle');
  if (!uses && m.option !== undefined) return fail(`${p.printed.name} offers no numbered choice`);
  let out = r.s;
  if (isAction && p.kind === 'spell' && out.board.some((q) => q.key === p.key)) out = destroy(out, p.key, null);
  return { state: out, shown: r.shown, cycle: r.cycle, ends: !isAction };
}

export function actionReason(s: ArkState, seat: Seat, m: ActionMove, k: Knowledge | null, initiative: boolean): string | null {
  const r = perform(s, seat, m, k, initiative);
  return 'why' in r ? r.why : null;
}

/** `actionReason` with how far the positions were read when it failed, or the table after the action. */
export function actionTry(s: ArkState, seat: Seat, m: ActionMove, k: Knowledge | null, initiative: boolean): ActionFailure | { readonly state: ArkState } {
  const r = perform(s, seat, m, k, initiative);
  return 'why' in r ? r : { state: r.state };
}

export function applyAction(s: ArkState, seat: Seat, m: ActionMove, initiative: boolean): Result<Applied<ArkState>, RuleError> {
  const r = perform(s, seat, m, null, initiative);
  if ('why' in r) return err({ seat, reason: r.why });
  let state = r.state;
  if (r.cycle > 0 && s.ask) {
    const draws = Array.from({ length: r.cycle }, () => ({ kind: 'draw' as const, seat }));
    state = { ...state, tasks: [...draws, { kind: 'ask', ask: { kind: 'return', seat, count: r.cycle } }, { kind: 'ask', ask: s.ask }, ...state.tasks], ask: null };
  }
  return ok({ state, ...(r.shown.length ? { shown: r.shown } : {}) });
}

/** Triggers that happen by themselves at an event (every card's, no choices). */
export function runTriggers(s: ArkState, on: 'endOfRound'): ArkState {
  let out = s;
  for (const p of profiles(s).values()) {
    for (const ab of p.abilities) {
      if (ab.kind !== 'trigger' || ab.on !== on || ab.optional || !holds(sceneNow(out), p, ab.condition)) continue;
      const r: Run = { s: out, seat: p.control, source: p.key, sourceIsSpell: p.kind === 'spell', targets: [], pos: 0, hand: [], handPos: 0, option: undefined, acted: [], shown: [], knowledge: null, cycle: 0 };
      let bad = false;
      for (const [i, st] of ab.steps.entries()) if (doStep(r, p, st, i)) { bad = true; break; }
      if (!bad) out = r.s;
    }
  }
  return out;
}

/** Whether using this card's ability ends its player's turn (an end-of-turn move such as Frost Maiden's). */
export function endsTurn(s: ArkState, at: Position): boolean {
  const p = profAt(s, at);
  return !!p && actionOf(p)?.kind === 'trigger';
}

/** Whether the ability needs cards from the hand. */
export const needsHand = (ab: ActionAbility | TriggerAbility): boolean => ab.steps.some((x) => x.kind === 'putFromHand');
