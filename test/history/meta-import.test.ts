/**
 * What the history lists of a match file (src/ui/history/meta.ts) and how an import is sorted
 * (src/ui/history/import-plan.ts): real match files from headless matches, with and without
 * identities, sealed and not.
 */
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/crypto/bytes.js';
import { GAMES } from '../../src/engine/games/index.js';
import { fixedIdentity } from '../../src/net/identity/fixed.js';
import { fileText } from '../../src/net/history/save.js';
import { sealDigest } from '../../src/protocol/endings/seal.js';
import { archiveOf } from '../../src/protocol/ladder/archive.js';
import { verifyMatch } from '../../src/protocol/verification/verify.js';
import { matchIdOf } from '../../src/protocol/wire/chain.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';
import { endingOf, historyKey, importedMeta, playedMeta, resultOf } from '../../src/ui/history/meta.js';
import { planImport, readImport } from '../../src/ui/history/import-plan.js';
import { fixtureRun } from '../protocol/harness.js';
import { asFile } from '../protocol/forge.js';

const AT = 1_764_000_000_000;
const NOW = AT + 3_600_000;
const run = fixtureRun({
  seed: 3, options: { rounds: 1 },
  session: (seat) => (seat === 0 ? { name: 'Ann', identity: fixedIdentity('ann', AT) } : { name: 'Bot' }),
});
const plain = asFile(run.transcript) as Transcript;
const sealed = asFile(await run.sessions[1]!.sealedTranscript(sealDigest)) as Transcript;
const id = toHex(matchIdOf(plain.hellos));
const verdict = verifyMatch(plain, GAMES);

describe('a kept match\'s line', () => {
  it('a match played here: whose file (match id and own seat), the players with their identities, the end panel\'s words', () => {
    const m = playedMeta(sealed, { seat: 1, result: 'You won.', outcome: 'won', ending: 'result', date: NOW });
    expect(m).toMatchObject({ key: `${id}.1`, matchId: id, game: 'fixture', seat: 1, result: 'You won.', outcome: 'won', ending: 'result', date: NOW });
    expect(m.players).toEqual([{ name: 'Ann', pk: fixedIdentity('ann', AT).pk }, { name: 'Bot', pk: null }]);
  });

  it('an import: the verifier\'s words with names, the seal says whose file it is, the identities\' clock the date', () => {
    expect(verdict.status).toBe('valid');
    const text = fileText(plain)!;
    const m = importedMeta(plain, verdict, text, NOW);
    expect(m.key).toBe(historyKey(id, null, text.hash));
    expect(m.key).toBe(`${id}.h${text.hash.slice(0, 16)}`);
    expect(m).toMatchObject({ seat: null, outcome: null, ending: 'result', date: AT, bytes: text.bytes, hash: text.hash });
    expect(m.result).toMatch(/Ann|Bot|Nobody|draw/);
    expect(m.result).not.toMatch(/seat \d/);
    // A sealed file is its sealing seat's own: the same key as that seat kept it under.
    expect(importedMeta(sealed, verdict, fileText(sealed)!, NOW).key).toBe(`${id}.1`);
    // A date from a clock in the future is not believed.
    expect(importedMeta(plain, verdict, text, AT - 1).date).toBe(AT - 1);
  });

  it('a file that does not check out: plain words naming who broke the rules, no protocol words', () => {
    const bad = { ...verdict, status: 'invalid' as const, blame: 1, failure: 'seat 1, step 4: reveal does not open its commitment', players: ['Ann', 'Bot'] };
    expect(resultOf(bad)).toBe('Does not check out: Bot broke the rules.');
    expect(resultOf({ ...bad, blame: null })).toBe('Does not check out.');
    expect(endingOf(bad)).toBe('invalid');
    expect(resultOf({ ...verdict, status: 'unfinished', end: null })).toBe('Unfinished: nobody won.');
    expect(endingOf({ ...verdict, status: 'unfinished', end: null })).toBe('unfinished');
  });
});

describe('importing', () => {
  const none = { keys: new Set<string>(), hashes: new Set<string>() };

  it('an archive gives its files, each labelled; a single file itself', () => {
    const arch = readImport('all.json', JSON.stringify(archiveOf([plain, sealed])));
    expect(arch.problems).toEqual([]);
    expect(arch.found.map((f) => f.label)).toEqual(['all.json, match 1', 'all.json, match 2']);
    const one = readImport('m.json', JSON.stringify(plain));
    expect(one.found.map((f) => f.label)).toEqual(['m.json']);
    expect(one.found[0]!.raw).toEqual(plain);
  });

  it('what cannot be read is listed with its reason', () => {
    expect(readImport('x.txt', 'hello').problems).toEqual(['x.txt: the file is not JSON']);
    expect(readImport('deep.json', '['.repeat(5000)).problems[0]).toMatch(/^deep\.json: .*nest/);
    expect(readImport('a.json', JSON.stringify({ format: 'facedown-archive/1', files: 3 })).problems).toEqual(['a.json: archive: "files" is not a list']);
    const p = planImport(readImport('all.json', JSON.stringify(archiveOf([plain, { format: 'nope' }]))).found, none);
    expect(p.fresh.map((f) => f.label)).toEqual(['all.json, match 1']);
    expect(p.problems).toEqual(['all.json, match 2: match file: format is not "facedown-match/1"']);
  });

  it('duplicates are skipped: of what is kept (by key or by content), and within one import', () => {
    const found = readImport('all.json', JSON.stringify(archiveOf([plain, sealed, plain]))).found;
    const first = planImport(found, none);
    expect(first.fresh.map((f) => f.key)).toEqual([`${id}.h${fileText(plain)!.hash.slice(0, 16)}`, `${id}.1`]);
    expect(first.duplicates).toEqual(['all.json, match 3']);
    // Again, with those kept: all three skipped.
    const kept = { keys: new Set(first.fresh.map((f) => f.key)), hashes: new Set(first.fresh.map((f) => f.text.hash)) };
    expect(planImport(found, kept)).toMatchObject({ fresh: [], duplicates: ['all.json, match 1', 'all.json, match 2', 'all.json, match 3'] });
    // The sealed file kept at its end under its own key (another content: sealed later) is the same file by key.
    expect(planImport([{ label: 's', raw: sealed }], { keys: new Set([`${id}.1`]), hashes: new Set() }).duplicates).toEqual(['s']);
    // Two versions of one seat's sealed file in one import (here with table talk added): the first is kept.
    expect(planImport([{ label: 'a', raw: sealed }, { label: 'b', raw: { ...sealed, talk: ['gg'] } }], none)).toMatchObject({ duplicates: ['b'] });
    // …and the same content under any key, by hash.
    expect(planImport([{ label: 'p', raw: plain }], { keys: new Set(), hashes: new Set([fileText(plain)!.hash]) }).duplicates).toEqual(['p']);
  });
});
