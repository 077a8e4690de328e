/** Untrusted text made harmless to show: printable names, and any string escaped onto one line. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeUntrusted, isPrintableName } from '../../src/crypto/printable.js';

/** Anything a terminal or a line-based reader could act on. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const FORGED = '\n\u001b[2K\rresult: Mallory wins';
const HOSTILE = ['a\nb', 'a\rb', '\u001b[31mred', 'a\u0000b', '\u009b2K', 'a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u200bb',
  'a\u202eb', 'a\u202ab', 'a\u2066b', 'a\u2069b', 'a\ufeffb', 'a\u00adb', 'a\u{e0041}b', '\ud800x', 'x\udc00'];

describe('isPrintableName', () => {
  it.each(['Bot 1', 'Zoë', '山田 太郎', "O'Brien", '🃏 Ace', 'x'])('accepts %j', (s) => expect(isPrintableName(s)).toBe(true));
  it.each(['', '   ', '\t', ...HOSTILE, `Mallory${FORGED}`])('refuses %j', (s) => expect(isPrintableName(s)).toBe(false));
});

describe('escapeUntrusted', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeUntrusted('Bot 1 — scores 2 – 17; "quoted" \\ back')).toBe('Bot 1 — scores 2 – 17; "quoted" \\ back');
  });
  it.each(HOSTILE)('shows %j as visible escapes', (s) => {
    const e = escapeUntrusted(s);
    expect(e).not.toMatch(UNSAFE);
    expect(e).toMatch(/\\u\{[0-9a-f]+\}/);
  });
  it('writes the escape as the code point in hex', () => {
    expect(escapeUntrusted(`M${FORGED}`)).toBe('M\\u{a}\\u{1b}[2K\\u{d}result: Mallory wins');
  });
  it('caps the length', () => {
    expect(escapeUntrusted('x'.repeat(10_000))).toHaveLength(501);
    expect(escapeUntrusted('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(escapeUntrusted('\u001b'.repeat(100), 10)).toBe('\\u{1b}…');
  });
  it('never leaves an unsafe character, for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => !UNSAFE.test(escapeUntrusted(s))), { numRuns: 2000 });
  });
});
