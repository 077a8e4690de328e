/**
 * Pieces both game tables share (the "How to play" and "Symbols" dialogs are in help-dialog.tsx,
 * loaded with them): the card inspector
 * (a card's full text, and why it cannot be chosen now, on hover and on tap), and the small
 * bookkeeping behind the table's motion (what is new since the last render, what changed by how
 * much). Legality is never decided here: a reason shown is the engine's (`whyNot`).
 */
import type { ComponentChildren, TargetedPointerEvent } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Json } from '../../crypto/canonical.js';
import { nameSeats } from '../names.js';
import type { TableProps } from './table-props.js';
import './tables.css';
import './seats.css';

/** What the inspector shows: a card drawn large (the game draws it), its text, and a reason it is not allowed now. */
export interface Inspected {
  readonly key: string;
  readonly card: ComponentChildren;
  readonly reason?: string | null;
  /** Opened by a tap (stays until closed) rather than by the pointer resting on a card. */
  readonly pinned?: boolean;
}

/** What a card puts on itself so that pointing at it (with a mouse: a tap is not a hover) shows its details. */
export interface HoverHandlers {
  readonly onPointerEnter: (e: TargetedPointerEvent<HTMLElement>) => void;
  readonly onPointerLeave: () => void;
}

/** What the table lets a card do: show its details while pointed at, or pinned by a tap. */
export interface Look {
  readonly hover: (x: Omit<Inspected, 'pinned'>) => HoverHandlers;
  readonly toggle: (x: Omit<Inspected, 'pinned'>) => void;
}

/**
 * The inspector's state and the handlers a card puts on itself. A card's details opened by a tap
 * close on a tap anywhere else (picking a card, the board: issue 29), or on a second tap on the
 * same card's "i" (that tap closed them as it went down: the click that follows leaves them shut).
 */
export function useInspector() {
  const [shown, setShown] = useState<Inspected | null>(null);
  const closedBy = useRef<{ key: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown?.pinned) return undefined;
    const down = (e: PointerEvent) => {
      if (e.target instanceof Element && e.target.closest('.fd-inspector')) return;
      closedBy.current = { key: shown.key, at: performance.now() };
      setShown(null);
    };
    document.addEventListener('pointerdown', down, true);
    return () => document.removeEventListener('pointerdown', down, true);
  }, [shown]);
  const props = (x: Omit<Inspected, 'pinned'>): HoverHandlers => ({
    onPointerEnter: (e) => { if (e.pointerType === 'mouse' && !e.buttons) setShown((s) => (s?.pinned ? s : x)); },
    onPointerLeave: () => setShown((s) => (s?.pinned || s?.key !== x.key ? s : null)),
  });
  return {
    shown,
    /** Hover handlers for any card. */
    hover: props,
    /** Open (or close, on a second tap) the inspector for a card. */
    toggle: (x: Omit<Inspected, 'pinned'>) => {
      const c = closedBy.current;
      closedBy.current = null;
      if (c && c.key === x.key && performance.now() - c.at < 1_000) return;
      setShown((s) => (s?.pinned && s.key === x.key ? null : { ...x, pinned: true }));
    },
    close: () => setShown(null),
  };
}

/**
 * Where the inspector stands on a phone: above the hand fixed to the bottom of the screen (never
 * over its prompt and choices), below the match's sticky head, scrolling within if it is taller.
 */
function placeAbove(el: HTMLElement | null): void {
  if (!el) return;
  const tray = document.querySelector('.fd-tray');
  const fixed = tray && getComputedStyle(tray).position === 'fixed' ? tray.getBoundingClientRect() : null;
  const head = document.querySelector('.match-head');
  const top = head && getComputedStyle(head).position === 'sticky' ? Math.max(0, head.getBoundingClientRect().bottom) : 0;
  el.style.bottom = fixed ? `${Math.round(innerHeight - fixed.top + 8)}px` : '';
  el.style.maxHeight = fixed ? `${Math.max(120, Math.round(fixed.top - top - 16))}px` : '';
}

/** The inspector panel: fixed at the bottom of the screen, out of the way of the table. */
export function Inspector({ shown, close }: { shown: Inspected | null; close: () => void }) {
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => placeAbove(box.current));
  useEffect(() => {
    if (!shown?.pinned) return undefined;
    const esc = (e: KeyboardEvent) => { if (e.key === 'Escape') close(); };
    addEventListener('keydown', esc);
    return () => removeEventListener('keydown', esc);
  }, [shown, close]);
  if (!shown) return null;
  return (
    <aside class={`fd-inspector${shown.pinned ? ' pinned' : ''}`} aria-label="Card details" aria-live="polite" ref={box}>
      <div class="fd-inspector-card">{shown.card}</div>
      {shown.reason && <p class="fd-reason" role="note"><strong>Not now:</strong> {shown.reason}</p>}
      {shown.pinned && <button type="button" class="fd-close" aria-label="Close the card details" onClick={close}>✕</button>}
    </aside>
  );
}

