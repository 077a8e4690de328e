/**
 * A match in progress on this page: its Session, its transport, its storage, and the session's
 * facts as signals (one per fact, set from `session.onUpdate`) with `computed` values derived
 * from them (the table's props, the status line, the log). Views read only the signals they
 * need. Views never decide legality: tables get `awaiting.legal` and `whyNot` and call `choose`.
 */
import { pagePath } from '../../net/signer.js';
// (for the lobby's prefetch: the judge is otherwise loaded when a match ends)
export { loadJudge } from '../../net/lazy-judge.js';

let offlineKit: typeof OfflineKit | null = null;
let meshKit: typeof MeshKit | null = null;
/** A stored match of three or more seats needs the mesh, loaded before it is reopened (off the two-seat path). */
export async function loadMeshKit(): Promise<void> {
  meshKit ??= await import('./mesh-kit.js');
}
/** What a match on this device needs, loaded before one is made (and prefetched by the lobby). */
export async function loadOfflineKit(): Promise<void> {
  offlineKit ??= await import('./offline-kit.js');
}
let directKit: typeof DirectKit | null = null;
/** A match without a server (its codes and link: direct-kit.ts, which also makes its record), loaded before it is opened. */
async function loadDirectKit(): Promise<void> {
  directKit ??= await import('./direct-kit.js');
}
import type { Ed25519 } from '../../crypto/ed25519.js';
import { type ReadonlySignal, batch, computed, signal } from '@preact/signals';
import { type Json, canonicalEqual } from '../../crypto/canonical.js';
import type { FaceDownStep } from '../../net/face-down.js';
import type { AnyGame, Phase, Seat } from '../../engine/game.js';
import type { TableProps } from '../games/table-props.js';
import { allNames, nameSeats, othersName, seatName } from '../names.js';
import { loadGame, loadModule } from '../games/load.js';
import type { GameModule } from '../../engine/game-module.js';
import type { BotLevel } from '../../engine/bot-levels.js';
import { secureEntropy } from '../../net/entropy.js';
import type * as OfflineKit from './offline-kit.js';
import type { NetError } from '../../net/net-error.js';
import { type LinkState, PeerTransport } from '../../net/peer-transport.js';
import type { PeerMesh } from '../../net/peer-mesh.js';
import type * as MeshKit from './mesh-kit.js';
import type * as DirectKit from './direct-kit.js';
import { WatchHost } from './watch-host.js';
import { Quiet, realScheduler } from '../../net/scheduler.js';
import { type SignalConfig, parseSignal } from '../../net/signal-config.js';
import { type Awaiting, DEFAULT_TIMEOUT_MS, type Notice, Session, type SessionOptions, type SessionStatus } from '../../net/session.js';
import { LEFT_THE_MATCH } from '../../net/session-types.js';
import { need } from '../../protocol/machine/lockstep.js';
import { bindingOf } from '../../protocol/spectators/watch-binding.js';
import { type Kv, getRecord, loadSnapshot, localStorageKv, recorder, saveRecord } from '../../net/store.js';
import type { Transport } from '../../net/transport.js';
import { defaultSignal } from './signal.js';
import { holdTabLock } from './tab-lock.js';
import { testHooks } from '../test-hooks.js';
import { type OwedDetail, logLines, owedDetail, sameOwed, waitingText, yourTurn } from './view.js';
import { type LinkText, linkText } from './connection.js';
import { type Heartbeat, withHeartbeat } from '../../net/heartbeat.js';
import { MIN_TIMEOUT_MS, type ResumeProblem, type StoredMatch } from './stored-match.js';
import { put, sameKeys, sameList } from './put.js';
import { identityForMatch } from '../identity/for-match.js';
import { guestRecord, guestKey, hostRecord, offlineRecord } from './new-record.js';

export { MIN_TIMEOUT_MS, type ResumeProblem, type StoredMatch } from './stored-match.js';

