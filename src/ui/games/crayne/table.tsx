/**
 * The Crayne table: every Lord's Influence, live totals and played cards (face-down plays as
 * backs the moment a Lord is bound, your own under its back), the battle report with the
 * rulebook's arithmetic, your hand (what you can play lit, what you cannot dimmed with the
 * engine's reason), the market with your prices, and "How to play" and "Symbols" panels.
 * Legality comes from the engine: `awaiting.legal` lights choices, `whyNot` explains the rest.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Json } from '../../../crypto/canonical.js';
import { liveTotals } from '../../../engine/games/crayne/live-totals.js';
import { request } from '../../../engine/games/crayne/flow.js';
import { moveLabel } from '../../../engine/games/crayne/labels.js';
import { opponentsOf } from '../../../engine/games/crayne/options.js';
import { type CrayneState, alliesOf, cardOf, isTeamVariant, teamOf } from '../../../engine/games/crayne/state.js';
import { andList, nameSeats, seatName } from '../../names.js';
import { type TableProps, viewerName, viewerWhose } from '../table-props.js';
import { FoldButton, InfoButton, Inspector, WhoseTag, launch, reasonFor, useFresh, useInspector } from '../kit.js';
import { whoseMove } from '../whose-move.js';
import { CardView } from './card.js';
import { lazyDialog } from '../lazy-dialog.js';
import { LordPanel, type Look, Market, inspectable } from './parts.js';
import { later } from '../../later.js';
import { buying, inView, reports } from './reports.js';

// The help panels' words load when first opened (or when idle after the table shows).
const CrayneHowTo = lazyDialog('How to play', () => import('./help.js').then((m) => m.CrayneHowTo));
const CrayneSymbols = lazyDialog('Symbols', () => import('./help.js').then((m) => m.CrayneSymbols));

// Only the variants with Automated Opponents (solo, co-operative) load their area.
const automata = later(() => import('./automata-panel.js').then((m) => m.AutomataPanel));
function AutomataPanel({ s, look }: { s: CrayneState; look: Look }) {
  if (!s.automata) return null;
  const P = automata.value.value;
  if (P) return <P s={s} look={look} />;
  automata.load().catch(() => undefined);
  return null;
}

type V = { readonly [k: string]: Json };
const asV = (v: Json): V => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as V) : {});
const isCrayne = (x: Json | null): x is CrayneState & Json => typeof x === 'object' && x !== null && 'lords' in x;

/** How the table names a Lord beside their panel: Ally, Opponent (and which side), or nothing. */
function tagOf(s: CrayneState, me: number, seat: number, whose = 'your'): string | null {
  if (seat === me) return null;
  if (s.teams.length && alliesOf(s, me).includes(seat)) return 'Ally';
  const o = opponentsOf(s, me);
  if (!o) return isTeamVariant(s.variant) ? 'Opposing team' : null;
  if (o.left === seat && o.right === seat) return 'Opponent';
  if (o.left === seat) return `Opponent on ${whose} left`;
  if (o.right === seat) return `Opponent on ${whose} right`;
  return isTeamVariant(s.variant) ? 'Opposing team' : null;
}

/** What the rules ask of a hand card now: play, discard or sacrifice it (null: nothing). */
function handKind(s: CrayneState): 'play' | 'discard' | 'sacrifice' | null {
  const t = s.queue[0];
  if (t?.t === 'commit' || t?.t === 'show') return 'play';
  if (t?.t === 'discard') return 'discard';
  if (t?.t === 'act' && t.action.kind === 'sacrifice' && t.action.from === 'hand') return 'sacrifice';
  return null;
}

