/**
 * A golden round, heads-up, played step by step through the game contract: every request, the
 * Teeth order from the Overlord, forced discards as answers, the Assassin's smaller hand, a
 * Stronghold beaten in the Attack Phase, faction discounts, reshuffling only when a draw needs it,
 * and the Cleanup Phase.
 */
import { describe, expect, it } from 'vitest';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { moveLabel } from '../../src/engine/games/crayne/labels.js';
import { pileLeft } from '../../src/engine/games/crayne/state.js';
import { Table, tableRng } from './driver.js';

const FACTIONS = ['knights-of-kalimas', 'greenskins-of-chak', 'free-elves-of-springlake', 'corsairs-of-the-sunken-coast'] as const;

function golden(): Table {
  const t = Table.setup({ variant: 'heads-up', rules: 2 }, 2, tableRng({ factions: FACTIONS, overlord: 0 }));
  t.auto();
  // The Pit holds the first Knights cards and the market the next ones (canonical order, first picks).
  expect(t.state.pit).toEqual(['field-chaplain#1', 'heralds-of-kalimas#1', 'spearmen-battalion#1', 'shield-wall#1', 'tithe-collectors#1', 'watchtower#1']);
  expect(t.state.market).toEqual(['royal-physician#1', 'kalimas-cavalry#1', 'sanctuary#1', 'paladin#1', 'oathsworn-guard#1']);
  t.rig(0, {
    hand: ['elf-ranger#1', 'trade-cart#1', 'thornwall#1'],
    deck: ['trade-cart#2', 'trade-cart#3', 'trade-cart#4', 'kalimas-squire#1', 'kalimas-squire#2', 'springlake-longbows#1'],
    discard: ['field-chaplain#1', 'heralds-of-kalimas#1', 'spearmen-battalion#1'],
  });
  t.rig(1, {
    hand: ['assassin#1', 'chak-grunt#1', 'trade-cart#9'],
    deck: ['trade-cart#10', 'trade-cart#11', 'trade-cart#12', 'chak-grunt#2', 'boarding-party#1', 'wolf-riders#1'],
  });
  return t;
}

const play = (t: Table, seat: number, card: string) => {
  const handle = t.lord(seat).hand.find((h) => t.known[h] === card);
  if (!handle) throw new Error(`${card} is not in seat ${seat}'s hand`);
  return { kind: 'play' as const, handle, card };
};
const discardOf = (t: Table, seat: number, card: string) => ({ ...play(t, seat, card), kind: 'discard' as const });

