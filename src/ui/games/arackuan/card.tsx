/**
 * An Arackuan card drawn from its data: the faction's colour and symbol, its value (a gold coin;
 * in the deck builder, the value and the deck-building cost in words), what kind of card it is, attack (red) and
 * defence (a shield), its attributes and the card text generated from the same data the rules run.
 */
import type { Card } from '../../../engine/games/arackuan/cards/types.js';
import { attributeName, cardTextLines } from '../../../engine/games/arackuan/cards/text.js';
import { type HoverHandlers, landing, longName } from '../kit.js';
import { breakable, factionLook } from './look.js';

export const kindWord = (c: Card): string =>
  c.kind === 'spell' ? (c.astral ? 'Global spell' : 'Local spell') : c.kind === 'land' ? 'Land' : 'Creature';

/** Attack and defence badges (null values are not drawn). */
export function Stats({ attack, defence, small }: { attack: number | null; defence: number | null; small?: boolean | undefined }) {
  return (
    <span class={`ark-stats${small ? ' small' : ''}`}>
      {attack !== null && <span class="ark-atk" title={`Attack ${attack}`}><span class="sr-only">attack </span>{attack}</span>}
      {defence !== null && <span class="ark-def" title={`Defence ${defence}`}><span class="sr-only">defence </span>{defence}</span>}
    </span>
  );
}

export interface ArkCardProps {
  readonly card: Card;
  readonly large?: boolean | undefined;
  /** Name and numbers only (a hand on a phone when nothing is asked of it). */
  readonly brief?: boolean | undefined;
  /** Show the deck-building cost (the deck builder). */
  readonly cost?: boolean | undefined;
  readonly lit?: boolean | undefined;
  readonly selected?: boolean | undefined;
  /** Why it cannot be chosen now (the engine's words). */
  readonly blocked?: string | null | undefined;
  readonly fresh?: boolean | undefined;
  readonly onChoose?: (() => void) | undefined;
  readonly onInspect?: (() => void) | undefined;
  readonly hover?: HoverHandlers | undefined;
  readonly lands?: string | undefined;
  readonly label?: string | undefined;
}

export function ArkCard(p: ArkCardProps) {
  const { card } = p;
  const look = factionLook(card.faction);
  // The attributes are the chips above; the text lines start with them (cardTextLines), so they are skipped.
  const lines = p.brief ? [] : cardTextLines(card).slice(card.attributes.length);
  const body = (
    <>
      {/* What a choice does comes first in its name, which holds the card's visible words too (WCAG 2.5.3). */}
      {p.label && <span class="sr-only">{p.label}. </span>}
      <span class="ark-card-head">
        <span class="ark-symbol" aria-hidden="true">{look.symbol}</span>
        <span class="ark-card-name">{card.name}</span>
        <span class="ark-value" title={`Value ${card.value}: scores ${card.kind === 'spell' ? 'nothing (a spell)' : `${card.value} at the end`}`}>{card.value}</span>
      </span>
      <span class="ark-card-kind">
        <span>{kindWord(card)}{card.family ? ` · ${card.family}` : ''}{card.legendary ? ' · ★' : ''}</span>
        <Stats attack={card.attack} defence={card.defence} />
      </span>
      {card.attributes.length > 0 && (
        <span class="ark-attrs">{card.attributes.map((a, i) => <span key={i} class="ark-attr">{attributeName(a)}</span>)}</span>
      )}
      {p.cost && <span class="ark-cost">Value {card.value} · deck cost {card.deckValue}{card.copyLimit !== null ? ` · at most ${card.copyLimit} in a deck` : ''}</span>}
      {lines.length > 0 && <span class="ark-text">{lines.map((l, i) => <span key={i}>{l}</span>)}</span>}
      <span class="sr-only">{look.name}.{p.blocked ? ` Not now: ${p.blocked}.` : ''}</span>
    </>
  );
  const cls = [
    'ark-card', p.large ? 'large' : '', p.brief ? 'brief' : '', longName(card.name) ? 'long-name' : '', p.lit ? 'lit' : '',
    p.selected ? 'selected' : '', p.blocked ? 'blocked' : '', p.fresh ? 'fresh' : '', `k-${card.kind}`,
  ].filter(Boolean).join(' ');
  const style = { '--faction': look.colour } as Record<string, string>;
  if (p.onChoose) {
    return (
      <button type="button" class={`${cls} choice`} style={style} onClick={p.onChoose} aria-pressed={p.selected ? 'true' : 'false'}
        data-card={card.id} {...p.hover}>{body}</button>
    );
  }
  if (p.onInspect) {
    return (
      <button type="button" class={`${cls} inspect`} style={style} onClick={p.onInspect} title={p.blocked ? `Not now: ${p.blocked}` : undefined}
        data-card={card.id} ref={landing(p.lands)} {...p.hover}>{body}</button>
    );
  }
  return <div class={cls} style={style} data-card={card.id} ref={landing(p.lands)} {...p.hover}>{body}</div>;
}

/** A card face down, in its owner's faction colour; `note`: your own card's name (you alone see it). */
export function ArkBack({ label, note, faction, small }: { label: string; note?: string | undefined; faction?: string | null | undefined; small?: boolean | undefined }) {
  return (
    <span class={`ark-back${small ? ' small' : ''}`} role="img" aria-label={note ? `${label}: ${note}` : label} style={{ '--faction': factionLook(faction).colour }}>
      <span class="ark-back-mark" aria-hidden="true">◆</span>
      {note && <span class="ark-back-note" aria-hidden="true">{breakable(note)}</span>}
    </span>
  );
}
