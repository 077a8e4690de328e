/**
 * Writes test/vectors/crypto.json: known-answer vectors for every encoding and derivation in
 * src/crypto, so another implementation can check itself against this one.
 *
 *   npx tsx scripts/gen-vectors.ts
 *
 * Every input is fixed (no clock, no entropy), so running it twice gives the same file.
 * test/crypto/vectors.test.ts checks that src/crypto reproduces every vector in the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { certDigest, fingerprintOf } from '../src/protocol/wire/identity.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { type Bytes, concat, fromHex, toHex, u32be, utf8 } from '../src/crypto/bytes.js';
import { type Json, MAX_DEPTH, canonical, canonicalText, canonicalViewOf } from '../src/crypto/canonical.js';
import { TAG, hmacSha256, taggedHash } from '../src/crypto/hash.js';
import { type CommitContext, SALT_BYTES, commitment, deckCommitment, seedCommitment } from '../src/crypto/commit.js';
import { BEACON_BYTES, buildChain, chainTip } from '../src/crypto/beacon.js';
import { ByteStream, shuffle, uniformInt } from '../src/crypto/stream.js';
import { drawIndex, drawSeed, publicSeed } from '../src/crypto/derive.js';
import { keyPairFrom, sign, verify } from '../src/crypto/sign.js';
import { linkHash, matchIdOf, signHello, signLinkProof, signMessage } from '../src/protocol/wire/chain.js';
import type { Body, Hello, SignedMessage } from '../src/protocol/wire/transcript.js';
import { PROTOCOL_VERSION } from '../src/protocol/wire/transcript.js';
import { INLINE_MAX, KIND, TREE_TAG, treeHash, treeHashOf } from '../src/crypto/tree-hash.js';
import { refRoot, refTreeHash } from '../test/crypto/tree-hash-reference.js';
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';

// What the app loads on demand (noble's Ed25519, the end-of-match judge), loaded before any match runs.
await Promise.all([loadNoble(), loadJudge()]);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- helpers

/** Fixed "secret" bytes for the examples: SHA-256 of a label (written out literally in the file). */
const fixed = (label: string): Bytes => sha256(utf8(`facedown/vectors/${label}`));
const seq = (n: number, start = 0): Bytes => Uint8Array.from({ length: n }, (_, i) => (start + i) & 0xff);
const fill = (n: number, b: number): Bytes => new Uint8Array(n).fill(b);
const hex = toHex;

