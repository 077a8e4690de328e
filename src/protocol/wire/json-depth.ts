/**
 * How deep untrusted JSON text nests, read before JSON.parse: a file or message of nested
 * brackets is refused in a single pass that stops at the first bracket too deep, instead of
 * being parsed into millions of arrays first (a 6 MB file of `[[[…` took 29 s and 414 MB before).
 *
 * Every value the protocol keeps is canonical, so nested at most MAX_DEPTH deep: at most
 * MAX_DEPTH + 1 levels of brackets, counting an innermost empty list or object. The deepest
 * untrusted text around such a value is a match file's: 3 levels (the file, `chains`, a chain;
 * or the file, `conflicts`, a conflict; or the file, `hellos`, and a hello around its options)
 * around a message of MAX_DEPTH + 1, that is MAX_DEPTH + 4. MAX_NESTING leaves some room over
 * that; anything deeper cannot parse into a match and is refused unread.
 */
import { MAX_DEPTH } from '../../crypto/canonical.js';

export const MAX_NESTING = MAX_DEPTH + 8;

const QUOTE = 0x22, BACKSLASH = 0x5c, OPEN_LIST = 0x5b, CLOSE_LIST = 0x5d, OPEN_OBJECT = 0x7b, CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` opens more than `max` brackets (`[` or `{`) at once outside its strings. One pass,
 * one counter, no allocation; it stops at the first bracket over `max`. Text that is not JSON
 * (a closing bracket too many, an unclosed string) is left for JSON.parse to refuse: a stray
 * closing bracket never lowers the count below zero, so it cannot buy room for more openings.
 *
 * `text` may also be the UTF-8 bytes of the text, scanned before they are decoded (the verify
 * script's file): the characters that matter are ASCII, and in UTF-8 a byte below 0x80 is always
 * that ASCII character, never part of another one, so both give the same answer.
 */
export function nestsDeeper(text: string | Uint8Array, max: number = MAX_NESTING): boolean {
  const bytes = typeof text === 'string' ? null : text;
  const chars = typeof text === 'string' ? text : '';
  let depth = 0;
  let inString = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = bytes ? bytes[i] as number : chars.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++; // the escaped character (`\"`, `\\`, …) neither ends the string nor counts
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_LIST || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if ((c === CLOSE_LIST || c === CLOSE_OBJECT) && depth > 0) {
      depth--;
    }
  }
  return false;
}

/** The refusal of text that nests too deep, in the words of `what` ("the file", "message"). */
export const tooDeep = (what: string, max: number = MAX_NESTING): string => `${what} nests brackets more than ${max} deep`;
