/**
 * The table's tray: what the engine asks of you now, as buttons. Setup: the tile (its preview
 * on the map, turned with ↺ ↻) and the gate (hex, then arrow); a portal's hidden unit; a
 * sabotaged card's answer; the Main step's actions (portal at a gate, research, draw, end turn)
 * and the chosen unit's abilities, each saying why not when it cannot be used.
 */
import type { Json } from '../../../engine/game.js';
import type { CcCard, UnitCard } from '../../../engine/games/clockwork-crusade/types.js';
import { valueCard } from './ask.js';
import { CardFace } from './card.js';
import { TYPE_WORDS } from './look.js';
import { abilityName } from './words.js';

/** A button for a choice the engine may refuse: disabled with its reason shown under it. */
export function Act({ label, why, onClick, primary }: { label: string; why: string | null; onClick: () => void; primary?: boolean }) {
  return (
    <span class="cc-act">
      <button type="button" class={`cc-action${primary ? ' primary' : ''}`} disabled={why !== null} onClick={onClick}>{label}</button>
      {why && <span class="cc-why">{why}</span>}
    </span>
  );
}

export function TilePanel({ tiles, tile, setTile, rotate, rotations, place, tileName }: {
  tiles: readonly string[]; tile: string | null; setTile: (t: string) => void; rotate: (d: number) => void; rotations: number; place: (() => void) | null; tileName: (id: string) => string;
}) {
  return (
    <div class="cc-panel">
      <p class="cc-prompt">Place a piece of the map: pick one, tap a lit spot, turn it, then press “Place this grid”.</p>
      <div class="cc-row">
        {tiles.map((t) => <button key={t} type="button" class={`cc-chip${t === tile ? ' on' : ''}`} aria-pressed={t === tile} onClick={() => setTile(t)}>{tileName(t)}</button>)}
      </div>
      <div class="cc-row">
        <button type="button" class="cc-action" disabled={rotations < 2} onClick={() => rotate(-1)} aria-label="Turn left">↺ Turn</button>
        <button type="button" class="cc-action" disabled={rotations < 2} onClick={() => rotate(1)} aria-label="Turn right">Turn ↻</button>
        <button type="button" class="cc-action primary" disabled={!place} onClick={() => place?.()}>Place this grid</button>
      </div>
    </div>
  );
}

export function GatePanel({ setup, hexes, chosen, pass, cancel }: { setup: boolean; hexes: number; chosen: boolean; pass: (() => void) | null; cancel: () => void }) {
  return (
    <div class="cc-panel">
      <p class="cc-prompt">{!setup && !hexes ? 'No territory can take a new gate now.' : chosen ? 'Now tap the lit hex the gate\'s arrow points to: your units come in there.' : setup ? 'Tap a lit hex to place your first gate. Gates are where your units enter the map.' : 'You may place a new gate (1 resource) where your Soldier holds a territory: tap a lit hex, or go on.'}</p>
      <div class="cc-row">
        {chosen && <button type="button" class="cc-action" onClick={cancel}>Choose another hex</button>}
        {pass && <button type="button" class="cc-action primary" onClick={pass}>No gate: go on</button>}
      </div>
    </div>
  );
}

/** A portal's hidden unit or a sabotaged card's answer: one button per legal value. */
export function ValuePanel({ prompt, legal, choose, cardOf, remembered }: {
  prompt: string; legal: readonly Json[]; choose: (v: Json) => void; cardOf: (id: string) => CcCard | undefined; remembered: string | null;
}) {
  const sorted = [...legal].sort((a, b) => Number(valueCard(b) === remembered) - Number(valueCard(a) === remembered));
  return (
    <div class="cc-panel">
      <p class="cc-prompt">{prompt}</p>
      <div class="cc-row">
        {sorted.map((v, i) => {
          const id = valueCard(v);
          const card = id ? cardOf(id) : undefined;
          return <button key={i} type="button" class={`cc-action choice${id === remembered ? ' primary' : ''}`} onClick={() => choose(v)}>{card ? `${card.name}${card.kind === 'unit' ? ` (cost ${card.cost})` : ''}` : 'This card'}</button>;
        })}
      </div>
    </div>
  );
}

