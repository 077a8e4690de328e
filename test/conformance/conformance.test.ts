/**
 * The conformance suite: one table of games and configurations, and the same checks for each.
 * Seeded matches are walked through the engine (simulate.ts: random bots, or the game's own
 * heuristic ones), and at the states they pass through:
 *
 *  - legal: `legal` for a seat gives the same with its own knowledge as with every seat's (it
 *    never leans on cards the seat cannot know); every value it lists for an awaited seat
 *    survives the wire (canonical JSON, `parseMove` gives it back unchanged), is accepted by
 *    `apply` (a commit's values by the reveal that follows it, when it follows at once), passes
 *    `check` when the game has it, and can be described; an awaited seat always has a choice,
 *    and a seat that is not asked is offered none.
 *  - fuzz (fast-check): `apply` never throws on any input of any kind (moves, answers and
 *    reveals with arbitrary JSON values, junk commits, draws and randomness) and never changes
 *    the state it was given: above all, a refused input leaves it exactly as it was (canonical
 *    JSON compared). Raw values go through `parseMove` first, as the protocol does; `apply` is
 *    also called with the unparsed junk cast to the move type, so it never throws on its own.
 *    Values are arbitrary JSON, legal values from elsewhere in the match (stale moves), and
 *    legal values with one field replaced, dropped or added.
 *
 * Failures are collected per configuration and reported together (the first few of each kind).
 * Game bugs found and not fixed yet are listed in KNOWN. A last block breaks the fixture game
 * on purpose, to show each check can fail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../../src/crypto/canonical.js';
import { taggedHash } from '../../src/crypto/hash.js';
import { type Bot, randomBot } from '../../src/engine/bots.js';
import type { AnyGame, Handle, Input, Json, Knowledge, Request, Seat } from '../../src/engine/game.js';
import { heuristicBot as crayneHeuristic } from '../../src/engine/games/crayne/bots.js';
import { heuristicBot as cfHeuristic } from '../../src/engine/games/crystal-factions/bots.js';
import { heuristicBot as arkHeuristic } from '../../src/engine/games/arackuan/bots.js';
import { GAMES } from '../../src/engine/games/index.js';
import { recordingRng } from '../../src/engine/rng.js';
import { simulate } from '../../src/engine/simulate.js';

type Case = {
  readonly label: string; readonly game: string; readonly seats: number; readonly options: Json;
  /** The walk's bots (default: random bots): the game's own heuristic reaches other states. */
  readonly bot?: (seed: Uint8Array) => Bot;
};

const CASES: readonly Case[] = [
  { label: 'fixture 2p', game: 'fixture', seats: 2, options: { rounds: 5 } },
  { label: 'fixture 4p', game: 'fixture', seats: 4, options: { rounds: 3 } },
  { label: 'crayne heads-up', game: 'crayne', seats: 2, options: { variant: 'heads-up' } },
  { label: 'crayne solo (hard)', game: 'crayne', seats: 1, options: { variant: 'solo', difficulty: 'hard' } },
  { label: 'crayne 2v2', game: 'crayne', seats: 4, options: { variant: '2v2' } },
  { label: 'crystal-factions 2p', game: 'crystal-factions', seats: 2, options: { opening: 'v2' } },
  { label: 'crystal-factions 3p (v1 opening)', game: 'crystal-factions', seats: 3, options: { opening: 'v1' } },
  { label: 'crayne free-for-all 3p, heuristic bots', game: 'crayne', seats: 3, options: { variant: 'free-for-all' }, bot: () => crayneHeuristic() },
  { label: 'crystal-factions 4p, heuristic bots', game: 'crystal-factions', seats: 4, options: {}, bot: cfHeuristic },
  { label: 'arackuan pre-built decks', game: 'arackuan', seats: 2, options: { decks: 'prebuilt' } },
  { label: 'arackuan pre-built decks, heuristic bots', game: 'arackuan', seats: 2, options: {}, bot: arkHeuristic },
  { label: 'clockwork-crusade 2p', game: 'clockwork-crusade', seats: 2, options: { rounds: 8 } },
  { label: 'clockwork-crusade 4p', game: 'clockwork-crusade', seats: 4, options: { rounds: 4 } },
];

