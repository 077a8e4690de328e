/**
 * The signatures a live session's ledger checks itself (hellos when the match opens; relayed
 * messages, claims, two messages under one seq, and the search for the first message no valid
 * signature binds), with an asynchronous Ed25519 path: checked first, asynchronously, and then
 * remembered, so that the ledger's synchronous checks find their verdicts. With a synchronous
 * path (node:crypto, noble) the ledger simply uses it. A verdict not prepared falls back to
 * noble (src/crypto/lazy-noble.ts), which throws `NobleNotLoaded` until it is loaded.
 */
import { type Bytes, fromHex, toHex } from '../crypto/bytes.js';
import type { Ed25519 } from '../crypto/ed25519.js';
import { verify as nobleVerify } from '../crypto/lazy-noble.js';
import { type VerifySync, helloDigest, messageDigestOf } from '../protocol/wire/chain.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Hello, SignedMessage } from '../protocol/wire/transcript.js';

export type Check = readonly [sig: Bytes, msg: Bytes, publicKey: Bytes];

/** What checking a hello's signature verifies (null: malformed, invalid without a check). */
export function helloCheck(h: Hello): Check | null {
  try {
    const { sig, ...rest } = h;
    return [fromHex(sig), helloDigest(rest), fromHex(h.key)];
  } catch {
    return null;
  }
}

/** What the ledger verifies for a message's signature (null: none to check, or malformed). */
export function messageCheck(ledger: Ledger, m: SignedMessage): Check | null {
  const key = ledger.setup.keys[m.seat];
  if (!key || m.sig === '') return null;
  try {
    return [fromHex(m.sig), messageDigestOf(ledger.cfg.matchId, m), key];
  } catch {
    return null;
  }
}

const idOf = (sig: Bytes, msg: Bytes, publicKey: Bytes): string => `${toHex(sig)}:${toHex(msg)}:${toHex(publicKey)}`;

/** How many verdicts are kept (the oldest goes first). */
const KEEP = 4096;

export class Verdicts {
  private readonly known = new Map<string, boolean>();

  constructor(private readonly ed: Ed25519) {}

  /** Whether signatures must be prepared before the ledger checks them. */
  get asynchronous(): boolean { return this.ed.path === 'webcrypto'; }

  /** The ledger's verifier. */
  readonly check: VerifySync = (sig, msg, publicKey) => {
    if (!this.asynchronous) return this.ed.verify(sig, msg, publicKey) as boolean;
    return this.known.get(idOf(sig, msg, publicKey)) ?? nobleVerify(sig, msg, publicKey);
  };

  /**
   * Checks these signatures with the path and remembers each verdict: null when there is nothing
   * to wait for (a synchronous path, or every verdict known), else a promise that never rejects.
   */
  prepare(checks: readonly (Check | null)[]): Promise<void> | null {
    if (!this.asynchronous) return null;
    const todo = checks.filter((c): c is Check => c !== null && !this.known.has(idOf(...c)));
    if (!todo.length) return null;
    return Promise.all(todo.map(async ([s, m, k]) => {
      let v = false;
      try { v = await this.ed.verify(s, m, k); } catch { /* the path never rejects; false if it did */ }
      this.remember(idOf(s, m, k), v);
    })).then(() => undefined);
  }

  /**
   * The signatures the ledger will check itself for a message `from` sends (a relayed message,
   * a claim, another message under a seq already held), prepared; null: none to wait for.
   */
  prepareMessage(ledger: Ledger, from: number, self: number, env: { readonly k: string; readonly msg?: SignedMessage }): Promise<void> | null {
    const m = env.msg;
    if (!this.asynchronous || env.k !== 'msg' || !m) return null;
    const held = ledger.chains[m.seat]?.[m.seq];
    const dup = held !== undefined && ledger.link(held) !== ledger.link(m);
    if (m.seat === self || (m.seat === from && m.body.t !== 'claim' && !dup)) return null;
    return this.prepare([messageCheck(ledger, m), held && dup ? messageCheck(ledger, held) : null]);
  }

  /** Prepares the signatures of a seat's chain from `from` on (what `Ledger.unsignedFrom` checks). */
  prepareChain(ledger: Ledger, seat: number, from: number): Promise<void> | null {
    if (!this.asynchronous) return null;
    return this.prepare((ledger.chains[seat] ?? []).slice(from).map((m) => messageCheck(ledger, m)));
  }

  private remember(id: string, v: boolean): void {
    if (this.known.size >= KEEP) {
      const oldest = this.known.keys().next();
      if (!oldest.done) this.known.delete(oldest.value);
    }
    this.known.set(id, v);
  }
}
