/**
 * treeHash: the memoized Merkle hash agrees with a plain recursive reference written from its
 * definition (test/crypto/tree-hash-reference.ts), with the vectors, and with canonical on what
 * it refuses; it depends on the value only, never on identities, key order or the memo.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { type Json, MAX_DEPTH, canonicalText } from '../../src/crypto/canonical.js';
import { TAG, taggedHash } from '../../src/crypto/hash.js';
import { INLINE_MAX, TREE_TAG, treeHash, treeHashOf, treeMemo } from '../../src/crypto/tree-hash.js';
import { REF_INLINE_MAX, REF_TAGS, refRoot, refTreeHash } from './tree-hash-reference.js';
import { unicodeString } from './helpers.js';
import { matchStates } from './match-states.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';

const V: any = JSON.parse(readFileSync(new URL('../vectors/crypto.json', import.meta.url), 'utf8'));
const hexOrNull = (v: unknown): string | null => { const r = treeHashOf(v); return r.ok ? toHex(r.value) : null; };
const hex = (v: unknown): string => toHex(treeHash(v as Json));
const refHex = (v: unknown): string | null => { const r = refTreeHash(v); return r ? toHex(r) : null; };
const isNode = (v: unknown): v is object => v !== null && typeof v === 'object';
/** A fresh copy with new identities and keys inserted in reverse order. */
const copyReversed = (v: unknown): unknown => {
  if (!isNode(v)) return v;
  if (Array.isArray(v)) return v.map(copyReversed);
  return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, copyReversed(x)]));
};
const deepFreeze = <T>(v: T): T => {
  if (isNode(v) && !Object.isFrozen(v)) { Object.freeze(v); for (const x of Object.values(v)) deepFreeze(x); }
  return v;
};
const nest = (v: unknown, n: number): unknown => (n === 0 ? v : nest(n % 2 ? [v] : { k: v }, n - 1));

const key = fc.oneof(fc.constantFrom('a', 'b', 'aa', '', '10', '9', '__proto__', 'é', '\uffff', '😀'), unicodeString(6));
const scalar = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 32, -(2 ** 32), 2 ** 31, -(2 ** 31) - 1),
  fc.maxSafeInteger(), unicodeString(12), fc.constantFrom('', 'x', 'trade-cart#3'),
);
const { json } = fc.letrec((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('json'), { maxLength: 8 }),
  object: fc.dictionary(key, tie('json'), { maxKeys: 8 }),
}));
/** Values with shared subtrees (the same object in several places) and deep wrappings (some beyond MAX_DEPTH). */
const value: fc.Arbitrary<unknown> = fc.oneof(
  json,
  fc.tuple(json, json).map(([a, b]) => ({ a, b, both: [a, b, a], again: { a } })),
  fc.tuple(json, fc.integer({ min: 0, max: MAX_DEPTH + 2 })).map(([a, d]) => nest(a, d)),
  fc.array(fc.constantFrom('AS', '10H', 'QD', 'trade-cart#12'), { maxLength: 40 }),
);

