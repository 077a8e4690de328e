import { describe, expect, it } from 'vitest';
import { canPlay, playableFromHand } from '../../src/engine/games/crayne/conditions.js';
import { raidCandidates } from '../../src/engine/games/crayne/market.js';
import { type PlayedCard, tally } from '../../src/engine/games/crayne/tally.js';
import { error, get, inst, value } from './helpers.js';

const now = (id: string, more: Partial<PlayedCard> = {}): PlayedCard => ({ card: get(id), thisRound: true, ...more });
const kept = (id: string, more: Partial<PlayedCard> = {}): PlayedCard => ({ card: get(id), thisRound: false, ...more });

describe('tally', () => {
  it('adds printed numbers', () => {
    const t = value(tally([now('skeleton-legion'), now('trade-cart'), now('trade-cart'), now('gem-cutters')], []));
    expect([t.attack, t.defence, t.revenue]).toEqual([2, 1, 4]);
    expect([t.bonusVsStronghold, t.ignoreStrongholds, t.strongholdsByChoice]).toEqual([0, false, []]);
  });

  it('rulebook: a kept Magnificent Castle counts as played for Spearmen Battalion', () => {
    expect(value(tally([now('spearmen-battalion')], [])).defence).toBe(2);
    const t = value(tally([kept('magnificent-castle'), now('spearmen-battalion')], []));
    expect(t.defence).toBe(4);
    expect(t.revenue).toBe(1); // the Castle's Revenue counts while it stands
  });

  it('Pack of Ghouls gains +2 with a Servants card in the discard pile', () => {
    expect(value(tally([now('pack-of-ghouls')], [get('trade-cart')])).attack).toBe(2);
    expect(value(tally([now('pack-of-ghouls')], [get('risen-thrall')])).attack).toBe(4);
  });

  it('counts only OTHER cards for same-faction bonuses, and respects thresholds', () => {
    expect(value(tally([now('war-drummers'), now('chak-grunt')], [])).attack).toBe(3);
    expect(value(tally([now('war-drummers'), now('chak-grunt'), now('chak-raiders')], [])).attack).toBe(9);
    // Two copies of the same card each see the other.
    expect(value(tally([now('kalimas-squire'), now('kalimas-squire')], [])).attack).toBe(2);
  });

  it('Trade Carts and Mercenaries feed their own conditions', () => {
    expect(value(tally([now('harbour-master'), now('trade-cart')], [])).revenue).toBe(3);
    expect(value(tally([now('harbour-master'), now('trade-cart'), now('trade-cart')], [])).revenue).toBe(6);
    expect(value(tally([kept('sellsword-stockade'), now('sellsword', { choice: 1 })], [])).attack).toBe(2);
    expect(value(tally([kept('sellsword-stockade'), now('sellsword', { choice: 0 })], [])).attack).toBe(5);
  });

  it('applies the chosen option, and reports a chosen Stronghold', () => {
    expect(value(tally([now('colossal-golem', { choice: 0 })], [])).attack).toBe(8);
    expect(value(tally([now('colossal-golem', { choice: 1 })], [])).defence).toBe(8);
    const stronghold = value(tally([now('trade-cart'), now('colossal-golem', { choice: 2 })], []));
    expect([stronghold.attack, stronghold.defence, stronghold.strongholdsByChoice]).toEqual([0, 0, [{ index: 1, value: 6 }]]);
    const illusion = value(tally([now('illusionist', { choice: 0 })], []));
    expect([illusion.attack, illusion.ignoreStrongholds]).toEqual([2, true]);
    expect(value(tally([now('siege-sorcerer', { choice: 0 }), now('siege-cannon')], [])).bonusVsStronghold).toBe(8);
  });

  it('needs a valid choice exactly where the card offers one', () => {
    expect(error(tally([now('colossal-golem')], []))).toMatch(/choose one of its 3 options/);
    expect(error(tally([now('colossal-golem', { choice: 3 })], []))).toMatch(/choose/);
    expect(error(tally([now('wraiths', { choice: 0 })], []))).toMatch(/no choice/);
  });

  it('grants "if you do" only when the sacrifice was carried out this round', () => {
    expect(value(tally([now('blood-cultists')], [])).attack).toBe(1);
    expect(value(tally([now('blood-cultists', { sacrificed: true })], [])).attack).toBe(3);
    const chaos = value(tally([now('chaos-spawn', { sacrificed: true })], []));
    expect([chaos.attack, chaos.ignoreStrongholds]).toEqual([5, true]);
    expect(value(tally([now('brimstone-altar', { sacrificed: true })], [])).revenue).toBe(4);
    expect(error(tally([now('wraiths', { sacrificed: true })], []))).toMatch(/no sacrifice/);
  });

  it('Wraiths make the whole attack ignore Strongholds', () => {
    expect(value(tally([now('chak-raiders'), now('wraiths')], [])).ignoreStrongholds).toBe(true);
  });
});

describe('play requirements', () => {
  const view = (inPlay: string[], playedThisRound: number) => ({ inPlay: inPlay.map(get), playedThisRound, discard: [] });

  it('Charging Juggernaut only as the first card of the round (kept Strongholds do not count)', () => {
    expect(canPlay(get('charging-juggernaut'), view([], 0))).toBe(true);
    expect(canPlay(get('charging-juggernaut'), view(['stone-gate'], 0))).toBe(true);
    expect(canPlay(get('charging-juggernaut'), view(['trade-cart'], 1))).toBe(false);
  });

  it('Runic Vanguard needs another Dwarves card in play; a kept Stronghold counts', () => {
    expect(canPlay(get('runic-vanguard'), view(['trade-cart'], 1))).toBe(false);
    expect(canPlay(get('runic-vanguard'), view(['stone-gate'], 0))).toBe(true);
    expect(canPlay(get('king-under-the-peaks'), view(['stone-gate', 'gem-cutters'], 1))).toBe(true);
  });

  it('lists playable cards; none means the top card of the deck is played', () => {
    const hand = ['charging-juggernaut', 'runic-vanguard', 'trade-cart'].map(get);
    expect(playableFromHand(hand, view(['chak-grunt'], 1))).toEqual([2]);
    expect(playableFromHand(hand.slice(0, 2), view(['chak-grunt'], 1))).toEqual([]);
    expect(playableFromHand(hand, view([], 0))).toEqual([0, 2]);
  });
});

describe('market raid', () => {
  it('spares Greenskins, and cannot be used on an all-Greenskins market', () => {
    const market = [inst('troll-brute'), inst('paladin'), inst('wraiths'), inst('siege-ogres')];
    expect(value(raidCandidates(market, 'greenskins-of-chak'))).toEqual([1, 2]);
    expect(error(raidCandidates([inst('troll-brute'), inst('scrap-fort')], 'greenskins-of-chak'))).toMatch(/only Greenskins/);
  });
});
