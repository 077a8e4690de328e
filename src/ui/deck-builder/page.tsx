/**
 * The Arackuan deck builder (#/decks): pick a faction, add and remove cards, and see the deck's
 * numbers against the rules as you go — 23 cards, at most 125 points, at most 5 with Initiative
 * and 6 with Stealth — with every refusal in the rules' own words (the engine's `addRefusal`,
 * `deckRoom` and `deckProblems`; this page decides nothing): a "+" that cannot be used says why
 * beside the card, and a deck that can no longer be completed within its points says so. Decks are kept on this device ("my decks") and
 * offered in the lobby and on a join link; a deck travels to a match as a hidden deck list,
 * committed before the match and checked at its end.
 */
import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import { addRefusal, deckRoom, deckTally } from '../../engine/games/arackuan/cards/deck.js';
import { FACTION_CARDS } from '../../engine/games/arackuan/cards/index.js';
import { PREBUILT_DECKS } from '../../engine/games/arackuan/cards/prebuilt.js';
import type { Card, Faction } from '../../engine/games/arackuan/cards/types.js';
import { DECK_MAX_INITIATIVE, DECK_MAX_STEALTH, DECK_MAX_VALUE, DECK_SIZE, FACTIONS } from '../../engine/games/arackuan/cards/types.js';
import { ArkCard } from '../games/arackuan/card.js';
import { FACTION_LOOK } from '../games/arackuan/look.js';
import { type SavedDeck, myDecks, problemsOf, removeDeck, saveDeck } from './store.js';
import '../games/arackuan/arackuan.css';
import './builder.css';

let counter = 0;
const newId = (): string => `d${Date.now().toString(36)}${(counter++).toString(36)}`;

const fresh = (faction: Faction): SavedDeck => ({ id: newId(), name: `My ${FACTION_LOOK[faction].name} deck`, faction, cards: [], saved: Date.now() });

/** The deck being edited (kept across visits to the page while the app is open). */
const editing = signal<SavedDeck | null>(null);
/** The last refusal, in the rules' words. */
const refusal = signal<string | null>(null);

function update(d: SavedDeck): void {
  const next = { ...d, saved: Date.now() };
  editing.value = next;
  saveDeck(next);
}

const KIND_ORDER: Readonly<Record<Card['kind'], number>> = { creature: 0, land: 1, spell: 2 };

function Tally({ label, value, max, exact }: { label: string; value: number; max: number; exact?: boolean }) {
  const bad = exact ? value !== max : value > max;
  return (
    <li class={`db-tally${bad ? (value > max ? ' over' : ' short') : ' ok'}`}>
      <span class="db-tally-label">{label}</span> <strong>{value}</strong> <span class="db-tally-max">{exact ? `of ${max}` : `of at most ${max}`}</span>
    </li>
  );
}

function CardRow({ d, card }: { d: SavedDeck; card: Card }) {
  const n = d.cards.filter((x) => x === card.id).length;
  const why = addRefusal(d.cards, card.id);
  const whyId = `db-why-${card.id}`;
  const add = () => {
    if (why) { refusal.value = `${card.name} not added: ${why.message}`; return; }
    refusal.value = null;
    update({ ...d, cards: [...d.cards, card.id].sort() });
  };
  const remove = () => {
    const i = d.cards.indexOf(card.id);
    if (i < 0) return;
    refusal.value = null;
    update({ ...d, cards: d.cards.filter((_, j) => j !== i) });
  };
  return (
    <li class={`db-row${n ? ' in' : ''}`} data-card={card.id}>
      <ArkCard card={card} cost />
      <div class="db-row-tools">
        <span class="db-count" aria-label={`${n} in the deck`}>{n}×</span>
        <button type="button" class="db-remove" onClick={remove} disabled={n === 0} aria-label={`Remove one ${card.name}`}>−</button>
        <button type="button" class={`db-add${why ? ' refused' : ''}`} onClick={add} aria-disabled={why ? 'true' : 'false'} title={why?.message ?? `Add one ${card.name}`}
          aria-label={`Add one ${card.name}`} aria-describedby={why ? whyId : undefined}>+</button>
      </div>
      {why && <p class="db-why" id={whyId}><span aria-hidden="true">+ </span>{why.short}</p>}
    </li>
  );
}

/** What the numbers on a card mean here. */
function Legend() {
  return (
    <p class="db-legend">
      <span class="ark-value" aria-hidden="true">5</span> <strong>Value</strong>: the points a creature or land scores at the end if it is on the
      battlefield (a spell scores nothing). <strong>Deck cost</strong>: what the card takes from the deck's {DECK_MAX_VALUE} points (often its value; more for
      strong cards). <span class="ark-atk" aria-hidden="true">3</span> attack, <span class="ark-def" aria-hidden="true">4</span> defence.
    </p>
  );
}

/** The line under the numbers (the rules' words): a dead end (no card fits), else the cards still to add or what the deck breaks, and what the points left allow. */
function summary(room: ReturnType<typeof deckRoom>, cards: number, problems: readonly string[]): string {
  if (room?.stuck) return room.message;
  const more = DECK_SIZE - cards;
  const todo = cards < DECK_SIZE && problems.length === 1 ? `Add ${more} more card${more === 1 ? '' : 's'}.` : problems.join(' ');
  return room ? `${todo} ${room.message}` : todo;
}

