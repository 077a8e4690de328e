/**
 * The map: every hex of the placed tiles as an SVG hexagon (pointy-top) in its territory's colour,
 * beige neutral ground and blue water, tile borders a little thicker than territory borders, the
 * territories a player controls tinted and edged in that player's colour; gates, units and
 * face-down portals on top; what the table lit (from the engine) over the hexes; each territory's
 * name (the tiles' data) on its middle hex, under the lit marks and the pieces, left out when the
 * map is shown too small to read them. It pans and
 * zooms (zoom.ts) and fits a phone's width. A tap on a hex goes to `onHex`; the map decides nothing.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CcCard, CcState, HexId } from '../../../engine/games/clockwork-crusade/types.js';
import { territoryLabel } from '../../../engine/games/clockwork-crusade/tiles.js';
import { type Point, boundsOf, corner, edgesOf, fromPixel, hexId, hexPoints, neighbour, parseHex, tileCentre, tileFinder, toPixel, viewBox } from './geometry.js';
import { controllers, controllerOf, gateNumber, levelOf } from './facts.js';
import { hexFill, ownerMarks, seatColour, shortName, territoryColours, TYPE_WORDS } from './look.js';
import { GateMark, PortalBack, UnitToken } from './pieces.js';
import { usePanZoom } from './zoom.js';

/** What a hex is lit for. */
export type Mark = 'source' | 'selected' | 'move' | 'attack' | 'ability' | 'place' | 'choice' | 'ghost-arrow';

export const MARK_WORDS: Readonly<Record<Mark, string>> = {
  source: 'can act', selected: 'chosen', move: 'can move here', attack: 'can be attacked', ability: 'the ability can aim here',
  place: 'can be placed here', choice: 'can be chosen', 'ghost-arrow': 'the arrow would point here',
};

/** Marks that make a hex a choice: tapping it does something. */
const TAPS: readonly string[] = ['source', 'move', 'attack', 'ability', 'place', 'choice'];

/** A hex drawn as a preview (a tile not placed yet). */
export interface Ghost { readonly hex: HexId; readonly fill: string }

export interface MapProps {
  readonly s: CcState;
  readonly viewer: number;
  readonly names: readonly string[];
  readonly watching: boolean;
  readonly cardOf: (id: string) => CcCard | undefined;
  readonly marks: ReadonlyMap<HexId, readonly string[]>;
  readonly onHex: (h: HexId) => void;
  readonly ghost?: readonly Ghost[] | null;
  /** A hex to bring into view when it changes (the chosen unit), closer in on a big map. */
  readonly focus?: HexId | null;
}

interface Label { readonly name: string; readonly spots: readonly Point[] }

/** Each named territory's name and its hexes' centres, nearest the middle of the territory first (bigger territories first). */
function labelsOf(board: CcState['board']): Label[] {
  const byTerritory = new Map<string, Point[]>();
  for (const [h, b] of Object.entries(board)) {
    const a = b.territory === undefined ? null : parseHex(h);
    if (!a || b.territory === undefined) continue;
    byTerritory.set(b.territory, [...(byTerritory.get(b.territory) ?? []), toPixel(a)]);
  }
  const out: Label[] = [];
  for (const [t, pts] of byTerritory) {
    const name = territoryLabel(t);
    if (!name) continue;
    const mid = { x: pts.reduce((n, p) => n + p.x, 0) / pts.length, y: pts.reduce((n, p) => n + p.y, 0) / pts.length };
    const near = (p: Point) => (p.x - mid.x) ** 2 + (p.y - mid.y) ** 2;
    out.push({ name, spots: [...pts].sort((a, b) => near(a) - near(b)) });
  }
  return out.sort((a, b) => b.spots.length - a.spots.length);
}

/**
 * Where each label is written (its baseline's middle), at font size `size`: in the upper or the
 * lower half of one of its territory's middle hexes (clear of a lit hex's dot at the centre), the
 * first such place no label already written overlaps; a label with no free place is left out.
 */
function placeLabels(labels: readonly Label[], size: number): { name: string; x: number; y: number }[] {
  const boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const out: { name: string; x: number; y: number }[] = [];
  for (const l of labels) {
    const w = (l.name.length * 0.66 + 0.5) * size;
    const spot = l.spots.slice(0, 4).flatMap((c) => [{ x: c.x, y: c.y - 0.38 }, { x: c.x, y: c.y + 0.36 + 0.8 * size }]).find((p) => {
      const b = { x0: p.x - w / 2, x1: p.x + w / 2, y0: p.y - 0.85 * size, y1: p.y + 0.2 * size };
      return !boxes.some((o) => o.x0 < b.x1 && b.x0 < o.x1 && o.y0 < b.y1 && b.y0 < o.y1);
    });
    if (!spot) continue;
    boxes.push({ x0: spot.x - w / 2, x1: spot.x + w / 2, y0: spot.y - 0.85 * size, y1: spot.y + 0.2 * size });
    out.push({ name: l.name, ...spot });
  }
  return out;
}

