/** A plain table for any game: the prompt, and one button per legal choice. */
import type { MatchController } from '../match/controller.js';
import type { Json } from '../../crypto/canonical.js';

export function ChoiceList({ c, label }: { c: MatchController; label: (state: Json, v: Json) => string }) {
  void c.tick.value;
  const a = c.session.awaiting;
  const state = c.session.match?.state.game ?? null;
  if (!a) return null;
  const prompt = 'prompt' in a.request ? a.request.prompt : 'Your choice';
  return (
    <section class="choices" aria-label="Your choice">
      <h2>{prompt}</h2>
      <div class="choice-buttons">
        {a.legal.map((v, i) => (
          <button key={i} type="button" class="choice" onClick={() => c.session.choose(v)}>{label(state, v)}</button>
        ))}
      </div>
    </section>
  );
}
