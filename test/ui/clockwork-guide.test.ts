/** The Clockwork Crusade guide beside the map: the part under way and the sentence for what to do, read off the phase. */
import { describe, expect, it } from 'vitest';
import { setup } from '../../src/engine/games/clockwork-crusade/setup.js';
import type { CcState } from '../../src/engine/games/clockwork-crusade/types.js';
import { guideOf, inSetup } from '../../src/ui/games/clockwork-crusade/guide-words.js';

const base = (): CcState => { const r = setup({ rounds: 12 }, 2); if (!r.ok) throw new Error(r.error); return r.value; };
const names = ['Alice', 'Bob'];
const at = (over: Partial<CcState>): CcState => ({ ...base(), ...over });

describe('the newcomer\'s guide', () => {
  it('setup: four numbered parts; the current one follows the phase; the sentence says what to tap, or who is acting', () => {
    const order = guideOf(at({ phase: 'order' }), 0, names);
    expect(order.heading).toBe('How the setup works');
    expect(order.parts.map((p) => p.title)).toEqual(['Roll to decide who places first', 'Build the map', 'Place your first gate', 'Roll to decide who plays first']);
    expect(order.current).toBe(0);
    const tiles = guideOf(at({ phase: 'tiles', order: [0, 1], cursor: 0 }), 0, names);
    expect(tiles.current).toBe(1);
    expect(tiles.now).toMatch(/^Pick a piece, tap a lit spot.*\(1 of 2\)/);
    expect(guideOf(at({ phase: 'tiles', order: [1, 0], cursor: 0 }), 0, names).now).toBe('Bob is placing a piece of the map (1 of 2); you take turns.');
    const gate = guideOf(at({ phase: 'gates', order: [0, 1], cursor: 0 }), 0, names);
    expect(gate.current).toBe(2);
    expect(gate.now).toBe('Tap a lit hex to place your first gate. Gates are where your units enter the map; the territory it stands on is yours.');
    expect(guideOf(at({ phase: 'gates', order: [0, 1], cursor: 0 }), 0, names, { gateHex: true }).now).toMatch(/^Now tap a lit hex next to your gate/);
    expect(guideOf(at({ phase: 'first' }), 0, names).current).toBe(3);
    expect(inSetup(at({ phase: 'shuffle' }))).toBe(true);
    expect(inSetup(at({ phase: 'main' }))).toBe(false);
  });

  it('a turn: the parts in plain words with the rulebook\'s names in brackets; the current part and sentence follow the phase', () => {
    const main = guideOf(at({ phase: 'main', current: 0 }), 0, names);
    expect(main.heading).toBe('How this turn works');
    expect(main.parts.map((p) => p.title)).toEqual(['New gates (Control)', 'Portals open (Portal)', 'Income', 'Moves and attacks (Main)', 'End your turn']);
    expect(main.current).toBe(3);
    expect(main.now).toMatch(/End turn/);
    expect(main.now).toMatch(/^You have no unit on the map yet: open a portal at your gate/);
    const withUnit = guideOf(at({ phase: 'main', current: 0, units: [{ id: 'u1', owner: 0, hex: '0,0', card: 'infantry', moved: 0, attacks: 0 }] }), 0, names);
    expect(withUnit.now).toMatch(/^Tap one of your lit units/);
    expect(guideOf(at({ phase: 'control', current: 0 }), 0, names).current).toBe(0);
    expect(guideOf(at({ phase: 'reveal', current: 0 }), 0, names).current).toBe(1);
    expect(guideOf(at({ phase: 'main', current: 1 }), 0, names).now).toBe('It is Bob\'s turn: watch the map and the story beside it.');
    // Someone watching reads about whoever acts, never "you".
    expect(guideOf(at({ phase: 'main', current: 0 }), 0, names, { watching: true }).now).toMatch(/Alice's turn/);
  });

  it('in another player\'s turn, asked about your unit under attack (issue 30): the sentence points to the question', () => {
    const units = [{ id: 'a', owner: 1, hex: '0,0', card: 'infantry', moved: 0, attacks: 0 }, { id: 'd', owner: 0, hex: '1,0', card: 'gyro-scout', moved: 0, attacks: 0 }];
    const asked = at({ phase: 'defend', current: 1, units, pending: { kind: 'defend', ability: 'stealth', unit: 'a', target: 'd' } });
    expect(guideOf(asked, 0, names).now).toBe('Bob is attacking one of your units: answer the question under the map.');
    expect(guideOf(asked, 1, names).now).toBe('Alice decides about the unit you attack (a coin, or striking back): wait a moment.');
    expect(guideOf(asked, 0, names, { watching: true }).now).toMatch(/Bob's turn/);
  });
});
