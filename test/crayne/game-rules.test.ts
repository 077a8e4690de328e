/** Game-level rule scenarios, each played through the game contract with rigged hands. */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/game.js';
import { automatonStats } from '../../src/engine/games/crayne/automated-opponent.js';
import { crayneGame } from '../../src/engine/games/crayne/game.js';
import { moveLabel } from '../../src/engine/games/crayne/labels.js';
import { opponentOn, opponentsOf } from '../../src/engine/games/crayne/options.js';
import { cardOf } from '../../src/engine/games/crayne/state.js';
import { totalsOf } from '../../src/engine/games/crayne/totals.js';
import type { Faction } from '../../src/engine/games/crayne/types.js';
import { Table, scriptedRng, tableRng } from './driver.js';

const carts = (from: number, n: number) => Array.from({ length: n }, (_, i) => `trade-cart#${from + i}`);

function table(variant: string, seats: number, factions: readonly Faction[], overlord = 0, difficulty?: string): Table {
  const t = Table.setup(difficulty ? { variant, difficulty } : { variant }, seats, tableRng({ factions, overlord }));
  t.auto();
  return t;
}

const playOf = (t: Table, seat: number, card: string): Json => {
  const handle = t.lord(seat).hand.find((h) => t.known[h] === card);
  if (!handle) throw new Error(`${card} not in hand of ${seat}`);
  return { kind: 'play', handle, card };
};

/** Plays out the Assembly Phase: the given card first for each seat, then the first legal card. */
function assemble(t: Table, first: Readonly<Record<number, string>> = {}): void {
  t.playStep(Object.fromEntries(Object.entries(first).map(([seat, card]) => [seat, playOf(t, Number(seat), card)])));
  for (let i = 0; i < 4; i++) {
    t.runUntil((_s, req) => req.kind === 'commit');
    t.playStep();
  }
}

const FFA: readonly Faction[] = ['servants-of-the-baron', 'greenskins-of-chak', 'mages-of-illiban-sina', 'demons-of-the-rift', 'dwarves-of-emerald-peaks'];

