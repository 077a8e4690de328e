/**
 * A spectator's page: the host's relay (src/net/watch-link.ts) feeds a follower
 * (src/protocol/spectators/follow.ts) that checks and replays the match with its own ledger; this keeps
 * what the page shows in signals. At the end it verifies its own transcript as the verify page
 * would. The spectator sends nothing into the match and holds nothing a seat keeps private.
 */
import { batch, signal } from '@preact/signals';
import type { AnyGame, Json, Seat } from '../../engine/game.js';
import { loadNoble } from '../../crypto/lazy-noble.js';
import { loadSharedCode } from '../../net/shared-code.js';
import type { NetError } from '../../net/net-error.js';
import type { LinkState } from '../../net/peer-transport.js';
import type { WatchEnvelope } from '../../net/watch-codec.js';
import { makePeer } from '../../net/make-peer.js';
import { parseSignal } from '../../net/signal-config.js';
import { WatchLink } from '../../net/watch-link.js';
import { Quiet, realScheduler } from '../../net/scheduler.js';
import { Follower, type FollowStatus } from '../../protocol/spectators/follow.js';
import { need } from '../../protocol/machine/lockstep.js';
import type { Hello, SignedMessage } from '../../protocol/wire/transcript.js';
import { NOT_THIS_MATCH, bindsMatch } from '../../protocol/spectators/watch-binding.js';
import { type Verdict, verifyMatch } from '../../protocol/verification/verify.js';
import { type LoadedGame, loadGame } from '../games/load.js';
import { andList, logText, seatName } from '../names.js';
import { testHooks } from '../test-hooks.js';
import { randomPeerId } from './links.js';
import { defaultSignal } from './signal.js';

/** How often the last signature of each grown chain is checked while the match runs. */
const TAILS_MS = 1000;
const REDRAW_QUIET_MS = 20;
const REDRAW_MAX_MS = 150;

export type WatchStatus = { readonly kind: 'connecting' } | FollowStatus;

declare global {
  interface Window { __facedownWatch?: WatchController }
}

export class WatchController {
  readonly connection = signal<{ state: LinkState; error: NetError | null }>({ state: 'connecting', error: null });
  readonly status = signal<WatchStatus>({ kind: 'connecting' });
  readonly game = signal<LoadedGame | null>(null);
  readonly gameState = signal<Json | null>(null);
  readonly step = signal(-1);
  readonly names = signal<readonly string[]>([]);
  readonly log = signal<readonly string[]>([]);
  /** Who the players are waiting for, in plain words. */
  readonly waiting = signal<string | null>(null);
  readonly verdict = signal<Verdict | null>(null);
  /** The players' match stopped (the host said why, in the protocol's words: the Details show it). */
  readonly stopped = signal<string | null>(null);
  /** Which player's side the table is seen from (everything hidden stays hidden either way). */
  readonly seenFrom = signal<Seat>(0);
  /** Messages taken, and how many of them a checked signature binds so far (the Details). */
  readonly counts = signal({ messages: 0, bound: false });
  /** With test hooks: every wire string this page was sent, as it came. */
  readonly received: string[] = [];
  /** With test hooks: when (ms since the epoch) each step was first shown. */
  readonly stepTimes: Record<number, number> = {};

  private readonly follower: Follower;
  private readonly link: WatchLink;
  /** The first hello of each seat, until every seat's is here and they hash to the link's binding. */
  private hellosIn: Hello[] = [];
  private bound = false;
  /** The rules, loaded once the hellos are bound (shown only once the follower opens the match). */
  private loaded: LoadedGame | null = null;
  private queue: WatchEnvelope[] = [];
  /** Code still loading before messages can be checked: the signature check, and the shared deck's for a match with one. */
  private loading = 1;
  private deckAsked = false;
  private loadingGame = false;
  private def: AnyGame | null = null;
  private tails: ReturnType<typeof setTimeout> | null = null;
  /** The verdict on this page's transcript, once the match is over (shown at the next redraw). */
  private judged: Verdict | null = null;
  /** Why nothing can be followed at all (a game this page does not know, not the linked match). */
  private dead: string | null = null;
  private notThisMatch = false;

  /** `binding`: the watch link's (protocol/spectators/watch-binding.ts): nothing is shown of a match that does not hash to it. */
  constructor(readonly hostId: string, signalText: string | null, readonly binding: string) {
    const hooks = testHooks();
    this.follower = new Follower((id) => (this.def?.id === id ? this.def : undefined), undefined, binding);
    const cfg = (signalText && parseSignal(signalText)) || defaultSignal();
    this.link = new WatchLink({
      id: randomPeerId(), hostId, makePeer: (id) => makePeer(id, cfg),
      onEnvelope: (e) => this.envelope(e),
      onState: (state, error) => { this.connection.value = { state, error }; },
      ...(hooks ? { onRaw: (d: string) => { this.received.push(d); } } : {}),
    });
    this.after(loadNoble());
    this.link.start();
    if (hooks) window.__facedownWatch = this;
  }

  private after(p: Promise<void>): void {
    void p.then(() => { this.loading--; this.drain(); }, () => { this.dead = 'this page could not load what it needs to check the match (reload to try again)'; this.show(); });
  }

