/**
 * The Automated Opponents' area, in the variants that have them (solo and co-operative): their
 * shared Influence and the cards they played this round. Loaded with such a table, not with the
 * others (table.tsx).
 */
import { type CrayneState, cardOf } from '../../../engine/games/crayne/state.js';
import { CardView } from './card.js';
import { InfluenceBar, type Look, inspectable } from './parts.js';

/** The Automated Opponents: their shared Influence and the cards they played this round. */
export function AutomataPanel({ s, look }: { s: CrayneState; look: Look }) {
  const a = s.automata;
  if (!a) return null;
  return (
    <section class="cr-lord automata" aria-label="The Automated Opponent's area">
      <header class="cr-lord-head">
        <h3>{a.decks.length > 1 ? 'Automated Opponents' : 'Automated Opponent'}</h3>
        <InfluenceBar value={a.influence} start={a.start} />
      </header>
      {a.decks.map((d, k) => (
        <div key={k} class="cr-row cr-played" aria-label={`Automated Opponent ${k + 1}'s played cards`}>
          {a.decks.length > 1 && <span class="cr-tag">#{k + 1}</span>}
          {d.played.map((id) => <CardView key={id} card={cardOf(id)} compact {...inspectable(look, `auto:${id}`, id)} />)}
          {d.played.length === 0 && <span class="cr-empty">No cards in play · deck {d.pile.length} · discard {d.discard.length}</span>}
        </div>
      ))}
      <p class="cr-note">It counts only printed Attack and Defence; a Mercenary is 1 and 1.</p>
    </section>
  );
}
