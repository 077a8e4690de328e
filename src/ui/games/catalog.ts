/** What the lobby shows of each game: names and variants only (the tables and engines load on demand). */
import type { Json } from '../../crypto/canonical.js';

export interface Variant {
  readonly label: string;
  readonly options: Json;
  /** Human seats. */
  readonly seats: number;
  /** How it can be played: online with a friend, offline against a bot on this page, or alone. */
  readonly modes: readonly ('online' | 'bot' | 'solo')[];
}

export interface GameEntry {
  readonly id: string;
  readonly title: string;
  readonly blurb: string;
  readonly variants: readonly Variant[];
}

export const GAME_UIS: readonly GameEntry[] = [
  {
    id: 'crayne',
    title: 'Crayne: Fractured Empire',
    blurb: 'A deckbuilder of rival Lords: five face-down plays a round, strongholds, attacks on both sides, and a market to buy from.',
    variants: [
      { label: 'Two players, heads-up', options: { variant: 'heads-up' }, seats: 2, modes: ['online', 'bot'] },
      { label: 'Co-operative Deathmatch (2 players vs the Automated Opponent)', options: { variant: 'coop', difficulty: 'normal' }, seats: 2, modes: ['online'] },
      ...(['easy', 'normal', 'hard', 'challenging'] as const).map((d) => ({
        label: `Single-Player Deathmatch vs the Automated Opponent (${d})`, options: { variant: 'solo', difficulty: d }, seats: 1, modes: ['solo'] as const,
      })),
    ],
  },
  {
    id: 'crystal-factions',
    title: 'Crystal Factions',
    blurb: 'Two factions race for 50 crystals or the other\'s last hitpoint across Mining, Attack and Tech lanes, with Stealth cards played face down.',
    variants: [
      { label: 'Two players (v2 opening: draw 7, put any on the bottom)', options: {}, seats: 2, modes: ['online', 'bot'] },
      { label: 'Two players (v1 opening: draw up to 7 from either deck)', options: { opening: 'v1' }, seats: 2, modes: ['online', 'bot'] },
    ],
  },
  {
    id: 'fixture',
    title: 'High Card (demo)',
    blurb: 'A tiny game that exercises every part of the protocol: face-down plays, private draws, a shuffled deck and die rolls.',
    variants: [{ label: '5 rounds', options: { rounds: 5 }, seats: 2, modes: ['online', 'bot'] }],
  },
];