function Editor({ d }: { d: SavedDeck }) {
  const t = deckTally(d.cards);
  const problems = problemsOf(d);
  const room = deckRoom(d.cards, d.faction);
  const cards = [...FACTION_CARDS[d.faction]].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name));
  const look = FACTION_LOOK[d.faction];
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <section class="db-editor" style={{ '--faction': look.colour }} aria-label={`Deck: ${d.name}`}>
      <div class="db-head">
        <label class="field db-name">Deck name
          <input value={d.name} maxLength={60} onInput={(e) => update({ ...d, name: (e.currentTarget as HTMLInputElement).value })} />
        </label>
        <p class="db-faction"><span class="fd-faction-badge" aria-hidden="true">{look.symbol}</span> {look.name}</p>
      </div>
      <div class="db-sticky">
        <ul class="db-tallies" aria-label="The deck against the rules">
          <Tally label="Cards" value={t.cards} max={DECK_SIZE} exact />
          <Tally label="Points" value={t.value} max={DECK_MAX_VALUE} />
          <Tally label="Initiative" value={t.initiative} max={DECK_MAX_INITIATIVE} />
          <Tally label="Stealth" value={t.stealth} max={DECK_MAX_STEALTH} />
        </ul>
        {problems.length === 0
          ? <p class="db-ready" role="status">✔ Ready to play: choose it in the lobby under “Your own decks”. Saved on this device.</p>
          : <p class={`db-problems${room?.stuck ? ' stuck' : ''}`} role="status">{summary(room, t.cards, problems)} <span class="note">(Saved as a draft.)</span></p>}
        {refusal.value && <p class="db-refusal" role="alert">{refusal.value}</p>}
      </div>
      <div class="actions">
        <button type="button" onClick={() => { refusal.value = null; update({ ...d, cards: [...PREBUILT_DECKS[d.faction]].sort() }); }}>Start from the pre-built {look.name} deck</button>
        <button type="button" onClick={() => { refusal.value = null; update({ ...d, cards: [] }); }} disabled={!d.cards.length}>Empty the deck</button>
        {confirmDelete
          ? <button type="button" class="db-delete" onClick={() => { removeDeck(d.id); editing.value = null; }}>Really delete “{d.name}”</button>
          : <button type="button" onClick={() => setConfirmDelete(true)}>Delete this deck</button>}
      </div>
      {t.cards > 0 && (
        <p class="db-list" aria-label="In the deck">
          {Object.entries(t.copies).sort(([a], [b]) => a.localeCompare(b)).map(([id, n]) => `${FACTION_CARDS[d.faction].find((c) => c.id === id)?.name ?? id} ×${n}`).join(' · ')}
        </p>
      )}
      <Legend />
      <ul class="db-cards">{cards.map((c) => <CardRow key={c.id} d={d} card={c} />)}</ul>
    </section>
  );
}

export function DeckBuilderPage() {
  const decks = myDecks.value;
  const d = editing.value && decks.some((x) => x.id === editing.value?.id) ? editing.value : null;
  return (
    <main class="page db">
      <p class="crumbs"><a href="#/">← Lobby</a></p>
      <h1>Arackuan decks</h1>
      <p class="lede">Build a deck of one faction: {DECK_SIZE} cards worth at most {DECK_MAX_VALUE} points, with at most {DECK_MAX_INITIATIVE} cards
        with Initiative and {DECK_MAX_STEALTH} with Stealth (legendary cards once). It stays on this device and secret in a match until
        the match ends, when everyone's page checks it.</p>
      <section class="db-mine" aria-label="My decks">
        <h2>My decks</h2>
        {decks.length === 0 && <p class="note">None yet.</p>}
        <ul class="db-deck-list">
          {decks.map((x) => {
            const ok = problemsOf(x).length === 0;
            return (
              <li key={x.id}>
                <button type="button" class={`db-deck${d?.id === x.id ? ' current' : ''}`} style={{ '--faction': FACTION_LOOK[x.faction].colour }}
                  aria-pressed={d?.id === x.id} onClick={() => { refusal.value = null; editing.value = x; }}>
                  <span class="fd-faction-badge" aria-hidden="true">{FACTION_LOOK[x.faction].symbol}</span>
                  <span>{x.name}</span>
                  <span class={`db-state${ok ? ' ok' : ''}`}>{ok ? 'ready' : `draft · ${x.cards.length} of ${DECK_SIZE}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <p class="db-new">New deck:{' '}
          {FACTIONS.map((f) => (
            <button key={f} type="button" class="db-new-faction" style={{ '--faction': FACTION_LOOK[f].colour }}
              onClick={() => { refusal.value = null; const n = fresh(f); saveDeck(n); editing.value = n; }}>
              <span aria-hidden="true">{FACTION_LOOK[f].symbol}</span> {FACTION_LOOK[f].name}
            </button>
          ))}
        </p>
      </section>
      {d ? <Editor key={d.id} d={d} /> : <p class="note">Choose a deck above, or start a new one.</p>}
    </main>
  );
}