export interface Connection {
  readonly state: LinkState | 'offline';
  readonly error: NetError | null;
}

export { DEFAULT_TIMEOUT_MS } from '../../net/session.js';

/** The table redraws once the session is this quiet (ms), or at least this often during a burst. */
const REDRAW_QUIET_MS = 20;
const REDRAW_MAX_MS = 150;

/** The status line: the link in words, what the match is doing, the engine's phase. */
export interface StatusLine {
  readonly link: LinkText;
  readonly doing: string;
  readonly phase: Phase | null;
}


export class MatchController {
  readonly connection = signal<Connection>({ state: 'connecting', error: null });
  // The session's facts, one signal each, set on every session update.
  readonly status = signal<SessionStatus>({ kind: 'hello' });
  readonly awaiting = signal<Awaiting | null>(null);
  /** The public game state, once the match runs. */
  readonly gameState = signal<Json | null>(null);
  /** The lockstep step number, once the match runs. */
  readonly step = signal(-1);
  readonly knowledge = signal<Readonly<Record<string, string>>>({});
  readonly claimable = signal<readonly Seat[]>([]);
  readonly notice = signal<Notice | null>(null);
  /** The names seats gave in their hellos (null: no hello yet). */
  readonly helloNames = signal<readonly (string | null)[]>([]);
  /** This player resigned; it goes out once the move under way is in (Session.resign). */
  readonly resigning = signal(false);
  /** The agreed claim timeout, in ms. */
  readonly timeoutMs = signal<number | null>(null);
  /** When (ms since epoch) a claim may be made if the current step stays unanswered; null while no clock runs. */
  readonly claimAt = signal<number | null>(null);
  /** "Bob is choosing a card", or null. */
  readonly waiting = signal<string | null>(null);
  /** The same in the protocol's words, for the Details panel. */
  readonly owedDetail = signal<OwedDetail | null>(null);
  /** The other player's page by heartbeat: null until first heard, then whether it was heard within the last few seconds. */
  readonly present = signal<boolean | null>(null);
  /** With three or more seats: the seats whose pages are gone (by heartbeat), in seat order. */
  readonly away = signal<readonly Seat[]>([]);
  /** With three or more seats: the seats whose link to this page is down (the mesh says which). */
  readonly linksDown = signal<readonly Seat[]>([]);
  /** The match log, with names. */
  readonly log = signal<readonly string[]>([]);
  /** A rematch the other player hosts, once offered. */
  readonly rematchOffer = signal<string | null>(null);
  /** A match without a server: the codes its players exchange (direct-kit.ts). */
  readonly direct: DirectKit.DirectControl | null = null;
  readonly session: Session;
  private readonly others: Session[] = [];
  private readonly transport: Transport & { close(): void };
  /** Online: the PeerJS link (two seats) or mesh (more) under the heartbeat. */
  private readonly peer: PeerTransport | PeerMesh | DirectKit.DirectControl['transport'] | null = null;
  /** By heartbeat, each other seat's page: null until first heard. */
  private readonly presence = new Map<Seat, boolean | null>();
  private readonly heartbeat: Heartbeat | null = null;
  private releaseLock: () => void = () => {};
  /** The host's spectators (watch link): what the match holds, relayed as it grows. */
  private readonly watch = new WatchHost(() => {
    const m = this.session?.match;
    if (!m) return null;
    const st = this.session.status;
    return { hellos: m.setup.hellos, chains: m.chains, stopped: st.kind === 'stopped' ? `seat ${st.rejection.seat + 1}, step ${st.rejection.step}: ${st.rejection.reason}` : null };
  });

  /** Every seat's name (stand-ins until a seat says hello). */
  readonly names: ReadonlySignal<readonly string[]> = computed(() => allNames(this.helloNames.value, this.record.seats));

  /** Where the game is, in the engine's words. */
  readonly phase: ReadonlySignal<Phase | null> = computed(() => {
    const g = this.gameState.value;
    return g !== null && this.game.phase ? this.game.phase(g) : null;
  });