/**
 * Game bugs this suite found that are not fixed yet (game code is owned elsewhere). A matching
 * failure is noted and the fuzzing goes on. Each has a reproduction that must still throw: when
 * the bug is fixed its test fails, and the entry is deleted (the suite then tightens).
 */
const KNOWN: readonly { readonly game: string; readonly text: string; readonly why: string; readonly repro: () => unknown }[] = [
  // Found and fixed: fixture takeShown on a null value, and a draw for a seat with no pile (both threw).
];

/** States fuzzed per configuration (spread evenly over the match), and fast-check runs per state. */
const FUZZ_STATES = Number(process.env.CONFORMANCE_STATES ?? 45);
/** Raise these for a deeper hunt: CONFORMANCE_RUNS=500 CONFORMANCE_STATES=150 CONFORMANCE_LEGAL=100000 npx vitest run test/conformance */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 60);
/** States whose legal values are all checked, per configuration (spread over the match). */
const LEGAL_STATES = Number(process.env.CONFORMANCE_LEGAL ?? 150);
/** Another seed walks other matches: CONFORMANCE_SEED=7 (the default walks are fixed). */
const SEED = process.env.CONFORMANCE_SEED ?? '';
/** Stop checking a configuration after this many failures (they are reported, not hidden). */
const MAX_FAILURES = 12;

const enc = new TextEncoder();
const seedOf = (...p: (string | number)[]) => taggedHash('facedown/conformance', ...p.map((x) => enc.encode(String(x))));
const seedInt = (...p: (string | number)[]) => { const b = seedOf(...p); return ((b[0] ?? 0) << 24 | (b[1] ?? 0) << 16 | (b[2] ?? 0) << 8 | (b[3] ?? 0)) >>> 0; };

const canon = (x: unknown): string => { const t = canonicalText(x); return t.ok ? t.value : `<not canonical: ${t.error}>`; };
const short = (x: unknown): string => { const t = canon(x); return t.length > 300 ? `${t.slice(0, 300)}…` : t; };
const errText = (e: unknown): string => (typeof e === 'string' ? e : JSON.stringify(e));

/** A seat's own knowledge: the cards behind the handles it drew (`${seat}:${d}`). */
const ownOf = (known: Readonly<Record<Handle, string>>, seat: Seat): Knowledge =>
  ({ seat, cards: Object.fromEntries(Object.entries(known).filter(([h]) => h.startsWith(`${seat}:`))) });

/** Seats that must choose at a request (move, answer, commit); none at the others. */
const choosers = (r: Request): readonly Seat[] =>
  r.kind === 'move' || r.kind === 'answer' ? [r.seat] : r.kind === 'commit' ? r.seats : [];

type Visited = { readonly step: number; readonly state: Json; readonly known: Readonly<Record<Handle, string>> };

/** One seeded match through the engine: every state it passed through, and every legal value offered. */
function walk(def: AnyGame, c: Case): { visited: Visited[]; pool: Json[]; error: string | null } {
  const visited: Visited[] = [];
  const pool = new Map<string, Json>();
  const bots: Bot[] = Array.from({ length: c.seats }, (_, seat) => {
    const inner = (c.bot ?? randomBot)(seedOf('bot', c.label, seat, SEED));
    return (v) => {
      for (const m of v.legal) pool.set(canon(m), m);
      return inner(v);
    };
  });
  let step = 0;
  const r = simulate(def, c.options, c.seats, seedOf('match', c.label, SEED), bots, {
    maxSteps: 50_000,
    check: (state, known) => { visited.push({ step: step++, state, known: { ...known } }); return null; },
  });
  return { visited, pool: [...pool.values()], error: r.ok ? null : r.error };
}

