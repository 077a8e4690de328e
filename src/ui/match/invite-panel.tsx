/** The host's invitation: the join link to copy or scan. Loaded with the lobby's prefetch, or when shown (and with a waiting room). */
import { signal } from '@preact/signals';
import type { MatchController } from './controller.js';
import { GAME_UIS } from '../games/catalog.js';
import { joinLink } from './links.js';
import { CopyButton } from './copy-button.js';

/** The QR code renderer loads only when a host shows an invitation. */
const qrSvg = signal<Readonly<Record<string, string>>>({});
function qrFor(link: string): string | null {
  const done = qrSvg.value[link];
  if (done !== undefined) return done;
  void import('uqr').then(({ renderSVG }) => { qrSvg.value = { ...qrSvg.value, [link]: renderSVG(link, { border: 2 }) }; });
  return null;
}

export function InvitePanel({ c }: { c: MatchController }) {
  const r = c.record;
  if (r.mode !== 'online' || r.seat !== 0 || r.seats > 2 || c.status.value.kind !== 'hello' || !r.hostId) return null;
  const host = c.helloNames.value[0] ?? r.name;
  const link = joinLink(location.origin, r.hostId, r.game, r.signal, { host, ...variantOf(r.game, r.options) });
  return (
    <section class="invite" aria-label="Invite">
      <h2>Invite the other player</h2>
      <p>Send them this link, or let them scan the code. The match starts when they open it.</p>
      <InviteLink link={link} />
    </section>
  );
}

/** A join link to copy or scan, for two seats (above) or several (the waiting room, room-page.tsx). */
export function InviteLink({ link }: { link: string }) {
  const qr = qrFor(link);
  return (
    <>
      <div class="link-row">
        <input readOnly value={link} aria-label="Join link" class="join-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <CopyButton text={link} />
      </div>
      {qr !== null && <div class="qr" dangerouslySetInnerHTML={{ __html: qr }} aria-label="QR code of the join link" role="img" />}
      {/^(localhost|127\.)/.test(location.hostname) && (
        <p class="note">This page is open on {location.hostname}: another device needs one of the LAN addresses
          that <code>npm start</code> printed.</p>
      )}
    </>
  );
}

/** The lobby variant whose options these are, for the join page to name. */
function variantOf(game: string, options: unknown): { variant?: number } {
  const entry = GAME_UIS.find((g) => g.id === game);
  const i = entry ? entry.variants.findIndex((v) => JSON.stringify(v.options) === JSON.stringify(options)) : -1;
  return i >= 0 ? { variant: i } : {};
}
