/**
 * Choosing the deck you bring to an Arackuan match with your own decks (the lobby, a join link):
 * one of your ready decks, or one of the four pre-built lists. The choice is remembered on this
 * device; the deck goes into the match as a hidden deck list (committed in your hello, opened and
 * checked at the end), so the other player learns it only then. Loaded only for Arackuan.
 */
import { signal } from '@preact/signals';
import { type DeckChoice, deckChoices, deckList, myDecks } from './store.js';

const KEY = 'facedown/arackuan/deck-choice';
const stored = (): string => { try { return localStorage.getItem(KEY) ?? ''; } catch { return ''; } };

/** The chosen deck's key (`prebuilt:<faction>` or `mine:<id>`). */
export const picked = signal(stored());

function choose(key: string): void {
  picked.value = key;
  try { localStorage.setItem(KEY, key); } catch { /* private mode: this page only */ }
}

/** The deck chosen now (the first offered when the remembered one is gone). */
export function chosenDeck(): DeckChoice | null {
  const all = deckChoices(myDecks.value);
  return all.find((d) => d.key === picked.value) ?? all[0] ?? null;
}

/** The chosen deck as the list a hello commits to (instance ids). */
export function chosenDeckList(): readonly string[] | null {
  const d = chosenDeck();
  return d ? deckList(d.cards) : null;
}

/** A pre-built list for the computer's side of an offline match (its faction from `pick`, 0–3). */
export function botDeckList(pick: number): readonly string[] {
  const pre = deckChoices([]);
  return deckList((pre[pick % pre.length] as DeckChoice).cards);
}

export function DeckPick() {
  const all = deckChoices(myDecks.value);
  const current = chosenDeck();
  const mine = all.filter((d) => d.key.startsWith('mine:'));
  return (
    <div class="field deck-pick">
      <label>Your deck
        <select value={current?.key ?? ''} onChange={(e) => choose((e.currentTarget as HTMLSelectElement).value)}>
          {mine.length > 0 && <optgroup label="My decks">{mine.map((d) => <option key={d.key} value={d.key}>{d.label}</option>)}</optgroup>}
          <optgroup label="Pre-built decks">{all.filter((d) => !d.key.startsWith('mine:')).map((d) => <option key={d.key} value={d.key}>{d.label}</option>)}</optgroup>
        </select>
      </label>
      <p class="note">Kept secret until the end of the match, when both pages check it against the deck rules. <a href="#/decks">Build or edit my decks</a></p>
    </div>
  );
}