/** Every value `legal` offers at this state behaves as the contract says. */
function checkLegal(def: AnyGame, v: Visited, seats: number, fail: (kind: string, msg: string) => void): number {
  const req = def.request(v.state);
  if (!req) return 0;
  const asked = choosers(req);
  let checked = 0;
  for (let seat = 0; seat < seats; seat++) {
    const k = ownOf(v.known, seat);
    const moves = def.legal(v.state, seat, k) as readonly Json[];
    const peeking = def.legal(v.state, seat, { seat, cards: v.known }) as readonly Json[];
    if (canon(peeking) !== canon(moves)) fail('legal depends on cards the seat cannot know', `step ${v.step} (${req.kind}): seat ${seat} gets ${short(moves)} with its own knowledge, ${short(peeking)} with every seat's`);
    if (!asked.includes(seat)) {
      if (moves.length) fail('legal offered to a seat not asked', `step ${v.step} (${req.kind}): seat ${seat} is offered ${moves.length} value(s), e.g. ${short(moves[0])}`);
      continue;
    }
    if (!moves.length) { fail('no legal choice', `step ${v.step}: seat ${seat} is asked (${req.kind}) but legal lists nothing with its own knowledge`); continue; }
    for (const m of moves) {
      checked++;
      const wire = canonicalText(m);
      if (!wire.ok) { fail('legal value not canonical JSON', `step ${v.step}: ${wire.error}`); continue; }
      const p = def.parseMove(JSON.parse(wire.value) as Json) as Json | null;
      if (p === null || canon(p) !== wire.value) { fail('parseMove changes a legal value', `step ${v.step}: ${wire.value} parses to ${short(p)}`); continue; }
      const why = def.check?.(v.state, seat, k, p) ?? null;
      if (why !== null) fail('check refuses a legal value', `step ${v.step}: seat ${seat} ${wire.value}: ${why}`);
      if (req.kind === 'move' || req.kind === 'answer') {
        const input = (req.kind === 'move' ? { kind: 'move', seat, move: p } : { kind: 'answer', seat, answer: p }) as Input;
        const r = safeApply(def, v.state, input);
        if (typeof r === 'string') fail('apply threw', `step ${v.step}: ${r}`);
        else if (!r.ok) fail('legal value refused', `step ${v.step} (${req.kind}): seat ${seat} ${wire.value}: ${errText(r.error)}`);
        try { def.describe?.(v.state, input); } catch (e) { fail('describe threw', `step ${v.step}: ${String(e)}`); }
      }
    }
  }
  if (req.kind === 'commit') checked += checkCommit(def, v, req, fail);
  return checked;
}

/** When the reveal follows the commit at once: each seat's every legal value, the others' first, is accepted. */
function checkCommit(def: AnyGame, v: Visited, req: Extract<Request, { kind: 'commit' }>, fail: (kind: string, msg: string) => void): number {
  const committed = def.apply(v.state, { kind: 'commit', seats: req.seats });
  if (!committed.ok) { fail('commit refused', `step ${v.step}: ${errText(committed.error)}`); return 0; }
  const s1 = committed.value.state as Json;
  const next = def.request(s1);
  if (next?.kind !== 'reveal' || next.slot !== req.slot) return 0;
  const order = [...next.seats].sort((a, b) => a - b);
  const legalOf = new Map(order.map((seat) => [seat, def.legal(v.state, seat, ownOf(v.known, seat)) as readonly Json[]]));
  let checked = 0;
  for (const seat of order) {
    for (const m of legalOf.get(seat) ?? []) {
      checked++;
      const values = order.map((s) => ({ seat: s, value: s === seat ? m : (legalOf.get(s)?.[0] ?? null) }));
      const r = safeApply(def, s1, { kind: 'reveal', values });
      if (typeof r === 'string') fail('apply threw', `step ${v.step} (reveal): ${r}`);
      else if (!r.ok) fail('legal value refused', `step ${v.step} (reveal of ${req.slot}): seat ${seat} ${short(m)}: ${errText(r.error)}`);
    }
  }
  return checked;
}

/** apply, or why it threw. */
function safeApply(def: AnyGame, state: Json, input: Input): ReturnType<AnyGame['apply']> | string {
  try {
    return def.apply(state, input);
  } catch (e) {
    return `apply threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)} on ${short(input.kind === 'random' ? { kind: 'random' } : input)}`;
  }
}

/**
 * Arbitrary JSON as it can come off the wire: canonical (safe integers only, well-formed
 * strings), so a value the protocol could carry. Strings and keys are often ones the game
 * itself uses (handles, card ids, kinds), taken from its legal values.
 */