const commentLines = (body: string): string[] => {
  const lines = body.split('\n').map((l) => l.replace(/^\s*\* ?/, '').trimEnd());
  lines[0] = (lines[0] ?? '').trim();
  while (lines[0] === '') lines.shift();
  while (lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/** The doc comments of a src/crypto (or src/protocol) module, verbatim: its header, then each later one with the line it documents. */
function docs(file: string) {
  const text = readFileSync(join(root, 'src/crypto', file), 'utf8');
  const all = [...text.matchAll(/\/\*\*([\s\S]*?)\*\/[ \t]*\n?([^\n]*)/g)];
  const head = all[0];
  if (!head?.[1] || head.index !== 0) throw new Error(`${file}: no header comment`);
  return {
    header: commentLines(head[1]),
    documented: all.slice(1).map((m) => ({ doc: commentLines(m[1] ?? '').join(' '), declaration: (m[2] ?? '').trim() })),
  };
}

/** The exact bytes taggedHash feeds to SHA-256 (rebuilt here from the rule, then checked against taggedHash). */
function preimage(tag: string, parts: readonly Bytes[]): Bytes {
  const t = utf8(tag);
  return concat(u32be(t.length), t, ...parts.flatMap((p) => [u32be(p.length), p]));
}

function tagged(tag: string, parts: readonly Bytes[]) {
  const h = taggedHash(tag, ...parts);
  const pre = preimage(tag, parts);
  if (hex(sha256(pre)) !== hex(h)) throw new Error('taggedHash disagrees with its documented preimage');
  return { tag, parts_hex: parts.map(hex), preimage_hex: hex(pre), hash_hex: hex(h) };
}

/** A stream that counts the bytes read from it. */
class CountingStream extends ByteStream {
  read = 0;
  override byte(): number { this.read++; return super.byte(); }
}

// ---------------------------------------------------------------- canonical

const deep = (n: number, inner: string) => '['.repeat(n) + inner + ']'.repeat(n);
const deepObj = (n: number, inner: string) => '{"a":'.repeat(n) + inner + '}'.repeat(n);

const accept: { name: string; input_json_text: string; note?: string }[] = [
  { name: 'null', input_json_text: 'null' },
  { name: 'true', input_json_text: 'true' },
  { name: 'false', input_json_text: 'false' },
  { name: 'zero', input_json_text: '0' },
  { name: 'negative zero is written 0', input_json_text: '-0', note: 'the value -0 is accepted and encoded as 0' },
  { name: 'positive integer', input_json_text: '42' },
  { name: 'negative integer', input_json_text: '-17' },
  { name: 'max safe integer 2^53-1', input_json_text: '9007199254740991' },
  { name: 'min safe integer -(2^53-1)', input_json_text: '-9007199254740991' },
  { name: 'integer-valued number written 1.0', input_json_text: '1.0', note: 'the encoding is defined on values: JSON.parse reads 1.0 as the number 1, a safe integer, so it is encoded as 1. An implementation with a separate float type must do the same or refuse such texts at its boundary.' },
  { name: 'integer-valued number written 1e2', input_json_text: '1e2', note: 'the value 100' },
  { name: 'empty string', input_json_text: '""' },
  { name: 'ascii string', input_json_text: '"hello, world"' },
  { name: 'short escapes', input_json_text: '"quote\\" backslash\\\\ slash/ \\b\\f\\n\\r\\t"', note: 'the solidus is not escaped; \\b \\f \\n \\r \\t \\" \\\\ use their short forms' },
  { name: 'other control characters as lowercase \\u00xx', input_json_text: '"\\u0000\\u0001\\u000b\\u001f"' },
  { name: 'DEL and line/paragraph separators are not escaped', input_json_text: '"\\u007f\\u2028\\u2029"', note: 'written raw, as UTF-8 bytes 7f, e2 80 a8, e2 80 a9' },
  { name: 'non-ASCII written raw as UTF-8', input_json_text: '"caf\\u00e9 \\u20ac \\u00df"' },
  { name: 'astral character (surrogate pair) written raw', input_json_text: '"\\ud83c\\udca1 ace of spades"', note: 'U+1F0A1, UTF-8 f0 9f 82 a1' },
  { name: 'empty array', input_json_text: '[]' },
  { name: 'empty object', input_json_text: '{}' },
  { name: 'array order is kept', input_json_text: '[3,1,2,[],{},[null,true,false]]' },
  { name: 'keys sorted', input_json_text: '{"b":1,"a":2,"c":{"z":null,"y":[]}}' },
  { name: 'numeric-looking keys sort as strings', input_json_text: '{"10":"ten","9":"nine","1":"one","2":"two","-1":"minus one"}', note: 'JavaScript enumerates integer-like keys first in numeric order; the canonical order is by code units: "-1" < "1" < "10" < "2" < "9"' },
  { name: 'key order by UTF-16 code units, not code points', input_json_text: '{"\\uffff":1,"\\ue000":2,"\\ud83d\\ude00":3,"\\u00e9":4,"z":5,"Z":6,"a":7,"":8,"aa":9,"a\\u0000":10}', note: 'U+1F600 is the surrogate pair d83d de00, so it sorts before U+E000 and U+FFFF (code point order would put it last). Also "" < "Z" < "a" < "a\\u0000" < "aa".' },
  { name: 'keys that need escaping', input_json_text: '{"new\\nline":1,"quote\\"":2,"tab\\t":3,"\\u0001":4}' },
  { name: 'nested objects sorted at every level', input_json_text: '{"z":{"b":[{"d":1,"c":2}],"a":0},"y":[{"f":{"h":1,"g":2},"e":3}]}' },
  { name: 'key named __proto__ (own data property)', input_json_text: '{"__proto__":1,"constructor":2}' },
  { name: 'mixed document', input_json_text: '{"seat":1,"cards":["AS","10H","QD"],"hidden":{"count":3,"commit":"00ff"},"score":-12,"done":false,"note":null}' },
  { name: `deepest accepted scalar: ${MAX_DEPTH} arrays around 0`, input_json_text: deep(MAX_DEPTH, '0'), note: `the top-level value is at depth 0; a value at depth > ${MAX_DEPTH} is refused` },
  { name: `deepest accepted empty array: ${MAX_DEPTH + 1} nested empty arrays`, input_json_text: deep(MAX_DEPTH + 1, ''), note: `the innermost (empty) array is at depth ${MAX_DEPTH}; it has no element at depth ${MAX_DEPTH + 1}` },
  { name: `deepest accepted scalar: ${MAX_DEPTH} objects around 0`, input_json_text: deepObj(MAX_DEPTH, '0') },
];

const refuseText: { name: string; input_json_text: string }[] = [
  { name: 'float', input_json_text: '1.5' },
  { name: 'negative float', input_json_text: '-0.25' },
  { name: 'float nested in an object in an array', input_json_text: '{"a":[1,{"b":0.1}]}' },
  { name: 'overflow to Infinity', input_json_text: '1e400' },
  { name: '2^53 is not a safe integer', input_json_text: '9007199254740992' },
  { name: '-2^53 is not a safe integer', input_json_text: '-9007199254740992' },
  { name: 'large integer-valued double', input_json_text: '1e20' },
  { name: 'lone high surrogate in a string', input_json_text: '"\\ud800"' },
  { name: 'lone low surrogate in a string', input_json_text: '"abc\\udc00"' },
  { name: 'surrogates in the wrong order', input_json_text: '"\\ude00\\ud83d"' },
  { name: 'lone surrogate in a nested string', input_json_text: '[{"k":["ok","\\udfff"]}]' },
  { name: 'lone surrogate in a key', input_json_text: '{"\\ud800":1}' },
  { name: `scalar at depth ${MAX_DEPTH + 1}: ${MAX_DEPTH + 1} arrays around 0`, input_json_text: deep(MAX_DEPTH + 1, '0') },
  { name: `empty array at depth ${MAX_DEPTH + 1}: ${MAX_DEPTH + 2} nested empty arrays`, input_json_text: deep(MAX_DEPTH + 2, '') },
  { name: `scalar at depth ${MAX_DEPTH + 1}: ${MAX_DEPTH + 1} objects around 0`, input_json_text: deepObj(MAX_DEPTH + 1, '0') },
  { name: 'far too deep (1000 arrays)', input_json_text: deep(1000, '') },
];

/** Inputs that are not JSON texts; test/crypto/vectors.test.ts builds each from its name. */
const SPECIALS: Record<string, { description: string; make: () => unknown }> = {
  'NaN': { description: 'the number NaN', make: () => NaN },
  'Infinity': { description: 'the number +Infinity', make: () => Infinity },
  '-Infinity': { description: 'the number -Infinity', make: () => -Infinity },
  'undefined': { description: 'undefined as the whole value', make: () => undefined },
  'object-with-undefined-field': { description: 'the object {"a": 1, "b": undefined} (a field present with the value undefined)', make: () => ({ a: 1, b: undefined }) },
  'nested-undefined-field': { description: 'the object {"x": [{"y": undefined}]}', make: () => ({ x: [{ y: undefined }] }) },
  'array-with-undefined': { description: 'the array [1, undefined]', make: () => [1, undefined] },
  'array-with-hole': { description: 'a sparse array of length 2 whose index 0 is a hole: [ , 1]', make: () => { const a: unknown[] = []; a[1] = 1; return a; } },
  'bigint': { description: 'the bigint 1n', make: () => 1n },
  'function': { description: 'a function', make: () => () => 0 },
  'symbol': { description: 'a symbol', make: () => Symbol('s') },
  'date': { description: 'a Date object (not a plain object)', make: () => new Date(0) },
  'map': { description: 'an empty Map (not a plain object)', make: () => new Map() },
  'class-instance': { description: 'an instance of a class with one field {"a": 1} (not a plain object)', make: () => new (class P { a = 1; })() },
  'float-field': { description: 'the object {"a": 0.5}', make: () => ({ a: 0.5 }) },
};

function canonicalSection() {
  const acc = accept.map((v) => {
    const r = canonicalText(JSON.parse(v.input_json_text));
    if (!r.ok) throw new Error(`${v.name}: ${r.error}`);
    return { ...v, canonical_text: r.value, canonical_utf8_hex: hex(utf8(r.value)) };
  });
  const ref = refuseText.map((v) => {
    const r = canonicalText(JSON.parse(v.input_json_text));
    if (r.ok) throw new Error(`${v.name} was accepted`);
    return { ...v, error_informative: r.error };
  });
  const spec = Object.entries(SPECIALS).map(([special, { description, make }]) => {
    const r = canonicalText(make());
    if (r.ok) throw new Error(`${special} was accepted`);
    return { special, description, error_informative: r.error };
  });
  return {
    about: 'accept: input_json_text is parsed by a standard JSON parser into a value (numbers as IEEE-754 doubles, \\uXXXX escapes into UTF-16 code units, so lone surrogates survive parsing); its canonical encoding is canonical_text, whose UTF-8 bytes are canonical_utf8_hex (these bytes are what gets hashed). refuse: each input (a JSON text, or a non-JSON value named by `special`) has no canonical encoding and must be refused; error_informative is this implementation\'s message and not part of the contract.',
    max_depth: MAX_DEPTH,
    accept: acc,
    refuse: [...ref, ...spec],
  };
}

// ---------------------------------------------------------------- taggedHash

function taggedSection() {
  const ab = utf8('ab'), a = utf8('a'), b = utf8('b'), c = utf8('c'), bc = utf8('bc'), e = new Uint8Array(0);
  const cases: { name: string; tag: string; parts: Bytes[] }[] = [
    { name: 'no parts', tag: TAG.state, parts: [] },
    { name: 'one empty part', tag: TAG.state, parts: [e] },
    { name: 'two empty parts', tag: TAG.state, parts: [e, e] },
    { name: 'split ab|c', tag: 'test', parts: [ab, c] },
    { name: 'split a|bc (same concatenation, different hash)', tag: 'test', parts: [a, bc] },
    { name: 'split abc', tag: 'test', parts: [utf8('abc')] },
    { name: 'empty tag, no parts', tag: '', parts: [] },
    { name: 'empty tag, part "a"', tag: '', parts: [a] },
    { name: 'tag "a", no parts', tag: 'a', parts: [] },
    { name: 'tag "a", part "b"', tag: 'a', parts: [b] },
    { name: 'tag "ab", no parts', tag: 'ab', parts: [] },
    { name: 'non-ASCII tag (UTF-8 length counts bytes)', tag: 'facedown/é🂡', parts: [seq(3)] },
    { name: 'part longer than one SHA-256 block', tag: TAG.msg, parts: [seq(100), fill(1, 0xff)] },
    { name: 'part of 256 bytes (length prefix 00000100)', tag: TAG.draw, parts: [seq(256)] },
    ...Object.entries(TAG).map(([k, tag]) => ({ name: `protocol tag ${k}`, tag, parts: [fill(32, 0x11), seq(4)] })),
  ];
  return {
    about: 'taggedHash(tag, parts) = SHA-256(u32be(len(utf8(tag))) ‖ utf8(tag) ‖ u32be(len(p1)) ‖ p1 ‖ … ‖ u32be(len(pn)) ‖ pn). preimage_hex is the exact SHA-256 input.',
    vectors: cases.map(({ name, tag, parts }) => ({ name, ...tagged(tag, parts) })),
  };
}

// ---------------------------------------------------------------- commitments

function commitSection() {
  const matchId = fixed('match-id');
  const cases: { name: string; ctx: CommitContext; salt: Bytes; value: Json }[] = [
    { name: 'face-down card', ctx: { matchId, seat: 0, step: 7, slot: 'play' }, salt: fixed('salt-1'), value: 'AS' },
    { name: 'same card, seat 1', ctx: { matchId, seat: 1, step: 7, slot: 'play' }, salt: fixed('salt-1'), value: 'AS' },
    { name: 'same card, step 8', ctx: { matchId, seat: 0, step: 8, slot: 'play' }, salt: fixed('salt-1'), value: 'AS' },
    { name: 'same card, slot "stealth-2"', ctx: { matchId, seat: 0, step: 7, slot: 'stealth-2' }, salt: fixed('salt-1'), value: 'AS' },
    { name: 'structured secret choice', ctx: { matchId, seat: 2, step: 123456, slot: 'choice' }, salt: fill(32, 0), value: { target: 'B4', cards: [3, 1], bluff: false } },
    { name: 'null value, extreme seat and step', ctx: { matchId: fill(32, 0xff), seat: 0xffffffff, step: 0xffffffff, slot: '' }, salt: fill(32, 0xff), value: null },
    { name: 'non-ASCII slot and value', ctx: { matchId, seat: 3, step: 0, slot: 'main-phase/ü' }, salt: seq(32), value: { 'ü': '🂡', n: -1 } },
  ];
  const vectors = cases.map(({ name, ctx, salt, value }) => {
    const parts = [ctx.matchId, u32be(ctx.seat), u32be(ctx.step), utf8(ctx.slot), salt, canonical(value)];
    const t = tagged(TAG.commit, parts);
    const c = commitment(ctx, salt, value);
    if (hex(c) !== t.hash_hex) throw new Error('commitment disagrees with its rule');
    return {
      name, match_id_hex: hex(ctx.matchId), seat: ctx.seat, step: ctx.step, slot: ctx.slot, salt_hex: hex(salt),
      value, value_canonical_text: new TextDecoder().decode(canonical(value)),
      tag: TAG.commit, parts_hex: t.parts_hex, commitment_hex: hex(c),
    };
  });
  const seeds = [fill(32, 0), seq(32), fixed('private-seed')].map((s) => ({
    seed_hex: hex(s), tag: TAG.seed, commitment_hex: hex(seedCommitment(s)),
  }));
  return {
    about: `commitment = taggedHash("${TAG.commit}", matchId, u32be(seat), u32be(step), utf8(slot), salt, canonical(value)), salt exactly ${SALT_BYTES} bytes (opens() refuses any other length). seed_commitment = taggedHash("${TAG.seed}", seed).`,
    salt_bytes: SALT_BYTES,
    vectors,
    seed_commitment: seeds,
    deck_commitment: [['c9', 'c1', 'c10'], ['only']].map((cards) => ({
      about: `taggedHash("${TAG.deck}", salt, canonical(sorted card ids))`,
      salt_hex: hex(fixed('deck-salt')), cards, sorted_canonical_text: new TextDecoder().decode(canonical([...cards].sort())),
      tag: TAG.deck, commitment_hex: hex(deckCommitment(fixed('deck-salt'), cards)),
    })),
  };
}

// ---------------------------------------------------------------- beacons

function beaconSection() {
  const chains = [fill(32, 0x42), fixed('beacon-end')].map((end) => {
    const c = buildChain(end, 8);
    return { tag: TAG.beacon, end_hex: hex(end), length: 8, tip_hex: hex(chainTip(c)), values_hex: c.values.map(hex) };
  });
  return {
    about: `x_{i-1} = taggedHash("${TAG.beacon}", x_i). A chain of length L is built from its secret end x_L; values_hex[i] = x_i, values_hex[0] = x_0 is the tip published in the hello, values_hex[k] is the k-th contribution (k = 1, 2, …). A revealed value x must be ${BEACON_BYTES} bytes and hash to the previous one.`,
    chains,
  };
}

// ---------------------------------------------------------------- stream, uniformInt, shuffle

const TWO31 = 2 ** 31, TWO32 = 2 ** 32;

function streamSection() {
  const seeds = [seq(32), fixed('stream-seed')];
  const bytes = seeds.map((seed) => {
    const s = new ByteStream(seed);
    const b = Uint8Array.from({ length: 80 }, () => s.byte());
    const blocks = [0, 1, 2].map((i) => hex(taggedHash(TAG.stream, seed, u32be(i))));
    if (hex(b) !== blocks.join('').slice(0, 160)) throw new Error('stream disagrees with its rule');
    return { seed_hex: hex(seed), tag: TAG.stream, blocks_hex: blocks, first_80_bytes_hex: hex(b) };
  });

  const ns = [1, 2, 3, 6, 52, TWO31 + 1, 3 * 2 ** 30, TWO32 - 1, TWO32];
  const uniform = ns.map((n, i) => {
    const seed = fixed(`uniform-${i}`);
    const s = new CountingStream(seed);
    const values = Array.from({ length: 24 }, () => uniformInt(s, n));
    const words = new ByteStream(seed);
    const u32_read = Array.from({ length: s.read / 4 }, () => words.u32());
    return {
      seed_hex: hex(seed), stream_tag: TAG.stream, n, limit: n === 1 ? null : TWO32 - (TWO32 % n), count: values.length, values,
      bytes_consumed: s.read, u32_read, rejected: u32_read.filter((v) => n > 1 && v >= TWO32 - (TWO32 % n)).length,
    };
  });

  const mixedOps: ({ op: 'byte' } | { op: 'u32' } | { op: 'int'; n: number })[] = [
    { op: 'byte' }, { op: 'byte' }, { op: 'byte' },
    ...[6, 52, 1, TWO31 + 1, 3, TWO32, 2, 52, 6, 1, 13].map((n) => ({ op: 'int' as const, n })),
    { op: 'byte' }, { op: 'u32' }, { op: 'int', n: 1000 }, { op: 'byte' }, { op: 'u32' }, { op: 'int', n: 52 },
  ];
  const ms = new ByteStream(fixed('mixed'));
  const mixed = {
    about: 'one stream, reads in this order; u32 and int read big-endian words that may straddle a 32-byte block boundary',
    seed_hex: hex(fixed('mixed')),
    stream_tag: TAG.stream,
    ops: mixedOps,
    results: mixedOps.map((o) => (o.op === 'byte' ? ms.byte() : o.op === 'u32' ? ms.u32() : uniformInt(ms, o.n))),
  };

  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const deck = ['S', 'H', 'D', 'C'].flatMap((suit) => ranks.map((r) => r + suit));
  const shuffles = [
    { name: '52 cards', seed: fixed('shuffle-52'), items: deck },
    { name: '52 cards, another seed', seed: fill(32, 0), items: deck },
    { name: '10 integers', seed: seq(32), items: Array.from({ length: 10 }, (_, i) => i) },
    { name: 'one item (reads nothing)', seed: seq(32), items: ['only'] },
    { name: 'no items (reads nothing)', seed: seq(32), items: [] },
  ].map(({ name, seed, items }) => {
    const s = new CountingStream(seed);
    const result = shuffle<string | number>(s, items);
    const js = new ByteStream(seed);
    const swaps: { i: number; j: number }[] = [];
    for (let i = items.length - 1; i > 0; i--) swaps.push({ i, j: uniformInt(js, i + 1) });
    return { name, seed_hex: hex(seed), stream_tag: TAG.stream, items, swaps, result, bytes_consumed: s.read };
  });

  return {
    about: 'ByteStream(seed): block_i = taggedHash("facedown/stream", seed, u32be(i)), bytes read in order. uniformInt(n): v = next big-endian u32; accept when v < limit = 2^32 − (2^32 mod n) and return v mod n, else read again; n = 1 returns 0 and reads nothing. shuffle: for i = len−1 down to 1: j = uniformInt(i+1); swap items[i], items[j] (swaps lists every (i, j)).',
    bytes,
    uniform_int: uniform,
    mixed,
    shuffle: shuffles,
  };
}

// ---------------------------------------------------------------- derive

function deriveSection() {
  const matchId = fixed('match-id');
  const bx = [fixed('beacon-x-0'), fixed('beacon-x-1'), fixed('beacon-x-2')];
  const pub = [
    { k: 0, beacons: bx.slice(0, 2) },
    { k: 1, beacons: bx.slice(0, 2) },
    { k: 1, beacons: [bx[1] as Bytes, bx[0] as Bytes] },
    { k: 4095, beacons: bx },
    { k: 0xffffffff, beacons: [bx[0] as Bytes] },
    { k: 3, beacons: [] },
  ].map(({ k, beacons }) => ({
    match_id_hex: hex(matchId), k, beacons_hex: beacons.map(hex), tag: TAG.rand,
    seed_hex: hex(publicSeed(matchId, k, beacons)),
  }));
  const remainings = [1, 2, 3, 7, 40, 52, TWO31 + 1, TWO32];
  const draws = [
    { seat: 0, d: 0, seed: fixed('private-seed-0'), beacons: [bx[1] as Bytes] },
    { seat: 0, d: 1, seed: fixed('private-seed-0'), beacons: [bx[1] as Bytes] },
    { seat: 1, d: 0, seed: fixed('private-seed-0'), beacons: [bx[1] as Bytes] },
    { seat: 2, d: 17, seed: fixed('private-seed-2'), beacons: [bx[0] as Bytes, bx[1] as Bytes] },
    { seat: 15, d: 0xffffffff, seed: fill(32, 0), beacons: [] },
  ].map(({ seat, d, seed, beacons }) => {
    const mac = hmacSha256(seed, u32be(d));
    const ds = drawSeed(matchId, seat, d, seed, beacons);
    return {
      match_id_hex: hex(matchId), seat, d, private_seed_hex: hex(seed), beacons_hex: beacons.map(hex),
      hmac_hex: hex(mac), tag: TAG.draw, draw_seed_hex: hex(ds),
      indices: remainings.map((remaining) => ({ remaining, index: drawIndex(matchId, seat, d, seed, beacons, remaining) })),
    };
  });
  return {
    about: `public_seed: seed_hex = taggedHash("${TAG.rand}", matchId, u32be(k), beacon_1, …, beacon_m). draw: hmac_hex = HMAC-SHA256(key = private seed, message = u32be(d)); draw_seed_hex = taggedHash("${TAG.draw}", matchId, u32be(seat), u32be(d), hmac, beacon_1, …); index = uniformInt(ByteStream(draw_seed), remaining) — the first uniformInt of a fresh stream.`,
    public_seed: pub,
    draw: draws,
  };
}

// ---------------------------------------------------------------- Ed25519

const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const leToBig = (b: Bytes): bigint => b.reduceRight((acc, x) => (acc << 8n) | BigInt(x), 0n);
const bigToLe = (n: bigint): Bytes => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));