  close(): void {
    this.link.close();
    if (this.tails) clearTimeout(this.tails);
  }

  /** The match file as this page holds it (verified at the end). */
  transcript() { return this.follower.transcript(); }

  private envelope(e: WatchEnvelope): void {
    if (this.dead) return;
    if (e.k === 'stop') { if (this.bound) this.stopped.value = e.reason; return; }
    if (e.k === 'hello' && !this.bound) this.gather(e.hello);
    if (this.dead) return;
    this.queue.push(e);
    if (this.queue.length === 1) queueMicrotask(() => this.drain());
  }

  /**
   * A hello before the match is bound: once every seat's is here they must hash to the link's
   * binding (the follower checks it again); only then are the game's rules loaded. Hellos that
   * cannot open one match stop the page here, before anything of them is shown.
   */
  private gather(h: Hello): void {
    const seats = this.hellosIn.find((x) => x)?.seats ?? h.seats;
    if (h.seats !== seats || h.seat < 0 || h.seat >= seats) { this.give('the hellos the host sent are not those of one match'); return; }
    this.hellosIn[h.seat] ??= h;
    if (this.hellosIn.filter((x) => x).length < seats) return;
    if (!bindsMatch(this.hellosIn, this.binding)) { this.notThisMatch = true; this.give(NOT_THIS_MATCH); return; }
    this.bound = true;
    const first = this.hellosIn[0] as Hello;
    // A hello with a deck key: the match deals from a shared deck, whose checks need their code.
    if (this.hellosIn.some((x) => x.dkey) && !this.deckAsked) { this.deckAsked = true; this.loading++; this.after(loadSharedCode()); }
    if (this.def || this.loadingGame) return;
    this.loadingGame = true;
    const p = loadGame(first.game);
    if (!p) { this.give(`a match of a game this page does not know ("${first.game.slice(0, 40)}")`); return; }
    void p.then((g) => { this.def = g.def; this.loaded = g; this.drain(); });
  }

  /** Nothing more is followed: nothing of what came is kept, and the page stops dialing. */
  private give(why: string): void {
    this.dead = why;
    this.queue = [];
    this.hellosIn = [];
    this.link.close();
    this.show();
  }

  /** Hands what came to the follower once the rules and the signature check are loaded: in one batch. */
  private drain(): void {
    if (this.loading > 0 || !this.def || !this.queue.length) return;
    const q = this.queue;
    this.queue = [];
    let msgs: SignedMessage[] = [];
    const flush = () => { if (msgs.length) this.follower.take(msgs); msgs = []; };
    for (const e of q) {
      if (e.k === 'hello') { flush(); this.follower.hello(e.hello); } else if (e.k === 'msgs') msgs.push(...e.msgs);
    }
    flush();
    if (this.follower.ledger?.state.phase === 'over') this.checkTails();
    else this.armTails();
    this.show();
  }

  private armTails(): void {
    if (this.tails || this.follower.status.kind !== 'following') return;
    this.tails = setTimeout(() => { this.tails = null; this.checkTails(); this.show(); this.armTails(); }, TAILS_MS);
  }

  private checkTails(): void {
    this.follower.checkTails();
    const t = this.follower.transcript();
    if (this.follower.status.kind === 'over' && t && this.def && !this.judged) {
      // (shown with the final state, in one redraw: the end's words come from that state)
      this.judged = verifyMatch(t, new Map([[this.def.id, this.def]]));
    }
  }

  /**
   * What the follower holds into the signals, in the next frame once messages pause, or every
   * REDRAW_MAX_MS during a long run of steps (as a player's page does: controller.ts).
   */
  private readonly redraw = new Quiet(realScheduler, REDRAW_QUIET_MS, REDRAW_MAX_MS, () => {
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => this.refresh());
    else this.refresh();
  });

  private show(): void { this.redraw.poke(); }

  private refresh(): void {
    const f = this.follower;
    const ledger = f.ledger;
    const names = f.names;
    batch(() => {
      this.status.value = this.dead ? { kind: 'stopped', reason: this.dead, ...(this.notThisMatch ? { notThisMatch: true } : {}) } : f.status;
      this.names.value = names;
      // The game (its title, its table) shows only once the follower has opened the bound match.
      this.game.value = ledger ? this.loaded : null;
      if (!ledger) return;
      if (this.judged) this.verdict.value = this.judged;
      const st = ledger.state;
      if (this.step.value !== st.step && !(st.step in this.stepTimes)) this.stepTimes[st.step] = Date.now();
      this.step.value = st.step;
      this.gameState.value = st.game;
      this.log.value = ledger.events.flatMap((e) => (e.kind === 'log' ? [logText(names, e.text)] : []));
      const n = st.phase === 'over' ? null : need(ledger.cfg, st);
      const owing = n ? n.seats.filter((seat) => !ledger.pending(seat).some((m) => m.step === st.step)) : [];
      this.waiting.value = owing.length ? `Waiting for ${andList(owing.map((s) => seatName(names, s)))}` : null;
      this.counts.value = { messages: ledger.chains.reduce((k, c) => k + c.length, 0), bound: f.allBound };
    });
  }
}
