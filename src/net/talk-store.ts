/**
 * Table talk kept on this device with its match (under the match's key, so forgetting the match
 * forgets it: store.ts forget). Never in the match file: the lines are unsigned, so beside the
 * signed record they would look like evidence, and they are the players' own. Loaded with the
 * talk panel, off the way to the table.
 */
import type { Kv } from './records.js';
import { storeKey } from './records.js';
import { TALK_KEEP, type TableTalk, type TalkLine, talkText } from './table-talk.js';
import { MAX_SEATS } from '../protocol/wire/parse.js';

/** Stored lines, parsed as untrusted (another version, or a hand, may have written them): what does not parse is left out. */
export function parseStoredTalk(raw: string | null): TalkLine[] {
  let x: unknown;
  try { x = JSON.parse(raw ?? '[]'); } catch { return []; }
  if (!Array.isArray(x)) return [];
  return x.slice(-TALK_KEEP).flatMap((l: unknown) => {
    if (typeof l !== 'object' || l === null) return [];
    const { seat, text } = l as Record<string, unknown>;
    const t = talkText(text);
    return Number.isSafeInteger(seat) && (seat as number) >= 0 && (seat as number) < MAX_SEATS && t !== null ? [{ seat: seat as number, text: t }] : [];
  });
}

const kept = new WeakSet<TableTalk>();

/** Once per match on this page: the lines kept before come back, and every new line is kept. */
export function keepTalk(talk: TableTalk, kv: Kv, key: string): void {
  if (kept.has(talk)) return;
  kept.add(talk);
  const at = storeKey(key, 'talk');
  const save = (): void => {
    try { kv.set(at, JSON.stringify(talk.lines)); } catch { /* storage full or private mode: this page only */ }
  };
  talk.restore(parseStoredTalk(kv.get(at)));
  if (talk.lines.length) save();
  talk.listen(save);
}