const wireJson = (maxDepth: number, words: readonly string[]): fc.Arbitrary<Json> => {
  const word = words.length ? fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...words)) : fc.string({ maxLength: 8 });
  const leaf = fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: -3, max: 60 }), fc.maxSafeInteger(), fc.maxSafeNat(), word);
  const { json } = fc.letrec<{ json: Json }>((tie) => ({
    json: fc.oneof({ depthSize: 'small', maxDepth, withCrossShrink: true },
      leaf, fc.array(tie('json'), { maxLength: 4 }), fc.dictionary(word, tie('json'), { maxKeys: 5, noNullPrototype: true })),
  }));
  return json;
};

/** Every string in a value (keys included): the game's own words for the fuzzer. */
const wordsOf = (v: Json, out: Set<string>): Set<string> => {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) wordsOf(x as Json, out);
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) { out.add(k); wordsOf(x, out); }
  return out;
};

/** One field of a legal value replaced, dropped or added (near-misses reach the deep checks). */
const mutated = (pool: readonly Json[], words: readonly string[]): fc.Arbitrary<Json> =>
  fc.tuple(fc.constantFrom(...pool), fc.nat(), fc.constantFrom('replace', 'drop', 'add'), wireJson(2, words), fc.string({ maxLength: 6 }))
    .map(([v, i, how, j, key]): Json => {
      if (typeof v !== 'object' || v === null) return how === 'add' ? [v, j] : j;
      if (Array.isArray(v)) {
        const a = [...v];
        if (how === 'drop') a.splice(i % Math.max(1, a.length), 1); else if (how === 'add') a.push(j); else a[i % Math.max(1, a.length)] = j;
        return a;
      }
      const o: Record<string, Json> = { ...(v as Record<string, Json>) };
      const keys = Object.keys(o);
      const k = keys[i % Math.max(1, keys.length)];
      if (how === 'add' || k === undefined) o[key || 'extra'] = j;
      else if (how === 'drop') delete o[k];
      else o[k] = j;
      return o;
    });

type Fuzz = { kind: 'move' | 'answer' | 'reveal' | 'commit' | 'draw' | 'random'; seat: number; values: Json[]; seats: readonly number[]; handle: string };

/** apply never throws on anything, and leaves the state it is given as it was. */
type Stats = { accepted: number; refused: number };