export interface PortalOffer { readonly gate: string; readonly where: string; readonly card: UnitCard; readonly why: string | null }

/** Moves and attacks (the rulebook's Main step): portals at your gates, research, draw, end the turn. */
export function MainPanel({ offers, portal, research, draw, end, units }: {
  offers: readonly PortalOffer[]; portal: (o: PortalOffer) => void; units: boolean;
  research: { why: string | null; go: () => void }; draw: { why: string | null; go: () => void } | null; end: { why: string | null; go: () => void };
}) {
  const gates = [...new Set(offers.map((o) => o.gate))];
  return (
    <div class="cc-panel">
      <p class="cc-prompt">{units ? 'Tap one of your lit units to move or attack, open portals at your gates, research, then end your turn.'
        : 'You have no unit on the map yet: open a portal at your gate to bring one in next turn, then end your turn.'}</p>
      {offers.some((o) => o.why === null) ? gates.map((g) => {
        const open = offers.filter((o) => o.gate === g && o.why === null);
        const shut = offers.find((o) => o.gate === g);
        if (!open.length) return <p key={g} class="cc-portals"><span class="cc-portals-where">Your {shut?.where}:</span> <span class="cc-why">{shut?.why}</span></p>;
        return (
          <div key={g} class="cc-portals">
            <span class="cc-portals-where">Portal at your {open[0]?.where}:</span>
            {open.map((o) => <button key={o.card.id} type="button" class="cc-chip" onClick={() => portal(o)}>{o.card.name} · {o.card.cost}</button>)}
          </div>
        );
      }) : offers.length > 0 && <p class="cc-portals"><span class="cc-portals-where">Portals:</span> <span class="cc-why">{offers[0]?.why}</span></p>}
      <div class="cc-row">
        <Act label="Research (4): draw a card" why={research.why} onClick={research.go} />
        {draw && <Act label="Draw a card (gate destroyed)" why={draw.why} onClick={draw.go} />}
        <Act label="End turn" why={end.why} onClick={end.go} primary />
      </div>
    </div>
  );
}

export interface AbilityOffer { readonly kind: string; readonly label: string; readonly why: string | null; readonly aimed: boolean }

/** The chosen unit: its card, what it did this turn, its abilities. */
export function UnitPanel({ card, level, abilities, use, aiming, close, moves, attacks }: {
  card: UnitCard | undefined; level: number; abilities: readonly AbilityOffer[]; use: (a: AbilityOffer) => void; aiming: string | null; close: () => void; moves: number; attacks: number;
}) {
  return (
    <div class="cc-panel cc-unit-panel">
      <div class="cc-row">
        <strong>{card?.name ?? 'Unit'}</strong>
        {card && <span class="cc-note">{TYPE_WORDS[card.type]}{level > 1 ? ` · level ${level}.0` : ''}</span>}
        <span class="cc-note">{moves} hex{moves === 1 ? '' : 'es'} to move to, {attacks} target{attacks === 1 ? '' : 's'} lit</span>
        <button type="button" class="cc-action" onClick={close}>Done with it</button>
      </div>
      {abilities.length > 0 && (
        <div class="cc-row">
          {abilities.map((a) => <Act key={a.kind} label={aiming === a.kind ? `${a.label}: tap a lit target` : a.label} why={a.why} onClick={() => use(a)} />)}
        </div>
      )}
      {card && <details class="cc-unit-card"><summary>Card</summary><CardFace card={card} level={level} /></details>}
    </div>
  );
}

export const abilityLabel = (card: UnitCard, kind: string): string => {
  const a = card.abilities.find((x) => x.kind === kind);
  return a ? abilityName(a) : kind;
};
