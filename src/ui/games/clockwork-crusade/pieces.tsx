/**
 * What stands on the map, drawn in SVG at a hex's centre (map units: a hex has radius 1): a unit
 * in its owner's colour with its type's shape (Soldier a disc, Vehicle a rounded square, Building
 * a house) and its card's short name, the level badge (2.0, 3.0) when the owner's shown cards give
 * one; a face-down portal as a card back; a gate as a tower with its arrow to the arrow hex. Each
 * carries its owner's mark (initials), so the owner is never told by colour alone.
 */
import type { UnitType } from '../../../engine/games/clockwork-crusade/types.js';
import type { Point } from './geometry.js';

export interface UnitLook {
  readonly colour: string;
  readonly type: UnitType | null;
  readonly label: string;
  /** 2 or 3 when a level bonus applies, else 0. */
  readonly level: number;
  /** It has acted this turn (or may not act any more). */
  readonly spent: boolean;
  /** The colour of the player controlling it for now (Corrupt), else null. */
  readonly corrupted: string | null;
  /** The owner's mark (initials), beside the unit. */
  readonly owner: string;
}

/** The owner's mark on a piece: their initials in a white disc edged in their colour (colour is never the only sign of the owner). */
function OwnerMark({ at, colour, mark }: { at: Point; colour: string; mark: string }) {
  return (
    <g class="cc-owner">
      <circle cx={at.x} cy={at.y} r={0.24} fill="#fff" stroke={colour} stroke-width={0.07} />
      <text x={at.x} y={at.y + 0.08} font-size={mark.length > 1 ? 0.19 : 0.24}>{mark}</text>
    </g>
  );
}

function Shape({ type, c, colour, stroke, dash }: { type: UnitType | null; c: Point; colour: string; stroke: string; dash?: string }) {
  const common = { fill: colour, stroke, 'stroke-width': 0.09, 'stroke-dasharray': dash };
  if (type === 'vehicle') return <rect x={c.x - 0.56} y={c.y - 0.5} width={1.12} height={1} rx={0.22} {...common} />;
  if (type === 'building') {
    const p = [[-0.55, 0.5], [-0.55, -0.12], [0, -0.62], [0.55, -0.12], [0.55, 0.5]].map(([x, y]) => `${c.x + (x as number)},${c.y + (y as number)}`).join(' ');
    return <polygon points={p} {...common} />;
  }
  return <circle cx={c.x} cy={c.y} r={0.58} {...common} />;
}

export function UnitToken({ c, look }: { c: Point; look: UnitLook }) {
  return (
    <g class={`cc-unit${look.spent ? ' spent' : ''}`} aria-hidden="true">
      <Shape type={look.type} c={{ x: c.x, y: c.y + 0.04 }} colour="rgba(0,0,0,0.28)" stroke="none" />
      <Shape type={look.type} c={c} colour={look.colour} stroke={look.corrupted ?? '#fff'} dash={look.corrupted ? '0.18 0.1' : undefined} />
      <text x={c.x} y={c.y + (look.type === 'building' ? 0.18 : 0.13)} class="cc-unit-label" font-size={look.label.length > 3 ? 0.3 : 0.36}>{look.label}</text>
      <OwnerMark at={{ x: c.x - 0.52, y: c.y + 0.46 }} colour={look.colour} mark={look.owner} />
      {look.level > 1 && (
        <g class="cc-level">
          <circle cx={c.x + 0.52} cy={c.y - 0.5} r={0.27} />
          <text x={c.x + 0.52} y={c.y - 0.41} font-size={0.24}>{`${look.level}.0`}</text>
        </g>
      )}
    </g>
  );
}

/** A face-down portal: a card back edged in its owner's colour; a public card (Wall, Regenerate) shows its label. */
export function PortalBack({ c, colour, label, owner }: { c: Point; colour: string; label: string | null; owner: string }) {
  return (
    <g class="cc-portal" aria-hidden="true">
      <rect x={c.x - 0.42} y={c.y - 0.58} width={0.84} height={1.16} rx={0.1} fill="#3b3150" stroke={colour} stroke-width={0.12} />
      <rect x={c.x - 0.28} y={c.y - 0.44} width={0.56} height={0.88} rx={0.06} fill="none" stroke="#bfb2e0" stroke-width={0.04} />
      <text x={c.x} y={c.y + 0.12} class="cc-portal-label" font-size={label ? 0.26 : 0.42}>{label ?? '?'}</text>
      <OwnerMark at={{ x: c.x - 0.44, y: c.y + 0.52 }} colour={colour} mark={owner} />
    </g>
  );
}

/** A gate: a tower in its owner's colour, and an arrow on the edge toward the hex where portals come in. */
export function GateMark({ c, to, colour, fortified, number, owner }: { c: Point; to: Point; colour: string; fortified?: number; number?: number; owner: string }) {
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  // The arrow's tip sits just over the shared edge (0.87 from the centre), its base inside the gate's hex.
  const tip = { x: c.x + ux * 1.2, y: c.y + uy * 1.2 };
  const base = { x: c.x + ux * 0.6, y: c.y + uy * 0.6 };
  const side = { x: -uy * 0.36, y: ux * 0.36 };
  const arrow = `${tip.x},${tip.y} ${base.x + side.x},${base.y + side.y} ${base.x - side.x},${base.y - side.y}`;
  const tower = [[-0.45, 0.5], [-0.45, -0.45], [-0.27, -0.45], [-0.27, -0.3], [-0.09, -0.3], [-0.09, -0.45], [0.09, -0.45], [0.09, -0.3], [0.27, -0.3], [0.27, -0.45], [0.45, -0.45], [0.45, 0.5]]
    .map(([x, y]) => `${c.x + (x as number)},${c.y + (y as number)}`).join(' ');
  return (
    <g class="cc-gate" aria-hidden="true">
      <polygon points={arrow} fill={colour} stroke="#fff" stroke-width={0.08} stroke-linejoin="round" />
      <polygon points={tower} fill={colour} stroke="#fff" stroke-width={0.08} stroke-linejoin="round" />
      <path d={`M ${c.x - 0.18} ${c.y + 0.5} v -0.32 a 0.18 0.18 0 0 1 0.36 0 v 0.32 z`} fill="#1d1b18" opacity={0.75} />
      {number ? <text x={c.x} y={c.y - 0.02} class="cc-gate-number" font-size={0.3}>{number}</text> : null}
      {fortified !== undefined && (
        <g class="cc-fort"><circle cx={c.x - 0.5} cy={c.y - 0.5} r={0.26} /><text x={c.x - 0.5} y={c.y - 0.41} font-size={0.26}>{fortified}</text></g>
      )}
      <OwnerMark at={{ x: c.x - 0.5, y: c.y + 0.5 }} colour={colour} mark={owner} />
    </g>
  );
}