describe('Strongholds and elimination', () => {
  it('three Lords: a Stronghold is declared left or right; when that Lord falls it faces the next one', () => {
    const t = table('free-for-all', 3, FFA);
    t.rig(0, { hand: ['stone-gate#1', 'risen-thrall#1', 'risen-thrall#2'], deck: ['risen-thrall#3', 'risen-thrall#4', ...carts(1, 6)] });
    t.rig(1, { hand: carts(9, 3), deck: carts(12, 5) });
    t.rig(2, { hand: carts(17, 3), deck: carts(20, 5), influence: 1 });
    t.playStep({ 0: playOf(t, 0, 'stone-gate#1') });
    const req = t.auto();
    expect(req).toEqual({ kind: 'move', seat: 0, prompt: 'Choose which Opponent your Stone Gate faces.' });
    expect(t.legal(0).map((v) => moveLabel(t.state, v))).toEqual(['Stone Gate faces seat 1 (on your left)', 'Stone Gate faces seat 2 (on your right)']);
    t.choose({ kind: 'face', card: 'stone-gate#1', direction: 'right' });
    expect(opponentOn(t.state, 0, 'right')).toBe(2);
    for (let i = 0; i < 4; i++) t.playStep({ 0: t.legal(0).find((v) => (v as { card: string }).card.startsWith('risen')) ?? null });
    t.runUntil((s) => s.queue[0]?.t === 'buy');
    // Seat 2 (Influence 1, no Defence) falls to 8 Attack; the Gate now faces seat 1, the next Lord on that side.
    expect(t.state.lords.map((l) => l.alive)).toEqual([true, true, false]);
    expect(t.lord(2).played).toEqual([]);
    expect(opponentsOf(t.state, 0)).toEqual({ seat: 0, left: 1, right: 1 });
    expect(t.lord(0).played.find((p) => p.card === 'stone-gate#1')?.facing).toBe('right');
    expect(opponentOn(t.state, 0, 'right')).toBe(1);
    // Seat 2 is out: it commits nothing more.
    t.runUntil((_s, r) => r.kind === 'commit');
    expect(t.request).toMatchObject({ kind: 'commit', seats: [0, 1] });
  });

  it('four Lords: an eliminated Lord\'s neighbours become Opponents', () => {
    const t = table('free-for-all', 4, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina', 'demons-of-the-rift', 'dwarves-of-emerald-peaks']);
    t.rig(0, { hand: ['risen-thrall#1', 'risen-thrall#2', 'risen-thrall#3'], deck: ['risen-thrall#4', ...carts(1, 8)] });
    t.rig(1, { hand: carts(9, 3), deck: carts(12, 5), influence: 1 });
    expect(opponentsOf(t.state, 0)).toEqual({ seat: 0, left: 1, right: 3 });
    assemble(t, { 0: 'risen-thrall#1' });
    t.runUntil((s) => s.queue[0]?.t === 'buy');
    expect(t.state.lords.map((l) => l.alive)).toEqual([true, false, true, true]);
    expect(opponentsOf(t.state, 0)).toEqual({ seat: 0, left: 2, right: 3 });
    expect(opponentsOf(t.state, 2)).toEqual({ seat: 2, left: 3, right: 0 });
  });

  it('a kept Stronghold made by a choice keeps its option and counts as played next round', () => {
    const t = table('free-for-all', 3, FFA);
    t.rig(0, { hand: ['colossal-golem#1', ...carts(1, 2)], deck: carts(3, 6) });
    assemble(t, { 0: 'colossal-golem#1' });
    expect(t.auto()).toEqual({ kind: 'move', seat: 0, prompt: 'Choose what your Colossal Golem does in this Attack Phase.' });
    expect(t.legal(0).map((v) => moveLabel(t.state, v))).toEqual([
      'Colossal Golem: +8 Attack', 'Colossal Golem: +8 Defence', 'Colossal Golem becomes a Stronghold 6 (then choose which Opponent it faces)',
    ]);
    t.choose({ kind: 'choose', card: 'colossal-golem#1', option: 2 });
    // Seat 2 (on the right) plays Illiban Novices and Trade Carts: no Attack to beat it.
    t.choose({ kind: 'face', card: 'colossal-golem#1', direction: 'right' });
    t.runUntil((_s, r) => r.kind === 'commit');
    expect(t.lord(0).played).toEqual([{ card: 'colossal-golem#1', fresh: false, choice: 2, sacrificed: false, facing: 'right', gifted: false }]);
    assemble(t);
    t.runUntil((s) => s.queue[0]?.t === 'attack' || s.queue[0]?.t === 'buy' || s.queue[0]?.t === 'choose');
    expect(t.state.queue.some((q) => q.t === 'choose' && q.card === 'colossal-golem#1')).toBe(false);
  });
});

describe('Assembly requirements', () => {
  const F: readonly Faction[] = ['servants-of-the-baron', 'greenskins-of-chak', 'demons-of-the-rift', 'dwarves-of-emerald-peaks'];

  it('"Help, I cannot play a card!": the claim shows the whole hand, then the top card is drawn and shown', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['tunnel-sappers#1', 'runic-vanguard#1', 'king-under-the-peaks#1'], deck: ['rampaging-giant#1', ...carts(1, 4)] });
    const legal = t.legal(0);
    expect(legal).toEqual([{ kind: 'cannot-play', hand: t.lord(0).hand.map((handle) => ({ handle, card: t.known[handle] as string })) }]);
    expect(moveLabel(t.state, legal[0] ?? null)).toBe('You cannot play any card: show your hand (Tunnel Sappers, Runic Vanguard, King under the Peaks) and play the top card of your deck instead');
    t.playStep({ 0: legal[0] ?? null });
    t.deal = (seat, remaining) => (seat === 0 && remaining.includes('rampaging-giant#1') ? 'rampaging-giant#1' : (remaining[0] as string));
    const req = t.auto();
    // The three cards were shown (audited), and the top card was drawn privately: now it is shown.
    expect(t.shown.slice(0, 3).map((s) => s.card)).toEqual(['tunnel-sappers#1', 'runic-vanguard#1', 'king-under-the-peaks#1']);
    expect(req).toEqual({ kind: 'answer', seat: 0, prompt: 'You cannot play a card: show the top card of your deck, which comes into play.' });
    const top = t.legal(0);
    expect(top).toHaveLength(1);
    t.choose(top[0] ?? null);
    // It comes into play even though its requirement (two other Greenskins) is not met.
    expect(t.lord(0).played.map((p) => p.card)).toEqual(['rampaging-giant#1']);
    expect(t.hand(0).slice(0, 3)).toEqual(['tunnel-sappers#1', 'runic-vanguard#1', 'king-under-the-peaks#1']);
  });

  it('a false cannot-play claim, or a card whose requirement fails, is refused', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['tunnel-sappers#1', 'charging-juggernaut#1', 'trade-cart#1'], deck: carts(2, 6) });
    const hand = t.lord(0).hand.map((handle) => ({ handle, card: t.known[handle] as string }));
    const other = t.legal(1)[0] ?? null; // what seat 1 commits (its first legal play)
    t.playStep({ 0: playOf(t, 0, 'trade-cart#1') });
    const reveal = (value: Json) => t.refuse({ kind: 'reveal', values: [{ seat: 0, value }, { seat: 1, value: other }] });
    expect(reveal({ kind: 'cannot-play', hand })).toMatch(/Charging Juggernaut could be played, so the claim is false/);
    expect(reveal(playOf(t, 0, 'tunnel-sappers#1'))).toMatch(/Tunnel Sappers needs another Dwarves of Emerald Peaks card played this round/);
  });

  it('check says why a card may not be played, in the rules\' words, and agrees with legal', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['tunnel-sappers#1', 'charging-juggernaut#1', 'trade-cart#1'], deck: carts(2, 6) });
    const why = (v: Json) => {
      const m = crayneGame.parseMove(v);
      if (!m || !crayneGame.check) throw new Error('a move, and check');
      return crayneGame.check(t.state, 0, { seat: 0, cards: t.known }, m);
    };
    expect(why(playOf(t, 0, 'tunnel-sappers#1'))).toBe('Tunnel Sappers needs another Dwarves of Emerald Peaks card played this round');
    expect(why(playOf(t, 0, 'trade-cart#1'))).toBeNull();
    expect(why({ kind: 'play', handle: t.lord(0).hand[0] ?? '', card: 'trade-cart#1' })).toMatch(/that card is Tunnel Sappers, not Trade Cart/);
    expect(why({ kind: 'pass' })).toMatch(/play a card from your hand face down/);
    for (const m of t.legal(0)) expect(why(m)).toBeNull();
  });

  it('Charging Juggernaut may only be the first card of the round', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['charging-juggernaut#1', 'trade-cart#1', 'trade-cart#2'], deck: carts(3, 6) });
    expect(t.legal(0).map((v) => (v as { card: string }).card)).toContain('charging-juggernaut#1');
    t.playStep({ 0: playOf(t, 0, 'trade-cart#1') });
    t.auto();
    expect(t.legal(0).map((v) => (v as { card: string }).card)).not.toContain('charging-juggernaut#1');
  });
});

