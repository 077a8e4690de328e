/** Cybernet Collective (blue): drones that swarm, satellites that feed tech, and self-repair. */
import type { Card } from '../types.js';
import { attackPhase, boost, card, damage, draw, endOfTurn, extraTech, gainCrystals, gainHp, may, perOther, played, preventDamage, swarm } from './build.js';

const F = 'cybernet-collective';

export const CYBERNET_COLLECTIVE: readonly Card[] = [
  // --- published (1.4.3) ---
  card(F, 'alloy-plating', 'Alloy Plating', { code: 'K003', cost: 3, tech: 1, power: [1, 1, 1], copies: 2, origin: 'published' }, [
    played(gainHp(2)),
  ]),
  card(F, 'automated-drones', 'Automated Drones', { code: 'K004', types: ['drone'], cost: 4, tech: 2, power: [2, 2, 2], copies: 2, origin: 'published' }, [
    played(swarm(1)),
    endOfTurn(draw(2)),
  ]),
  card(F, 'repair-drones', 'Repair Drones', { types: ['drone'], cost: 4, tech: 2, power: [2, 2, 2], copies: 2, origin: 'published' }, [
    played(swarm(1), gainHp(2)),
  ]),
  card(F, 'attack-drones', 'Attack Drones', { types: ['drone'], cost: 4, tech: 2, power: [2, 2, 2], copies: 2, origin: 'published' }, [
    played(swarm(1)),
    endOfTurn(may(damage(2))),
  ]),
  card(F, 'drone-commander', 'Drone Commander', { types: ['drone'], cost: 6, tech: 3, power: [3, 5, 3], origin: 'published' }, [
    played(swarm(2)),
  ]),
  card(F, 'orbital-drop-mech', 'Orbital Drop Mech', {
    code: 'K009', cost: 8, tech: 5, power: [7, 7, 7], alt: { discardType: 'satellite', tech: 0 }, origin: 'published',
  }),
  card(F, 'spaceport', 'Spaceport', {
    cost: 7, tech: 6, power: [4, 4, 5], origin: 'completed',
    note: 'Only the tech requirement (6) is published; cost, power and ability are ours.',
  }, [played(boost(2, 'choose'), draw(1))]),

  // --- original ---
  card(F, 'scout-drone', 'Scout Drone', { types: ['drone'], cost: 2, tech: 1, power: [1, 1, 1], copies: 2, origin: 'original' }, [
    played(swarm(1)),
  ]),
  card(F, 'harvester-drone', 'Harvester Drone', { types: ['drone'], cost: 3, tech: 2, power: [2, 1, 1], copies: 2, origin: 'original' }, [
    played(swarm(1)),
    endOfTurn(gainCrystals(2)),
  ]),
  card(F, 'relay-satellite', 'Relay Satellite', { types: ['satellite'], cost: 3, tech: 1, power: [1, 1, 2], copies: 2, origin: 'original' }, [
    played(extraTech(1)),
  ]),
  card(F, 'aegis-satellite', 'Aegis Satellite', { types: ['satellite'], cost: 4, tech: 2, power: [1, 3, 1], origin: 'original' }, [
    attackPhase(preventDamage(3)),
  ]),
  card(F, 'hive-uplink', 'Hive Uplink', { cost: 5, tech: 3, power: [2, 2, 3], origin: 'original' }, [
    played(boost(perOther('drone'), 'this')),
  ]),
  card(F, 'nanite-forge', 'Nanite Forge', { cost: 5, tech: 2, power: [2, 2, 2], origin: 'original' }, [
    played(boost(1, 'choose'), gainHp(2)),
  ]),
];
