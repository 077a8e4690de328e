/**
 * Moving an identity here from a backup: its file or its text (what a phone read from the QR
 * code) and its passphrase, then a confirmation, since this device's own identity is replaced.
 */
import { useState } from 'preact/hooks';
import { restoreIdentity } from '../../net/identity/device.js';
import { me, refreshContacts } from './state.js';

/** Backups are a few kB (about 0.4 kB a contact): a bigger file is not one. */
const MAX_FILE = 1 << 20;

export function RestorePanel() {
  const [text, setText] = useState('');
  const [pass, setPass] = useState('');
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function choose(files: FileList | null): Promise<void> {
    const f = files?.[0];
    if (!f) return;
    setDone(null);
    if (f.size > MAX_FILE) { setProblem('That file is too big to be an identity backup.'); return; }
    setText(await f.text());
    setProblem(null);
  }

  function ask(e: Event): void {
    e.preventDefault();
    setDone(null);
    if (!text.trim()) { setProblem('Choose the backup file, or paste its text.'); return; }
    if (!pass) { setProblem('Type the backup’s passphrase.'); return; }
    setProblem(null);
    setAsking(true);
  }

  async function replace(): Promise<void> {
    setAsking(false);
    setWorking(true);
    const r = await restoreIdentity(text, pass);
    setWorking(false);
    if (!r.ok) { setProblem(r.error); return; }
    me.value = r.value;
    setText('');
    setPass('');
    setDone(`This device now carries the identity ${r.value.fingerprint}.`);
    await refreshContacts();
  }

  return (
    <section class="me-card" aria-labelledby="me-restore">
      <h2 id="me-restore">Move an identity here</h2>
      <p>From a backup made on your other device: choose its file, or paste what your phone read from its QR code.</p>
      <form onSubmit={ask}>
        <label class="field">Backup file
          <input type="file" accept=".json,application/json,text/plain" onChange={(e) => void choose((e.currentTarget as HTMLInputElement).files)} />
        </label>
        <label class="field">Or paste the backup’s text
          <textarea class="me-text" rows={3} spellcheck={false} value={text} onInput={(e) => { setText((e.currentTarget as HTMLTextAreaElement).value); setDone(null); }} />
        </label>
        <label class="field">The backup’s passphrase
          <input type="password" autocomplete="current-password" value={pass} onInput={(e) => setPass((e.currentTarget as HTMLInputElement).value)} />
        </label>
        {problem && <p class="problem" role="alert">{problem}</p>}
        {!asking && <div class="actions"><button type="submit" disabled={working}>{working ? 'Working…' : 'Move this identity here'}</button></div>}
      </form>
      {asking && (
        <div class="me-confirm" role="group" aria-label="Confirm">
          <p><strong>This device’s current identity will be replaced</strong> by the one in the backup. Unless you backed it up, it is gone.</p>
          <div class="actions">
            <button type="button" class="primary" onClick={() => void replace()}>Replace it</button>
            <button type="button" onClick={() => setAsking(false)}>Cancel</button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {working && <p class="note">Working… (opening the backup takes a moment)</p>}
        {done && <p class="me-done" role="status">✔ {done}</p>}
      </div>
    </section>
  );
}
