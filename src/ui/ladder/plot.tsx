/**
 * A player's rating after each match that counts, as an SVG line over time (x: the match's date,
 * y: the rating), with labelled axes, and the same values as a table for anyone who cannot see it.
 */
import type { Point } from '../../protocol/ladder/ladder.js';
import { changeText, ratingText, utcText } from '../../protocol/ladder/table-text.js';

const W = 640, H = 260;
const M = { left: 62, right: 18, top: 16, bottom: 56 };

/** A step for about four gridlines over `span` (at least 1): 1, 2 or 5 times a power of ten. */
export function tickStep(span: number): number {
  const raw = Math.max(span, 1) / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].map((k) => k * p).find((s) => s >= raw)) ?? 10 * p;
}

export interface Geometry {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
}

/** Where each point goes, and the rating gridlines: 0 always in view, the dates spread over the width. */
export function geometry(points: readonly Point[]): Geometry {
  const ratings = points.map((p) => p.rating);
  const lo0 = Math.min(0, ...ratings), hi0 = Math.max(0, ...ratings);
  const step = tickStep(hi0 - lo0);
  const lo = Math.floor(lo0 / step) * step, hi = Math.max(Math.ceil(hi0 / step) * step, lo + step);
  const t0 = Math.min(...points.map((p) => p.at)), t1 = Math.max(...points.map((p) => p.at));
  const plotW = W - M.left - M.right, plotH = H - M.top - M.bottom;
  const x = (at: number): number => M.left + (t1 === t0 ? plotW / 2 : ((at - t0) / (t1 - t0)) * plotW);
  const y = (r: number): number => M.top + (1 - (r - lo) / (hi - lo)) * plotH;
  const ticks: { value: number; y: number }[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push({ value: Math.abs(v) < step / 1e6 ? 0 : v, y: y(v) });
  return { xs: points.map((p) => x(p.at)), ys: ratings.map(y), ticks };
}

const day = (at: number): string => utcText(at).slice(0, 10);

export function RatingPlot({ name, points }: { name: string; points: readonly Point[] }) {
  if (!points.length) return null;
  const g = geometry(points);
  const first = points[0] as Point, last = points[points.length - 1] as Point;
  const summary = `${name}'s rating after each of ${points.length} ${points.length === 1 ? 'match' : 'matches'}, from ${day(first.at)} to ${day(last.at)}: `
    + `${ratingText(first.rating)} after the first, ${ratingText(last.rating)} now.`;
  const path = g.xs.map((x, i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${(g.ys[i] ?? 0).toFixed(1)}`).join(' ');
  const x0 = M.left, x1 = W - M.right, yBase = H - M.bottom;
  return (
    <figure class="ladder-plot">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="ladder-plot-title ladder-plot-desc" preserveAspectRatio="xMidYMid meet">
        <title id="ladder-plot-title">{name}'s rating over time</title>
        <desc id="ladder-plot-desc">{summary}</desc>
        {g.ticks.map((t) => (
          <g key={t.value} class={t.value === 0 ? 'zero' : ''}>
            <line x1={x0} x2={x1} y1={t.y} y2={t.y} class="grid" />
            <text x={x0 - 6} y={t.y} dominant-baseline="middle" text-anchor="end">{ratingText(t.value)}</text>
          </g>
        ))}
        <line x1={x0} x2={x1} y1={yBase} y2={yBase} class="axis" />
        <text x={x0} y={yBase + 22} text-anchor="start">{day(first.at)}</text>
        {last.at !== first.at && <text x={x1} y={yBase + 22} text-anchor="end">{day(last.at)}</text>}
        <text x={(x0 + x1) / 2} y={H - 6} text-anchor="middle" class="label">Date of the match</text>
        <text x={16} y={(M.top + yBase) / 2} text-anchor="middle" class="label" transform={`rotate(-90 16 ${(M.top + yBase) / 2})`}>Rating</text>
        <path d={path} class="line" />
        {g.xs.map((x, i) => <circle key={i} cx={x} cy={g.ys[i]} r={4} class="dot" />)}
      </svg>
      <figcaption>{summary}</figcaption>
      <details>
        <summary>The values, match by match</summary>
        <table class="ladder-values">
          <thead><tr><th scope="col">Date</th><th scope="col">Place</th><th scope="col">Rating</th><th scope="col">Change</th><th scope="col">μ</th><th scope="col">σ</th></tr></thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}><td>{utcText(p.at)}</td><td>{p.place}</td><td>{ratingText(p.rating)}</td><td>{changeText(p.rating - p.before)}</td><td>{p.mu.toFixed(2)}</td><td>{p.sigma.toFixed(2)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
