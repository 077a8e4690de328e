/**
 * A match in progress on this page: its Session, its transport, its storage, and signals the
 * views read. Views never decide legality: they read `session.awaiting.legal` and call `choose`.
 */
import { signal } from '@preact/signals';
import type { Json } from '../../crypto/canonical.js';
import type { AnyGame } from '../../engine/game.js';
import { loadGame } from '../games/load.js';
import { randomBot } from '../../engine/bots.js';
import { secureEntropy } from '../../net/entropy.js';
import { attachBot } from '../../net/headless.js';
import { MemoryHub } from '../../net/memory-transport.js';
import type { NetError } from '../../net/net-error.js';
import { type LinkState, PeerTransport } from '../../net/peer-transport.js';
import { realScheduler } from '../../net/scheduler.js';
import { DEFAULT_TIMEOUT_MS, Session, type SessionOptions } from '../../net/session.js';
import { need } from '../../protocol/lockstep.js';
import { parseSignal } from '../../net/signal-config.js';
import { type Kv, type MatchRecord, getRecord, loadSnapshot, localStorageKv, recorder, saveRecord } from '../../net/store.js';
import type { Transport } from '../../net/transport.js';
import { defaultSignal, linkSignal } from './signal.js';
import { randomPeerId } from './links.js';
import { holdTabLock } from './tab-lock.js';
import { testHooks, testCheat } from '../test-hooks.js';

export interface Connection {
  readonly state: LinkState | 'offline';
  readonly error: NetError | null;
}

/** Records for online play carry the PeerJS ids; offline ones do not. */
export type StoredMatch = MatchRecord & {
  readonly peerId: string | null;
  readonly guestId: string | null;
  readonly options: Json | null;
  readonly timeoutMs: number;
  /** Offline: the bot's seat, which this page also plays. */
  readonly botSeat: number | null;
};

export { DEFAULT_TIMEOUT_MS } from '../../net/session.js';
/** The shortest claim time a guest agrees to (the lobby offers nothing shorter). */
export const MIN_TIMEOUT_MS = 15_000;

export class MatchController {
  /** Bumped on every session change; views read it to re-render. */
  readonly tick = signal(0);
  readonly connection = signal<Connection>({ state: 'connecting', error: null });
  /** A rematch the other player hosts, once offered. */
  readonly rematchOffer = signal<string | null>(null);
  readonly session: Session;
  private readonly others: Session[] = [];
  private readonly transport: Transport & { close(): void };
  private releaseLock: () => void = () => {};

  private constructor(readonly record: StoredMatch, private readonly kv: Kv, readonly game: AnyGame) {
    const restore = loadSnapshot(kv, record);
    if (record.mode === 'offline') {
      const hub = new MemoryHub(realScheduler);
      this.transport = hub.endpoint(record.seat);
      this.connection.value = { state: 'offline', error: null };
      this.session = this.makeSession(record, this.transport, restore.ok ? restore.value : undefined);
      if (record.botSeat !== null) {
        const botRecord: StoredMatch = { ...record, key: `${record.key}-bot`, seat: record.botSeat, name: 'Bot' };
        const botRestore = loadSnapshot(kv, botRecord);
        const bot = this.makeSession(botRecord, hub.endpoint(record.botSeat), botRestore.ok ? botRestore.value : undefined);
        attachBot(bot, randomBot(secureEntropy(32)), realScheduler, 350);
        this.others.push(bot);
      }
      for (const s of [this.session, ...this.others]) s.start();
      hub.connectAll();
    } else {
      const signalCfg = (record.signal && parseSignal(record.signal)) || defaultSignal();
      const t = new PeerTransport({
        role: record.seat === 0 ? 'host' : 'guest', id: record.peerId as string, hostId: record.hostId ?? undefined,
        guestId: record.guestId, signal: signalCfg,
        onState: (state, error) => { this.connection.value = { state, error }; },
        onGuest: (guestId) => saveRecord(kv, { ...this.record, guestId } as StoredMatch),
      });
      this.transport = t;
      this.session = this.makeSession(record, t, restore.ok ? restore.value : undefined);
      this.session.start();
      t.start();
    }
    if (testHooks()) window.__facedownActive = this;
  }

