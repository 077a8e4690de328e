/** Endacor Federation (purple): corruption passed to rivals, and Stealth. */
import type { Card } from '../types.js';
import { card, corrupt, damage, destroy, disable, draw, endOfTurn, extraTech, gainCrystals, ifStealth, may, moveCorruption, played, putBasic, weaken } from './build.js';

const F = 'endacor-federation';
const STEALTH = { cost: 5, tech: 3, stealth: true } as const;

export const ENDACOR_FEDERATION: readonly Card[] = [
  // --- published (1.4.2 / 1.4.3) ---
  card(F, 'corrupt-policies', 'Corrupt Policies', { cost: 3, tech: 0, power: [1, 1, 1], origin: 'published' }, [played(corrupt(1))]),
  card(F, 'arms-dealer', 'Arms Dealer', { cost: 3, tech: 1, power: [1, 1, 1], origin: 'published' }, [played(corrupt(1), damage(2))]),
  card(F, 'stealth-generator', 'Stealth Generator', {
    cost: 3, tech: 1, power: [1, 1, 1], origin: 'completed',
    note: 'Effect published (1.4.2); cost, tech and power are ours. It is not itself a Stealth card.',
  }, [played(putBasic(1, true))]),
  card(F, 'trade-embargo', 'Trade Embargo', {
    cost: 5, tech: 1, power: [1, 1, 2], origin: 'completed',
    note: 'Effect published (1.4.2, corruption lane restriction lifted in 1.4.3; the disable target stays in the Mining lane); numbers ours, after the pre-1.5.4 reference values.',
  }, [played(may(disable('mining'), corrupt(1)))]),
  card(F, 'tentative-arrangement', 'Tentative Arrangement', {
    cost: 4, tech: 2, power: [1, 1, 1], origin: 'completed',
    note: 'Effect published (1.4.2); the corruption may go on any of your lanes (1.4.3 lifted lane restrictions in general); numbers ours.',
  }, [played(may(weaken(5), corrupt(2)))]),
  card(F, 'illegal-marketplace', 'Illegal Marketplace', {
    cost: 5, tech: 1, power: [2, 1, 1], origin: 'completed',
    note: 'Effect published (1.4.3); numbers ours, after the pre-1.5.4 reference values.',
  }, [played(may(gainCrystals(2), corrupt(2)))]),
  card(F, 'assassinate', 'Assassinate', {
    cost: 10, tech: 3, power: [1, 1, 1], origin: 'completed',
    note: 'Cost 10 and power 1-1-1 published; tech 3 and the exact effect (destroy any face-up card of an opponent) are ours.',
  }, [played(destroy(null))]),
  card(F, 'strife', 'Strife', { cost: 6, tech: 1, power: [2, 2, 2], origin: 'published' }, [played(moveCorruption(1, 'opponent'))]),
  card(F, 'stealth-trooper', 'Stealth Trooper', {
    ...STEALTH, power: [4, 4, 4], origin: 'completed',
    note: 'Cost and tech from the 1.4.3 Stealth rule; its 1.4.2 steal ability was removed with stealing; power 4-4-4 is ours.',
  }),
  card(F, 'cloaked-transport', 'Cloaked Transport', { ...STEALTH, power: [3, 3, 3], origin: 'published' }, [
    endOfTurn(ifStealth([draw(3)], [draw(1)])),
  ]),
  card(F, 'invisible-hand', 'Invisible Hand', { ...STEALTH, power: [3, 3, 3], origin: 'published' }, [
    endOfTurn(ifStealth([gainCrystals(5)], [gainCrystals(2)])),
  ]),
  card(F, 'sniper-squad', 'Sniper Squad', { ...STEALTH, power: [1, 1, 1], origin: 'published' }, [
    endOfTurn(ifStealth([destroy(null)], [destroy(3)])),
  ]),
  card(F, 'master-plan', 'Master Plan', { cost: 4, tech: 2, power: [2, 2, 3], origin: 'published' }, [
    played(moveCorruption(null, 'own')),
    endOfTurn(moveCorruption(2, 'opponent')),
  ]),
  card(F, 'spread-dissent', 'Spread Dissent', { cost: 6, tech: 4, power: [5, 5, 5], origin: 'published' }, [
    played(moveCorruption(3, 'opponents')),
  ]),
  card(F, 'heist', 'Heist', {
    cost: 8, tech: 5, power: [7, 7, 7], origin: 'completed',
    note: 'Power 7-7-7 published (1.4.2); cost, tech and ability are ours.',
  }, [played(corrupt(2))]),
  card(F, 'sleeper-agents', 'Sleeper Agents', {
    cost: 9, tech: 6, power: [8, 8, 8], origin: 'completed',
    note: 'Power 8-8-8 published (1.4.2); cost, tech and ability are ours.',
  }, [played(corrupt(3))]),
  card(F, 'bribery', 'Bribery', {
    cost: 10, tech: 1, power: [2, 3, 2], origin: 'completed',
    note: 'Presence at 1.4.3 uncertain; numbers from the pre-1.5.4 reference; ability ours.',
  }, [played(disable(null), weaken(3))]),
  card(F, 'research-grant', 'Research Grant', {
    cost: 3, tech: 1, power: [2, 2, 2], origin: 'completed',
    note: 'Presence at 1.4.3 uncertain; power from the pre-1.5.4 reference; cost, tech and ability ours.',
  }, [played(extraTech(2))]),
  card(F, 'corporate-espionage', 'Corporate Espionage', {
    cost: 4, tech: 2, power: [1, 1, 1], origin: 'completed',
    note: 'Presence at 1.4.3 uncertain; ability after the 1.5.4 text (disable a card of power 3 or less); numbers ours.',
  }, [played(disable(null, 3))]),

  // --- original ---
  card(F, 'whisper-network', 'Whisper Network', { ...STEALTH, power: [2, 2, 2], origin: 'original' }, [
    endOfTurn(corrupt(1), ifStealth([moveCorruption(3, 'opponent')], [moveCorruption(1, 'opponent')])),
  ]),
];
