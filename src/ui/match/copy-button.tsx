/** A button that copies a text (a join link) and says so. */
import { useState } from 'preact/hooks';

/** "Copy", then "Copied" for two seconds (or "Select and copy" where the clipboard is refused). */
export function CopyButton({ text }: { text: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = () => {
    const done = (word: string) => { setSaid(word); setTimeout(() => setSaid(null), 2_000); };
    if (!navigator.clipboard) { done('Select and copy'); return; }
    navigator.clipboard.writeText(text).then(() => done('Copied ✓'), () => done('Select and copy'));
  };
  return <button type="button" onClick={copy} aria-live="polite">{said ?? 'Copy'}</button>;
}
