/** Canonical JSON: key-order independence, injectivity (round trip), refusals, depth limit. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Json, MAX_DEPTH, canonical, canonicalText, canonicalView, canonicalViewOf, isCanonical, sortedKeys } from '../../src/crypto/canonical.js';
import { unicodeString } from './helpers.js';
import { toHex, utf8 } from '../../src/crypto/bytes.js';

const text = (v: unknown): string => {
  const r = canonicalText(v);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Keys that share prefixes and mix ASCII, Latin-1, BMP above the surrogates, and astral characters. */
const keyArb = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'A', '0', '1', 'é', '\u0000', '"', '\\', '\ue000', '\uffff', '😀', '🂡'), maxLength: 3 }),
  unicodeString(6),
);
const leafArb: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null), fc.boolean(),
  fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 31, -(2 ** 32)),
  unicodeString(8), fc.string({ unit: fc.constantFrom('\n', '\t', '\u001f', '\u2028', '"', '\\', '/', 'x'), maxLength: 4 }),
);
const { json: jsonArb } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(keyArb, tie('json'), { maxKeys: 5, noNullPrototype: true })),
}));
/** A small space in which distinct-but-equal and nearly-equal pairs are common. */
const { small: smallArb } = fc.letrec<{ small: Json }>((tie) => ({
  small: fc.oneof({ depthSize: 'small' },
    fc.constantFrom<Json>(null, 0, 1, '', '0', '1', true),
    fc.array(tie('small'), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom('', 'a', 'b'), tie('small'), { maxKeys: 2, noNullPrototype: true })),
}));

/** The same value with its object keys inserted in a different (seeded) order, at every level. */
function reorder(v: Json, seed: number): Json {
  if (Array.isArray(v)) return v.map((x, i) => reorder(x, seed + i));
  if (v === null || typeof v !== 'object') return v;
  const entries = Object.entries(v);
  let s = seed >>> 0;
  for (let i = entries.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  const out: Record<string, Json> = {};
  for (const [k, x] of entries) Object.defineProperty(out, k, { value: reorder(x, seed + 1), enumerable: true, writable: true, configurable: true });
  return out;
}

/** Structural equality that ignores key order. */
function sameJson(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i] as Json));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b);
  const [oa, ob] = [a as Record<string, Json>, b as Record<string, Json>];
  const ka = Object.keys(oa), kb = Object.keys(ob);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(ob, k) && sameJson(oa[k] as Json, ob[k] as Json));
}

