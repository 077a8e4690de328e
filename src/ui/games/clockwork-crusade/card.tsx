/**
 * A Clockwork Crusade card as the table shows it: a unit card with its type, cost, attack,
 * defence, movement and range, its abilities in words and its level bonuses (2.0 with two shown
 * copies, 3.0 with three); a special card with what it does. `compact` for the hand, full in the
 * inspector.
 */
import type { CcCard } from '../../../engine/games/clockwork-crusade/types.js';
import { TYPE_WORDS } from './look.js';
import { abilityName, abilityText, bonusWords, defenceWords, rangeWords } from './words.js';

export function CardFace({ card, compact, level }: { card: CcCard; compact?: boolean; level?: number }) {
  if (card.kind === 'special') {
    return (
      <div class={`cc-card special${compact ? ' compact' : ''}`}>
        <div class="cc-card-head"><strong class="cc-card-name">{card.name}</strong><span class="cc-card-kind">Special</span></div>
        <p class="cc-card-text">{card.text}</p>
      </div>
    );
  }
  return (
    <div class={`cc-card unit ${card.type}${compact ? ' compact' : ''}`}>
      <div class="cc-card-head">
        <strong class="cc-card-name">{card.name}</strong>
        <span class="cc-cost" title={`Costs ${card.cost} to bring in`}>{card.cost}</span>
      </div>
      <div class="cc-card-kind">{TYPE_WORDS[card.type]}{level && level > 1 ? <span class="cc-level-tag"> · level {level}.0</span> : null}</div>
      <dl class="cc-stats">
        <div><dt>Attack</dt><dd>{card.attack}</dd></div>
        <div><dt>Defence</dt><dd>{defenceWords(card)}</dd></div>
        <div><dt>Move</dt><dd>{card.movement}</dd></div>
        <div><dt>Range</dt><dd>{rangeWords(card)}</dd></div>
      </dl>
      {card.abilities.length > 0 && (
        <ul class="cc-abilities">
          {card.abilities.map((a) => <li key={a.kind}><strong>{abilityName(a)}</strong>{compact ? null : <>: {abilityText(a)}</>}</li>)}
        </ul>
      )}
      {(card.level2.length > 0 || card.level3.length > 0) && (
        <ul class="cc-levels">
          {card.level2.length > 0 && <li class={level === 2 ? 'on' : ''}><strong>2.0</strong> {card.level2.map(bonusWords).join(', ')}</li>}
          {card.level3.length > 0 && <li class={level === 3 ? 'on' : ''}><strong>3.0</strong> {card.level3.map(bonusWords).join(', ')}</li>}
        </ul>
      )}
      {!compact && card.text && <p class="cc-card-text">{card.text}</p>}
    </div>
  );
}
