/**
 * Triggers (start of the Revenue Phase, Cleanup) and the Cleanup Phase: end-of-round effects,
 * played cards to the discard pile except Strongholds still standing (they stay and count as
 * played next round, keeping their facing and any chosen option), hand sizes back to 3 (an
 * Assassin's victims refill now), the Overlord Medallion moves clockwise (team games: to the
 * next team), and a new round begins.
 */
import { nextSeat, replaceHead } from '../../flow/index.js';
import { automataCleanup } from './automated-opponent.js';
import { liveTeams } from './options.js';
import { type CrayneState, type Lord, type Task, cardOf, fromOverlord, lordOf, strongholdValue } from './state.js';

export const HAND_SIZE = 3;
export const PLAYS_PER_ROUND = 5;

export function expandTriggers(s: CrayneState, at: 'revenueStart' | 'cleanup'): CrayneState {
  const tasks: Task[] = [];
  for (const seat of fromOverlord(s)) {
    for (const p of lordOf(s, seat).played) {
      for (const e of cardOf(p.card).effects) {
        if (e.kind === 'trigger' && e.at === at) for (const action of e.actions) tasks.push({ t: 'act', seat, source: p.card, action, done: 0 });
      }
    }
  }
  return { ...s, queue: replaceHead(s.queue, ...tasks) };
}

function nextOverlord(s: CrayneState): number {
  if (s.teams.length > 1) {
    const live = liveTeams(s);
    const current = s.teams.findIndex((t) => t.includes(s.overlord));
    for (let i = 1; i <= s.teams.length; i++) {
      const team = (current + i) % s.teams.length;
      if (live.includes(team)) return s.teams[team]?.[0] ?? s.overlord;
    }
    return s.overlord;
  }
  return nextSeat(s.seats, s.overlord, (seat) => lordOf(s, seat).alive) ?? s.overlord;
}

export function cleanup(s: CrayneState): CrayneState {
  const lords = s.lords.map((l): Lord => {
    if (!l.alive) return l;
    const kept = l.played.filter((p) => strongholdValue(p) !== null);
    const gone = l.played.filter((p) => strongholdValue(p) === null).map((p) => p.card);
    return {
      ...l,
      played: kept.map((p) => ({ ...p, fresh: false, sacrificed: false, gifted: false })),
      discard: [...l.discard, ...gone],
      plays: 0,
      handLimit: HAND_SIZE,
      pitAllowances: [],
    };
  });
  const next = automataCleanup({ ...s, lords });
  const moved = { ...next, overlord: nextOverlord(next) };
  const refills = fromOverlord(moved).map((seat): Task => ({ t: 'refill', seat }));
  return { ...moved, queue: replaceHead(s.queue, ...refills) };
}

export const newRound = (s: CrayneState): CrayneState => ({ ...s, round: s.round + 1, step: 1, queue: replaceHead(s.queue, { t: 'commit' }) });
