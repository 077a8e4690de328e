/**
 * The Verify page's file checks (src/ui/verify-file.ts): the old verdict goes the moment a new
 * file is chosen, the size is checked before the file is read, nothing throws, and an older
 * file finishing late never replaces the newest one's verdict.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { GAMES } from '../../src/engine/games/index.js';
import { type Check, type FileLike, fileChecker } from '../../src/ui/verify-file.js';

const good = readFileSync(new URL('../fixtures/v1/fixture.json', import.meta.url), 'utf8');
/** The same match with its first message type nested 100,000 deep. */
const deepJunk = JSON.stringify(JSON.parse(good)).replace('"body":{"t":"beacon"', `"body":{"t":${'['.repeat(100_000)}${']'.repeat(100_000)}`);

/** A file whose text arrives when the test says so. */
function slowFile(name: string, text: string): FileLike & { arrive(): void } {
  let arrive = () => {};
  const ready = new Promise<void>((r) => { arrive = r; });
  return { name, size: text.length, text: async () => { await ready; return text; }, arrive: () => arrive() };
}
const file = (name: string, text: string): FileLike => ({ name, size: text.length, text: async () => text });

function recorder(games: ReadonlyMap<string, AnyGame> = GAMES) {
  const shown: Check[] = [];
  return { shown, load: fileChecker(games, (c) => { shown.push(c); }), last: () => shown.at(-1) };
}

describe('checking a chosen match file', () => {
  it('shows "checking" for the new file at once, before anything is read', async () => {
    const r = recorder();
    await r.load(file('good.json', good));
    expect(r.last()).toMatchObject({ kind: 'done', name: 'good.json', verdict: { status: 'valid' } });
    const junk = slowFile('junk.json', deepJunk);
    const done = r.load(junk);
    expect(r.last()).toEqual({ kind: 'checking', name: 'junk.json' });
    junk.arrive();
    await done;
    expect(r.last()).toMatchObject({ kind: 'done', name: 'junk.json', verdict: { status: 'unreadable', failure: 'the file nests brackets more than 72 deep' } });
  });

  it('an older file finishing after a newer one is ignored', async () => {
    const r = recorder();
    const first = slowFile('good.json', good);
    const second = slowFile('junk.json', deepJunk);
    const a = r.load(first);
    const b = r.load(second);
    second.arrive();
    await b;
    first.arrive();
    await a;
    expect(r.last()).toMatchObject({ kind: 'done', name: 'junk.json', verdict: { status: 'unreadable' } });
    expect(r.shown.some((c) => c.kind === 'done' && c.name === 'good.json')).toBe(false);
  });

  it('a file over the limit is refused from its size, never read', async () => {
    const r = recorder();
    await r.load({ name: 'big.json', size: 600 * 1024 * 1024, text: () => { throw new Error('read the file'); } });
    expect(r.last()).toMatchObject({ kind: 'done', verdict: { status: 'unreadable', failure: expect.stringMatching(/629145600 bytes, over the limit/) } });
  });

  it('a 6 MB file of nested brackets is refused before it is parsed', async () => {
    const r = recorder();
    const t0 = performance.now();
    await r.load(file('nested.json', '['.repeat(6 * 1024 * 1024)));
    expect(r.last()).toMatchObject({ kind: 'done', verdict: { status: 'unreadable', failure: 'the file nests brackets more than 72 deep' } });
    expect(performance.now() - t0).toBeLessThan(1000);
    // Two files: the refusal names the one.
    await r.load([file('good.json', good), file('nested.json', `{"chains":${'['.repeat(100)}`)]);
    expect(r.last()).toMatchObject({ kind: 'done', verdict: { status: 'unreadable', failure: 'nested.json: the file nests brackets more than 72 deep' } });
  });

  it('a file that cannot be read, or is not JSON, is unreadable', async () => {
    const r = recorder();
    await r.load({ name: 'gone.json', size: 10, text: () => Promise.reject(new Error('NotReadableError')) });
    expect(r.last()).toMatchObject({ kind: 'done', verdict: { status: 'unreadable', failure: 'the file could not be read' } });
    await r.load(file('x.json', '{"a":'));
    expect(r.last()).toMatchObject({ kind: 'done', verdict: { status: 'unreadable', failure: 'the file is not JSON' } });
  });

  it('a verifier that throws (a bug) still ends in a verdict, not a stale one', async () => {
    const broken = new Map(GAMES);
    broken.get = () => { throw new RangeError('Maximum call stack size exceeded'); };
    const r = recorder(broken);
    await expect(r.load(file('good.json', good))).resolves.toBeUndefined();
    expect(r.last()).toMatchObject({ kind: 'done', verdict: { status: 'unreadable', failure: expect.stringMatching(/^internal error: .*Maximum call stack/) } });
  });
});
