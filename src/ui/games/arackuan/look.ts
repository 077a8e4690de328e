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

const VOWEL = /[aeiouy]/i;
const cons = (x: string): boolean => /[a-z]/i.test(x) && !VOWEL.test(x);
/** Letter pairs read as one sound: never split. */
const DIGRAPH = /^(ch|sh|th|ph|wh|ck|gh|kh|qu|ng)$/i;
/** Consonant pairs a syllable starts with ("try", "ble", "stand"): a break goes before them. */
const ONSET = /^(bl|br|cl|cr|dr|fl|fr|gl|gr|pl|pr|sc|sk|sl|sm|sn|sp|st|sw|tr|tw|wr)$/i;

/**
 * Where a long word may break: between syllables as English splits them, roughly ("Pha|lanx",
 * "Light|ning", "Infan|try|man", "Unsta|ble"), never inside "th", "ck" and the like nor before a
 * final silent "e", leaving at least 3 letters before a break and 2 after. A word with no such
 * place breaks anywhere (but inside such a pair) rather than overflow.
 */
function breaks(w: string): number[] {
  const places = (ok: (b: string, c: string, d: string, i: number) => boolean): number[] => {
    const at: number[] = [];
    for (let i = 3; i <= w.length - 2; i++) {
      const [b, c, d] = [w[i - 1] ?? '', w[i] ?? '', w[i + 1] ?? ''];
      if (!DIGRAPH.test(b + c) && ok(b, c, d, i)) at.push(i);
    }
    return at;
  };
  const syllables = places((b, c, d, i) => {
    if (i === w.length - 2 && cons(c) && /e/i.test(d)) return false;
    if (VOWEL.test(b) && cons(c) && VOWEL.test(d)) return true;
    if (cons(b) && cons(c) && VOWEL.test(d) && !ONSET.test(b + c) && !DIGRAPH.test(c + d)) return true;
    if (cons(b) && b.toLowerCase() === c.toLowerCase()) return true;
    return ((ONSET.test(c + d) && i <= w.length - 3) || (cons(b) && DIGRAPH.test(c + d)));
  });
  if (syllables.length) return syllables;
  const consonants = places((b, c) => cons(b) && cons(c));
  return consonants.length ? consonants : places(() => true);
}

/**
 * A name that may break inside a long word, with a hyphen, where a square is too narrow for it (a
 * phone's battlefield): soft hyphens at a word's syllable breaks (`breaks`), in words of 7 letters
 * or more, so a line holds as much of the word as fits and reads as a word.
 */
export const breakable = (name: string): string =>
  name.split(' ').map((w) => {
    if (w.length < 7 || w.includes('-')) return w;
    const at = new Set(breaks(w));
    return [...w].map((ch, i) => (at.has(i) ? `\u00AD${ch}` : ch)).join('');
  }).join(' ');
