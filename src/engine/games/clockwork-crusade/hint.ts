/**
 * Clockwork Crusade's words for a hint: which unit goes where, which gate is hit, which territory
 * a gate or a building goes in, by the map's territory names ("Move your Cog Rifleman from Gearwater
 * to Brass Hollow"). Seats are named "seat N" for the table to put names in. Anything else says
 * the game's own log line (hint.ts's default).
 */
import type { HintWords } from '../../hint.js';
import type { Json, Seat } from '../../game.js';
import { cardById } from './cards.js';
import { RESEARCH_COST } from './main-rules.js';
import { type CcMove, parseMove } from './moves.js';
import { controller, dist, gateById, seatName, unitById, unitName } from './state.js';
import { territoryLabel } from './tiles.js';
import type { CcState, HexId } from './types.js';

const nameOf = (s: CcState, hex: HexId): string | null => {
  const t = s.board[hex]?.territory;
  return t !== undefined ? territoryLabel(t) : null;
};

/** "Gearwater" (a territory hex), "open ground by Gearwater" (a neutral one: by the nearest territory). */
function place(s: CcState, hex: HexId): string {
  const own = nameOf(s, hex);
  if (own) return own;
  let best: { d: number; name: string } | null = null;
  for (const h of Object.keys(s.board)) {
    const name = nameOf(s, h);
    const d = name ? dist(h, hex) : Infinity;
    if (name && (!best || d < best.d)) best = { d, name };
  }
  return best ? `open ground by ${best.name}` : 'open ground';
}

/** "your Crab Tank", "seat 1's gate". */
function whose(s: CcState, seat: Seat, id: string): string {
  const u = unitById(s, id);
  if (u) return `${controller(u) === seat ? 'your' : `${seatName(controller(u))}'s`} ${unitName(u)}`;
  const g = gateById(s, id);
  if (g) return `${g.owner === seat ? 'your' : `${seatName(g.owner)}'s`} gate in ${place(s, g.hex)}`;
  return 'it';
}

function label(s: CcState, seat: Seat, m: CcMove): string | null {
  switch (m.t) {
    case 'move': {
      const u = unitById(s, m.unit);
      if (!u) return null;
      const [from, to] = [place(s, u.hex), place(s, m.to)];
      return from === to ? `Move your ${unitName(u)} ${s.board[m.to]?.territory !== undefined ? 'within' : 'across'} ${from}` : `Move your ${unitName(u)} from ${from} to ${to}`;
    }
    case 'attack': {
      const u = unitById(s, m.unit);
      return u ? `Attack ${whose(s, seat, m.target)} with your ${unitName(u)} (in ${place(s, u.hex)})` : null;
    }
    case 'gate': return `Place a gate in ${place(s, m.hex)}`;
    case 'place': return `Place the building in ${place(s, m.hex)}`;
    case 'portal': {
      const g = gateById(s, m.gate);
      return g ? `Open a portal at your gate in ${place(s, g.hex)}, paying ${m.cost}` : null;
    }
    case 'special': {
      const name = cardById(m.card)?.name ?? 'the card';
      return m.target !== undefined && !/^\d$/.test(m.target) ? `Play ${name} on ${whose(s, seat, m.target)}` : null;
    }
    case 'ability': {
      const u = unitById(s, m.unit);
      return u && m.target !== undefined ? `Use your ${unitName(u)}'s ${m.ability.replace('-', ' ')} on ${whose(s, seat, m.target)}` : null;
    }
    case 'yes': case 'no': {
      const p = s.pending;
      const yes = m.t === 'yes';
      if (p?.kind === 'counter') return yes ? 'Strike back' : 'Do not strike back';
      if (p?.kind === 'defend') return `${yes ? 'Flip' : 'Do not flip'} the coin for ${p.ability === 'stealth' ? 'Stealth' : 'Scapegoat'}`;
      return null;
    }
    case 'research': return `Research: pay ${RESEARCH_COST} resources and draw a card`;
    default: return null;
  }
}

export const clockworkCrusadeHintWords: HintWords = {
  label: (s, seat, _k, move: Json) => { const m = parseMove(move); return m ? label(s as CcState, seat, m) : null; },
  why: () => null,
};
