/** Hidden information through the requests: private draws, the bottom queue, Stealth commit-reveal, openings. */
import { describe, expect, it } from 'vitest';
import { laneValue } from '../../src/engine/games/crystal-factions/state.js';
import { P, deploying, fresh, game, hide, lane, move, patch, refused, step } from './helpers.js';

const SNEAKY = ['endacor-federation', 'cybernet-collective'] as const;

describe('Stealth: face down as a commitment, revealed at End of Turn', () => {
  const start = () => {
    let { s, k } = hide(deploying(2, 0, { factions: [...SNEAKY], techLimit: 3, crystals: 5 }), 0, ['invisible-hand#1', 'cloaked-transport#1']);
    s = lane(s, 1, 'attack', [], { boost: 1 });
    return { s, k };
  };

  it('goes face down for 5 crystals and 3 tech, commits, and opens with the stronger ability', () => {
    const { s, k } = start();
    expect(game.legal(s, 0, k)).toContainEqual({ kind: 'stealth', handle: '0:0', lane: 'mining' });
    const down = step(s, { kind: 'move', seat: 0, move: { kind: 'stealth', handle: '0:0', lane: 'mining' } });
    expect(down.shown).toBeUndefined(); // nothing about the card is public yet
    expect(game.request(down.state)).toEqual({ kind: 'commit', seats: [0], slot: 'stealth-1', prompt: 'Confirm the card you played face down.' });
    expect(game.legal(down.state, 0, k)).toEqual([{ kind: 'stealth', handle: '0:0', card: 'invisible-hand#1', lane: 'mining' }]);
    expect(game.legal(down.state, 1, { seat: 1, cards: {} })).toEqual([]);
    const committed = step(down.state, { kind: 'commit', seats: [0] }).state;
    expect(P(committed, 0).crystals).toBe(0);
    expect(P(committed, 0).lanes.mining.cards[0]).toMatchObject({ id: '0:0', down: true, slot: 'stealth-1' });
    // The face-down card is untargetable and has no power this round; the hand keeps its other card.
    const ended = move(committed, 0, { kind: 'end' });
    expect(game.request(ended)).toEqual({ kind: 'reveal', seats: [0], slot: 'stealth-1' });
    expect(P(ended, 0).crystals).toBe(2); // mined 2: the face-down card added nothing
    expect(P(ended, 0).hp).toBe(19); // 1 damage: its Attack did not count either
    const opened = step(ended, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'stealth', handle: '0:0', card: 'invisible-hand#1', lane: 'mining' } }] });
    expect(opened.shown).toEqual([{ handle: '0:0', card: 'invisible-hand#1' }]);
    expect(P(opened.state, 0).crystals).toBe(2 + 5); // revealed from Stealth: gain 5, not 2
    expect(P(opened.state, 0).lanes.mining.cards[0]).toMatchObject({ id: 'invisible-hand#1', down: false, stealth: true });
    expect(P(opened.state, 0).revealed).toEqual({ '0:0': 'invisible-hand#1' });
    expect(laneValue(P(opened.state, 0), 'mining')).toBe(5);
  });

  it('revealing a card that is not a Stealth card is refused, naming the seat', () => {
    let { s, k } = hide(deploying(2, 0, { factions: [...SNEAKY], techLimit: 3, crystals: 5 }), 0, ['corrupt-policies#1', 'strife#1']);
    void k;
    s = move(s, 0, { kind: 'stealth', handle: '0:0', lane: 'attack' });
    s = step(s, { kind: 'commit', seats: [0] }).state;
    s = move(s, 0, { kind: 'end' });
    const why = refused(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'stealth', handle: '0:0', card: 'corrupt-policies#1', lane: 'attack' } }] });
    expect(why).toMatch(/^seat 0: .*not a Stealth card.*forfeits/);
    expect(refused(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'stealth', handle: '0:1', card: 'invisible-hand#1', lane: 'attack' } }] })).toMatch(/seat 0/);
  });

  it('the same seat can hold two face-down cards; they open slot by slot', () => {
    let { s } = hide(deploying(2, 0, { factions: [...SNEAKY], techLimit: 6, crystals: 10 }), 0, ['invisible-hand#1', 'cloaked-transport#1', 'heist#1']);
    s = move(s, 0, { kind: 'stealth', handle: '0:0', lane: 'mining' });
    s = step(s, { kind: 'commit', seats: [0] }).state;
    s = move(s, 0, { kind: 'stealth', handle: '0:1', lane: 'attack' });
    expect(game.request(s)).toMatchObject({ kind: 'commit', slot: 'stealth-2' });
    s = step(s, { kind: 'commit', seats: [0] }).state;
    s = move(s, 0, { kind: 'end' });
    expect(game.request(s)).toMatchObject({ kind: 'reveal', slot: 'stealth-1' });
    s = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'stealth', handle: '0:0', card: 'invisible-hand#1', lane: 'mining' } }] }).state;
    expect(game.request(s)).toMatchObject({ kind: 'reveal', slot: 'stealth-2' });
    s = step(s, { kind: 'reveal', values: [{ seat: 0, value: { kind: 'stealth', handle: '0:1', card: 'cloaked-transport#1', lane: 'attack' } }] }).state;
    // End of Turn: Invisible Hand gains 5, then Cloaked Transport draws 3 (a deck choice each).
    expect(s.ask).toMatchObject({ kind: 'choose', seat: 0, prompt: 'Draw from' });
  });

  it('Stealth Generator puts a known Trooper face down; it turns over at End of Turn', () => {
    let s = patch(deploying(2, 0, { factions: [...SNEAKY], techLimit: 1 }), 0, { hand: ['stealth-generator#1', 'sleeper-agents#1'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'stealth-generator#1', lane: 'tech' });
    s = move(s, 0, { kind: 'lane', lane: 'attack' });
    const trooper = P(s, 0).lanes.attack.cards[0];
    expect(trooper).toMatchObject({ down: true, slot: null });
    expect(laneValue(P(s, 0), 'attack')).toBe(0);
    s = move(s, 0, { kind: 'end' });
    expect(P(s, 0).lanes.attack.cards[0]).toMatchObject({ id: trooper?.id, down: false });
  });
});

