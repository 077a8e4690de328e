/**
 * A Crystal Factions card drawn from its data: faction colour and symbol, cost, tech requirement,
 * the three powers (the one of its lane stressed), types and the generated card text.
 */
import type { Card, Faction, Lane } from '../../../engine/games/crystal-factions/types.js';
import { FACTION_NAMES, LANES, LANE_NAMES } from '../../../engine/games/crystal-factions/types.js';
import { cardTextLines } from '../../../engine/games/crystal-factions/text.js';

export const FACTION_LOOK: Readonly<Record<Faction, { colour: string; symbol: string }>> = {
  'cybernet-collective': { colour: '#2f6db5', symbol: '⬢' },
  'caldors-brigadeers': { colour: '#a8352a', symbol: '✪' },
  'megalaxian-mining-consortium': { colour: '#3d7d3a', symbol: '⚒' },
  'endacor-federation': { colour: '#6b3fa0', symbol: '◈' },
};

const LANE_SHORT: Readonly<Record<Lane, string>> = { mining: 'M', attack: 'A', tech: 'T' };

export const factionStyle = (f: Faction): Record<string, string> => ({ '--faction': FACTION_LOOK[f]?.colour ?? '#555' });

export interface CardProps {
  readonly card: Card;
  /** The lane the card sits in: only that power counts, and the text is left out. */
  readonly lane?: Lane | undefined;
  readonly lit?: boolean | undefined;
  readonly dim?: boolean | undefined;
  readonly selected?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Revealed from Stealth. */
  readonly fromStealth?: boolean | undefined;
  /** The card can be played face down now (marks the button for tests and readers). */
  readonly stealthPlay?: boolean | undefined;
  readonly onChoose?: (() => void) | undefined;
}

export function CardView({ card, lane, lit, dim, selected, disabled, fromStealth, stealthPlay, onChoose }: CardProps) {
  const look = FACTION_LOOK[card.faction] ?? { colour: '#555', symbol: '?' };
  const lines = lane ? [] : cardTextLines(card);
  const body = (
    <>
      <span class="cf-card-head">
        <span class="cf-card-symbol" aria-hidden="true">{look.symbol}</span>
        <span class="cf-card-name">{card.name}</span>
      </span>
      <span class="cf-card-meta">
        {lane
          ? <span class="cf-card-power">{LANE_NAMES[lane]} {card.power[lane]}{disabled ? ' → 0' : ''}</span>
          : (
            <span class="cf-card-powers">
              {LANES.map((l) => <span key={l} title={LANE_NAMES[l]} aria-hidden="true">{LANE_SHORT[l]} {card.power[l]}</span>)}
              <span class="sr-only">Power: Mining {card.power.mining}, Attack {card.power.attack}, Tech {card.power.tech}.</span>
            </span>
          )}
        <span class="cf-card-cost" title={`Cost ${card.cost} crystals, tech ${card.tech}`}>
          <span aria-hidden="true">◆</span>{card.cost}<span class="sr-only"> crystals,</span> <span aria-hidden="true">⚙</span>{card.tech}<span class="sr-only"> tech</span>
        </span>
      </span>
      {(disabled || fromStealth) && (
        <span class="cf-tags">{disabled && <span class="cf-tag">Disabled</span>}{fromStealth && <span class="cf-tag">from Stealth</span>}</span>
      )}
      {lines.length > 0 && <span class="cf-card-text">{lines.map((l, i) => <span key={i}>{l}</span>)}</span>}
      <span class="sr-only">{FACTION_NAMES[card.faction]}</span>
    </>
  );
  const cls = `cf-card${lane ? ' in-lane' : ''}${lit ? ' lit' : ''}${dim ? ' dim' : ''}${selected ? ' selected' : ''}${disabled ? ' disabled' : ''}`;
  const title = lane ? cardTextLines(card).join(' ') : undefined;
  const style = { '--faction': look.colour } as Record<string, string>;
  return onChoose
    ? (
      <button type="button" class={`${cls} choice`} style={style} onClick={onChoose} aria-pressed={selected ? 'true' : 'false'}
        data-stealth-card={stealthPlay ? '' : undefined}>{body}</button>
    )
    : <div class={cls} style={style} title={title}>{body}</div>;
}

/** A face-down card. `note`: what only this page knows about it (your own hidden card). */
export function CardBack({ label, note, small }: { label: string; note?: string | undefined; small?: boolean | undefined }) {
  return (
    <div class={`cf-back${small ? ' small' : ''}`} role="img" aria-label={note ? `${label}: ${note}` : label}>
      <span aria-hidden="true">Face down</span>
      {note && <span class="cf-back-note" aria-hidden="true">{note}</span>}
    </div>
  );
}