describe('golden Assembly round (heads-up)', () => {
  it('resolves Teeth from the Overlord clockwise; forced discards are answers from the hidden hand', () => {
    const t = golden();
    expect(t.request).toEqual({ kind: 'commit', seats: [0, 1], slot: 'assembly', prompt: 'Choose a card to play face down (play 1 of 5).' });
    // Every card in hand is playable, each offered with its handle.
    expect(t.legal(0)).toHaveLength(3);
    t.playStep({ 0: play(t, 0, 'elf-ranger#1'), 1: play(t, 1, 'assassin#1') });
    expect(t.request).toEqual({ kind: 'reveal', seats: [0, 1], slot: 'assembly' });

    // Seat 0 is the Overlord: its Elf Ranger resolves first (draw 1, then discard 1) …
    let req = t.auto();
    expect(t.shown.map((s) => s.card)).toEqual(['elf-ranger#1', 'assassin#1']);
    expect(req).toEqual({ kind: 'answer', seat: 0, prompt: 'Choose a card from your hand to discard.' });
    expect(t.hand(0)).toEqual(['trade-cart#1', 'thornwall#1', 'kalimas-squire#1']);
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0).map((v) => moveLabel(t.state, v))).toEqual(['Discard Trade Cart', 'Discard Thornwall', 'Discard Kalimas Squire']);
    t.choose(discardOf(t, 0, 'trade-cart#1'));
    // … then seat 1's Assassin: seat 0 discards again and refills only to 2 until Cleanup.
    req = t.auto();
    expect(req).toEqual({ kind: 'answer', seat: 0, prompt: 'Choose a card from your hand to discard.' });
    expect(t.lord(0).handLimit).toBe(2);
    t.choose(discardOf(t, 0, 'kalimas-squire#1'));
    expect(t.lord(0).discard).toEqual(['field-chaplain#1', 'heralds-of-kalimas#1', 'spearmen-battalion#1', 'trade-cart#1', 'kalimas-squire#1']);
    expect(t.auto()?.kind).toBe('commit');
    expect(t.hand(0)).toEqual(['thornwall#1', 'kalimas-squire#2']);
    expect(t.hand(1)).toEqual(['chak-grunt#1', 'trade-cart#9', 'boarding-party#1']);
    // A discard names a card of the hand by its handle; anything else is refused.
    expect(t.shown.filter((s) => s.card === 'trade-cart#1')).toHaveLength(1);
  });

  it('plays the whole round: Stronghold beaten first, discounts from the discard pile, reshuffle only when needed', () => {
    const t = golden();
    t.playStep({ 0: play(t, 0, 'elf-ranger#1'), 1: play(t, 1, 'assassin#1') });
    t.choose(discardOf(t, 0, 'trade-cart#1'));
    t.choose(discardOf(t, 0, 'kalimas-squire#1'));
    // Heads-up a Stronghold needs no declaration: it faces the one Opponent.
    t.playStep({ 0: play(t, 0, 'thornwall#1'), 1: play(t, 1, 'chak-grunt#1') });
    expect(t.auto()?.kind).toBe('commit');
    expect(t.lord(0).played.find((p) => p.card === 'thornwall#1')?.facing).toBe('left');
    t.playStep({ 0: play(t, 0, 'springlake-longbows#1'), 1: play(t, 1, 'boarding-party#1') });
    t.playStep({ 0: play(t, 0, 'kalimas-squire#2'), 1: play(t, 1, 'chak-grunt#2') });
    t.playStep({ 0: play(t, 0, 'trade-cart#2'), 1: play(t, 1, 'trade-cart#9') });
    const buy = t.auto();
    // Seat 0's deck ran out on the last refill; its discard pile stays put (no draw needs it).
    expect(pileLeft(t.lord(0).pile)).toBe(0);
    expect(t.hand(0)).toEqual(['trade-cart#3', 'trade-cart#4']);

    // Attack: seat 0 has 2 + 3 + 1 = 6 Attack (Longbows' +2 needs a Stronghold facing it: none), 2 Defence.
    // Seat 1 has 2 + 2 + (3 + 2, another Corsairs card played) + 2 = 11 Attack, no Defence.
    // Thornwall (3) absorbs first and is destroyed: 11 − 3 − 2 = 6. Seat 1 loses 6 − 0 = 6.
    expect(t.state.lords.map((l) => l.influence)).toEqual([24, 24]);
    expect(t.lord(0).discard).toContain('thornwall#1');
    expect(t.lord(0).played.map((p) => p.card)).not.toContain('thornwall#1');

    // Revenue, the Overlord first: 1 Revenue; four Knights cards in the discard pile make every
    // Knights card in the market cost the minimum of 1.
    expect(buy).toEqual({ kind: 'move', seat: 0, prompt: 'Buy cards with your Revenue (1 left), or stop buying.' });
    const labels = t.legal(0).map((v) => moveLabel(t.state, v));
    expect(labels).toEqual([
      'Buy Royal Physician from the Auxiliary Market for 1 Revenue', 'Buy Kalimas Cavalry from the Auxiliary Market for 1 Revenue',
      'Buy Sanctuary from the Auxiliary Market for 1 Revenue', 'Buy Paladin from the Auxiliary Market for 1 Revenue',
      'Buy Oathsworn Guard from the Auxiliary Market for 1 Revenue', 'Stop buying',
    ]);
    t.choose({ kind: 'buy', card: 'paladin#1', from: 'market' });
    // The bought card is replaced in its own slot from the Auxiliary Draw (public randomness).
    expect(t.auto()).toEqual({ kind: 'move', seat: 0, prompt: 'Buy cards with your Revenue (0 left), or stop buying.' });
    expect(t.state.market).toEqual(['royal-physician#1', 'kalimas-cavalry#1', 'sanctuary#1', 'black-market#1', 'oathsworn-guard#1']);
    expect(t.legal(0)).toEqual([{ kind: 'pass' }]);
    // Bought cards wait beside the buyer, then join the discard pile.
    expect(t.lord(0).discard).not.toContain('paladin#1');
    t.choose({ kind: 'pass' });
    expect(t.lord(0).discard).toContain('paladin#1');
    expect(t.auto()).toEqual({ kind: 'move', seat: 1, prompt: 'Buy cards with your Revenue (1 left), or stop buying.' });
    // Cleanup: played cards to the discard pile, hand size back to 3: seat 0 must draw, its deck
    // is empty, so now (and only now) the discard pile is reshuffled into a new deck.
    const before = [...t.lord(0).discard, ...t.lord(0).played.map((p) => p.card)].sort();
    expect(before).toHaveLength(11);
    t.choose({ kind: 'pass' });
    expect(t.auto()?.kind).toBe('commit');
    expect(t.lord(0).pile.cards).toEqual(before);
    expect(t.lord(0).pile.drawn).toHaveLength(1);
    expect(t.lord(0).hand).toHaveLength(3);
    expect(t.lord(0).discard).toEqual([]);
    expect([t.state.round, t.state.step, t.state.overlord]).toEqual([2, 1, 1]);
    expect(t.lord(0).played).toEqual([]);
    expect(t.lord(0).handLimit).toBe(3);
  });

  it('refuses what the rules forbid, and never throws', () => {
    const t = golden();
    const s = t.state;
    const bad = (input: Parameters<typeof crayneGame.apply>[1]) => {
      const r = crayneGame.apply(s, input);
      expect(r.ok).toBe(false);
      return r.ok ? '' : typeof r.error === 'string' ? r.error : r.error.reason;
    };
    expect(bad({ kind: 'move', seat: 0, move: { kind: 'pass' } })).toMatch(/not this seat's move/);
    expect(bad({ kind: 'commit', seats: [0] })).toMatch(/every live Lord/);
    expect(bad({ kind: 'draw', seat: 0, handle: '0:99' })).toMatch(/no draw/);
    t.playStep({ 0: play(t, 0, 'elf-ranger#1'), 1: play(t, 1, 'assassin#1') });
    const r = t.state;
    const reveal = (v0: unknown) => crayneGame.apply(r, { kind: 'reveal', values: [{ seat: 0, value: v0 as never }, { seat: 1, value: play(t, 1, 'assassin#1') }] });
    const reason = (x: ReturnType<typeof reveal>) => (x.ok ? 'ok' : typeof x.error === 'string' ? x.error : `seat ${x.error.seat}: ${x.error.reason}`);
    expect(reason(reveal({ kind: 'play', handle: '0:999', card: 'elf-ranger#1' }))).toMatch(/seat 0: 0:999 is not in seat 0's hand/);
    expect(reason(reveal({ kind: 'play', handle: t.lord(0).hand[0], card: 'wraiths#1' }))).toMatch(/seat 0: wraiths#1 cannot be in seat 0's hand/);
    expect(reason(reveal({ kind: 'play', handle: t.lord(0).hand[0], card: 'no-such-card#1' }))).toMatch(/not a card of this game/);
    expect(reason(reveal({ kind: 'cannot-play', hand: [] }))).toMatch(/must show all 3 cards/);
    for (const junk of [null, 7, 'x', [], {}, { kind: 'play' }, { kind: 'cannot-play', hand: [1, 2, 3] }, { kind: 'play', handle: 3, card: null }]) {
      expect(reveal(junk).ok).toBe(false);
    }
  });
});
