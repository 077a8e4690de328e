/**
 * The Clockwork Crusade table's frame: the bar (round of the limit, whose turn, the step), every
 * player's strip (colour, resources, cards in hand, gates and territories, units), and the last
 * dice and coins with their totals ("ties go to the defender").
 */
import type { ComponentChildren } from 'preact';
import type { CcState, RollRecord } from '../../../engine/games/clockwork-crusade/types.js';
import { Delta } from '../kit.js';
import { actingSeat, territoriesOf } from './facts.js';
import { ownerMarks, seatColour } from './look.js';

export interface Frame {
  readonly s: CcState;
  readonly viewer: number;
  readonly names: readonly string[];
  readonly watching: boolean;
}

export const nameOf = (f: Pick<Frame, 'viewer' | 'names' | 'watching'>, seat: number): string =>
  seat === f.viewer && !f.watching ? 'you' : f.names[seat] ?? `Player ${seat + 1}`;

const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);

/** "Round 3 of 12 · Alice's turn · moves and attacks" and the help buttons. */
export function Bar({ f, phase, setup, tools }: { f: Frame; phase: string | null; setup: boolean; tools: ComponentChildren }) {
  const { s } = f;
  const seat = actingSeat(s);
  const who = seat === null ? null : seat === f.viewer && !f.watching ? 'Your turn' : `${f.names[seat] ?? 'Another player'}'s turn`;
  return (
    <header class="fd-bar cc-bar">
      <p class="fd-where">
        <strong>{setup ? 'Setting up the map' : `Round ${Math.min(s.round, s.options.rounds)} of ${s.options.rounds}`}</strong>
        {who && <span class="fd-sub"> · <span class="cc-whose">{who}</span></span>}
        {phase && <span class="fd-sub cc-phase"> · {phase}</span>}
      </p>
      <div class="fd-bar-tools">{tools}</div>
    </header>
  );
}

/** Every player: colour, name, resources, cards in hand (shown ones named), gates and territories held, units on the map. */
export function Players({ f, cardName }: { f: Frame; cardName: (id: string) => string }) {
  const { s } = f;
  const marks = ownerMarks(f.names);
  return (
    <section class="cc-players" aria-label="Players">
      {s.players.map((p, seat) => {
        const me = seat === f.viewer && !f.watching;
        const shown = Object.values(p.shown);
        const units = s.units.filter((u) => u.owner === seat && !u.faceDown).length;
        const portals = s.units.filter((u) => u.owner === seat && u.faceDown).length;
        const gates = s.gates.filter((g) => g.owner === seat).length;
        const acting = actingSeat(s) === seat;
        return (
          <div key={seat} class={`cc-player${me ? ' me' : ''}${acting ? ' acting' : ''}${p.eliminated ? ' out' : ''}`} style={{ '--seat': seatColour(seat) }}>
            <span class="cc-swatch" aria-hidden="true">{marks[seat]}</span>
            <strong class="cc-player-name">{cap(nameOf(f, seat))}</strong>
            {acting && <span class="cc-turn">{me ? 'your turn' : 'their turn'}</span>}
            {p.eliminated && <span class="cc-out">out</span>}
            <span class="cc-facts">
              <span class="cc-res" title="Resources"><strong>{p.resources}</strong> {p.resources === 1 ? 'resource' : 'resources'}<Delta value={p.resources} unit="" /></span>
              <span>{p.hand.length} card{p.hand.length === 1 ? '' : 's'} + Infantry</span>
              <span>{gates} gate{gates === 1 ? '' : 's'} · {territoriesOf(s, seat)} territor{territoriesOf(s, seat) === 1 ? 'y' : 'ies'}</span>
              <span>{units} unit{units === 1 ? '' : 's'}{portals ? ` · ${portals} portal${portals === 1 ? '' : 's'}` : ''}</span>
              {shown.length > 0 && <span class="cc-shown">shown: {shown.map(cardName).join(', ')}</span>}
            </span>
          </div>
        );
      })}
    </section>
  );
}

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** The setup's rolls as the state names them, in a player's words. */
const ROLL_WORDS: Readonly<Record<string, string>> = { 'placement order': 'roll to decide who places first', 'first player': 'roll to decide who plays first' };

/** The last fight's dice and coins, as they fell. */
export function Dice({ f, rolls }: { f: Frame; rolls: readonly RollRecord[] }) {
  if (!rolls.length) return null;
  const fight = rolls.filter((r) => r.dice.length > 0 && r.total !== undefined).length >= 2;
  const marks = ownerMarks(f.names);
  return (
    <section class="cc-dice" aria-label="The last dice and coins" aria-live="polite">
      <h3>Last roll</h3>
      <ul>
        {rolls.map((r, i) => (
          <li key={i} style={{ '--seat': seatColour(r.seat) }}>
            <span class="cc-roll-what"><span class="cc-swatch" aria-hidden="true">{marks[r.seat]}</span> {cap(nameOf(f, r.seat))}: {ROLL_WORDS[r.what] ?? r.what}</span>
            <span class="cc-roll-out">{r.dice.length > 0 && <span class="cc-faces" role="img" aria-label={`dice ${r.dice.join(' and ')}`}>{r.dice.map((d, j) => <span key={j} class="cc-die" aria-hidden="true">{FACES[d - 1] ?? d}</span>)}</span>}
            {r.total !== undefined && <strong class="cc-total">= {r.total}</strong>}
            {r.coin && <span class={`cc-coin ${r.coin}`}>{r.coin === 'heads' ? 'Heads' : 'Tails'}</span>}</span>
          </li>
        ))}
      </ul>
      {fight && <p class="cc-note">The higher total wins; ties go to the defender.</p>}
    </section>
  );
}

/** The round so far, in sentences (the last few), or nothing yet. */
export function Story({ round, lines }: { round: number; lines: readonly string[] }) {
  if (!lines.length) return null;
  const shown = lines.slice(-8);
  return (
    <section class="cc-story" aria-label="This round so far" aria-live="polite">
      <h3>Round {round} so far</h3>
      <ul>{shown.map((l, i) => <li key={`${lines.length - shown.length + i}:${l}`}>{l}</li>)}</ul>
    </section>
  );
}
