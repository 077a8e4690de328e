/**
 * The Clockwork Crusade table: the bar (round, whose turn, the step), the map (map.tsx: pan and
 * zoom, what the engine lit), every player's resources and cards, the last dice and coins, the
 * tray of what is asked now (controls.tsx) and your hand (hand.tsx).
 *
 * Setup: pick a territory grid, tap a lit spot, turn it (its preview shows on the map), place it;
 * then a gate: tap a lit hex, then the lit hex its arrow points to. A guide beside the map
 * (guide.tsx) numbers the setup's or the turn's parts and says what to do now. Moves and attacks
 * (the rulebook's Main step): tap one of your lit
 * units; where it can move and what it can attack light up (from the engine's legal list and
 * `targets`); tap one to do it. Its abilities are buttons that say why not when they cannot be
 * used. Everything lit is the engine's; a tap anywhere else asks `whyNot` and shows the answer.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Json, Knowledge } from '../../../engine/game.js';
import { cardById } from '../../../engine/games/clockwork-crusade/cards.js';
import { territoryLabel, tileById } from '../../../engine/games/clockwork-crusade/tiles.js';
import type { Axial, CcState, HexId, UnitCard } from '../../../engine/games/clockwork-crusade/types.js';
import { Inspector, reasonFor, useInspector } from '../kit.js';
import { keepInView } from '../in-view.js';
import { lazyDialog } from '../lazy-dialog.js';
import { type TableProps, viewerWhose } from '../table-props.js';
import { ACTION_ABILITIES, type AbilityMove, type Move, type Queries, actingUnits, gateChoices, has, movesOf, reachOf, tileChoices } from './ask.js';
import { CardFace } from './card.js';
import { type AbilityOffer, GatePanel, MainPanel, type PortalOffer, TilePanel, UnitPanel, ValuePanel, abilityLabel } from './controls.js';
import { actingSeat, gateNumber, levelOf } from './facts.js';
import { GuideBox, useFirstMatch } from './guide.js';
import { guideOf, inSetup } from './guide-words.js';
import { distance, hexId, parseHex, placeHex, tileCentre } from './geometry.js';
import { type HandCard, Hand, handOf } from './hand.js';
import { NEUTRAL, TERRITORY_COLOURS, WATER } from './look.js';
import { CcMap, type Ghost } from './map.js';
import { Bar, Dice, type Frame, Players, Story } from './parts.js';
import { roundStory } from './story.js';
import './clockwork-crusade.css';

const HowTo = lazyDialog('How to play', () => import('./help.js').then((m) => m.CcHowTo));

export const isCc = (x: Json | null): x is CcState & Json => typeof x === 'object' && x !== null && !Array.isArray(x) && 'board' in x && 'gates' in x && 'units' in x;

/** The engine's queries for this seat (the table's only window on the rules besides `legal` and `whyNot`). */
export type EngineQueries = (s: CcState, seat: number, k: Knowledge) => Queries;

const cardOf = (id: string) => cardById(id);
const tileName = (id: string): string => tileById(id)?.name ?? 'A grid';

/** "Goldmoor" for a territory id `tile/letter` (its name on the map); "Brass Fields, territory A" for one without a name. */
export const territoryName = (t: string): string => { const [tile, letter] = t.split('/'); return territoryLabel(t) ?? `${tileName(tile ?? '')}, territory ${(letter ?? '').toUpperCase()}`; };

/** The preview of a tile not placed yet. */
function ghostOf(tile: string, at: Axial, rotation: number): Ghost[] {
  const def = tileById(tile);
  if (!def) return [];
  const letters = [...new Set(def.hexes.map((h) => h.territory).filter(Boolean))].sort();
  return def.hexes.map((h) => {
    const a = placeHex({ q: h.q, r: h.r }, at, rotation);
    const fill = h.terrain === 'water' ? WATER : h.terrain === 'neutral' ? NEUTRAL : TERRITORY_COLOURS[letters.indexOf(h.territory as string) % TERRITORY_COLOURS.length] as string;
    return { hex: hexId(a.q, a.r), fill };
  });
}

/**
 * What the turn's part is about, after the bar's "Your turn" / "Alice's turn" (never the rulebook's
 * step names): what you do in it when it is yours. The setup's detail is the engine's ("map piece 2 of 4").
 */
