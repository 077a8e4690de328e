/** Caldor's Brigadeers (red): infantry and troopers, raids and barrages. */
import type { Card } from '../types.js';
import { attackPhase, boost, card, damage, discardFromLane, discardSelf, draw, endOfTurn, may, perCardInLane, played, preventDamage, putBasic, recover } from './build.js';

const F = 'caldors-brigadeers';

export const CALDORS_BRIGADEERS: readonly Card[] = [
  // --- published (1.4.2 / 1.4.3) ---
  card(F, 'frontal-assault', 'Frontal Assault', { code: 'R006', cost: 8, tech: 1, power: [2, 3, 2], origin: 'published' }, [
    played(discardFromLane('attack', 3, damage(2))),
  ]),
  card(F, 'battalion', 'Battalion', { code: 'R017', types: ['infantry'], cost: 6, tech: 5, power: [1, 1, 1], origin: 'published' }, [
    played(putBasic(5)),
  ]),
  card(F, 'raiding-party', 'Raiding Party', {
    types: ['infantry'], cost: 3, tech: 1, power: [1, 2, 1], copies: 2, origin: 'completed',
    note: 'Effect published (1.4.2); cost, tech and power are ours.',
  }, [endOfTurn(may(discardSelf, damage(2)))]),
  card(F, 'replacement-parts', 'Replacement Parts', { cost: 9, tech: 1, power: [3, 2, 2], origin: 'published' }, [
    played(recover(1)),
  ]),
  card(F, 'paratroopers', 'Paratroopers', {
    types: ['infantry'], cost: 4, tech: 2, power: [1, 2, 1], copies: 2, origin: 'completed',
    note: 'Effect published (1.4.2); cost, tech and power are ours.',
  }, [endOfTurn(may(discardSelf, draw(3, { upTo: true, fromDiscard: true })))]),
  card(F, 'air-control-tower', 'Air Control Tower', {
    types: ['building'], cost: 4, tech: 2, power: [1, 1, 2], origin: 'completed',
    note: 'Only the name and the Building type are published; numbers and ability are ours.',
  }, [attackPhase(preventDamage(3))]),

  // --- original ---
  card(F, 'recruiting-post', 'Recruiting Post', { types: ['building'], cost: 3, tech: 1, power: [1, 1, 1], copies: 2, origin: 'original' }, [
    played(putBasic(1)),
  ]),
  card(F, 'rifle-squad', 'Rifle Squad', { types: ['infantry'], cost: 3, tech: 1, power: [1, 2, 2], copies: 2, origin: 'original' }),
  card(F, 'supply-drop', 'Supply Drop', { cost: 2, tech: 1, power: [1, 1, 1], copies: 2, origin: 'original' }, [played(draw(1))]),
  card(F, 'field-officer', 'Field Officer', { types: ['infantry'], cost: 5, tech: 3, power: [2, 3, 2], copies: 2, origin: 'original' }, [
    played(boost(perCardInLane('this'), 'this')),
  ]),
  card(F, 'heavy-troopers', 'Heavy Troopers', { types: ['infantry'], cost: 5, tech: 2, power: [2, 4, 2], copies: 2, origin: 'original' }, [
    attackPhase(preventDamage(1)),
  ]),
  card(F, 'mortar-team', 'Mortar Team', { types: ['infantry'], cost: 5, tech: 3, power: [1, 3, 1], origin: 'original' }, [
    played(damage(2)),
  ]),
  card(F, 'forward-base', 'Forward Base', { types: ['building'], cost: 6, tech: 3, power: [3, 2, 3], origin: 'original' }, [
    played(putBasic(2)),
  ]),
];