/** Signatures that a lax verifier might take and a strict one must refuse, next to plain failures. */
function verifyCases() {
  const secret = fixed('ed25519-0');
  const kp = keyPairFrom(secret);
  const msg = taggedHash(TAG.msg, utf8('hello'));
  const sig = sign(msg, secret);
  const flipped = (b: Bytes, i: number) => { const c = b.slice(); c[i] = (c[i] ?? 0) ^ 1; return c; };
  // S + L: the same signature with an unreduced scalar.
  const malleated = concat(sig.subarray(0, 32), bigToLe(leToBig(sig.subarray(32)) + L));
  // The identity point as public key and R, S = 0: satisfies the cofactored equation for any message.
  const identity = concat(Uint8Array.of(1), new Uint8Array(31));
  const smallOrder = concat(identity, new Uint8Array(32));
  // R = the identity written non-canonically (y = p + 1), S = k·a: valid except for R's encoding.
  const rNonCanonical = concat(Uint8Array.of(0xee), new Uint8Array(30).fill(0xff), Uint8Array.of(0x7f));
  const a = ed25519.utils.getExtendedPublicKey(secret).scalar;
  const k = leToBig(sha512(concat(rNonCanonical, kp.publicKey, msg))) % L;
  const nonCanonicalR = concat(rNonCanonical, bigToLe((k * a) % L));
  const cases = [
    { name: 'valid', key: kp.publicKey, msg, sig },
    { name: 'message altered', key: kp.publicKey, msg: flipped(msg, 0), sig },
    { name: 'R altered', key: kp.publicKey, msg, sig: flipped(sig, 5) },
    { name: 'S altered', key: kp.publicKey, msg, sig: flipped(sig, 40) },
    { name: 'another key', key: keyPairFrom(fixed('ed25519-1')).publicKey, msg, sig },
    { name: 'signature of 63 bytes', key: kp.publicKey, msg, sig: sig.subarray(0, 63) },
    { name: 'public key of 31 bytes', key: kp.publicKey.subarray(0, 31), msg, sig },
    { name: 'S + L (non-canonical scalar)', key: kp.publicKey, msg, sig: malleated },
    { name: 'small-order public key (identity), R = identity, S = 0', key: identity, msg, sig: smallOrder },
    { name: 'R encoded non-canonically (y = p + 1), otherwise valid', key: kp.publicKey, msg, sig: nonCanonicalR },
  ];
  return cases.map(({ name, key, msg: m, sig: s }) => {
    let lax: boolean;
    try { lax = ed25519.verify(s, m, key, { zip215: true }); } catch { lax = false; }
    return { name, public_hex: hex(key), message_hex: hex(m), signature_hex: hex(s), valid: verify(s, m, key), valid_under_zip215_informative: lax };
  });
}