function fuzzState(def: AnyGame, c: Case, v: Visited, pool: readonly Json[], fail: (kind: string, msg: string) => void, known: Set<string>, stats: Stats): void {
  const req = def.request(v.state);
  const before = canon(v.state);
  const asked = req ? [...choosers(req), ...(req.kind === 'reveal' || req.kind === 'random' ? req.seats : []), ...(req.kind === 'draw' ? [req.seat] : [])] : [];
  const words = [...wordsOf(pool as Json, new Set())];
  const value: fc.Arbitrary<Json> = pool.length
    ? fc.oneof({ weight: 3, arbitrary: wireJson(3, words) }, { weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 4, arbitrary: mutated(pool, words) })
    : wireJson(3, words);
  const seat = asked.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...asked) }, { weight: 1, arbitrary: fc.integer({ min: -1, max: c.seats }) }) : fc.integer({ min: -1, max: c.seats });
  const revealSeats = req?.kind === 'reveal' ? [...req.seats].sort((a, b) => a - b) : null;
  const fuzz: fc.Arbitrary<Fuzz> = fc.record({
    kind: fc.constantFrom('move', 'move', 'answer', 'answer', 'reveal', 'reveal', 'commit', 'draw', 'random'),
    seat,
    values: fc.array(value, { minLength: 1, maxLength: Math.max(1, c.seats) }),
    seats: fc.oneof(fc.constant(req?.kind === 'commit' ? [...req.seats] : [0]), fc.array(fc.integer({ min: -1, max: c.seats }), { maxLength: 4 })),
    handle: fc.oneof(fc.nat({ max: 40 }).map((d) => `${asked[0] ?? 0}:${d}`), fc.string({ maxLength: 8 })),
  });
  /** The inputs for one fuzz case: parsed as the protocol does (when every value parses), and raw. */
  const inputs = (f: Fuzz): { how: string; input: Input }[] => {
    const parse = (x: Json): Json | null => def.parseMove(x) as Json | null;
    const both = (make: (vals: Json[]) => Input, raw: Json[]): { how: string; input: Input }[] => {
      const parsed = raw.map(parse);
      const out = [{ how: 'raw', input: make(raw) }];
      if (parsed.every((p) => p !== null) && canon(parsed) !== canon(raw)) out.push({ how: 'parsed', input: make(parsed as Json[]) });
      return out;
    };
    const v0 = f.values[0] ?? null;
    switch (f.kind) {
      case 'move': return both(([m]) => ({ kind: 'move', seat: f.seat, move: m ?? null }), [v0]);
      case 'answer': return both(([a]) => ({ kind: 'answer', seat: f.seat, answer: a ?? null }), [v0]);
      case 'reveal': {
        const seats = revealSeats ?? [f.seat];
        return both((vals) => ({ kind: 'reveal', values: seats.map((s, i) => ({ seat: s, value: vals[i] ?? null })) }), seats.map((_, i) => f.values[i % f.values.length] ?? null));
      }
      case 'commit': return [{ how: 'raw', input: { kind: 'commit', seats: f.seats } }];
      case 'draw': return [{ how: 'raw', input: { kind: 'draw', seat: f.seat, handle: f.handle } }];
      case 'random': return [{ how: 'raw', input: { kind: 'random', rng: recordingRng(seedOf('fuzz-rng', f.handle)) } }];
    }
  };
  const prop = fc.property(fuzz, (f) => {
    for (const { how, input } of inputs(f)) {
      const r = safeApply(def, v.state, input);
      if (typeof r === 'string') {
        const k = KNOWN.find((x) => x.game === c.game && r.includes(x.text));
        if (k) { known.add(k.text); continue; }
        throw new Error(`${how}: ${r}`);
      }
      if (typeof r !== 'object' || r === null || typeof r.ok !== 'boolean') throw new Error(`${how}: apply returned no Result`);
      if (r.ok) stats.accepted++; else stats.refused++;
      const after = canon(v.state);
      if (after !== before) throw new Error(`${how}: ${r.ok ? 'an accepted' : 'a refused'} input changed the state it was given: ${short(input)}`);
      if (r.ok) {
        const t = canonicalText(r.value.state);
        if (!t.ok) throw new Error(`${how}: the state after ${short(input)} is not canonical JSON (it could not be hashed): ${t.error}`);
        try { def.request(r.value.state); } catch (e) { throw new Error(`${how}: request threw after accepting ${short(input)}: ${String(e)}`); }
      }
    }
  });
  try {
    fc.assert(prop, { numRuns: RUNS, seed: seedInt('fuzz', c.label, v.step, SEED), endOnFailure: true });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const lines = msg.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('Hint') && !l.startsWith('at '));
    const example = lines.find((l) => l.startsWith('Counterexample')) ?? '';
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : lines.slice(-1)[0] ?? '';
    const kind = /threw/.test(cause) ? 'apply threw' : /changed the state/.test(cause) ? 'state changed' : 'fuzz';
    fail(kind, `step ${v.step} (${req?.kind ?? 'over'}): ${cause.slice(0, 500)} | ${example.slice(0, 400)}`);
  }
}

/** Evenly spread picks, at most n. */
const spread = <T>(xs: readonly T[], n: number): T[] =>
  xs.length <= n ? [...xs] : Array.from({ length: n }, (_, i) => xs[Math.floor((i * xs.length) / n)] as T);

type Report = { count: number; failures: Map<string, string[]>; seenKnown: Set<string>; visited: number; legalChecked: number; fuzz: Stats };

