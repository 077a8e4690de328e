/**
 * What a game says to players, watched over a whole simulated match: every prompt of a request,
 * the label of every legal choice (named with the chooser's own cards) and every log line, with
 * names put in for "seat N". The games' word tests (test/<game>/words.test.ts) scan them.
 */
import { expect } from 'vitest';
import type { AnyGame, Input, Json, Knowledge, Seat } from '../../src/engine/game.js';
import { nameSeats } from '../../src/ui/names.js';

export const NAMES = ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay'];

/** What no player should read: handles, ids, JSON, protocol words, a seat number. */
export const JARGON = /\b\d+:\d+\b|#\d|[{}[\]"]|\b(kind|handle|slot|commit(ment)?s?|beacons?|undefined|NaN|null|true|false)\b|\bseats? \d|\bSeat \d/;
/** A sentence cut off. */
export const CUT_OFF = /\b(on|to|from|the|a|an|of|your|their|and|or|—|-)$/;

export interface Seen { readonly prompts: Set<string>; readonly labels: Set<string>; readonly log: Set<string> }

/**
 * The game, wrapped to record its texts. `label` names a legal value for the seat choosing it;
 * `roundOf` is the round a log line must carry (the table's), or null where it carries none.
 */
export function watched(def: AnyGame, label: (state: Json, value: Json, known: Knowledge) => string, roundOf: (state: Json) => number | null): { def: AnyGame; seen: Seen } {
  const seen: Seen = { prompts: new Set(), labels: new Set(), log: new Set() };
  const named = (t: string) => nameSeats(NAMES, t);
  const wrapped: AnyGame = {
    ...def,
    legal(s: Json, seat: Seat, k: Knowledge) {
      const legal = def.legal(s, seat, k);
      for (const v of legal) seen.labels.add(named(label(s, v as Json, k)));
      return legal;
    },
    request(s: Json) {
      const r = def.request(s);
      if (r && 'prompt' in r) seen.prompts.add(named(r.prompt));
      return r;
    },
    apply(s: Json, input: Input) {
      const r = def.apply(s, input as never);
      const line = r.ok ? def.describe?.(s, input as never) ?? '' : '';
      if (line) {
        const round = roundOf(s);
        if (round !== null) expect(line, line).toMatch(new RegExp(`^Round ${round}\\b`));
        seen.log.add(named(line));
      }
      return r;
    },
  };
  return { def: wrapped, seen };
}

/** A log line that names a choice without saying what it decided ("Dave: Yes", "Carol: Attack lane"). */
export const BARE_CHOICE = /: (Yes|No|Stop|Pay|Keep|[A-Z][a-z]+ lane|— \w+)\.?$/;

/** Why a text is not the game's language, or null when it is. */
export function notGameLanguage(kind: keyof Seen, t: string): string | null {
  if (JARGON.test(t)) return 'jargon';
  if (CUT_OFF.test(t)) return 'cut off';
  if (!/^[A-Z(]/.test(t)) return 'not a sentence start';
  if (kind !== 'labels' && !/[.!?]$/.test(t)) return 'not a whole sentence';
  if (kind === 'prompts' && t.split(' ').length < 4) return 'too short to say what is asked';
  if (kind === 'log' && (BARE_CHOICE.test(t) || t.replace(/^[^:]*: /, '').split(' ').length < 3)) return 'a choice without what it decided';
  return null;
}

/** Every text reads as the game's language: no jargon, nothing cut off, sentences where sentences belong. */
export function expectGameLanguage(seen: Seen): void {
  for (const [kind, texts] of Object.entries(seen) as [keyof Seen, Set<string>][]) {
    expect(texts.size, kind).toBeGreaterThan(0);
    for (const t of texts) expect(notGameLanguage(kind, t), `${kind}: ${t}`).toBeNull();
  }
}