function ed25519Section() {
  const cases = [
    { secret: fixed('ed25519-0'), tag: TAG.msg, parts: [utf8('hello')] },
    { secret: fixed('ed25519-1'), tag: TAG.hello, parts: [] },
    { secret: fill(32, 0), tag: TAG.link, parts: [seq(32), seq(5)] },
    { secret: seq(32), tag: 'facedown/other', parts: [new Uint8Array(0)] },
  ];
  return {
    about: 'vectors: public_hex = Ed25519 public key of the 32-byte secret (RFC 8032 §5.1.5). The signed message is the 32-byte digest taggedHash(tag, parts) itself (raw bytes, not hex), signed with pure Ed25519 (RFC 8032, no prehash, no context); signatures are deterministic. verify: expected results of verification, which is strict: signature exactly 64 bytes and key exactly 32; A and R must be canonical encodings (y < p); S < L; the public key must not be of small order; the equation is the cofactored one, [8][S]B = [8]R + [8][k]A with k = SHA-512(R ‖ A ‖ M) mod L. valid_under_zip215_informative shows what a ZIP-215 (lax) verifier says, to mark the cases where strictness matters.',
    vectors: cases.map(({ secret, tag, parts }) => {
      const kp = keyPairFrom(secret);
      const digest = taggedHash(tag, ...parts);
      return { secret_hex: hex(secret), public_hex: hex(kp.publicKey), message: { tag, parts_hex: parts.map(hex), digest_hex: hex(digest) }, signature_hex: hex(sign(digest, secret)) };
    }),
    verify: verifyCases(),
  };
}

