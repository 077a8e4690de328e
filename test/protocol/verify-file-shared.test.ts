/**
 * The Verify page loads the shared deck's code only for a file that needs it
 * (src/ui/verify-file.ts, needsSharedDeck), and a shared-deck file then verifies there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games/index.js';
import { type Check, fileChecker, needsSharedDeck } from '../../src/ui/verify-file.js';
import { asFile } from './forge.js';
import { fixtureRun } from './harness.js';

const plain = JSON.parse(readFileSync(new URL('../fixtures/v1/fixture.json', import.meta.url), 'utf8')) as unknown;
const shared = JSON.parse(JSON.stringify(asFile(fixtureRun({ seats: 2, seed: 5, options: { rounds: 1, shared: true } }).transcript))) as { hellos: Record<string, unknown>[] };

describe('the verify page and shared decks', () => {
  it('loads the shared deck for a file whose hellos carry deck keys or whose game deals from one; not otherwise', () => {
    expect(needsSharedDeck([plain], GAMES)).toBe(false);
    expect(needsSharedDeck([shared], GAMES)).toBe(true);
    expect(needsSharedDeck([plain, shared], GAMES)).toBe(true);
    // A shared-deck game's hellos without their keys still need it (the verdict names what is missing).
    const keyless = { ...shared, hellos: shared.hellos.map(({ dkey: _d, ...h }) => h) };
    expect(needsSharedDeck([keyless], GAMES)).toBe(true);
    // The same game without the shared option does not; nor does junk.
    const off = { ...keyless, hellos: keyless.hellos.map((h) => ({ ...h, options: { rounds: 1 } })) };
    expect(needsSharedDeck([off], GAMES)).toBe(false);
    for (const junk of [null, 3, 'x', [], { hellos: 'no' }, { hellos: [null, 1, { game: 'nope' }, { game: 'fixture', options: { shared: 'yes' } }] }]) {
      expect(needsSharedDeck([junk], GAMES)).toBe(false);
    }
  });

  it('a shared-deck match file verifies through the page\'s checker', async () => {
    const shown: Check[] = [];
    const text = JSON.stringify(shared);
    await fileChecker(GAMES, (c) => { shown.push(c); })({ name: 'shared.json', size: text.length, text: async () => text });
    const last = shown.at(-1);
    expect(last?.kind).toBe('done');
    if (last?.kind === 'done') expect(last.verdict).toMatchObject({ status: 'valid', failure: null });
  });
});
