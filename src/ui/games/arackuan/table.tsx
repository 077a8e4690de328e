/**
 * The Arackuan table: the battlefield to its real shape with both Astral Planes (board.tsx), each
 * player's strip, the round (of 9), who starts it and the running score always in the bar, the
 * round's story with the numbers of every attack, and your hand with what the rules ask now.
 *
 * Placing: choose a lit card in your hand, then a lit square (click, tap, or arrows and Enter).
 * Activating: choose one of your lit cards; what it can attack, where it can move or swap, what its
 * Action can name light up (a movement's path shows as you point at a square; on a touch screen,
 * where nothing is pointed at, the first tap on a square shows the path and a second moves). An Action is built
 * step by step: each tap adds a choice, and the next lit squares (and hand cards, numbered choices
 * in the tray) are the engine's `actionChoices`; Confirm appears once the choice is a whole Action
 * ("up to"/"any number": after each card, while more may be added).
 * Choosing an enemy card starts an attack: other cards that can join light up and are added with a tap, and the
 * sum against the defence — with the rules' own forecast, Perforation and Omnistrike included —
 * shows before you confirm; with Omnistrike, cards may also join its strikes on its other adjacent
 * enemies. Every lit square and button comes from the engine (sources, targets, group options,
 * action choices, Omnistrike's extra groups, the legal list); `whyNot` says why anything else is refused.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Json } from '../../../crypto/canonical.js';
import type { Knowledge } from '../../../engine/game.js';
import type { Position } from '../../../engine/games/arackuan/board.js';
import { cardOf as cardFor } from '../../../engine/games/arackuan/cards-api.js';
import type { ArkMove } from '../../../engine/games/arackuan/moves.js';
import type { ArkState } from '../../../engine/games/arackuan/state.js';
import { type TableProps, viewerWhose } from '../table-props.js';
import { Inspector, launch, reasonFor, useFresh, useInspector } from '../kit.js';
import { lazyDialog } from '../lazy-dialog.js';
import { type Chosen, type Group, type Reach, actionStep, extraOf, groupOf, withExtra, withoutExtra, pathTo, placesOf, reachOf, sourcesOf } from './ask.js';
import { Board, type Mark } from './board.js';
import { ArkCard } from './card.js';
import { plainPlaces } from './geometry.js';
import { tokenLooks } from './look.js';
import { Bar, type Frame, Story, Strip } from './parts.js';
import { roundStory } from './report.js';
import { keepInView } from '../in-view.js';
import { Tray } from './tray.js';
import './arackuan.css';

const HowTo = lazyDialog('How to play', () => import('./help.js').then((m) => m.ArackuanHowTo));
const Symbols = lazyDialog('Symbols', () => import('./help.js').then((m) => m.ArackuanSymbols));

export const isArk = (x: Json | null): x is ArkState & Json => typeof x === 'object' && x !== null && !Array.isArray(x) && 'board' in x && 'players' in x && 'lasting' in x;


const NO_REACH: Reach = { attack: [], move: [], swap: [], action: [], plainAction: false };

function add(m: Map<Position, Mark[]>, at: Position, mark: Mark): void {
  const list = m.get(at) ?? [];
  if (!list.includes(mark)) list.push(mark);
  m.set(at, list);
}

export function ArackuanTable(t: TableProps) {
  const [pick, setPick] = useState<string | null>(null);
  const [group, setGroup] = useState<Group | null>(null);
  /** The Action being built for the chosen card (null: none yet). */
  const [built, setBuilt] = useState<Chosen | null>(null);
  const [pointed, setPointed] = useState<Position | null>(null);
  /** On a touch screen, the square tapped once to see the way there (tapped again, the card moves). */
  const [preview, setPreview] = useState<Position | null>(null);
  /** Why the square just tapped is not a choice (the engine's words), shown until the next choice. */
  const [refused, setRefused] = useState<string | null>(null);
  const ins = useInspector();
  const step = t.history?.step ?? -1;
  // A new step (a move made, a card revealed) starts every choice afresh.
  useEffect(() => { setPick(null); setGroup(null); setBuilt(null); setRefused(null); setPreview(null); }, [step]);
  const s = isArk(t.state) ? t.state : null;
  const freshKeys = useFresh(s ? s.board.map((p) => `${p.key}:${p.down ? 'd' : 'u'}`) : []);
  const story = useMemo(() => {
    const h = t.history;
    if (!h || !s) return { round: 0, lines: [] };
    const at = (k: number) => { const x = h.stateAt(k); return isArk(x) ? x : null; };
    return roundStory(at, h.step, { viewer: t.seat, names: t.names, watching: !!t.watching });
  }, [step, s?.round]);
  if (!s) return <p data-table>Setting up the table…</p>;

  const k: Knowledge = { seat: t.seat, cards: t.knowledge };
  const mine = t.awaiting !== null && !t.watching;
  const ask = mine ? s.ask : null;
  const sources = ask && (ask.kind === 'place' || ask.kind === 'activate') ? sourcesOf(s, t.seat, k) : [];
  const chosen = pick !== null && sources.includes(pick) ? pick : null;
  const places = ask?.kind === 'place' && chosen ? placesOf(s, t.seat, k, chosen) : [];
  const reach = ask?.kind === 'activate' && chosen ? reachOf(s, t.seat, k, chosen) : NO_REACH;
  const extra = ask?.kind === 'activate' && group ? extraOf(s, t.seat, group) : null;
  const building = ask?.kind === 'activate' && chosen && built ? actionStep(s, t.seat, k, chosen, built) : null;
  const g = ask?.kind === 'activate' && group ? groupOf(s, t.seat, group.target, group.with) : null;
  const tokens = tokenLooks(s.players.map((p) => p.faction), t.names);
  const frame: Frame = { s, viewer: t.seat, names: t.names, watching: !!t.watching, tokens, committed: t.facedown?.committed ?? null };
  const fresh = new Set(s.board.filter((p) => freshKeys.has(`${p.key}:${p.down ? 'd' : 'u'}`)).map((p) => p.key));

  const marks = new Map<Position, Mark[]>();
  if (ask?.kind === 'activate') {
    if (group && g) {
      add(marks, group.target, 'target');
      for (const at of group.with) add(marks, at, 'group');
      for (const x of group.also ?? []) { add(marks, x.target, 'target'); for (const at of x.with) add(marks, at, 'group'); }
      if (group.extra && extra) { add(marks, group.extra, 'target'); for (const at of extra.joinable) add(marks, at, 'joinable'); }
      else for (const j of g.joinable) if (!group.with.includes(j.at)) add(marks, j.at, 'joinable');
    } else {
      for (const at of sources) add(marks, at, 'source');
      if (chosen && built && building) {
        add(marks, chosen, 'selected');
        for (const at of built.targets) add(marks, at, 'target');
        for (const at of building.positions) add(marks, at, 'action');
      } else if (chosen) {
        add(marks, chosen, 'selected');
        for (const at of reach.attack) add(marks, at, 'attack');
        for (const at of reach.move) add(marks, at, 'move');
        for (const at of reach.swap) add(marks, at, 'swap');
        for (const at of reach.action) add(marks, at, 'action');
        const way = pointed && reach.move.includes(pointed) ? pointed : preview && reach.move.includes(preview) ? preview : null;
        if (way) for (const at of pathTo(s, chosen, way)?.slice(0, -1) ?? []) add(marks, at, 'path');
        if (way && way === preview) add(marks, way, 'way');
      }
    }
  }
  for (const at of places) add(marks, at, 'place');

  const send = (m: ArkMove, from?: Element | null) => {
    if (m.kind === 'place') launch(`ark:${m.at}`, from ?? document.querySelector('.ark-hand .ark-card.selected'));
    ins.close();
    setPick(null);
    setGroup(null);
    setBuilt(null);
    return t.choose(m as Json);
  };

  const inspectAt = (at: Position) => {
    const piece = s.board.find((p) => p.at === at);
    const id = piece && !piece.down ? piece.id : piece && piece.owner === t.seat ? t.knowledge[piece.id] : undefined;
    const card = id ? cardFor(id) : undefined;
    if (card) ins.toggle({ key: `board:${at}:${card.id}`, card: <ArkCard card={card} large /> });
  };

  /** A square that is not lit, tapped with a card chosen: why not, in the engine's words. */
  const whyNotHere = (m: ArkMove): boolean => {
    const raw = reasonFor(t, m as Json);
    const why = raw === null ? null : plainPlaces(raw, t.names, t.seat, !!t.watching);
    setRefused(why);
    return why !== null;
  };

  const onSquare = (at: Position, touch = false) => {
    setRefused(null);
    const previewed = preview;
    setPreview(null);
    if (ask?.kind === 'place' && chosen && places.includes(at)) { send({ kind: 'place', handle: chosen, at }); return; }
    if (ask?.kind === 'place' && chosen && !s.board.some((p) => p.at === at) && whyNotHere({ kind: 'place', handle: chosen, at })) return;
    if (ask?.kind === 'activate') {
      if (group) {
        if (group.with.includes(at)) {
          const rest = group.with.filter((x) => x !== at);
          // The extra groups hang on the Omnistrike card: changing the main group starts them afresh.
          setGroup(rest.length ? { target: group.target, with: rest } : null);
          return;
        }
        if ((group.also ?? []).some((x) => x.with.includes(at))) { setGroup({ ...group, also: withoutExtra(group.also ?? [], at) }); return; }
        if (group.extra && extra?.joinable.includes(at)) { setGroup({ ...group, also: withExtra(group.also ?? [], group.extra, at) }); return; }
        if (group.extra && extra?.targets.includes(at)) { setGroup({ ...group, extra: at }); return; }
        if (!group.extra && g?.joinable.some((j) => j.at === at)) { setGroup({ target: group.target, with: [...group.with, at].sort() }); return; }
        if (at === group.target) { inspectAt(at); return; }
        setGroup(null);
      }
      if (chosen && built && building) {
        if (building.positions.includes(at)) { setBuilt({ ...built, targets: [...built.targets, at] }); return; }
        if (sources.includes(at)) { setBuilt(null); setPick(chosen === at ? null : at); return; }
        setRefused('that square is not a choice for this Action now (the lit squares are)');
        return;
      }
      if (chosen && reach.attack.includes(at)) { setGroup({ target: at, with: [chosen] }); setBuilt(null); return; }
      // A tap shows the way a walking card takes first (nothing was pointed at); the same square tapped again moves it.
      if (chosen && touch && reach.move.includes(at) && previewed !== at && (pathTo(s, chosen, at)?.length ?? 0) > 1) { setPreview(at); return; }
      if (chosen && (reach.move.includes(at) || reach.swap.includes(at))) { send({ kind: 'move', from: chosen, to: at }); return; }
      if (chosen && reach.action.includes(at)) { setBuilt({ targets: [at] }); return; }
      if (sources.includes(at)) { setPick(chosen === at ? null : at); setBuilt(null); ins.close(); return; }
      const there = s.board.find((p) => p.at === at);
      if (chosen && there && there.control !== t.seat && !there.down) whyNotHere({ kind: 'attack', target: at, with: [chosen] });
      else if (chosen && !there) whyNotHere({ kind: 'move', from: chosen, to: at });
    }
    inspectAt(at);
  };

  const prompt = t.awaiting && 'prompt' in t.awaiting.request ? t.awaiting.request.prompt : null;
  const other = t.seat === 0 ? 1 : 0;
  return (
    <div class="ark fd-table" data-table>
      <Bar f={frame} phase={t.phase?.name ?? null} tools={<><HowTo /><Symbols /></>} />
      <Strip f={frame} seat={other} />
      <div class="ark-middle">
        <Board s={s} viewer={t.seat} names={t.names} knowledge={t.knowledge} watching={!!t.watching} tokens={tokens} marks={marks}
          onSquare={onSquare} onPoint={setPointed} look={{ hover: ins.hover, toggle: ins.toggle }} fresh={fresh} />
        <Story lines={story.lines} round={story.round} now={s.round} />
      </div>
      <Strip f={frame} seat={t.seat} />
      <Tray t={t} s={s} k={k} ask={ask} prompt={prompt} sources={sources} chosen={chosen}
        setPick={(h) => { setPick(h); setGroup(null); setBuilt(null); setRefused(null); if (h && ask?.kind === 'place') keepInView('.ark-field .ark-sq.m-place', '.ark-tray .ark-now'); }}
        reach={reach} group={group} groupInfo={g} setGroup={setGroup} built={built} building={building} setBuilt={setBuilt} send={send} look={ins}
        title={t.watching ? `${viewerWhose(t)} hand` : 'Your hand'} refused={refused}
        preview={chosen && preview ? `The way there is lit: tap ${plainPlaces(preview, t.names, t.seat, !!t.watching)} again to move.` : null} />
      <Inspector shown={ins.shown} close={ins.close} />
    </div>
  );
}