// ---------------------------------------------------------------- hellos and message chains

type Unsigned<T> = Omit<T, 'sig'>;
const text = (v: unknown) => new TextDecoder().decode(canonical(v as Json));

function chainSection() {
  const CHAIN = 4;
  const seats = [0, 1].map((seat) => {
    const keySecret = fixed(`seat${seat}/key`);
    const beaconEnd = fixed(`seat${seat}/beacon-end`);
    const privateSeed = fixed(`seat${seat}/private-seed`);
    const chain = buildChain(beaconEnd, CHAIN);
    return { seat, keySecret, kp: keyPairFrom(keySecret), beaconEnd, chain, privateSeed };
  });
  const names = ['Ada', 'Björn 🂡'];
  const hellos = seats.map((s) => {
    const unsigned: Unsigned<Hello> = {
      v: PROTOCOL_VERSION, build: 'vectors-1', game: 'fixture', options: { rounds: 3, variant: 'standard' },
      seat: s.seat, seats: 2, name: names[s.seat] as string, key: hex(s.kp.publicKey),
      beacon: hex(chainTip(s.chain)), seed: hex(seedCommitment(s.privateSeed)),
      nonce: hex(fixed('host-nonce').slice(0, 16)), timeout: 60_000, chain: CHAIN,
    };
    const signed = signHello(unsigned, s.keySecret);
    return {
      unsigned, unsigned_canonical_text: text(unsigned),
      digest_tag: TAG.hello, digest_hex: hex(taggedHash(TAG.hello, canonical(unsigned as unknown as Json))),
      sig_hex: signed.sig, signed, signed_canonical_text: text(signed),
    };
  });
  const matchId = matchIdOf(hellos.map((h) => h.signed));
  const stateHash = (n: number) => hex(fill(32, 0xa0 + n));
  const salt = fixed('chain/salt');
  const played: Json = { card: 'QH' };
  const last: (SignedMessage | undefined)[] = [undefined, undefined];
  const seqs = [0, 0];
  const plan: { seat: number; step: number; body: Body }[] = [
    { seat: 0, step: 0, body: { t: 'beacon', x: hex(seats[0]!.chain.values[1] as Bytes) } },
    { seat: 1, step: 0, body: { t: 'beacon', x: hex(seats[1]!.chain.values[1] as Bytes) } },
    { seat: 0, step: 1, body: { t: 'commit', c: hex(commitment({ matchId, seat: 0, step: 1, slot: 'play' }, salt, played)) } },
    { seat: 1, step: 1, body: { t: 'move', move: { pass: true } } },
    { seat: 0, step: 2, body: { t: 'reveal', value: played, salt: hex(salt) } },
    { seat: 1, step: 3, body: { t: 'beacon', x: hex(seats[1]!.chain.values[2] as Bytes), extend: hex(fixed('seat1/extension-tip')) } },
    { seat: 0, step: 4, body: { t: 'secrets', seed: hex(seats[0]!.privateSeed) } },
    { seat: 1, step: 4, body: { t: 'claim', against: 0, reason: 'no answer within 60 s', seed: hex(seats[1]!.privateSeed) } },
  ];
  const messages = plan.map(({ seat, step, body }) => {
    const prev = last[seat] ? linkHash(last[seat], 2) : hex(matchId);
    const unsigned: Unsigned<SignedMessage> = { seat, seq: seqs[seat]!++, prev, step, stateHash: stateHash(step), body };
    const signed = signMessage(matchId, unsigned, seats[seat]!.keySecret);
    last[seat] = signed;
    return {
      unsigned, unsigned_canonical_text: text(unsigned),
      digest_tag: TAG.msg, digest_hex: hex(taggedHash(TAG.msg, matchId, canonical(unsigned as unknown as Json))),
      sig_hex: signed.sig, signed, link_tag: TAG.link, link_hash_hex: linkHash(signed, 2),
    };
  });
  return {
    about: `A 2-seat example built from fixed secrets. Hello: digest = taggedHash("${TAG.hello}", canonical(hello without "sig")), sig = Ed25519(key secret, digest). match_id = taggedHash("${TAG.match}", canonical(signed hello 0), canonical(signed hello 1)). Message: digest = taggedHash("${TAG.msg}", matchId, canonical(message without "sig")), sig = Ed25519(seat key, digest); link_hash = taggedHash("${TAG.link}", canonical(signed message)) as hex, which the seat's next message carries as "prev"; a seat's first message carries prev = hex(matchId). stateHash values are arbitrary fixed bytes here. The commit body commits to {"card":"QH"} at (matchId, seat 0, step 1, slot "play") with the salt the reveal shows; the first beacon values give public_seed_k0 = publicSeed(matchId, 0, [x_1 of seat 0, x_1 of seat 1]).`,
    seats: seats.map((s) => ({
      seat: s.seat, key_secret_hex: hex(s.keySecret), key_public_hex: hex(s.kp.publicKey),
      beacon_tag: TAG.beacon, beacon_end_hex: hex(s.beaconEnd), beacon_chain_length: CHAIN, beacon_values_hex: s.chain.values.map(hex),
      private_seed_hex: hex(s.privateSeed), seed_commitment_tag: TAG.seed, seed_commitment_hex: hex(seedCommitment(s.privateSeed)),
    })),
    hellos,
    match_id_tag: TAG.match,
    match_id_hex: hex(matchId),
    public_seed_tag: TAG.rand,
    public_seed_k0_hex: hex(publicSeed(matchId, 0, [seats[0]!.chain.values[1] as Bytes, seats[1]!.chain.values[1] as Bytes])),
    messages,
    link_proof: (() => {
      const challenge = fixed('link/challenge').slice(0, 16);
      return {
        about: `Link authentication: seat 1 proves to seat 0 that it holds its match key. digest = taggedHash("${TAG.auth}", canonical({"prover":1,"verifier":0}), challenge); sig = Ed25519(seat 1 key secret, digest).`,
        prover: 1, verifier: 0, challenge_hex: hex(challenge), digest_tag: TAG.auth,
        digest_hex: hex(taggedHash(TAG.auth, canonical({ prover: 1, verifier: 0 }), challenge)),
        sig_hex: signLinkProof(seats[1]!.keySecret, 1, 0, challenge),
      };
    })(),
  };
}

