/**
 * `npm run verify` on hostile files, run as a child process: a clear one-line refusal with
 * exit 2, never a stack trace, a huge file refused before it is read, and nothing untrusted
 * printed raw.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, 'test/fixtures/v1');
const dir = mkdtempSync(join(tmpdir(), 'facedown-verify-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const STACK = /^\s+at /m;

function verify(file: string) {
  const t0 = performance.now();
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/verify.ts', file], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr, ms: performance.now() - t0 };
}

function write(name: string, content: string): string {
  const f = join(dir, name);
  writeFileSync(f, content);
  return f;
}

type Obj = Record<string, unknown>;
const fixture = (): Obj => JSON.parse(readFileSync(join(fixtures, 'fixture.json'), 'utf8')) as Obj;
const deepText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Every printed line is free of control characters and none but the first claims a status. */
function expectSafe(text: string): void {
  for (const line of text.split('\n')) expect(line).not.toMatch(UNSAFE);
  expect(text).not.toMatch(STACK);
  expect(text.split('\n').slice(1).some((l) => /^(VALID|INVALID|UNREADABLE)/.test(l) || /^result:/.test(l))).toBe(false);
}

describe('npm run verify', () => {
  it('still verifies every match file written by release 0.1', () => {
    for (const n of readdirSync(fixtures).filter((x) => x.endsWith('.json'))) {
      const r = verify(join(fixtures, n));
      if (n.includes('claim')) {
        // Protocol 1 claims could not be made sound: said in words, never "VALID".
        expect(r.code, `${n}: ${r.out}${r.err}`).toBe(1);
        expect(r.out).toMatch(/^INVALID — [^]*protocol 1 match, whose claims cannot be checked soundly/);
        continue;
      }
      expect(r.code, `${n}: ${r.out}${r.err}`).toBe(0);
      expect(r.out).toMatch(/^VALID — /);
    }
  });

  it('a message body nested 100,000 deep: exit 2 with a message, no stack trace', () => {
    const text = JSON.stringify(fixture()).replace('"body":{"t":"beacon"', `"body":{"t":${deepText(100_000)}`);
    const r = verify(write('deep.json', text));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^unreadable: .*deep\.json: the file nests brackets more than 72 deep\n$/);
    expectSafe(r.out + r.err);
  });

  it('a 6 MB file of nested brackets is refused before it is parsed: exit 2, in about the time of a tiny file', () => {
    const small = write('tiny.json', '{}');
    const before = verify(small);
    const r = verify(write('nested-6mb.json', '['.repeat(6 * 1024 * 1024)));
    const after = verify(small);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^unreadable: .*nested-6mb\.json: the file nests brackets more than 72 deep\n$/);
    // Parsing it first took 29 s and 414 MB here; the scan stops after 73 characters.
    expect(r.ms).toBeLessThan(Math.max(before.ms, after.ms) + 2000);
  });

  it('a file over the limit is refused from its size, before it is read', () => {
    const small = write('small.json', '{}');
    const big = join(dir, 'big.json');
    closeSync(openSync(big, 'w'));
    truncateSync(big, 600 * 1024 * 1024); // sparse: costs no disk
    const before = verify(small);
    const r = verify(big);
    const after = verify(small);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^unreadable: .*big\.json: the file is 629145600 bytes, over the limit of 67108864 bytes \(64 MiB\)\n$/);
    // Reading and decoding 600 MB took 6 s here; a size check costs nothing over starting up
    // (a tiny file's run, before and after, gives that time on this machine at this load).
    expect(r.ms).toBeLessThan(Math.max(before.ms, after.ms) + 2000);
  });

  it('a file that is not JSON: exit 2, the parser\'s quote of it escaped', () => {
    const r = verify(write('junk.json', '\u001b[2K\rVALID\n\u001b]0;x\u0007 not json'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^unreadable: .*junk\.json: not JSON/);
    expectSafe(r.out + r.err);
  });

  it('a directory, a missing file: exit 2 with one line', () => {
    for (const p of [dir, join(dir, 'missing.json')]) {
      const r = verify(p);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^unreadable: [^\n]+\n$/);
    }
  });

  it('a game id holding escape codes cannot make the verdict look valid', () => {
    const f = fixture();
    (f.hellos as Obj[])[0]!.game = '\u001b[1A\u001b[2K\rVALID';
    const r = verify(write('game-id.json', JSON.stringify(f)));
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/^UNREADABLE\n/);
    expectSafe(r.out + r.err);
  });

  it('a player name cannot print a fake result line', () => {
    const f = fixture();
    (f.hellos as Obj[])[1]!.name = 'Bot 2\n\u001b[2Kresult: Mallory wins';
    const r = verify(write('name.json', JSON.stringify(f)));
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/^UNREADABLE\n[^]*first failure: hellos\[1\]\.name: /);
    expect(r.out).not.toMatch(/Mallory/);
    expectSafe(r.out + r.err);
  });
});

describe('the verify script, in process', () => {
  it('a verifier that throws (a bug) ends in "internal error", exit 2, no stack trace', async () => {
    const { run } = await import('../../scripts/verify.js');
    const { GAMES } = await import('../../src/engine/games/index.js');
    const broken = new Map(GAMES);
    broken.get = () => { throw new RangeError('Maximum call stack size exceeded'); };
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => { errors.push(a.join(' ')); });
    try {
      expect(run(join(fixtures, 'fixture.json'), broken)).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual(['internal error: Maximum call stack size exceeded']);
  });
});
