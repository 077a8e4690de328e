/**
 * The battlefield drawn to its real shape (40 squares, coordinates on the edges, the green start
 * zone) and both Astral Planes, seen from the viewer's side. Each square is a button: a card on
 * it shows its owner's token (colour and initial; hollow when spent), its attack and defence as
 * they stand now, and a back while it lies face down. What the table lit (where a card may go,
 * what it may attack, a movement's path) comes in `marks`, from the engine; the board only draws.
 * Arrow keys move between squares and Enter or Space chooses, as a tap or a click does.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { type Position, START_ZONE, isAstral, isSquare } from '../../../engine/games/arackuan/board.js';
import { cardOf } from '../../../engine/games/arackuan/cards-api.js';
import { type Prof, profiles } from '../../../engine/games/arackuan/profile.js';
import type { ArkState, Piece } from '../../../engine/games/arackuan/state.js';
import { type Look, landing, longName } from '../kit.js';
import { ArkBack, ArkCard, Stats } from './card.js';
import { type Arrow, type Cell, cellsFor, columnLabels, nextCell, placeName, rowLabels } from './geometry.js';
import { type TokenLook, breakable, factionLook } from './look.js';

/** What a square is lit for. */
export type Mark = 'source' | 'selected' | 'place' | 'attack' | 'move' | 'swap' | 'action' | 'target' | 'group' | 'joinable' | 'path' | 'way' | 'hit' | 'gone';

const MARK_WORDS: Readonly<Record<Mark, string>> = {
  source: 'can act', selected: 'chosen', place: 'you can place here', attack: 'can be attacked', move: 'can move here', swap: 'can swap places',
  action: 'its Action can name this', target: 'the target', group: 'in the attack', joinable: 'can join the attack', path: 'on the way', way: 'tap again to move here', hit: 'just attacked', gone: 'just left',
};

/** Marks that make a square a choice (tapping it does something). */
const ACTS: readonly Mark[] = ['source', 'place', 'attack', 'move', 'swap', 'action', 'joinable'];

export interface BoardProps {
  readonly s: ArkState;
  readonly viewer: number;
  readonly names: readonly string[];
  readonly knowledge: Readonly<Record<string, string>>;
  readonly watching: boolean;
  readonly tokens: readonly TokenLook[];
  readonly marks: ReadonlyMap<Position, readonly Mark[]>;
  /** A square chosen; `touch` when by a tap on a touch screen (nothing was pointed at before it). */
  readonly onSquare: (at: Position, touch: boolean) => void;
  /** The square pointed at or focused (to draw a movement's path), or null. */
  readonly onPoint?: (at: Position | null) => void;
  readonly look: Look;
  /** Piece keys that just arrived or turned over (they animate once). */
  readonly fresh: ReadonlySet<number>;
}

function pieceWords(p: Piece, prof: Prof | undefined, b: BoardProps): string {
  const who = p.control === b.viewer && !b.watching ? 'your' : `${b.names[p.control] ?? 'the other player'}'s`;
  if (p.down) {
    const known = p.owner === b.viewer ? cardOf(b.knowledge[p.id] ?? '')?.name : undefined;
    return `${who} face-down card${known ? ` (${known})` : ''}`;
  }
  if (!prof) return `${who} card`;
  const stats = [prof.attack !== null ? `attack ${prof.attack}` : '', prof.defence !== null ? `defence ${prof.defence}` : ''].filter(Boolean).join(', ');
  const state = prof.kind === 'spell' ? 'spell' : p.active ? 'active' : 'spent';
  return `${who} ${prof.printed.name}${stats ? `, ${stats}` : ''}, ${state}`;
}

/** A token: the controller's colour and initial, filled while active, hollow and struck when spent. */
export function Token({ look, active }: { look: TokenLook; active: boolean }) {
  return (
    <span class={`ark-token${active ? '' : ' spent'}${look.hollow ? ' hollow' : ''}`} style={{ '--token': look.colour }} aria-hidden="true" title={`${look.name}${active ? '' : ' · spent this round'}`}>
      {look.initial}
    </span>
  );
}

function PieceView({ p, prof, b }: { p: Piece; prof: Prof | undefined; b: BoardProps }) {
  const token = b.tokens[p.control] as TokenLook;
  if (p.down) {
    const own = p.owner === b.viewer;
    const known = own ? cardOf(b.knowledge[p.id] ?? '')?.name : undefined;
    return (
      <span class="ark-piece down" aria-hidden="true" ref={own ? landing(`ark:${p.at}`) : undefined}>
        <ArkBack label="face down" note={known} faction={b.s.players[p.owner]?.faction} small />
        <Token look={token} active />
      </span>
    );
  }
  const printed = prof?.printed ?? cardOf(p.id);
  if (!printed) return null;
  const look = factionLook(printed.faction);
  const atk = prof ? prof.attack : printed.attack;
  const def = prof ? prof.defence : printed.defence;
  const changed = (what: string, now: number | null, was: number | null) => (now === null || was === null || now === was ? '' : ` ${what}-${now > was ? 'up' : 'down'}`);
  const spell = printed.kind === 'spell';
  return (
    <span class={`ark-piece k-${printed.kind}${p.active || spell ? '' : ' spent'}${p.control !== p.owner ? ' taken' : ''}${token.hollow ? ' hollow' : ''}`}
      style={{ '--faction': look.colour, '--token': token.colour }} aria-hidden="true">
      <span class={`ark-piece-name${longName(printed.name) ? ' long' : ''}${printed.name.length > 20 ? ' wordy' : ''}`}>{breakable(printed.name)}</span>
      <span class={`ark-piece-stats${changed('atk', atk, printed.attack)}${changed('def', def, printed.defence)}`}><Stats attack={atk} defence={def} small /></span>
      {spell ? <span class="ark-spell-mark" aria-hidden="true" title="A spell: no token, never attacked">✦</span> : <Token look={token} active={p.active} />}
      {p.tokens > 0 && <span class="ark-extra-tokens" title={`${p.tokens} extra token${p.tokens > 1 ? 's' : ''}`}>+{p.tokens}</span>}
    </span>
  );
}

