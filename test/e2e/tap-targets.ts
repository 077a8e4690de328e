/**
 * Tap targets on a phone (issue 29): every visible button, link, select, input and summary a
 * player taps is at least 44×44 CSS px. A radio button or checkbox inside its label is tapped
 * through the label, so the label is measured. A link inside a sentence of a paragraph is
 * exempt (WCAG 2.5.8's inline exception), as is anything visually hidden (1 px or less).
 */
import type { Page } from 'playwright-core';

export const MIN_TARGET = 44;

/** The targets smaller than `min` px either way, each described ("button.sound "Sound: on" 96×22"). */
export function smallTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate((least) => {
    const out: string[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll('button, a[href], select, input, textarea, summary')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || (el as HTMLInputElement).type === 'hidden') continue;
      // Tapped through its label.
      const target = (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && el.closest('label')) || el;
      if (seen.has(target)) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) continue;
      // A link in the flow of a sentence (its paragraph holds more words than the link).
      const para = el.tagName === 'A' ? el.closest('p, li') : null;
      if (para && (para.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 3 && getComputedStyle(el).display === 'inline') continue;
      if (r.width + 0.5 < least || r.height + 0.5 < least) {
        const cls = typeof target.className === 'string' && target.className ? `.${target.className.trim().split(/\s+/).join('.')}` : '';
        const text = ((target as HTMLElement).innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 30);
        out.push(`${target.tagName.toLowerCase()}${cls} "${text}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, min);
}

/** How far the page is wider than the window (0: nothing sticks out sideways). */
export const overflowX = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
