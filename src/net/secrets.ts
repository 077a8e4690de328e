/**
 * One seat's secrets for one match: its signing key, private seed, beacon chain and the
 * openings of its commitments. Everything needed to resume after a reload, as plain JSON.
 */
import { type BeaconChain, buildChain, chainLength, chainTip, chainValue } from '../crypto/beacon.js';
import { type Bytes, fromHex, isHex, toHex } from '../crypto/bytes.js';
import { type Json, canonicalText } from '../crypto/canonical.js';
import { type Result, err, ok } from '../result.js';
import type { Entropy } from './entropy.js';

export type SecretsData = {
  readonly key: string;
  readonly seed: string;
  /** The current chain's secret end value, its length, and how many of its values were revealed. */
  readonly beacon: { readonly end: string; readonly length: number; readonly used: number };
  readonly openings: Readonly<Record<string, { readonly value: Json; readonly salt: string }>>;
  /** A hidden deck list this seat brought, with the salt of its commitment (absent: none). */
  readonly deck?: { readonly cards: readonly string[]; readonly salt: string };
};

export class SeatSecrets {
  /** The match signing key (its public key is derived by the session's Ed25519 path, which may be asynchronous). */
  readonly keys: { readonly secretKey: Bytes };
  readonly seed: Bytes;
  private end: Bytes;
  private chain: BeaconChain;
  private used: number;
  private readonly openings: Record<string, { value: Json; salt: string }>;
  /** This seat's hidden deck list and its commitment's salt, if it brought one. */
  readonly deck: { readonly cards: readonly string[]; readonly salt: string } | null;

  private constructor(d: SecretsData) {
    this.keys = { secretKey: fromHex(d.key) };
    this.seed = fromHex(d.seed);
    this.end = fromHex(d.beacon.end);
    this.chain = buildChain(this.end, d.beacon.length);
    this.used = d.beacon.used;
    this.openings = { ...d.openings };
    this.deck = d.deck ? { cards: [...d.deck.cards].sort(), salt: d.deck.salt } : null;
  }

  static fresh(entropy: Entropy, chainLength: number, deck?: readonly string[]): SeatSecrets {
    const base: SecretsData = {
      key: toHex(entropy(32)), seed: toHex(entropy(32)),
      beacon: { end: toHex(entropy(32)), length: chainLength, used: 0 }, openings: {},
    };
    return new SeatSecrets(deck ? { ...base, deck: { cards: deck, salt: toHex(entropy(32)) } } : base);
  }

  static restore(d: unknown): Result<SeatSecrets> {
    const x = d as SecretsData;
    const fine = typeof d === 'object' && d !== null && isHex(x.key, 32) && isHex(x.seed, 32)
      && typeof x.beacon === 'object' && x.beacon !== null && isHex(x.beacon.end, 32)
      && Number.isSafeInteger(x.beacon.length) && x.beacon.length > 0 && x.beacon.length <= 1 << 20
      && Number.isSafeInteger(x.beacon.used) && x.beacon.used >= 0 && x.beacon.used < x.beacon.length
      && typeof x.openings === 'object' && x.openings !== null
      && Object.values(x.openings).every((o) => isHex(o?.salt, 32) && canonicalText(o.value).ok)
      && (x.deck === undefined || (typeof x.deck === 'object' && x.deck !== null && isHex(x.deck.salt, 32)
        && Array.isArray(x.deck.cards) && x.deck.cards.every((c) => typeof c === 'string')));
    return fine ? ok(new SeatSecrets(x)) : err('stored secrets are damaged');
  }

  /** How many values each of this seat's beacon chains holds (in the hello, so the end of a chain is known). */
  get chainLength(): number { return chainLength(this.chain); }

  /** The published tip of the current chain. */
  get tip(): string { return toHex(chainTip(this.chain)); }

  /** The next beacon value; on the chain's last value, a fresh chain's tip rides along as `extend`. */
  nextBeacon(entropy: Entropy): { x: string; extend?: string } {
    const k = this.used + 1;
    const x = toHex(chainValue(this.chain, k) as Bytes);
    if (k < chainLength(this.chain)) { this.used = k; return { x }; }
    this.end = entropy(32);
    this.chain = buildChain(this.end, chainLength(this.chain));
    this.used = 0;
    return { x, extend: this.tip };
  }

  /** The (i+1)-th next beacon value without taking it, or null when that one is the chain's last (it needs an extension). */
  peekBeacon(i: number): string | null {
    const k = this.used + 1 + i;
    return k < chainLength(this.chain) ? toHex(chainValue(this.chain, k) as Bytes) : null;
  }

  /** Takes the next `n` beacon values (sent ahead: none of them is the chain's last). */
  takeBeacons(n: number): string[] {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const v = this.peekBeacon(0);
      if (v === null) break;
      this.used++;
      out.push(v);
    }
    return out;
  }

  remember(slot: string, value: Json, salt: Bytes): void { this.openings[slot] = { value, salt: toHex(salt) }; }

  /** The opening for a slot (kept until the slot is reused, so a reload never loses it). */
  opening(slot: string): { value: Json; salt: string } | undefined { return this.openings[slot]; }

  toJSON(): SecretsData {
    return {
      key: toHex(this.keys.secretKey), seed: toHex(this.seed),
      beacon: { end: toHex(this.end), length: chainLength(this.chain), used: this.used }, openings: { ...this.openings },
      ...(this.deck ? { deck: this.deck } : {}),
    };
  }
}
