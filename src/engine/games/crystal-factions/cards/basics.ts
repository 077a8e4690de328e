/** The cards every faction shares in form: the three base lane cards and the basic Trooper. */
import type { Card, Faction, Lane } from '../types.js';
import { card } from './build.js';

/** Troopers in each player's face-up basic deck (our choice: the rulebook gives no number; Battalion needs 5). */
export const BASIC_DECK_SIZE = 10;

/** The base lane cards as printed (titles Mining / Battlefield / Research); power comes from BASE_POWER. */
export const BASE_CARDS: Readonly<Record<Lane, { readonly name: string; readonly title: string }>> = {
  mining: { name: 'Mining', title: 'Mining' },
  attack: { name: 'Attack', title: 'Battlefield' },
  tech: { name: 'Tech', title: 'Research' },
};

const trooper = (faction: Faction, id: string, code?: string): Card =>
  card(faction, id, 'Trooper', {
    ...(code ? { code } : {}), types: ['basic'], cost: 2, tech: 1, power: [1, 1, 1], copies: BASIC_DECK_SIZE, origin: 'published',
  });

/** One Trooper per faction (same numbers, faction art); the basic deck holds BASIC_DECK_SIZE copies. */
export const TROOPERS: Readonly<Record<Faction, Card>> = {
  'cybernet-collective': trooper('cybernet-collective', 'cybernet-trooper', 'B001'),
  'caldors-brigadeers': trooper('caldors-brigadeers', 'brigadeers-trooper'),
  'megalaxian-mining-consortium': trooper('megalaxian-mining-consortium', 'mmc-trooper'),
  'endacor-federation': trooper('endacor-federation', 'endacor-trooper'),
};
