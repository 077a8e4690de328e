/**
 * Crayne's buy tray (issue 29): it offers exactly the purchases the engine lists, with the
 * engine's prices, and with none says why in the engine's words ("… costs 1, you have 0 Revenue
 * left") instead of asking the player to buy.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/game.js';
import { check } from '../../src/engine/games/crayne/check.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { parseMove } from '../../src/engine/games/crayne/moves.js';
import { priceOf } from '../../src/engine/games/crayne/revenue.js';
import type { CrayneState } from '../../src/engine/games/crayne/state.js';
import { buyOffer } from '../../src/ui/games/crayne/buy-offer.js';
import { Table } from '../crayne/driver.js';

/** A fresh two-Lord table with seat 0 about to buy with `left` Revenue. */
function buying(left: number): CrayneState {
  const s = Table.setup({}, 2).state;
  return { ...s, queue: [{ t: 'buy', seat: 0, left, bought: [] }, ...s.queue] };
}
const k = { seat: 0, cards: {} };
const legal = (s: CrayneState) => crayneGame.legal(s, 0, k) as readonly Json[];
const whyNot = (s: CrayneState) => (v: Json): string | null => {
  const m = parseMove(v);
  return m === null ? 'not a move' : check(s, 0, k, m);
};

describe('the buy tray', () => {
  it('offers every purchase the engine allows and nothing else, at the engine\'s price', () => {
    const s = buying(6);
    const o = buyOffer(s, legal(s), whyNot(s));
    const buys = legal(s).filter((v) => (v as { kind: string }).kind === 'buy');
    expect(buys.length).toBeGreaterThan(0);
    expect(o.none).toBeNull();
    expect(o.offers.map((x) => x.value)).toEqual(buys);
    const task = s.queue[0] as Extract<CrayneState['queue'][number], { t: 'buy' }>;
    for (const x of o.offers) {
      const p = priceOf(s, task, x.card, x.from);
      expect(p.ok && p.value).toBe(x.price);
      expect(x.price).toBeLessThanOrEqual(6);
    }
    // Nothing in the hand is on offer.
    const hand = new Set(s.lords[0]?.hand ?? []);
    expect(o.offers.some((x) => hand.has(x.card))).toBe(false);
  });

  it('with no Revenue left, offers nothing and says why in the engine\'s words', () => {
    const s = buying(0);
    const o = buyOffer(s, legal(s), whyNot(s));
    expect(o.offers).toEqual([]);
    expect(o.none).toMatch(/^Nothing you can buy now: .+ costs \d+, you have 0 Revenue left\.$/);
    expect(o.none).not.toMatch(/Buy cards/);
  });

  it('says nothing when no purchase is asked', () => {
    const s = Table.setup({}, 2).state;
    expect(buyOffer(s, legal(s), whyNot(s))).toEqual({ offers: [], none: null });
  });
});
