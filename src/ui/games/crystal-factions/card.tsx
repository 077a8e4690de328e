/**
 * A Crystal Factions card drawn from its data: the faction's colour, symbol and frame, cost and
 * tech requirement, the three powers (the one of its lane stressed), types and the generated
 * card text. In a lane it is a small tile with that lane's power.
 */
import type { Card, Faction, Lane } from '../../../engine/games/crystal-factions/types.js';
import { FACTION_NAMES, LANES, LANE_NAMES } from '../../../engine/games/crystal-factions/types.js';
import { cardTextLines } from '../../../engine/games/crystal-factions/text.js';
import { type HoverHandlers, landing, longName } from '../kit.js';

export const FACTION_LOOK: Readonly<Record<Faction, { colour: string; symbol: string }>> = {
  'cybernet-collective': { colour: '#2f6db5', symbol: '⬢' },
  'caldors-brigadeers': { colour: '#b0362a', symbol: '✪' },
  'megalaxian-mining-consortium': { colour: '#3d7d3a', symbol: '⚒' },
  'endacor-federation': { colour: '#6b3fa0', symbol: '◈' },
};

const LANE_SHORT: Readonly<Record<Lane, string>> = { mining: 'M', attack: 'A', tech: 'T' };

export const factionStyle = (f: Faction): Record<string, string> => ({ '--faction': FACTION_LOOK[f]?.colour ?? '#555' });

export interface CardProps {
  readonly card: Card;
  /** The lane the card sits in: a tile with that lane's power. */
  readonly lane?: Lane | undefined;
  readonly lit?: boolean | undefined;
  /** Why it cannot be played now (the engine's words). */
  readonly blocked?: string | null | undefined;
  readonly selected?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Revealed from Stealth. */
  readonly fromStealth?: boolean | undefined;
  /** The card can be played face down now (marks the button for tests and readers). */
  readonly stealthPlay?: boolean | undefined;
  readonly fresh?: 'deal' | 'flip' | null | undefined;
  readonly large?: boolean | undefined;
  /** In your hand on a phone when nothing is asked of it: name and numbers only. */
  readonly brief?: boolean | undefined;
  readonly onChoose?: (() => void) | undefined;
  readonly onInspect?: (() => void) | undefined;
  readonly hover?: HoverHandlers | undefined;
  /** A card launched from the hand under this key lands here (it travels to its lane). */
  readonly lands?: string | undefined;
}

export function CardView(p: CardProps) {
  const { card, lane } = p;
  const look = FACTION_LOOK[card.faction] ?? { colour: '#555', symbol: '?' };
  const lines = lane || p.brief ? [] : cardTextLines(card);
  const body = (
    <>
      <span class="cf-card-head">
        <span class="cf-card-symbol" aria-hidden="true">{look.symbol}</span>
        <span class="cf-card-name">{card.name}</span>
      </span>
      {lane
        ? <span class="cf-card-power" title={`${LANE_NAMES[lane]} power`}>{LANE_SHORT[lane]} {card.power[lane]}{p.disabled ? ' → 0' : ''}</span>
        : (
          <span class="cf-card-meta">
            <span class="cf-card-powers" aria-label={`Power: Mining ${card.power.mining}, Attack ${card.power.attack}, Tech ${card.power.tech}`}>
              {LANES.map((l) => <span key={l} class={`cf-pow ${l}`} title={LANE_NAMES[l]}>{LANE_SHORT[l]}&nbsp;{card.power[l]}</span>)}
            </span>
            <span class="cf-card-cost" title={`Costs ${card.cost} crystals and needs tech ${card.tech}`}>
              <span aria-hidden="true">◆</span>{card.cost}<span class="sr-only"> crystals,</span> <span aria-hidden="true">⚙</span>{card.tech}<span class="sr-only"> tech</span>
            </span>
          </span>
        )}
      {(p.disabled || p.fromStealth) && (
        <span class="cf-tags">{p.disabled && <span class="cf-tag">Disabled</span>}{p.fromStealth && <span class="cf-tag">from Stealth</span>}</span>
      )}
      {lines.length > 0 && <span class="cf-card-text">{lines.map((l, i) => <span key={i}>{l}</span>)}</span>}
      <span class="sr-only">{FACTION_NAMES[card.faction]}.{p.blocked ? ` Not now: ${p.blocked}.` : ''}</span>
    </>
  );
  const cls = [
    'cf-card', lane ? 'in-lane' : '', p.large ? 'large' : '', p.brief ? 'brief' : '', longName(card.name) ? 'long-name' : '', p.lit ? 'lit' : '',
    p.blocked ? 'blocked' : '', p.selected ? 'selected' : '', p.disabled ? 'disabled' : '', p.fresh ? `fresh-${p.fresh}` : '',
  ].filter(Boolean).join(' ');
  const style = { '--faction': look.colour } as Record<string, string>;
  if (p.onChoose) {
    return (
      <button type="button" class={`${cls} choice`} style={style} onClick={p.onChoose} aria-pressed={p.selected ? 'true' : 'false'}
        data-stealth-card={p.stealthPlay ? '' : undefined} {...p.hover}>{body}</button>
    );
  }
  if (p.onInspect) {
    return (
      <button type="button" class={`${cls} inspect`} style={style} onClick={p.onInspect} title={p.blocked ? `Not now: ${p.blocked}` : undefined}
        ref={landing(p.lands)} {...p.hover}>{body}</button>
    );
  }
  return <div class={cls} style={style} ref={landing(p.lands)} {...p.hover}>{body}</div>;
}

/** A face-down card. `note`: what only this page knows about it (your own hidden card). */
export function CardBack({ label, note, small, fresh, lands }: { label: string; note?: string | undefined; small?: boolean | undefined; fresh?: boolean | undefined; lands?: string | undefined }) {
  return (
    <div class={`cf-back${small ? ' small' : ''}${fresh ? ' fresh-drop' : ''}`} role="img" aria-label={note ? `${label}: ${note}` : label} ref={landing(lands)}>
      <span class="cf-back-mark" aria-hidden="true">◆</span>
      {note && <span class="cf-back-note" aria-hidden="true">{note}</span>}
    </div>
  );
}
