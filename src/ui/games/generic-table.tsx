/** A plain table for any game: the prompt, and one button per legal choice. */
import type { Json } from '../../crypto/canonical.js';
import type { TableProps } from './table-props.js';

export function ChoiceList({ p, label }: { p: TableProps; label: (state: Json, v: Json) => string }) {
  const a = p.awaiting;
  if (!a) return null;
  const prompt = 'prompt' in a.request ? a.request.prompt : 'Your choice';
  return (
    <section class="choices" aria-label="Your choice">
      <h2>{prompt}</h2>
      <div class="choice-buttons">
        {a.legal.map((v, i) => (
          <button key={i} type="button" class="choice" onClick={() => p.choose(v)}>{label(p.state, v)}</button>
        ))}
      </div>
    </section>
  );
}