describe('The faction deck: private draws and the bottom queue', () => {
  it('draws privately while the shuffled part lasts, then the bottom queue in order, publicly', () => {
    let s = deploying(2, 1);
    const p = P(s, 0);
    const all = p.pile.cards.map((_, i) => `0:${i}`);
    s = patch(s, 0, { pile: { ...p.pile, drawn: all }, bottom: ['0:7', '0:3'], hand: [] });
    s = move(s, 1, { kind: 'end' });
    expect(game.request(s)).toMatchObject({ kind: 'move', seat: 0 });
    expect(game.legal(s, 0, { seat: 0, cards: {} })).toContainEqual({ kind: 'draw', deck: 'faction' });
    s = move(s, 0, { kind: 'draw', deck: 'faction' }); // no draw request: the card is already known to its owner
    expect(P(s, 0).hand).toEqual(['0:7']);
    expect(P(s, 0).bottom).toEqual(['0:3']);
    expect(s.ask).toEqual({ kind: 'deploy', seat: 0 });
  });

  it('a turn draw from the faction deck is a private draw request for the other seats\' beacons', () => {
    let s = deploying(2, 1);
    s = move(s, 1, { kind: 'end' });
    s = move(s, 0, { kind: 'draw', deck: 'faction' });
    expect(game.request(s)).toEqual({ kind: 'draw', seat: 0, pile: P(s, 0).pile });
    s = step(s, { kind: 'draw', seat: 0, handle: '0:0' }).state;
    expect(P(s, 0).hand).toEqual(['0:0']);
    expect(P(s, 0).pile.drawn).toEqual(['0:0']);
  });

  it('the basic deck is face up: its cards enter the hand as public ids', () => {
    let s = deploying(2, 1);
    const top = P(s, 0).basic[0];
    s = move(s, 1, { kind: 'end' });
    s = move(s, 0, { kind: 'draw', deck: 'basic' });
    expect(P(s, 0).hand).toEqual([top]);
    expect(game.legal(s, 0, { seat: 0, cards: {} })).toContainEqual({ kind: 'play', handle: null, card: top, lane: 'tech' });
  });

  it('a seat that empties its hand ends its deploy turn by itself', () => {
    let s = patch(deploying(2, 0, { crystals: 5 }), 0, { hand: ['rifle-squad#1'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'rifle-squad#1', lane: 'attack' });
    expect(s.round).toBe(3);
  });

  it('a hidden card is played by showing it; the engine checks the handle is held', () => {
    const { s, k } = hide(patch(deploying(2, 0, { factions: ['caldors-brigadeers', 'endacor-federation'] }), 0, { hand: ['sleeper-agents#1'] }), 0, ['rifle-squad#2']);
    void k;
    expect(refused(s, { kind: 'move', seat: 0, move: { kind: 'play', handle: '0:5', card: 'rifle-squad#2', lane: 'attack' } })).toMatch(/not in seat 0's hand/);
    expect(refused(s, { kind: 'move', seat: 0, move: { kind: 'play', handle: '0:0', card: 'strife#1', lane: 'attack' } })).toMatch(/not a card of seat 0's faction deck/);
    const r = step(s, { kind: 'move', seat: 0, move: { kind: 'play', handle: '0:0', card: 'rifle-squad#2', lane: 'attack' } });
    expect(r.shown).toEqual([{ handle: '0:0', card: 'rifle-squad#2' }]);
  });
});

describe('Openings', () => {
  it('v2 (default): 7 private draws, cards to the bottom one at a time, replaced from the basic deck', () => {
    let s = fresh(2, {}, 5);
    const first = s.priority;
    for (let d = 0; d < 7; d++) {
      expect(game.request(s)).toMatchObject({ kind: 'draw', seat: first });
      s = step(s, { kind: 'draw', seat: first, handle: `${first}:${d}` }).state;
    }
    expect(game.request(s)).toMatchObject({ kind: 'answer', seat: first });
    const legal = game.legal(s, first, { seat: first, cards: {} });
    expect(legal).toHaveLength(8);
    expect(legal).toContainEqual({ kind: 'keep' });
    s = step(s, { kind: 'answer', seat: first, answer: { kind: 'bottom', handle: `${first}:4` } }).state;
    s = step(s, { kind: 'answer', seat: first, answer: { kind: 'bottom', handle: `${first}:1` } }).state;
    const basic = P(s, first).basic.slice(0, 2);
    s = step(s, { kind: 'answer', seat: first, answer: { kind: 'keep' } }).state;
    expect(P(s, first).bottom).toEqual([`${first}:4`, `${first}:1`]);
    expect(P(s, first).hand).toEqual([`${first}:0`, `${first}:2`, `${first}:3`, `${first}:5`, `${first}:6`, ...basic]);
    expect(game.request(s)).toMatchObject({ kind: 'draw', seat: 1 - first });
  });

  it('v1: up to 7 cards, one at a time, from either deck', () => {
    let s = fresh(2, { opening: 'v1' }, 5);
    const first = s.priority;
    expect(game.legal(s, first, { seat: first, cards: {} })).toEqual([
      { kind: 'draw', deck: 'faction' }, { kind: 'draw', deck: 'basic' }, { kind: 'keep' },
    ]);
    s = move(s, first, { kind: 'draw', deck: 'basic' });
    s = move(s, first, { kind: 'draw', deck: 'faction' });
    expect(game.request(s)).toMatchObject({ kind: 'draw', seat: first });
    s = step(s, { kind: 'draw', seat: first, handle: `${first}:0` }).state;
    s = move(s, first, { kind: 'keep' });
    expect(P(s, first).hand).toHaveLength(2);
    expect(game.request(s)).toMatchObject({ kind: 'move', seat: 1 - first });
  });

  it('options: unknown fields and bad values are refused', () => {
    expect(game.parseOptions({}).ok).toBe(true);
    expect(game.parseOptions({ opening: 'v1', factions: ['endacor-federation', 'caldors-brigadeers'] }).ok).toBe(true);
    expect(game.parseOptions({ rounds: 3 })).toEqual({ ok: false, error: 'unknown option "rounds" (known: opening, factions)' });
    expect(game.parseOptions({ opening: 'v3' }).ok).toBe(false);
    expect(game.parseOptions({ factions: ['atani-knowledge-seekers'] }).ok).toBe(false);
    expect(game.parseOptions(null).ok).toBe(false);
  });
});
