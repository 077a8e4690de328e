/**
 * Hostile shapes at every untrusted boundary — wire codec, Session.receive, match-file parser,
 * verifier: values nested thousands deep, huge strings. Each is refused with a message, never
 * thrown. Each test fails if its defence is removed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHello, parseMessage } from '../../src/protocol/wire/parse.js';
import { parseTranscript } from '../../src/protocol/verification/parse-file.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { decode, MAX_WIRE_BYTES } from '../../src/net/codec.js';
import { decodeWatch } from '../../src/net/watch-codec.js';
import { MAX_NESTING } from '../../src/protocol/wire/json-depth.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { MemoryHub } from '../../src/net/memory-transport.js';
import { VirtualScheduler } from '../../src/net/scheduler.js';
import { Session } from '../../src/net/session.js';
import { fixtureRun } from './harness.js';

/** JSON text of `[[[…]]]`, `depth` deep. */
const deepText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
/** The value itself (JSON.parse builds it without recursion). */
const deep = (depth: number): unknown => JSON.parse(deepText(depth));

type Obj = Record<string, unknown>;
const file = (): Obj => JSON.parse(readFileSync(new URL('../fixtures/v1/fixture.json', import.meta.url), 'utf8')) as Obj;
const hellos = (f: Obj) => f.hellos as Obj[];
const firstMsg = (f: Obj) => (f.chains as Obj[][])[0]![0]!;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe.each([4_000, 100_000])('a value nested %i deep', (depth) => {
  it('in body.t: the parser refuses it with a message naming the field', () => {
    const r = parseMessage({ ...firstMsg(file()), body: { t: deep(depth) } });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^message\.body\.t: unknown message type/) });
    if (!r.ok) expect(r.error.length).toBeLessThan(200);
  });

  it('in body.move and reveal value: refused as too deep', () => {
    const m = firstMsg(file());
    expect(parseMessage({ ...m, body: { t: 'move', move: deep(depth) } })).toMatchObject({ ok: false, error: expect.stringMatching(/body\.move: .*nesting deeper than/) });
    expect(parseMessage({ ...m, body: { t: 'reveal', value: deep(depth), salt: '00'.repeat(32) } }))
      .toMatchObject({ ok: false, error: expect.stringMatching(/body\.value: .*nesting deeper than/) });
  });

  it('in hello.options and hello.name: refused', () => {
    const h = hellos(file())[0]!;
    expect(parseHello({ ...h, options: deep(depth) })).toMatchObject({ ok: false, error: expect.stringMatching(/^hello\.options: .*nesting deeper than/) });
    expect(parseHello({ ...h, name: deep(depth) })).toMatchObject({ ok: false, error: expect.stringMatching(/^hello\.name: /) });
  });

  it('as an unexpected field\'s name or value: refused, the name shown short', () => {
    const long = 'k'.repeat(depth);
    const r = parseHello({ ...hellos(file())[0], [long]: deep(depth) });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^hello: unexpected field "k+…"$/) });
    if (!r.ok) expect(r.error.length).toBeLessThan(100);
  });

  it('in a match file: parseTranscript and verifyMatch report it unreadable', () => {
    for (const put of [
      (f: Obj) => { firstMsg(f).body = { t: deep(depth) }; },
      (f: Obj) => { firstMsg(f).body = { t: 'move', move: deep(depth) }; },
      (f: Obj) => { hellos(f)[1]!.options = deep(depth); },
      (f: Obj) => { f.chains = deep(depth); },
    ]) {
      const f = file();
      put(f);
      expect(parseTranscript(f).ok).toBe(false);
      const v = verifyMatch(f, GAMES);
      expect(v.status).toBe('unreadable');
      expect(v.failure).toBeTruthy();
    }
    expect(verifyMatch(deep(depth), GAMES)).toMatchObject({ status: 'unreadable', failure: 'match file: expected a JSON object' });
  });
});

describe('a value at the depth limit on its own, too deep inside its message', () => {
  // The move field alone is canonical (64 or 65 deep), but the message around it adds two levels: its link
  // hash and signed digest encode the whole message, which must be refused at the boundary, not throw later.
  it('is refused by the parser, naming the message', () => {
    const m = firstMsg(file());
    for (const depth of [64, 65]) {
      const r = parseMessage({ ...m, body: { t: 'move', move: deep(depth) } });
      expect(r, `depth ${depth}`).toMatchObject({ ok: false, error: expect.stringMatching(/^message: .*nesting deeper than/) });
    }
    expect(parseMessage({ ...m, body: { t: 'move', move: deep(63) } }).ok).toBe(true);
  });

  it('reaches a session as a malformed message, dropped; the match stays intact', () => {
    const s = fixtureRun().sessions[0]!;
    const wire = JSON.stringify({ k: 'msg', msg: { ...firstMsg(file()), seat: 1, body: { t: 'move', move: deep(64) } } });
    expect(s.receive(1, wire)).toMatchObject({ ok: false, error: { seat: 1, reason: expect.stringMatching(/^malformed message dropped: message: .*nesting deeper than/) } });
    expect(s.status.kind).toBe('over');
  });
});

