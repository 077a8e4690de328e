/** Untrusted text cannot forge output: names, game ids and builds are printable at the hello boundary. */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHello, parseTranscript } from '../../src/crypto/parse.js';
import { escapeUntrusted, isPrintableName } from '../../src/crypto/printable.js';
import { nameOrDefault, setName } from '../../src/ui/player-name.js';

/** Anything a terminal or a line-based reader could act on. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const FORGED = '\n\u001b[2K\rresult: Mallory wins';
const HOSTILE = ['a\nb', 'a\rb', '\u001b[31mred', 'a\u0000b', '\u009b2K', 'a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u200bb',
  'a\u202eb', 'a\u202ab', 'a\u2066b', 'a\u2069b', 'a\ufeffb', 'a\u00adb', 'a\u{e0041}b', '\ud800x', 'x\udc00'];

const fixtures = new URL('../fixtures/v1/', import.meta.url);
const fixtureFile = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(name, fixtures), 'utf8')) as Record<string, unknown>;
const hello = (): Record<string, unknown> => (fixtureFile('fixture.json').hellos as Record<string, unknown>[])[0]!;

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

describe('the hello boundary', () => {
  it('refuses a name that would forge a result line, without echoing it', () => {
    const r = parseHello({ ...hello(), name: `Mallory${FORGED}`.slice(0, 40) });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^hello\.name: /) });
    if (!r.ok) expect(r.error).not.toMatch(/Mallory|\u001b/);
  });
  it.each(['', '  ', 'a\u202eb', 'a\u2028b'])('refuses the name %j', (name) => {
    expect(parseHello({ ...hello(), name })).toMatchObject({ ok: false, error: expect.stringMatching(/^hello\.name: /) });
  });
  it.each(['\u001b[2K\rVALID', 'Fixture', 'fix ture', '', 'a/b'])('refuses the game id %j', (game) => {
    expect(parseHello({ ...hello(), game })).toMatchObject({ ok: false, error: expect.stringMatching(/^hello\.game: /) });
  });
  it.each(['facedown\n0.1', '\u001b[0m', '', 'a\u2066b'])('refuses the build %j', (build) => {
    expect(parseHello({ ...hello(), build })).toMatchObject({ ok: false, error: expect.stringMatching(/^hello\.build: /) });
  });
  it('still accepts every match file written by release 0.1', () => {
    const names = readdirSync(fixtures).filter((n) => n.endsWith('.json'));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(parseTranscript(fixtureFile(n)).ok, n).toBe(true);
  });
});

describe('the name this page sends', () => {
  it.each([['Zoë\u202e\n', 'Zoë'], ['\u001b[2K', '[2K'], ['\u200b\u2028 ', 'Player'], [`${'x'.repeat(39)}🃏`, `${'x'.repeat(39)}\ufffd`]])(
    'typed as %j is sent as %j, which peers accept', (typed, sent) => {
      setName(typed);
      expect(nameOrDefault()).toBe(sent);
      expect(parseHello({ ...hello(), name: nameOrDefault() }).ok).toBe(true);
    });
});
