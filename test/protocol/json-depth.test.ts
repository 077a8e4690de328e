/**
 * The nesting scan run on untrusted JSON text before JSON.parse (src/protocol/wire/json-depth.ts):
 * brackets inside strings do not count, escaped quotes do not end a string, text exactly at the
 * limit passes, one level more is refused, and the deepest match file the parsers accept passes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../src/crypto/canonical.js';
import { MAX_NESTING, nestsDeeper } from '../../src/protocol/wire/json-depth.js';
import { parseTranscript } from '../../src/protocol/verification/parse-file.js';

const deepText = (depth: number, inner = ''): string => '['.repeat(depth) + inner + ']'.repeat(depth);
const deepObj = (depth: number): string => '{"a":'.repeat(depth) + '0' + '}'.repeat(depth);

describe('nestsDeeper', () => {
  it('counts lists and objects, and passes text exactly at the limit', () => {
    expect(nestsDeeper(deepText(MAX_NESTING))).toBe(false);
    expect(nestsDeeper(deepText(MAX_NESTING + 1))).toBe(true);
    expect(nestsDeeper(deepObj(MAX_NESTING))).toBe(false);
    expect(nestsDeeper(deepObj(MAX_NESTING + 1))).toBe(true);
    expect(nestsDeeper('[{"a":[{}]}]', 4)).toBe(false);
    expect(nestsDeeper('[{"a":[{}]}]', 3)).toBe(true);
    expect(nestsDeeper('[[]]'.repeat(1000), 2)).toBe(false); // siblings, not nesting
    expect(nestsDeeper('', 0)).toBe(false);
    expect(nestsDeeper('0', 0)).toBe(false);
    expect(nestsDeeper('[]', 0)).toBe(true);
  });

  it('does not count brackets inside strings', () => {
    expect(nestsDeeper(JSON.stringify({ a: '['.repeat(10_000) }), 1)).toBe(false);
    expect(nestsDeeper(JSON.stringify(['{{{{', ']]]]', '[[[[']), 1)).toBe(false);
    expect(nestsDeeper(`["${'['.repeat(10_000)}"]`, 1)).toBe(false);
  });

  it('an escaped quote does not end the string; an escaped backslash does not escape the quote after it', () => {
    // The string is `a"[[[[[`: still inside it, so none of those brackets count.
    expect(nestsDeeper(JSON.stringify(['a"[[[[[']), 1)).toBe(false);
    expect(JSON.stringify(['a"[[[[['])).toContain('\\"');
    // The string is `\`: it ends at the quote after the escaped backslash, and the brackets after it count.
    const text = `["\\\\",${deepText(5)}]`;
    expect(JSON.parse(text)).toEqual(['\\', [[[[[]]]]]]);
    expect(nestsDeeper(text, 6)).toBe(false);
    expect(nestsDeeper(text, 5)).toBe(true);
    // A scan that took `\"` as the end of the string would count these brackets (and refuse at 1).
    expect(nestsDeeper(`["\\"${'['.repeat(50)}"]`, 1)).toBe(false);
    // A scan that ignored escapes entirely would take `\\"` for an escaped quote and miss these.
    expect(nestsDeeper(`["x\\\\"${',' + deepText(10)}]`, 5)).toBe(true);
  });

  it('stray closing brackets cannot buy room for more openings', () => {
    expect(nestsDeeper(']]]]]]]]]]' + deepText(5), 4)).toBe(true);
    expect(nestsDeeper('}}}}}' + deepText(5), 5)).toBe(false);
  });

  it('stops at the first bracket over the limit (a long file costs no more than its first levels)', () => {
    const big = '['.repeat(8_000_000);
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) nestsDeeper(big);
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('the deepest match file the parsers accept passes the scan', () => {
    // A move nested as deep as a message allows (the message adds two levels around it).
    const f = JSON.parse(readFileSync(new URL('../fixtures/v1/fixture.json', import.meta.url), 'utf8')) as { chains: { body: unknown }[][] };
    const m = f.chains[0]![0]!;
    m.body = { t: 'move', move: JSON.parse(deepText(MAX_DEPTH - 1)) };
    expect(parseTranscript(f).ok).toBe(true);
    const text = JSON.stringify(f);
    expect(nestsDeeper(text)).toBe(false);
    // It is MAX_DEPTH + 4 deep, as json-depth.ts says: the limit keeps room over that.
    expect(nestsDeeper(text, MAX_DEPTH + 4)).toBe(false);
    expect(nestsDeeper(text, MAX_DEPTH + 3)).toBe(true);
    expect(MAX_NESTING).toBeGreaterThan(MAX_DEPTH + 4);
    m.body = { t: 'move', move: JSON.parse(deepText(MAX_DEPTH)) };
    expect(parseTranscript(f)).toMatchObject({ ok: false, error: expect.stringMatching(/nesting deeper/) });
  });
});

describe('nestsDeeper on UTF-8 bytes', () => {
  const enc = new TextEncoder();
  it('gives the answer it gives on the text', () => {
    const texts = [
      deepText(MAX_NESTING), deepText(MAX_NESTING + 1), JSON.stringify({ 'é€😀': ['[[[', '"\\'], x: [[['ü']]] }),
      `["€\\"${'['.repeat(100)}"]`, `["\\\\",${deepText(80)}]`, `{"a":"😀${'{'.repeat(90)}"}`, ']]]' + deepText(MAX_NESTING),
    ];
    for (const t of texts) {
      for (const max of [1, 3, MAX_NESTING]) expect(nestsDeeper(enc.encode(t), max), `${t.slice(0, 30)} at ${max}`).toBe(nestsDeeper(t, max));
    }
    expect(nestsDeeper(enc.encode(deepText(MAX_NESTING + 1)))).toBe(true);
    // A lone continuation byte or an invalid sequence is not a bracket.
    expect(nestsDeeper(new Uint8Array([0x5b, 0xdb, 0x5d, 0x80, 0xfb]), 1)).toBe(false);
  });
});