/** A label's height on screen, in pixels; and the most of the map it may take (map units), beyond which labels are left out. */
const LABEL_PX = 11;
const LABEL_MAX = 0.75;

const whose = (p: Pick<MapProps, 'viewer' | 'names' | 'watching'>, seat: number): string =>
  seat === p.viewer && !p.watching ? 'Your' : `${p.names[seat] ?? `Player ${seat + 1}`}'s`;

export function CcMap(p: MapProps) {
  const { s } = p;
  const hexes = useMemo(() => Object.keys(s.board), [s.board]);
  const colours = useMemo(() => territoryColours(s.board), [s.board]);
  const tileOf = useMemo(() => tileFinder(new Map(s.placed.map((t, i) => [`${i}:${t.tile}`, tileCentre(t.at)]))), [s.placed]);
  const edges = useMemo(() => edgesOf(hexes, (h) => s.board[h]?.territory ?? s.board[h]?.terrain ?? '', tileOf), [hexes, tileOf]);
  const extra = [...(p.ghost ?? []).map((g) => g.hex), ...[...p.marks.keys()].filter((h) => !s.board[h])];
  const bounds = useMemo(() => boundsOf([...hexes, ...extra]), [hexes.length, extra.join(' ')]);
  const owned = controllers(s);
  const labels = useMemo(() => labelsOf(s.board), [s.board]);
  const mark = ownerMarks(p.names);
  const tap = (pt: Point) => { const a = fromPixel(pt); p.onHex(hexId(a.q, a.r)); };
  const pz = usePanZoom(bounds, `${hexes.length}:${extra.length > 0}`, tap);
  // A unit just chosen: into the middle, close enough to read its neighbours (about 11 hexes across).
  useEffect(() => {
    const a = p.focus ? parseHex(p.focus) : null;
    if (a) pz.focus(toPixel(a), 11 * Math.sqrt(3));
  }, [p.focus]);
  // Keyboard: arrows move a cursor hex over the map, Enter or Space taps it.
  const [cursor, setCursor] = useState<HexId | null>(null);
  const onKey = (e: KeyboardEvent) => {
    const dirs: Record<string, number> = { ArrowRight: 0, ArrowLeft: 3, ArrowDown: e.shiftKey ? 2 : 1, ArrowUp: e.shiftKey ? 4 : 5 };
    const here = cursor && parseHex(cursor) ? cursor : [...p.marks.keys()][0] ?? hexes[0] ?? null;
    if (!here) return;
    if (e.key in dirs) {
      e.preventDefault();
      const n = neighbour(parseHex(here) as { q: number; r: number }, dirs[e.key] as number);
      const id = hexId(n.q, n.r);
      setCursor(s.board[id] || p.marks.has(id) || (p.ghost ?? []).some((g) => g.hex === id) ? id : here);
    } else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); setCursor(here); p.onHex(here); }
  };

  // Inner edges of controlled territories, in the controller's colour.
  const rims: { a: Point; b: Point; colour: string }[] = [];
  for (const h of hexes) {
    const t = s.board[h]?.territory;
    const who = t === undefined ? undefined : owned.get(t);
    const a = parseHex(h);
    if (who === undefined || !a) continue;
    const c = toPixel(a);
    for (let i = 0; i < 6; i++) {
      const n = neighbour(a, i);
      if (s.board[hexId(n.q, n.r)]?.territory === t) continue;
      const pull = (q: Point): Point => ({ x: q.x + (c.x - q.x) * 0.1, y: q.y + (c.y - q.y) * 0.1 });
      rims.push({ a: pull(corner(c, i)), b: pull(corner(c, (i + 1) % 6)), colour: seatColour(who) });
    }
  }

  const centre = (h: HexId): Point | null => { const a = parseHex(h); return a ? toPixel(a) : null; };
  // Labels about LABEL_PX high on screen; none when that would take more than LABEL_MAX of a hex's height (zoomed far out).
  const labelSize = Math.round((LABEL_PX / Math.max(1e-6, pz.scale())) * 50) / 50;
  const written = useMemo(() => (labelSize <= LABEL_MAX ? placeLabels(labels, labelSize) : []), [labels, labelSize]);
  return (
    <div class="cc-map" ref={pz.frame} tabIndex={0} onKeyDown={onKey} onBlur={() => setCursor(null)}
      aria-label="The map: drag to move it, pinch or wheel to zoom; with the keyboard, arrows move a cursor (Shift for the other diagonal) and Enter chooses">
      <svg class="cc-svg" viewBox={viewBox(pz.view)} preserveAspectRatio="xMidYMid meet" role="img" aria-label="The map">
        <g class="cc-hexes">
          {hexes.map((h) => {
            const c = centre(h);
            const b = s.board[h];
            if (!c || !b) return null;
            const who = b.territory === undefined ? undefined : owned.get(b.territory);
            return (
              <g key={h}>
                <polygon points={hexPoints(c)} fill={hexFill(b, colours)} class={`cc-hex ${b.terrain}`} />
                {who !== undefined && <polygon points={hexPoints(c)} fill={seatColour(who)} opacity={0.2} />}
                {b.terrain === 'water' && <path d={`M ${c.x - 0.45} ${c.y} q 0.15 -0.15 0.3 0 t 0.3 0 t 0.3 0`} class="cc-wave" />}
              </g>
            );
          })}
        </g>
        {(p.ghost ?? []).map((g) => { const c = centre(g.hex); return c && <polygon key={`g${g.hex}`} points={hexPoints(c, 0.97)} fill={g.fill} class="cc-ghost" />; })}
        <g class="cc-edges">
          {edges.map((e, i) => <line key={i} x1={e.a.x} y1={e.a.y} x2={e.b.x} y2={e.b.y} class={`cc-edge ${e.kind}`} />)}
          {rims.map((e, i) => <line key={`r${i}`} x1={e.a.x} y1={e.a.y} x2={e.b.x} y2={e.b.y} stroke={e.colour} class="cc-rim" />)}
        </g>
        {written.length > 0 && (
          <g class="cc-labels" aria-hidden="true" font-size={labelSize}>
            {written.map((l) => <text key={l.name} x={l.x} y={l.y} class="cc-label" stroke-width={labelSize * 0.28}>{l.name}</text>)}
          </g>
        )}
        <g class="cc-marks">
          {[...p.marks].map(([h, ms]) => {
            const c = centre(h);
            const dot = ms.includes('move') || ms.includes('place') ? 'cc-dot' : ms.includes('choice') ? 'cc-dot choice' : null;
            return c && (
              <g key={`m${h}`}>
                <polygon points={hexPoints(c, 0.86)} class={`cc-mark ${ms.map((m) => `m-${m}`).join(' ')}${ms.some((m) => TAPS.includes(m)) ? ' choice' : ''}`} data-hex={h} />
                {dot && <circle cx={c.x} cy={c.y} r={0.26} class={dot} />}
              </g>
            );
          })}
        </g>
        <g class="cc-things">
          {s.gates.map((g) => {
            const c = centre(g.hex);
            const to = centre(g.arrow);
            return c && to && (
              <g key={g.id} class="cc-gate" data-hex={g.hex} data-mine={String(g.owner === p.viewer && !p.watching)}><title>{`${whose(p, g.owner)} gate ${gateNumber(s, g.id)} (defence ${g.fortified ?? 9})`}</title>
                <GateMark c={c} to={to} colour={seatColour(g.owner)} fortified={g.fortified} number={gateNumber(s, g.id)} owner={mark[g.owner] ?? ''} /></g>
            );
          })}
          {s.units.map((u) => {
            const c = centre(u.hex);
            if (!c) return null;
            const card = u.card ? p.cardOf(u.card) : undefined;
            if (u.faceDown) {
              const label = card ? shortName(card.name) : null;
              return <g key={u.id} class="cc-portal" data-hex={u.hex} data-mine={String(u.owner === p.viewer && !p.watching)}><title>{`${whose(p, u.owner)} portal${card ? ` (${card.name})` : ''}: it comes into play at ${u.owner === p.viewer && !p.watching ? 'your' : 'their'} next turn`}</title><PortalBack c={c} colour={seatColour(u.owner)} label={label} owner={mark[u.owner] ?? ''} /></g>;
            }
            const type = card?.kind === 'unit' ? card.type : null;
            const level = levelOf(s, u);
            const ctrl = controllerOf(u);
            return (
              <g key={u.id} class="cc-piece" data-hex={u.hex} data-mine={String(ctrl === p.viewer && !p.watching)}>
                <title>{`${whose(p, u.owner)} ${card?.name ?? 'unit'}${type ? ` (${TYPE_WORDS[type]})` : ''}${level ? `, level ${level}.0` : ''}${ctrl !== u.owner ? `, controlled by ${p.names[ctrl] ?? 'another player'} this turn` : ''}`}</title>
                <UnitToken c={c} look={{ colour: seatColour(u.owner), type, label: card ? shortName(card.name) : '?', level, spent: !!u.spent, corrupted: ctrl !== u.owner ? seatColour(ctrl) : null, owner: mark[u.owner] ?? '' }} />
              </g>
            );
          })}
        </g>
        {cursor && centre(cursor) && <polygon points={hexPoints(centre(cursor) as Point, 0.96)} class="cc-cursor" />}
        <g class="cc-marks-top">
          {[...p.marks].filter(([, ms]) => ms.includes('selected') || ms.includes('attack')).map(([h, ms]) => {
            const c = centre(h);
            return c && <polygon key={`t${h}`} points={hexPoints(c, 0.93)} class={`cc-mark-top ${ms.map((m) => `m-${m}`).join(' ')}`} data-hex={h} />;
          })}
        </g>
      </svg>
      <div class="cc-zoom" role="group" aria-label="Zoom the map">
        <button type="button" aria-label="Zoom in" onClick={() => pz.zoom(1.4)}>+</button>
        <button type="button" aria-label="Zoom out" onClick={() => pz.zoom(1 / 1.4)}>−</button>
        <button type="button" aria-label="Show the whole map" onClick={pz.fit}>⤢</button>
      </div>
    </div>
  );
}
