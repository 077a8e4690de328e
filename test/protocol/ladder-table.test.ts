/**
 * `npm run ladder` on the golden files and the ladder's fixtures prints exactly this table; the
 * same files in any order, or inside an archive, give the same ladder.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { archiveOf } from '../../src/protocol/ladder/archive.js';
import { ladderText } from '../../src/protocol/ladder/table-text.js';
import { gameName, ladderOfPaths } from '../../scripts/ladder.js';
import { ROOT, fixture, fixtureNames, inputs, ladder } from './ladder-kit.js';

const GOLDEN = ['arackuan', 'clockwork-crusade', 'crayne', 'crystal-factions', 'fixture'].map((g) => `test/golden/${g}.json`);
const PATHS = [...GOLDEN, ...fixtureNames().map((n) => `test/fixtures/ladder/${n}`)];

const EXPECTED = `Crayne: Fractured Empire: 1 match, 2 players
  #  Name   Fingerprint               Rating  Matches  Wins  μ      σ
  1  Carol  3f75 b4cb 2517 714e 1af0  3.4     1        1     27.64  8.07
  2  Bob    b453 1210 58dd 1473 be27  -1.8    1        0     22.36  8.07
  Matches, oldest first:
    2026-01-08 00:00  Carol > Bob  test/fixtures/ladder/crayne-8-carol-bob.json

Crystal Factions: 6 matches, 3 players
  #  Name   Fingerprint               Rating  Matches  Wins  μ      σ
  1  Alice  b234 3352 892e 4024 36ea  6.2     5        3     27.68  7.15
  2  Bob    b453 1210 58dd 1473 be27  5.3     5        3     27.16  7.29
  3  Carol  3f75 b4cb 2517 714e 1af0  -3.4    3        0     19.21  7.52
  Matches, oldest first:
    2026-01-01 00:00  Bob > Alice          test/fixtures/ladder/cf-1-alice-bob.json
    2026-01-02 00:00  Alice > Bob          test/fixtures/ladder/cf-2-alice-bob.json
    2026-01-03 00:00  Alice > Bob          test/fixtures/ladder/cf-3-bob-alice.json
    2026-01-04 00:00  Bob > Carol          test/fixtures/ladder/cf-4-bob-carol.json
    2026-01-05 00:00  Bob > Alice = Carol  test/fixtures/ladder/cf-5-three.json
    2026-01-06 00:00  Alice > Carol        test/fixtures/ladder/cf-6-carol-alice.json

Excluded (8):
  test/fixtures/ladder/cf-1-copy.json: the same match as test/fixtures/ladder/cf-1-alice-bob.json (counted once)
  test/fixtures/ladder/cf-2-tampered.json: it does not verify: it was changed after it was signed, or breaks the rules — seat 0, step 22: prev does not link to the seat's previous message (broken chain at seq 3) (the file was changed after it was signed: no signature shows who changed it)
  test/fixtures/ladder/cf-7-self-play.json: one identity plays both Alice and Alicia
  test/golden/arackuan.json: Bot 1 and Bot 2 have no identity
  test/golden/clockwork-crusade.json: Bot 1 and Bot 2 have no identity
  test/golden/crayne.json: Bot 1 has no identity
  test/golden/crystal-factions.json: Bot 1 and Bot 2 have no identity
  test/golden/fixture.json: Bot 1 and Bot 2 have no identity
`;

describe('npm run ladder', () => {
  it('prints this table for the golden and fixture files', () => {
    process.chdir(ROOT);
    expect(ladderText(ladderOfPaths(PATHS), gameName)).toBe(EXPECTED);
  });

  it('the command itself prints the same, and exits 0', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ladder.ts', ...PATHS], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toBe(EXPECTED);
  });

  it('the same files in any order give the same text', () => {
    process.chdir(ROOT);
    const reversed = [...PATHS].reverse();
    const rotated = [...PATHS.slice(5), ...PATHS.slice(0, 5)];
    expect(ladderText(ladderOfPaths(reversed), gameName)).toBe(EXPECTED);
    expect(ladderText(ladderOfPaths(rotated), gameName)).toBe(EXPECTED);
  });

  it('an archive of the fixtures gives the same tables as the files themselves', () => {
    const names = fixtureNames();
    const loose = ladder(inputs(...names.map((n) => [n, fixture(n)] as const)));
    const archived = ladder(inputs(['all.json', archiveOf(names.map((n) => fixture(n)))]));
    const strip = (l: typeof loose) => l.tables.map((t) => ({ ...t, matches: t.matches.map(({ label: _l, ...m }) => m) }));
    expect(strip(archived)).toEqual(strip(loose));
    expect(archived.excluded.map((e) => e.label)).toEqual(['all.json [2]', 'all.json [4]', 'all.json [9]']);
  });
});
