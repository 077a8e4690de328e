/**
 * Pan and zoom for the map's SVG: drag with one pointer to pan, pinch with two to zoom, the wheel
 * to zoom about the pointer, and the +, − and fit buttons. A press that did not move is a tap: it
 * goes to `onTap` with the map point under it. All the view arithmetic is in geometry.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Point, type View, clampView, fitView, middle, panBy, reshape, spread, toMap, zoomAt } from './geometry.js';

/** Pixels a press may wander before it becomes a drag instead of a tap. */
const SLOP = 6;

export interface PanZoom {
  readonly view: View;
  readonly frame: (el: HTMLDivElement | null) => void;
  readonly zoom: (factor: number) => void;
  readonly fit: () => void;
  /** When the view shows more than `width` map units across: zoom in to that width about a map point. */
  readonly focus: (p: Point, width: number) => void;
  /** Screen pixels per map unit at the current view. */
  readonly scale: () => number;
}

export function usePanZoom(bounds: View, fitKey: string, onTap: (p: Point) => void): PanZoom {
  const el = useRef<HTMLDivElement | null>(null);
  const size = useRef({ w: 360, h: 300 });
  const [view, setView] = useState<View>(() => fitView(bounds, 1.2));
  const viewRef = useRef(view);
  viewRef.current = view;
  const tap = useRef(onTap);
  tap.current = onTap;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  const set = (v: View) => { viewRef.current = v; setView(v); };
  const fit = () => set(fitView(boundsRef.current, size.current.w / Math.max(1, size.current.h)));

  // A new map (a tile placed) fits the view again.
  useEffect(() => { fit(); }, [fitKey]);

  useEffect(() => {
    const node = el.current;
    if (!node) return undefined;
    const measure = () => {
      const r = node.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return;
      const first = size.current.w === 360 && size.current.h === 300;
      size.current = { w: r.width, h: r.height };
      set(first ? fitView(boundsRef.current, r.width / r.height) : reshape(viewRef.current, r.width / r.height));
    };
    measure();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    ro?.observe(node);
    const pointers = new Map<number, Point>();
    let moved = false;
    let start: Point | null = null;
    let pinch: { d: number } | null = null;
    const local = (e: PointerEvent | WheelEvent): Point => { const r = node.getBoundingClientRect(); return { x: e.clientX - r.left, y: e.clientY - r.top }; };
    const mapPoint = (p: Point) => toMap(viewRef.current, p.x, p.y, size.current.w, size.current.h);
    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      // The zoom buttons sit on the map: pressing one is not a tap on the hex under it.
      if ((e.target as Element | null)?.closest?.('button')) return;
      pointers.set(e.pointerId, local(e));
      if (pointers.size === 1) { moved = false; start = local(e); }
      if (pointers.size === 2) { const [a, b] = [...pointers.values()] as [Point, Point]; pinch = { d: spread(a, b) }; moved = true; }
    };
    const move = (e: PointerEvent) => {
      const before = pointers.get(e.pointerId);
      if (!before) return;
      const now = local(e);
      pointers.set(e.pointerId, now);
      if (pointers.size === 1) {
        if (!moved && start && spread(start, now) < SLOP) return;
        if (!moved) node.setPointerCapture?.(e.pointerId);
        moved = true;
        set(panBy(viewRef.current, now.x - before.x, now.y - before.y, size.current.w, boundsRef.current));
      } else if (pointers.size === 2 && pinch) {
        const [a, b] = [...pointers.values()] as [Point, Point];
        const d = spread(a, b);
        if (d > 0 && pinch.d > 0) set(zoomAt(viewRef.current, d / pinch.d, mapPoint(middle(a, b)), boundsRef.current));
        pinch = { d };
      }
    };
    const up = (e: PointerEvent) => {
      const had = pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (had && pointers.size === 0 && !moved && e.type === 'pointerup') tap.current(mapPoint(local(e)));
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      set(zoomAt(viewRef.current, Math.exp(-e.deltaY * 0.0015), mapPoint(local(e)), boundsRef.current));
    };
    node.addEventListener('pointerdown', down);
    node.addEventListener('pointermove', move);
    node.addEventListener('pointerup', up);
    node.addEventListener('pointercancel', up);
    node.addEventListener('wheel', wheel, { passive: false });
    return () => {
      ro?.disconnect();
      node.removeEventListener('pointerdown', down);
      node.removeEventListener('pointermove', move);
      node.removeEventListener('pointerup', up);
      node.removeEventListener('pointercancel', up);
      node.removeEventListener('wheel', wheel);
    };
  }, []);

  const zoom = (factor: number) => {
    const v = viewRef.current;
    set(zoomAt(v, factor, { x: v.x + v.w / 2, y: v.y + v.h / 2 }, boundsRef.current));
  };
  const focus = (p: Point, width: number) => {
    const v = viewRef.current;
    // Already close enough: leave the view where the player put it.
    if (v.w <= width) return;
    const w = width;
    const h = w * (v.h / v.w);
    set(clampView({ x: p.x - w / 2, y: p.y - h / 2, w, h }, boundsRef.current));
  };
  // The SVG keeps its aspect ratio ("meet"): the tighter of the two directions sets the scale.
  const scale = () => Math.min(size.current.w / Math.max(1e-6, view.w), size.current.h / Math.max(1e-6, view.h));
  return { view, frame: (n) => { el.current = n; }, zoom, fit, focus, scale };
}
