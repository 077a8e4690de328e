/**
 * The parts of the Crystal Factions table around the hand: a player's area (hitpoints,
 * crystals, tech, the three lanes with their tokens and cards, face-down cards as backs, the
 * decks) and the round report (the Attack and Mining Phases in numbers, or as they stand).
 */
import { cardOf } from '../../../engine/games/crystal-factions/cards/index.js';
import { type RoundReport, combatNow, combatSentences, miningSentences } from '../../../engine/games/crystal-factions/explain.js';
import type { CFState, InPlay, Player } from '../../../engine/games/crystal-factions/state.js';
import { isHandle, laneValue } from '../../../engine/games/crystal-factions/state.js';
import type { Lane } from '../../../engine/games/crystal-factions/types.js';
import { BASE_POWER, FACTION_NAMES, LANES, LANE_NAMES } from '../../../engine/games/crystal-factions/types.js';
import { seatName } from '../../names.js';
import { type TableProps, viewerName } from '../table-props.js';
import { Delta, type Look, useFresh } from '../kit.js';
import { CardBack, CardView, FACTION_LOOK, factionStyle } from './card.js';

/** A card that can be looked at (hover, tap): its large face is the inspector's. */
export function inspectable(look: Look, key: string, id: string, reason: string | null = null) {
  const card = cardOf(id);
  const x = { key, card: card ? <CardView card={card} large /> : null, reason };
  return { hover: look.hover(x), onInspect: () => look.toggle(x) };
}

/**
 * A lane's cards in a small area (an opponent at a table of three or four): alike face-up cards
 * as one chip ("Trooper ×5"; tapping shows the card), face-down cards as one back chip.
 */
function LaneChips({ t, seat, cards, look }: { t: TableProps; seat: number; cards: readonly InPlay[]; look: Look }) {
  const groups = new Map<string, { id: string; n: number; disabled: boolean }>();
  let down = 0;
  for (const x of cards) {
    if (x.down) { down++; continue; }
    const name = cardOf(x.id)?.name ?? x.id;
    const key = `${name}|${x.disabled ? 'off' : 'on'}`;
    const g = groups.get(key);
    groups.set(key, { id: g?.id ?? x.id, n: (g?.n ?? 0) + 1, disabled: x.disabled });
  }
  const name = seatName(t.names, seat);
  return (
    <div class="cf-lane-cards chips">
      {[...groups.values()].map((g) => {
        const card = cardOf(g.id);
        const i = inspectable(look, `lane:${g.id}`, g.id);
        return (
          <button key={g.id} type="button" class={`cf-chip${g.disabled ? ' disabled' : ''}`} style={card ? factionStyle(card.faction) : undefined}
            aria-label={`${card?.name ?? 'a card'}${g.n > 1 ? `, ${g.n} of them` : ''}${g.disabled ? ', disabled' : ''}`} onClick={i.onInspect} {...i.hover}>
            <span class="cf-chip-name">{card?.name ?? 'a card'}</span>{g.n > 1 && <span class="cf-chip-n" aria-hidden="true">×{g.n}</span>}
          </button>
        );
      })}
      {down > 0 && <span class="cf-chip back" role="img" aria-label={`${name}: ${down} face-down card${down > 1 ? 's' : ''}`}><span aria-hidden="true">◆ face down{down > 1 ? ` ×${down}` : ''}</span></span>}
    </div>
  );
}

/** A lane that is itself a choice: what tapping it does (the engine's label for a legal value), and doing it. */
export interface LaneAct { readonly label: string; readonly short: string; readonly stealth?: boolean; readonly go: () => void }