/** A reference encoder: keys compared code unit by code unit, written without Array.prototype.sort's default. */
function byCodeUnits(x: string, y: string): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x.charCodeAt(i) - y.charCodeAt(i);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
function reference(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(reference).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, Json>;
    return `{${Object.keys(o).sort(byCodeUnits).map((k) => `${JSON.stringify(k)}:${reference(o[k] as Json)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

describe('canonical encoding', () => {
  it('does not depend on key insertion order', () => {
    fc.assert(fc.property(jsonArb, fc.nat(), (v, seed) => {
      expect(text(reorder(v, seed))).toBe(text(v));
    }), { numRuns: 300 });
  });

  it('agrees with an independent reference encoder', () => {
    fc.assert(fc.property(jsonArb, (v) => { expect(text(v)).toBe(reference(v)); }), { numRuns: 300 });
  });

  it('round-trips through JSON.parse (so it is injective) and is idempotent', () => {
    fc.assert(fc.property(jsonArb, (v) => {
      const t = text(v);
      const back = JSON.parse(t) as Json;
      expect(sameJson(back, v)).toBe(true);
      expect(text(back)).toBe(t);
      expect(toHex(canonical(v))).toBe(toHex(utf8(t)));
    }), { numRuns: 300 });
  });

  it('maps two values to the same bytes exactly when they are equal', () => {
    fc.assert(fc.property(smallArb, smallArb, (a, b) => {
      expect(text(a) === text(b)).toBe(sameJson(a, b));
    }), { numRuns: 1000 });
    fc.assert(fc.property(jsonArb, jsonArb, (a, b) => {
      expect(text(a) === text(b)).toBe(sameJson(a, b));
    }), { numRuns: 300 });
  });

  it('has no whitespace and keeps strings unambiguous', () => {
    expect(text({ b: [1, 2], a: { ' ': ' ' } })).toBe('{"a":{" ":" "},"b":[1,2]}');
    expect(text(['a,b'])).not.toBe(text(['a', 'b']));
    expect(text({ 'a":1,"b': 2 })).not.toBe(text({ a: 1, b: 2 }));
    expect(text(['1'])).not.toBe(text([1]));
    expect(text([null])).not.toBe(text(['null']));
  });

  it('sorts astral keys by UTF-16 code units (before U+E000..U+FFFF)', () => {
    expect(text({ '\uffff': 0, '\ue000': 0, '😀': 0, 'é': 0, 'z': 0 })).toBe('{"z":0,"é":0,"😀":0,"\ue000":0,"\uffff":0}');
  });

  it('writes -0 as 0 and accepts objects without a prototype', () => {
    expect(text(-0)).toBe('0');
    expect(text([-0, { a: -0 }])).toBe('[0,{"a":0}]');
    const o = Object.create(null) as Record<string, Json>;
    o.b = 1; o.a = 2;
    expect(text(o)).toBe('{"a":2,"b":1}');
  });
});

describe('canonical refusals', () => {
  const badArb = fc.oneof(
    fc.double().filter((d) => !Number.isSafeInteger(d)),
    fc.constantFrom(2 ** 53, -(2 ** 53), 1e21, 0.1, NaN, Infinity, -Infinity, undefined),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff').chain((s) => fc.tuple(fc.string(), fc.string()).map(([a, b]) => a + s + b)),
    fc.constantFrom<unknown>(1n, new Date(0), new Map(), [1, undefined], { a: undefined }, () => 1),
  );
  /** Puts `bad` somewhere inside `v` (in an array, as a field, or as a key for a lone-surrogate string). */
  function plant(v: Json, bad: unknown, where: number): unknown {
    switch (where % 4) {
      case 0: return [v, bad];
      case 1: return { ok: v, bad };
      case 2: return [{ deep: [v, { x: bad }] }];
      default: return typeof bad === 'string' ? { [bad]: v } : { z: [bad] };
    }
  }

  it('refuses any value with a float, NaN, unsafe integer, undefined, lone surrogate or non-plain object inside', () => {
    fc.assert(fc.property(jsonArb, badArb, fc.nat(), (v, bad, where) => {
      const x = plant(v, bad, where);
      expect(canonicalText(x).ok).toBe(false);
      expect(() => canonical(x as Json)).toThrow(TypeError);
    }), { numRuns: 300 });
  });

  it(`nests up to depth ${MAX_DEPTH} and no deeper`, () => {
    const arrays = (n: number, inner: unknown) => { let v = inner; for (let i = 0; i < n; i++) v = [v]; return v; };
    const objects = (n: number, inner: unknown) => { let v = inner; for (let i = 0; i < n; i++) v = { k: v }; return v; };
    for (const wrap of [arrays, objects]) {
      expect(canonicalText(wrap(MAX_DEPTH, 0)).ok).toBe(true);
      expect(canonicalText(wrap(MAX_DEPTH + 1, 0)).ok).toBe(false);
      expect(canonicalText(wrap(100_000, 0)).ok).toBe(false);
    }
    // An empty container has no element, so it may itself sit at depth MAX_DEPTH.
    expect(canonicalText(arrays(MAX_DEPTH, [])).ok).toBe(true);
    expect(canonicalText(arrays(MAX_DEPTH + 1, [])).ok).toBe(false);
  });

  it('isCanonical says yes exactly where canonicalText succeeds (good values, planted bad ones, the depth edge)', () => {
    fc.assert(fc.property(jsonArb, (v) => { expect(isCanonical(v)).toBe(true); }), { numRuns: 200 });
    fc.assert(fc.property(jsonArb, badArb, fc.nat(), (v, bad, where) => {
      const x = plant(v, bad, where);
      expect(isCanonical(x)).toBe(canonicalText(x).ok);
      expect(isCanonical(x)).toBe(false);
    }), { numRuns: 300 });
    const arrays = (n: number, inner: unknown) => { let v = inner; for (let i = 0; i < n; i++) v = [v]; return v; };
    const objects = (n: number, inner: unknown) => { let v = inner; for (let i = 0; i < n; i++) v = { k: v }; return v; };
    const edges = [arrays(MAX_DEPTH, 0), arrays(MAX_DEPTH + 1, 0), arrays(MAX_DEPTH, []), arrays(MAX_DEPTH + 1, []), arrays(MAX_DEPTH, [1]),
      objects(MAX_DEPTH, 0), objects(MAX_DEPTH + 1, 0), objects(MAX_DEPTH, {}), objects(MAX_DEPTH, { a: undefined }), arrays(100_000, 0),
      Object.create(null) as unknown, [1, , 3], { a: 1, b: undefined }, { ['\udc00']: 1 }, new Date(0), 1n, () => 1];
    edges.forEach((x, i) => { expect(isCanonical(x), `edge case ${i}`).toBe(canonicalText(x).ok); });
  });

  it('says why it refuses a value, with the path to the refused part', () => {
    const why = (v: unknown): string => { const r = canonicalText(v); return r.ok ? 'accepted' : r.error; };
    expect(why({ a: [1, 1.5] })).toBe('not canonical JSON: "a": [1]: number 1.5 is not a safe integer');
    expect(why([['x', '\ud800']])).toBe('not canonical JSON: [0]: [1]: string holds a lone surrogate');
    expect(why({ z: 1, '\ud800': 1 })).toBe('not canonical JSON: key holds a lone surrogate');
    expect(why({ a: 1, b: undefined })).toBe('not canonical JSON: key "b" is undefined');
    expect(why([new Date(0)])).toBe('not canonical JSON: [0]: not a plain object');
    expect(why({ f: () => 1 })).toBe('not canonical JSON: "f": function cannot be encoded');
    expect(why([1, , 3])).toBe('not canonical JSON: [1]: undefined cannot be encoded');
    expect(why(NaN)).toBe('not canonical JSON: number NaN is not a safe integer');
    let deep: unknown = 0;
    for (let i = 0; i <= MAX_DEPTH; i++) deep = { k: deep };
    expect(why(deep)).toBe(`not canonical JSON: ${'"k": '.repeat(MAX_DEPTH + 1)}nesting deeper than ${MAX_DEPTH}`);
    // A refusal's message is not left over for the next value.
    expect(why({ ok: [1] })).toBe('accepted');
    expect(() => canonicalViewOf([0.5] as Json)).toThrow('not canonical JSON: [0]: number 0.5 is not a safe integer');
    expect(canonicalView({ sig: 0.5, a: 1 }, 'sig')).toBeDefined();
  });

  it('ignores nothing silently that JSON would keep', () => {
    expect(canonicalText({ a: 1, b: undefined }).ok).toBe(false);
    expect(canonicalText([1, , 3]).ok).toBe(false);
  });
});

/** The bytes written straight into the shared buffer (hashing's fast path) against the text route. */
describe('canonicalView', () => {
  const viewHex = (v: unknown, omit?: string): string | undefined => {
    const b = canonicalView(v, omit);
    return b && toHex(b);
  };
  /** Strings that exercise every escape and every UTF-8 length. */
  const escapes = fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\b', '\t', '\n', '\u000b', '\f', '\r', '\u001f', ' ', '"', '\\', '/', '\u007f', '\u0080', 'é', '\u07ff', '\u0800', '\u2028', '\ud7ff', '\ue000', '\uffff', '😀'), maxLength: 8 });

  it('is the UTF-8 of the canonical text, for any value canonical accepts', () => {
    fc.assert(fc.property(fc.oneof(jsonArb, escapes, fc.array(escapes), fc.dictionary(escapes, escapes)), (v) => {
      expect(viewHex(v)).toBe(toHex(utf8(text(v))));
      expect(toHex(canonical(v as Json))).toBe(toHex(utf8(text(v))));
    }), { numRuns: 500 });
  });

  it('writes every safe integer as decimal, -0 as 0', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => { expect(viewHex(n)).toBe(toHex(utf8(String(n)))); }), { numRuns: 500 });
    for (const n of [0, -0, 9, 10, -10, 99, 100, 2 ** 31, -(2 ** 32), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(viewHex(n)).toBe(toHex(utf8(text(n))));
    }
  });

  it('leaves out only the top-level key it is told to', () => {
    fc.assert(fc.property(fc.dictionary(keyArb, jsonArb, { maxKeys: 5, noNullPrototype: true }), jsonArb, (o, sig) => {
      const withSig = { ...o, sig, inner: { sig } };
      const { sig: _s, ...without } = withSig;
      expect(viewHex(withSig, 'sig')).toBe(toHex(utf8(text(without))));
      expect(viewHex(withSig)).toBe(toHex(utf8(text(withSig))));
    }), { numRuns: 200 });
    expect(viewHex([{ sig: 1 }], 'sig')).toBe(toHex(utf8('[{"sig":1}]')));
  });

  it('refuses exactly what canonicalText refuses (and canonicalViewOf throws its message)', () => {
    const bad: unknown[] = [0.5, NaN, 2 ** 53, undefined, 1n, '\ud800', { ['\udc00']: 1 }, [1, , 3], { a: undefined }, new Date(0), () => 1, [{ x: [Infinity] }]];
    for (const v of bad) {
      expect(canonicalView(v)).toBeUndefined();
      const r = canonicalText(v);
      expect(r.ok).toBe(false);
      expect(() => canonicalViewOf(v as Json)).toThrow(r.ok ? '' : r.error);
    }
    const arrays = (n: number, inner: unknown) => { let v = inner; for (let i = 0; i < n; i++) v = [v]; return v; };
    expect(canonicalView(arrays(MAX_DEPTH, 0))).toBeDefined();
    expect(canonicalView(arrays(MAX_DEPTH, []))).toBeDefined();
    expect(canonicalView(arrays(MAX_DEPTH + 1, 0))).toBeUndefined();
    expect(canonicalView(arrays(100_000, 0))).toBeUndefined();
    // A container at the very depth limit, with a key left out (the text route's slow path).
    const edge = { sig: 'x', a: arrays(MAX_DEPTH - 1, []) };
    expect(viewHex(edge, 'sig')).toBe(toHex(utf8(text({ a: edge.a }))));
    expect(viewHex({ sig: 0.5, a: 1 }, 'sig')).toBe(toHex(utf8('{"a":1}')));
    expect(canonicalView({ sig: 1, a: 0.5 }, 'sig')).toBeUndefined();
  });

  it('grows its buffer for large values and is overwritten by the next call', () => {
    const big = Array.from({ length: 3000 }, (_, i) => ({ card: `c${i}`, n: i, t: 'é😀' }));
    expect(viewHex(big)).toBe(toHex(utf8(text(big))));
    const first = canonicalView({ a: 1 }) as Uint8Array;
    const copy = first.slice();
    canonicalView({ b: 2 });
    expect(toHex(first)).not.toBe(toHex(copy));
  });
});

