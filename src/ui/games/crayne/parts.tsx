/**
 * The parts of the Crayne table around the hand: a Lord's area (Influence, live totals, played
 * cards, the face-down slot) and the market. (The Automated Opponents' area is in
 * automata-panel.tsx, the battle report in battle.tsx.)
 */
import type { Json } from '../../../crypto/canonical.js';
import type { LiveTotals } from '../../../engine/games/crayne/live-totals.js';
import { hasTwoOpponents, opponentOn } from '../../../engine/games/crayne/options.js';
import { marketPrice } from '../../../engine/games/crayne/pricing.js';
import { type CrayneState, type Lord, type PlayedEntry, cardOf } from '../../../engine/games/crayne/state.js';
import { seatName } from '../../names.js';
import { type TableProps, viewerName } from '../table-props.js';
import { Delta, InfoButton, type Look, longName, reasonFor, useFresh } from '../kit.js';

export type { Look };
import { CardBack, CardView, lookOf } from './card.js';

/** Team colours (Crayne team games): each team's panels carry its colour, allies share one, and its name in words (colour is never the only sign). */
export const TEAM_COLOURS = ['#2f6fb3', '#b8452b', '#3f8a3a'] as const;
const TEAM_NAMES = ['Blue', 'Red', 'Green'] as const;

/** A card that can be looked at (hover, tap): its large face is the inspector's. */
export function inspectable(look: Look, key: string, id: string, reason: string | null = null, price?: number) {
  const x = { key, card: <CardView card={cardOf(id)} large price={price} />, reason };
  return { hover: look.hover(x), onInspect: () => look.toggle(x) };
}

export const who = (p: TableProps, seat: number): string => (seat === p.seat ? viewerName(p) : seatName(p.names, seat));

/** "faces Bob" (with the side when there are two Opponents). */
function facingText(p: TableProps, s: CrayneState, seat: number, e: PlayedEntry): string | null {
  if (e.facing === null) return null;
  const target = opponentOn(s, seat, e.facing);
  const name = target === null ? 'an Opponent' : target >= s.seats ? 'the Automated Opponent' : who(p, target);
  if (!hasTwoOpponents(s, seat)) return `faces ${name}`;
  return e.facing === 'left' ? `◀ faces ${name}` : `faces ${name} ▶`;
}

/** Influence as a bar and a number; at or below zero reads "Fallen" (how far below counts when Lords fall together: least loss wins). */
export function InfluenceBar({ value, start }: { value: number; start: number }) {
  const fallen = value <= 0;
  return (
    <span class={`cr-influence${fallen ? ' fallen' : ''}`}>
      <meter min={0} max={start} low={start * 0.25} optimum={start} value={Math.max(0, value)} aria-label="Influence" />
      <span class="cr-influence-num">{fallen ? <>Fallen{value < 0 ? ` · ${-value} below 0` : ''}</> : <><strong>{value}</strong>/{start}</>}</span>
      <Delta value={value} unit="Influence" />
    </span>
  );
}

const Totals = ({ t }: { t: LiveTotals | undefined }) => (t
  ? (
    <span class="cr-totals" title="Totals from the cards face up now">
      <span class="cr-stat atk">Atk {t.attack}{t.bonusVsStronghold ? ` (+${t.bonusVsStronghold} vs Strongholds)` : ''}</span>
      <span class="cr-stat def">Def {t.defence}</span>
      <span class="cr-stat rev">Rev {t.revenue}</span>
      {t.ignoreStrongholds && <span class="cr-tag">ignores Strongholds</span>}
    </span>
  )
  : null);

export interface LordProps {
  readonly p: TableProps;
  readonly s: CrayneState;
  readonly seat: number;
  readonly totals: LiveTotals | undefined;
  /** The face-down slot: none, a card back, or your own card under its back. */
  readonly down: { readonly note?: string | undefined; readonly card?: string | undefined } | null;
  readonly tag: string | null;
  readonly look: Look;
  /** A small panel (an opponent or ally at a table of three or more): played cards as name chips. */
  readonly small?: boolean | undefined;
  /** The Lord's team (team games), for its colour; null otherwise. */
  readonly team?: number | null | undefined;
}

/** A played card in a small panel: its faction's colour, symbol and name; tapping shows it whole. */
function MiniCard({ id, facing, look, fresh }: { id: string; facing: string | null; look: Look; fresh: boolean }) {
  const card = cardOf(id);
  const f = lookOf(card.faction);
  const x = inspectable(look, `played:${id}`, id);
  return (
    <button type="button" class={`cr-mini${fresh ? ' fresh-flip' : ''}`} style={{ '--faction': f.colour }} onClick={x.onInspect} {...x.hover}
      aria-label={`${card.name}${facing ? `, ${facing}` : ''}`}>
      <span class="cr-symbol" aria-hidden="true">{f.symbol}</span>
      <span class="cr-mini-name">{card.name}</span>
      {facing && <span class="cr-mini-facing" aria-hidden="true">{facing}</span>}
    </button>
  );
}

