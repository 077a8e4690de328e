/** Table talk's panel (issue 29): what a player sees muted, what counts as new, and Mute remembered on this device. */
import { describe, expect, it } from 'vitest';
import { setTalkMuted, shownLines, storedMute, talkMuted, unreadCount } from '../../src/ui/match/table-talk.js';

const lines = [{ seat: 0, text: 'hi' }, { seat: 1, text: 'good game' }, { seat: 1, text: 'well played' }, { seat: 2, text: 'thanks' }];

describe('table talk, muted or not', () => {
  it('muted, a player sees only their own lines; unmuted, every line', () => {
    expect(shownLines(lines, 0, false)).toEqual(lines);
    expect(shownLines(lines, 0, true)).toEqual([{ seat: 0, text: 'hi' }]);
    expect(shownLines(lines, 1, true).map((l) => l.text)).toEqual(['good game', 'well played']);
  });

  it('counts the others\' lines since last seen as new, only while closed and not muted', () => {
    expect(unreadCount(lines, 0, 0, false, false)).toBe(3);
    expect(unreadCount(lines, 0, 2, false, false)).toBe(1);
    expect(unreadCount(lines, 1, 0, false, false)).toBe(2);
    expect(unreadCount(lines, 0, 0, true, false)).toBe(0);
    expect(unreadCount(lines, 0, 0, false, true)).toBe(0);
  });

  it('Mute is remembered on this device (and off where nothing is stored)', () => {
    const m = new Map<string, string>();
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); } };
    expect(storedMute(store)).toBe(false);
    setTalkMuted(true, store);
    expect(talkMuted.value).toBe(true);
    expect(storedMute(store)).toBe(true);
    setTalkMuted(false, store);
    expect(storedMute(store)).toBe(false);
    expect(storedMute({ getItem: () => { throw new Error('denied'); } })).toBe(false);
  });
});
