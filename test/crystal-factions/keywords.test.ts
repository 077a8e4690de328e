/** Keywords and tokens: Corruption, Boost/Swarming, Disable, Destroy, Split Cost, quake, tech, alternative cost. */
import { describe, expect, it } from 'vitest';
import { laneValue } from '../../src/engine/games/crystal-factions/state.js';
import { P, card, deploying, game, hide, lane, move, patch, refused, step } from './helpers.js';

/** An unaffordable card kept in hand, so the deploy turn does not end by itself when the hand empties. */
const FILLER = 'sleeper-agents#1';

describe('Corruption', () => {
  it('lowers a lane by 1 per token, never below its base card', () => {
    let s = lane(deploying(2), 0, 'mining', ['boring-machine#1'], { corruption: 3 });
    expect(laneValue(P(s, 0), 'mining')).toBe(4); // 2 + 5 − 3
    s = lane(s, 0, 'mining', [], { corruption: 9 });
    expect(laneValue(P(s, 0), 'mining')).toBe(2);
  });

  it('Corrupt Policies puts its token on a lane of your choice', () => {
    const { s, k } = hide(patch(deploying(2, 0, { factions: ['endacor-federation', 'cybernet-collective'] }), 0, { hand: [FILLER] }), 0, ['corrupt-policies#1']);
    expect(game.legal(s, 0, k)).toContainEqual({ kind: 'play', handle: '0:0', card: 'corrupt-policies#1', lane: 'attack' });
    const played = step(s, { kind: 'move', seat: 0, move: { kind: 'play', handle: '0:0', card: 'corrupt-policies#1', lane: 'attack' } });
    expect(played.shown).toEqual([{ handle: '0:0', card: 'corrupt-policies#1' }]);
    expect(played.state.ask).toMatchObject({ kind: 'choose', seat: 0, options: [{ kind: 'lane', lane: 'mining' }, { kind: 'lane', lane: 'attack' }, { kind: 'lane', lane: 'tech' }] });
    const after = move(played.state, 0, { kind: 'lane', lane: 'tech' });
    expect(P(after, 0).lanes.tech.corruption).toBe(1);
    expect(P(after, 0).crystals).toBe(2); // 5 − 3
    expect(P(after, 0).revealed).toEqual({ '0:0': 'corrupt-policies#1' });
  });

  it('is cleared at the start of your turn for 2 crystals a token, before the tech limit is set', () => {
    let s = lane(deploying(2, 1), 0, 'tech', ['rifle-squad#1'], { corruption: 2 });
    s = patch(s, 0, { crystals: 5 });
    s = move(s, 1, { kind: 'end' }); // round 3 starts; seat 0 (priority passed left) begins its turn
    expect(s.ask).toMatchObject({ kind: 'choose', seat: 0, for: 'turn' });
    expect(game.legal(s, 0, { seat: 0, cards: {} })).toContainEqual({ kind: 'cleanse', lane: 'tech' });
    s = move(s, 0, { kind: 'cleanse', lane: 'tech' });
    s = move(s, 0, { kind: 'cleanse', lane: 'tech' });
    expect(P(s, 0).crystals).toBe(3); // 5 + 2 mined − 4
    expect(P(s, 0).lanes.tech.corruption).toBe(0);
    s = move(s, 0, { kind: 'draw', deck: 'basic' });
    expect(P(s, 0).techLimit).toBe(3);
  });

  it('Strife moves a token onto a target opponent\'s lane', () => {
    let { s, k } = hide(patch(deploying(2, 0, { factions: ['endacor-federation', 'megalaxian-mining-consortium'], crystals: 9 }), 0, { hand: [FILLER] }), 0, ['strife#1']);
    s = lane(s, 0, 'attack', [], { corruption: 2 });
    void k;
    s = move(s, 0, { kind: 'play', handle: '0:0', card: 'strife#1', lane: 'mining' });
    expect(s.ask).toMatchObject({ kind: 'choose', prompt: 'Move a corruption token' });
    s = move(s, 0, { kind: 'token', from: 'attack', seat: 1, to: 'mining' });
    expect(P(s, 0).lanes.attack.corruption).toBe(1);
    expect(P(s, 1).lanes.mining.corruption).toBe(1);
    expect(s.ask).toEqual({ kind: 'deploy', seat: 0 }); // up to 1: done
  });
  it('Master Plan moves any number of your tokens between your lanes, each at most once', () => {
    let s = lane(patch(deploying(2, 0, { techLimit: 2, crystals: 4 }), 0, { hand: ['master-plan#1', FILLER] }), 0, 'tech', [], { corruption: 2 });
    s = move(s, 0, { kind: 'play', handle: null, card: 'master-plan#1', lane: 'mining' });
    expect(s.ask).toMatchObject({ kind: 'choose', prompt: 'Move a corruption token' });
    s = move(s, 0, { kind: 'token', from: 'tech', seat: 0, to: 'attack' });
    s = move(s, 0, { kind: 'token', from: 'attack', seat: 0, to: 'tech' });
    expect(s.ask).toEqual({ kind: 'deploy', seat: 0 }); // two tokens, two moves
    expect(P(s, 0).lanes.tech.corruption).toBe(2);
  });
});

