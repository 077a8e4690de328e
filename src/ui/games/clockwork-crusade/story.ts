/**
 * The round so far, in sentences, read from consecutive public states (the platform's log has
 * the engine's line for every step; this is the short story beside the map): portals opened and
 * turned over, units and gates destroyed, gates placed, cards drawn and shown, units taken over,
 * players out. Only what the public states show; nothing hidden is guessed.
 */
import type { CcState } from '../../../engine/games/clockwork-crusade/types.js';
import { cardById } from '../../../engine/games/clockwork-crusade/cards.js';

export interface Voice { readonly viewer: number; readonly names: readonly string[]; readonly watching: boolean }

const who = (v: Voice, seat: number): string => (seat === v.viewer && !v.watching ? 'You' : v.names[seat] ?? 'A player');
const whose = (v: Voice, seat: number): string => (seat === v.viewer && !v.watching ? 'your' : `${v.names[seat] ?? 'a player'}'s`);
const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);
const nameOf = (card: string | null): string => (card ? cardById(card)?.name ?? 'unit' : 'unit');

/** What changed from one public state to the next, in sentences. */
export function happened(a: CcState, b: CcState, v: Voice): string[] {
  const out: string[] = [];
  const before = new Map(a.units.map((u) => [u.id, u]));
  const after = new Map(b.units.map((u) => [u.id, u]));
  for (const g of b.gates) if (!a.gates.some((x) => x.id === g.id)) out.push(`${who(v, g.owner)} placed a gate.`);
  for (const g of a.gates) if (!b.gates.some((x) => x.id === g.id)) out.push(`${cap(whose(v, g.owner))} gate was destroyed.`);
  for (const [id, u] of after) {
    const was = before.get(id);
    if (!was && u.faceDown) out.push(`${who(v, u.owner)} opened a portal.`);
    else if (!was) out.push(`${cap(whose(v, u.owner))} ${nameOf(u.card)} came in.`);
    else if (was.faceDown && !u.faceDown) out.push(`${cap(whose(v, u.owner))} portal turned over: ${nameOf(u.card)}.`);
    else if (u.corruptedBy !== undefined && was.corruptedBy === undefined) out.push(`${who(v, u.corruptedBy)} took over ${whose(v, u.owner)} ${nameOf(u.card)}.`);
  }
  for (const [id, u] of before) {
    if (after.has(id)) continue;
    out.push(u.faceDown ? `${cap(whose(v, u.owner))} portal was destroyed.` : `${cap(whose(v, u.owner))} ${nameOf(u.card)} was destroyed.`);
  }
  b.players.forEach((p, seat) => {
    const q = a.players[seat];
    if (!q) return;
    const drawn = p.hand.length - q.hand.length;
    if (drawn > 0) out.push(`${who(v, seat)} drew ${drawn === 1 ? 'a card' : `${drawn} cards`}.`);
    const shown = Object.keys(p.shown).filter((h) => q.shown[h] === undefined && p.hand.includes(h)).map((h) => nameOf(p.shown[h] ?? null));
    if (shown.length) out.push(`${who(v, seat)} showed ${shown.join(', ')}.`);
    if (p.eliminated && !q.eliminated) out.push(`${who(v, seat)} ${seat === v.viewer && !v.watching ? 'are' : 'is'} out: no gate left.`);
  });
  return out;
}

/** The story of the round under way (or the last one, before anything happened in this one). */
export function roundStory(at: (step: number) => CcState | null, step: number, v: Voice, limit = 600): { round: number; lines: string[] } {
  const now = at(step);
  if (!now || now.round < 1) return { round: 0, lines: [] };
  const lines: string[] = [];
  let next = now;
  for (let k = step - 1; k >= 0 && step - k <= limit; k--) {
    const prev = at(k);
    if (!prev || prev.round !== now.round) break;
    lines.unshift(...happened(prev, next, v));
    next = prev;
  }
  return { round: now.round, lines };
}
