/**
 * The newcomer's guide beside the map (issue 29): the parts of the setup, or of a turn, in plain
 * words, which one the match is in now, and one sentence on what the choice in front of you means
 * and what to tap. Read off the public state's phase only (what may be tapped stays the engine's:
 * the table lights it). The rulebook's step names (Control, Portal, Main) are kept in brackets so
 * a player who later reads the rules recognises them.
 */
import { mover } from '../../../engine/games/clockwork-crusade/game-core.js';
import { tilesToPlace } from '../../../engine/games/clockwork-crusade/setup.js';
import type { CcState } from '../../../engine/games/clockwork-crusade/types.js';
import { actingSeat } from './facts.js';

export interface GuidePart { readonly title: string; readonly text: string }

export interface Guide {
  /** "How the setup works" / "How this turn works". */
  readonly heading: string;
  readonly parts: readonly GuidePart[];
  /** The part under way (an index of `parts`), or -1. */
  readonly current: number;
  /** What the choice in front of the viewer means and what to tap, or what is happening meanwhile. */
  readonly now: string;
}

const SETUP: readonly GuidePart[] = [
  { title: 'Roll to decide who places first', text: 'The dice are rolled for everyone; nothing to do.' },
  { title: 'Build the map', text: 'Take turns laying pieces of the map (territory grids). Coloured areas are territories; beige is open ground; blue is water nobody can cross.' },
  { title: 'Place your first gate', text: 'Each player picks a territory and puts a gate on it. The gate makes that territory yours, and your new units come in next to it.' },
  { title: 'Roll to decide who plays first', text: 'The dice decide, and the cards are shuffled; then the first turn starts.' },
];

const TURN: readonly GuidePart[] = [
  { title: 'New gates (Control)', text: 'If one of your Soldiers stands alone in a territory, you may put a gate there for 1 resource.' },
  { title: 'Portals open (Portal)', text: 'Units you sent through a portal last turn come onto the map.' },
  { title: 'Income', text: '+1 resource for each of your territories that touches another of yours (none on your first turn).' },
  { title: 'Moves and attacks (Main)', text: 'Tap one of your units to move or attack with it; open a portal at a gate to bring a new unit next turn; research (4 resources) for a new card.' },
  { title: 'End your turn', text: 'Press “End turn”. Win by destroying every enemy gate, or by holding the most territories when the last round ends.' },
];

const SETUP_PART: Readonly<Record<string, number>> = { order: 0, tiles: 1, gates: 2, first: 3, shuffle: 3 };
const TURN_PART: Readonly<Record<string, number>> = { control: 0, reveal: 1, place: 1 };

/** Whether the match is still being set up (the map, the first gates, the dice for the first turn). */
export const inSetup = (s: CcState): boolean => s.phase in SETUP_PART;

/**
 * The guide for `viewer` (a watcher reads it about whoever acts). `gateHex`: the viewer has tapped
 * the hex of a gate and is now asked for its arrow. `names`: every seat's name.
 */
export function guideOf(s: CcState, viewer: number, names: readonly string[], opts: { watching?: boolean; gateHex?: boolean } = {}): Guide {
  const acting = actingSeat(s);
  const mine = acting !== null && acting === viewer && !opts.watching;
  const who = acting === null ? 'The other player' : names[acting] ?? 'The other player';
  if (inSetup(s)) {
    const current = SETUP_PART[s.phase] ?? -1;
    const grids = tilesToPlace(s);
    let now: string;
    if (s.phase === 'tiles') {
      now = mine
        ? `Pick a piece, tap a lit spot to try it there, turn it with ↺ ↻, then press “Place this grid” (${s.placed.length + 1} of ${grids}). The coloured areas are territories you can fight over.`
        : `${who} is placing a piece of the map (${s.placed.length + 1} of ${grids}); you take turns.`;
    } else if (s.phase === 'gates') {
      now = !mine ? `${who} is choosing a territory for a first gate.`
        : opts.gateHex ? 'Now tap a lit hex next to your gate: its arrow points there, and your new units come in on that hex.'
          : 'Tap a lit hex to place your first gate. Gates are where your units enter the map; the territory it stands on is yours.';
    } else {
      now = 'The dice are being rolled: nothing to do yet.';
    }
    return { heading: 'How the setup works', parts: SETUP, current, now };
  }
  const current = TURN_PART[s.phase] ?? (s.phase === 'over' ? -1 : 3);
  let now: string;
  if (s.phase === 'over') now = 'The match is over.';
  // In another player's turn you may be asked about your own unit under attack.
  else if ((s.phase === 'defend' || s.phase === 'counter') && mover(s) === viewer && !opts.watching) now = `${who} is attacking one of your units: answer the question under the map.`;
  else if ((s.phase === 'defend' || s.phase === 'counter') && mine) now = `${names[mover(s) ?? -1] ?? 'The other player'} decides about the unit you attack (a coin, or striking back): wait a moment.`;
  else if (!mine) now = `It is ${who}'s turn: watch the map and the story beside it.`;
  else if (s.phase === 'control') now = opts.gateHex ? 'Now tap a lit hex next to the new gate: its arrow points there.' : 'You may place a new gate: tap a lit hex, or press “No gate: go on”.';
  else if (s.phase === 'place') now = 'Your Building came in: tap a lit hex of its territory to put it there.';
  else if (s.phase === 'reveal' || s.phase === 'commit') now = 'Choose which unit goes through the portal (the others only learn it when it opens).';
  else if (!s.units.some((u) => u.owner === viewer && !u.faceDown)) now = 'You have no unit on the map yet: open a portal at your gate (under the map) to bring one in next turn, then press “End turn”.';
  else now = 'Tap one of your lit units, open a portal at a gate, or research; press “End turn” when you are done.';
  return { heading: 'How this turn works', parts: TURN, current, now };
}
