/**
 * The guide beside the map: the setup's or the turn's parts, numbered, the current one marked,
 * and a sentence on what to do now (guide-words.ts). Folded away with its summary; open by default
 * in a player's first Clockwork Crusade match on this device (a flag in localStorage, set when the
 * first match's table opens: later matches start folded, the player can open it any time).
 */
import { useState } from 'preact/hooks';
import type { Guide } from './guide-words.js';

const KEY = 'facedown.clockwork.guided';

/** Whether this device has had a Clockwork Crusade match before; marks it as having had one. */
function firstMatch(): boolean {
  try {
    if (localStorage.getItem(KEY)) return false;
    localStorage.setItem(KEY, '1');
    return true;
  } catch {
    return true;
  }
}

/** Read once per table: the whole match keeps the first answer. */
export function useFirstMatch(): boolean {
  const [first] = useState(firstMatch);
  return first;
}

/** `echo`: the tray under the map says what to do already (a phone hides the guide's own sentence then). */
export function GuideBox({ g, open, echo }: { g: Guide; open: boolean; echo: boolean }) {
  const [shown, setShown] = useState(open);
  return (
    <details class="cc-guide" open={shown} onToggle={(e) => setShown((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{g.heading}</summary>
      <p class={`cc-guide-now${echo ? ' echo' : ''}`}>{g.now}</p>
      <ol class="cc-guide-parts">
        {g.parts.map((p, i) => (
          <li key={p.title} class={i === g.current ? 'now' : i < g.current ? 'done' : ''} aria-current={i === g.current ? 'step' : undefined}>
            <strong>{p.title}</strong>
            {i === g.current && <span class="cc-guide-text"> {p.text}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
