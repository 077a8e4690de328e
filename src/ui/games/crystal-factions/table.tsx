/**
 * The Crystal Factions table: every player's three lanes (power, Boost and Corruption tokens,
 * the cards in them, face-down cards as backs), hitpoints, crystals, tech left this turn, both
 * decks and the priority token; your hand with the legal cards lit; and the choices the rules
 * give you. Legality comes from the engine (`awaiting.legal`); the table only groups it.
 */
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import type { Json } from '../../../crypto/canonical.js';
import { cardOf } from '../../../engine/games/crystal-factions/cards/index.js';
import { moveLabel } from '../../../engine/games/crystal-factions/labels.js';
import type { CFState, InPlay, Player } from '../../../engine/games/crystal-factions/state.js';
import { isHandle, laneValue } from '../../../engine/games/crystal-factions/state.js';
import type { Lane } from '../../../engine/games/crystal-factions/types.js';
import { BASE_POWER, FACTION_NAMES, LANES, LANE_NAMES } from '../../../engine/games/crystal-factions/types.js';
import type { TableProps } from '../table-props.js';
import { nameSeats, seatName } from '../../names.js';
import { CardBack, CardView, FACTION_LOOK, factionStyle } from './card.js';

type V = { readonly [k: string]: Json };
const asV = (v: Json): V => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as V) : {});

/** The game's label for a value, with the names of hidden cards this page knows and players' names. */
export function labelFor(t: TableProps, s: CFState, v: Json): string {
  let text = moveLabel(s, v);
  const h = asV(v).handle;
  const known = typeof h === 'string' ? t.knowledge[h] : undefined;
  const card = known ? cardOf(known) : undefined;
  if (typeof h === 'string' && card) text = text.split(h).join(card.name);
  return nameSeats(t.names, text.replace(/\bSeat (\d+)/g, 'seat $1'));
}

function LaneView({ t, p, seat, lane }: { t: TableProps; p: Player; seat: number; lane: Lane }) {
  const l = p.lanes[lane];
  const power = laneValue(p, lane);
  const me = seat === t.seat;
  const face = (x: InPlay) => {
    if (!x.down) {
      const card = cardOf(x.id);
      return card ? <CardView key={x.id} card={card} lane={lane} disabled={x.disabled} fromStealth={x.stealth} /> : null;
    }
    const known = isHandle(x.id) ? (me ? t.knowledge[x.id] : undefined) : x.id;
    const name = known ? cardOf(known)?.name : undefined;
    return <CardBack key={x.id} small label={`${seatName(t.names, seat)}'s face-down card`} note={name} />;
  };
  return (
    <div class={`cf-lane ${lane}`} aria-label={`${seatName(t.names, seat)}'s ${LANE_NAMES[lane]} lane`}>
      <h4><span>{LANE_NAMES[lane]}</span> <span class="cf-lane-power" title={`base ${BASE_POWER[lane]}`}>{power}</span></h4>
      {(l.boost > 0 || l.corruption > 0 || (lane === 'attack' && p.attackMod !== 0)) && (
        <p class="cf-tokens">
          {l.boost > 0 && <span class="cf-token boost" title="Boost tokens">+{l.boost} Boost</span>}
          {l.corruption > 0 && <span class="cf-token corruption" title="Corruption tokens">−{l.corruption} Corruption</span>}
          {lane === 'attack' && p.attackMod !== 0 && <span class="cf-token">{p.attackMod > 0 ? '+' : '−'}{Math.abs(p.attackMod)} this turn</span>}
        </p>
      )}
      <div class="cf-lane-cards">{l.cards.map(face)}</div>
    </div>
  );
}

function PlayerArea({ t, s, seat }: { t: TableProps; s: CFState; seat: number }) {
  const p = s.players[seat] as Player;
  const me = seat === t.seat;
  const acting = s.ask !== null && 'seat' in s.ask && s.ask.seat === seat;
  const look = FACTION_LOOK[p.faction];
  const top = p.basic[0] ? cardOf(p.basic[0]) : undefined;
  const left = p.pile.cards.length - p.pile.drawn.length;
  const shown = p.hand.filter((h) => !isHandle(h)).map((h) => cardOf(h)?.name ?? h);
  return (
    <section class={`cf-player${me ? ' me' : ''}${acting ? ' acting' : ''}${p.out ? ' out' : ''}`} style={factionStyle(p.faction)}
      data-faction={p.faction} aria-label={`${seatName(t.names, seat)}'s area`}>
      <h3>
        <span class="cf-card-symbol" aria-hidden="true">{look?.symbol}</span> {seatName(t.names, seat)}{me ? ' (you)' : ''}
        <span class="cf-faction"> — {FACTION_NAMES[p.faction]}</span>
        {s.priority === seat && <span class="cf-priority" title="Holds the priority token">⚑ Priority</span>}
        {p.out && <span class="cf-tag"> Out</span>}
      </h3>
      <p class="cf-stats">
        <span class="cf-stat hp">♥ {p.hp} hitpoints</span>
        <span class="cf-stat crystals">◆ {p.crystals} crystals</span>
        {p.techLimit > 0 && <span class="cf-stat tech">⚙ {p.techLimit - p.techUsed} of {p.techLimit} tech left this turn</span>}
        {p.shield > 0 && <span class="cf-stat">Prevents {p.shield} damage</span>}
        {(p.discount.cost > 0 || p.discount.tech > 0) && <span class="cf-stat">Next card −{p.discount.cost} ◆ −{p.discount.tech} ⚙</span>}
      </p>
      <div class="cf-lanes">{LANES.map((l) => <LaneView key={l} t={t} p={p} seat={seat} lane={l} />)}</div>
      <div class="cf-decks">
        <div class="cf-deck" aria-label={`Basic deck, face up: ${p.basic.length} cards${top ? `, ${top.name} on top` : ''}`}>
          <span class="cf-deck-title">Basic deck · {p.basic.length}</span>
          {top ? <CardView card={top} lane={undefined} /> : <span class="cf-empty">empty</span>}
        </div>
        <div class="cf-deck" aria-label={`Faction deck, face down: ${left} cards, ${p.bottom.length} on the bottom`}>
          <span class="cf-deck-title">Faction deck · {left}</span>
          {p.bottom.length > 0 && <span class="cf-deck-sub">+{p.bottom.length} on the bottom</span>}
          {left + p.bottom.length > 0 ? <CardBack label="Faction deck" /> : <span class="cf-empty">empty</span>}
        </div>
        <p class="cf-counts">
          Hand {p.hand.length}{!me && shown.length > 0 ? ` (known: ${shown.join(', ')})` : ''} · Discard {p.discard.length}
          {p.discard.length > 0 ? ` (top: ${cardOf(p.discard[p.discard.length - 1] as string)?.name ?? '?'})` : ''}
        </p>
      </div>
    </section>
  );
}

