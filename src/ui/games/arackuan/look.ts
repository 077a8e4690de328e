/**
 * How Arackuan looks: each faction's colour and symbol (the rulebook's grey, blue, red and green),
 * and each player's token — their faction's colour and their initial. Both players may play the
 * same faction, so the second player's token is then drawn hollow: owner is never told by colour alone.
 */
import type { Faction } from '../../../engine/games/arackuan/cards/types.js';

export const FACTION_LOOK: Readonly<Record<Faction, { readonly colour: string; readonly symbol: string; readonly name: string }>> = {
  byartur: { colour: '#5d6470', symbol: '⚜', name: 'Byartur' },
  whitelands: { colour: '#2f6db5', symbol: '❄', name: 'Whitelands' },
  myrkur: { colour: '#a8322a', symbol: '☠', name: 'Myrkur' },
  vestur: { colour: '#3d7d3a', symbol: '❦', name: 'Vestur' },
};

const NEUTRAL = { colour: '#6b5a3e', symbol: '◆', name: 'No faction yet' };

export const factionLook = (f: string | null | undefined) => (f && f in FACTION_LOOK ? FACTION_LOOK[f as Faction] : NEUTRAL);

/** A player's token: colour, whether drawn hollow (same faction as the other player, second seat), initial. */
export interface TokenLook {
  readonly colour: string;
  readonly hollow: boolean;
  readonly initial: string;
  readonly name: string;
}

/** First letter of each of the first two words ("Dmitri Alexandrov" → "DA"), or the seat's number. */
export function initials(name: string, seat: number): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const s = words.slice(0, 2).map((w) => [...w][0] ?? '').join('').toUpperCase();
  return s || String(seat + 1);
}

export function tokenLooks(factions: readonly (string | null)[], names: readonly string[]): readonly TokenLook[] {
  const same = factions[0] !== null && factions[0] === factions[1];
  const a = initials(names[0] ?? '', 0);
  let b = initials(names[1] ?? '', 1);
  if (b === a) b = `${b}²`;
  return [0, 1].map((seat) => ({
    colour: factionLook(factions[seat]).colour,
    hollow: same && seat === 1,
    initial: seat === 0 ? a : b,
    name: names[seat] ?? `Player ${seat + 1}`,
  }));
}

/** CSS variables for a faction. */
export const factionVars = (f: string | null | undefined): Record<string, string> => ({ '--faction': factionLook(f).colour });

/**
 * A name that may break inside a long word, with a hyphen, where a square is too narrow for it (a
 * phone's battlefield): a soft hyphen between any two letters of a word of 7 or more, leaving at
 * least 3 letters before a break and 2 after, so a line holds as much of the word as fits.
 */
export const breakable = (name: string): string =>
  name.split(' ').map((w) => (w.length < 7 ? w : [...w].map((ch, i) => (i >= 3 && i <= w.length - 2 ? `\u00AD${ch}` : ch)).join(''))).join(' ');
