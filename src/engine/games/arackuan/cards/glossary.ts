/** One-line explanations of every attribute and card term, for the table's help and the deck builder. */
import type { AttributeKind } from './types.js';

export type GlossaryEntry = { readonly term: string; readonly text: string };

export const ATTRIBUTE_GLOSSARY: Readonly<Record<AttributeKind, GlossaryEntry>> = {
  initiative: {
    term: 'Initiative',
    text: 'May act before the normal activations: first the starting player, then the other, may use their Initiative cards.',
  },
  omnistrike: {
    term: 'Omnistrike',
    text: 'One attack hits every adjacent enemy card at once; other cards may add their attack to any of those targets.',
  },
  ranged: {
    term: 'Ranged Attack N',
    text: 'May attack a card up to N squares away (counted along rows and columns; cards in between do not block).',
  },
  swarm: {
    term: 'Swarm',
    text: 'Gets +1 attack for each other card on the battlefield, on either side, of the same family.',
  },
  flight: {
    term: 'Flight',
    text: 'Before acting, may move to any empty square next to another card, or swap places with an ally.',
  },
  movement: {
    term: 'Movement N',
    text: 'Before acting, may move up to N squares along rows and columns, through allies but not enemies, ending next to another card.',
  },
  perforation: {
    term: 'Perforation',
    text: 'After beating an adjacent card, the attack goes on along the same line, 1 weaker for each further card, until it fails.',
  },
  regeneration: {
    term: 'Regeneration',
    text: 'While active, a creature attack with no spell in it that would destroy this card only deactivates it.',
  },
  stealth: {
    term: 'Stealth',
    text: 'An enemy creature attacking from next to it counts as 2 squares away, so only Ranged Attack 2+ or a spell can reach it.',
  },
};

export const TERM_GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Creature', text: 'Placed on the battlefield; attacks and defends; destroyed when beaten; scores its value at the end.' },
  { term: 'Land', text: 'Placed on the battlefield; defends; conquered (it changes side) when beaten; scores for whoever holds it.' },
  { term: 'Local spell', text: 'Placed on the battlefield; never attacked, never scores; discarded after use or at the end of the round.' },
  { term: 'Global spell', text: 'Placed on your Astral Plane (2 slots); never attacked, never scores; discarded after use or at the end of the round.' },
  { term: 'Value', text: 'The points a card scores at the end; a second number, where printed, is what it costs in a deck.' },
  { term: 'Legendary', text: 'At most one copy in a deck. Lands are legendary unless they say otherwise.' },
  { term: 'Skill', text: "A creature's own power; it holds from the reveal for as long as the card stays in play." },
  { term: 'Benefit', text: "A land's power; it holds from the reveal for as long as the land stays in play." },
  { term: 'Effect', text: "A spell's power, from the reveal until the spell is discarded." },
  { term: 'Weakness', text: 'A drawback printed on the card; it is not lost with skills.' },
  { term: 'Action', text: "Used as the card's activation instead of attacking; the card is then deactivated (a spell is discarded)." },
  { term: 'Active / deactivated', text: "A card's token shows whether it can still act this round; all turn active again at the end of the round." },
  { term: 'Group attack', text: 'Several of your cards attack one target together; their attacks are added up.' },
  { term: 'Attack', text: 'Beats the target only if strictly greater than its defence; an equal attack fails.' },
  { term: 'Immune to enemy spells', text: 'Enemy spells cannot affect or target the card.' },
  { term: 'Family', text: 'A group such as 6th Legion or Rat; skills and Swarm refer to it.' },
];

/** Every glossary entry: attributes first, then card terms. */
export const GLOSSARY: readonly GlossaryEntry[] = [...Object.values(ATTRIBUTE_GLOSSARY), ...TERM_GLOSSARY];