/** The whole battery for one configuration: walk, legal values at every asking state, fuzz at a spread of states. */
function conform(def: AnyGame, c: Case): Report {
  const { visited, pool, error } = walk(def, c);
  const failures = new Map<string, string[]>();
  const seenKnown = new Set<string>();
  const fuzz: Stats = { accepted: 0, refused: 0 };
  let count = 0;
  const fail = (kind: string, msg: string) => {
    count++;
    const list = failures.get(kind) ?? [];
    if (list.length < 3) list.push(msg);
    failures.set(kind, list);
  };
  if (error) fail('the walk failed', error);
  const asking = visited.filter((v) => { const r = def.request(v.state); return r !== null && r.kind !== 'draw'; });
  let legalChecked = 0;
  for (const v of spread(asking, LEGAL_STATES)) {
    if (count >= MAX_FAILURES) break;
    legalChecked += checkLegal(def, v, c.seats, fail);
  }
  // Fuzz where choices are made (and a few other states: draws, randomness, the end).
  const others = visited.filter((v) => !asking.includes(v));
  for (const v of [...spread(asking, FUZZ_STATES - 6), ...spread(others, 5), ...visited.slice(-1)]) {
    if (count >= MAX_FAILURES) break;
    fuzzState(def, c, v, pool, fail, seenKnown, fuzz);
  }
  return { count, failures, seenKnown, visited: visited.length, legalChecked, fuzz };
}

const reportOf = (r: Report): string => [...r.failures.entries()].map(([k, l]) => `${k}:\n    ${l.join('\n    ')}`).join('\n  ');

describe('conformance: every game, the same contract', () => {
  for (const c of CASES) {
    it(c.label, () => {
      const def = GAMES.get(c.game);
      if (!def) throw new Error(`no game ${c.game}`);
      const r = conform(def, c);
      expect(r.count, `${c.label}: ${r.count} failure(s)\n  ${reportOf(r)}`).toBe(0);
      expect(r.visited).toBeGreaterThan(10);
      expect(r.legalChecked).toBeGreaterThan(Math.min(r.visited, LEGAL_STATES) / 10);
      // The fuzzing reaches both sides: some inputs are taken, most are refused.
      expect(r.fuzz.refused).toBeGreaterThan(r.fuzz.accepted);
      expect(r.fuzz.accepted).toBeGreaterThan(0);
    });
  }
});

if (KNOWN.length) describe('conformance: known game bugs still stand (delete the entry in KNOWN once one is fixed)', () => {
  for (const k of KNOWN) it(`${k.game}: ${k.why}`, () => expect(k.repro).toThrow(k.text));
});

describe('conformance: the suite catches a broken game', () => {
  const base = GAMES.get('fixture') as AnyGame;
  const c: Case = { label: 'fixture 2p (broken)', game: 'fixture', seats: 2, options: { rounds: 4 } };
  const kinds = (def: AnyGame): string[] => [...conform(def, c).failures.keys()];

  it('apply that throws on a stale move', () => {
    const broken: AnyGame = { ...base, apply: (s, i) => { if (i.kind === 'move' && i.move === 'burn' && s.phase !== 'choose') throw new Error('boom'); return base.apply(s, i); } };
    expect(kinds(broken)).toContain('apply threw');
  });

  it('apply that changes the state it refuses', () => {
    const broken: AnyGame = { ...base, apply: (s, i) => { const r = base.apply(s, i); if (!r.ok && i.kind === 'answer') (s as { scores: number[] }).scores[0] = 99; return r; } };
    expect(kinds(broken)).toContain('state changed');
  });

  it('legal that lists a value apply refuses', () => {
    const broken: AnyGame = { ...base, legal: (s, seat, k) => [...base.legal(s, seat, k), ...(s.phase === 'commit' ? [{ handle: '9:9', card: 'c1' }] : [])] };
    expect(kinds(broken)).toContain('legal value refused');
  });

  it('legal that offers choices to a seat that is not asked', () => {
    const broken: AnyGame = { ...base, legal: (s, seat, k) => (s.phase === 'choose' ? ['take', 'burn'] : base.legal(s, seat, k)) };
    expect(kinds(broken)).toContain('legal offered to a seat not asked');
  });

  it('check that disagrees with legal', () => {
    const broken: AnyGame = { ...base, check: (_s, _seat, _k, m) => (m === 'burn' ? 'no burning' : null) };
    expect(kinds(broken)).toContain('check refuses a legal value');
  });
});