function LaneView({ t, p, seat, lane, look, fresh, small, act }: { t: TableProps; p: Player; seat: number; lane: Lane; look: Look; fresh: ReadonlySet<string>; small?: boolean | undefined; act?: LaneAct | undefined }) {
  const l = p.lanes[lane];
  const me = seat === t.seat;
  const name = seatName(t.names, seat);
  const face = (x: InPlay) => {
    if (!x.down) {
      const card = cardOf(x.id);
      return card
        ? (
          <CardView key={x.id} card={card} lane={lane} disabled={x.disabled} fromStealth={x.stealth} lands={me ? x.id : undefined}
            fresh={fresh.has(x.id) ? (x.stealth ? 'flip' : 'deal') : null} {...(act ? {} : inspectable(look, `lane:${x.id}`, x.id))} />
        )
        : null;
    }
    const known = isHandle(x.id) ? (me ? t.knowledge[x.id] : undefined) : x.id;
    const note = known ? cardOf(known)?.name : undefined;
    return <CardBack key={x.id} small label={me && !t.watching ? 'Your card, face down' : `${name}'s face-down card`} note={note} fresh={fresh.has(x.id)} lands={me ? x.id : undefined} />;
  };
  const power = laneValue(p, lane);
  const head = <h4><span>{LANE_NAMES[lane]}</span> <span class="cf-lane-power" title={`Base ${BASE_POWER[lane]}, plus the cards face up and Boost, minus corruption`}>{power}</span></h4>;
  const tokens = (l.boost > 0 || l.corruption > 0 || (lane === 'attack' && p.attackMod !== 0)) && (
    <span class="cf-tokens">
      {l.boost > 0 && <span class="cf-token boost" title="Boost tokens: +1 each">+{l.boost} Boost</span>}
      {l.corruption > 0 && <span class="cf-token corruption" title="Corruption tokens: −1 each">−{l.corruption} Corruption</span>}
      {lane === 'attack' && p.attackMod !== 0 && <span class="cf-token">{p.attackMod > 0 ? '+' : '−'}{Math.abs(p.attackMod)} this turn</span>}
    </span>
  );
  // A lane to choose is the button itself: its name starts with the lane's, and its cards are shown, not buttons of their own, meanwhile.
  if (act) {
    return (
      <button type="button" class={`cf-lane ${lane} choice`} data-lane={lane} data-stealth={act.stealth ? 'play' : undefined} onClick={act.go}>
        {head}<span class="sr-only">: {act.label}.</span>
        <span class="cf-lane-go" aria-hidden="true">{act.short}</span>
        {tokens}
        <span class="cf-lane-cards">{l.cards.map(face)}</span>
      </button>
    );
  }
  return (
    <div class={`cf-lane ${lane}`} aria-label={`${name}'s ${LANE_NAMES[lane]} lane: power ${power}`}>
      {head}
      {tokens}
      {small ? <LaneChips t={t} seat={seat} cards={l.cards} look={look} /> : <div class="cf-lane-cards">{l.cards.map(face)}</div>}
    </div>
  );
}

/** Names with repeats counted: "Trooper ×3, Spy". */
const counted = (names: readonly string[]): string => {
  const n = new Map<string, number>();
  for (const x of names) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].map(([x, k]) => (k > 1 ? `${x} ×${k}` : x)).join(', ');
};

