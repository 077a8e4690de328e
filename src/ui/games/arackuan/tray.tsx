/**
 * Your side of the table: your hand, what the rules ask now in words, and the choices that go
 * with it — the deck, who starts, the mulligan, a card to place, the chosen card's Actions, the
 * attack being put together (its sum against the defence and the rules' forecast), ending your
 * turn. Every button sends a value the engine listed or accepts (`whyNot` is asked first).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Json } from '../../../crypto/canonical.js';
import type { Knowledge } from '../../../engine/game.js';
import { type Position, astralOf, isAstral } from '../../../engine/games/arackuan/board.js';
import { cardOf } from '../../../engine/games/arackuan/cards-api.js';
import type { Faction } from '../../../engine/games/arackuan/cards/types.js';
import type { ActionMove, ArkMove } from '../../../engine/games/arackuan/moves.js';
import { openPositions } from '../../../engine/games/arackuan/place.js';
import type { ArkState, Ask } from '../../../engine/games/arackuan/state.js';
import type { Result } from '../../../result.js';
import { nameSeats } from '../../names.js';
import { FoldButton, InfoButton, type useInspector, reasonFor, useFresh } from '../kit.js';
import type { TableProps } from '../table-props.js';
import { type ActionChoices, type Chosen, type Group, type Reach, actionLabel, extraOf, forecastOf, groupOf, profiles, withoutExtra } from './ask.js';
import { ArkBack, ArkCard } from './card.js';
import { placeName, plainPlaces } from './geometry.js';
import { FACTION_LOOK } from './look.js';

type Ins = ReturnType<typeof useInspector>;

export interface TrayProps {
  readonly t: TableProps;
  readonly s: ArkState;
  readonly k: Knowledge;
  /** The question asked of this page (null: nothing, or someone watching). */
  readonly ask: Ask | null;
  readonly prompt: string | null;
  readonly sources: readonly string[];
  readonly chosen: string | null;
  readonly setPick: (x: string | null) => void;
  readonly reach: Reach;
  readonly group: Group | null;
  readonly groupInfo: ReturnType<typeof groupOf> | null;
  readonly setGroup: (g: Group | null) => void;
  /** The Action being built for the chosen card (null: none yet), and what may come next (the engine's). */
  readonly built: Chosen | null;
  readonly building: ActionChoices | null;
  readonly setBuilt: (b: Chosen | null) => void;
  readonly send: (m: ArkMove, from?: Element | null) => Result<void>;
  readonly look: Ins;
  readonly title: string;
  /** Why the square just tapped cannot be chosen (the engine's words), or null. */
  readonly refused?: string | null;
  /** On a touch screen, after a first tap on a square a walking card can reach: the way is lit, tap again (words), or null. */
  readonly preview?: string | null;
}

const legalOf = (t: TableProps): ArkMove[] => (t.awaiting?.legal ?? []) as unknown as ArkMove[];
const nameAt = (s: ArkState, at: Position): string => profiles(s).get(s.board.find((p) => p.at === at)?.key ?? -1)?.printed.name ?? 'a card';

/** A button for a value the engine accepts: disabled with its reason when `whyNot` refuses it. */
function Choice({ t, value, label, cls, onSend }: { t: TableProps; value: ArkMove; label: string; cls?: string; onSend: () => void }) {
  const raw = reasonFor(t, value as Json);
  const why = raw === null ? null : plainPlaces(raw, t.names, t.seat, !!t.watching);
  return (
    <button type="button" class={`choice${cls ? ` ${cls}` : ''}`} disabled={why !== null} title={why ?? undefined} onClick={onSend}>
      {label}{why ? <span class="sr-only"> (not now: {why})</span> : null}
    </button>
  );
}

