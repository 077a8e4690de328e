/**
 * Untrusted text cannot forge output: names, game ids and builds are printable at the hello
 * boundary, and everything untrusted the verdict prints is escaped onto one line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHello } from '../../src/protocol/wire/parse.js';
import { parseTranscript } from '../../src/protocol/verification/parse-file.js';
import { escapeUntrusted, isPrintableName } from '../../src/protocol/wire/printable.js';
import { explainVerdict, formatVerdict } from '../../src/protocol/verification/verdict-text.js';
import { nameOrDefault, setName } from '../../src/ui/player-name.js';
import type { Verdict } from '../../src/protocol/verification/verify.js';

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
  it.each([['Zoë\u202e\n', 'Zoë'], ['\u001b[2K', '[2K'], ['\u200b\u2028 ', 'Player 1'], [`${'x'.repeat(39)}🃏`, `${'x'.repeat(39)}\ufffd`]])(
    'typed as %j is sent as %j, which peers accept', (typed, sent) => {
      setName(typed);
      expect(nameOrDefault()).toBe(sent);
      expect(parseHello({ ...hello(), name: nameOrDefault() }).ok).toBe(true);
    });
});

describe('formatVerdict', () => {
  const counts = { messages: 1, signatures: 3, commitments: 0, reveals: 0, beacons: 0, draws: 0, shuffles: 0, rolls: 0, shown: 0, steps: 1, decks: 0 };
  const base: Verdict = { status: 'invalid', counts, failure: null, blame: null, game: null, players: [], end: null, caveats: [], unchecked: [], files: 1, randomness: [] };

  it('prints nothing untrusted raw, and nothing before the status word', () => {
    const verdicts: Verdict[] = [
      { ...base, game: `\u001b[2K\rVALID${FORGED}`, players: [`Mallory${FORGED}`, 'Bot\u202e2'], failure: `unknown game "\u001b[1A${FORGED}"` },
      { ...base, status: 'valid', game: 'fixture', players: ['A\u2028B', 'C'], end: { kind: 'result', result: { winners: [0], summary: `2 – 1${FORGED}` } } },
      { ...base, game: 'fixture', players: ['A', 'B'], end: { kind: 'claim', by: [0], against: [1], step: 3, reason: `late${FORGED}`, decided: null }, failure: 'x\u0085y', blame: 1, caveats: [`c${FORGED}`] },
      { ...base, status: 'unreadable', failure: `chains[0][0].body.t: unknown message type "\u001b]0;owned\u0007"` },
    ];
    for (const v of verdicts) {
      const text = formatVerdict(v);
      const lines = text.split('\n');
      expect(lines[0]!.startsWith(v.status.toUpperCase())).toBe(true);
      for (const line of lines) expect(line).not.toMatch(UNSAFE);
      expect(lines.filter((l) => l.startsWith('result:'))).toHaveLength(v.end?.kind === 'result' ? 1 : 0);
      expect(lines.filter((l) => /^(VALID|INVALID|UNREADABLE)/.test(l))).toHaveLength(1);
      for (const sentence of explainVerdict(v)) expect(sentence).not.toMatch(UNSAFE);
    }
  });

  it('prints the verdict of an honest match unchanged', () => {
    const v: Verdict = { ...base, status: 'valid', game: 'fixture', players: ['Bot 1', 'Bot 2'], end: { kind: 'result', result: { winners: [1], summary: 'scores 2 – 17' } } };
    expect(formatVerdict(v).split('\n')).toEqual([
      'VALID — fixture, players: Bot 1, Bot 2',
      expect.stringMatching(/^messages 1, /),
      'result: scores 2 – 17; winners: Bot 2',
    ]);
  });
});
