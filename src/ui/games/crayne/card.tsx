/** A Crayne card drawn from its data: faction colour and symbol, cost, stats, generated text. */
import type { Card } from '../../../engine/games/crayne/types.js';
import { FACTION_NAMES } from '../../../engine/games/crayne/types.js';
import { cardTextLines } from '../../../engine/games/crayne/text.js';

export const FACTION_LOOK: Readonly<Record<string, { colour: string; symbol: string }>> = {
  'servants-of-the-baron': { colour: '#4b3b5c', symbol: '☠' },
  'knights-of-kalimas': { colour: '#2f5d9a', symbol: '✠' },
  'greenskins-of-chak': { colour: '#4d7a2a', symbol: '⚔' },
  'mages-of-illiban-sina': { colour: '#6a3fa0', symbol: '✦' },
  'demons-of-the-rift': { colour: '#9c2a1f', symbol: '♆' },
  'free-elves-of-springlake': { colour: '#2d8a6e', symbol: '❦' },
  'dwarves-of-emerald-peaks': { colour: '#7a5a2a', symbol: '⚒' },
  'corsairs-of-the-sunken-coast': { colour: '#1f6f8b', symbol: '⚓' },
  mercenary: { colour: '#5a5a5a', symbol: '⚜' },
  camp: { colour: '#6b5f4a', symbol: '⌂' },
  'trade-cart': { colour: '#8a7a52', symbol: '¤' },
};

export interface CardProps {
  readonly card: Card;
  /** A price that differs from the printed cost (discounts). */
  readonly price?: number | undefined;
  readonly facing?: 'left' | 'right' | null | undefined;
  readonly lit?: boolean | undefined;
  readonly dim?: boolean | undefined;
  readonly onChoose?: (() => void) | undefined;
  readonly compact?: boolean | undefined;
}

export function CardView({ card, price, facing, lit, dim, onChoose, compact }: CardProps) {
  const look = FACTION_LOOK[card.faction] ?? { colour: '#555', symbol: '?' };
  const lines = compact ? [] : cardTextLines(card);
  const body = (
    <>
      <span class="card-head">
        <span class="card-symbol" aria-hidden="true">{look.symbol}</span>
        <span class="card-name">{card.name}</span>
        <span class="card-cost" title="cost">{price !== undefined && price !== card.cost ? <><s>{card.cost}</s> {price}</> : card.cost}</span>
      </span>
      <span class="card-stats">
        {card.attack > 0 && <span title="Attack">Atk {card.attack}</span>}
        {card.defence > 0 && <span title="Defence">Def {card.defence}</span>}
        {card.revenue > 0 && <span title="Revenue">Rev {card.revenue}</span>}
        {card.stronghold !== undefined && <span title="Stronghold value">Hold {card.stronghold}</span>}
        {facing && <span class="facing">{facing === 'left' ? '◀ faces left' : 'faces right ▶'}</span>}
      </span>
      {lines.length > 0 && <span class="card-text">{lines.join(' ')}</span>}
      <span class="sr-only">{FACTION_NAMES[card.faction]}</span>
    </>
  );
  const cls = `card${lit ? ' lit' : ''}${dim ? ' dim' : ''}${compact ? ' compact' : ''}`;
  const style = { '--faction': look.colour } as Record<string, string>;
  return onChoose
    ? <button type="button" class={`${cls} choice`} style={style} onClick={onChoose}>{body}</button>
    : <div class={cls} style={style}>{body}</div>;
}

export const CardBack = ({ label }: { label: string }) => <div class="card back" aria-label={label}><span>Face down</span></div>;