/** The attack being put together: who is in it, the sum against the defence, the forecast, confirm. */
function AttackPanel({ p }: { p: TrayProps }) {
  const { s, t, group, groupInfo: g } = p;
  if (!group || !g) return null;
  const target = s.board.find((x) => x.at === group.target);
  const tname = nameAt(s, group.target);
  const owner = target ? (t.names[target.control] ?? 'the other player') : 'the other player';
  const value = (at: Position) => g.joinable.find((j) => j.at === at)?.value ?? 0;
  const also = group.also ?? [];
  const move: ArkMove = { kind: 'attack', target: group.target, with: [...group.with].sort(), ...(also.length ? { also } : {}) };
  const initiative = s.ask?.kind === 'activate' && s.ask.step <= 2;
  const strikes = g.why === null ? forecastOf(s, group.target, move.with, initiative, also) : [];
  const extra = extraOf(s, t.seat, group);
  const place = (at: Position) => placeName(at, t.names, t.seat, !!t.watching);
  const beats = g.sum > g.defence;
  const more = g.joinable.filter((j) => !group.with.includes(j.at));
  return (
    <div class="ark-attack" role="group" aria-label={`Attack ${owner}'s ${tname}`}>
      <h4>Attack {owner}'s {tname} ({group.target}) · defence {g.defence}</h4>
      <p class="ark-attackers">
        {group.with.map((at) => (
          <button key={at} type="button" class="ark-chip" onClick={() => { const rest = group.with.filter((x) => x !== at); p.setGroup(rest.length ? { target: group.target, with: rest } : null); }}
            aria-label={`Take ${nameAt(s, at)} +${value(at)} (${placeName(at, t.names, t.seat, !!t.watching)}) out of the attack`}>{nameAt(s, at)} <b>+{value(at)}</b> <span aria-hidden="true">✕</span></button>
        ))}
      </p>
      <p class={`ark-sum ${beats ? 'wins' : 'fails'}`} aria-live="polite">
        <strong>{g.sum}</strong> against defence <strong>{g.defence}</strong>: {beats ? 'it is beaten' : `not enough — the attack must be greater than ${g.defence}`}
      </p>
      {strikes.length > 1 && (
        <ul class="ark-forecast">
          {strikes.slice(1).map((st, i) => {
            const x = s.board.find((q) => q.key === st.target);
            return <li key={i}>Then {x ? nameAt(s, x.at) : 'a card'} ({x?.at}): {st.sum} against defence {st.defence} — {st.success ? 'beaten' : 'holds'}</li>;
          })}
        </ul>
      )}
      {also.map((x) => (
        <p key={x.target} class="ark-attackers">Also against {nameAt(s, x.target)} ({place(x.target)}):{' '}
          {x.with.map((at) => (
            <button key={at} type="button" class="ark-chip" onClick={() => p.setGroup({ ...group, also: withoutExtra(also, at) })}
              aria-label={`Take ${nameAt(s, at)} (${place(at)}) out of the strike on ${nameAt(s, x.target)}`}>{nameAt(s, at)} <span aria-hidden="true">✕</span></button>
          ))}
        </p>
      ))}
      {extra.targets.length > 0 && (
        <div class="fd-choices" role="group" aria-label="Omnistrike: add cards to its other strikes">
          {extra.targets.map((x) => (
            <button key={x} type="button" class={`choice${group.extra === x ? ' selected' : ''}`} aria-pressed={group.extra === x}
              onClick={() => p.setGroup({ ...group, extra: group.extra === x ? null : x })}>
              {group.extra === x ? `Adding cards against ${nameAt(s, x)} — done` : `Add cards against ${nameAt(s, x)} (${place(x)}) too`}
            </button>
          ))}
        </div>
      )}
      {group.extra && <p class="ark-note">Tap a lit card to join the strike on {nameAt(s, group.extra)}{extra.joinable.length ? '' : ' (none can join it now)'}.</p>}
      {!group.extra && more.length > 0 && <p class="ark-note">Tap a lit card on the battlefield to add it: {more.map((j) => `${nameAt(s, j.at)} +${j.value}`).join(', ')}.</p>}
      {g.why && g.why !== 'choose the attackers' && <p class="ark-why" role="note">Not allowed: {plainPlaces(nameSeats(t.names, g.why), t.names, t.seat, !!t.watching)}</p>}
      <div class="fd-choices">
        <Choice t={t} value={move} cls="primary ark-confirm" label={`Attack: ${g.sum} against ${g.defence}`} onSend={() => p.send(move)} />
        <button type="button" onClick={() => p.setGroup(null)}>Cancel</button>
      </div>
    </div>
  );
}

