import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../src/engine/games/crayne/cards/index.js';
import { card, plus, when, inDiscard } from '../../src/engine/games/crayne/cards/build.js';
import { bannerOf, cardText, cardTextLines, conditionText, statsText } from '../../src/engine/games/crayne/text.js';
import { get } from './helpers.js';

describe('card text from data', () => {
  it('gives every card non-empty text with one line per effect', () => {
    for (const c of ALL_CARDS) {
      expect(cardText(c).trim(), c.id).not.toBe('');
      const lines = cardTextLines(c);
      expect(lines.length, c.id).toBeGreaterThanOrEqual(c.effects.length);
      for (const l of lines) {
        expect(l, c.id).toMatch(/^[A-Z+0-9]/);
        expect(l, c.id).toMatch(/[.]$/);
        expect(l, c.id).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('renders the named cards as expected', () => {
    expect(cardText(get('pack-of-ghouls'))).toBe(
      '+2 Attack if you have a Servants of the Baron card in your discard pile.\n2 Attack.',
    );
    expect(cardTextLines(get('elf-ranger'))).toEqual(['Teeth: Draw 1 card, then discard 1 card.', '2 Attack, 1 Defence.']);
    expect(cardTextLines(get('charging-juggernaut'))[0]).toBe('Play this card only if it is the first card you play this round.');
    expect(cardTextLines(get('spearmen-battalion'))[0]).toBe(
      '+2 Defence if you have played another Knights of Kalimas card this round.',
    );
    expect(cardTextLines(get('wraiths'))[0]).toBe('Your Attack ignores Strongholds this round.');
    expect(cardTextLines(get('colossal-golem'))).toEqual([
      'At the start of the Attack Phase, choose one: +8 Attack; or +8 Defence; or it becomes a Stronghold 6 (declare which Opponent it faces).',
    ]);
    expect(cardTextLines(get('assassin'))[0]).toBe(
      'Teeth: Each Opponent discards a card and refills their hand only up to 2 cards until the Cleanup Phase.',
    );
    expect(cardTextLines(get('marauding-warband'))[0]).toBe(
      'Teeth: Sacrifice a random card from the Auxiliary Market that is not a Greenskins of Chak card (replaced from the Auxiliary Draw).',
    );
    expect(cardTextLines(get('blood-cultists'))[0]).toBe('Teeth: You may sacrifice a card from your hand. If you do: +2 Attack.');
    expect(cardTextLines(get('rift-fiend'))[0]).toBe('Teeth: Sacrifice a card from your hand.');
    expect(cardTextLines(get('field-chaplain'))[0]).toBe('Teeth: Gain 2 Influence (never above your starting Influence).');
    expect(cardTextLines(get('siege-cannon'))[0]).toBe('+4 Attack against each Opponent who has a Stronghold facing you.');
    expect(cardTextLines(get('cemetery'))).toEqual([
      'Stronghold 2: declare which Opponent it faces; it stays in play until destroyed.',
      'At the start of each Revenue Phase: Sacrifice the top card of the Auxiliary Draw, then you may buy a card from the Pit as if from the Auxiliary Market; Servants of the Baron cards cost 1 less there (minimum 1).',
    ]);
    expect(cardTextLines(get('magnificent-castle'))[1]).toBe('In each Cleanup Phase: Gain 1 Influence (never above your starting Influence).');
    expect(cardTextLines(get('risen-thrall'))).toEqual(['Basic.', '2 Attack.']);
    expect(cardText(get('trade-cart'))).toBe('Basic.\n1 Revenue.');
  });

  it('words conditions for other allegiances and counts', () => {
    expect(conditionText({ kind: 'factionPlayedThisRound', faction: 'trade-cart', count: 1 }, 'corsairs-of-the-sunken-coast')).toBe(
      'you have played a Trade Cart this round',
    );
    expect(conditionText({ kind: 'factionPlayedThisRound', faction: 'mercenary', count: 2 }, 'camp')).toBe(
      'you have played at least 2 Mercenaries this round',
    );
    expect(conditionText({ kind: 'factionInDiscard', faction: 'demons-of-the-rift', count: 3 }, 'demons-of-the-rift')).toBe(
      'you have at least 3 Demons of the Rift cards in your discard pile',
    );
  });

  it('follows the data, not the card', () => {
    const a = card('greenskins-of-chak', 'test-brute', 'Test Brute', { cost: 3, attack: 4 }, [when(inDiscard('greenskins-of-chak', 2), plus('defence', 3))]);
    const b = { ...a, attack: 1, effects: [when(inDiscard('greenskins-of-chak', 5), plus('defence', 7))] };
    expect(cardText(a)).toBe('+3 Defence if you have at least 2 Greenskins of Chak cards in your discard pile.\n4 Attack.');
    expect(cardText(b)).toBe('+7 Defence if you have at least 5 Greenskins of Chak cards in your discard pile.\n1 Attack.');
    expect(statsText({ ...a, attack: 0 })).toBe('');
  });

  it('picks the title banner from the data', () => {
    expect(bannerOf(get('charging-juggernaut'))).toBe('requirement');
    expect(bannerOf(get('elf-ranger'))).toBe('teeth');
    expect(bannerOf(get('watchtower'))).toBe('stronghold');
    expect(bannerOf(get('skeleton-legion'))).toBe('standard');
  });
});