  /** Everything the game's table needs, or null before the match runs. */
  readonly table: ReadonlySignal<TableProps | null> = computed(() => {
    const state = this.gameState.value;
    if (state === null) return null;
    return {
      state, seat: this.session.seat, knowledge: this.knowledge.value, awaiting: this.awaiting.value,
      choose: this.choose, whyNot: this.whyNot, names: this.names.value, phase: this.phase.value,
      history: { step: this.step.value, stateAt: this.stateAt }, facedown: this.facedown.value,
    };
  });

  /** The game state at an earlier step (the table explains what happened between two of them). */
  private readonly stateAt = (step: number): Json | null => this.session.match?.stateAt(step)?.game ?? null;
  /** The face-down play under way: who is bound, and this page's own choice until the reveal. */
  readonly facedown = signal<FaceDownStep | null>(null);

  readonly statusLine: ReadonlySignal<StatusLine> = computed(() => {
    const conn = this.connection.value;
    const st = this.status.value;
    const other = this.record.seats > 2
      ? othersName(this.names.value, this.away.value.length || conn.state === 'connected' ? this.away.value : this.linksDown.value)
      : seatName(this.names.value, this.session.seat === 0 ? 1 : 0);
    const link = linkText({
      mode: this.record.mode, host: this.record.seat === 0, state: conn.state, error: conn.error,
      begun: st.kind !== 'hello', present: this.present.value, other, left: this.notice.value?.text === LEFT_THE_MATCH,
    });
    const aw = this.awaiting.value;
    // Before the start, a link that cannot work (a dead link, a full table, blocked networks) says so alone.
    const doing = st.kind === 'hello' ? (link.tone === 'bad' ? '' : this.record.seat === 0 ? 'The match starts when they join' : 'Joining the match…')
      : st.kind === 'playing' ? (aw ? yourTurn(aw) : this.waiting.value ?? 'Working…')
        : st.kind === 'over' ? 'The match is over' : 'The match has stopped';
    return { link, doing, phase: st.kind === 'playing' ? this.phase.value : null };
  });

  /** A player's own choice shows at once (the card leaves the hand), before the replies it starts come in. */
  private readonly choose = (value: Json) => {
    const r = this.session.choose(value);
    this.refresh();
    return r;
  };
  /** Why not, in the engine's words, with players' names for the seats it names. */
  private readonly whyNot = (value: Json): string | null => { const r = this.session.whyNot(value); return r === null ? null : nameSeats(this.names.value, r); };

  readonly game: AnyGame;

