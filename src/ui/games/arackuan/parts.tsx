/**
 * The Arackuan table's frame: the bar that always shows the round (of 9), who starts it and the
 * running score, each player's strip (faction, token, score, hand, deck and discard), and the
 * story of the round so far ("Bob's Knight and Archer together 4 against your Ice Golem…").
 */
import type { ComponentChildren } from 'preact';
import { isSquare } from '../../../engine/games/arackuan/board.js';
import { cardOf } from '../../../engine/games/arackuan/cards-api.js';
import { deckLeft } from '../../../engine/games/arackuan/prepare.js';
import { ROUNDS } from '../../../engine/games/arackuan/state.js';
import type { ArkState } from '../../../engine/games/arackuan/state.js';
import { Delta } from '../kit.js';
import { scoreOf } from './ask.js';
import { Token } from './board.js';
import { type TokenLook, factionLook } from './look.js';

export interface Frame {
  readonly s: ArkState;
  readonly viewer: number;
  readonly names: readonly string[];
  readonly watching: boolean;
  readonly tokens: readonly TokenLook[];
  /** The seats whose secret choice is in, while both choose at once (a deck, a mulligan); null otherwise. */
  readonly committed?: readonly number[] | null | undefined;
}

const nameOf = (f: Frame, seat: number): string => (seat === f.viewer && !f.watching ? 'you' : f.names[seat] ?? `Player ${seat + 1}`);

/** "Round 3 of 9 · Alice starts · Activation Phase", the running score, and the help buttons. */
export function Bar({ f, phase, tools }: { f: Frame; phase: string | null; tools: ComponentChildren }) {
  const { s } = f;
  const scores = [0, 1].map((seat) => scoreOf(s, seat).points);
  const round = s.round === 0 ? 'Before round 1' : `Round ${Math.min(s.round, ROUNDS)} of ${ROUNDS}`;
  const starter = s.starter === null ? null : s.starter === f.viewer && !f.watching ? 'you start' : `${f.names[s.starter] ?? 'the other player'} starts`;
  return (
    <header class="fd-bar ark-bar">
      <p class="fd-where">
        <strong class="ark-round">{round}</strong>
        {starter && <span class="fd-sub"> · <span class="ark-starter">{s.round === 0 ? starter.replace('start', 'will start').replace('starts', 'will start') : starter}</span></span>}
        {phase && <span class="fd-sub ark-phase"> · {phase}</span>}
      </p>
      <p class="ark-score" aria-label={`Score now: ${[0, 1].map((x) => `${f.names[x] ?? ''} ${scores[x]}`).join(', ')}`}>
        <span class="ark-score-label">Score</span>
        {[0, 1].map((seat) => (
          <span key={seat} class={`ark-score-item${seat === f.viewer ? ' me' : ''}`}>
            <Token look={f.tokens[seat] as TokenLook} active />
            <span class="ark-score-name">{seat === f.viewer && !f.watching ? 'You' : f.names[seat]}</span>
            <strong>{scores[seat]}<Delta value={scores[seat] ?? 0} unit="" /></strong>
          </span>
        ))}
      </p>
      <div class="fd-bar-tools">{tools}</div>
    </header>
  );
}

/** A player's strip: faction, score and cards on the battlefield, hand, deck and discard; whose turn it is (while both choose at once: choosing, or ready). */
export function Strip({ f, seat }: { f: Frame; seat: number }) {
  const { s } = f;
  const p = s.players[seat];
  if (!p) return null;
  const look = factionLook(p.faction);
  const score = scoreOf(s, seat);
  const acting = s.ask !== null && (('seat' in s.ask && s.ask.seat === seat) || ('seats' in s.ask && s.ask.seats.includes(seat)));
  const me = seat === f.viewer && !f.watching;
  // Both choose at once (a deck, a mulligan): nobody's "turn"; each is choosing, or ready.
  const together = s.ask?.kind === 'deck' || s.ask?.kind === 'mulligan';
  const ready = together && (f.committed ?? []).includes(seat);
  const onField = s.board.filter((x) => x.control === seat && isSquare(x.at) && !x.down).length;
  const lastDiscard = p.discard[p.discard.length - 1];
  return (
    <section class={`ark-strip${seat === f.viewer ? ' me' : ''}${acting ? ' acting' : ''}`} style={{ '--faction': look.colour }} aria-label={`${f.names[seat] ?? 'Player'}${me ? ' (you)' : ''}`}>
      <span class="fd-faction-badge" aria-hidden="true">{look.symbol}</span>
      <span class="ark-strip-who">
        <strong>{f.names[seat]}{me ? ' (you)' : ''}</strong>
        <span class="ark-strip-faction">{p.faction ? look.name : 'faction secret'}</span>
      </span>
      <Token look={f.tokens[seat] as TokenLook} active />
      {acting && s.ask?.kind !== 'reveal' && s.ask?.kind !== 'draw' && <span class={`ark-turn${together && ready ? ' ready' : ''}`}>{together ? (ready ? 'Ready' : 'Choosing…') : me ? 'Your turn' : 'Their turn'}</span>}
      <span class="ark-strip-facts">
        <span title="Points if the game ended now: the values of the creatures and lands this player holds on the battlefield">{score.points} points · {onField} on the battlefield</span>
        <span>Hand {p.hand.length}</span>
        <span>Deck {deckLeft(p)}</span>
        <span title={lastDiscard ? `Last discarded: ${cardOf(lastDiscard)?.name ?? 'a card'}` : undefined}>Discard {p.discard.length}</span>
      </span>
    </section>
  );
}

/** The round so far, in sentences; or nothing yet. */
export function Story({ lines, round, now }: { lines: readonly string[]; round: number; now: number }) {
  if (!lines.length) return null;
  return (
    <section class="ark-story" aria-label="What happened" aria-live="polite">
      <h3>{round === now ? `This round (round ${round})` : `Last round (round ${round})`}</h3>
      <ul>{lines.map((l, i) => <li key={`${i}:${l}`}>{l}</li>)}</ul>
    </section>
  );
}

export { nameOf };
