import { describe, expect, it } from 'vitest';
import { type PurchaseState, buy, factionDiscount, marketPrice } from '../../src/engine/games/crayne/pricing.js';
import { error, get, inst, value } from './helpers.js';

const state = (revenueLeft: number, discard: PurchaseState['discard'], more: Partial<PurchaseState> = {}): PurchaseState => ({
  revenueLeft,
  discard,
  bought: [],
  pitAllowances: [],
  ...more,
});

// Three Knights of Kalimas cards in the discard pile (the rulebook's example), plus noise.
const threeKnights = [inst('kalimas-squire', 1), inst('watchtower'), inst('field-chaplain'), inst('trade-cart', 5), inst('chak-grunt', 2)];

describe('faction discounts (rulebook example)', () => {
  const discard = threeKnights.map((i) => i.card);

  it('three Kalimas cards give a discount of 3 on Knights cards only', () => {
    expect(factionDiscount('knights-of-kalimas', discard)).toBe(3);
    expect(marketPrice(get('paladin'), discard)).toBe(2); // value 5 for 2
    expect(marketPrice(get('knight-commander'), discard)).toBe(3); // value 6 for 3
    expect(marketPrice(get('burning-horde'), discard)).toBe(5 - 1); // one Greenskins card in discard
    expect(marketPrice(get('rift-fiend'), discard)).toBe(4); // Demons: no discount
  });

  it('never goes below 1', () => {
    expect(marketPrice(get('field-chaplain'), discard)).toBe(1); // 2 − 3 → 1
    expect(marketPrice(get('spearmen-battalion'), discard)).toBe(1); // 3 − 3 → 1
    expect(marketPrice(get('spearmen-battalion'), [...discard, ...discard])).toBe(1);
  });

  it('gives Mercenaries, Camps and Trade Carts no discount', () => {
    const mercs = [get('sellsword'), get('duelist'), get('sellsword-stockade')];
    expect(factionDiscount('mercenary', mercs)).toBe(0);
    expect(marketPrice(get('berserker'), mercs)).toBe(4);
    expect(marketPrice(get('watchfire-camp'), mercs)).toBe(3);
  });
});

describe('buying', () => {
  it('applies the discount to every eligible purchase of the round', () => {
    const first = value(buy(state(6, threeKnights), { instance: inst('paladin'), source: 'market' }));
    expect(first.price).toBe(2);
    const second = value(buy(first.state, { instance: inst('knight-commander'), source: 'market' }));
    expect(second.price).toBe(3);
    expect(second.state.revenueLeft).toBe(1);
    expect(second.state.bought).toEqual(['paladin#1', 'knight-commander#1']);
  });

  it('does not count cards bought this round, and will not sell one twice', () => {
    const s = state(10, [inst('kalimas-squire')]);
    const first = value(buy(s, { instance: inst('field-chaplain'), source: 'market' }));
    expect(first.price).toBe(1);
    // Even if the bought card were already filed in the discard pile, it adds no discount.
    const filed = { ...first.state, discard: [...first.state.discard, inst('field-chaplain')] };
    expect(value(buy(filed, { instance: inst('paladin'), source: 'market' })).price).toBe(4);
    expect(error(buy(filed, { instance: inst('field-chaplain'), source: 'market' }))).toMatch(/already bought/);
  });

  it('refuses a purchase beyond the Revenue left', () => {
    expect(error(buy(state(3, []), { instance: inst('paladin'), source: 'market' }))).toMatch(/Paladin costs 5, you have 3 Revenue left/);
  });

  it('sells each kind of card only from its own pile', () => {
    expect(value(buy(state(5, []), { instance: inst('berserker'), source: 'mercenaries' })).price).toBe(4);
    expect(value(buy(state(5, []), { instance: inst('raiders-outpost'), source: 'camps' })).price).toBe(4);
    expect(error(buy(state(5, []), { instance: inst('berserker'), source: 'market' }))).toMatch(/Mercenary/);
    expect(error(buy(state(5, []), { instance: inst('paladin'), source: 'camps' }))).toMatch(/Knights/);
    expect(error(buy(state(5, []), { instance: inst('trade-cart'), source: 'pit' }))).toMatch(/Trade Cart/);
  });

  it('opens the Pit only with an allowance such as the Cemetery’s', () => {
    const discard = [inst('risen-thrall')];
    expect(error(buy(state(9, discard), { instance: inst('wraiths'), source: 'pit' }))).toMatch(/Pit/);
    const cemetery = { discountFaction: 'servants-of-the-baron' as const, discount: 1 };
    const s = state(9, discard, { pitAllowances: [cemetery] });
    const wraiths = value(buy(s, { instance: inst('wraiths'), source: 'pit' }));
    expect(wraiths.price).toBe(4 - 1 - 1); // cost 4, one Servants card in discard, 1 cheaper from the Pit
    expect(wraiths.state.pitAllowances).toEqual([]);
    expect(error(buy(wraiths.state, { instance: inst('paladin'), source: 'pit' }))).toMatch(/Pit/);
    // Other factions pay the market price; the minimum is still 1.
    expect(value(buy(s, { instance: inst('paladin'), source: 'pit' })).price).toBe(5);
    expect(value(buy(s, { instance: inst('restless-dead'), source: 'pit' })).price).toBe(1);
  });
});