  /** `module` (with the game's bots) only for an offline match: a match between people needs only the rules. */
  private constructor(
    readonly record: StoredMatch, private readonly kv: Kv, game: AnyGame, private readonly module: GameModule | null = null, handed?: PeerMesh,
  ) {
    this.game = game;
    const restore = loadSnapshot(kv, record);
    if (record.mode === 'offline') {
      if (!offlineKit) throw new Error('the offline kit is loaded before an offline match is made');
      this.connection.value = { state: 'offline', error: null };
      const here = offlineKit.playOnDevice(record, kv, restore.ok ? restore.value : undefined, this.module,
        (r, t, rs) => this.makeSession(r, t, rs), () => { this.soon(); this.answerForced(); });
      this.transport = here.transport;
      this.session = here.session;
      this.others.push(...here.bots);
    } else {
      const signalCfg = (record.signal && parseSignal(record.signal)) || defaultSignal();
      const onState = (state: LinkState, error: NetError | null) => {
        this.connection.value = { state, error };
        if (this.peer && 'down' in this.peer) this.linksDown.value = this.peer.down();
      };
      const kit = meshKit;
      if (record.seats > 2 && !handed && !kit) throw new Error('the mesh kit is loaded before a match of three or more seats is reopened');
      if (record.mode === 'direct') this.direct = (directKit as typeof DirectKit).directOf(record, kv, onState);
      const peer = this.direct ? this.direct.transport : record.seats > 2 ? handed ?? (kit as typeof MeshKit).meshOf(record, signalCfg, onState) : new PeerTransport({
        role: record.seat === 0 ? 'host' : 'guest', id: record.peerId as string, hostId: record.hostId ?? undefined,
        guestId: record.guestId, signal: signalCfg, onState,
        onGuest: (guestId) => saveRecord(kv, { ...this.record, guestId } as StoredMatch),
        ...(record.seat === 0 ? { onWatcher: (c) => this.watch.add(c) } : {}),
      });
      if (handed) handed.setOnState(onState);
      if (record.seat === 0 && 'onWatcher' in peer) peer.onWatcher((c) => this.watch.add(c));
      // A visitor the full table turns away is told how to watch it instead (full-notice.ts).
      if (record.seat === 0 && 'setFullWatch' in peer) peer.setFullWatch(() => { const m = this.session.match; return m ? bindingOf(m.cfg.matchId) : null; });
      // Each page pings the others every 1.5 s; a page silent for 4.5 s has left (PeerJS may never say so).
      const others = Array.from({ length: record.seats }, (_, i) => i).filter((i) => i !== record.seat);
      for (const o of others) this.presence.set(o, null);
      const hb = withHeartbeat(peer, {
        scheduler: realScheduler, peers: others,
        onPresence: (seat, here) => {
          this.presence.set(seat, here);
          this.present.value = presentOf(this.presence);
          this.away.value = [...this.presence].flatMap(([x, p]) => (p === false ? [x] : [])).sort((a, b) => a - b);
        },
      });
      this.peer = peer;
      this.heartbeat = hb;
      this.transport = hb;
      this.session = this.makeSession(record, hb, restore.ok ? restore.value : undefined);
      this.session.onUpdate(() => { this.soon(); this.answerForced(); if (this.session.status.kind === 'stopped') this.watch.poke(); });
      this.session.start();
      if (!handed) peer.start();
    }
    this.refresh();
    if (testHooks()) window.__facedownActive = this;
  }

