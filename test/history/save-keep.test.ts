/**
 * Keeping a match (src/net/history/save.ts, src/ui/history/keep.ts) without IndexedDB: a stand-in
 * store that keeps in memory, or refuses as a full browser does (a QuotaExceededError
 * DOMException), or as a broken one does. Nothing is ever dropped silently.
 */
import { describe, expect, it } from 'vitest';
import { type HistoryBackend, fileText, isQuotaError, saveWith } from '../../src/net/history/save.js';
import type { HistoryMeta } from '../../src/net/history/types.js';
import { keepOnce, keeping } from '../../src/ui/history/keep.js';
import { FULL_TEXT, keptText, sizeText, usageText } from '../../src/ui/history/words.js';
import type { Transcript } from '../../src/protocol/wire/transcript.js';

const META: HistoryMeta = {
  key: 'abc.0', matchId: 'abc', game: 'fixture', players: [{ name: 'Ann', pk: null }, { name: 'Bot', pk: null }], seat: 0,
  result: 'Ann won.', outcome: 'won', ending: 'result', date: 1, bytes: 0, hash: '',
};
const FILE = { format: 'facedown-match/1', hellos: [], chains: [], note: 'Zoë ♣' };

/** A store in memory, by key and by hash (the real one's rule). */
function memory(): HistoryBackend & { rows: Map<string, { meta: HistoryMeta; text: string }> } {
  const rows = new Map<string, { meta: HistoryMeta; text: string }>();
  return {
    rows,
    async add(meta, text) {
      const same = rows.get(meta.key) ?? [...rows.values()].find((r) => r.meta.hash === meta.hash);
      if (same) return same.meta.key;
      rows.set(meta.key, { meta, text });
      return null;
    },
    estimate: async () => ({ quota: 1_000_000, usage: 999_000 }),
  };
}

/** A browser whose storage for the site is full. */
const full: HistoryBackend = {
  add: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
  estimate: async () => ({ quota: 1_000_000, usage: 999_000 }),
};

describe('saving a match file', () => {
  it('keeps it once: the same key, or the same file under another key, is "already" kept', async () => {
    const m = memory();
    expect(await saveWith(m, FILE, META)).toEqual({ kind: 'saved', key: 'abc.0' });
    expect(await saveWith(m, FILE, META)).toEqual({ kind: 'already', key: 'abc.0' });
    expect(await saveWith(m, FILE, { ...META, key: 'abc.hffff' })).toEqual({ kind: 'already', key: 'abc.0' });
    expect(await saveWith(m, { ...FILE, note: 'other' }, { ...META, key: 'abc.1' })).toEqual({ kind: 'saved', key: 'abc.1' });
    // The size and hash are the file's own (UTF-8 bytes), whatever the caller said.
    const kept = m.rows.get('abc.0');
    expect(kept?.text).toBe(JSON.stringify(FILE));
    expect(kept?.meta.bytes).toBe(new TextEncoder().encode(JSON.stringify(FILE)).length);
    expect(kept?.meta.bytes).toBeGreaterThan(JSON.stringify(FILE).length);
    expect(kept?.meta.hash).toBe(fileText(FILE)?.hash);
    expect(kept?.meta.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a full storage says so with the sizes: what the file needs, what the browser has left', async () => {
    const bytes = fileText(FILE)?.bytes;
    expect(await saveWith(full, FILE, META)).toEqual({ kind: 'full', needed: bytes, available: 1000, reason: "the browser's storage for this site is full" });
    // (the legacy code some engines give)
    expect(isQuotaError({ name: 'Error', code: 22 })).toBe(true);
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaError(new DOMException('x', 'AbortError'))).toBe(false);
  });

  it('no storage, or a refusal that is not a full quota, is "unavailable" with its reason; never a throw', async () => {
    expect(await saveWith(null, FILE, META, 'no storage here')).toEqual({ kind: 'unavailable', reason: 'no storage here' });
    const broken: HistoryBackend = { add: () => Promise.reject(new DOMException('disk on fire', 'UnknownError')), estimate: async () => ({}) };
    expect(await saveWith(broken, FILE, META)).toEqual({ kind: 'unavailable', reason: 'the browser refused to store it (disk on fire)' });
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect((await saveWith(memory(), loop, META)).kind).toBe('unavailable');
    // Another tab kept it a moment before: the key is taken.
    const raced: HistoryBackend = { add: () => Promise.reject(new DOMException('taken', 'ConstraintError')), estimate: async () => ({}) };
    expect(await saveWith(raced, FILE, META)).toEqual({ kind: 'already', key: 'abc.0' });
  });
});

describe('keeping the match at its end (keep.ts)', () => {
  const made = async () => ({ file: FILE as unknown as Transcript, meta: META });

  it('with the storage full, the panel says so plainly, and the match is tried once until the player asks again', async () => {
    let calls = 0;
    const save = (f: unknown, m: HistoryMeta) => { calls++; return saveWith(full, f, m); };
    const k = await keepOnce('full-1', made, save);
    expect(k?.kind).toBe('full');
    expect(keeping.value['full-1']).toEqual(k);
    expect(keptText(k!)).toBe("This match could not be kept: the browser's storage is full. Download it, or delete old matches in your history.");
    expect(keptText(k!)).toBe(FULL_TEXT);
    await keepOnce('full-1', made, save);
    expect(calls).toBe(1);
    await keepOnce('full-1', made, save, true);
    expect(calls).toBe(2);
  });

  it('kept: the panel says where; a failure while making the file is said too, never silent', async () => {
    const m = memory();
    const k = await keepOnce('ok-1', made, (f, meta) => saveWith(m, f, meta));
    expect(k).toEqual({ kind: 'saved', key: 'abc.0' });
    expect(keptText(k!)).toBe('Kept in your match history.');
    expect(keptText({ kind: 'already', key: 'abc.0' })).toBe('Kept in your match history.');
    const boom = await keepOnce('boom-1', () => Promise.reject(new Error('no seal')), (f, meta) => saveWith(m, f, meta));
    expect(boom?.kind).toBe('unavailable');
    expect(keptText(boom!)).toMatch(/^This match could not be kept in your match history: it could not be saved \(no seal\)\. Download it to keep it\.$/);
    // Nothing to keep (a match that never began): no line at all.
    expect(await keepOnce('none-1', async () => null, (f, meta) => saveWith(m, f, meta))).toBeNull();
    expect(keeping.value['none-1']).toBeUndefined();
    expect(keptText({ kind: 'saving' })).toBeNull();
  });
});

describe('the storage line', () => {
  it('says how many matches, their size, and what the browser allows', () => {
    expect(sizeText(812)).toBe('812 bytes');
    expect(sizeText(18_026)).toBe('18 kB');
    expect(sizeText(1_420_000)).toBe('1.4 MB');
    expect(sizeText(2_100_000_000)).toBe('2.1 GB');
    expect(usageText({ matches: 12, bytes: 1_420_000, quota: 300_000_000 })).toBe('12 matches, 1.4 MB stored; this browser allows this site about 300 MB.');
    expect(usageText({ matches: 1, bytes: 18_026, quota: 5_000_000_000 })).toBe('1 match, 18 kB stored; this browser allows this site about 5.0 GB.');
    expect(usageText({ matches: 0, bytes: 0 })).toBe('No matches kept yet.');
  });
});
