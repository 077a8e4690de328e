/** Megalaxian Mining Consortium (green): mercenaries on split costs, and mining. */
import type { Card } from '../types.js';
import { byLane, card, damage, discardFromLane, discount, draw, endOfTurn, gainCrystals, may, miningPhase, nextRound, perCardInLane, played, quake, upkeep } from './build.js';

const F = 'megalaxian-mining-consortium';

export const MEGALAXIAN_MINING_CONSORTIUM: readonly Card[] = [
  // --- published (1.4.2 / 1.4.3) ---
  card(F, 'third-party-research', 'Third Party Research', { code: 'M008', types: ['mercenary'], cost: 2, tech: 2, power: [3, 3, 3], copies: 2, origin: 'published' }, [
    played(discardFromLane('tech', 1, gainCrystals(5))),
    endOfTurn(upkeep(5)),
  ]),
  card(F, 'seismic-manipulation', 'Seismic Manipulation', { code: 'M016', cost: 10, tech: 6, power: [10, 10, 10], origin: 'published' }, [
    endOfTurn(quake(10)),
  ]),
  card(F, 'ore-hauler', 'Ore Hauler', {
    cost: 3, tech: 1, power: [2, 1, 1], copies: 2, origin: 'completed',
    note: 'Effect published (1.4.2); cost, tech and power are ours.',
  }, [endOfTurn(gainCrystals(perCardInLane('mining')))]),
  card(F, 'explosives-technician', 'Explosives Technician', {
    cost: 3, tech: 1, power: [1, 1, 1], copies: 2, origin: 'completed',
    note: 'Effect published (1.4.3); cost, tech and power are ours.',
  }, [endOfTurn(may(damage(1, 'self'), byLane([gainCrystals(3)], [damage(2)], [draw(1)])))]),
  card(F, 'high-tech-operations', 'High Tech Operations', {
    cost: 4, tech: 0, power: [1, 2, 1], origin: 'completed',
    note: 'Effect published (1.4.2), read as "the next card you play this turn needs 1 less tech"; cost, tech 0 and power are ours.',
  }, [played(discount(0, 1))]),
  card(F, 'motherload', 'Motherload', { cost: 0, tech: 3, power: [1, 1, 1], copies: 2, origin: 'published' }, [played(gainCrystals(5))]),
  card(F, 'boring-machine', 'Boring Machine', { cost: 4, tech: 3, power: [5, 5, 5], copies: 2, origin: 'published' }),

  // --- original ---
  card(F, 'hired-guns', 'Hired Guns', { types: ['mercenary'], cost: 2, tech: 1, power: [2, 3, 2], copies: 2, origin: 'original' }, [
    endOfTurn(upkeep(2)),
  ]),
  card(F, 'prospector', 'Prospector', { cost: 2, tech: 1, power: [2, 1, 1], copies: 2, origin: 'original' }, [
    miningPhase(gainCrystals(1)),
  ]),
  card(F, 'contract-enforcers', 'Contract Enforcers', { types: ['mercenary'], cost: 3, tech: 2, power: [2, 4, 2], copies: 2, origin: 'original' }, [
    played(damage(1)),
    endOfTurn(upkeep(3)),
  ]),
  card(F, 'futures-contract', 'Futures Contract', { cost: 1, tech: 1, power: [1, 1, 1], origin: 'original' }, [
    nextRound(gainCrystals(4)),
  ]),
  card(F, 'strip-mine', 'Strip Mine', { cost: 5, tech: 3, power: [4, 1, 1], origin: 'original' }, [
    played(may(damage(2, 'self'), gainCrystals(perCardInLane('mining', 2)))),
  ]),
];