/** The chosen card's options, and its Action built step by step from the engine's list of every legal choice. */
function ChosenPanel({ p }: { p: TrayProps }) {
  const { s, t, chosen, reach, built, building } = p;
  if (!chosen || s.ask?.kind !== 'activate') return null;
  const acts = reach.plainAction || reach.action.length > 0;
  const can = [reach.attack.length ? 'attack a card lit red' : '', reach.move.length ? 'move to a square lit green' : '', reach.swap.length ? 'swap with an ally' : '',
    acts ? 'use its Action' : ''].filter(Boolean);
  return (
    <div class="ark-chosen" role="group" aria-label={`What ${nameAt(s, chosen)} can do`}>
      <p><strong>{nameAt(s, chosen)}</strong> ({placeName(chosen, t.names, t.seat, !!t.watching)}){can.length ? `: ${can.join(', ')}.` : '.'}</p>
      {built && building ? <ActionBuilder p={p} at={chosen} built={built} c={building} /> : acts && (
        <div class="fd-choices">
          <button type="button" class="choice ark-action" onClick={() => p.setBuilt({ targets: [] })}>Use its Action…</button>
          {reach.action.length > 0 && <span class="ark-note">or tap a square lit purple to start it there.</span>}
        </div>
      )}
    </div>
  );
}

/** One Action being put together: what is chosen so far, what may come next (lit squares, hand cards, numbered choices), confirm when whole. */
function ActionBuilder({ p, at, built, c }: { p: TrayProps; at: Position; built: Chosen; c: ActionChoices }) {
  const { s, t } = p;
  const hand = built.hand ?? [];
  const so = [...built.targets.map((x) => (s.board.some((q) => q.at === x) ? `${nameAt(s, x)} (${placeName(x, t.names, t.seat, !!t.watching)})` : `to ${placeName(x, t.names, t.seat, !!t.watching)}`)),
    ...hand.map((h) => `${cardOf(h.card)?.name ?? 'a card'} from your hand`)];
  const undo = (): void => {
    if (built.targets.length) p.setBuilt({ ...built, targets: built.targets.slice(0, -1) });
    else if (hand.length) p.setBuilt({ ...built, hand: hand.slice(0, -1) });
    else if (built.option !== undefined) p.setBuilt({ targets: [] });
    else p.setBuilt(null);
  };
  const optLabel = (o: number) => actionLabel(s, { kind: 'action', at, targets: [], option: o }).replace(/^Use [^:]*: /, '');
  const nothing = !c.done && !c.positions.length && !c.handCards.length && !c.options.length;
  return (
    <div class="ark-builder" role="group" aria-label={`Build the Action of ${nameAt(s, at)}`}>
      <p>{so.length ? `Chosen so far: ${so.join(', ')}.` : 'Nothing chosen yet.'}{built.option !== undefined ? ` ${optLabel(built.option)}.` : ''}</p>
      {c.positions.length > 0 && <p class="ark-note">Tap a square lit purple for the next choice ({c.positions.length} possible).</p>}
      {c.done && (c.positions.length > 0 || c.handCards.length > 0) && <p class="ark-note ark-more">You may add more, or confirm it as it is.</p>}
      {c.options.length > 0 && built.option === undefined && (
        <div class="fd-choices">{c.options.map((o) => <button key={o} type="button" class="choice" onClick={() => p.setBuilt({ ...built, option: o })}>{optLabel(o)}</button>)}</div>
      )}
      {c.handCards.length > 0 && (
        <div class="fd-choices">{c.handCards.map((h) => (
          <button key={h.handle} type="button" class="choice" onClick={() => p.setBuilt({ ...built, hand: [...hand, h] })}>Put {cardOf(h.card)?.name ?? 'a card'} from your hand in play</button>
        ))}</div>
      )}
      {nothing && <p class="ark-why" role="note">These choices lead to no legal Action: go back a step.</p>}
      {!c.complete && <p class="ark-note">Not every combination could be listed; the ones shown are all allowed.</p>}
      <div class="fd-choices">
        {c.done && c.move && <Choice t={t} value={c.move} cls="primary ark-confirm" label={`Confirm: ${actionLabel(s, c.move)}`} onSend={() => p.send(c.move as ActionMove)} />}
        <button type="button" onClick={undo}>{so.length || built.option !== undefined ? 'Back one step' : 'Cancel the Action'}</button>
        {(so.length > 0 || built.option !== undefined) && <button type="button" onClick={() => p.setBuilt(null)}>Cancel the Action</button>}
      </div>
    </div>
  );
}

