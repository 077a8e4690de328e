/**
 * Why a choice is not legal, in a player's words. It agrees with `legal` by construction: a
 * move `legal` lists passes; any other is refused, with the rules' own reason where the engine
 * can give one ("Paladin costs 5, you have 3 Revenue left", "Tunnel Sappers needs another
 * Dwarves of Emerald Peaks card played this round"), else a generic one.
 */
import { askedOf } from '../../flow/index.js';
import type { Input, Knowledge, RuleError, Seat } from '../../game.js';
import { parseAssemblyValue } from './assembly.js';
import { request } from './flow.js';
import { legal } from './legal.js';
import { type CrayneMove, type ShownCard, sameMove } from './moves.js';
import { route } from './route.js';
import { type CrayneState, cardOf, lordOf } from './state.js';

const reasonOf = (e: RuleError): string => (typeof e === 'string' ? e : e.reason);

/** A shown card that the seat's knowledge contradicts (it holds something else there). */
function misknown(k: Knowledge, m: CrayneMove): string | null {
  const shown: readonly ShownCard[] = m.kind === 'cannot-play' ? m.hand : 'handle' in m ? [m] : [];
  for (const x of shown) {
    const real = k.cards[x.handle];
    if (real !== undefined && real !== x.card) return `that card is ${cardOf(real).name}, not ${cardOf(x.card).name}`;
  }
  return null;
}

function whyNot(s: CrayneState, seat: Seat, k: Knowledge, m: CrayneMove): string {
  const req = request(s);
  if (s.outcome || req === null) return 'the game is over';
  if (seat < 0 || seat >= s.seats) return `there is no seat ${seat}`;
  const generic = 'that is not one of your choices now';
  switch (req.kind) {
    case 'commit': {
      if (askedOf(req, seat) !== null) return 'you have no card to play now';
      if (m.kind !== 'play' && m.kind !== 'cannot-play') return 'play a card from your hand face down, or show that you cannot';
      const r = parseAssemblyValue(s, seat, m);
      return r.ok ? (misknown(k, m) ?? generic) : reasonOf(r.error);
    }
    case 'move': case 'answer': {
      const notYou = askedOf(req, seat);
      if (notYou !== null) return notYou;
      const input: Input<CrayneMove> = req.kind === 'move' ? { kind: 'move', seat, move: m } : { kind: 'answer', seat, answer: m };
      const r = route(s, input);
      return r.ok ? (misknown(k, m) ?? generic) : reasonOf(r.error);
    }
    default:
      return lordOf(s, seat).alive ? 'nothing is asked of you now' : 'you are out of the game';
  }
}

/** Null when `m` is legal for `seat` now; otherwise why not. */
export function check(s: CrayneState, seat: Seat, k: Knowledge, m: CrayneMove): string | null {
  return legal(s, seat, k).some((x) => sameMove(x, m)) ? null : whyNot(s, seat, k, m);
}
