/**
 * Whose move it is, in a player's words, from the engine's current request (issue 29: every
 * moment of a match says it). The request is the engine's; this only words it: "Your move",
 * "Bob's move", "Both choose" (a simultaneous face-down choice), "Bob draws a card". Never a
 * protocol word.
 */
import type { Request, Seat } from '../../engine/game.js';
import { andList, seatName } from '../names.js';

export interface Whose {
  /** The words, short enough for a bar ("Your move", "Bob's move", "Both choose"). */
  readonly text: string;
  /** Whether the page's own seat is asked (then the table lights what to tap). */
  readonly mine: boolean;
}

export interface Viewer {
  readonly seat: Seat;
  readonly names: readonly string[];
  /** Someone who holds no seat looks on: the seat is named, never "you". */
  readonly watching?: boolean | undefined;
}

/** "Your move" / "Bob's move" / "Both choose" / … for `r`; null when nothing is asked (the match is over). */
export function whoseMove(r: Request | null, v: Viewer): Whose | null {
  if (!r) return null;
  const me = (x: Seat) => x === v.seat && !v.watching;
  const name = (x: Seat) => seatName(v.names, x);
  const possessive = (x: Seat) => (me(x) ? 'Your' : `${name(x)}'s`);
  switch (r.kind) {
    case 'move': case 'answer':
      return { text: `${possessive(r.seat)} move`, mine: me(r.seat) };
    case 'commit': {
      const mine = r.seats.some(me);
      if (r.seats.length === 0) return { text: 'Turning the face-down cards over', mine: false };
      if (r.seats.length === 1) return { text: `${possessive(r.seats[0] as Seat)} move`, mine };
      const all = r.seats.length === v.names.length;
      if (all) return { text: r.seats.length === 2 ? 'Both choose' : 'Everyone chooses', mine };
      const who = andList(r.seats.map((x) => (me(x) ? 'you' : name(x))));
      return { text: `${who.charAt(0).toUpperCase()}${who.slice(1)} choose`, mine };
    }
    case 'reveal': return { text: 'Turning the face-down cards over', mine: false };
    case 'draw': case 'deal': return { text: me(r.seat) ? 'You draw a card' : `${name(r.seat)} draws a card`, mine: false };
    case 'random': case 'shuffle': case 'flip': return { text: 'Drawing at random', mine: false };
  }
}