/** Cards put back (mulligan, or a card's "put back into your deck"): chosen in the hand, then confirmed. */
function usePicks(step: number): [readonly string[], (h: string) => void] {
  const [picks, setPicks] = useState<readonly string[]>([]);
  useEffect(() => setPicks([]), [step]);
  return [picks, (h) => setPicks((xs) => (xs.includes(h) ? xs.filter((x) => x !== h) : [...xs, h]))];
}

export function Tray(p: TrayProps) {
  const { t, s, ask } = p;
  const step = t.history?.step ?? -1;
  const [picks, toggle] = usePicks(step);
  const me = s.players[t.seat];
  const freshHand = useFresh(me?.hand ?? []);
  // A phone's hand folds to its prompt and choices, so the battlefield shows (tables.css, .fd-tray.folded).
  const [folded, setFolded] = useState(false);
  if (!me) return null;
  const legal = legalOf(t);
  const selecting = ask?.kind === 'mulligan' || ask?.kind === 'return';
  const placing = ask?.kind === 'place';
  const sorted = [...picks].sort();
  const open = placing ? openPositions(s, t.seat) : [];
  const handCard = (h: string) => {
    const id = t.knowledge[h] ?? (me.revealed[h] as string | undefined);
    const card = id ? cardOf(id) : undefined;
    if (!card) return <ArkBack key={h} label={t.watching ? 'a hidden card' : 'a card you have not seen'} faction={me.faction} />;
    const large = { key: `hand:${h}`, card: <ArkCard card={card} large /> };
    const fresh = freshHand.has(h);
    if (placing && p.sources.includes(h)) {
      return (
        <span key={h} class="fd-slot">
          <ArkCard card={card} lit selected={p.chosen === h} fresh={fresh} label={`Choose where to place ${card.name}`}
            onChoose={() => { p.look.close(); p.setPick(p.chosen === h ? null : h); }} hover={p.look.hover(large)} />
          <InfoButton name={card.name} onClick={() => p.look.toggle(large)} />
        </span>
      );
    }
    if (selecting) {
      const on = picks.includes(h);
      return (
        <span key={h} class="fd-slot">
          <ArkCard card={card} lit selected={on} fresh={fresh} label={on ? `Keep ${card.name}` : `Put ${card.name} back`} onChoose={() => toggle(h)} hover={p.look.hover(large)} />
          <InfoButton name={card.name} onClick={() => p.look.toggle(large)} />
        </span>
      );
    }
    const at = open.find((x) => (card.kind === 'spell' && card.astral ? isAstral(x) : !isAstral(x))) ?? astralOf(t.seat)[0] ?? 'd3';
    const raw = placing ? reasonFor(t, { kind: 'place', handle: h, at } as Json) : null;
    const reason = raw === null ? null : plainPlaces(raw, t.names, t.seat, !!t.watching);
    return (
      <ArkCard key={h} card={card} blocked={reason} fresh={fresh}
        onInspect={() => p.look.toggle({ ...large, reason })} hover={p.look.hover({ ...large, reason })} />
    );
  };
  const tray = placing || selecting || ask?.kind === 'activate';
  return (
    <section class={`ark-tray fd-tray${tray ? '' : ' idle'}${placing || selecting ? ' reading' : ''}${folded ? ' folded' : ''}`} aria-label={p.title}>
      <FoldButton folded={folded} onToggle={() => setFolded(!folded)} />
      <h3 class="fd-prompt">{p.prompt ? nameSeats(t.names, p.prompt) : p.title} <span class="ark-count">· {me.hand.length} in hand</span></h3>
      {p.refused && <p class="ark-why" role="alert">Not there: {p.refused}</p>}
      {p.preview && <p class="ark-note ark-preview" role="status">{p.preview}</p>}
      {placing && !p.chosen && p.sources.length > 0 && <p class="ark-note">Choose a lit card, then a lit square (or use the arrow keys on the battlefield and Enter).</p>}
      {placing && p.chosen && <p class="ark-note ark-now">Now choose a lit square for {cardOf(t.knowledge[p.chosen] ?? '')?.name ?? 'the card'}: it goes there face down.</p>}
      {ask?.kind === 'activate' && (p.group ? <AttackPanel p={p} /> : <ChosenPanel p={p} />)}
      <div class="ark-hand fd-folds">{me.hand.map(handCard)}{me.hand.length === 0 && s.round > 0 && <p class="ark-note">No cards in hand.</p>}</div>
      <div class="fd-choices ark-choices" role="group" aria-label="Your choices">
        {ask?.kind === 'deck' && legal.filter((m) => m.kind === 'deck').map((m) => {
          const f = m.kind === 'deck' ? (m.faction as Faction) : 'byartur';
          const look = FACTION_LOOK[f];
          return <Choice key={f} t={t} value={m} cls="ark-faction" label={`${look.symbol} Play ${look.name}${s.decks === 'prebuilt' ? ' (pre-built deck)' : ''}`} onSend={() => p.send(m)} />;
        })}
        {ask?.kind === 'first' && legal.filter((m) => m.kind === 'first').map((m) => {
          const who = m.kind === 'first' && m.seat === t.seat ? 'I start' : `${t.names[m.kind === 'first' ? m.seat : 0] ?? 'The other player'} starts`;
          return <Choice key={who} t={t} value={m} label={`${who} round 1`} onSend={() => p.send(m)} />;
        })}
        {ask?.kind === 'mulligan' && (
          <Choice t={t} value={{ kind: 'mulligan', handles: sorted }} cls="primary"
            label={sorted.length ? `Put back ${sorted.length} card${sorted.length > 1 ? 's' : ''} and draw ${sorted.length}` : 'Keep this hand'}
            onSend={() => p.send({ kind: 'mulligan', handles: sorted })} />
        )}
        {ask?.kind === 'return' && (
          <Choice t={t} value={{ kind: 'return', handles: sorted }} cls="primary" label={`Put back ${sorted.length} of ${ask.count}`}
            onSend={() => p.send({ kind: 'return', handles: sorted })} />
        )}
        {placing && legal.filter((m) => m.kind === 'pass').map((m, i) => <Choice key={i} t={t} value={m} label="No card can be placed: show my hand" onSend={() => p.send(m)} />)}
        {ask?.kind === 'activate' && p.chosen && !p.group && <button type="button" onClick={() => p.setPick(null)}>Choose another card</button>}
        {ask?.kind === 'activate' && (
          <Choice t={t} value={{ kind: 'end' }} cls="end-turn" label={ask.step <= 2 ? 'Done with Initiative' : 'End my turn'} onSend={() => p.send({ kind: 'end' })} />
        )}
      </div>
      {ask?.kind === 'mulligan' && <p class="ark-note">Tap the cards to put back into your deck (once only), or keep this hand.</p>}
    </section>
  );
}
