/**
 * The impostor warning on the table (match-identity.ts): "This is not the Bob you played on
 * 3 November", shown as soon as the match opens, before the first move, until the player plays on.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { MatchController } from '../match/controller.js';
import { matchIdentityOf } from './match-identity.js';
import { leaveToLobby } from '../match/leave.js';

/** "3 November" this year, "3 November 2025" before. */
export function dayWords(ms: number, now = Date.now()): string {
  const d = new Date(ms);
  const year = d.getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' as const };
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', ...year });
}

export function ImpostorPanel({ c }: { c: MatchController }) {
  const mi = matchIdentityOf(c);
  const open = c.step.value >= 0;
  useEffect(() => { if (open) mi.opened(); }, [open, mi]);
  const warnings = mi.warnings.value;
  const ref = useRef<HTMLDialogElement>(null);
  // Modal: the table waits behind it until the player has read it (Esc counts as playing on).
  useEffect(() => { if (warnings.length && !ref.current?.open) ref.current?.showModal(); }, [warnings.length]);
  if (!warnings.length) return null;
  const first = warnings[0]?.known;
  return (
    <dialog ref={ref} class="fd-dialog impostor" role="alertdialog" aria-labelledby="impostor-head" aria-describedby="impostor-text"
      onCancel={() => mi.dismiss()}>
      <div class="fd-dialog-body">
        <h2 id="impostor-head">Check who you are playing</h2>
        <div id="impostor-text">
          {warnings.map((w) => (
            <p key={w.known.pk}>
              <strong>This is not the {w.known.name} you played on {dayWords(w.known.last)}.</strong>
              {' '}“{w.name}” plays from a device this one has not met under that name. It may be {w.known.name} on a new
              device or after starting afresh, or someone else using the name.
            </p>
          ))}
          <p>Ask {warnings.length === 1 && first ? first.name : 'them'} another way (in person, by message) before you play on.</p>
        </div>
        <p class="actions">
          <button type="button" class="primary" onClick={() => { ref.current?.close(); mi.dismiss(); }}>Play on</button>{' '}
          <button type="button" onClick={() => { ref.current?.close(); leaveToLobby(c); }}>Leave the match</button>
        </p>
      </div>
    </dialog>
  );
}
