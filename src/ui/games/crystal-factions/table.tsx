/**
 * The Crystal Factions table: every player's three lanes (power, Boost and corruption tokens,
 * the cards in them, face-down cards as backs), hitpoints, crystals, tech left this turn, both
 * decks and the priority token; the round report (the Attack and Mining Phases in numbers);
 * your hand, with what you can play lit and what you cannot dimmed with the engine's reason;
 * the choices the rules give you; "How to play" and "Symbols". Legality comes from the engine
 * (`awaiting.legal`, `whyNot`); the table only groups it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Json } from '../../../crypto/canonical.js';
import { cardOf } from '../../../engine/games/crystal-factions/cards/index.js';
import { lastRound } from '../../../engine/games/crystal-factions/explain.js';
import { moveLabel } from '../../../engine/games/crystal-factions/labels.js';
import type { CFState } from '../../../engine/games/crystal-factions/state.js';
import { isHandle } from '../../../engine/games/crystal-factions/state.js';
import { nameSeats, seatName } from '../../names.js';
import { type TableProps, viewerName, viewerWhose } from '../table-props.js';
import { FoldButton, InfoButton, Inspector, WhoseTag, type Look, launch, reasonFor, useFresh, useInspector } from '../kit.js';
import { crystalFactionsGame } from '../../../engine/games/crystal-factions/game.js';
import { whoseMove } from '../whose-move.js';
import { CardBack, CardView } from './card.js';
import { lazyDialog } from '../lazy-dialog.js';
import type { Lane } from '../../../engine/games/crystal-factions/types.js';
import { keepInView } from '../in-view.js';
import { type LaneAct, PlayerArea, Report, inspectable } from './parts.js';

// The help panels' words load when first opened (or when idle after the table shows).
const CrystalHowTo = lazyDialog('How to play', () => import('./help.js').then((m) => m.CrystalHowTo));
const CrystalSymbols = lazyDialog('Symbols', () => import('./help.js').then((m) => m.CrystalSymbols));

type V = { readonly [k: string]: Json };
const asV = (v: Json): V => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as V) : {});
const isCF = (x: Json | null): x is CFState & Json => typeof x === 'object' && x !== null && 'players' in x && 'lanes' in ((x as { players: Json[] }).players[0] as object ?? {});

/** The game's label for a value, with the cards this page knows named and players' names put in. */
function labelFor(t: TableProps, s: CFState, v: Json): string {
  return nameSeats(t.names, moveLabel(s, v, t.knowledge));
}

