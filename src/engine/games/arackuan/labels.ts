/**
 * Words for the table and the match log: the prompt of the question asked, one line per input,
 * the phase. Players are written "seat N" for the table to put names in; hidden cards are never
 * named before the rules show them.
 */
import type { Input, Phase } from '../../game.js';
import { cardOf } from './cards-api.js';
import { FACTION_NAMES, type Faction } from './cards/types.js';
import type { ArkMove } from './moves.js';
import { profAt } from './profile.js';
import type { ArkState, Stage } from './state.js';
import { ROUNDS } from './state.js';

const STAGE: Readonly<Record<Stage, string>> = {
  deck: 'Choosing decks', deal: 'Opening hands', first: 'Opening hands', mulligan: 'Mulligan', redraw: 'Mulligan',
  draw: 'Draw Phase', place: 'Card Placement Phase', reveal: 'Reveal Phase', activate: 'Activation Phase', end: 'End of Round', over: 'Game over',
};

export function phase(s: ArkState): Phase {
  const a = s.ask;
  const stage = a?.kind === 'activate' ? 'activate' : s.stage;
  const name = STAGE[stage] ?? stage;
  if (s.round === 0) return { name };
  const step = a?.kind === 'activate' ? (a.step <= 2 ? ' · Initiative' : '') : '';
  return { name, detail: `round ${s.round} of ${ROUNDS}${step}` };
}

export function promptOf(s: ArkState): string {
  const a = s.ask;
  if (!a) return '';
  switch (a.kind) {
    case 'deck': return s.decks === 'built' ? 'Choose the faction of your deck (kept secret until both have chosen)' : 'Choose your deck (kept secret until both have chosen)';
    case 'first': return 'Choose who starts the first round';
    case 'mulligan': return 'Put back any cards of your opening hand to draw as many again (once), or keep it';
    case 'place': return `Place a card face down (${(s.players[a.seat]?.placed ?? 0) + 1} of 2)`;
    case 'facedown': return 'Confirm the card you placed face down';
    case 'activate': return a.step <= 2 ? 'Initiative: activate your cards with Initiative, or pass' : 'Activate your cards: attack, move or use Actions, then end your turn';
    case 'return': return `Put ${a.count} cards from your hand back into your deck`;
    default: return '';
  }
}

/** A position in the log's words: a square as "d3", an Astral Plane slot as "seat N's Astral Plane (slot k)" (the table names the seat). */
export function where(at: string): string {
  const m = /^astral:(\d):(\d)$/.exec(at);
  return m ? `seat ${m[1]}'s Astral Plane (slot ${Number(m[2]) + 1})` : at;
}

const nameAt = (s: ArkState, at: string): string => profAt(s, at)?.printed.name ?? (s.board.some((p) => p.at === at) ? 'a face-down card' : where(at));

/** One line for the match log, from the state before the input. */
export function describeInput(s: ArkState, input: Input<ArkMove>): string {
  switch (input.kind) {
    case 'draw': return `seat ${input.seat} draws a card`;
    case 'commit': return s.ask?.kind === 'facedown' ? '' : `seat ${input.seats.join(' and seat ')} ${s.ask?.kind === 'deck' ? 'chose a deck' : 'chose'}`;
    case 'reveal': {
      const parts = input.values.map(({ seat, value }) => {
        if (value.kind === 'deck') return `seat ${seat} plays ${FACTION_NAMES[value.faction as Faction] ?? value.faction}`;
        if (value.kind === 'mulligan') return value.handles.length ? `seat ${seat} puts back ${value.handles.length} card${value.handles.length === 1 ? '' : 's'}` : `seat ${seat} keeps their hand`;
        if (value.kind === 'facedown') return `seat ${seat} reveals ${cardOf(value.card)?.name ?? value.card} at ${where(value.at)}`;
        return '';
      });
      return parts.filter(Boolean).join('; ');
    }
    case 'move': case 'answer': {
      const seat = input.seat;
      const m = input.kind === 'move' ? input.move : input.answer;
      switch (m.kind) {
        case 'first': return `seat ${seat} chooses seat ${m.seat} to start round 1`;
        case 'place': return `seat ${seat} places a card face down at ${where(m.at)}`;
        case 'pass': return `seat ${seat} can place no more cards and shows their hand`;
        case 'attack': return `seat ${seat} attacks ${nameAt(s, m.target)} at ${where(m.target)} with ${m.with.map((at) => nameAt(s, at)).join(' + ')}`;
        case 'move': return `seat ${seat} moves ${nameAt(s, m.from)} from ${where(m.from)} to ${where(m.to)}`;
        case 'action': return `seat ${seat} uses ${nameAt(s, m.at)}${m.targets.length ? ` on ${m.targets.map(where).join(', ')}` : ''}`;
        case 'end': return `seat ${seat} ends their turn`;
        case 'return': return `seat ${seat} puts ${m.handles.length} cards back into their deck`;
        default: return '';
      }
    }
    case 'random': return '';
  }
}
