/** Card text generated from the data: every card, every attribute and ability, no leaks, and a glossary. */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_GLOSSARY, GLOSSARY } from '../../src/engine/games/arackuan/cards/glossary.js';
import { ALL_CARDS, cardById } from '../../src/engine/games/arackuan/cards/index.js';
import { abilityText, cardText, cardTextLines, statsText } from '../../src/engine/games/arackuan/cards/text.js';
import { ATTRIBUTE_KINDS } from '../../src/engine/games/arackuan/cards/types.js';

const LEAK = /undefined|NaN|\[object|null|\s{2}|\s[.,]|,,/;

const card = (id: string) => {
  const c = cardById(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

describe('card text', () => {
  it('every card: one sentence per attribute and per ability, plus how a spell plays', () => {
    for (const c of ALL_CARDS) {
      const lines = cardTextLines(c);
      expect(lines.length, c.id).toBe(c.attributes.length + c.abilities.length + (c.kind === 'spell' ? 1 : 0));
      for (const l of lines) {
        expect(l, c.id).toMatch(/^[A-Z]/);
        expect(l, c.id).toMatch(/[.)]$/);
        expect(l, c.id).not.toMatch(LEAK);
      }
      expect(statsText(c), c.id).not.toMatch(LEAK);
    }
  });

  it('every card has some text, except the plain creatures with nothing printed', () => {
    const silent = ALL_CARDS.filter((c) => cardText(c) === '').map((c) => c.id);
    for (const id of silent) expect(card(id)).toMatchObject({ kind: 'creature', attributes: [], abilities: [] });
    expect(silent.length).toBeLessThan(20);
    for (const c of ALL_CARDS) expect(statsText(c), c.id).toMatch(/value \d+/);
  });

  it('says what the data says (a few cards read in full)', () => {
    expect(cardTextLines(card('archer'))).toEqual(['Ranged Attack 2.', 'Skill: adjacent allied 4th Legion creatures get +1 attack.']);
    expect(cardTextLines(card('avalon-fortress'))).toEqual(['Benefit: adjacent allied creatures get +1 attack and +1 defence.']);
    expect(statsText(card('the-seneschal'))).toBe('Creature · value 14 (deck 16) · attack 4 · defence 2 · Legendary');
    expect(cardTextLines(card('drunk-knight'))).toEqual(['Weakness: this card can only attack cards whose value is even.']);
    expect(abilityText(card('assassin').abilities[0]!)).toBe(
      'Action, once per round: swap the squares of this card and one other allied creature of value 4 or less on the battlefield, then reactivate this card.',
    );
    expect(cardTextLines(card('warcry'))).toEqual([
      'Effect: allied 6th Legion creatures on the battlefield get +1 attack.',
      'Placed on your Astral Plane; discarded at the end of the round; never scores.',
    ]);
    expect(cardText(card('fire-lightning'))).toContain('attacks once with attack 2');
    expect(cardText(card('warp-path'))).toMatch(/; then you may swap/);
    expect(cardText(card('crawling-roots'))).toContain('lose Flight and Movement');
  });

  it('the glossary explains every attribute kind in one line, and the card terms', () => {
    for (const k of ATTRIBUTE_KINDS) {
      const e = ATTRIBUTE_GLOSSARY[k];
      expect(e.text, k).toMatch(/^[A-Z].*\.$/);
      expect(e.text).not.toMatch(/\n/);
    }
    const used = new Set(ALL_CARDS.flatMap((c) => c.attributes.map((a) => a.kind)));
    expect([...used].sort()).toEqual([...ATTRIBUTE_KINDS].sort());
    expect(new Set(GLOSSARY.map((g) => g.term)).size).toBe(GLOSSARY.length);
    for (const t of ['Legendary', 'Action', 'Weakness', 'Group attack', 'Global spell']) expect(GLOSSARY.some((g) => g.term === t), t).toBe(true);
  });
});