export function LordPanel({ p, s, seat, totals, down, tag, look, small, team }: LordProps) {
  const l = s.lords[seat] as Lord;
  const me = seat === p.seat;
  const fresh = useFresh(l.played.map((e) => e.card));
  const name = seatName(p.names, seat);
  const teamStyle = team !== null && team !== undefined ? { '--team': TEAM_COLOURS[team % TEAM_COLOURS.length] } : undefined;
  const deck = l.pile.cards.length - l.pile.drawn.length;
  return (
    <section class={`cr-lord${me ? ' me' : ''}${l.alive ? '' : ' out'}${small ? ' small' : ''}${teamStyle ? ' team' : ''}`} style={teamStyle}
      data-seat={seat} aria-label={`${name}'s area`}>
      <header class="cr-lord-head">
        <h3>
          {s.overlord === seat && <span class="cr-medallion" title="Overlord Medallion: acts first this round">♛</span>}
          <span class={`cr-lord-name${longName(name) ? ' long' : ''}`}>{name}{me && !p.watching ? ' (you)' : ''}</span>
          {tag && <span class={`cr-tag${tag === 'Ally' ? ' ally' : ''}`}>{tag}</span>}
          {teamStyle && <span class="cr-tag cr-team">{TEAM_NAMES[(team as number) % TEAM_NAMES.length]} team</span>}
        </h3>
        <InfluenceBar value={l.influence} start={l.start} />
      </header>
      <div class="cr-lord-info">
        {l.alive && <Totals t={totals} />}
        <span class="cr-counts" aria-label={`Hand ${l.hand.length}, deck ${deck}, discard ${l.discard.length}`}>
          <span>Hand {l.hand.length}</span> · <span>Deck {deck}</span> · <span>{small ? 'Disc.' : 'Discard'} {l.discard.length}</span>
        </span>
      </div>
      <div class={`cr-row cr-played${small ? ' mini' : ''}`} aria-label={`${name}'s played cards`}>
        {l.played.map((e) => (small
          ? <MiniCard key={e.card} id={e.card} facing={facingText(p, s, seat, e)} look={look} fresh={fresh.has(e.card)} />
          : (
            <CardView key={e.card} card={cardOf(e.card)} compact facing={facingText(p, s, seat, e)} lands={me ? e.card : undefined}
              fresh={fresh.has(e.card) ? 'flip' : null} {...inspectable(look, `played:${e.card}`, e.card)} />
          )))}
        {down && (small
          ? <span class="cr-mini back fresh-drop" role="img" aria-label={`${name} has played a card face down`}><span aria-hidden="true">♛ face down</span></span>
          : <CardBack label={me && !p.watching ? 'Your card, face down' : `${name} has played a card face down`} note={down.note} compact fresh lands={down.card} />)}
        {l.played.length === 0 && !down && <span class="cr-empty">No cards in play</span>}
      </div>
    </section>
  );
}

export interface MarketProps {
  readonly p: TableProps;
  readonly s: CrayneState;
  readonly buyable: ReadonlyMap<string, Json>;
  readonly buying: boolean;
  readonly look: Look;
}

/** The Auxiliary Market, the Mercenaries, the Mercenary Camps and the Pit, with your prices; what you cannot buy says why. */
export function Market({ p, s, buyable, buying, look }: MarketProps) {
  const me = s.lords[p.seat] ?? null;
  const discard = (me?.discard ?? []).map(cardOf);
  const pile = (title: string, cards: readonly string[], from: string, more?: string) => (
    <div class={`cr-pile ${from}`}>
      <h4>{title} <span class="cr-count">{more ?? cards.length}</span></h4>
      <div class="cr-row">
        {cards.map((id) => {
          const v = buyable.get(`${from}:${id}`);
          const card = cardOf(id);
          const price = from === 'market' || from === 'pit' ? marketPrice(card, discard) : undefined;
          if (v) {
            const x = { key: `buy:${id}`, card: <CardView card={card} large price={price} /> };
            return (
              <div key={id} class="fd-slot">
                <CardView card={card} dense price={price} lit label={`Buy ${card.name} for ${price ?? card.cost}`} onChoose={() => { p.choose(v); }} hover={look.hover(x)} />
                <InfoButton name={card.name} onClick={() => look.toggle(x)} />
              </div>
            );
          }
          const reason = buying ? reasonFor(p, { kind: 'buy', card: id, from }) : null;
          return <CardView key={id} card={card} dense price={price} blocked={reason} {...inspectable(look, `market:${id}`, id, reason, price)} />;
        })}
        {cards.length === 0 && <span class="cr-empty">Empty</span>}
      </div>
    </div>
  );
  return (
    <>
      <section class="cr-market aux" aria-label="Auxiliary Market">
        {pile('Auxiliary Market', s.market, 'market', `${s.market.length} · ${s.aux.length} left in the Auxiliary Draw`)}
      </section>
      {/* On a wide screen the two piles share the row by how many cards each holds (six Camps at six seats, one at two). */}
      <section class="cr-market more" aria-label="Mercenaries, Mercenary Camps and the Pit"
        style={{ gridTemplateColumns: `minmax(0, ${Math.max(1, s.mercenaries.length)}fr) minmax(0, ${Math.max(1, s.camps.length)}fr)` }}>
        {pile('Mercenaries', s.mercenaries, 'mercenaries')}
        {pile('Mercenary Camps', s.camps, 'camps')}
        <details class="cr-pit" open={[...buyable.keys()].some((k) => k.startsWith('pit:')) || undefined}>
          <summary>The Pit <span class="cr-count">{s.pit.length} sacrificed cards</span></summary>
          {pile('', s.pit, 'pit')}
        </details>
      </section>
    </>
  );
}
