/**
 * Issue 29, Clockwork Crusade for a newcomer (the engine's side): a first match of reasonable
 * length by default with the long one still on offer, every territory named in the tiles' data,
 * and phases, prompts and log lines free of the rulebook's internal step names.
 */
import { describe, expect, it } from 'vitest';
import { clockworkCrusadeCatalog } from '../../src/engine/games/clockwork-crusade/catalog.js';
import { clockworkCrusadeGame as g } from '../../src/engine/games/clockwork-crusade/game.js';
import { clockworkCrusadeModule } from '../../src/engine/games/clockwork-crusade/module.js';
import { DEFAULT_ROUNDS, LONG_ROUNDS, parseOptions, setup } from '../../src/engine/games/clockwork-crusade/setup.js';
import { TILES, territoriesOf, territoryLabel, tileProblems } from '../../src/engine/games/clockwork-crusade/tiles.js';
import type { AnyGame } from '../../src/engine/game.js';
import { simulate } from '../../src/engine/simulate.js';
import { nameSeats } from '../../src/ui/names.js';

describe('the match length', () => {
  it('defaults to 40 rounds (issue 30: most matches end by destroying the gates before that; 12 left nearly all to the limit); parseOptions({}) and the lobby\'s first variant agree', () => {
    expect(DEFAULT_ROUNDS).toBe(40);
    const o = parseOptions({});
    expect(o.ok && o.value.rounds).toBe(40);
    const first = clockworkCrusadeCatalog.variants[0];
    expect(first?.options).toEqual({ rounds: DEFAULT_ROUNDS });
    expect(first?.modes).toContain('bot');
    expect(first?.label).toMatch(/40 rounds/);
    // A short match is still offered, against the bot too.
    const short = clockworkCrusadeCatalog.variants.filter((v) => (v.options as { rounds: number }).rounds <= 6);
    expect(short.find((v) => v.seats === 2)?.modes).toContain('bot');
    expect(short.map((v) => v.seats).sort()).toEqual([2, 3]);
  });

  it('keeps a long match (60 rounds) on offer, against the bot too, for every table size', () => {
    expect(LONG_ROUNDS).toBe(60);
    const long = clockworkCrusadeCatalog.variants.filter((v) => (v.options as { rounds: number }).rounds === LONG_ROUNDS);
    expect(long.map((v) => v.seats).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(long.find((v) => v.seats === 2)?.modes).toContain('bot');
    for (const v of clockworkCrusadeCatalog.variants) expect(parseOptions(v.options).ok, v.label).toBe(true);
    const s = setup({ rounds: 60 }, 2);
    expect(s.ok && s.value.options.rounds).toBe(60);
  });
});

describe('territory names', () => {
  it('every territory of every tile has a name of its own (the map\'s labels), in the tiles\' data', () => {
    const all: string[] = [];
    for (const t of TILES) {
      expect(t.territoryNames?.length, t.id).toBe(territoriesOf(t).length);
      for (const letter of territoriesOf(t)) {
        const name = territoryLabel(`${t.id}/${letter}`);
        expect(name, `${t.id}/${letter}`).toMatch(/^[A-Z][A-Za-z' -]{1,13}$/);
        all.push(name as string);
      }
    }
    expect(new Set(all).size).toBe(all.length);
    expect(territoryLabel('brass-fields/a')).toBe('Goldmoor');
    expect(territoryLabel('brass-fields/z')).toBeNull();
    expect(territoryLabel('no-such-tile/a')).toBeNull();
  });

  it('a tile whose names do not match its territories is refused', () => {
    const t = TILES[0]!;
    expect(tileProblems(t)).toBeNull();
    expect(tileProblems({ ...t, territoryNames: ['Only One'] })).toMatch(/2 territories but 1 territory names/);
    expect(tileProblems({ ...t, territoryNames: ['goldmoor', 'Tinfield'] })).toMatch(/short capitalised name/);
  });
});

describe('plain words for a first match', () => {
  it('phases, prompts and log lines never use the rulebook\'s step names or "placement order"; the first rolls say what they decide', () => {
    const texts: string[] = [];
    const def = {
      ...g,
      apply: (s: never, i: never) => {
        texts.push(nameSeats(['Alice', 'Bob'], g.describe!(s, i)));
        const p = g.phase!(s);
        if (p) texts.push(`${p.name} ${p.detail ?? ''}`);
        const r = g.request(s);
        if (r && 'prompt' in r) texts.push(r.prompt);
        return g.apply(s, i);
      },
    } as unknown as AnyGame;
    const best = clockworkCrusadeModule.bots[clockworkCrusadeModule.best]!;
    const run = simulate(def, { rounds: 4 }, 2, new Uint8Array([3, 2]), [best(new Uint8Array([1])), best(new Uint8Array([2]))]);
    expect(run.ok).toBe(true);
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter((t) => /\b(Main|Control|Portal step|placement order|first player)\b/.test(t))).toEqual([]);
    expect(texts).toContain('Everyone rolls a die: the highest places first (ties roll again)');
    expect(texts.some((t) => /^Moves and attacks round \d+ of 4$/.test(t))).toBe(true);
    expect(texts.some((t) => /^Setup map piece 1 of 2$/.test(t))).toBe(true);
  });
});