/** Why a value may not be chosen now, in the engine's words with players' names; null when nothing is asked (or it may). */
export function reasonFor(p: Pick<TableProps, 'awaiting' | 'whyNot' | 'names'>, value: Json | null): string | null {
  if (!p.awaiting || value === null) return null;
  const why = p.whyNot(value);
  return why === null ? null : nameSeats(p.names, why);
}

/** A name with a long word is set smaller, so that no word is ever broken. */
export const longName = (name: string): boolean => name.split(' ').some((w) => w.length >= 10);

/** A small "i" button beside a card that is itself a choice (tapping the card plays it; this shows it). */
export const InfoButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <button type="button" class="fd-info" aria-label={`About ${name}`} onClick={onClick}>i</button>
);

/**
 * Keys that appeared since the previous render (none on the first render, so a reload does not
 * replay every animation). The table gives them an entry animation.
 */
export function useFresh(keys: readonly string[]): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const before = seen.current;
  const fresh = new Set(before ? keys.filter((k) => !before.has(k)) : []);
  useEffect(() => { seen.current = new Set([...(seen.current ?? []), ...keys]); });
  return fresh;
}

/** The change of a number since it last changed, shown for a moment ("−4", "+2"), keyed so it replays. */
export function useDelta(value: number): { readonly delta: number; readonly at: number } | null {
  const prev = useRef<number | null>(null);
  const last = useRef<{ delta: number; at: number } | null>(null);
  if (prev.current !== null && prev.current !== value) last.current = { delta: value - prev.current, at: (last.current?.at ?? 0) + 1 };
  prev.current = value;
  return last.current;
}

/** Where cards just chosen were on the screen, by key: where a card's travel to the table starts. */
const origins = new Map<string, { rect: DOMRect; at: number }>();

/** A card leaves `from` (a hand card just chosen): the element that lands under `key` travels from there. */
export function launch(key: string, from: Element | null | undefined): void {
  const now = Date.now();
  for (const [k, o] of origins) if (now - o.at > 4_000) origins.delete(k);
  if (from) origins.set(key, { rect: from.getBoundingClientRect(), at: now });
}

/**
 * A ref for an element that may land a card launched under `key`: on mount it travels from where
 * the card left (once), unless the player asked for reduced motion.
 */
export function landing(key: string | null | undefined) {
  return (el: HTMLElement | null): void => {
    const from = key ? origins.get(key) : undefined;
    if (!el || !key || !from) return;
    origins.delete(key);
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const to = el.getBoundingClientRect();
    const dx = from.rect.left + from.rect.width / 2 - (to.left + to.width / 2);
    const dy = from.rect.top + from.rect.height / 2 - (to.top + to.height / 2);
    const scale = from.rect.width / Math.max(1, to.width);
    el.animate?.([{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: 'none' }], { duration: 450, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' });
  };
}

/** A floating "+2" / "−4" that plays once when the number changes. */
export function Delta({ value, unit }: { value: number; unit: string }) {
  const d = useDelta(value);
  if (!d || d.delta === 0) return null;
  return <span key={d.at} class={`fd-delta ${d.delta > 0 ? 'up' : 'down'}`} aria-hidden="true">{d.delta > 0 ? `+${d.delta}` : `−${-d.delta}`} {unit}</span>;
}

/**
 * On a phone, the hand fixed to the bottom of the screen folds to its prompt and choices (the
 * cards hidden), so that the board above stays in view; a tap unfolds it. Drawn only on phones.
 */
export function FoldButton({ folded, onToggle }: { folded: boolean; onToggle: () => void }) {
  return (
    <button type="button" class="fd-fold" aria-expanded={!folded} onClick={onToggle}>
      {folded ? 'Show cards' : 'Hide cards'}
    </button>
  );
}

/** Whose move it is (whose-move.ts: the engine's request in words), as a tag before a prompt or in a bar. */
export const WhoseTag = ({ whose }: { whose: { readonly text: string; readonly mine: boolean } }) => (
  <span class={`fd-whose${whose.mine ? ' mine' : ''}`}>{whose.text}</span>
);
