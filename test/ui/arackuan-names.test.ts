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
    expect(breakable('Drunk Knight')).toBe('Drunk Knight');
  });

  it('breaks a long word between its syllables, not inside them (a phone showed "Hors-eman", "Phala-nx", "Inf-antry-man")', () => {
    const shown = (n: string) => breakable(n).replaceAll('\u00AD', '-');
    expect(shown('Grey Horseman')).toBe('Grey Hor-se-man');
    expect(shown('Phalanx')).toBe('Pha-lanx');
    expect(shown('Infantryman')).toBe('Infan-try-man');
    expect(shown('Frozen Lightning')).toBe('Frozen Light-ning');
    expect(shown('Scuttle Jaw')).toBe('Scut-tle Jaw');
    expect(shown('Unstable Hydra')).toBe('Unsta-ble Hydra');
    expect(shown('One-Eyed Hog')).toBe('One-Eyed Hog');
    // never inside a pair read as one sound
    for (const c of ALL_CARDS) expect(shown(c.name), c.id).not.toMatch(/c-h|s-h|t-h|p-h|c-k|g-h|q-u/i);
  });
});
