/**
 * Your hand: the Infantry every player holds, then the cards you drew (hidden from the others),
 * each with its stats, abilities and level bonuses; the ones you have shown are marked (they
 * count for levels). In your Main step: tick unit cards to show them, play a special card. What
 * may be done is the engine's: a refused choice says why.
 */
import type { CcCard, CcState } from '../../../engine/games/clockwork-crusade/types.js';
import type { Look } from '../kit.js';
import { CardFace } from './card.js';
import { shownCopies } from './facts.js';

export interface HandCard { readonly handle: string | null; readonly card: CcCard }

/** The seat's cards as it knows them: the Infantry first, then each handle it can read. */
export function handOf(s: CcState, seat: number, knowledge: Readonly<Record<string, string>>, cardOf: (id: string) => CcCard | undefined): { cards: HandCard[]; unknown: number } {
  const infantry = cardOf('infantry');
  const cards: HandCard[] = infantry ? [{ handle: null, card: infantry }] : [];
  let unknown = 0;
  for (const h of s.players[seat]?.hand ?? []) {
    const id = knowledge[h] ?? s.players[seat]?.shown[h];
    const card = id ? cardOf(id) : undefined;
    if (card) cards.push({ handle: h, card });
    else unknown++;
  }
  return { cards, unknown };
}

export interface HandProps {
  readonly s: CcState;
  readonly seat: number;
  readonly title: string;
  readonly cards: readonly HandCard[];
  readonly unknown: number;
  /** Main step: the show and play controls. */
  readonly active: boolean;
  /** Another step of your turn where special cards may be played (Control, placing a building): the play control only. */
  readonly playable?: boolean;
  readonly picked: ReadonlySet<string>;
  readonly togglePick: (handle: string) => void;
  readonly show: () => void;
  readonly showWhyNot: string | null;
  readonly play: (h: HandCard) => void;
  readonly playWhyNot: (h: HandCard) => string | null;
  readonly aiming: string | null;
  readonly look: Look;
}

export function Hand(p: HandProps) {
  const shown = p.s.players[p.seat]?.shown ?? {};
  return (
    <section class="cc-hand" aria-label={p.title}>
      <h3>{p.title}</h3>
      <div class="cc-hand-cards">
        {p.cards.map((h) => {
          const isShown = h.handle !== null && shown[h.handle] !== undefined;
          const level = h.card.kind === 'unit' ? shownCopies(p.s, p.seat, h.card.id) : 0;
          const key = h.handle ?? 'infantry';
          const plays = p.active || p.playable === true;
          const why = h.card.kind === 'special' && plays ? p.playWhyNot(h) : null;
          return (
            <div key={key} class={`cc-hand-card${isShown ? ' shown' : ''}${p.aiming !== null && p.aiming === h.handle ? ' aiming' : ''}`}>
              <button type="button" class="cc-card-button"
                onClick={() => p.look.toggle({ key: `hand:${key}`, card: <CardFace card={h.card} level={level >= 2 ? Math.min(3, level) : 0} /> })}
                {...p.look.hover({ key: `hand:${key}`, card: <CardFace card={h.card} level={level >= 2 ? Math.min(3, level) : 0} /> })}>
                <span class="sr-only">Details: </span><CardFace card={h.card} compact level={level >= 2 ? Math.min(3, level) : 0} />
              </button>
              {isShown && <span class="cc-shown-tag">Shown</span>}
              {p.active && h.handle !== null && h.card.kind === 'unit' && !isShown && (
                <label class="cc-pick"><input type="checkbox" checked={p.picked.has(h.handle)} onChange={() => p.togglePick(h.handle as string)} /> Show</label>
              )}
              {plays && h.card.kind === 'special' && (
                <button type="button" class="cc-play" disabled={why !== null} title={why ?? undefined} onClick={() => p.play(h)}>
                  {p.aiming !== null && p.aiming === h.handle ? 'Choose a target…' : 'Play'}
                </button>
              )}
              {why && <span class="cc-why">{why}</span>}
            </div>
          );
        })}
        {p.unknown > 0 && <p class="cc-note">{p.unknown} card{p.unknown === 1 ? '' : 's'} not readable on this page.</p>}
      </div>
      {p.active && p.picked.size > 0 && (
        <p class="cc-show-row">
          <button type="button" class="cc-action" disabled={p.showWhyNot !== null} onClick={p.show}>Show {p.picked.size} card{p.picked.size === 1 ? '' : 's'} (for level bonuses)</button>
          {p.showWhyNot && <span class="cc-why">{p.showWhyNot}</span>}
        </p>
      )}
    </section>
  );
}