/** A player's area; `small` (an opponent at a table of three or four): lane cards as chips, the decks as one line. */
export function PlayerArea({ t, s, seat, look, small, acts }: { t: TableProps; s: CFState; seat: number; look: Look; small?: boolean | undefined; acts?: Partial<Record<Lane, LaneAct>> }) {
  const p = s.players[seat] as Player;
  const me = seat === t.seat;
  const acting = s.ask !== null && 'seat' in s.ask && s.ask.seat === seat;
  const look2 = FACTION_LOOK[p.faction];
  const top = p.basic[0] ? cardOf(p.basic[0]) : undefined;
  const left = p.pile.cards.length - p.pile.drawn.length;
  const shown = p.hand.filter((h) => !isHandle(h)).map((h) => cardOf(h)?.name ?? 'a card');
  const fresh = useFresh(LANES.flatMap((l) => p.lanes[l].cards.map((c) => c.id)));
  const name = seatName(t.names, seat);
  const discardTop = p.discard[p.discard.length - 1];
  return (
    <section class={`cf-player${me ? ' me' : ''}${acting ? ' acting' : ''}${p.out ? ' out' : ''}${small ? ' small' : ''}`} style={factionStyle(p.faction)}
      data-faction={p.faction} aria-label={`${name}'s area`}>
      <header class="cf-player-head">
        <h3>
          <span class="fd-faction-badge" aria-hidden="true">{look2?.symbol}</span>
          <span>{name}{me && !t.watching ? ' (you)' : ''}</span>
          <span class="cf-faction">{FACTION_NAMES[p.faction]}</span>
          {s.priority === seat && <span class="cf-priority" title="Holds the priority token: deploys first this round">⚑ Priority</span>}
          {acting && !p.out && <span class="cf-turn">{me ? 'Your turn' : 'Their turn'}</span>}
          {p.out && <span class="cf-tag">Out</span>}
        </h3>
        <p class="cf-stats">
          <span class="cf-stat hp" title="Hitpoints">♥ {Math.max(0, p.hp)}<Delta value={Math.max(0, p.hp)} unit="hp" /></span>
          <span class="cf-stat crystals" title="Crystals: 50 wins">◆ {p.crystals}<Delta value={p.crystals} unit="◆" /></span>
          {p.techLimit > 0 && <span class="cf-stat tech" title="Tech left this turn, of your tech limit">⚙ {p.techLimit - p.techUsed} of {p.techLimit}</span>}
          {p.shield > 0 && <span class="cf-stat">Prevents {p.shield}</span>}
          {(p.discount.cost > 0 || p.discount.tech > 0) && <span class="cf-stat">Next card −{p.discount.cost} ◆ −{p.discount.tech} ⚙</span>}
        </p>
      </header>
      <div class="cf-lanes">{LANES.map((l) => <LaneView key={l} t={t} p={p} seat={seat} lane={l} look={look} fresh={fresh} small={small} act={acts?.[l]} />)}</div>
      {small ? (
        <p class="cf-counts small">
          <span>Hand {p.hand.length}{shown.length > 0 ? ` (known: ${counted(shown)})` : ''}</span> · <span>Basic deck {p.basic.length}{top ? ` (top: ${top.name})` : ''}</span>
          {' · '}<span>Faction deck {left + p.bottom.length}</span> · <span>Discard {p.discard.length}</span>
        </p>
      ) : (
      <div class="cf-decks">
        <div class="cf-deck" aria-label={`Basic deck, face up: ${p.basic.length} cards${top ? `, ${top.name} on top` : ''}`}>
          <span class="cf-deck-title">Basic deck · {p.basic.length}</span>
          {top ? <CardView card={top} lane={undefined} brief {...inspectable(look, `basic:${seat}`, p.basic[0] as string)} /> : <span class="cf-empty">empty</span>}
        </div>
        <div class="cf-deck" aria-label={`Faction deck, face down: ${left} cards, ${p.bottom.length} on the bottom`}>
          <span class="cf-deck-title">Faction deck · {left + p.bottom.length}</span>
          {left + p.bottom.length > 0 ? <CardBack label="Faction deck" small /> : <span class="cf-empty">empty</span>}
          {p.bottom.length > 0 && <span class="cf-deck-sub">{p.bottom.length} put on the bottom</span>}
        </div>
        <p class="cf-counts">
          Hand {p.hand.length}{!me && shown.length > 0 ? ` (known: ${shown.join(', ')})` : ''} · Discard {p.discard.length}
          {discardTop ? ` (top: ${cardOf(discardTop)?.name ?? 'a card'})` : ''}
        </p>
      </div>
      )}
    </section>
  );
}

/** The round's Attack and Mining Phases as they happened, or the Attack Phase as it stands. */
export function Report({ t, s, report }: { t: TableProps; s: CFState; report: RoundReport | null }) {
  const voice = { viewer: t.seat, names: t.names.map((_, i) => seatName(t.names, i)) };
  const recent = report && (report.round === s.round || (report.round === s.round - 1 && (s.stage === 'turnStart' || s.stage === 'play' || s.stage === 'startRound')));
  if (recent && report && (report.combat || report.mining)) {
    return (
      <section class="cf-report done" aria-label="Round report" aria-live="polite">
        <h3>{report.round === s.round ? `Round ${report.round}` : `Last round (round ${report.round})`}</h3>
        {report.combat && <><h4>Attack Phase</h4><ul>{combatSentences(report.combat, voice).map((l, i) => <li key={i}>{l}</li>)}</ul></>}
        {report.mining && <><h4>Mining Phase</h4><ul>{miningSentences(report.mining, voice).map((l, i) => <li key={i}>{l}</li>)}</ul></>}
      </section>
    );
  }
  if (s.stage !== 'turnStart' && s.stage !== 'play') return null;
  const now = combatNow(s);
  if (!now) return null;
  const lines = now.fights.map((f) => `${f.seat === t.seat ? viewerName(t) : seatName(t.names, f.seat)} ${f.taken ? `would take ${f.taken}` : 'none'}`);
  return (
    <section class="cf-report forecast" aria-label="The Attack Phase as it stands">
      <h3>If the Attack Phase were now</h3>
      <p>Damage: {lines.join(' · ')} <span class="cf-note">(highest Attack {now.top}; face-down cards count once revealed)</span></p>
    </section>
  );
}
