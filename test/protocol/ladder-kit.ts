/** Shared by the ladder's tests: its fixture files (scripts/ladder-fixtures.ts) and the ladder over them. */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '../../src/engine/games/index.js';
import { verifyFiles } from '../../src/protocol/verification/verify.js';
import { type Ladder, type LadderInput, ladderOf } from '../../src/protocol/ladder/ladder.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { nodeVerifySync } from '../../scripts/node-ed25519.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = join(ROOT, 'test/fixtures/ladder');
export const fixtureNames = (): string[] => readdirSync(FIXTURES).filter((n) => n.endsWith('.json')).sort();

const cache = new Map<string, Transcript>();
/** A fixture file's JSON (a fresh copy each time: tests edit it). */
export function fixture(name: string): Transcript {
  const known = cache.get(name) ?? JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Transcript;
  cache.set(name, known);
  return structuredClone(known);
}

/** How many times the verifier ran (the ladder verifies each match's files together, once). */
export const calls = { n: 0, raws: 0 };
export const verify = (raws: readonly unknown[]) => { calls.n++; calls.raws += raws.length; return verifyFiles(raws, GAMES, nodeVerifySync); };

export const ladder = (inputs: readonly LadderInput[]): Ladder => ladderOf(inputs, verify);
/** Inputs from (label, file) pairs. */
export const inputs = (...pairs: readonly (readonly [string, unknown])[]): LadderInput[] => pairs.map(([label, raw]) => ({ label, raw }));

/** The reason (and detail) the ladder gives for `label`, or null when that file is not excluded. */
export const why = (l: Ladder, label: string): string | null => {
  const e = l.excluded.find((x) => x.label === label);
  return e ? `${e.reason}${e.detail ? ` (${e.detail})` : ''}` : null;
};

export const counted = (l: Ladder, game = 'crystal-factions'): string[] =>
  l.tables.find((t) => t.game === game)?.matches.map((m) => m.label) ?? [];
