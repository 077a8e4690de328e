/** Changing any single field of an exported match file makes the verifier fail. */
import { describe, expect, it } from 'vitest';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixtureRun } from './harness.js';

type Path = (string | number)[];

function leaves(x: unknown, path: Path = []): Path[] {
  if (x !== null && typeof x === 'object') {
    const out: Path[] = [];
    for (const [k, v] of Object.entries(x)) out.push(...leaves(v, [...path, Array.isArray(x) ? Number(k) : k]));
    return out;
  }
  return [path];
}

/** A different value of the same type, as a careful forger would choose. */
function altered(v: unknown): unknown {
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'string') {
    if (/^[0-9a-f]+$/.test(v) && v.length % 2 === 0) return (v[0] === 'f' ? 'e' : 'f') + v.slice(1);
    return v.length ? v.slice(0, -1) + (v.endsWith('x') ? 'y' : 'x') : 'x';
  }
  return v === null ? 0 : null;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root);
  let o = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path[path.length - 1] as string | number] = value;
  return copy;
}

describe.each([
  ['a match file', {}],
  ['a match file with hidden deck lists', { decks: ['c1', 'c2', 'c3', 'c4', 'c9', 'c10', 'c11', 'c12'] }],
  ['a match file with a shared deck', { shared: true }],
])('tampering with %s', (_name, extra: { decks?: string[]; shared?: boolean }) => {
  const run = fixtureRun({
    options: extra.decks ? { rounds: 1, decks: true } : extra.shared ? { rounds: 1, shared: true } : { rounds: 1 }, seed: 3,
    ...(extra.decks ? { decks: [extra.decks, extra.decks] } : {}),
  });
  const file = JSON.parse(JSON.stringify(run.transcript));

  it('the untouched file verifies', () => {
    expect(verifyMatch(file, GAMES).status).toBe('valid');
  });

  it('a signature on a message other than its chain\'s last (even its own, valid one) is a change too', () => {
    const wire = run.sessions[0]!.match!.chains[0]!;
    const withSig = JSON.parse(JSON.stringify(file));
    withSig.chains[0][0].sig = wire[0]!.sig;
    const v = verifyMatch(withSig, GAMES);
    expect(v.status).toBe('invalid');
    expect(v.failure).toMatch(/seq 0 carries a signature, which in a protocol \d file only a chain's last message does/);
    const noLast = JSON.parse(JSON.stringify(file));
    delete noLast.chains[1].at(-1).sig;
    expect(verifyMatch(noLast, GAMES).failure).toMatch(/carries no signature/);
  });

  it('every single-field change fails verification', () => {
    const paths = leaves(file);
    expect(paths.length).toBeGreaterThan(100);
    if (extra.decks) expect(paths.some((p) => p.includes('deck'))).toBe(true);
    if (extra.shared) expect(paths.filter((p) => p.includes('dkey') || p.includes('T') || p.includes('proof')).length).toBeGreaterThan(4);
    const passed: string[] = [];
    for (const p of paths) {
      const tampered = setAt(file, p, altered(p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], file)));
      if (verifyMatch(tampered, GAMES).status === 'valid') passed.push(p.join('.'));
    }
    expect(passed).toEqual([]);
  });

  it('dropping, swapping or appending messages fails verification', () => {
    const dropLast = structuredClone(file);
    dropLast.chains[1].pop();
    expect(verifyMatch(dropLast, GAMES).status).toBe('invalid');
    const swapped = structuredClone(file);
    [swapped.chains[0][2], swapped.chains[0][3]] = [swapped.chains[0][3], swapped.chains[0][2]];
    expect(verifyMatch(swapped, GAMES).status).toBe('invalid');
    const swappedSeats = structuredClone(file);
    [swappedSeats.hellos[0], swappedSeats.hellos[1]] = [swappedSeats.hellos[1], swappedSeats.hellos[0]];
    expect(verifyMatch(swappedSeats, GAMES).status).toBe('invalid');
    expect(verifyMatch({ ...file, extra: 1 }, GAMES).status).toBe('unreadable');
    expect(verifyMatch('not a match', GAMES).status).toBe('unreadable');
  });
});
