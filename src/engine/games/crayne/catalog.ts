/**
 * What the lobby shows of Crayne: plain data, so the first visit loads no engine. Every new match
 * plays the newest rules revision (`RULES` in state.ts; a test checks they agree).
 */
import type { CatalogEntry } from '../../catalog-entry.js';

export const crayneCatalog: CatalogEntry = {
  id: 'crayne',
  title: 'Crayne: Fractured Empire',
  blurb: 'A deckbuilder of rival Lords: five face-down plays a round, strongholds, attacks on both sides, and a market to buy from.',
  variants: [
    {
      label: 'Two players, heads-up', options: { variant: 'heads-up', rules: 2 }, seats: 2, modes: ['online', 'bot'],
      note: 'Against a bot: the computer plays a second Lord, by the same rules as you.',
    },
    ...([3, 4, 5, 6] as const).map((n) => ({
      label: `Free-for-all, ${n} players`, options: { variant: 'free-for-all', rules: 2 }, seats: n, modes: ['online'] as const,
    })),
    { label: 'Teams: 2 against 2', options: { variant: '2v2', rules: 2 }, seats: 4, modes: ['online'] },
    { label: 'Teams: 3 against 3', options: { variant: '3v3', rules: 2 }, seats: 6, modes: ['online'] },
    { label: 'Teams: three teams of 2', options: { variant: '2v2v2', rules: 2 }, seats: 6, modes: ['online'] },
    {
      label: 'Co-operative Deathmatch (2 players vs the Automated Opponent)', options: { variant: 'coop', difficulty: 'normal', rules: 2 }, seats: 2, modes: ['online'],
      note: 'The Automated Opponent is the rulebook\'s own opponent: a deck that plays itself by fixed rules; you two play together against it.',
    },
    ...(['easy', 'normal', 'hard', 'challenging'] as const).map((d) => ({
      label: `Single-Player Deathmatch vs the Automated Opponent (${d})`, options: { variant: 'solo', difficulty: d, rules: 2 }, seats: 1, modes: ['solo'] as const,
      note: 'The Automated Opponent is the rulebook\'s own solo opponent: a deck that plays itself by fixed rules, not a computer Lord.',
    })),
  ],
};
