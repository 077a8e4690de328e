/**
 * The verifier's verdict as plain text, for the command line and the match log. The status
 * word opens the first line; every untrusted value (names, game id, reasons, failures that
 * may quote the file) is escaped onto one line, so nothing can forge or hide a line.
 */
import { escapeUntrusted as esc } from './printable.js';
import type { Verdict } from './verify.js';

export function formatVerdict(v: Verdict): string {
  const c = v.counts;
  const lines = [
    `${v.status.toUpperCase()}${v.game ? ` — ${esc(v.game)}, players: ${v.players.map((p) => esc(p)).join(', ')}` : ''}`,
    `messages ${c.messages}, signatures ${c.signatures}, steps ${c.steps}, commitments ${c.commitments}, reveals ${c.reveals}, ` +
      `beacon values ${c.beacons}, private draws ${c.draws}, shown cards ${c.shown}, shuffles ${c.shuffles}, rolls ${c.rolls}`,
  ];
  if (v.end?.kind === 'result') lines.push(`result: ${esc(v.end.result.summary)}; winners: ${v.end.result.winners.map((w) => esc(v.players[w] ?? `seat ${w}`)).join(', ') || 'none'}`);
  if (v.end?.kind === 'claim') lines.push(`ended by a timeout claim of seat ${v.end.by} against seat ${v.end.against} (${esc(v.end.reason)})`);
  if (v.failure) lines.push(`first failure: ${esc(v.failure)}`);
  return lines.join('\n');
}
