/** A QR code of a text (a link, a code), drawn once the QR encoder (uqr) has loaded. */
import { signal } from '@preact/signals';

const drawn = signal<Readonly<Record<string, string>>>({});
const asked = new Set<string>();

export function QrCode({ text, label }: { text: string; label: string }) {
  const svg = drawn.value[text];
  if (svg === undefined) {
    if (!asked.has(text)) {
      asked.add(text);
      void import('uqr').then(({ renderSVG }) => { drawn.value = { ...drawn.value, [text]: renderSVG(text, { border: 2 }) }; }, () => asked.delete(text));
    }
    return null;
  }
  return <div class="qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