export function CrystalFactionsTable(t: TableProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const s = t.state as CFState | null;
  if (!s || typeof s !== 'object' || !('players' in s) || !('lanes' in (s.players[0] ?? {}))) {
    return <p data-table>Setting up the table…</p>;
  }
  const seat = t.seat;
  const me = s.players[seat] ?? null;
  const a = t.awaiting;
  const legal = a?.legal ?? [];
  const choose = (v: Json) => { setPicked(null); t.choose(v); };
  // Group the legal values: plays (face up or down) by hand entry, everything else as buttons.
  const deploying = a !== null && a.request.kind === 'move' && s.ask?.kind === 'deploy';
  const byEntry = new Map<string, Json[]>();
  const other: Json[] = [];
  for (const v of legal) {
    const o = asV(v);
    const entry = deploying && (o.kind === 'play' || o.kind === 'stealth') ? (typeof o.handle === 'string' ? o.handle : o.card) : undefined;
    if (typeof entry === 'string') byEntry.set(entry, [...(byEntry.get(entry) ?? []), v]);
    else other.push(v);
  }
  const chosen = picked !== null && byEntry.has(picked) ? picked : null;
  const forCard = chosen ? byEntry.get(chosen) ?? [] : [];
  const seats = [...s.players.keys()];
  const order = [...seats.filter((x) => x !== seat), ...seats.filter((x) => x === seat)];
  const prompt = a && 'prompt' in a.request ? a.request.prompt : null;
  const button = (v: Json, i: number) => {
    const kind = asV(v).kind;
    const stealth = kind === 'stealth' ? (a?.request.kind === 'commit' ? 'commit' : 'play') : undefined;
    return <button key={i} type="button" class={`choice${kind === 'end' ? ' end-turn' : ''}`} data-stealth={stealth} onClick={() => choose(v)}>{labelFor(t, s, v)}</button>;
  };
  return (
    <div class="cf" data-table>
      <p class="cf-phase">Round {s.round}{t.phase ? ` · ${t.phase.name}` : ''}{t.phase?.detail ? ` · ${t.phase.detail}` : ''}
        {' · '}<span class="cf-priority-note">⚑ {seatName(t.names, s.priority)} holds priority</span></p>
      {order.map((x) => <PlayerArea key={x} t={t} s={s} seat={x} />)}
      {me && (
        <section class="cf-hand" aria-label="Your hand">
          <h3>Your hand · {me.hand.length}{prompt ? <span class="cf-prompt"> — {nameSeats(t.names, prompt)}</span> : null}</h3>
          <div class="cf-hand-cards">
            {me.hand.map((h) => {
              const id = isHandle(h) ? t.knowledge[h] : h;
              const card = id ? cardOf(id) : undefined;
              if (!card) return <CardBack key={h} label="a card you have not seen" />;
              const vs = byEntry.get(h);
              return (
                <Fragment key={h}>
                  <CardView card={card} lit={!!vs} dim={deploying && !vs} selected={chosen === h}
                    stealthPlay={vs?.some((v) => asV(v).kind === 'stealth')} onChoose={vs ? () => setPicked(h) : undefined} />
                  {chosen === h && (
                    <div class="choices cf-choices cf-card-choices" role="group" aria-label={`Where to play ${card.name}`}>
                      {forCard.map((v, i) => button(v, i))}
                    </div>
                  )}
                </Fragment>
              );
            })}
            {me.hand.length === 0 && <p class="cf-empty">No cards in hand.</p>}
          </div>
          {deploying && !chosen && byEntry.size > 0 && <p class="note">Choose a lit card, then where to play it.</p>}
          {other.length > 0 && (
            <div class="choices cf-choices" role="group" aria-label="Your choices">
              {other.map((v, i) => button(v, i))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