describe('definition', () => {
  it('the reference uses the same constants, and the tags are new', () => {
    expect(REF_INLINE_MAX).toBe(INLINE_MAX);
    expect(REF_TAGS).toEqual(TREE_TAG);
    const all = [...Object.values(TAG), ...Object.values(TREE_TAG)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches every vector', () => {
    expect(V.tree_hash.inline_max).toBe(INLINE_MAX);
    expect(V.tree_hash.vectors.length).toBeGreaterThanOrEqual(20);
    for (const v of V.tree_hash.vectors) {
      const value = JSON.parse(v.input_json_text);
      expect(hex(value), v.name).toBe(v.hash_hex);
      const root = refRoot(value);
      expect(toHex(root.part), v.name).toBe(v.root_part_hex);
      expect(toHex(taggedHash(v.root_tag, root.part)), v.name).toBe(v.hash_hex);
    }
  });

  it('equals the reference on generated values, cold and then from the memo', () => {
    fc.assert(fc.property(value, (v) => {
      const want = refHex(v);
      expect(hexOrNull(v)).toBe(want);
      expect(hexOrNull(v)).toBe(want);
      const outer = [v, { v }]; // the same subtree, now from the memo and one or two levels deeper
      expect(hexOrNull(outer)).toBe(refHex(outer));
    }), { numRuns: 600, seed: 7 });
  });

  it('depends only on the value: new identities, reversed key order, shared or not', () => {
    fc.assert(fc.property(value, (v) => {
      if (!canonicalText(v).ok) return;
      const h = hex(v);
      expect(hex(copyReversed(v))).toBe(h);
      expect(hex(JSON.parse(JSON.stringify(v)))).toBe(h);
    }), { numRuns: 500, seed: 8 });
    const shared = { x: [1, 2, { y: 'z' }] };
    expect(hex({ a: shared, b: shared })).toBe(hex({ b: { x: [1, 2, { y: 'z' }] }, a: { x: [1, 2, { y: 'z' }] } }));
  });

  it('separates values that look alike', () => {
    const xs: unknown[] = [
      null, false, true, 0, 1, -1, '', 'x', '0', 'null', [], {}, [[]], [{}], { '': {} }, ['x'], { x: 'x' }, { x: null }, [['x']],
      [null], [0], [''], ['x', 'y'], ['xy'], [['x'], 'y'], { x: ['x'] }, { xy: '' }, { x: 'y' }, [[[]]], [1, [2]], [[1], 2],
      Array.from({ length: 40 }, () => 'ab'), [Array.from({ length: 40 }, () => 'ab')], [Array.from({ length: 41 }, () => 'ab')],
    ];
    const hs = xs.map(hex);
    expect(new Set(hs).size).toBe(xs.length);
    xs.forEach((x) => expect(hex(x)).toBe(refHex(x)));
  });

  it('is exact at the inline threshold', () => {
    for (let len = INLINE_MAX - 8; len <= INLINE_MAX + 8; len++) {
      const big = ['y'.repeat(len - 4 - 5)]; // body: u32be(1) ‖ 04 ‖ u32be(n) ‖ n bytes
      const v = { list: big, more: [big, { big }] };
      expect(hex(v), `body ${len}`).toBe(refHex(v));
      expect(hex(big)).toBe(refHex(big)); // hashed as a root first, then as a child
      expect(hex([big])).toBe(refHex([big]));
    }
  });
});

describe('changes', () => {
  /** Every path to a scalar, and the value with that scalar changed (the rest shared). */
  function* edits(v: unknown): Generator<unknown> {
    if (!isNode(v)) {
      if (v === null) yield false;
      else if (typeof v === 'boolean') yield !v;
      else if (typeof v === 'number') yield v === Number.MAX_SAFE_INTEGER ? v - 1 : v + 1;
      else yield `${String(v)}.`;
      return;
    }
    const entries = Object.entries(v);
    for (const [k, x] of entries) {
      for (const y of edits(x)) {
        if (Array.isArray(v)) yield v.map((e, i) => (String(i) === k ? y : e));
        else yield { ...v, [k]: y };
      }
    }
    if (Array.isArray(v)) yield [...v, null];
    else if (!('new key' in v)) yield { ...v, ['new key']: 0 };
  }

  it('every single change gives another hash, and the memo follows it', () => {
    fc.assert(fc.property(value, (v) => {
      if (!canonicalText(v).ok) return;
      const h = hex(v);
      let n = 0;
      for (const w of edits(v)) {
        if (n++ > 60 || !canonicalText(w).ok) break;
        const hw = hex(w);
        expect(hw).not.toBe(h);
        expect(hw).toBe(refHex(w));
      }
    }), { numRuns: 60, seed: 9 });
  });
});

describe('refusals', () => {
  const bad: unknown[] = [
    1.5, NaN, Infinity, undefined, 2 ** 53, -(2 ** 53), '\ud800', 'a\udc00', { '\ud800': 1 }, { a: undefined }, [1, undefined],
    (() => { const a: unknown[] = []; a[1] = 1; return a; })(), 1n, () => 0, Symbol('s'), new Date(0), new Map(),
    new (class P { a = 1; })(), { x: [{ y: 0.1 }] }, nest(0, MAX_DEPTH + 1), nest([], MAX_DEPTH + 1),
  ];

  it('refuses what canonical refuses, with its message, and throws a TypeError like canonical', () => {
    for (const b of bad) {
      for (const v of [b, [b], { k: [1, b] }]) {
        const c = canonicalText(v);
        expect(c.ok).toBe(false);
        expect(treeHashOf(v)).toEqual(c);
        expect(() => treeHash(v as Json)).toThrow(TypeError);
      }
    }
    expect(treeHashOf(nest(0, MAX_DEPTH)).ok).toBe(true);
  });

  it('checks depth for memoized subtrees too (a subtree hashed alone may be too deep inside another)', () => {
    const tall = nest('leaf', MAX_DEPTH - 2);
    expect(treeHashOf(tall).ok).toBe(true); // now in the memo
    for (const d of [1, 2, 3, 4]) {
      const v = nest(tall, d);
      expect(treeHashOf(v).ok, `wrapped ${d}`).toBe(canonicalText(v).ok);
      expect(treeHashOf(v)).toEqual(canonicalText(v).ok ? { ok: true, value: refTreeHash(v) } : canonicalText(v));
    }
  });
});

describe('immutability', () => {
  it('never mutates its input (deeply frozen values hash the same) and returns its own copy of the hash', () => {
    fc.assert(fc.property(value, (v) => {
      if (!canonicalText(v).ok) return;
      const before = JSON.stringify(v);
      const frozen = deepFreeze(v);
      const h = treeHash(frozen as Json);
      expect(JSON.stringify(frozen)).toBe(before);
      expect(toHex(h)).toBe(refHex(v));
      h.fill(0);
      expect(hex(frozen)).toBe(refHex(v));
    }), { numRuns: 200, seed: 10 });
  });

  it('documents the contract: a value mutated after hashing keeps its stale hash', () => {
    const inner = ['a', { b: 1 }];
    const v = { inner };
    const h = hex(v);
    (inner[1] as { b: number }).b = 2; // breaks the contract on purpose
    expect(hex(v)).toBe(h);
    expect(refHex(v)).not.toBe(h);
  });
});

describe('a Crayne match', () => {
  it('hashes every state as the reference does, with the memo warm from the state before; the engine never mutates a state', () => {
    const seen: { text: string; hash: string }[] = [];
    const counted = new WeakSet<object>();
    let nodes = 0, hashedNodes = 0, newNodes = 0;
    /** Counts arrays and objects that are hashed (not inline), and those not in any earlier state. */
    const count = (v: unknown): void => {
      if (!isNode(v)) return;
      const kids = Object.values(v);
      nodes++;
      if (kids.every((x) => !isNode(x)) && refRoot(v).part.length <= INLINE_MAX) return;
      hashedNodes++;
      if (!counted.has(v)) { counted.add(v); newNodes++; }
      kids.forEach(count);
    };
    const states = matchStates(crayneGame, { variant: 'heads-up' }, 3, (s) => {
      deepFreeze(s); // the engine builds the next state from this one: any write to it would throw (strict mode)
      seen.push({ text: canonicalText(s as unknown as Json).ok ? JSON.stringify(s) : '', hash: hex(s) });
      if (seen.length > 1) count(s);
    });
    expect(states.length).toBeGreaterThan(100);
    states.forEach((s, i) => {
      expect(JSON.stringify(s)).toBe(seen[i]?.text);
      expect(seen[i]?.hash).toBe(refHex(s));
      expect(hex(s)).toBe(seen[i]?.hash);
    });
    expect(new Set(seen.map((x) => x.hash)).size).toBe(states.length); // every step changes the state (its step number)
    // Successive states share most subtrees: far fewer new hashed nodes than hashed nodes.
    expect(newNodes / hashedNodes).toBeLessThan(0.5);
    expect(nodes).toBeGreaterThan(hashedNodes);
  });
});

describe('a memo of its own (the verifier\'s)', () => {
  it('gives the shared memo\'s hashes on a Crayne match hashed every 8th state, keeps its entries to itself, and refuses the same', () => {
    const states = matchStates(crayneGame, { variant: 'heads-up' }, 5);
    const own = treeMemo();
    let before = 0;
    states.forEach((s, i) => {
      if (i % 8 !== 0 && i !== states.length - 1) return;
      const mine = toHex(treeHash(s as unknown as Json, own));
      expect(own.size).toBeGreaterThan(before); // every hashed state adds its new nodes to this memo
      before = own.size;
      expect(mine).toBe(refHex(s));
      expect(mine).toBe(hex(s));
    });
    // Hashing with its own memo did not fill the shared one: a fresh copy's nodes are new to both.
    const last = states[states.length - 1] as unknown as Json;
    expect(toHex(treeHash(copyReversed(last) as Json, own))).toBe(hex(last));
    // The same value mutated after hashing keeps its stale entry in the memo it was hashed with, and only there.
    const v = { a: [1, 2, 3, { b: 'x'.repeat(200) }] };
    const first = hex(v);
    const other = treeMemo();
    v.a.push(4);
    expect(toHex(treeHash(v, other))).toBe(refHex(v));
    expect(toHex(treeHash(v, other))).not.toBe(first);
    expect(hex(v)).toBe(first);
    // Refusals and depth checks do not depend on the memo.
    const bad = { a: [{ x: 0.5 }] };
    const r = treeHashOf(bad, treeMemo());
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toBe(canonicalText(bad).ok ? '' : (canonicalText(bad) as { error: string }).error);
    let deep: unknown = [{ big: 'y'.repeat(300) }];
    const m = treeMemo();
    for (let i = 0; i < MAX_DEPTH - 2; i++) deep = [deep];
    expect(treeHashOf(deep, m).ok).toBe(true);
    expect(treeHashOf([[[deep]]], m).ok).toBe(false);
  });
});
