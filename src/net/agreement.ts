/**
 * What the seats of a match agree on before it opens: every seat's hello, and through seat 0's
 * the options, the host's nonce and the claim timeout (a guest joining by link takes them).
 * Pinned once accepted: a later, different hello for a seat is never taken.
 */
import { type Bytes, fromHex, toHex } from '../crypto/bytes.js';
import type { Json } from '../crypto/canonical.js';
import { deckCommitment, seedCommitment } from '../crypto/commit.js';
import { type Hello, PROTOCOL_VERSION } from '../protocol/wire/transcript.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { BUILD_ID, helloProblem } from './hello.js';
import type { SeatSecrets } from './secrets.js';
import type { SessionSnapshot } from './snapshot.js';
import { sharedDeck } from '../protocol/shared-deck/shared-lazy.js';

export interface Terms {
  readonly game: AnyGame;
  readonly seat: Seat;
  readonly seats: number;
  readonly name: string;
  readonly build: string | undefined;
  /** The shortest claim timeout this seat agrees to when it takes seat 0's. */
  readonly minTimeoutMs: number;
}

export class Agreement {
  readonly hellos: (Hello | null)[];

  constructor(
    private readonly t: Terms,
    /** null until seat 0's hello gives them (a guest joining by link). */
    public options: Json | null, public nonce: string | null, public timeout: number | null,
  ) {
    this.hellos = Array.from({ length: t.seats }, () => null);
  }

  get complete(): boolean { return this.hellos.every((h) => h); }
  get mine(): Hello | null { return this.hellos[this.t.seat] ?? null; }

  /** Our own hello unsigned, once everything in it is known (null when it is not, or it exists). */
  draftHello(secrets: SeatSecrets, publicKey: Bytes): Omit<Hello, 'sig'> | null {
    if (this.mine || this.options === null || this.nonce === null || this.timeout === null) return null;
    const parsed = this.t.game.parseOptions(this.options);
    const shared = parsed.ok && (this.t.game.sharedDecks?.(parsed.value) ?? false);
    return {
      ...(shared ? { dkey: sharedDeck().deckKeyOf(secrets.keys.secretKey, { nonce: this.nonce, game: this.t.game.id, key: toHex(publicKey) }, this.t.seat) } : {}),
      v: PROTOCOL_VERSION, build: this.t.build ?? BUILD_ID, game: this.t.game.id, options: this.options,
      seat: this.t.seat, seats: this.t.seats, name: this.t.name, key: toHex(publicKey),
      beacon: secrets.tip, seed: toHex(seedCommitment(secrets.seed)),
      nonce: this.nonce, timeout: this.timeout, chain: secrets.chainLength,
      ...(secrets.deck ? { deck: { c: toHex(deckCommitment(fromHex(secrets.deck.salt), secrets.deck.cards)), size: secrets.deck.cards.length } } : {}),
    };
  }

  /** Our own hello, signed with this match's key (once: a later one is not taken). */
  setMine(h: Hello): boolean {
    if (this.mine) return false;
    this.hellos[this.t.seat] = h;
    return true;
  }

  /** The hellos and terms stored with a match. */
  restore(snap: SessionSnapshot): void {
    this.options = snap.options;
    snap.hellos.forEach((h, i) => { this.hellos[i] = h; });
    const host = snap.hellos[0];
    if (host) { this.nonce = host.nonce ?? this.nonce; this.timeout = host.timeout ?? this.timeout; }
  }

  /**
   * A peer's hello whose key the peer proved: why it is refused (in a player's words), or null
   * once pinned (taking seat 0's terms where ours were open).
   */
  accept(from: Seat, h: Hello): string | null {
    const adopt = from === 0 && this.options === null;
    const bad = helloProblem({
      game: this.t.game, seats: this.t.seats, build: this.t.build ?? BUILD_ID, options: adopt ? h.options : this.options,
      nonce: this.nonce, timeout: this.timeout,
    }, from, h);
    if (bad) return bad;
    if (from === 0 && this.timeout === null && (h.timeout ?? 0) < this.t.minTimeoutMs) {
      return `the other player wants to claim a timeout after only ${Math.round((h.timeout ?? 0) / 1000)} s; this page needs at least ${Math.round(this.t.minTimeoutMs / 1000)} s`;
    }
    if (adopt) this.options = h.options;
    if (from === 0) { this.nonce ??= h.nonce ?? null; this.timeout ??= h.timeout ?? null; }
    this.hellos[from] = h;
    return null;
  }
}
