/**
 * After a choice, what to tap and what the rules ask stay on screen together (issue 29): the lit
 * targets are brought into the band between the match's sticky head and, on a phone, the hand
 * fixed to the bottom of the screen, with the prompt. The page moves as little as it can, and not
 * at all when they are in view already. Where things are is all this reads: what is lit is the
 * table's, from the engine.
 */

/** The hand fixed to the bottom of a phone's screen, if `e` is in it. */
const trayOf = (e: Element | null): Element | null => {
  const t = e?.closest('.fd-tray') ?? null;
  return t && getComputedStyle(t).position === 'fixed' ? t : null;
};

/**
 * The part of the window nothing covers: below the sticky head, above a hand fixed to the bottom.
 * The head's height is kept as --head-room too: what the browser scrolls into view (a focused
 * button) then lands below the head (styles.css: scroll-padding-top).
 */
function band(): { top: number; bottom: number } {
  const head = document.querySelector('.match-head');
  const top = head && getComputedStyle(head).position === 'sticky' ? head.getBoundingClientRect().bottom : 0;
  if (top) document.documentElement.style.setProperty('--head-room', `${Math.ceil(top)}px`);
  const tray = trayOf(document.querySelector('.fd-tray'));
  const bottom = tray ? Math.min(innerHeight, tray.getBoundingClientRect().top) : innerHeight;
  return { top: top + 6, bottom: bottom - 6 };
}

/**
 * Once the table has drawn them: scrolls the page so that the one of `targets` nearest the prompt
 * (and as many more as fit) and `prompt` are in view. A prompt in the phone's fixed hand is
 * scrolled into view within the hand; one that does not fit beside a target gives way, as the
 * target is what must be tapped.
 */
export function keepInView(targets: string, prompt?: string): void {
  requestAnimationFrame(() => {
    // What the phone's fixed hand holds is in view wherever the page is: the page scrolls for the rest only.
    const rects = [...document.querySelectorAll(targets)].filter((e) => !trayOf(e)).map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) return;
    const p = prompt ? document.querySelector(prompt) : null;
    const tray = trayOf(p);
    if (p && tray) {
      const r = p.getBoundingClientRect(), box = tray.getBoundingClientRect();
      if (r.top < box.top || r.bottom > box.bottom) tray.scrollTop += r.top - box.top - 8;
    }
    const said = p && !tray ? p.getBoundingClientRect() : null;
    const { top, bottom } = band();
    const mid = said ? (said.top + said.bottom) / 2 : (top + bottom) / 2;
    rects.sort((a, b) => Math.abs((a.top + a.bottom) / 2 - mid) - Math.abs((b.top + b.bottom) / 2 - mid));
    let lo = Infinity, hi = -Infinity;
    const take = (r: { top: number; bottom: number }, always = false) => {
      if (always || Math.max(hi, r.bottom) - Math.min(lo, r.top) <= bottom - top) { lo = Math.min(lo, r.top); hi = Math.max(hi, r.bottom); }
    };
    rects.forEach((r, i) => { take(r, i === 0); if (i === 0 && said) take(said); });
    if (lo >= top && hi <= bottom) return;
    const by = lo < top ? lo - top : Math.min(hi - bottom, lo - top);
    const smooth = typeof matchMedia === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollBy({ top: by, behavior: smooth ? 'smooth' : 'auto' });
  });
}