  /**
   * The table follows the session in the next frame once its messages pause (REDRAW_QUIET_MS),
   * or every REDRAW_MAX_MS during a long run of steps: a burst renders once, and a commit and
   * reveal exchange never waits behind a redraw (src/net/scheduler.ts, Quiet).
   */
  private readonly redraw = new Quiet(realScheduler, REDRAW_QUIET_MS, REDRAW_MAX_MS, () => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => this.refresh());
    else this.refresh();
  });

  private soon(): void { this.redraw.poke(); }

  /** The session's facts into their signals, in one batch; unchanged facts leave their readers alone. */

  private refresh(): void {
    const s = this.session;
    const m = s.match;
    batch(() => {
      put(this.status, s.status);
      put(this.awaiting, s.awaiting);
      put(this.gameState, m ? m.state.game : null);
      put(this.step, m ? m.state.step : -1);
      put(this.knowledge, { ...s.knowledge }, sameKeys);
      put(this.facedown, s.faceDown, (a, b) => a === b || (!!a && !!b && sameList(a.committed, b.committed) && canonicalEqual(a.mine, b.mine)));
      put(this.claimable, [...s.claimable], sameList);
      put(this.notice, s.notice);
      put(this.helloNames, [...s.names], sameList);
      put(this.timeoutMs, s.timeoutMs);
      put(this.resigning, s.resignPending);
      put(this.claimAt, s.claimAt);
      put(this.waiting, waitingText(s));
      put(this.owedDetail, owedDetail(s), sameOwed);
      put(this.log, logLines(s), sameList);
    });
  }

  /**
   * A face-down play that has exactly one possible answer (the card just played) is answered
   * at once: asking the player to confirm it would be a question with no choice. The engine's
   * legal list decides; this only sends its single value, once per step. It runs from the
   * session's updates (after the current one), not from a render: a hidden tab answers too.
   */
  private forcedStep = -1;
  private answerForced(): void {
    const a = this.session.awaiting;
    const step = this.session.match?.state.step ?? -1;
    if (!a || a.request.kind !== 'commit' || a.legal.length !== 1 || step === this.forcedStep) return;
    this.forcedStep = step;
    realScheduler.after(0, () => {
      const now = this.session.awaiting;
      if (now === a && (this.session.match?.state.step ?? -1) === step) this.session.choose(a.legal[0] as Json);
    });
  }

  private makeSession(r: StoredMatch, transport: Transport, restore?: SessionOptions['restore']): Session {
    const cheat = r.key === this.record.key ? testHooks()?.cheat : undefined;
    // The bot's seat of a match on this device (its record is this one's, re-keyed) brings the bot's deck.
    const deck = r.key === this.record.key ? r.deck : r.botDeck;
    const s = new Session({
      game: this.game, seat: r.seat, seats: r.seats, name: r.name, options: r.seat === 0 ? r.options : null,
      transport, scheduler: realScheduler, entropy: secureEntropy, ...(pagePath() ? { ed25519: pagePath() as Ed25519 } : {}),
      // The host's id (random, 128 bits, in the join link) is the match nonce; guests agree to the host's timeout.
      nonce: r.hostId, ...(r.seat === 0 ? { timeoutMs: r.timeoutMs } : { minTimeoutMs: MIN_TIMEOUT_MS }),
      persist: this.persister(r), ...(restore ? { restore } : {}), ...(deck ? { deck } : {}),
      // The player's identity certifies their seat's key; the computer's seat on this device has none.
      ...(r.key === this.record.key && !restore ? { identity: identityForMatch() } : {}),
      onRematch: (_from, hostId) => { this.rematchOffer.value = hostId; },
      ...(cheat ? { cheat } : {}),
    });
    return s;
  }

  /** A seat's store; this page's own also tells its watchers (if any) that the match took a message. */
  private persister(r: StoredMatch): NonNullable<SessionOptions['persist']> {
    const store = recorder(this.kv, r.key);
    if (r.key !== this.record.key) return store;
    return (e) => { store(e); if (e.kind === 'msg') this.watch.poke(); };
  }

  /** A new online match as host: returns its key. */
  /** A new match's key is this tab's alone; the lock keeps it so if the page is opened again elsewhere. */
  private lockNew(): this {
    void holdTabLock(this.record.key).then((release) => { if (release) this.releaseLock = release; });
    return this;
  }

  /** A new match's record, saved, and its match opened on this page (new-record.ts makes the record). */
  private static opened(r: StoredMatch, game: AnyGame, module: GameModule | null = null): MatchController {
    const kv = localStorageKv();
    saveRecord(kv, r);
    return new MatchController(r, kv, game, module).lockNew();
  }

  /** `deck`: the hidden deck list this seat brings, when the game and options want one. */
  /** `sig`: the signaling server the match lives on (the first of the list that answered: signal.ts pickSignal). */
  static host(game: AnyGame, options: Json, name: string, timeoutMs = DEFAULT_TIMEOUT_MS, deck?: readonly string[], sig: SignalConfig = defaultSignal()): MatchController {
    return MatchController.opened(hostRecord(game.id, options, name, timeoutMs, deck, sig), game);
  }

  /** A match of three or more seats, started in its waiting room: the room's live mesh carries it on. */
  static fromRoom(r: StoredMatch, game: AnyGame, mesh: PeerMesh): MatchController {
    return new MatchController(r, localStorageKv(), game, null, mesh).lockNew();
  }

  static join(game: AnyGame, hostId: string, signal: string | null, name: string, deck?: readonly string[]): MatchController {
    return MatchController.opened(guestRecord(game.id, hostId, signal, name, deck), game);
  }

  /** The key a guest of this host has on this device, if it joined before (then: resume, don't join). */
  static joinedBefore(hostId: string): string | null {
    return getRecord(localStorageKv(), guestKey(hostId)) ? guestKey(hostId) : null;
  }

  /** Offline: against a bot on this page, or alone where the game has a rule-driven opponent. */
  /** `decks`: the hidden deck lists this seat and the bot bring, when the game and options want them. */
  static async offline(game: GameModule, options: Json, name: string, seats: number, decks?: { readonly mine: readonly string[]; readonly bot: readonly string[] }, level?: BotLevel): Promise<MatchController> {
    await loadOfflineKit();
    return MatchController.opened(offlineRecord(game.def.id, options, name, seats, decks, level), game.def, game);
  }

  static async resume(key: string): Promise<MatchController | ResumeProblem> {
    const kv = localStorageKv();
    const r = getRecord(kv, key) as StoredMatch | null;
    if (!r) return { kind: 'missing', text: 'This match is not stored on this device.' };
    const [game, module] = await Promise.all([
      loadGame(r.game), r.mode === 'offline' ? loadModule(r.game) : null, r.mode === 'offline' ? loadOfflineKit() : null,
      r.mode === 'online' && r.seats > 2 ? loadMeshKit() : null, r.mode === 'direct' ? loadDirectKit() : null,
    ]);
    if (!game) return { kind: 'missing', text: `This device does not know the game "${r.game}".` };
    const release = await holdTabLock(key);
    if (!release) return { kind: 'elsewhere', text: 'This match is already open in another tab of this browser. Play it there (or close that tab and reload this one).' };
    const c = new MatchController(r, kv, game.def, module);
    c.releaseLock = release;
    return c;
  }

  close(): void {
    this.redraw.stop();
    this.transport.close();
    this.watch.close();
    this.releaseLock();
  }

  /**
   * Leave without resigning: the others are told (an unsigned notice), then this page lets go of
   * the match. It stays on this device, to come back to while the others have not claimed it.
   */
  leave(): Promise<void> {
    this.session.leave();
    // (a moment for the notice to leave the data channels before they close)
    return new Promise((done) => realScheduler.after(300, () => { this.close(); done(); }));
  }

  /** Host a new match with the same game and options, and tell the other player where it is. */
  rematch(): MatchController {
    const next = MatchController.host(this.game, this.record.options ?? this.session.match?.setup.hellos[0]?.options ?? null, this.record.name, this.record.timeoutMs, this.record.deck);
    if (next.record.hostId) this.session.offerRematch(next.record.hostId);
    return next;
  }

  /** Accept the other player's rematch offer. */
  acceptRematch(): MatchController | null {
    const hostId = this.rematchOffer.value;
    return hostId ? MatchController.join(this.game, hostId, this.record.signal, this.record.name, this.record.deck) : null;
  }

  /** For the figures script: bytes this page sent, and what the current step needs. */
  /** For the figures: ms this page spent relaying to watchers. */
  watchMs(): number { return this.watch.busyMs; }
  bytesSent(): number { return this.peer ? this.peer.bytesSent - (this.heartbeat?.pingBytes ?? 0) : 0; }
  currentNeed(): string {
    const m = this.session.match;
    if (!m) return 'hello';
    const n = need(m.cfg, m.state);
    return n.kind === 'game' ? n.request.kind : n.kind;
  }

  /** The open links' connections, for the Details panel's direct-or-relayed line (link-route.ts). */
  linkConnections(): unknown[] { return this.peer?.connections() ?? []; }

  /** Test hook: this device loses its network for `ms`. */
  simulateOutage(ms: number): void {
    this.peer?.simulateOutage(ms);
  }
}

/** Every other page heard lately: true; one gone: false; not all heard yet: null. */
function presentOf(m: ReadonlyMap<Seat, boolean | null>): boolean | null {
  const all = [...m.values()];
  if (all.some((x) => x === false)) return false;
  return all.every((x) => x === true) ? true : null;
}
