/**
 * Impossible reveals (docs/PROTOCOL.md, "Impossible reveals"). A card shown for a handle that
 * public information already contradicts stops the match at that step, naming the seat that
 * showed it, instead of waiting for the end-of-match audit. Each check is one the audit would
 * fail as well (knowledge.ts, audit.ts), so honest play is never refused:
 * - a handle that no private draw and no deal ever gave;
 * - a handle already shown as another card (a handle is one card for the whole match);
 * - a private draw from a pile whose list is public: a card not in the list, or the card of
 *   another draw of the same pile (the audit takes the card of every earlier draw out of the
 *   pile before the next one, every copy of it);
 * - a private draw from a hidden deck list: cards that no legal list can hold all together
 *   (the game's `deckCanHold`, from its card data: copy limits, factions, points);
 * - a shared pile: more copies of a card dealt (and shown) or flipped, by the time of some deal,
 *   than were ever put into the pile by then.
 * The checker is fed every step's events in order (the ledger does it, so a live seat, a watcher
 * and the verifier judge alike); a step it refuses leaves it as it was.
 */
import type { Json } from '../../crypto/canonical.js';
import type { AnyGame, Handle, PrivatePile, Seat } from '../../engine/game.js';
import type { Rejection, StepEvent } from '../machine/types.js';
import { ownerOf } from '../machine/lockstep.js';

/** A shared pile's history, in order: cards put in, and cards taken out (a deal's handle or a flipped card). */
type PileEntry =
  | { readonly kind: 'add'; readonly cards: readonly string[] }
  | { readonly kind: 'deal'; readonly handle: Handle }
  | { readonly kind: 'flip'; readonly card: string };

export class RevealCheck {
  /** The card each handle was shown as. */
  private readonly cards = new Map<Handle, string>();
  /** Each private draw's pile, as it was at the draw. */
  private readonly drawn = new Map<Handle, PrivatePile>();
  /** Per handle, the handles drawn after it from the same pile (the audit takes its card out before each). */
  private readonly after = new Map<Handle, Handle[]>();
  /** Per seat, the distinct cards shown from its hidden deck list. */
  private readonly fromList = new Map<Seat, Set<string>>();
  /** Handles dealt from shared piles, by pile id; and each pile's history. */
  private readonly dealt = new Map<Handle, string>();
  private readonly piles = new Map<string, PileEntry[]>();
  /** What to take back if a step is refused. */
  private undo: (() => void)[] = [];

  constructor(private readonly def: AnyGame, private readonly options: Json) {}

  /**
   * Takes a step's events: the first shown card that public information contradicts, as a
   * rejection naming the seat that showed it (then nothing was taken), or null.
   */
  step(events: readonly StepEvent[]): Rejection | null {
    this.undo = [];
    for (const ev of events) {
      const why = this.take(ev);
      if (why !== null && ev.kind === 'shown') {
        for (const u of this.undo.reverse()) u();
        this.undo = [];
        return { seat: ev.seat, step: ev.step, reason: `impossible reveal: showed ${ev.shown.card} as ${ev.shown.handle}, but ${why}` };
      }
    }
    this.undo = [];
    return null;
  }

  private take(ev: StepEvent): string | null {
    switch (ev.kind) {
      case 'draw': {
        this.set(this.drawn, ev.handle, ev.pile);
        for (const h of ev.pile.drawn) this.push(this.after, h, ev.handle);
        return null;
      }
      case 'shuffled': if (ev.add.length) this.push(this.piles, ev.pile, { kind: 'add', cards: ev.add }); return null;
      case 'dealt':
        this.set(this.dealt, ev.handle, ev.pile);
        this.push(this.piles, ev.pile, { kind: 'deal', handle: ev.handle });
        return null;
      case 'flipped': this.push(this.piles, ev.pile, { kind: 'flip', card: ev.card }); return null;
      case 'shown': return this.shown(ev.shown.handle, ev.shown.card);
      default: return null;
    }
  }

  private shown(handle: Handle, card: string): string | null {
    const before = this.cards.get(handle);
    if (before !== undefined) return before === card ? null : `${handle} was already shown as ${before}`;
    const pile = this.drawn.get(handle);
    const shared = this.dealt.get(handle);
    if (pile) {
      const why = this.fromPile(handle, card, pile);
      if (why) return why;
    } else if (shared !== undefined) {
      this.set(this.cards, handle, card);
      return this.fromShared(shared, card, handle);
    } else {
      return `no draw or deal ever gave ${handle}`;
    }
    this.set(this.cards, handle, card);
    return null;
  }

  private fromPile(handle: Handle, card: string, pile: PrivatePile): string | null {
    if (pile.hidden === undefined && !pile.cards.includes(card)) return `${card} is not in the deck ${handle} was drawn from`;
    for (const h of [...pile.drawn, ...(this.after.get(handle) ?? [])]) {
      if (this.cards.get(h) === card) return `${h}, drawn from the same deck, was already shown as ${card}`;
    }
    if (pile.hidden === undefined) return null;
    const owner = ownerOf(handle);
    const known = this.fromList.get(owner) ?? new Set<string>();
    if (known.has(card) || !this.def.deckCanHold) return null;
    const all = [...known, card].sort();
    const why = this.def.deckCanHold(this.options, all);
    if (why) return `no legal deck list holds ${all.length === 1 ? 'it' : `all of ${all.join(', ')}`}: ${why}`;
    this.set(this.fromList, owner, new Set(all));
    return null;
  }

  /**
   * Walks the pile's history: at no point may more copies of `card` have left it than were put in.
   * Only an excess this handle brings is its fault (a flipped card that is no card of the pile is
   * the shufflers' doing, for the audit to name).
   */
  private fromShared(pile: string, card: string, handle: Handle): string | null {
    const walk = (skip: Handle | null): { added: number; out: number } | null => {
      let added = 0, out = 0;
      for (const e of this.piles.get(pile) ?? []) {
        if (e.kind === 'add') added += e.cards.filter((c) => c === card).length;
        else if (e.kind === 'flip' ? e.card === card : e.handle !== skip && this.cards.get(e.handle) === card) {
          if (++out > added) return { added, out };
        }
      }
      return null;
    };
    const over = walk(null);
    if (over === null || walk(handle) !== null) return null;
    const copies = over.added === 1 ? 'copy' : 'copies';
    return `shared pile ${pile} had only ${over.added} ${copies} of ${card} put in by then, and this would be the ${nth(over.out)} dealt or turned up`;
  }

  private set<K, V>(m: Map<K, V>, k: K, v: V): void {
    const had = m.has(k), old = m.get(k);
    m.set(k, v);
    this.undo.push(() => { if (had) m.set(k, old as V); else m.delete(k); });
  }

  private push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
    const list = m.get(k);
    if (list) { list.push(v); this.undo.push(() => { list.pop(); }); } else this.set(m, k, [v]);
  }
}

const nth = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
