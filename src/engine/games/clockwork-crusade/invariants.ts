/**
 * Clockwork Crusade invariants, checked by the simulator after every step: units on legal hexes,
 * one unit per hex, none on water or a gate, resources never negative, the stack's cards all
 * accounted for, eliminated seats owning nothing, shown cards really held (with the referee's view).
 */
import type { Handle, Json } from '../../game.js';
import type { CcState } from './types.js';

export function ccInvariants(state: Json, known: Readonly<Record<Handle, string>> = {}): string | null {
  const s = state as unknown as CcState;
  const seen = new Set<string>();
  for (const u of s.units) {
    const b = s.board[u.hex];
    if (!b) return `unit ${u.id} is off the board (${u.hex})`;
    if (b.terrain === 'water') return `unit ${u.id} stands on water`;
    if (s.gates.some((g) => g.hex === u.hex)) return `unit ${u.id} stands on a gate`;
    if (seen.has(u.hex)) return `two units on ${u.hex}`;
    seen.add(u.hex);
    if (s.players[u.owner]?.eliminated) return `eliminated seat ${u.owner} still owns unit ${u.id}`;
  }
  const territories = new Set<string>();
  for (const g of s.gates) {
    if (s.board[g.hex]?.territory !== g.territory || s.board[g.arrow]?.territory !== g.territory) return `gate ${g.id} is not on its territory`;
    if (territories.has(g.territory)) return `two gates on ${g.territory}`;
    territories.add(g.territory);
    if (s.players[g.owner]?.eliminated) return `eliminated seat ${g.owner} still owns gate ${g.id}`;
  }
  let held = 0;
  for (const [seat, p] of s.players.entries()) {
    if (p.resources < 0) return `seat ${seat} has ${p.resources} resources`;
    held += p.hand.length;
    for (const [h, c] of Object.entries(p.shown)) {
      if (!p.hand.includes(h)) return `seat ${seat} shows ${h}, which it no longer holds`;
      if (known[h] !== undefined && known[h] !== c) return `seat ${seat} shows ${h} as ${c}, but it is ${known[h]}`;
    }
  }
  const dealing = ['order', 'tiles', 'gates', 'first', 'shuffle'].includes(s.phase) ? 0 : s.stack.cards.length;
  if (s.stack.left + held + s.discards.length !== dealing) {
    return `stack ${s.stack.left} + hands ${held} + discards ${s.discards.length} ≠ ${dealing} cards`;
  }
  return null;
}

