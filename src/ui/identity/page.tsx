/**
 * "You" (#/me): this device's identity (made silently on a first visit, docs/IDENTITY.md), its
 * backup and how to move it to another device, starting a new one, and the people played.
 */
import { useEffect, useState } from 'preact/hooks';
import { type DeviceIdentity, newIdentity } from '../../net/identity/device.js';
import { BackupPanel } from './backup-panel.js';
import { ContactsPanel } from './contacts-panel.js';
import { RestorePanel } from './restore-panel.js';
import { dayOf, me, refresh } from './state.js';
import './identity.css';

export function IdentityPage() {
  useEffect(() => { void refresh(); }, []);
  const id = me.value;
  return (
    <main class="page me">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>You</h1>
      {id ? <>
        <Identity id={id} />
        <BackupPanel fingerprint={id.fingerprint} />
        <RestorePanel />
        <NewIdentity />
        <ContactsPanel />
      </> : <p class="note" role="status">Loading…</p>}
    </main>
  );
}

/** Where the key is kept, in words. */
function keptWords(id: DeviceIdentity): string {
  if (!id.kept) return 'This browser cannot keep it: it lasts until this page closes. Make a backup to keep it.';
  if (!id.protected) return 'Kept unprotected on this page: a page on plain http (such as a LAN address) cannot lock the key away, so any script on this address could read it.';
  return 'Kept in this browser, locked: not even this page can read the key, only sign with it.';
}

function Identity({ id }: { id: DeviceIdentity }) {
  return (
    <section class="me-card" aria-labelledby="me-id">
      <h2 id="me-id">Your identity</h2>
      <p class="me-fingerprint" aria-label={`Fingerprint: ${id.fingerprint}`}>{id.fingerprint}</p>
      <p>Your matches carry this. Friends who played you before see it is really you.</p>
      <p class="note">Made on {dayOf(id.created)}. {keptWords(id)} Nothing about it leaves this device unless you export it.</p>
    </section>
  );
}

function NewIdentity() {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  async function renew(): Promise<void> {
    setAsking(false);
    setWorking(true);
    try { me.value = await newIdentity(); } finally { setWorking(false); }
  }
  return (
    <section class="me-card" aria-labelledby="me-new">
      <h2 id="me-new">Start a new identity</h2>
      {asking
        ? (
          <div class="me-confirm" role="group" aria-label="Confirm">
            <p><strong>Friends will see a new person under your name until they recognise you again.</strong> Your current identity is gone unless you backed it up.</p>
            <div class="actions">
              <button type="button" class="primary" onClick={() => void renew()}>Start a new identity</button>
              <button type="button" onClick={() => setAsking(false)}>Cancel</button>
            </div>
          </div>
        )
        : <div class="actions"><button type="button" disabled={working} onClick={() => setAsking(true)}>{working ? 'Working…' : 'Start a new identity…'}</button></div>}
    </section>
  );
}