describe('Sacrifice and the market', () => {
  const F: readonly Faction[] = ['servants-of-the-baron', 'greenskins-of-chak', 'demons-of-the-rift', 'dwarves-of-emerald-peaks'];

  it('a sacrifice from the hand is an answer; a Trade Cart leaves play; "if you do" applies', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['blood-cultists#1', 'trade-cart#1', 'risen-thrall#1'], deck: carts(2, 6) });
    t.playStep({ 0: playOf(t, 0, 'blood-cultists#1') });
    expect(t.auto()).toEqual({ kind: 'answer', seat: 0, prompt: 'Blood Cultists: you may sacrifice a card from your hand, or stop.' });
    expect(t.legal(0).map((v) => moveLabel(t.state, v))).toEqual(['Sacrifice Trade Cart from your hand', 'Sacrifice Risen Thrall from your hand', 'Sacrifice no more cards']);
    t.choose({ ...(playOf(t, 0, 'trade-cart#1') as object), kind: 'sacrifice' });
    expect(t.state.removed).toContain('trade-cart#1');
    expect(t.state.pit).not.toContain('trade-cart#1');
    expect(t.lord(0).played[0]?.sacrificed).toBe(true);
    expect(totalsOf(t.lord(0)).attack).toBe(3);
  });

  it('a sacrifice from the (public) discard pile is a move; a faction card goes to the Pit', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['soul-harvester#1', ...carts(1, 2)], deck: carts(3, 6), discard: ['risen-thrall#1'] });
    t.playStep({ 0: playOf(t, 0, 'soul-harvester#1') });
    expect(t.auto()).toEqual({ kind: 'move', seat: 0, prompt: 'Soul Harvester: you may sacrifice a card from your discard pile, or stop.' });
    expect(t.legal(0)).toEqual([{ kind: 'sacrifice', card: 'risen-thrall#1' }, { kind: 'stop' }]);
    t.choose({ kind: 'sacrifice', card: 'risen-thrall#1' });
    expect(t.state.pit).toContain('risen-thrall#1');
    expect(totalsOf(t.lord(0)).attack).toBe(4);
  });

  it('a Greenskins raid sacrifices a random non-Greenskins market card (public randomness) and refills', () => {
    const t = table('heads-up', 2, ['greenskins-of-chak', 'servants-of-the-baron', 'demons-of-the-rift', 'dwarves-of-emerald-peaks']);
    t.rig(0, { hand: ['goblin-looters#1', ...carts(1, 2)], deck: carts(3, 6) });
    const market = [...t.state.market];
    t.playStep({ 0: playOf(t, 0, 'goblin-looters#1') });
    // Reveal first, then the raid asks for public randomness from every seat.
    t.reveal();
    expect(t.request).toEqual({ kind: 'random', seats: [0, 1], purpose: 'a market card sacrificed at random' });
    const candidates = market.filter((c) => cardOf(c).faction !== 'greenskins-of-chak');
    t.rng = scriptedRng([1, 0]);
    t.apply({ kind: 'random', rng: t.rng });
    expect(t.state.pit.at(-1)).toBe(candidates[1]);
    expect(t.state.market).toHaveLength(market.length);
    expect(t.state.market).not.toContain(candidates[1]);
  });

  it('the Cemetery buries the top Auxiliary card and opens the Pit, with its discount', () => {
    const t = table('heads-up', 2, F);
    t.rig(0, { hand: ['cemetery#1', ...carts(1, 2)], deck: carts(3, 6), discard: ['risen-thrall#1'] });
    t.rig(1, { hand: carts(9, 3), deck: carts(12, 5) });
    assemble(t, { 0: 'cemetery#1' });
    const pit = t.state.pit.length;
    t.runUntil((s) => s.queue[0]?.t === 'buy' && s.queue[0].seat === 0);
    expect(t.state.pit).toHaveLength(pit + 1);
    const pitBuys = t.legal(0).filter((v) => (v as { from?: string }).from === 'pit').map((v) => moveLabel(t.state, v));
    // Skeleton Legion (Servants, 2): 2 − 1 (a Servants card in the discard pile) − 1 (Cemetery), minimum 1.
    expect(pitBuys).toContain('Buy Skeleton Legion from the Pit for 1 Revenue');
  });
});

