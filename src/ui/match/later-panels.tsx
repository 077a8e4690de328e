/**
 * The panels a match shows only later or to some players (the host's invitation, a stopped match,
 * the end, the Details, a player away): their code loads when they are shown, and when the browser is idle after
 * the table shows (prefetchPanels), not on the way to the first table. Until it arrives each shows
 * a plain stand-in.
 */
import type { MatchController } from './controller.js';
import type { GameUi } from '../games/types.js';
import { later, prefetchWhenIdle } from '../later.js';

const invite = later(() => import('./invite-panel.js').then((m) => m.InvitePanel));
const stopped = later(() => import('./stopped-panel.js').then((m) => m.StoppedPanel));
const end = later(() => import('./end-panel.js').then((m) => m.EndPanel));
const details = later(() => import('./details-body.js').then((m) => m.DetailsBody));
const watch = later(() => import('./watch-invite.js').then((m) => m.WatchInvite));
const away = later(() => import('./away-panels.js'));
const direct = later(() => import('./direct-panel.js').then((m) => m.DirectPanel));
const impostor = later(() => import('../identity/impostor-panel.js').then((m) => m.ImpostorPanel));

/** For the table once it shows (with the game's words for the end). */
export const prefetchPanels = (ui: GameUi | undefined): void => prefetchWhenIdle(stopped, end, details, away, ...(ui?.ending ? [ui.ending] : []));
/** For the lobby's prefetch: a host's match page opens on the invitation, and a solo match must end with no network. */
export const loadAll = (): Promise<unknown> => Promise.all([invite, stopped, end, details, away].map((x) => x.load()));

const ask = (x: { load: () => Promise<unknown> }): void => { x.load().catch(() => undefined); };

export function InvitePanel({ c }: { c: MatchController }) {
  const r = c.record;
  if (r.mode !== 'online' || r.seat !== 0 || c.status.value.kind !== 'hello' || !r.hostId) return null;
  const P = invite.value.value;
  if (P) return <P c={c} />;
  ask(invite);
  return <section class="invite" aria-label="Invite" aria-busy="true"><h2>Invite the other player</h2><p>Preparing the link…</p></section>;
}

/**
 * Who the others are (identity/impostor-panel.tsx): once a match between people has opened, a known
 * name under an identity this device has not met under it is warned about before the first move.
 */
export function ImpostorPanel({ c }: { c: MatchController }) {
  if (c.record.mode === 'offline' || c.step.value < 0) return null;
  const P = impostor.value.value;
  if (P) return <P c={c} />;
  ask(impostor);
  return null;
}

/** A match without a server: the codes its players exchange while their link is down (direct-panel.tsx). */
export function DirectPanel({ c }: { c: MatchController }) {
  if (!c.direct) return null;
  const P = direct.value.value;
  if (P) return <P c={c} />;
  ask(direct);
  return null;
}

export function StoppedPanel({ c }: { c: MatchController }) {
  const st = c.status.value;
  if (st.kind !== 'stopped' && st.kind !== 'refused') return null;
  const P = stopped.value.value;
  if (P) return <P c={c} />;
  ask(stopped);
  return <section class="stopped" role="alert" aria-busy="true"><h2>The match has stopped</h2></section>;
}

/** The end panel shows once its code and the game's sentence for the end are both here, so the words and the verdict appear together. */
export function EndPanel({ c, ui }: { c: MatchController; ui: GameUi | undefined }) {
  if (c.status.value.kind !== 'over') return null;
  const P = end.value.value;
  const words = ui?.ending;
  if (P && (!words || words.value.value)) return <P c={c} ui={ui} />;
  ask(end);
  if (words) ask(words);
  return <section class="end" aria-label="Result" aria-busy="true"><h2>The match is over</h2></section>;
}

/** Another player is away, or can be claimed against: who, the match so far, and the claim (away-panels.tsx). */
export function AwayPanel({ c }: { c: MatchController }) {
  if (c.status.value.kind !== 'playing' || (!c.away.value.length && !c.claimable.value.length)) return null;
  const P = away.value.value?.AwayPanel;
  if (P) return <P c={c} />;
  ask(away);
  return null;
}

/** Resigning, and (between people) leaving without resigning, while a match is under way (away-panels.tsx). */
export function LeavePanel({ c }: { c: MatchController }) {
  if (c.status.value.kind !== 'playing') return null;
  const P = away.value.value?.LeavePanel;
  if (P) return <P c={c} />;
  ask(away);
  return null;
}

/** What another page told us (away-panels.tsx). */
export function NoticePanel({ c }: { c: MatchController }) {
  const st = c.status.value;
  if (!c.notice.value || st.kind === 'over' || st.kind === 'stopped') return null;
  const P = away.value.value?.NoticePanel;
  if (P) return <P c={c} />;
  ask(away);
  return null;
}

/** Collapsed until opened; its contents load when opened (if the idle prefetch has not brought them). */
export function DetailsPanel({ c }: { c: MatchController }) {
  const Body = details.value.value;
  return (
    <details class="details" onToggle={(e) => { if ((e.currentTarget as HTMLDetailsElement).open) ask(details); }}>
      <summary>Details</summary>
      {Body ? <Body c={c} /> : <p>Loading…</p>}
    </details>
  );
}

/** "Let others watch": the watch link, for an online match; its contents load when opened. */
export function WatchPanel({ c }: { c: MatchController }) {
  if (c.record.mode !== 'online' || !c.record.hostId) return null;
  const Body = watch.value.value;
  return (
    <details class="watch-invite" onToggle={(e) => { if ((e.currentTarget as HTMLDetailsElement).open) ask(watch); }}>
      <summary>Let others watch</summary>
      {Body ? <Body c={c} /> : <p>Loading…</p>}
    </details>
  );
}