  private makeSession(r: StoredMatch, transport: Transport, restore?: SessionOptions['restore']): Session {
    const cheat = r.key === this.record.key ? testCheat() : undefined;
    const s = new Session({
      game: this.game, seat: r.seat, seats: r.seats, name: r.name, options: r.seat === 0 ? r.options : null,
      transport, scheduler: realScheduler, entropy: secureEntropy,
      // The host's id (random, 128 bits, in the join link) is the match nonce; guests agree to the host's timeout.
      nonce: r.hostId, ...(r.seat === 0 ? { timeoutMs: r.timeoutMs } : { minTimeoutMs: MIN_TIMEOUT_MS }),
      persist: recorder(this.kv, r.key), ...(restore ? { restore } : {}),
      onRematch: (_from, hostId) => { this.rematchOffer.value = hostId; },
      ...(cheat ? { cheat } : {}),
    });
    s.onUpdate(() => { this.tick.value++; });
    return s;
  }

  /** A new online match as host: returns its key. */
  /** A new match's key is this tab's alone; the lock keeps it so if the page is opened again elsewhere. */
  private lockNew(): this {
    void holdTabLock(this.record.key).then((release) => { if (release) this.releaseLock = release; });
    return this;
  }

  static host(game: AnyGame, options: Json, name: string, timeoutMs = DEFAULT_TIMEOUT_MS): MatchController {
    const kv = localStorageKv();
    const peerId = randomPeerId();
    const sig = defaultSignal();
    const r: StoredMatch = {
      key: `${peerId}-0`, game: game.id, seat: 0, seats: 2, name, hostId: peerId, signal: linkSignal(sig),
      created: Date.now(), mode: 'online', peerId, guestId: null, options, timeoutMs, botSeat: null,
    };
    saveRecord(kv, r);
    return new MatchController(r, kv, game).lockNew();
  }

  static join(game: AnyGame, hostId: string, signal: string | null, name: string): MatchController {
    const kv = localStorageKv();
    const r: StoredMatch = {
      key: `${hostId}-1`, game: game.id, seat: 1, seats: 2, name, hostId, signal, created: Date.now(), mode: 'online',
      peerId: randomPeerId(), guestId: null, options: null, timeoutMs: DEFAULT_TIMEOUT_MS, botSeat: null,
    };
    saveRecord(kv, r);
    return new MatchController(r, kv, game).lockNew();
  }

  /** The key a guest of this host has on this device, if it joined before (then: resume, don't join). */
  static joinedBefore(hostId: string): string | null {
    return getRecord(localStorageKv(), `${hostId}-1`) ? `${hostId}-1` : null;
  }

  /** Offline: against a bot on this page, or alone where the game has a rule-driven opponent. */
  static offline(game: AnyGame, options: Json, name: string, seats: number): MatchController {
    const kv = localStorageKv();
    const key = `offline-${randomPeerId()}`;
    const r: StoredMatch = {
      key, game: game.id, seat: 0, seats, name, hostId: null, signal: null, created: Date.now(), mode: 'offline',
      peerId: null, guestId: null, options, timeoutMs: DEFAULT_TIMEOUT_MS, botSeat: seats > 1 ? 1 : null,
    };
    saveRecord(kv, r);
    return new MatchController(r, kv, game).lockNew();
  }

  static async resume(key: string): Promise<MatchController | string> {
    const kv = localStorageKv();
    const r = getRecord(kv, key) as StoredMatch | null;
    if (!r) return 'This match is not stored on this device.';
    const game = await loadGame(r.game);
    if (!game) return `This device does not know the game "${r.game}".`;
    const release = await holdTabLock(key);
    if (!release) return 'This match is already open in another tab of this browser. Play it there (or close that tab and reload this one).';
    const c = new MatchController(r, kv, game.def);
    c.releaseLock = release;
    return c;
  }

  close(): void {
    this.transport.close();
    this.releaseLock();
  }

  /** Host a new match with the same game and options, and tell the other player where it is. */
  rematch(): MatchController {
    const next = MatchController.host(this.game, this.record.options ?? this.session.match?.setup.hellos[0]?.options ?? null, this.record.name, this.record.timeoutMs);
    if (next.record.hostId) this.session.offerRematch(next.record.hostId);
    return next;
  }

  /** Accept the other player's rematch offer. */
  acceptRematch(): MatchController | null {
    const hostId = this.rematchOffer.value;
    return hostId ? MatchController.join(this.game, hostId, this.record.signal, this.record.name) : null;
  }

  /** For the figures script: bytes this page sent, and what the current step needs. */
  bytesSent(): number { return this.transport instanceof PeerTransport ? this.transport.bytesSent : 0; }
  currentNeed(): string {
    const m = this.session.match;
    if (!m) return 'hello';
    const n = need(m.cfg, m.state);
    return n.kind === 'game' ? n.request.kind : n.kind;
  }

  /** Test hook: this device loses its network for `ms`. */
  simulateOutage(ms: number): void {
    if (this.transport instanceof PeerTransport) this.transport.simulateOutage(ms);
  }
}
