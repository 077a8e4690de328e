/** Arackuan card names on a phone's battlefield: whole, breakable inside a long word (a soft hyphen), never cut. */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../src/engine/games/arackuan/cards/index.js';
import { breakable } from '../../src/ui/games/arackuan/look.js';

describe('breakable', () => {
  it('keeps every card name whole: only soft hyphens are added, inside words of 7 letters or more', () => {
    for (const c of ALL_CARDS) {
      const b = breakable(c.name);
      expect(b.replaceAll('\u00AD', ''), c.id).toBe(c.name);
      for (const w of b.split(' ')) {
        const parts = w.split('\u00AD');
        if (parts.length > 1) {
          expect(w.replaceAll('\u00AD', '').length, c.id).toBeGreaterThanOrEqual(7);
          expect((parts[0] as string).length, c.id).toBeGreaterThanOrEqual(3);
          expect((parts[parts.length - 1] as string).length, c.id).toBeGreaterThanOrEqual(2);
        }
      }
    }
    expect(breakable('Grey Horseman')).toBe('Grey Hor\u00ADs\u00ADe\u00ADm\u00ADan');
    expect(breakable('Drunk Knight')).toBe('Drunk Knight');
  });
});