export function CrystalFactionsTable(t: TableProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const ins = useInspector();
  const history = t.history;
  const report = useMemo(
    () => (history ? lastRound((k) => { const x = history.stateAt(k); return isCF(x) ? x : null; }, history.step) : null),
    [history?.step],
  );
  const s = isCF(t.state) ? t.state : null;
  const freshHand = useFresh(s?.players[t.seat]?.hand ?? []);
  const [folded, setFolded] = useState(false);
  // After every choice, what is asked and what to tap come into view together: a card chosen, the lanes to
  // play it in; otherwise whatever is lit (cards, lanes, buttons), the nearest to the prompt first.
  useEffect(() => keepInView(picked ? '.cf-player.me .cf-lane.choice' : '.cf .choice', picked ? '.cf-hand .cf-now' : '.cf-hand .fd-prompt'), [history?.step, picked]);
  if (!s) return <p data-table>Setting up the table…</p>;
  const look: Look = { hover: ins.hover, toggle: ins.toggle };
  const seat = t.seat;
  const me = s.players[seat] ?? null;
  const a = t.awaiting;
  const choose = (v: Json) => {
    const o = asV(v);
    // A card played from the hand travels to its lane (under its id; face down, under its hand entry).
    const key = o.kind === 'play' ? o.card : o.kind === 'stealth' && !('card' in o) ? o.handle : null;
    if (typeof key === 'string') launch(key, document.querySelector('.cf-hand .cf-card.selected'));
    setPicked(null);
    ins.close();
    t.choose(v);
  };
  // Group the legal values by hand entry (plays face up or down; cards to put on the bottom), everything else as buttons.
  const deploying = a !== null && a.request.kind === 'move' && s.ask?.kind === 'deploy';
  const bottoming = a !== null && s.ask?.kind === 'bottom' && s.ask.seat === t.seat;
  const byEntry = new Map<string, Json[]>();
  const other: Json[] = [];
  for (const v of a?.legal ?? []) {
    const o = asV(v);
    const entry = deploying && (o.kind === 'play' || o.kind === 'stealth') ? (typeof o.handle === 'string' ? o.handle : o.card)
      : bottoming && o.kind === 'bottom' ? o.handle : undefined;
    if (typeof entry === 'string') byEntry.set(entry, [...(byEntry.get(entry) ?? []), v]);
    else other.push(v);
  }
  const chosen = picked !== null && byEntry.has(picked) ? picked : null;
  // Your lanes are tapped, not named by buttons: each lane takes the first legal value for it (a card played face up
  // before a discount or face down; a lane a card's ability asks for); other ways to play there stay buttons in the hand.
  const acts: Partial<Record<Lane, LaneAct>> = {};
  const laneOf = (v: Json): Lane | null => { const o = asV(v); return (o.kind === 'play' || o.kind === 'stealth' || o.kind === 'lane') && typeof o.lane === 'string' ? o.lane as Lane : null; };
  const rank = (v: Json): number => { const o = asV(v); return o.kind === 'stealth' ? 2 : 'via' in o ? 1 : 0; };
  const byLane = (vs: readonly Json[], short: string): Json[] => {
    const first = new Map<Lane, Json>();
    for (const v of [...vs].sort((x, y) => rank(x) - rank(y))) { const l = laneOf(v); if (l && !first.has(l)) first.set(l, v); }
    for (const [l, v] of first) acts[l] = { label: labelFor(t, s, v), short: rank(v) === 2 ? 'Play face down' : short, stealth: rank(v) === 2, go: () => choose(v) };
    return vs.filter((v) => ![...first.values()].includes(v));
  };
  const forCard = chosen && deploying ? byLane(byEntry.get(chosen) ?? [], 'Play here') : chosen ? byEntry.get(chosen) ?? [] : [];
  const rest = s.ask?.kind === 'choose' && s.tasks[0] ? byLane(other, 'Choose') : other;
  const seats = [...s.players.keys()];
  const others = [...seats.slice(seat + 1), ...seats.slice(0, seat)];
  const prompt = a && 'prompt' in a.request ? a.request.prompt : null;
  // Whose move it is, from the engine's request now (the header and, on a phone, the hand say it at every step).
  const whose = whoseMove(crystalFactionsGame.request(s), { seat, names: t.names, watching: t.watching });
  const button = (v: Json, i: number) => {
    const kind = asV(v).kind;
    const stealth = kind === 'stealth' ? (a?.request.kind === 'commit' ? 'commit' : 'play') : undefined;
    return <button key={i} type="button" class={`choice${kind === 'end' ? ' end-turn' : ''}`} data-stealth={stealth} onClick={() => choose(v)}>{labelFor(t, s, v)}</button>;
  };
  // A question about the hand (deploy, the opening): the cards come first; any other: its choices, right under the prompt.
  const handFirst = deploying || s.ask?.kind === 'bottom';
  const restGroup = rest.length > 0 && (
    <div class="fd-choices cf-choices" role="group" aria-label="Your choices">
      {rest.map((v, i) => button(v, i))}
    </div>
  );
  const chosenCard = chosen ? cardOf((isHandle(chosen) ? t.knowledge[chosen] : chosen) ?? '') : undefined;
  return (
    <div class="cf fd-table" data-table>
      <header class="fd-bar">
        <p class="fd-where">
          <strong>{s.stage === 'opening' ? 'Starting hands' : `Round ${s.round}`}</strong>
          {whose && <> · <WhoseTag whose={whose} /></>}
          {t.phase && s.stage !== 'opening' ? <> · {t.phase.name}</> : null}
          <span class="fd-sub"> · <span aria-hidden="true">⚑</span> Priority: {s.priority === seat ? viewerName(t) : seatName(t.names, s.priority)}</span>
        </p>
        <div class="fd-bar-tools">
          <CrystalHowTo />
          <CrystalSymbols />
        </div>
      </header>
      <div class="cf-board">
        <div class={`cf-others${others.length >= 2 ? ' many' : ''}`}>{others.map((x) => <PlayerArea key={x} t={t} s={s} seat={x} look={look} small={others.length >= 2} />)}</div>
        <Report t={t} s={s} report={report} />
        {me && <PlayerArea t={t} s={s} seat={seat} look={look} acts={acts} />}
      </div>
      {me && (
        <section class={`cf-hand fd-tray${deploying || s.ask?.kind === 'bottom' ? '' : ' idle'}${folded ? ' folded' : ''}`} aria-label={t.watching ? `${viewerWhose(t)} hand` : 'Your hand'}>
          <FoldButton folded={folded} onToggle={() => setFolded(!folded)} />
          <h3 class="fd-prompt">
            {whose && <><WhoseTag whose={whose} />{' '}</>}
            {prompt ? nameSeats(t.names, prompt) : whose ? '' : t.watching ? `${viewerWhose(t)} hand` : 'Your hand'} <span class="cf-count">· {me.hand.length} in hand</span>
          </h3>
          {!handFirst && restGroup}
          {chosen && deploying && <p class="cf-note cf-now">Now tap one of your lit lanes to play {chosenCard?.name ?? 'the card'} there{forCard.length ? ', or choose below' : ''}.</p>}
          <div class="cf-hand-cards fd-folds">
            {me.hand.map((h) => {
              const id = isHandle(h) ? t.knowledge[h] : h;
              const card = id ? cardOf(id) : undefined;
              if (!id || !card) return <CardBack key={h} label={t.watching ? 'a hidden card' : 'a card you have not seen'} />;
              const vs = byEntry.get(h);
              const fresh = freshHand.has(h) ? 'deal' : null;
              if (vs) {
                const x = { key: `hand:${h}`, card: <CardView card={card} large /> };
                return (
                  <div key={h} class="fd-slot">
                    <CardView card={card} lit selected={chosen === h} fresh={fresh} stealthPlay={vs.some((v) => asV(v).kind === 'stealth')}
                      onChoose={() => { ins.close(); setPicked(chosen === h ? null : h); }} hover={ins.hover(x)} />
                    <InfoButton name={card.name} onClick={() => ins.toggle(x)} />
                  </div>
                );
              }
              const reason = deploying ? reasonFor(t, { kind: 'play', handle: isHandle(h) ? h : null, card: id, lane: 'mining' }) : null;
              return <CardView key={h} card={card} blocked={reason} fresh={fresh} brief={!deploying && s.ask?.kind !== 'bottom'} {...inspectable(look, `hand:${h}`, id, reason)} />;
            })}
            {me.hand.length === 0 && <p class="cf-empty">No cards in hand.</p>}
          </div>
          {chosen && forCard.length > 0 && (
            <div class="fd-choices cf-choices cf-card-choices" role="group" aria-label={bottoming ? `Put ${chosenCard?.name ?? 'the card'} on the bottom` : `Other ways to play ${chosenCard?.name ?? 'the card'}`}>
              {forCard.map((v, i) => button(v, i))}
            </div>
          )}
          {deploying && !chosen && byEntry.size > 0 && <p class="cf-note">Choose a lit card, then the lane to play it in.</p>}
          {bottoming && !chosen && byEntry.size > 0 && <p class="cf-note">Tap a card to put it on the bottom of your faction deck, or keep this hand.</p>}
          {handFirst && restGroup}
        </section>
      )}
      <Inspector shown={ins.shown} close={ins.close} />
    </div>
  );
}