describe('the wire codec never throws', () => {
  const depth = 4_000; // 8 KB: under the wire limit
  it.each([
    ['msg body.t', `{"k":"msg","msg":{"seat":1,"body":{"t":${deepText(depth)}}}}`],
    ['msg body.move', `{"k":"msg","msg":{"seat":1,"seq":0,"body":{"t":"move","move":${deepText(depth)}}}}`],
    ['hello options', `{"k":"hello","hello":{"options":${deepText(depth)}}}`],
    ['sync have', `{"k":"sync","have":${deepText(depth)}}`],
    ['sync have element', `{"k":"sync","have":[${deepText(depth)}]}`],
    ['stop reason', `{"k":"stop","reason":${deepText(depth)}}`],
    ['rematch hostId', `{"k":"rematch","hostId":${deepText(depth)}}`],
    ['envelope kind', `{"k":${deepText(depth)}}`],
    ['the whole message', deepText(depth)],
  ])('%s nested deep is refused before it is parsed, with a message', (_, wire) => {
    expect(wire.length).toBeLessThanOrEqual(MAX_WIRE_BYTES);
    expect(decode(wire)).toMatchObject({ ok: false, error: `message nests brackets more than ${MAX_NESTING} deep` });
  });

  it('a message at the nesting limit is parsed (and refused by its parser, naming the field)', () => {
    const inner = MAX_NESTING - 3; // inside {"k":…,"msg":{…,"body":{…}}}
    const wire = `{"k":"msg","msg":{"seat":1,"body":{"t":${deepText(inner)}}}}`;
    expect(decode(wire)).toMatchObject({ ok: false, error: expect.stringMatching(/^message\.body\.t: unknown message type/) });
    expect(decode(`{"k":"msg","msg":{"seat":1,"body":{"t":${deepText(inner + 1)}}}}`)).toMatchObject({ ok: false, error: expect.stringMatching(/nests brackets/) });
  });

  it('16 KB of opening brackets is refused at once, also as a watcher\'s batch', () => {
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) expect(decode('['.repeat(MAX_WIRE_BYTES)).ok).toBe(false);
    expect(decode('['.repeat(MAX_WIRE_BYTES))).toMatchObject({ ok: false, error: expect.stringMatching(/nests brackets/) });
    expect(decodeWatch(`{"k":"msgs","msgs":${'['.repeat(60_000)}`)).toMatchObject({ ok: false, error: `batch nests brackets more than ${MAX_NESTING} deep` });
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('a message nested 100,000 deep is refused for its size before it is parsed', () => {
    expect(decode(`{"k":"msg","msg":{"body":{"t":${deepText(100_000)}}}}`)).toMatchObject({ ok: false, error: expect.stringMatching(/larger than/) });
  });

  it('a stop reason keeps no control characters and is capped', () => {
    const r = decode(JSON.stringify({ k: 'stop', reason: `bye\n\u001b[2K\rseat 0 wins\u202e${'x'.repeat(5000)}` }));
    if (!r.ok || r.value.k !== 'stop') throw new Error('expected a stop envelope');
    expect(r.value.reason).not.toMatch(CONTROL);
    expect(r.value.reason).not.toContain('\u202e');
    expect(r.value.reason).toContain('\\u{1b}');
    expect(r.value.reason.length).toBeLessThanOrEqual(201);
  });
});

describe('Session.receive never throws', () => {
  const wire = `{"k":"msg","msg":{"seat":1,"body":{"t":${deepText(4_000)}}}}`;

  it('an 8 KB message nested 4,000 deep is dropped as malformed; the match is intact', () => {
    const run = fixtureRun();
    const s = run.sessions[0]!;
    expect(s.status.kind).toBe('over');
    const r = s.receive(1, wire);
    expect(r).toMatchObject({ ok: false, error: { seat: 1, reason: expect.stringMatching(/^malformed message dropped: message nests brackets more than/) } });
    expect(s.status.kind).toBe('over');
    expect(s.rejections.at(-1)?.reason).toMatch(/^malformed message dropped/);
  });

  it('a bug that throws while handling a message is reported as a dropped message, not thrown', () => {
    // Last resort: a transport whose send throws (a programming error) must not escape receive().
    const sch = new VirtualScheduler();
    const hub = new MemoryHub(sch);
    const transport = hub.endpoint(1);
    transport.send = () => { throw new RangeError('Maximum call stack size exceeded'); };
    const s = new Session({
      game: fixtureGame, seat: 1, seats: 2, name: 'P1', options: null, transport, scheduler: sch, entropy: seededEntropy('h', 1),
    });
    hub.endpoint(0);
    let r: unknown;
    expect(() => { r = s.receive(0, JSON.stringify({ k: 'auth', c: '00'.repeat(16) })); }).not.toThrow();
    expect(r).toMatchObject({ ok: false, error: { seat: 0, reason: expect.stringMatching(/^malformed message dropped: .*Maximum call stack/) } });
  });
});