export function CrayneTable(p: TableProps) {
  const ins = useInspector();
  const history = p.history;
  const ex = reports.value.value;
  const bt = buying.value.value;
  useEffect(() => { reports.load().catch(() => undefined); buying.load().catch(() => undefined); }, []);
  const report = useMemo(
    () => (history && ex ? ex.lastAttack((k) => { const x = history.stateAt(k); return isCrayne(x) ? x : null; }, history.step) : null),
    [history?.step, ex],
  );
  const s = isCrayne(p.state) ? p.state : null;
  const handKeys = s?.lords[p.seat]?.hand ?? [];
  const freshHand = useFresh(handKeys);
  const [folded, setFolded] = useState(false);
  // After every step, what to tap and what is asked come into view together (issue 29).
  useEffect(() => { inView.load().then((m) => m.keepInView('.cr-table .choice', '.cr-hand .fd-prompt'), () => undefined); }, [history?.step]);
  if (!s) return <p data-table>Setting up the table…</p>;
  const look: Look = { hover: ins.hover, toggle: ins.toggle };
  const seat = p.seat;
  const me = s.lords[seat] ?? null;
  const a = p.awaiting;
  const handValues = new Map<string, Json>();
  const buyable = new Map<string, Json>();
  const other: Json[] = [];
  for (const v of a?.legal ?? []) {
    const o = asV(v);
    if ((o.kind === 'play' || o.kind === 'discard' || o.kind === 'sacrifice') && typeof o.handle === 'string') handValues.set(o.handle, v);
    else if (o.kind === 'buy' && typeof o.card === 'string') buyable.set(`${String(o.from)}:${o.card}`, v);
    else other.push(v);
  }
  // The face-down play under way: backs for the Lords already bound, your own card under its back.
  const next = request(s);
  const fd = p.facedown ?? (next?.kind === 'reveal' ? { committed: next.seats, mine: null } : null);
  const mine = fd?.mine ? asV(fd.mine) : null;
  const downHandle = mine?.kind === 'play' && typeof mine.handle === 'string' ? mine.handle : null;
  const downNote = mine?.kind === 'play' && typeof mine.card === 'string' ? cardOf(mine.card).name : mine?.kind === 'cannot-play' ? 'top card of your deck' : undefined;
  const myDown = mine ? { note: downNote, card: mine.kind === 'play' && typeof mine.card === 'string' ? mine.card : undefined } : null;
  const downOf = (x: number) => (x === seat && myDown ? myDown : fd?.committed.includes(x) ? {} : null);
  const totals = liveTotals(s);
  const kind = a ? handKind(s) : null;
  const seats = s.lords.map((_, i) => i);
  const others = [...seats.slice(seat + 1), ...seats.slice(0, seat)];
  const waitingFor = fd && mine ? seats.filter((x) => s.lords[x]?.alive && !fd.committed.includes(x) && x !== seat) : [];
  const prompt = a && 'prompt' in a.request ? a.request.prompt : null;
  const label = (v: Json) => nameSeats(p.names, moveLabel(s, v));
  // Whose move it is, from the engine's request (a face-down play: everyone chooses at once).
  // Once bound, a Lord waits for the others: the face-down play is theirs to make.
  const asked = next?.kind === 'commit' && fd ? { ...next, seats: next.seats.filter((x) => !fd.committed.includes(x) && !(x === seat && mine)) } : next;
  const whose = whoseMove(asked, { seat, names: p.names, watching: p.watching });
  // Your purchases (the engine's list and prices), or why there are none; your hand apart, nothing in it for sale.
  const head = s.queue[0];
  const offer = bt && a && a.request.kind === 'move' && head?.t === 'buy' && head.seat === seat ? bt.buyOffer(s, a.legal, p.whyNot) : null;
  const phase = p.phase;
  // Three or more Lords: the others as small panels (played cards as name chips), in a grid.
  const many = others.length >= 2;
  const lordPanel = (x: number) => (
    <LordPanel key={x} p={p} s={s} seat={x} totals={totals.find((t) => t.seat === x)} down={downOf(x)} tag={tagOf(s, seat, x, viewerWhose(p))} look={look}
      small={many && x !== seat} team={s.teams.length > 0 ? teamOf(s, x) : null} />
  );
  const handRow = me && (
    <div class="cr-row cr-hand-cards fd-folds">
      {me.hand.filter((h) => h !== downHandle).map((h) => {
        const id = p.knowledge[h];
        if (!id) return <span key={h} class="cr-unknown">{p.watching ? 'a hidden card' : 'a card you have not seen'}</span>;
        const card = cardOf(id);
        const v = handValues.get(h);
        const fresh = freshHand.has(h) ? 'deal' : null;
        if (v) {
          const x = { key: `hand:${h}`, card: <CardView card={card} large /> };
          return (
            <div key={h} class="fd-slot">
              <CardView card={card} noCost lit fresh={fresh} label={label(v)} hover={ins.hover(x)}
                onChoose={() => { ins.close(); launch(id, document.querySelector(`[data-hand="${h}"]`)); p.choose(v); }} hand={h} />
              <InfoButton name={card.name} onClick={() => ins.toggle(x)} />
            </div>
          );
        }
        const reason = kind ? reasonFor(p, { kind, handle: h, card: id }) : null;
        return <CardView key={h} card={card} noCost fresh={fresh} blocked={reason} {...inspectable(look, `hand:${h}`, id, reason)} />;
      })}
      {me.hand.length === 0 && <span class="cr-empty">No cards in hand</span>}
    </div>
  );
  // A question about the hand (or a purchase): the cards come first; any other: its choices, right under the prompt.
  const choices = other.length > 0 && (
    <div class="fd-choices" role="group" aria-label="Your choices">
      {other.map((v, i) => <button key={i} type="button" class={`choice${asV(v).kind === 'pass' ? ' quiet' : ''}`} onClick={() => { ins.close(); p.choose(v); }}>{label(v)}</button>)}
    </div>
  );
  const buyRow = offer && bt && <bt.BuyRow p={p} offer={offer} ins={ins} label={label} />;
  return (
    <div class="cr-table fd-table" data-table>
      <header class="fd-bar">
        <p class="fd-where">
          <strong>{s.round === 0 ? 'Setting up' : `Round ${s.round}`}</strong>
          {whose && <> · <WhoseTag whose={whose} /></>}
          {phase && <> · {phase.name}{phase.detail ? ` · ${phase.detail}` : ''}</>}
          {s.round > 0 && <span class="fd-sub"> · <span class="cr-medallion" aria-hidden="true">♛</span> Overlord: {s.overlord === seat ? viewerName(p) : seatName(p.names, s.overlord)}</span>}
        </p>
        <div class="fd-bar-tools">
          <CrayneHowTo />
          <CrayneSymbols factions={s.factions} />
        </div>
      </header>
      <div class="cr-board">
        <div class="cr-main">
          <div class={`cr-others${many ? ' many' : ''}`}>
            {others.map(lordPanel)}
            <AutomataPanel s={s} look={look} />
          </div>
          {ex && <ex.Battle p={p} s={s} report={report} />}
          {me && lordPanel(seat)}
          {me && (
            <section class={`cr-hand fd-tray${kind || offer ? '' : ' idle'}${folded ? ' folded' : ''}`}
              aria-label={offer ? 'What you can buy' : p.watching ? `${viewerWhose(p)} hand` : 'Your hand'}>
              <FoldButton folded={folded} onToggle={() => setFolded(!folded)} />
              <h3 class="fd-prompt">
                {whose && <><WhoseTag whose={whose} />{' '}</>}
                {offer?.none ?? (prompt ? nameSeats(p.names, prompt) : downHandle || mine
                  ? (waitingFor.length ? `You played ${downNote ?? 'a card'} face down. Waiting for ${andList(waitingFor.map((x) => seatName(p.names, x)))}…` : `You played ${downNote ?? 'a card'} face down. Turning the cards over…`)
                  : whose ? '' : p.watching ? `${viewerWhose(p)} hand` : 'Your hand')}
              </h3>
              {!kind && !offer && choices}
              {offer ? buyRow : handRow}
              {(kind || offer) && choices}
            </section>
          )}
          {offer && (
            <section class="cr-hand-apart" aria-label={`${p.watching ? viewerWhose(p) : 'Your'} hand`}>
              <h3>{p.watching ? `${viewerWhose(p)} hand` : 'Your hand'} <span class="cr-count">· not for sale</span></h3>
              {handRow}
            </section>
          )}
        </div>
        <Market p={p} s={s} buyable={buyable} buying={a?.request.kind === 'move' && s.queue[0]?.t === 'buy'} look={look} />
      </div>
      <Inspector shown={ins.shown} close={ins.close} />
    </div>
  );
}
