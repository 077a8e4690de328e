/**
 * The Automated Opponent (Single-Player and Co-operative Deathmatch). It is part of the game
 * state, not a seat: its deck is face down and owned by no one, so each "top card" is picked
 * with public randomness when it is played. Only printed Attack and Defence count; a card
 * with a choice takes its most aggressive option (most Attack; the first on a tie); a
 * Mercenary is always 1 Attack and 1 Defence. It buys the left-most market card each round.
 */
import type { Rng } from '../../game.js';
import type { Combatant } from './attack.js';
import { type Automaton, type CrayneState, automatonSeat, cardOf, setAt, without } from './state.js';
import type { Card, OptionEffect } from './types.js';

const statOf = (effects: readonly OptionEffect[], stat: 'attack' | 'defence'): number =>
  effects.reduce((n, e) => n + (e.kind === 'modify' && e.stat === stat ? e.amount : 0), 0);

/** What one card is worth to the Automated Opponent. */
export function automatonStats(card: Card): { readonly attack: number; readonly defence: number } {
  if (card.faction === 'mercenary') return { attack: 1, defence: 1 };
  const choice = card.effects.find((e) => e.kind === 'choice');
  if (!choice || choice.kind !== 'choice') return { attack: card.attack, defence: card.defence };
  let best = choice.options[0];
  for (const o of choice.options) if (statOf(o.effects, 'attack') > statOf(best?.effects ?? [], 'attack')) best = o;
  const effects = best?.effects ?? [];
  return { attack: card.attack + statOf(effects, 'attack'), defence: card.defence + statOf(effects, 'defence') };
}

const canPlay = (d: Automaton): boolean => d.pile.length > 0 || d.discard.length > 0;

export const anyAutomatonCanPlay = (s: CrayneState): boolean => (s.automata?.decks ?? []).some(canPlay);

/** Each Automated Opponent plays the top card of its deck (reshuffling its discard pile if needed). */
export function automataPlay(s: CrayneState, rng: Rng): CrayneState {
  if (!s.automata) return s;
  const decks = s.automata.decks.map((d0, k) => {
    const d = d0.pile.length === 0 ? { ...d0, pile: [...d0.discard].sort(), discard: [] } : d0;
    if (d.pile.length === 0) return d;
    const card = d.pile[rng.int(`top card of Automated Opponent ${k + 1}'s deck`, d.pile.length)] as string;
    return { ...d, pile: without(d.pile, card), played: [...d.played, card] };
  });
  return { ...s, automata: { ...s.automata, decks } };
}

/**
 * Automated purchasing: the left-most market card goes to the Opponent's discard pile and the
 * rest of the line moves left; the refill that follows (a `market-refill` task without a slot)
 * joins on the far right.
 */
export function automatonBuys(s: CrayneState, k: number): CrayneState {
  const card = s.market[0];
  const deck = s.automata?.decks[k];
  if (!s.automata || !deck || card === undefined) return s;
  const decks = setAt(s.automata.decks, k, { ...deck, discard: [...deck.discard, card] });
  return { ...s, market: s.market.slice(1), automata: { ...s.automata, decks } };
}

export function automatonCombatants(s: CrayneState): Combatant[] {
  return (s.automata?.decks ?? []).map((d, k) => {
    const stats = d.played.map((id) => automatonStats(cardOf(id)));
    return {
      seat: automatonSeat(s, k),
      attack: stats.reduce((n, x) => n + x.attack, 0),
      defence: stats.reduce((n, x) => n + x.defence, 0),
      bonusVsStronghold: 0,
      ignoreStrongholds: false,
      strongholds: [],
    };
  });
}

/** Cleanup: the Automated Opponents' played cards go to their discard piles. */
export function automataCleanup(s: CrayneState): CrayneState {
  if (!s.automata) return s;
  return { ...s, automata: { ...s.automata, decks: s.automata.decks.map((d) => ({ ...d, discard: [...d.discard, ...d.played], played: [] })) } };
}
