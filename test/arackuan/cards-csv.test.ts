/** The card data against the published card facts (../shared/data/arackhan-cards.csv), row by row. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv, sharedData } from '../published-csv.js';
import { ALL_CARDS } from '../../src/engine/games/arackuan/cards/index.js';
import type { Attribute, Card, Faction } from '../../src/engine/games/arackuan/cards/types.js';

const CSV = sharedData('arackhan-cards.csv');

const FACTION_OF: Record<string, Faction> = {
  'Byartur (Grey)': 'byartur', 'Whitelands (Blue)': 'whitelands', 'Myrkur (Red)': 'myrkur', 'Vestur (Green)': 'vestur',
};

/** "Initiative; Movement 2; Ranged Attack 3" → typed attributes. */
function parseAttributes(text: string): Attribute[] {
  if (text.trim() === '') return [];
  return text.split(';').map((raw) => {
    const s = raw.trim();
    let m: RegExpMatchArray | null;
    if ((m = s.match(/^Ranged Attack (\d+)$/))) return { kind: 'ranged', range: Number(m[1]) };
    if ((m = s.match(/^Movement (\d+)$/))) return { kind: 'movement', distance: Number(m[1]) };
    const plain: Record<string, Attribute> = {
      Initiative: { kind: 'initiative' }, Omnistrike: { kind: 'omnistrike' }, Swarm: { kind: 'swarm' }, Flight: { kind: 'flight' },
      Perforation: { kind: 'perforation', step: 1 }, Regeneration: { kind: 'regeneration' }, Stealth: { kind: 'stealth' },
    };
    const a = plain[s];
    if (!a) throw new Error(`unknown attribute in the CSV: ${s}`);
    return a;
  });
}

const num = (s: string | undefined): number | null => (s === undefined || s === '' ? null : Number(s));

describe.skipIf(!existsSync(CSV))('the card facts (arackhan-cards.csv)', () => {
  const rows = existsSync(CSV) ? parseCsv(readFileSync(CSV, 'utf8')) : [];
  const find = (r: Record<string, string>): Card | undefined =>
    ALL_CARDS.find((c) => c.code === r.cls && c.faction === FACTION_OF[r.faction as string]);

  it('has 144 rows and the set has exactly one card per row', () => {
    expect(rows).toHaveLength(144);
    expect(ALL_CARDS).toHaveLength(144);
    const matched = new Set(rows.map((r) => find(r)?.id));
    expect(matched.has(undefined)).toBe(false);
    expect(matched.size).toBe(144);
  });

  it('every row: faction, name, kind and every printed number', () => {
    for (const r of rows) {
      const c = find(r);
      expect(c, r.cls).toBeDefined();
      if (!c) continue;
      const at = `${r.cls}`;
      expect(c.faction, at).toBe(FACTION_OF[r.faction as string]);
      expect(c.name, at).toBe(r.name);
      expect(c.kind, at).toBe((r.kind as string).toLowerCase());
      expect(c.value, at).toBe(num(r.value));
      expect(c.deckValue, at).toBe(num(r.dbv) ?? num(r.value));
      expect(c.attack, at).toBe(num(r.attack));
      expect(c.defence, at).toBe(num(r.defense));
      expect(c.legendary, at).toBe(r.legendary === 'true');
      expect(c.printedLimit, at).toBe(num(r.limit));
      expect(c.copyLimit, at).toBe(num(r.deck_copy_limit));
      expect(c.family, at).toBe(r.family === '' ? null : r.family);
      expect(c.astral, at).toBe(r.astral === 'true');
      expect(c.prebuilt, at).toBe(num(r.prebuilt_copies));
    }
  });

  it('every row: the attributes, typed, in the printed order', () => {
    for (const r of rows) {
      const c = find(r);
      if (!c) continue;
      expect(c.attributes, r.cls).toEqual(parseAttributes(r.attributes as string));
    }
  });

  it('every row with a skill, effect or benefit has it as data; every weakness is a weakness', () => {
    for (const r of rows) {
      const c = find(r);
      if (!c) continue;
      const text = r.skill_or_effect as string;
      const own = c.abilities.filter((a) => a.label !== 'weakness');
      const attackSpell = c.kind === 'spell' && c.attack !== null;
      if (text === 'none') expect(own, `${r.cls} has no skill in the CSV`).toEqual([]);
      else if (attackSpell) expect(text, r.cls).toMatch(/^Attack spell: attacks once with attack \d/);
      else expect(own.length, `${r.cls}: ${text}`).toBeGreaterThan(0);
      const weak = c.abilities.filter((a) => a.label === 'weakness');
      if ((r.weakness as string) === '') expect(weak, r.cls).toEqual([]);
      else expect(weak.length, `${r.cls}: ${r.weakness}`).toBeGreaterThan(0);
      if (text.includes('Action')) expect(c.abilities.some((a) => a.kind === 'action'), r.cls).toBe(true);
      else expect(c.abilities.some((a) => a.kind === 'action'), r.cls).toBe(false);
      if (text.includes('lasting the round')) expect(c.spellLife, r.cls).toBe('endOfRound');
      if (c.kind === 'spell' && c.spellLife === 'endOfRound') expect(text, r.cls).toMatch(/lasting the round/);
    }
  });

  it('the four pre-built decks: 23 cards and 125 deck points each, as the CSV counts them', () => {
    for (const f of Object.values(FACTION_OF)) {
      const mine = rows.filter((r) => FACTION_OF[r.faction as string] === f);
      const copies = mine.reduce((s, r) => s + Number(r.prebuilt_copies), 0);
      const points = mine.reduce((s, r) => s + Number(r.prebuilt_copies) * (num(r.dbv) ?? Number(r.value)), 0);
      expect([f, copies, points]).toEqual([f, 23, 125]);
    }
  });
});
