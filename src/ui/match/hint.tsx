/**
 * The Hint button: while this page's seat has a choice to make, it asks the game's best bot for
 * a move in its place, from this seat's own view only (the table's props: public state, its own
 * cards, the engine's legal list), and shows it in words with the engine's reason. Local and
 * per player; nothing is sent. Loaded on demand (match-page.tsx), with the game's bots.
 */
import { signal } from '@preact/signals';
import type { Hint as HintValue } from '../../engine/hint.js';
import { chooseHint } from '../../engine/hint.js';
import { loadModule } from '../games/load.js';
import { nameSeats } from '../names.js';
import type { MatchController } from './controller.js';

/** Its look, here rather than in a style sheet of its own (one file fewer to fetch). */
const BOX = { flex: '1 1 18rem', margin: 0, padding: '0.5rem 0.75rem', borderLeft: '4px solid #e0a100', background: '#fff8e6', borderRadius: '0.3rem' };
const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '0.5rem 0.75rem', margin: '0.4rem 0' };
const LINE = { margin: '0.15rem 0' };

/** The hint shown, for the step it was asked at (a later step hides it); 'thinking' while the bot works. */
const shown = signal<{ key: string; step: number; hint: HintValue | 'thinking' | 'none' } | null>(null);

/** A fixed seed: the same position gives the same hint. */
const SEED = new Uint8Array(32);

async function ask(c: MatchController): Promise<void> {
  const step = c.step.peek();
  const key = c.record.key;
  shown.value = { key, step, hint: 'thinking' };
  const id = c.record.game;
  const module = await loadModule(id)?.catch(() => null);
  // Let "Thinking…" paint before the bot's lookahead runs.
  await new Promise((r) => setTimeout(r, 0));
  const p = c.table.peek();
  const hint = module && p?.awaiting
    ? chooseHint(module.def, module.bots[module.best]?.(SEED) ?? ((v) => v.legal[0] ?? null), { state: p.state, request: p.awaiting.request, legal: p.awaiting.legal, knowledge: { seat: p.seat, cards: p.knowledge } }, module.hint ?? null)
    : null;
  if (shown.peek()?.step === step && c.step.peek() === step) shown.value = { key, step, hint: hint ?? 'none' };
}

export function Hint({ c }: { c: MatchController }) {
  const aw = c.awaiting.value;
  const step = c.step.value;
  if (c.status.value.kind !== 'playing' || !aw || (aw.request.kind !== 'move' && aw.request.kind !== 'answer' && aw.request.kind !== 'commit')) return null;
  const s = shown.value;
  const now = s && s.key === c.record.key && s.step === step ? s.hint : null;
  const names = c.names.value;
  const follow = (h: HintValue) => { c.table.peek()?.choose(h.move); shown.value = null; };
  return (
    <section class="hint" aria-label="Hint" style={ROW}>
      {now === null && <button type="button" class="hint-button" onClick={() => void ask(c)}>Hint</button>}
      {now === 'thinking' && <p class="hint-box" role="status" style={BOX}>Thinking about a move for you…</p>}
      {now === 'none' && <p class="hint-box" role="status" style={BOX}>No hint for this choice.</p>}
      {now !== null && typeof now === 'object' && (
        <div class="hint-box" style={BOX}>
          <div role="status">
            <p class="hint-what" style={LINE}><strong>Suggested:</strong> {nameSeats(names, now.label)}</p>
            <p class="hint-why" style={{ ...LINE, color: '#4a4030' }}><strong>Why:</strong> {nameSeats(names, now.why)}</p>
          </div>
          <div class="hint-actions" style={{ display: 'flex', gap: '0.5rem', marginTop: '0.35rem', flexWrap: 'wrap' }}>
            <button type="button" class="primary" onClick={() => follow(now)}>Do it</button>
            <button type="button" onClick={() => { shown.value = null; }}>Hide the hint</button>
          </div>
        </div>
      )}
    </section>
  );
}
