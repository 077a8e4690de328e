/**
 * A match without a server, on the match page: the codes the two players pass to each other.
 * The host sends a link (with a QR code) and pastes the answer code the guest sends back; the
 * guest's page makes that answer code when the link is opened. After a drop or a reload the link
 * cannot come back by itself: the same exchange again, with new codes, and the match goes on.
 * Loaded with direct-kit.ts, only for such a match (later-panels.tsx).
 */
import { useState } from 'preact/hooks';
import type { MatchController } from './controller.js';
import type { DirectControl } from './direct-kit.js';
import { GAME_UIS } from '../games/catalog.js';
import { CopyButton } from './copy-button.js';
import { QrCode } from './qr-code.js';
import { directLink, pasted } from './direct-links.js';
import { ScanButton } from './qr-scan.js';

export function DirectPanel({ c }: { c: MatchController }) {
  const d = c.direct;
  const st = c.status.value.kind;
  const down = c.connection.value.state !== 'connected';
  // The link may look up while the other page is gone (a closed laptop): the heartbeat says so first.
  const away = c.present.value === false;
  if (!d || (st !== 'hello' && st !== 'playing') || (!down && !away)) return null;
  const other = c.helloNames.value[c.record.seat === 0 ? 1 : 0] ?? d.peerName.value;
  if (!down) return <Silent c={c} d={d} other={other} />;
  return c.record.seat === 0 ? <HostCodes c={c} d={d} other={other} /> : <GuestCodes c={c} d={d} other={other} />;
}

/** The link is up, but the other page has gone quiet: new codes, if it was reloaded or lost its network. */
function Silent({ c, d, other }: { c: MatchController; d: DirectControl; other: string | null }) {
  const them = other ?? (c.record.seat === 0 ? 'the other player' : 'the host');
  return (
    <section class="invite direct" aria-label="Connect without a server">
      <h2>{them}'s page is not answering</h2>
      {c.record.seat === 0 ? (
        <p>If they reloaded it or lost their connection, the link cannot come back by itself.
          {' '}<button type="button" onClick={() => d.renew()}>Make a new link for {them}</button></p>
      ) : (
        <>
          <p>If they reloaded it or lost their connection, the link cannot come back by itself: ask {them} for a new link and
            open it here, or paste it below.</p>
          <GuestPaste c={c} d={d} label={`Paste the new link from ${them}`} />
        </>
      )}
    </section>
  );
}

/** Codes tried but the browsers did not connect, in words. */
const failed = (c: MatchController): boolean => c.connection.value.error?.kind === 'direct-failed';

function HostCodes({ c, d, other }: { c: MatchController; d: DirectControl; other: string | null }) {
  const r = c.record;
  const code = d.code.value;
  const first = c.status.value.kind === 'hello';
  const them = other ?? 'the other player';
  const link = code && r.hostId ? directLink(location.origin, r.hostId, r.game, code, { host: c.helloNames.value[0] ?? r.name, ...variantOf(r.game, r.options) }) : null;
  return (
    <section class="invite direct" aria-label="Connect without a server">
      <h2>{first ? 'Invite the other player (no server)' : `The connection to ${them} was lost`}</h2>
      {failed(c) && <p class="problem" role="alert">Those codes did not connect your two browsers. Here is a new link: try again with it.</p>}
      {!first && !failed(c) && <p>Without a server it cannot come back by itself. Send {them} this new link, then paste the answer code
        they send back: the match goes on where it stopped.</p>}
      <ol class="steps">
        <li>
          <p>Send this link to {first ? 'the other player' : them}, or let them scan the QR code.</p>
          {link ? (
            <>
              <div class="link-row">
                <input readOnly value={link} aria-label="Connection link" class="join-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
                <CopyButton text={link} />
              </div>
              <QrCode text={link} label="QR code of the connection link" />
            </>
          ) : <p class="note" aria-busy="true">Preparing the link…</p>}
        </li>
        <li>
          <p>Opening it gives them an answer code. Paste it here:</p>
          <PasteBox label="Paste your friend's answer code" hint="Answer code" d={d} onCode={(t) => d.answer(pasted(t).code)} />
        </li>
      </ol>
      <p class="note">Nothing goes through a server: the two browsers connect directly (on the same Wi-Fi, for example).
        {' '}<button type="button" class="quiet" onClick={() => d.renew()}>Make a new link</button></p>
      {/^(localhost|127\.)/.test(location.hostname) && (
        <p class="note">This page is open on {location.hostname}: another device cannot open that address. Open this app there
          by one of this computer's network addresses (<code>npm start</code> prints them).</p>
      )}
    </section>
  );
}

function GuestCodes({ c, d, other }: { c: MatchController; d: DirectControl; other: string | null }) {
  const code = d.code.value;
  const host = other ?? 'the host';
  if (code) {
    return (
      <section class="invite direct" aria-label="Connect without a server">
        <h2>Send this code back to {host}</h2>
        <p>{other ?? 'The host'} pastes it on their page (or scans the QR code), and your two browsers connect.</p>
        <div class="link-row">
          <textarea readOnly value={code} aria-label="Your answer code" class="join-link code" rows={3} onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()} />
          <CopyButton text={code} />
        </div>
        <QrCode text={code} label="QR code of your answer code" />
      </section>
    );
  }
  if (d.busy.value) return <section class="invite direct" aria-busy="true"><h2>Preparing your answer code…</h2></section>;
  const first = c.status.value.kind === 'hello';
  return (
    <section class="invite direct" aria-label="Connect without a server">
      <h2>{first ? `Open ${host}'s link again` : `The connection to ${host} was lost`}</h2>
      {failed(c) && <p class="problem" role="alert">Those codes did not connect your two browsers.</p>}
      <p>Without a server it cannot come back by itself. Ask {host} for a new link and open it here, or paste it below:
        {first ? '' : ' the match goes on where it stopped.'}</p>
      <GuestPaste c={c} d={d} label={`Paste the new link from ${host}`} />
    </section>
  );
}

/** The guest's box for the host's new link (or its bare code). */
function GuestPaste({ c, d, label }: { c: MatchController; d: DirectControl; label: string }) {
  return (
    <PasteBox label={label} hint="The new link" d={d} onCode={(t) => {
      const p = pasted(t);
      if (p.hostId && p.hostId !== c.record.hostId) { d.problem.value = 'That link is for another match: open it instead of pasting it here.'; return; }
      void d.offer(p.code);
    }} />
  );
}

/** A box to paste a code or link into, with a Connect button (and a camera, where the browser can read QR codes). */
function PasteBox({ label, hint, d, onCode }: { label: string; hint: string; d: DirectControl; onCode: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (t = text) => { if (t.trim()) onCode(t); };
  return (
    <>
      <div class="link-row">
        <input value={text} aria-label={label} placeholder={hint} class="join-link" autoComplete="off" spellcheck={false}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} onKeyDown={(e) => { if (e.key === 'Enter') submit(); }} />
        <button type="button" class="primary" disabled={d.busy.value || !text.trim()} onClick={() => submit()}>Connect</button>
      </div>
      <ScanButton onText={(t) => { setText(t); submit(t); }} />
      {d.problem.value && <p class="problem" role="alert">{d.problem.value}</p>}
    </>
  );
}

/** The lobby variant whose options these are, for the guest's page to name. */
function variantOf(game: string, options: unknown): { variant?: number } {
  const entry = GAME_UIS.find((g) => g.id === game);
  const i = entry ? entry.variants.findIndex((v) => JSON.stringify(v.options) === JSON.stringify(options)) : -1;
  return i >= 0 ? { variant: i } : {};
}