const stepWords = (s: CcState, p: TableProps['phase'], mine: boolean): string | null => {
  if (!p) return null;
  // The end panel tells how it ended, with names (the rules' summary names seats).
  if (p.name === 'Game over') return p.name;
  if (inSetup(s)) return p.detail || null;
  if (s.phase === 'control') return mine ? 'you may place a new gate' : 'new gates';
  if (p.name === 'Portals open') return 'portals open';
  // (The match's head says what to do in full: "Your turn — Move units, open portals, research, then end your turn".)
  return 'moves and attacks';
};

/** A legal move of an unexpected kind, in a few words. */
const moveWords = (m: Json): string => {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return String(m);
  const o = m as { readonly [k: string]: Json };
  const c = typeof o.card === 'string' ? cardOf(o.card)?.name : undefined;
  return c ?? (typeof o.t === 'string' ? o.t.charAt(0).toUpperCase() + o.t.slice(1) : 'Choose');
};

const sameAxial = (a: Axial | null, b: Axial): boolean => !!a && a.q === b.q && a.r === b.r;

export function makeTable(queries: EngineQueries) {
  return function CcTable(t: TableProps) {
    const [sel, setSel] = useState<string | null>(null);
    const [aim, setAim] = useState<AbilityMove | null>(null);
    const [special, setSpecial] = useState<HandCard | null>(null);
    const [tile, setTile] = useState<string | null>(null);
    const [slot, setSlot] = useState<Axial | null>(null);
    const [rot, setRot] = useState(0);
    const [gateHex, setGateHex] = useState<HexId | null>(null);
    const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
    const [refused, setRefused] = useState<string | null>(null);
    const remembered = useRef<string | null>(null);
    const firstMatch = useFirstMatch();
    const ins = useInspector();
    const step = t.history?.step ?? -1;
    useEffect(() => { setAim(null); setSpecial(null); setGateHex(null); setRefused(null); setPicked(new Set()); }, [step]);
    // After each choice the map, where its lit hexes are, and what the tray asks come into view together.
    useEffect(() => { if (document.querySelector('.cc .cc-mark.choice')) keepInView('.cc .cc-map', '.cc-tray .cc-prompt'); }, [step, gateHex, special?.handle]);

    const s = isCc(t.state) ? t.state : null;
    const k: Knowledge = { seat: t.seat, cards: t.knowledge };
    const q = useMemo(() => (s ? queries(s, t.seat, k) : {}), [s, t.seat]);
    const story = useMemo(() => {
      const h = t.history;
      if (!h || !s) return { round: 0, lines: [] as string[] };
      return roundStory((n) => { const x = h.stateAt(n); return isCc(x) ? x : null; }, h.step, { viewer: t.seat, names: t.names, watching: !!t.watching });
    }, [step, s?.round, t.seat]);
    if (!s) return <p data-table>Setting up the table…</p>;

    const mine = t.awaiting !== null && !t.watching;
    const legal = mine ? t.awaiting?.legal ?? [] : [];
    const request = mine ? t.awaiting?.request ?? null : null;
    const isMove = request?.kind === 'move';
    const frame: Frame = { s, viewer: t.seat, names: t.names, watching: !!t.watching };
    const why = (m: Move): string | null => reasonFor(t, m as unknown as Json);
    /** Why a move the legal list does not hold is refused: the engine's words, or a plain "not now". */
    const explain = (m: Move): string => why(m) ?? 'not possible now';
    const send = (m: Move | Json) => {
      setSel(null); setAim(null); setSpecial(null); setGateHex(null); setRefused(null); ins.close();
      const r = t.choose(m as Json);
      if (!r.ok) setRefused(r.error);
    };

    // ---- What is lit ----
    const marks = new Map<HexId, string[]>();
    const mark = (h: HexId, m: string) => { const l = marks.get(h) ?? []; if (!l.includes(m)) l.push(m); marks.set(h, l); };

    // Setup: tiles.
    const tc = isMove && has(legal, 'tile') ? tileChoices(legal) : null;
    const curTile = tc ? (tile && tc.tiles.includes(tile) ? tile : tc.tiles[0] ?? null) : null;
    const slots = tc && curTile ? tc.slots(curTile) : [];
    const curSlot = slots.find((a) => sameAxial(slot, a)) ?? slots[0] ?? null;
    const rots = tc && curTile && curSlot ? tc.rotations(curTile, curSlot) : [];
    const curRot = rots.includes(rot) ? rot : rots[0] ?? 0;
    let ghost: Ghost[] | null = null;
    if (tc && curTile && curSlot) {
      ghost = ghostOf(curTile, curSlot, curRot);
      for (const a of slots) { const c = tileCentre(a); mark(hexId(c.q, c.r), sameAxial(curSlot, a) ? 'selected' : 'choice'); }
    }

    // Setup and Control: gates.
    const gc = isMove && (has(legal, 'gate') || has(legal, 'pass')) ? gateChoices(legal) : null;
    if (gc) {
      if (gateHex && gc.hexes.includes(gateHex)) { mark(gateHex, 'selected'); for (const a of gc.arrows(gateHex)) mark(a, 'move'); }
      else for (const h of gc.hexes) mark(h, 'choice');
    }
    // Portal step: a flipped Building's hex.
    const places = isMove ? movesOf(legal, 'place').map((m) => m.hex) : [];
    for (const h of places) mark(h, 'place');

    // Main: units.
    const main = isMove && !tc && !gc && !places.length && has(legal, 'end');
    const acting = main ? actingUnits(s, legal, q) : [];
    const chosen = sel && acting.includes(sel) ? s.units.find((u) => u.id === sel) ?? null : null;
    const reach = chosen ? reachOf(s, legal, chosen.id, q) : null;
    const specialTargets = special ? movesOf(legal, 'special').filter((m) => m.handle === special.handle && m.target !== undefined) : [];
    if (special) {
      for (const m of specialTargets) { const h = s.units.find((u) => u.id === m.target)?.hex ?? s.gates.find((g) => g.id === m.target)?.hex; if (h) mark(h, 'ability'); }
    } else if (chosen && reach) {
      mark(chosen.hex, 'selected');
      if (aim) for (const h of reach.abilities.get(aim)?.keys() ?? []) mark(h, 'ability');
      else { for (const h of reach.move) mark(h, 'move'); for (const h of reach.attack.keys()) mark(h, 'attack'); }
    } else for (const id of acting) { const u = s.units.find((x) => x.id === id); if (u) mark(u.hex, 'source'); }

    // A question about your unit under attack (another player's turn): your unit and the attacker, marked.
    const q1 = isMove ? s.pending : null;
    if (q1?.kind === 'defend' || q1?.kind === 'counter') {
      const [mineId, theirs] = q1.kind === 'defend' ? [q1.target, q1.unit] : [q1.unit, q1.target];
      const h1 = s.units.find((u) => u.id === mineId)?.hex;
      const h2 = s.units.find((u) => u.id === theirs)?.hex;
      if (h1) mark(h1, 'selected');
      if (h2) mark(h2, 'attack');
    }

    // ---- A tap on the map ----
    const inspect = (h: HexId) => {
      const u = s.units.find((x) => x.hex === h && !x.faceDown);
      const card = u?.card ? cardOf(u.card) : undefined;
      if (u && card) ins.toggle({ key: `map:${u.id}`, card: <CardFace card={card} level={levelOf(s, u)} /> });
    };
    const onHex = (h: HexId) => {
      setRefused(null);
      if (tc) {
        const a = parseHex(h);
        const near = a ? slots.find((x) => distance(tileCentre(x), a) <= 2) : undefined;
        if (near) setSlot(near);
        return;
      }
      // A special card aimed (in any step of your turn that asks for a move: Main, Control, placing a building).
      if (special) {
        const m = specialTargets.find((x) => (s.units.find((u) => u.id === x.target)?.hex ?? s.gates.find((g) => g.id === x.target)?.hex) === h);
        if (m) send(m); else setRefused('Not a target for this card: the lit ones are.');
        return;
      }
      if (gc) {
        if (gateHex && gc.arrows(gateHex).includes(h)) { send({ t: 'gate', hex: gateHex, arrow: h }); return; }
        if (gc.hexes.includes(h)) { setGateHex(h); return; }
        if (s.board[h]) setRefused(why({ t: 'gate', hex: gateHex ?? h, arrow: gateHex ? h : h }) ?? 'Not there: the lit hexes are the choices.');
        return;
      }
      if (places.length) { if (places.includes(h)) send({ t: 'place', hex: h }); else setRefused(why({ t: 'place', hex: h })); return; }
      if (!main) { inspect(h); return; }
      if (chosen && reach) {
        if (aim) {
          const list = reach.abilities.get(aim);
          if (list?.has(h)) { send({ t: 'ability', unit: chosen.id, ability: aim, target: list.get(h) as string }); return; }
          const target = s.units.find((u) => u.hex === h)?.id ?? h;
          setRefused(why({ t: 'ability', unit: chosen.id, ability: aim, target }));
          return;
        }
        if (reach.move.includes(h)) { send({ t: 'move', unit: chosen.id, to: h }); return; }
        const target = reach.attack.get(h);
        if (target) { send({ t: 'attack', unit: chosen.id, target }); return; }
        const other = s.units.find((u) => u.hex === h);
        if (other && acting.includes(other.id)) { setSel(other.id); setAim(null); return; }
        const gate = s.gates.find((g) => g.hex === h);
        if (other && other.owner !== t.seat) setRefused(why({ t: 'attack', unit: chosen.id, target: other.id }));
        else if (gate && gate.owner !== t.seat) setRefused(why({ t: 'attack', unit: chosen.id, target: gate.id }));
        else if (!other && s.board[h]) setRefused(why({ t: 'move', unit: chosen.id, to: h }));
        else inspect(h);
        return;
      }
      const u = s.units.find((x) => x.hex === h);
      if (u && acting.includes(u.id)) { setSel(u.id); setAim(null); ins.close(); return; }
      inspect(h);
    };

    // ---- The tray ----
    const { cards: hand, unknown } = handOf(s, t.seat, t.knowledge, cardOf);
    const prompt = request && 'prompt' in request ? String(request.prompt) : null;
    let tray = null;
    if (request && (request.kind === 'commit' || request.kind === 'answer')) {
      tray = <ValuePanel prompt={prompt ?? 'Choose'} legal={legal} choose={(v) => send(v)} cardOf={cardOf} remembered={remembered.current} />;
    } else if (tc) {
      tray = <TilePanel tiles={tc.tiles} tile={curTile} setTile={(x) => { setTile(x); setSlot(null); }} rotations={rots.length} tileName={tileName}
        rotate={(d) => { const i = rots.indexOf(curRot); setRot(rots[(i + d + rots.length) % rots.length] ?? 0); }}
        place={curTile && curSlot ? () => send({ t: 'tile', tile: curTile, at: curSlot, rotation: curRot }) : null} />;
    } else if (special && specialTargets.some((m) => /^\d+$/.test(m.target ?? ''))) {
      tray = (
        <div class="cc-panel">
          <p class="cc-prompt">{special.card.name}: choose a player.</p>
          <div class="cc-row">
            {specialTargets.filter((m) => /^\d+$/.test(m.target ?? '')).map((m) => (
              <button key={m.target} type="button" class="cc-action" onClick={() => send(m)}>{t.names[Number(m.target)] ?? `Player ${Number(m.target) + 1}`}</button>
            ))}
            <button type="button" class="cc-action" onClick={() => setSpecial(null)}>Cancel</button>
          </div>
        </div>
      );
    } else if (special) {
      tray = (
        <div class="cc-panel">
          <p class="cc-prompt">{special.card.name}: tap a lit target on the map.</p>
          <div class="cc-row"><button type="button" class="cc-action" onClick={() => setSpecial(null)}>Cancel</button></div>
        </div>
      );
    } else if (gc) {
      tray = <GatePanel setup={s.phase === 'gates'} hexes={gc.hexes.length} chosen={!!gateHex && gc.hexes.includes(gateHex)} pass={has(legal, 'pass') ? () => send({ t: 'pass' }) : null} cancel={() => setGateHex(null)} />;
    } else if (places.length) {
      tray = <div class="cc-panel"><p class="cc-prompt">{prompt ?? 'Your Building came in: tap a lit hex of its territory to put it there.'}</p></div>;
    } else if (main) {
      const unitCards = [...new Map(hand.filter((h) => h.card.kind === 'unit').map((h) => [h.card.id, h.card as UnitCard])).values()];
      const offers: PortalOffer[] = s.gates.filter((g) => g.owner === t.seat).flatMap((g) => unitCards.map((card) => ({
        gate: g.id, where: `gate ${gateNumber(s, g.id)} (${territoryName(g.territory)})`, card,
        why: movesOf(legal, 'portal').some((m) => m.gate === g.id && m.cost === card.cost) ? null : explain({ t: 'portal', gate: g.id, cost: card.cost }),
      })));
      const chosenCard = chosen?.card ? cardOf(chosen.card) : undefined;
      const abilities: AbilityOffer[] = chosen && chosenCard?.kind === 'unit' && reach
        ? chosenCard.abilities.filter((a) => (ACTION_ABILITIES as readonly string[]).includes(a.kind)).map((a) => {
          const kind = a.kind as AbilityMove;
          const listed = reach.abilities.get(kind);
          return { kind, label: abilityLabel(chosenCard, kind), aimed: !!listed && listed.size > 0, why: listed ? null : explain({ t: 'ability', unit: chosen.id, ability: kind }) };
        }) : [];
      tray = (
        <>
          {chosen && reach && (
            <UnitPanel card={chosenCard?.kind === 'unit' ? chosenCard : undefined} level={levelOf(s, chosen)} abilities={abilities} aiming={aim}
              moves={reach.move.length} attacks={reach.attack.size} close={() => { setSel(null); setAim(null); }}
              use={(a) => { if (a.aimed) setAim(aim === a.kind ? null : (a.kind as AbilityMove)); else send({ t: 'ability', unit: chosen.id, ability: a.kind as AbilityMove }); }} />
          )}
          <MainPanel offers={offers} units={s.units.some((u) => u.owner === t.seat && !u.faceDown)} portal={(o) => { remembered.current = o.card.id; send({ t: 'portal', gate: o.gate, cost: o.card.cost }); }}
            research={{ why: has(legal, 'research') ? null : explain({ t: 'research' }), go: () => send({ t: 'research' }) }}
            draw={has(legal, 'draw') ? { why: null, go: () => send({ t: 'draw' }) } : null}
            end={{ why: has(legal, 'end') ? null : explain({ t: 'end' }), go: () => send({ t: 'end' }) }} />
        </>
      );
    } else if (request && legal.length) {
      // Anything else the engine asks: its prompt, and each legal choice as a button.
      tray = (
        <div class="cc-panel">
          <p class="cc-prompt">{prompt}</p>
          <div class="cc-row">{legal.map((m, i) => <button key={i} type="button" class="cc-action choice" onClick={() => send(m)}>{moveWords(m)}</button>)}</div>
        </div>
      );
    }

    const showMove: Move = { t: 'show', cards: hand.filter((h) => h.handle !== null && picked.has(h.handle)).map((h) => ({ handle: h.handle as string, card: h.card.id })) };
    const playSpecial = (h: HandCard) => {
      const ms = movesOf(legal, 'special').filter((m) => m.handle === h.handle);
      if (ms.some((m) => m.target !== undefined)) { setSpecial(special?.handle === h.handle ? null : h); setSel(null); return; }
      send({ t: 'special', handle: h.handle as string, card: h.card.id });
    };
    return (
      <div class="cc fd-table" data-table>
        <Bar f={frame} phase={stepWords(s, t.phase, actingSeat(s) === t.seat && !t.watching)} setup={t.phase?.name === 'Setup' || inSetup(s)} tools={<HowTo />} />
        <div class="cc-middle">
          <div class="cc-main">
            <CcMap s={s} viewer={t.seat} names={t.names} watching={!!t.watching} cardOf={cardOf} marks={marks} onHex={onHex} ghost={ghost} focus={chosen?.hex ?? null} />
            {refused && <p class="cc-refused" role="alert"><strong>Not now:</strong> {refused}</p>}
            {tray && <section class="cc-tray" aria-label="Your choices">{tray}</section>}
          </div>
          <GuideBox g={guideOf(s, t.seat, t.names, { watching: !!t.watching, gateHex: !!gc && !!gateHex && gc.hexes.includes(gateHex) })} open={firstMatch && !t.watching} echo={!!tray} />
          <div class="cc-side">
            <Players f={frame} cardName={(id) => cardOf(id)?.name ?? id} />
            <Dice f={frame} rolls={s.lastRoll} />
            <Story round={story.round} lines={story.lines} />
          </div>
        </div>
        {!t.watching || hand.length > 1 ? (
          <Hand s={s} seat={t.seat} title={t.watching ? `${viewerWhose(t)} hand` : 'Your hand'} cards={hand} unknown={unknown} active={main} playable={isMove && has(legal, 'special')}
            picked={picked} togglePick={(h) => setPicked((p) => { const n = new Set(p); if (n.has(h)) n.delete(h); else n.add(h); return n; })}
            show={() => send(showMove)} showWhyNot={picked.size ? why(showMove) : null}
            play={playSpecial} playWhyNot={(h) => (movesOf(legal, 'special').some((m) => m.handle === h.handle) ? null : explain({ t: 'special', handle: h.handle as string, card: h.card.id }))}
            aiming={special?.handle ?? null} look={{ hover: ins.hover, toggle: ins.toggle }} />
        ) : null}
        <Inspector shown={ins.shown} close={ins.close} />
      </div>
    );
  };
}
