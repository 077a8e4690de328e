/**
 * Every live Lord's totals now, from what is face up: on the table from its first view (the attack
 * reports in explain.ts load later).
 */
import type { Seat } from '../../game.js';
import { type CrayneState, liveSeats, lordOf, strongholdValue } from './state.js';
import { totalsOf } from './totals.js';

/** Every live Lord's totals now, from what is face up (a face-down card counts for no one until revealed). */
export interface LiveTotals {
  readonly seat: Seat;
  readonly attack: number;
  readonly defence: number;
  readonly revenue: number;
  /** Extra Attack against a Lord whose Stronghold faces this one. */
  readonly bonusVsStronghold: number;
  readonly ignoreStrongholds: boolean;
  /** Standing Strongholds (and cards made Strongholds by their option). */
  readonly strongholds: readonly { readonly card: string; readonly value: number }[];
}

export function liveTotals(s: CrayneState): LiveTotals[] {
  return liveSeats(s).map((seat) => {
    const l = lordOf(s, seat);
    const t = totalsOf(l);
    const strongholds = l.played.flatMap((p) => {
      const value = strongholdValue(p);
      return value === null ? [] : [{ card: p.card, value }];
    });
    return { seat, attack: t.attack, defence: t.defence, revenue: t.revenue, bonusVsStronghold: t.bonusVsStronghold, ignoreStrongholds: t.ignoreStrongholds, strongholds };
  });
}