// ---------------------------------------------------------------- tree hash

/** Strings "s0", "s1", … whose array body is exactly `bytes` long (each element 04 ‖ u32be(2) ‖ 2 bytes = 7 bytes, plus u32be(n)). */
const stringsOfBody = (bytes: number): string[] => {
  const n = Math.floor((bytes - 4) / 7), extra = bytes - 4 - 7 * n;
  return Array.from({ length: n }, (_, i) => (i === 0 ? 'x'.repeat(2 + extra) : `s${i % 10}`));
};

function treeSection() {
  const shared = { cards: ['AS', '10H', 'QD'], n: 3 };
  const texts: { name: string; input_json_text: string; note?: string }[] = [
    { name: 'null', input_json_text: 'null' },
    { name: 'false', input_json_text: 'false' },
    { name: 'true', input_json_text: 'true' },
    { name: 'zero (and -0)', input_json_text: '0' },
    { name: 'minus one (two\'s complement)', input_json_text: '-1' },
    { name: 'max safe integer', input_json_text: '9007199254740991' },
    { name: 'min safe integer', input_json_text: '-9007199254740991' },
    { name: 'empty string', input_json_text: '""' },
    { name: 'string "x"', input_json_text: '"x"' },
    { name: 'array ["x"] (root arrays are always hashed)', input_json_text: '["x"]' },
    { name: 'object {"x":"x"}', input_json_text: '{"x":"x"}' },
    { name: 'empty array', input_json_text: '[]' },
    { name: 'empty object', input_json_text: '{}' },
    { name: 'array holding an empty array (inline 07)', input_json_text: '[[]]' },
    { name: 'object holding an empty object (inline 08)', input_json_text: '{"a":{}}' },
    { name: 'nested arrays: the inner one holds an array, so it is hashed (05)', input_json_text: '[[[1]]]' },
    { name: 'nested object in object: hashed (06)', input_json_text: '{"a":{"b":{"c":null}}}' },
    { name: 'non-ASCII string and astral character', input_json_text: '"caf\\u00e9 \\ud83c\\udca1"' },
    { name: 'key order by UTF-16 code units', input_json_text: '{"\\uffff":1,"\\ue000":2,"\\ud83d\\ude00":3,"\\u00e9":4,"z":5,"Z":6,"a":7,"":8,"aa":9,"a\\u0000":10}' },
    { name: 'numeric-looking keys sort as strings', input_json_text: '{"10":"ten","9":"nine","1":"one","2":"two","-1":"minus one"}' },
    { name: `scalar array with a body of exactly ${INLINE_MAX} bytes: inline`, input_json_text: JSON.stringify([stringsOfBody(INLINE_MAX)]) },
    { name: `scalar array with a body of ${INLINE_MAX + 1} bytes: hashed`, input_json_text: JSON.stringify([stringsOfBody(INLINE_MAX + 1)]) },
    { name: 'mixed document', input_json_text: '{"seat":1,"cards":["AS","10H","QD"],"hidden":{"count":3,"commit":"00ff"},"score":-12,"done":false,"note":null,"log":[{"t":"play","card":"AS"},{"t":"pass"}]}' },
    { name: 'one subtree shared twice (hashed as two equal children)', input_json_text: JSON.stringify({ a: [shared, shared], b: shared }) },
    { name: `deepest accepted: ${MAX_DEPTH} arrays around 0`, input_json_text: deep(MAX_DEPTH, '0') },
  ];
  return {
    about: `treeHash(v): a Merkle hash over the JSON tree, defined in the header of src/crypto/tree-hash.ts (copied under encoding_rules). Node hashes are taggedHash(tag, part); root_tag and root_part_hex give the root's (tag, part): body(v) for an array or object, enc(v) for any other value. Inline threshold INLINE_MAX = ${INLINE_MAX}. kinds gives each kind byte. A value is refused exactly when canonical refuses it (see canonical.refuse). The values here were computed by a plain recursive reference (test/crypto/tree-hash-reference.ts) and checked against src.`,
    tags: TREE_TAG,
    inline_max: INLINE_MAX,
    kinds: KIND,
    vectors: texts.map((v) => {
      const value = JSON.parse(v.input_json_text) as Json;
      const ref = refTreeHash(value);
      if (!ref || hex(ref) !== hex(treeHash(value))) throw new Error(`${v.name}: treeHash disagrees with the reference`);
      const root = refRoot(value);
      if (hex(taggedHash(root.tag, root.part)) !== hex(ref)) throw new Error(`${v.name}: root preimage`);
      return { ...v, root_tag: root.tag, root_part_hex: hex(root.part), hash_hex: hex(ref) };
    }),
    refuse_check: refuseText.every((v) => !treeHashOf(JSON.parse(v.input_json_text)).ok) ? 'every canonical.refuse input is refused' : (() => { throw new Error('treeHash accepted a refused input'); })(),
  };
}

