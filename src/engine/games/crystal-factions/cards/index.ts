/** The whole Crystal Factions card set, the decks, and lookups. */
import { instanceIds, instanceLookup } from '../../../card-instances.js';
import type { Card, Faction } from '../types.js';
import { FACTIONS } from '../types.js';
import { TROOPERS } from './basics.js';
import { CALDORS_BRIGADEERS } from './caldors-brigadeers.js';
import { CYBERNET_COLLECTIVE } from './cybernet-collective.js';
import { ENDACOR_FEDERATION } from './endacor-federation.js';
import { MEGALAXIAN_MINING_CONSORTIUM } from './megalaxian-mining-consortium.js';

export { BASE_CARDS, BASIC_DECK_SIZE, TROOPERS } from './basics.js';

/** Cards in each faction deck. */
export const FACTION_DECK_SIZE = 20;

export const FACTION_CARDS: Readonly<Record<Faction, readonly Card[]>> = {
  'cybernet-collective': CYBERNET_COLLECTIVE,
  'caldors-brigadeers': CALDORS_BRIGADEERS,
  'megalaxian-mining-consortium': MEGALAXIAN_MINING_CONSORTIUM,
  'endacor-federation': ENDACOR_FEDERATION,
};

/** Every card definition: per faction, its faction cards then its Trooper. */
export const ALL_CARDS: readonly Card[] = FACTIONS.flatMap((f) => [...FACTION_CARDS[f], TROOPERS[f]]);

const BY_ID: ReadonlyMap<string, Card> = new Map(ALL_CARDS.map((c) => [c.id, c]));

export const cardById = (id: string): Card | undefined => BY_ID.get(id);

const instances = instanceIds;

/** A faction deck as instance ids (`${card.id}#${n}`), sorted: the private pile's canonical order. */
export const factionDeck = (f: Faction): readonly string[] => FACTION_CARDS[f].flatMap(instances).sort();

/** A basic deck as instance ids, in order (shuffled at setup). */
export const basicDeck = (f: Faction): readonly string[] => instances(TROOPERS[f]);

/** The card behind an instance id such as `scout-drone#2`, or undefined. */
export const cardOf = instanceLookup(ALL_CARDS);

/** Whether an instance id is one of the faction's basic Troopers. */
export const isBasic = (instanceId: string): boolean => cardOf(instanceId)?.types.includes('basic') ?? false;

