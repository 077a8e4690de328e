/**
 * What this seat puts into the match from its own secrets: the bodies it sends by itself
 * (setup and public-randomness beacons, reveals of what it committed, the end-of-match secrets
 * with its deck list), a commitment to a choice, a claim, and the cards its private draws gave.
 * Every change to the secrets is saved before the body is sent.
 */
import { toHex } from '../crypto/bytes.js';
import { type Json, canonicalEqual } from '../crypto/canonical.js';
import { SALT_BYTES, commitment } from '../crypto/commit.js';
import type { Handle, Seat } from '../engine/game.js';
import { resolveDraw } from '../protocol/machine/knowledge.js';
import type { Ledger } from '../protocol/machine/ledger.js';
import type { Need, SeatInput } from '../protocol/machine/lockstep.js';
import { aheadCount } from '../protocol/machine/ahead.js';
import type { Body, DeckOpening } from '../protocol/wire/transcript.js';
import type { Entropy } from './entropy.js';
import type { OwnDealt } from '../protocol/shared-deck/code.js';
import { sharedDeck } from '../protocol/shared-deck/shared-lazy.js';
import type { SeatSecrets } from './secrets.js';
import type { Awaiting } from './session-types.js';

export class OwnInputs {
  /** The cards behind this seat's handles. */
  readonly known: Record<Handle, string> = {};
  /** Cards dealt to us from a shared pile that decrypt to no card (a shuffler cheated: the audit names it), and whether we called the audit. */
  readonly dealt: OwnDealt = { noCard: [] };
  private eventsSeen = 0;

  constructor(private readonly seat: Seat, private readonly secrets: SeatSecrets, private readonly entropy: Entropy, private readonly save: () => void) {}

  /** What this seat sends without asking its player, or null when the step needs a choice. */
  automatic(n: Need, ledger: Ledger): Body | null {
    if (n.kind === 'setup') return this.beacon();
    if (n.kind === 'secrets') return { t: 'secrets', ...this.revealed() };
    if (n.kind !== 'game') return null;
    switch (n.request.kind) {
      case 'random': case 'draw': return this.beacon();
      // Our pass of a shared pile's shuffle, or our decryption share of its top card (shared-deck.ts).
      case 'shuffle': case 'deal': case 'flip': return sharedDeck().ownSharedInput(ledger.cfg, ledger.state, n.request, this.seat, this.secrets.seed, this.secrets.keys.secretKey);
      case 'reveal': {
        const open = this.secrets.opening(n.request.slot);
        return open ? { t: 'reveal', value: open.value, salt: open.salt } : null;
      }
      default: return null;
    }
  }

  /** A face-down choice: a fresh salt, remembered (and saved) before the commitment leaves. */
  commit(ledger: Ledger, slot: string, value: Json): Body {
    const salt = this.entropy(SALT_BYTES);
    const ctx = { matchId: ledger.cfg.matchId, seat: this.seat, step: ledger.state.step, slot };
    this.secrets.remember(slot, value, salt);
    this.save();
    return { t: 'commit', c: toHex(commitment(ctx, salt, value)) };
  }

  /** Our input for the current step, with the beacon values we can send ahead (protocol 3: src/protocol/machine/ahead.ts). */
  withAhead(ledger: Ledger, body: Body): Body {
    if (body.t === 'claim' || body.t === 'secrets' || body.t === 'commit' || body.t === 'audit' || body.t === 'resign') return body;
    const here = ledger.state.step;
    const others: SeatInput[] = [];
    for (let p = 0; p < ledger.cfg.seats; p++) {
      const head = p === this.seat ? undefined : ledger.head(p);
      if (head && head.step === here && head.body.t !== 'claim') others.push({ seat: p, body: head.body });
    }
    const k = aheadCount(ledger.cfg, ledger.state, this.seat, body, others, (i) => this.secrets.peekBeacon(i));
    if (!k) return body;
    const ahead = this.secrets.takeBeacons(k);
    this.save();
    return { ...body, ahead } as Body;
  }

  /** Our private seed (and deck list), as the end-of-match secrets and a claim reveal them. */
  revealed(): { seed: string; deck?: DeckOpening } {
    return { seed: toHex(this.secrets.seed), ...this.deck() };
  }

  /** Resolves this seat's new private draws into `known`. */
  learn(ledger: Ledger): void {
    const events = ledger.events;
    for (; this.eventsSeen < events.length; this.eventsSeen++) {
      const ev = events[this.eventsSeen];
      if (ev?.kind === 'dealt' && ev.seat === this.seat) { sharedDeck().learnDealt(ev, this.secrets.keys.secretKey, this.known, this.dealt); continue; }
      if (ev?.kind !== 'draw' || ev.seat !== this.seat) continue;
      const card = resolveDraw(ledger.cfg.matchId, this.secrets.seed, ev, this.known, this.secrets.deck?.cards);
      if (card.ok) this.known[ev.handle] = card.value;
    }
  }

  /** Our hidden deck list, opened with the end-of-match secrets (or a claim). */
  private deck(): { deck?: DeckOpening } {
    return this.secrets.deck ? { deck: this.secrets.deck } : {};
  }

  private beacon(): Body {
    const b = this.secrets.nextBeacon(this.entropy);
    this.save();
    return { t: 'beacon', ...b };
  }
}

/** Why a choice is not legal now (the engine's words), or null when it is. The UI asks; it never decides. */
export function whyNotChoice(ledger: Ledger | null, a: Awaiting | null, seat: Seat, known: Readonly<Record<Handle, string>>, value: Json): string | null {
  if (!a || !ledger) return 'no choice is awaited';
  const def = ledger.cfg.def;
  const move = def.parseMove(value);
  if (move === null) return 'that is not a choice of this game';
  if (def.check) return def.check(ledger.state.game, seat, { seat, cards: known }, move);
  return a.legal.some((v) => canonicalEqual(v, value)) ? null : 'that choice is not legal now';
}
