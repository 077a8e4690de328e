/**
 * Backing up this device's identity: a passphrase typed twice, then the backup as a file to
 * download and as a QR code of the same text, to scan on the other device and paste there. A QR
 * code holds only so much: with many contacts it carries the identity alone (the file has both).
 */
import { useEffect, useState } from 'preact/hooks';
import { passphraseProblemOf } from './passphrase.js';
import { backupText } from '../../net/identity/device.js';
import { QrCode } from '../match/qr-code.js';
import { shortPrint } from './state.js';

/** The longest backup text shown as a QR code (about version 18: still easy to scan from a screen; an identity alone is about 500 characters, a contact adds about 260). */
const QR_MAX = 800;

interface Made { readonly file: string; readonly qr: string; readonly url: string; readonly name: string }

export function BackupPanel({ fingerprint }: { fingerprint: string }) {
  const [pass, setPass] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  useEffect(() => () => { if (made) URL.revokeObjectURL(made.url); }, [made]);
  // A backup belongs to one identity: a new one (or one moved here) needs its own.
  useEffect(() => { setMade(null); }, [fingerprint]);

  async function make(e: Event): Promise<void> {
    e.preventDefault();
    const why = await passphraseProblemOf(pass, again);
    setProblem(why);
    if (why) return;
    setWorking(true);
    setMade(null);
    try {
      const file = await backupText(pass);
      const qr = file.length <= QR_MAX ? file : await backupText(pass, false);
      const url = URL.createObjectURL(new Blob([file], { type: 'application/json' }));
      setMade({ file, qr, url, name: `facedown-identity-${shortPrint(fingerprint, 1)}.json` });
    } catch {
      setProblem('This browser could not make the backup.');
    } finally {
      setWorking(false);
    }
  }

  return (
    <section class="me-card" aria-labelledby="me-backup">
      <h2 id="me-backup">Back up, or move to another device</h2>
      <p>Choose a passphrase to lock the backup. You will need it to open the backup on your other device.</p>
      <p class="me-warn"><strong>Anyone with the backup and its passphrase can play as you.</strong> Keep them apart, and keep both safe.</p>
      <form onSubmit={(e) => void make(e)}>
        <label class="field">Passphrase (at least 8 characters)
          <input type="password" autocomplete="new-password" value={pass} onInput={(e) => { setPass((e.currentTarget as HTMLInputElement).value); setMade(null); }} />
        </label>
        <label class="field">The same passphrase again
          <input type="password" autocomplete="new-password" value={again} onInput={(e) => { setAgain((e.currentTarget as HTMLInputElement).value); setMade(null); }} />
        </label>
        {problem && <p class="problem" role="alert">{problem}</p>}
        <div class="actions"><button type="submit" class="primary" disabled={working}>{working ? 'Working…' : 'Make the backup'}</button></div>
      </form>
      <div aria-live="polite">
        {working && <p class="note">Working… (locking the backup takes a moment)</p>}
        {made && (
          <div class="me-made">
            <p><a class="button" href={made.url} download={made.name}>Download backup</a></p>
            <p>Or scan this on your other device, then paste what it reads under “Move an identity here” there.</p>
            <QrCode text={made.qr} label="The backup as a QR code" />
            {made.qr !== made.file && <p class="note">The QR code carries your identity without your contacts (too many to fit); the file carries both.</p>}
          </div>
        )}
      </div>
    </section>
  );
}
