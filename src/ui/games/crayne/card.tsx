/**
 * A Crayne card drawn from its data: the faction's colour, symbol and frame, the title band of
 * its kind (Teeth jagged, Stronghold battlements, a condition cracked), cost (struck through when
 * your price differs), Attack / Defence / Revenue / Stronghold, and the generated card text.
 */
import { type HoverHandlers, landing, longName } from '../kit.js';
import type { Card } from '../../../engine/games/crayne/types.js';
import { FACTION_NAMES } from '../../../engine/games/crayne/types.js';
import { bannerOf, cardTextLines } from '../../../engine/games/crayne/text.js';

export const FACTION_LOOK: Readonly<Record<string, { colour: string; symbol: string }>> = {
  'servants-of-the-baron': { colour: '#5b4670', symbol: '☠' },
  'knights-of-kalimas': { colour: '#2f5d9a', symbol: '✠' },
  'greenskins-of-chak': { colour: '#4d7a2a', symbol: '⚔' },
  'mages-of-illiban-sina': { colour: '#7b45b0', symbol: '✦' },
  'demons-of-the-rift': { colour: '#a8321f', symbol: '♆' },
  'free-elves-of-springlake': { colour: '#23876a', symbol: '❦' },
  'dwarves-of-emerald-peaks': { colour: '#8a6428', symbol: '⚒' },
  'corsairs-of-the-sunken-coast': { colour: '#1c6d8c', symbol: '⚓' },
  mercenary: { colour: '#55585e', symbol: '⚜' },
  camp: { colour: '#6b5a3e', symbol: '⌂' },
  'trade-cart': { colour: '#9a8350', symbol: '¤' },
};

export const lookOf = (faction: string) => FACTION_LOOK[faction] ?? { colour: '#555', symbol: '?' };

export interface CardProps {
  readonly card: Card;
  /** A price that differs from the printed cost (discounts). */
  readonly price?: number | undefined;
  /** No cost badge (a card in your hand: nothing there is for sale; its cost shows in its details). */
  readonly noCost?: boolean | undefined;
  /** For a Stronghold in play: whom it faces ("faces Bob"). */
  readonly facing?: string | null | undefined;
  /** A choice the player can make now (lit), or a card that cannot be chosen now (blocked). */
  readonly lit?: boolean | undefined;
  readonly blocked?: string | null | undefined;
  /** Played cards: no text, smaller. */
  readonly compact?: boolean | undefined;
  /** The market: smaller, with its text. */
  readonly dense?: boolean | undefined;
  /** The entry animation: dealt onto the table, or turned face up. */
  readonly fresh?: 'deal' | 'flip' | null | undefined;
  /** The card is a legal choice: tapping it chooses it. */
  readonly onChoose?: (() => void) | undefined;
  /** Tapping shows the card's details (and why it is blocked). */
  readonly onInspect?: (() => void) | undefined;
  readonly hover?: HoverHandlers | undefined;
  /** What a choice does, for assistive technology ("Play Rift Imp face down"). */
  readonly label?: string | undefined;
  readonly large?: boolean | undefined;
  /** The hand entry this card is (marks it, so a card chosen can travel from where it was). */
  readonly hand?: string | undefined;
  /** A card launched from the hand under this key lands here (it travels to the table). */
  readonly lands?: string | undefined;
}

export function CardView(p: CardProps) {
  const { card } = p;
  const look = lookOf(card.faction);
  const lines = p.compact ? [] : cardTextLines(card).filter((l) => !/^\d+ (Attack|Defence|Revenue)/.test(l));
  const priced = p.price !== undefined && p.price !== card.cost;
  const body = (
    <>
      {/* What a choice does comes first in its name; the name holds the card's visible words too (WCAG 2.5.3). */}
      {p.label && <span class="sr-only">{p.label}. </span>}
      <span class="cr-head">
        <span class="cr-symbol" aria-hidden="true">{look.symbol}</span>
        <span class="cr-name">{card.name}</span>
        {!p.noCost && <span class="cr-cost"><span class="sr-only">costs </span>{priced ? <><s>{card.cost}</s> {p.price}<span class="sr-only"> (printed {card.cost})</span></> : card.cost}</span>}
      </span>
      {lines.length > 0 && <span class="cr-text">{lines.map((l, i) => <span key={i}>{l}</span>)}</span>}
      <span class="cr-stats">
        {card.attack > 0 && <span class="cr-stat atk" title="Attack">Atk {card.attack}</span>}
        {card.defence > 0 && <span class="cr-stat def" title="Defence">Def {card.defence}</span>}
        {card.revenue > 0 && <span class="cr-stat rev" title="Revenue">Rev {card.revenue}</span>}
        {card.stronghold !== undefined && <span class="cr-stat hold" title="Stronghold value">Hold {card.stronghold}</span>}
        {p.facing && <span class="cr-facing">{p.facing}</span>}
      </span>
      <span class="sr-only">{FACTION_NAMES[card.faction]}.{p.blocked ? ` Not now: ${p.blocked}.` : ''}</span>
    </>
  );
  const cls = [
    'cr-card', `banner-${bannerOf(card)}`, p.compact ? 'compact' : '', p.dense ? 'dense' : '', p.large ? 'large' : '', longName(card.name) ? 'long-name' : '', p.lit ? 'lit' : '', p.blocked ? 'blocked' : '',
    p.fresh ? `fresh-${p.fresh}` : '',
  ].filter(Boolean).join(' ');
  const style = { '--faction': look.colour } as Record<string, string>;
  if (p.onChoose) {
    return <button type="button" class={`${cls} choice`} style={style} onClick={p.onChoose} data-hand={p.hand} {...p.hover}>{body}</button>;
  }
  if (p.onInspect) {
    return (
      <button type="button" class={`${cls} inspect`} style={style} onClick={p.onInspect} title={p.blocked ? `Not now: ${p.blocked}` : undefined}
        ref={landing(p.lands)} {...p.hover}>{body}</button>
    );
  }
  return <div class={cls} style={style} ref={landing(p.lands)} {...p.hover}>{body}</div>;
}

/** A face-down card. `note`: what only this page knows (your own card). */
export function CardBack({ label, note, fresh, compact, lands }: { label: string; note?: string | undefined; fresh?: boolean | undefined; compact?: boolean | undefined; lands?: string | undefined }) {
  return (
    <div class={`cr-back${compact ? ' compact' : ''}${fresh ? ' fresh-drop' : ''}`} role="img" aria-label={note ? `${label}: ${note}` : label} ref={landing(lands)}>
      <span class="cr-back-mark" aria-hidden="true">♛</span>
      {note && <span class="cr-back-note" aria-hidden="true">{note}</span>}
    </div>
  );
}
