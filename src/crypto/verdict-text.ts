/** The verifier's verdict as plain text, for the command line and the match log. */
import type { Verdict } from './verify.js';

export function formatVerdict(v: Verdict): string {
  const c = v.counts;
  const lines = [
    `${v.status.toUpperCase()}${v.game ? ` — ${v.game}, players: ${v.players.join(', ')}` : ''}`,
    `messages ${c.messages}, signatures ${c.signatures}, steps ${c.steps}, commitments ${c.commitments}, reveals ${c.reveals}, ` +
      `beacon values ${c.beacons}, private draws ${c.draws}, shown cards ${c.shown}, shuffles ${c.shuffles}, rolls ${c.rolls}`,
  ];
  if (v.end?.kind === 'result') lines.push(`result: ${v.end.result.summary}; winners: ${v.end.result.winners.map((w) => v.players[w] ?? `seat ${w}`).join(', ') || 'none'}`);
  if (v.end?.kind === 'claim') lines.push(`ended by a timeout claim of seat ${v.end.by} against seat ${v.end.against} (${v.end.reason})`);
  if (v.failure) lines.push(`first failure: ${v.failure}`);
  return lines.join('\n');
}
