/**
 * Untrusted text made harmless to show: which names are printable, and how to print any
 * string on one terminal line without it acting on the terminal or forging other lines.
 */

/**
 * Characters that act instead of showing: controls (C0, DEL, C1, including ESC and CSI),
 * format characters (zero-width, soft hyphen, BOM, tags, the bidi embeddings, overrides and
 * isolates U+202A–U+202E, U+2066–U+2069), line and paragraph separators, lone surrogates.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'gu');

/** A player name (or a build label): some visible text and not one character from UNSAFE. */
export function isPrintableName(s: string): boolean {
  return s.trim() !== '' && s.isWellFormed() && !UNSAFE.test(s);
}

/**
 * Any untrusted string as a single safe line: every UNSAFE character becomes a visible
 * `\u{hex}`; a result longer than `max` UTF-16 units is cut and ends in '…'.
 */
export function escapeUntrusted(s: string, max = 500): string {
  let out = '';
  for (const ch of s) {
    const shown = UNSAFE.test(ch) ? `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}` : ch;
    if (out.length + shown.length > max) return `${out}…`;
    out += shown;
  }
  return out;
}

/** A name typed by the player, with what a peer would refuse taken out. */
export const stripUnprintable = (s: string): string => s.toWellFormed().replace(UNSAFE_ALL, '').trim();