// ---------------------------------------------------------------- identity

/** An identity certificate (src/protocol/wire/identity.ts) and fingerprints, from fixed keys. */
function identitySection() {
  const secret = fill(32, 0x42);
  const pk = toHex(ed25519.getPublicKey(secret));
  const terms = { game: 'crayne', nonce: '0f'.repeat(16), key: toHex(ed25519.getPublicKey(fill(32, 0x07))), name: 'Alice', at: 1_764_000_000_000 };
  const digest = certDigest(terms);
  return {
    about: 'cert = Ed25519-sign(identity secret, taggedHash("facedown/identity-cert", canonical({at, game, key, name, nonce}))); fingerprint = the first 10 bytes of taggedHash("facedown/identity", pk) in hex, in groups of four digits.',
    secret_hex: toHex(secret), pk_hex: pk, terms, canonical_text: new TextDecoder().decode(canonicalViewOf(terms as unknown as Json)),
    digest_hex: toHex(digest), cert_hex: toHex(ed25519.sign(digest, secret)),
    fingerprints: [fill(32, 0), fromHex(pk)].map((k) => ({ pk_hex: toHex(k), fingerprint: fingerprintOf(toHex(k)) })),
  };
}

// ---------------------------------------------------------------- file

/** JSON with arrays of scalars kept on one line. */
function pretty(v: unknown, indent = ''): string {
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every((x) => x === null || typeof x !== 'object')) {
      const line = `[${v.map((x) => JSON.stringify(x)).join(', ')}]`;
      if (line.length <= 120 || v.every((x) => typeof x === 'number')) return line;
    }
    const inner = indent + '  ';
    return `[\n${v.map((x) => inner + pretty(x, inner)).join(',\n')}\n${indent}]`;
  }
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v);
    if (entries.length === 0) return '{}';
    const inner = indent + '  ';
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${pretty(x, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(v);
}

const about = [
  'Known-answer vectors for Facedown\'s src/crypto (generated by `npx tsx scripts/gen-vectors.ts`, checked by test/crypto/vectors.test.ts).',
  'Conventions: byte strings are lowercase hex (fields ending in _hex); integers are JSON numbers (all below 2^53); u32be(n) is the 4-byte big-endian encoding of 0 <= n < 2^32; utf8(s) is the UTF-8 encoding of a well-formed string; ‖ is concatenation. Every hash is taggedHash with the tag string given next to it; the tags are listed under "tags".',
  'encoding_rules: the doc comments of each src/crypto module, copied verbatim (the header, then each later doc comment with the declaration it documents). Each section\'s own "about" states its rule as a formula.',
  'canonical: the canonical JSON encoding (JCS, RFC 8785, restricted to safe integers): accepted inputs with their exact output text and bytes, and inputs that must be refused.',
  'tagged_hash: taggedHash over tags and part lists, including no parts, empty parts and part lists with the same concatenation, with the exact SHA-256 preimage.',
  'commitment: commitments to face-down values (vectors: context, salt, value, the hashed parts, the commitment) and commitments to private seeds (seed_commitment).',
  'beacon: hash chains of length 8 built from a fixed end value, every value x_0 (tip) … x_8 (end).',
  'stream: the ByteStream (first 80 bytes and the blocks they come from), uniformInt sequences for several n with the u32 words read and how many were rejected, a mixed sequence of reads on one stream, and Fisher–Yates shuffles with every swap.',
  'derive: public randomness seeds (publicSeed) and private draws (HMAC, drawSeed, drawIndex for several pile sizes).',
  'ed25519: key pairs from 32 secret bytes and signatures over a taggedHash digest, and verification results for valid, altered, malformed and non-canonical signatures.',
  'tree_hash: the Merkle hash of a JSON value (treeHash), with the root preimage of each example: scalars, the kinds of array and object encodings, the inline threshold on both sides, key order, a shared subtree.',
  'identity: a player identity\'s certificate of a match key in a hello, and identity fingerprints (src/protocol/wire/identity.ts).',
  'chain: a 2-seat example: secrets, signed hellos (protocol 2: with the host nonce, the agreed claim timeout and the beacon chain length), the match id, a chain of signed, hash-linked messages of every body type, and a link-authentication proof.',
].join('\n');

const out = {
  about,
  format: 'facedown-crypto-vectors/1',
  encoding_rules: Object.fromEntries(['bytes.ts', 'canonical.ts', 'hash.ts', 'commit.ts', 'beacon.ts', 'stream.ts', 'derive.ts', 'sign.ts', 'tree-hash.ts', '../protocol/wire/chain.ts']
    .map((f) => [join('src/crypto', f), docs(f)])),
  tags: TAG,
  canonical: canonicalSection(),
  tagged_hash: taggedSection(),
  commitment: commitSection(),
  beacon: beaconSection(),
  stream: streamSection(),
  derive: deriveSection(),
  ed25519: ed25519Section(),
  chain: chainSection(),
  tree_hash: treeSection(),
  identity: identitySection(),
};

// A fromHex round trip of every hex output guards against a typo in a field name above.
JSON.stringify(out, (k, v) => (k.endsWith('_hex') && typeof v === 'string' ? (fromHex(v), v) : v));
const file = join(root, 'test/vectors/crypto.json');
writeFileSync(file, pretty(out) + '\n');
console.log(`wrote ${file}`);
