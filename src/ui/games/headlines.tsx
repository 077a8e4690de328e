/**
 * Every player's headline number in the match's sticky head ("Alice Influence 12"), for two to
 * six players. From three players on, a phone shows the label once (the first entry) and keeps
 * it for assistive technology on the others, so that six players fit in two short lines; an
 * entry never wraps inside itself.
 */
import { seatName } from '../names.js';
import type { Headline } from './types.js';

export function Headlines({ heads, names, me }: { heads: readonly Headline[]; names: readonly (string | null)[]; me: number }) {
  if (heads.length === 0) return null;
  return (
    <ul class={`headlines${heads.length > 2 ? ' many' : ''}`} aria-label="Scores">
      {heads.map((h) => (
        <li key={h.seat} class={h.seat === me ? 'me' : ''}>
          <span class="who">{seatName(names, h.seat)}</span> <span class="label">{h.label}</span> <strong>{h.value}</strong>
          {h.detail ? <span class="detail"> · {h.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}