describe('sortedKeys (key lists sorted once per shape)', () => {
  it('gives the sorted list for every list, as lists sharing a first key, a length or all but one key come and go', () => {
    const pool = ['a', 'b', 'A', '10', '2', 'é', '\ue000', '😀', 'ab', ''];
    const listArb = fc.uniqueArray(fc.constantFrom(...pool), { maxLength: 7 });
    fc.assert(fc.property(fc.array(listArb, { minLength: 1, maxLength: 30 }), (lists) => {
      for (const keys of [...lists, ...lists.slice().reverse()]) {
        const want = [...keys].sort(byCodeUnits);
        expect(sortedKeys([...keys])).toEqual(want);
        expect(sortedKeys(keys.slice())).toEqual(want);
      }
    }), { numRuns: 300 });
  });

  it('stays right past its bounds: many shapes under one first key, many first keys, long lists', () => {
    const check = (keys: string[]) => expect(sortedKeys(keys.slice())).toEqual([...keys].sort(byCodeUnits));
    for (let i = 0; i < 40; i++) check(['z', ...Array.from({ length: i % 9 }, (_, j) => `k${(i * 7 + j) % 13}`)].filter((k, j, a) => a.indexOf(k) === j));
    for (let i = 0; i < 600; i++) check([`first${i}`, 'b', 'a']);
    check(Array.from({ length: 40 }, (_, i) => `key${39 - i}`));
  });

  it('hands out a list shared between calls on one shape (callers never edit it)', () => {
    const a = sortedKeys(['q', 'p', 'r']), b = sortedKeys(['q', 'p', 'r']);
    expect(a).toEqual(['p', 'q', 'r']);
    expect(b).toBe(a);
  });
});
