/**
 * Table talk (issue 29): short typed lines between the players, in a small panel under the table
 * that opens and closes, with "Good game", "Well played" and "Thanks" a tap away. Mute is kept on
 * this device: muted, the others' lines are hidden, nothing counts them as new and nothing reads
 * them out. Lines are shown as text, never as markup. Loaded once a match between people is under
 * way (talk-slot.tsx), off the way to the table. Spectators see no talk: it is the players' own
 * (the host relays only the match record to them).
 */
import { signal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MatchController } from './controller.js';
import { localStorageKv } from '../../net/records.js';
import { TALK_MAX, type TableTalk, type TalkLine } from '../../net/table-talk.js';
import { stripUnprintable } from '../../protocol/wire/printable.js';
import { keepTalk } from '../../net/talk-store.js';
import { seatName } from '../names.js';
// (outside ui/match/, so that the build does not put these styles in the match's chunk: vite.config.ts)
import '../table-talk.css';

const MUTE_KEY = 'facedown/talk-muted';
type Store = Pick<Storage, 'getItem' | 'setItem'>;
const storage = (): Store | null => { try { return globalThis.localStorage ?? null; } catch { return null; } };

/** The remembered choice: muted only if this device said so. */
export const storedMute = (store: Pick<Storage, 'getItem'> | null): boolean => { try { return store?.getItem(MUTE_KEY) === 'on'; } catch { return false; } };

export const talkMuted = signal(storedMute(storage()));

export function setTalkMuted(on: boolean, store: Store | null = storage()): void {
  talkMuted.value = on;
  try { store?.setItem(MUTE_KEY, on ? 'on' : 'off'); } catch { /* private mode: this page only */ }
}

/** What a player sees of the talk: every line, or, muted, only their own. */
export const shownLines = (lines: readonly TalkLine[], me: number, muted: boolean): readonly TalkLine[] =>
  muted ? lines.filter((l) => l.seat === me) : lines;

/** How many of the others' lines there are (what "new" counts against). */
export const othersSaid = (lines: readonly TalkLine[], me: number): number => lines.reduce((n, l) => n + (l.seat === me ? 0 : 1), 0);

/** How many lines to call new: none while open or muted, else the others' lines since the panel was last open (or muted). */
export const unreadCount = (lines: readonly TalkLine[], me: number, seen: number, open: boolean, muted: boolean): number =>
  open || muted ? 0 : Math.max(0, othersSaid(lines, me) - seen);

/** What the player typed, as it is sent: what a peer would refuse taken out, trimmed, at most TALK_MAX long. */
export function cleanTalk(typed: string): string {
  const t = stripUnprintable(typed).slice(0, TALK_MAX);
  return (t.isWellFormed() ? t : t.slice(0, -1)).trim();
}

const QUICK = ['Good game', 'Well played', 'Thanks'] as const;

/** Per match on this page: how many of the others' lines the player has seen (kept while the page goes to the lobby and back). */
const seenBy = new WeakMap<TableTalk, number>();

export function TableTalkPanel({ c }: { c: MatchController }) {
  const talk = c.session.talk;
  const me = c.session.seat;
  const muted = talkMuted.value;
  const names = c.names.value;
  const [lines, setLines] = useState(talk.lines);
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(() => seenBy.get(talk) ?? 0);
  const [said, setSaid] = useState('');
  const [why, setWhy] = useState('');
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const before = othersSaid(talk.lines, me);
    const stop = talk.listen(() => {
      setLines(talk.lines);
      const last = talk.lines.at(-1);
      if (last && last.seat !== me && !talkMuted.peek()) setSaid(`${seatName(c.names.peek(), last.seat)}: ${last.text}`);
    });
    keepTalk(talk, localStorageKv(), c.record.key);
    // Lines kept from before a reload are not new; those heard while this panel loaded are.
    if (!seenBy.has(talk)) { seenBy.set(talk, othersSaid(talk.lines, me) - before); setSeen(seenBy.get(talk) ?? 0); }
    setLines(talk.lines);
    return stop;
  }, [talk]);

  const others = othersSaid(lines, me);
  // Open or muted: everything there is counts as seen.
  useEffect(() => { if (open || muted) { seenBy.set(talk, others); setSeen(others); } }, [open, muted, others]);
  useEffect(() => { const l = list.current; if (l) l.scrollTop = l.scrollHeight; }, [open, lines, muted]);
  // Opened by the player: the panel comes into view (above a phone's hand tray: table-talk.css).
  useEffect(() => { if (open) document.getElementById('talk-body')?.scrollIntoView({ block: 'nearest' }); }, [open]);

  const unread = unreadCount(lines, me, seen, open, muted);
  const shown = shownLines(lines, me, muted);
  const say = (text: string): boolean => {
    const r = c.session.say(cleanTalk(text));
    setWhy(r.ok ? '' : r.error);
    return r.ok;
  };

  return (
    <section class="talk" aria-labelledby="talk-title">
      <div class="talk-head">
        <h2 id="talk-title">
          <button type="button" class="talk-toggle" aria-expanded={open} aria-controls="talk-body" onClick={() => setOpen(!open)}>
            <span class="talk-arrow" aria-hidden="true">{open ? '▾' : '▸'}</span> Table talk
            {muted && <span class="talk-off">(muted)</span>}
            {unread > 0 && <span class="talk-new">{unread} new</span>}
          </button>
        </h2>
        <button type="button" class={`talk-mute${muted ? ' on' : ''}`} onClick={() => setTalkMuted(!muted)}>{muted ? 'Unmute' : 'Mute'}</button>
      </div>
      {/* New lines of the others, read out politely; nothing while muted. */}
      <p class="sr-only" aria-live={muted ? 'off' : 'polite'}>{muted ? '' : said}</p>
      {open && (
        <div id="talk-body" class="talk-body">
          {muted && <p class="talk-note">Muted: the other players’ messages are hidden.</p>}
          {shown.length ? (
            <ol class="talk-lines" ref={list} tabIndex={0} aria-label="Messages">
              {shown.map((l, i) => <li key={i} class={l.seat === me ? 'mine' : undefined}><span class="who">{seatName(names, l.seat)}:</span> <span class="said">{l.text}</span></li>)}
            </ol>
          ) : !muted && <p class="talk-note">No messages yet.</p>}
          <div class="talk-quick">
            {QUICK.map((q) => <button type="button" key={q} onClick={() => say(q)}>{q}</button>)}
          </div>
          <form class="talk-form" onSubmit={(e) => { e.preventDefault(); if (say(draft)) setDraft(''); }}>
            <input type="text" aria-label="Message" placeholder="Say something to the table" maxLength={TALK_MAX} autocomplete="off"
              value={draft} onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)} />
            <button type="submit">Send</button>
          </form>
          <p class="talk-why" role="status">{why}</p>
        </div>
      )}
    </section>
  );
}