export function Board(b: BoardProps) {
  const cells = useMemo(() => cellsFor(b.viewer), [b.viewer]);
  const [cursor, setCursor] = useState<Position | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  /** How the square being chosen was pressed (a touch has no pointing before it). */
  const pressed = useRef<string>('');
  const profs = profiles(b.s);
  const byAt = new Map(b.s.board.map((p) => [p.at, p]));
  const focusAt = cursor ?? [...b.marks.keys()][0] ?? 'd3';
  const move = (from: Position, key: Arrow) => {
    const to = nextCell(cells, from, key);
    setCursor(to);
    b.onPoint?.(to);
    grid.current?.querySelector<HTMLElement>(`[data-at="${to}"]`)?.focus();
  };
  const square = (c: Cell) => {
    const piece = byAt.get(c.at);
    const prof = piece ? profs.get(piece.key) : undefined;
    const marks = b.marks.get(c.at) ?? [];
    const zone = START_ZONE.includes(c.at);
    const words = [placeName(c.at, b.names, b.viewer, b.watching), piece ? pieceWords(piece, prof, b) : 'empty', ...marks.map((m) => MARK_WORDS[m])].join(', ');
    const card = piece && !piece.down ? (prof?.printed ?? cardOf(piece.id)) : undefined;
    const hover = card ? b.look.hover({ key: `board:${c.at}:${card.id}`, card: <ArkCard card={card} large /> }) : undefined;
    const acts = marks.some((m) => ACTS.includes(m));
    const cls = ['ark-sq', acts ? 'choice' : '', zone ? 'zone' : '', isAstral(c.at) ? 'astral' : '', piece ? 'full' : 'empty', piece && b.fresh.has(piece.key) ? 'fresh' : '', ...marks.map((m) => `m-${m}`)].filter(Boolean).join(' ');
    return (
      <button key={c.at} type="button" class={cls} data-at={c.at} tabIndex={c.at === focusAt ? 0 : -1}
        style={isSquare(c.at) ? { gridRow: c.row, gridColumn: c.col + 2 } : undefined}
        onPointerDown={(e) => { pressed.current = e.pointerType; }}
        onClick={() => { const touch = pressed.current === 'touch'; pressed.current = ''; setCursor(c.at); b.onSquare(c.at, touch); }}
        onFocus={() => { setCursor(c.at); b.onPoint?.(c.at); }}
        onPointerEnter={(e) => { b.onPoint?.(c.at); hover?.onPointerEnter(e); }}
        onPointerLeave={() => { b.onPoint?.(null); hover?.onPointerLeave(); }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown' || e.key === 'ArrowLeft' || e.key === 'ArrowRight') { e.preventDefault(); move(c.at, e.key); }
        }}>
        {/* The square's name in words (the piece drawn on it is a picture of them; its card's name is in them). */}
        <span class="sr-only ark-sq-words">{words}</span>
        {piece ? <PieceView p={piece} prof={prof} b={b} /> : <span class="ark-sq-coord" aria-hidden="true">{isSquare(c.at) ? c.at : ''}</span>}
      </button>
    );
  };
  const other = b.viewer === 0 ? 1 : 0;
  const astral = (seat: number) => cells.filter((c) => isAstral(c.at) && c.at.startsWith(`astral:${seat}:`));
  const whose = (seat: number) => (seat === b.viewer && !b.watching ? 'Your' : `${b.names[seat] ?? 'The other player'}'s`);
  const plane = (seat: number) => (
    <div class={`ark-astral${seat === b.viewer ? ' mine' : ''}`} role="group" aria-label={`${whose(seat)} Astral Plane`}>
      <span class="ark-astral-label">{whose(seat)} Astral Plane</span>
      <span class="ark-astral-slots">{astral(seat).map(square)}</span>
    </div>
  );
  return (
    <div class="ark-field" ref={grid} role="group" aria-label="The battlefield"
      onKeyDown={(e) => { if (e.key === 'Escape') setCursor(null); }}>
      {plane(other)}
      <div class="ark-grid">
        {rowLabels(b.viewer).map((l, r) => <span key={`r${l}`} class="ark-coord row" style={{ gridRow: r + 1, gridColumn: 1 }} aria-hidden="true">{l}</span>)}
        {cells.filter((c) => isSquare(c.at)).map(square)}
        {columnLabels(b.viewer).map((l, c) => <span key={`c${l}`} class="ark-coord col" style={{ gridRow: 7, gridColumn: c + 2 }} aria-hidden="true">{l}</span>)}
      </div>
      {plane(b.viewer)}
    </div>
  );
}
