/** A stopped match: why, in words (who is at fault, and for what), and the evidence to download. Loaded when a match stops. */
import type { Rejection } from '../../protocol/machine/lockstep.js';
import type { MatchController } from './controller.js';
import { downloadJson } from './download.js';
import { seatName } from '../names.js';
import { KeptNote } from '../history/kept-note.js';

export function StoppedPanel({ c }: { c: MatchController }) {
  const st = c.status.value;
  if (st.kind !== 'stopped' && st.kind !== 'refused') return null;
  const why = st.kind === 'stopped' ? stopText(c, st.rejection) : st.reason;
  return (
    <section class="stopped" role="alert">
      <h2>The match has stopped</h2>
      <p>{why}</p>
      {st.kind === 'stopped' && <KeptNote c={c} words={why} />}
      {st.kind === 'stopped' && (
        <button type="button" onClick={() => downloadJson(`facedown-evidence-${c.record.key.slice(0, 8)}.json`, {
          format: 'facedown-evidence/1', rejection: st.rejection, transcript: st.evidence,
        })}>Download the evidence</button>
      )}
      <p><a href="#/">Back to the lobby</a></p>
    </section>
  );
}

/** Why the match stopped, in words: who is at fault, and for what. */
function stopText(c: MatchController, r: Rejection): string {
  const me = c.session.seat;
  const names = c.names.value;
  const who = r.seat === me ? 'You' : seatName(names, r.seat);
  if (r.proof) return `${who} cheated: they sent different players different versions of the same move. Both versions are in the evidence.`;
  const subject = who === 'You' ? 'This page' : who;
  // The protocol's own reason (step, commitment, signature…) is in the Details panel.
  if (/does not open its commitment/.test(r.reason)) return `${subject} broke the rules: the card they turned over is not the card they had played face down.`;
  if (/signature/.test(r.reason)) return `${subject} broke the rules: a move did not come from their page as it claims.`;
  return `${subject} broke the rules: they sent a move the game does not allow.`;
}
