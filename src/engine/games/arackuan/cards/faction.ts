/**
 * Arackuan — who a card is: its faction (name, token colour, the digital edition's code), its kind
 * (creature, land or spell) and the families cards belong to or name. Part of the card vocabulary
 * (types.ts re-exports it).
 */

/** The four factions, by their rulebook names (the digital edition's code names in FACTION_CODES). */
export const FACTIONS = ['byartur', 'whitelands', 'myrkur', 'vestur'] as const;
export type Faction = (typeof FACTIONS)[number];

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  byartur: 'Byartur',
  whitelands: 'Whitelands',
  myrkur: 'Myrkur',
  vestur: 'Vestur',
};

/** The colour of each faction's tokens and card borders (rulebook, Components). */
export const FACTION_COLOURS: Readonly<Record<Faction, string>> = {
  byartur: 'grey',
  whitelands: 'blue',
  myrkur: 'red',
  vestur: 'green',
};

/** The digital edition's folder name for each faction (the CSV's `faction_code`). */
export const FACTION_CODES: Readonly<Record<Faction, string>> = {
  byartur: 'greyorder',
  whitelands: 'whitelands',
  myrkur: 'blight',
  vestur: 'nakka',
};

export const CARD_KINDS = ['creature', 'land', 'spell'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Every family a card belongs to or names ("Shaman Rat" is named by Titan Rat; no card has it). */
export const FAMILIES = [
  '4th Legion', '6th Legion', 'Artillery', 'Blacksmith', 'Children of Dawn', 'Dancer', 'Elemental', 'Harpy',
  'Ice Fairy', 'Ice Fangs', 'Ice Guard', 'Mercenary', 'Musician', 'Nihilist', 'Peasant', 'Rat', 'Sentinel',
  'Shaman Rat', 'Troll', 'Yhdorian',
] as const;
export type Family = (typeof FAMILIES)[number];
