/**
 * Headless matches: bots on every seat, the full protocol over the in-memory transport,
 * virtual time. Used by `npm run match`, the bench and the simulation tests.
 */
import type { Json } from '../crypto/canonical.js';
import type { Transcript } from '../protocol/wire/transcript.js';
import type { Bot } from '../engine/bots.js';
import { randomBot } from '../engine/bots.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { type Entropy, secureEntropy, seededEntropy } from './entropy.js';
import { type HubOptions, MemoryHub } from './memory-transport.js';
import { type Scheduler, VirtualScheduler } from './scheduler.js';
import { Session, type SessionOptions } from './session.js';

export interface HeadlessOptions {
  readonly game: AnyGame;
  readonly seats: number;
  readonly options: Json;
  /** Fixes every seat's secrets and bot choices, for reproducible runs; omit for secure randomness. */
  readonly seed?: number;
  readonly bots?: readonly (Bot | undefined)[];
  readonly hub?: HubOptions;
  /** Bot thinking time in virtual ms. */
  readonly thinkMs?: number;
  readonly chainLength?: number;
  /** Per seat, a hidden deck list it brings (for games that build decks before the match). */
  readonly decks?: readonly (readonly string[] | undefined)[];
  readonly session?: (seat: Seat) => Partial<SessionOptions>;
  /** Called once all sessions exist, before anything runs (to inject faults). */
  readonly prepare?: (ctx: { hub: MemoryHub; scheduler: VirtualScheduler; sessions: readonly Session[] }) => void;
  /** Stop after this many scheduler events (a guard against livelock in tests). */
  readonly maxEvents?: number;
}

export interface HeadlessRun {
  readonly sessions: readonly Session[];
  readonly transcript: Transcript | null;
  readonly hub: MemoryHub;
  readonly scheduler: VirtualScheduler;
}

const entropyFor = (seed: number | undefined, label: string): Entropy =>
  seed === undefined ? secureEntropy : seededEntropy(label, seed);

export function playHeadless(o: HeadlessOptions): HeadlessRun {
  const scheduler = new VirtualScheduler();
  const hub = new MemoryHub(scheduler, o.hub);
  const sessions: Session[] = [];
  for (let seat = 0; seat < o.seats; seat++) {
    const entropy = entropyFor(o.seed, `seat-${seat}`);
    const s = new Session({
      game: o.game, seat, seats: o.seats, name: `Bot ${seat + 1}`, options: seat === 0 ? o.options : null,
      transport: hub.endpoint(seat), scheduler, entropy, ...(o.chainLength ? { chainLength: o.chainLength } : {}),
      ...(o.decks?.[seat] ? { deck: o.decks[seat] } : {}),
      // No table looks back at earlier states (a test that does asks for them).
      history: false,
      ...o.session?.(seat),
    });
    const bot = o.bots?.[seat] ?? randomBot(entropyFor(o.seed, `bot-${seat}`)(32));
    attachBot(s, bot, scheduler, o.thinkMs ?? 0);
    sessions.push(s);
  }
  o.prepare?.({ hub, scheduler, sessions });
  for (const s of sessions) s.start();
  hub.connectAll();
  scheduler.run(o.maxEvents ?? 5_000_000);
  return { sessions, transcript: sessions[0]?.transcript() ?? null, hub, scheduler };
}

/** Answers the session's choices with a bot, after `thinkMs`. */
/** A bot that may answer later (one in a Web Worker, ui/match/bot-client.ts). */
export type LaterBot = (v: Parameters<Bot>[0]) => Json | Promise<Json>;

/**
 * Plays a session's seat with a bot: `thinkMs` after the seat is asked, the bot answers. An answer
 * that comes back after the question changed (the match went on, or was reopened) is dropped and
 * the bot is asked the new question; a bot that fails leaves the seat to its claim clock.
 */
export function attachBot(s: Session, bot: LaterBot, scheduler: Scheduler, thinkMs: number): void {
  let pending = false;
  const ask = (): void => {
    if (pending || !s.awaiting) return;
    pending = true;
    scheduler.after(thinkMs, () => {
      const a = s.awaiting;
      const m = s.match;
      if (!a || !m) { pending = false; return; }
      const move = bot({ state: m.state.game, request: a.request, legal: a.legal, knowledge: { seat: s.seat, cards: s.knowledge } });
      const answer = (v: Json): void => {
        pending = false;
        if (s.awaiting === a) s.choose(v);
        else ask();
      };
      if (move instanceof Promise) move.then(answer, () => { pending = false; });
      else answer(move);
    });
  };
  s.onUpdate(ask);
}
