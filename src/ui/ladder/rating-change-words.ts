/**
 * This player's rating change from one match: the ladder of the matches kept on this device plus
 * this one (counted once, whichever holds it), read at this player's own identity, the one their
 * hello in this match carries.
 */
import { GAME_UIS } from '../games/catalog.js';
import { toHex } from '../../crypto/bytes.js';
import { matchIdOf } from '../../protocol/wire/chain.js';
import { fingerprintOf } from '../../protocol/wire/identity.js';
import type { Transcript } from '../../protocol/wire/transcript.js';
import type { Ladder, LadderInput } from '../../protocol/ladder/ladder.js';
import { changeText, ratingText } from '../../protocol/ladder/table-text.js';
import { historyFiles } from '../../net/history/store.js';
import { computeLadder } from './compute.js';

/** The words for `seat`'s change in this match's ladder, or why it has none (null: nothing to say). */
export function changeWords(l: Ladder, t: Transcript, seat: number, label: string): string | null {
  const game = t.hellos[0]?.game ?? '';
  const title = GAME_UIS.find((g) => g.id === game)?.title ?? game;
  const pk = t.hellos[seat]?.id?.pk;
  if (!pk) return null;
  const id = toHex(matchIdOf(t.hellos));
  const me = l.tables.find((x) => x.game === game)?.standings.find((s) => s.fingerprint === fingerprintOf(pk));
  const p = me?.points.find((x) => x.match === id);
  if (p) return `Your ${title} rating: ${ratingText(p.before)} → ${ratingText(p.rating)} (${changeText(p.rating - p.before)})`;
  const why = l.excluded.find((e) => e.label === label);
  return why ? `This match does not count for your ${title} rating: ${why.reason}.` : null;
}

export async function ratingChangeText(t: Transcript, seat: number): Promise<string | null> {
  const game = t.hellos[0]?.game;
  const label = 'This match';
  const kept = game === undefined ? [] : (await historyFiles(game).catch((): unknown[] => [])).map((raw, i): LadderInput => ({ label: `kept ${i + 1}`, raw }));
  const l = await computeLadder([{ label, raw: t }, ...kept], () => {});
  return changeWords(l, t, seat, label);
}
