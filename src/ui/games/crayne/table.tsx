/**
 * The Crayne table: every Lord's Influence, strongholds and played cards, the Overlord
 * Medallion, face-down plays as backs, the market with your prices, the Pit, your hand with
 * the legal cards lit, and the choices the rules give you. Legality comes from the engine.
 */
import type { Json } from '../../../crypto/canonical.js';
import type { CrayneState, Lord } from '../../../engine/games/crayne/state.js';
import { cardOf } from '../../../engine/games/crayne/state.js';
import { request } from '../../../engine/games/crayne/flow.js';
import { moveLabel } from '../../../engine/games/crayne/labels.js';
import { marketPrice } from '../../../engine/games/crayne/pricing.js';
import { FACTION_NAMES } from '../../../engine/games/crayne/types.js';
import type { TableProps } from '../table-props.js';
import { nameSeats, seatName } from '../../names.js';
import { CardBack, CardView } from './card.js';

type V = { readonly [k: string]: Json };
const asV = (v: Json): V => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as V) : {});

function LordPanel({ p, s, seat, facedown }: { p: TableProps; s: CrayneState; seat: number; facedown: boolean }) {
  const l = s.lords[seat] as Lord;
  const me = seat === p.seat;
  return (
    <section class={`lord${me ? ' me' : ''}${l.alive ? '' : ' out'}`} aria-label={`${seatName(p.names, seat)}'s area`}>
      <h3>
        {s.overlord === seat && <span class="medallion" title="Overlord Medallion">♛ </span>}
        {seatName(p.names, seat)}{me ? ' (you)' : ''}{l.alive ? '' : ' — eliminated'}
      </h3>
      <p class="influence"><meter min={0} max={l.start} value={l.influence} aria-label="Influence" /> {l.influence}/{l.start} Influence</p>
      <p class="counts">Hand {l.hand.length} · Deck {l.pile.cards.length - l.pile.drawn.length} · Discard {l.discard.length}</p>
      <div class="row">
        {l.played.map((e) => <CardView key={e.card} card={cardOf(e.card)} facing={e.facing} compact />)}
        {facedown && <CardBack label={`${seatName(p.names, seat)} has played a card face down`} />}
      </div>
    </section>
  );
}

function Market({ s, me, buyable, choose }: { s: CrayneState; me: Lord | null; buyable: Map<string, Json>; choose: (v: Json) => void }) {
  const discard = (me?.discard ?? []).map(cardOf);
  const pile = (title: string, cards: readonly string[], from: string) => (
    <div class="market-pile">
      <h4>{title} ({cards.length})</h4>
      <div class="row">
        {cards.map((id) => {
          const v = buyable.get(`${from}:${id}`);
          const card = cardOf(id);
          return <CardView key={id} card={card} price={marketPrice(card, discard)} lit={!!v} dim={buyable.size > 0 && !v}
            onChoose={v ? () => choose(v) : undefined} />;
        })}
      </div>
    </div>
  );
  return (
    <section class="market" aria-label="Market">
      {pile('Auxiliary Market', s.market, 'market')}
      {pile('Mercenaries', s.mercenaries.slice(0, 1), 'mercenaries')}
      {pile('Mercenary Camps', s.camps.slice(0, 1), 'camps')}
      {pile('The Pit', s.pit, 'pit')}
    </section>
  );
}

export function CrayneTable(p: TableProps) {
  const s = p.state as CrayneState | null;
  if (!s || typeof s !== 'object' || !('lords' in s)) return <p data-table>Setting up the table…</p>;
  const seat = p.seat;
  const me = s.lords[seat] ?? null;
  const a = p.awaiting;
  const legal = a?.legal ?? [];
  const choose = (v: Json) => { p.choose(v); };
  // Face-down plays wait for their reveal: the rules' own request says whose.
  const next = request(s);
  const committed = new Set(next?.kind === 'reveal' ? next.seats : []);
  const handValues = new Map<string, Json>();
  const buyable = new Map<string, Json>();
  const other: Json[] = [];
  for (const v of legal) {
    const o = asV(v);
    if ((o.kind === 'play' || o.kind === 'discard' || (o.kind === 'sacrifice' && typeof o.handle === 'string')) && typeof o.handle === 'string') handValues.set(o.handle, v);
    else if (o.kind === 'buy' && typeof o.card === 'string') buyable.set(`${String(o.from)}:${o.card}`, v);
    else other.push(v);
  }
  const phase = p.phase;
  return (
    <div class="crayne" data-table>
      <p class="phase">Round {s.round}{phase ? ` · ${phase.name}` : ''}{phase?.detail ? ` · ${phase.detail}` : ''}
        {s.automata && <> · Automated Opponent: {s.automata.influence}/{s.automata.start} Influence</>}</p>
      <div class="lords">
        {s.lords.map((_, i) => <LordPanel key={i} p={p} s={s} seat={i} facedown={committed.has(i)} />)}
      </div>
      {me && (
        <section class="hand" aria-label="Your hand">
          <h3>Your hand{a && 'prompt' in a.request ? ` — ${a.request.prompt}` : ''}</h3>
          <div class="row">
            {me.hand.map((h) => {
              const id = p.knowledge[h];
              if (!id) return <CardBack key={h} label="a card you have not seen" />;
              const v = handValues.get(h);
              return <CardView key={h} card={cardOf(id)} lit={!!v} dim={handValues.size > 0 && !v} onChoose={v ? () => choose(v) : undefined} />;
            })}
          </div>
          {other.length > 0 && (
            <div class="choices" role="group" aria-label="Your choices">
              {other.map((v, i) => <button key={i} type="button" class="choice" onClick={() => choose(v)}>{nameSeats(p.names, moveLabel(s, v))}</button>)}
            </div>
          )}
          <p class="note">Factions in play: {s.factions.map((f) => FACTION_NAMES[f as keyof typeof FACTION_NAMES] ?? f).join(', ')}</p>
        </section>
      )}
      <Market s={s} me={me} buyable={buyable} choose={choose} />
    </div>
  );
}