describe('Boost tokens and Swarming', () => {
  it('Swarming N adds N Boost on the Drone\'s lane per other Drone of yours in play', () => {
    let s = lane(deploying(2, 0, { techLimit: 3, crystals: 6 }), 0, 'attack', ['scout-drone#1', 'repair-drones#1']);
    s = lane(s, 1, 'attack', ['attack-drones#1']); // an opponent's Drone does not count
    s = patch(s, 0, { hand: ['drone-commander#1'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'drone-commander#1', lane: 'attack' });
    expect(P(s, 0).lanes.attack.boost).toBe(4); // Swarming 2 × 2 other Drones
    expect(laneValue(P(s, 0), 'attack')).toBe(1 + 2 + 5 + 4);
  });

  it('Boost stays for later rounds', () => {
    let s = lane(deploying(2, 0), 0, 'mining', [], { boost: 2 });
    s = move(s, 0, { kind: 'end' });
    expect(P(s, 0).lanes.mining.boost).toBe(2);
    expect(P(s, 0).crystals).toBe(5 + 4);
  });
});

describe('Disable, Destroy, damage prevention', () => {
  it('a disabled card counts 0 until the end of the turn but still supplies tech', () => {
    let s = lane(deploying(2, 0, { factions: ['endacor-federation', 'cybernet-collective'], techLimit: 2 }), 1, 'tech', ['relay-satellite#1']);
    s = lane(s, 1, 'mining', ['harvester-drone#1']);
    s = patch(s, 0, { hand: ['corporate-espionage#1', FILLER] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'corporate-espionage#1', lane: 'attack' });
    expect(s.ask).toMatchObject({ kind: 'choose', prompt: 'Disable' });
    s = move(s, 0, { kind: 'card', seat: 1, lane: 'tech', card: 'relay-satellite#1' });
    expect(laneValue(P(s, 1), 'tech')).toBe(1);
    expect(laneValue(P(s, 1), 'tech', true)).toBe(3);
  });

  it('disabling ends at End of Round', () => {
    let s = lane(deploying(2, 0), 1, 'mining', [], {});
    s = patch(s, 1, (p) => ({ ...p, lanes: { ...p.lanes, mining: { ...p.lanes.mining, cards: [card('boring-machine#1', { disabled: true })] } } }));
    s = move(s, 0, { kind: 'end' });
    expect(P(s, 1).crystals).toBe(5 + 2); // mined without the disabled Boring Machine
    expect(P(s, 1).lanes.mining.cards[0]?.disabled).toBe(false);
  });

  it('Assassinate destroys an opponent\'s face-up card, never a face-down one', () => {
    let s = lane(deploying(2, 0, { techLimit: 3, crystals: 10 }), 1, 'attack', ['boring-machine#1']);
    s = patch(s, 1, (p) => ({ ...p, lanes: { ...p.lanes, mining: { ...p.lanes.mining, cards: [card('1:0', { down: true, slot: 'stealth-1' })] } } }));
    s = patch(s, 0, { hand: ['assassinate#1'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'assassinate#1', lane: 'mining' }); // one target: no question
    expect(P(s, 1).lanes.attack.cards).toEqual([]);
    expect(P(s, 1).discard).toEqual(['boring-machine#1']);
    expect(P(s, 1).lanes.mining.cards).toHaveLength(1);
  });

  it('prevented damage is absorbed first', () => {
    let s = lane(deploying(2, 0, { techLimit: 2 }), 1, 'attack', [], { boost: 4 });
    s = patch(s, 0, { hand: ['aegis-satellite#1', FILLER] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'aegis-satellite#1', lane: 'mining' });
    s = move(s, 0, { kind: 'end' });
    expect(P(s, 0).hp).toBe(20 - (4 - 3));
  });
});

describe('Split Cost (Mercenaries) and quake', () => {
  it('pay at End of Turn to keep it, or it returns to your hand', () => {
    let s = patch(deploying(2, 0, { crystals: 8 }), 0, { hand: ['hired-guns#1', 'hired-guns#2'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'hired-guns#1', lane: 'attack' });
    s = move(s, 0, { kind: 'end' });
    expect(s.ask).toMatchObject({ kind: 'choose', seat: 0, options: [{ kind: 'pay' }, { kind: 'return' }] });
    const kept = move(s, 0, { kind: 'pay' });
    expect(P(kept, 0).crystals).toBe(8 - 2 + 2 - 2);
    const back = move(s, 0, { kind: 'return' });
    expect(P(back, 0).hand).toContain('hired-guns#1');
    expect(P(back, 0).lanes.attack.cards).toEqual([]);
  });

  it('Third Party Research trades a Tech-lane card for 5 crystals', () => {
    let s = lane(deploying(2, 0, { techLimit: 2, crystals: 2 }), 0, 'tech', ['mmc-trooper#1']);
    s = patch(s, 0, (p) => ({ ...p, basic: p.basic.filter((b) => b !== 'mmc-trooper#1'), hand: ['third-party-research#1', FILLER] }));
    s = move(s, 0, { kind: 'play', handle: null, card: 'third-party-research#1', lane: 'mining' });
    s = move(s, 0, { kind: 'card', seat: 0, lane: 'tech', card: 'mmc-trooper#1' });
    expect(P(s, 0).crystals).toBe(5);
    expect(P(s, 0).discard).toEqual(['mmc-trooper#1']);
  });

  it('Seismic Manipulation: every player takes 10, less what each pays', () => {
    let s = patch(deploying(2, 0, { techLimit: 6, crystals: 14 }), 0, { hand: ['seismic-manipulation#1', FILLER] });
    s = patch(s, 1, { crystals: 3 });
    s = move(s, 0, { kind: 'play', handle: null, card: 'seismic-manipulation#1', lane: 'tech' });
    s = move(s, 0, { kind: 'end' });
    expect(s.ask).toMatchObject({ kind: 'choose', seat: 0 });
    s = move(s, 0, { kind: 'brace', crystals: 6 });
    expect(s.ask).toMatchObject({ kind: 'choose', seat: 1 });
    expect(game.legal(s, 1, { seat: 1, cards: {} })).toHaveLength(6); // 0…5 (3 + 2 mined)
    s = move(s, 1, { kind: 'brace', crystals: 5 });
    expect([P(s, 0).hp, P(s, 1).hp]).toEqual([16, 15]);
    expect([P(s, 0).crystals, P(s, 1).crystals]).toEqual([14 - 10 + 2 - 6, 0]);
  });
});

describe('Tech limit and costs', () => {
  it('the tech requirements of the cards played this turn add up', () => {
    let s = patch(deploying(2, 0, { techLimit: 3, crystals: 20 }), 0, { hand: ['repair-drones#1', 'attack-drones#1', 'rifle-squad#1'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'repair-drones#1', lane: 'mining' });
    const legal = game.legal(s, 0, { seat: 0, cards: {} });
    expect(legal.some((v) => (v as { card?: string }).card === 'attack-drones#1')).toBe(false); // 2 + 2 > 3
    expect(legal.some((v) => (v as { card?: string }).card === 'rifle-squad#1')).toBe(true); // 2 + 1 ≤ 3
    expect(refused(s, { kind: 'move', seat: 0, move: { kind: 'play', handle: null, card: 'attack-drones#1', lane: 'attack' } })).toMatch(/cannot pay/);
  });

  it('the cost is paid from crystals already held', () => {
    const s = patch(deploying(2, 0, { techLimit: 3, crystals: 3 }), 0, { hand: ['motherload#1', 'boring-machine#1'] });
    const legal = game.legal(s, 0, { seat: 0, cards: {} });
    expect(legal.some((v) => (v as { card?: string }).card === 'boring-machine#1')).toBe(false);
    const after = move(s, 0, { kind: 'play', handle: null, card: 'motherload#1', lane: 'attack' });
    expect(P(after, 0).crystals).toBe(8);
    expect(game.legal(after, 0, { seat: 0, cards: {} })).toEqual([{ kind: 'end' }]); // Boring Machine: tech 3 used up
  });

  it('Orbital Drop Mech: discard a Satellite to play it with tech 0', () => {
    let s = lane(deploying(2, 0, { factions: ['cybernet-collective', 'caldors-brigadeers'], techLimit: 1, crystals: 8 }), 0, 'tech', ['relay-satellite#1']);
    s = patch(s, 0, { hand: ['orbital-drop-mech#1'] });
    const alt = { kind: 'play', handle: null, card: 'orbital-drop-mech#1', lane: 'attack', via: 'relay-satellite#1' };
    expect(game.legal(s, 0, { seat: 0, cards: {} })).toContainEqual(alt);
    s = move(s, 0, alt);
    expect(P(s, 0).discard).toEqual(['relay-satellite#1']);
    expect(laneValue(P(s, 0), 'attack')).toBe(7);
    expect(P(s, 0).techUsed).toBe(0);
  });

  it('High Tech Operations: the next card needs 1 less tech', () => {
    let s = patch(deploying(2, 0, { techLimit: 1, crystals: 10 }), 0, { hand: ['high-tech-operations#1', 'attack-drones#1'] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'high-tech-operations#1', lane: 'mining' });
    s = move(s, 0, { kind: 'play', handle: null, card: 'attack-drones#1', lane: 'attack' });
    expect(P(s, 0).techUsed).toBe(1);
  });

  it('Start of next round abilities resolve at the next Start of Round', () => {
    let s = patch(deploying(2, 0), 0, { hand: ['futures-contract#1', FILLER] });
    s = move(s, 0, { kind: 'play', handle: null, card: 'futures-contract#1', lane: 'tech' });
    expect(s.delayed).toHaveLength(1);
    s = move(s, 0, { kind: 'end' });
    expect(P(s, 0).crystals).toBe(5 - 1 + 2 + 4);
  });
});