describe('variants', () => {
  it('solo: the Automated Opponent plays its top card each play and takes the left-most market card', () => {
    const t = table('solo', 1, ['knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina'], 0, 'normal');
    t.playStep();
    t.reveal();
    expect(t.request).toEqual({ kind: 'random', seats: [0], purpose: 'the Automated Opponents\' top cards' });
    t.auto();
    expect(t.state.automata?.decks[0]?.played).toHaveLength(1);
    t.runUntil((s) => s.queue[0]?.t === 'buy');
    const market = [...t.state.market];
    t.runUntil((_s, r) => r.kind === 'commit', (legal) => legal.find((v) => (v as { kind: string }).kind === 'pass') ?? legal[0] ?? null);
    expect(t.state.automata?.decks[0]?.discard).toContain(market[0]);
    expect(t.state.market.slice(0, market.length - 1)).toEqual(market.slice(1));
    expect(t.state.automata?.decks[0]?.played).toEqual([]);
  });

  it('the Automated Opponent reads only Attack and Defence; choices take the most Attack; Mercenaries are 1/1', () => {
    const stats = (id: string) => automatonStats(cardOf(`${id}#1`));
    expect(stats('lesser-golem')).toEqual({ attack: 4, defence: 0 });
    expect(stats('colossal-golem')).toEqual({ attack: 8, defence: 0 });
    expect(stats('wardweaver')).toEqual({ attack: 0, defence: 5 });
    expect(stats('veteran-company')).toEqual({ attack: 1, defence: 1 });
    expect(stats('pack-of-ghouls')).toEqual({ attack: 2, defence: 0 });
    expect(stats('watchtower')).toEqual({ attack: 0, defence: 0 });
  });

  it('2v2: gifting a played card to an Ally, the team naming its next buyer, and a team falling with one Lord', () => {
    const t = table('2v2', 4, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina', 'demons-of-the-rift', 'dwarves-of-emerald-peaks']);
    t.rig(0, { hand: ['risen-thrall#1', 'risen-thrall#2', 'risen-thrall#3'], deck: ['risen-thrall#4', ...carts(1, 8)] });
    t.rig(2, { hand: carts(17, 3), deck: carts(20, 5), influence: 2 });
    assemble(t, { 0: 'risen-thrall#1' });
    expect(t.auto()).toEqual({ kind: 'move', seat: 0, prompt: 'Aid your Ally: give them one of your played cards, or give none.' });
    const gifts = t.legal(0);
    expect(gifts.at(-1)).toEqual({ kind: 'keep' });
    expect(gifts.every((g) => (g as { to?: number }).to === undefined || (g as { to?: number }).to === 1)).toBe(true);
    const gift = gifts.find((g) => (g as { card?: string }).card?.startsWith('trade-cart')) ?? null;
    t.choose(gift);
    const card = (gift as { card: string }).card;
    expect(t.lord(1).played.find((p) => p.card === card)?.gifted).toBe(true);
    expect(t.lord(0).played.map((p) => p.card)).not.toContain(card);
    // Seat 0 (3 Risen Thralls left, 6 Attack) faces seat 3; seat 1 faces seat 2 (Influence 2).
    t.runUntil((s) => s.outcome !== null || s.queue[0]?.t === 'pick', (legal) => legal.find((v) => (v as { kind: string }).kind === 'keep') ?? legal[0] ?? null);
    if (t.state.outcome) {
      expect(t.state.outcome).toMatchObject({ winners: [0, 1], kind: 'team' });
      return;
    }
    throw new Error(`seat 2 should have fallen: ${JSON.stringify(t.state.lords.map((l) => l.influence))}`);
  });

  it('team purchasing: the team leader names who buys next', () => {
    const t = table('2v2', 4, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina', 'demons-of-the-rift', 'dwarves-of-emerald-peaks']);
    assemble(t);
    t.runUntil((s) => s.queue[0]?.t === 'pick', (legal) => legal.find((v) => (v as { kind: string }).kind === 'keep') ?? legal[0] ?? null);
    expect(t.request).toEqual({ kind: 'move', seat: 0, prompt: 'Choose who in your team buys next.' });
    expect(t.legal(0)).toEqual([{ kind: 'next-buyer', seat: 0 }, { kind: 'next-buyer', seat: 1 }]);
    t.choose({ kind: 'next-buyer', seat: 1 });
    expect(t.auto()).toMatchObject({ kind: 'move', seat: 1 });
  });

  it('co-op: the allies choose which Automated Opponent takes the left-most card first', () => {
    const t = table('coop', 2, ['servants-of-the-baron', 'knights-of-kalimas', 'greenskins-of-chak', 'mages-of-illiban-sina', 'demons-of-the-rift'], 0, 'easy');
    expect(opponentsOf(t.state, 0)).toEqual({ seat: 0, left: 3, right: 3 });
    assemble(t);
    const pass = (legal: readonly Json[]) => legal.find((v) => ['keep', 'pass'].includes((v as { kind: string }).kind)) ?? legal[0] ?? null;
    t.runUntil((s) => s.outcome !== null || s.queue[0]?.t === 'auto-first', pass);
    expect(t.request).toEqual({ kind: 'move', seat: 0, prompt: 'Choose which Automated Opponent takes the left-most market card first.' });
    const market = [...t.state.market];
    t.choose({ kind: 'automaton-first', deck: 1 });
    t.auto();
    expect(t.state.automata?.decks[1]?.discard).toContain(market[0]);
    expect(t.state.automata?.decks[0]?.discard).toContain(market[1]);
  });

  it('heads-up: if both Lords fall together the least negative wins; a tie means all lose', () => {
    const run = (a: number, b: number) => {
      const t = table('heads-up', 2, ['servants-of-the-baron', 'greenskins-of-chak', 'demons-of-the-rift', 'dwarves-of-emerald-peaks']);
      t.rig(0, { hand: ['risen-thrall#1', 'risen-thrall#2', 'risen-thrall#3'], deck: ['risen-thrall#4', ...carts(1, 6)], influence: a });
      t.rig(1, { hand: ['chak-grunt#1', 'chak-grunt#2', 'chak-grunt#3'], deck: ['chak-grunt#4', ...carts(9, 6)], influence: b });
      t.runUntil((s) => s.outcome !== null);
      return t.state.outcome;
    };
    expect(run(2, 2)).toMatchObject({ winners: [], kind: 'all-lose' });
    expect(run(3, 2)).toMatchObject({ winners: [0], kind: 'winner' });
  });
});
