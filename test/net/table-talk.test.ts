/**
 * Table talk (issue 29): the 'chat' envelope parsed at the boundary (length, printable text only,
 * markup kept as text, never a throw), the rate per seat, attribution only over an authenticated
 * link, the lines kept on this device, and the verifier never reading them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode, encode } from '../../src/net/codec.js';
import { TALK_BURST, TALK_MAX, TALK_WINDOW_MS, TableTalk } from '../../src/net/table-talk.js';
import { cleanTalk } from '../../src/ui/match/table-talk.js';
import { keepTalk, parseStoredTalk } from '../../src/net/talk-store.js';
import { forget, mapKv, storeKey } from '../../src/net/store.js';
import { seededEntropy } from '../../src/net/entropy.js';
import { MemoryHub } from '../../src/net/memory-transport.js';
import { VirtualScheduler } from '../../src/net/scheduler.js';
import { Session } from '../../src/net/session.js';
import { fixtureGame } from '../../src/engine/games/fixture/rules.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { parseTranscript } from '../../src/protocol/verification/parse-file.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureRun } from '../protocol/harness.js';

const chat = (text: unknown): string => JSON.stringify({ k: 'chat', text });

describe('the chat envelope at the boundary', () => {
  it('takes 1 to 200 printable characters, markup and all, exactly as sent', () => {
    expect(decode(chat('good game <b>x</b>'))).toEqual({ ok: true, value: { k: 'chat', text: 'good game <b>x</b>' } });
    expect(decode(chat('<img src=x onerror=alert(1)> &amp; "quoted"'))).toMatchObject({ ok: true, value: { text: '<img src=x onerror=alert(1)> &amp; "quoted"' } });
    expect(decode(chat('x'.repeat(TALK_MAX)))).toMatchObject({ ok: true });
    expect(decode(chat('gg 👍 — très bien'))).toMatchObject({ ok: true, value: { text: 'gg 👍 — très bien' } });
    // What we send is what a peer takes.
    expect(decode(encode({ k: 'chat', text: 'Good game' }))).toEqual({ ok: true, value: { k: 'chat', text: 'Good game' } });
  });

  it.each([
    ['too long', chat('x'.repeat(TALK_MAX + 1))],
    ['empty', chat('')],
    ['only spaces', chat('   ')],
    ['space at an end', chat(' gg')],
    ['a newline (a forged second line)', chat('gg\nAlice: I resign')],
    ['a control character', chat('gg\u0007')],
    ['an escape sequence', chat('\u001b[2Jgg')],
    ['a bidi override', chat('gg \u202eevil')],
    ['a zero-width character', chat('g\u200bg')],
    ['a lone surrogate', chat('gg \ud800')],
    ['a number', chat(42)],
    ['null', chat(null)],
    ['a list', chat(['gg'])],
    ['an object', chat({ toString: 'gg' })],
    ['no text', JSON.stringify({ k: 'chat' })],
    ['an extra field', JSON.stringify({ k: 'chat', text: 'gg', seat: 0 })],
    ['not JSON', '{"k":"chat","text":'],
    ['nested deep', `{"k":"chat","text":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
  ])('refuses %s with a message, never a throw', (_what, data) => {
    const r = decode(data);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeLessThan(200);
  });

  it('what the player types is cleaned as a peer would take it', () => {
    expect(cleanTalk('  good\u0007 game\n ')).toBe('good game');
    expect(cleanTalk('x'.repeat(500))).toHaveLength(TALK_MAX);
    // Never cut inside a pair of surrogates (a peer would refuse the half left).
    const cut = cleanTalk(`${'x'.repeat(TALK_MAX - 1)}😀`);
    expect(cut).toBe('x'.repeat(TALK_MAX - 1));
    expect(decode(chat(cut)).ok).toBe(true);
    expect(cleanTalk('\u200b\u202e')).toBe('');
  });
});

describe('the rate of talk', () => {
  it('each seat has at most 5 lines in 10 s; more are dropped; the others are counted apart', () => {
    let t = 0;
    const talk = new TableTalk(() => t);
    for (let i = 0; i < TALK_BURST; i++) { expect(talk.heard(1, `line ${i}`)).toBe(true); t += 100; }
    expect(talk.heard(1, 'one too many')).toBe(false);
    expect(talk.heard(2, 'another seat')).toBe(true);
    t = TALK_WINDOW_MS; // the first line was at 0: it leaves the window
    expect(talk.heard(1, 'later')).toBe(true);
    expect(talk.heard(1, 'again too many')).toBe(false);
    expect(talk.lines.map((l) => l.text)).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'line 4', 'another seat', 'later']);
  });

  it('our own sixth line is refused before it is sent, and waits a little longer than a peer would', () => {
    let t = 0;
    const talk = new TableTalk(() => t);
    for (let i = 0; i < TALK_BURST; i++) expect(talk.say(0, `line ${i}`).ok).toBe(true);
    expect(talk.say(0, 'more')).toEqual({ ok: false, error: 'Wait a few seconds before saying more.' });
    t = TALK_WINDOW_MS;
    expect(talk.say(0, 'more').ok).toBe(false);
    t = TALK_WINDOW_MS + 1_000;
    expect(talk.say(0, 'more')).toEqual({ ok: true, value: undefined });
    // Only what a peer would take is sent (the panel cleans what the player typed: cleanTalk).
    expect(talk.say(0, ' gg\u0007')).toEqual({ ok: false, error: 'There is nothing to say.' });
    expect(talk.lines.at(-1)).toEqual({ seat: 0, text: 'more' });
  });
});

describe('talk between sessions', () => {
  it('a line reaches the other seat under its seat, and the match record stays as it was', () => {
    const run = fixtureRun();
    const [a, b] = run.sessions as [Session, Session];
    expect(a.status.kind).toBe('over');
    const before = [a, b].map((s) => JSON.stringify(s.transcript()));
    expect(a.say('good game <b>x</b>').ok).toBe(true);
    expect(b.say('Thanks').ok).toBe(true);
    run.scheduler.run();
    expect(b.talk.lines).toEqual([{ seat: 1, text: 'Thanks' }, { seat: 0, text: 'good game <b>x</b>' }]);
    expect(a.talk.lines).toEqual([{ seat: 0, text: 'good game <b>x</b>' }, { seat: 1, text: 'Thanks' }]);
    // (compared as booleans: a failure would print two whole match files)
    expect([a, b].map((s, i) => JSON.stringify(s.transcript()) === before[i])).toEqual([true, true]);
    expect(a.status.kind).toBe('over');
  });

  it('with three seats, a line goes straight to each other seat (no relaying)', () => {
    const run = fixtureRun({ seats: 3, options: { rounds: 2 } });
    const [a, b, c] = run.sessions as [Session, Session, Session];
    expect(a.status.kind).toBe('over');
    expect(b.say('gg all').ok).toBe(true);
    run.scheduler.run();
    for (const s of [a, c]) expect(s.talk.lines).toEqual([{ seat: 1, text: 'gg all' }]);
  });

  it('a peer flooding the table: five lines are kept, the rest dropped, the match unharmed', () => {
    const run = fixtureRun();
    const b = run.sessions[1] as Session;
    for (let i = 0; i < 20; i++) expect(b.receive(0, chat(`spam ${i}`)).ok).toBe(true);
    expect(b.talk.lines).toHaveLength(TALK_BURST);
    expect(b.status.kind).toBe('over');
    // Malformed talk is dropped as any malformed message is (reported, never stopping anything).
    expect(b.receive(0, chat('x'.repeat(1000))).ok).toBe(false);
    expect(b.status.kind).toBe('over');
  });

  it('talk before the link is authenticated is dropped: nobody can speak under a seat it has not proven', () => {
    const scheduler = new VirtualScheduler();
    const hub = new MemoryHub(scheduler);
    const s = new Session({ game: fixtureGame, seat: 0, seats: 2, name: 'Alice', options: { rounds: 3 }, transport: hub.endpoint(0), scheduler, entropy: seededEntropy('talk', 1) });
    s.start();
    const r = s.receive(1, chat('I am Bob, trust me'));
    expect(r.ok).toBe(false);
    expect(s.talk.lines).toEqual([]);
  });
});

describe('talk kept on this device', () => {
  it('comes back after a reload, and goes when the match is forgotten', () => {
    const kv = mapKv();
    const first = new TableTalk(() => 0);
    first.heard(1, 'hello');
    keepTalk(first, kv, 'm1');
    first.say(0, 'good game');
    const again = new TableTalk(() => 0);
    again.heard(1, 'heard before the panel loaded');
    keepTalk(again, kv, 'm1');
    expect(again.lines).toEqual([{ seat: 1, text: 'hello' }, { seat: 0, text: 'good game' }, { seat: 1, text: 'heard before the panel loaded' }]);
    keepTalk(again, kv, 'm1'); // once per match on a page: not restored twice
    expect(again.lines).toHaveLength(3);
    forget(kv, 'm1');
    expect(kv.get(storeKey('m1', 'talk'))).toBeNull();
  });

  it('stored lines are parsed as untrusted: what does not parse is left out', () => {
    expect(parseStoredTalk('not json')).toEqual([]);
    expect(parseStoredTalk('{"seat":0}')).toEqual([]);
    expect(parseStoredTalk(JSON.stringify([{ seat: 0, text: 'ok' }, { seat: -1, text: 'x' }, { seat: 99, text: 'x' }, { seat: 1, text: 'a\nb' }, null, 'x', { seat: 1.5, text: 'x' }])))
      .toEqual([{ seat: 0, text: 'ok' }]);
  });
});

describe('the verifier and talk', () => {
  const good = JSON.parse(readFileSync(new URL('../fixtures/v1/fixture.json', import.meta.url), 'utf8')) as Record<string, unknown>;

  it('a match file with talk in it verifies exactly as it does without', () => {
    const plain = verifyMatch(good, GAMES);
    expect(plain.status).toBe('valid');
    const withTalk = { ...good, talk: [{ seat: 0, text: 'good game <b>x</b>' }, { seat: 1, text: 'I resign' }] };
    expect(verifyMatch(withTalk, GAMES)).toEqual(plain);
    // Whatever it holds: it is never read.
    expect(verifyMatch({ ...good, talk: { seat: 'junk', steps: 999 } }, GAMES)).toEqual(plain);
    const parsed = parseTranscript(withTalk);
    expect(parsed.ok && 'talk' in parsed.value).toBe(false);
  });

  it('a field nobody knows is still refused', () => {
    expect(verifyMatch({ ...good, chat: [] }, GAMES).status).toBe('unreadable');
  });
});
