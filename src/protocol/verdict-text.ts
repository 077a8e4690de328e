/**
 * The verifier's verdict as text: `formatVerdict` for the command line and the match log (the
 * status word opens the first line), `explainVerdict` in plain sentences for the verify page.
 * Every untrusted value (names, game id, reasons, failures that may quote the file) is escaped
 * onto one line, so nothing can forge or hide a line.
 */
import { escapeUntrusted as esc } from './printable.js';
import type { Verdict } from './verify.js';

const nameOf = (v: Verdict, seat: number): string => esc(v.players[seat] ?? `Player ${seat + 1}`);
const namesOf = (v: Verdict, seats: readonly number[]): string => seats.map((s) => nameOf(v, s)).join(' and ') || 'none';
/** A game's summary ("seat 0 wins with 14 Influence") with players' names for its seat numbers, escaped. */
const named = (v: Verdict, text: string): string =>
  esc(text.replace(/\b[Ss]eats? (\d+(?:(?:, | and )\d+)*)/g, (_m, list: string) => list.split(/, | and /).map((n) => v.players[Number(n)] ?? `Player ${Number(n) + 1}`).join(' and ')));

export function formatVerdict(v: Verdict): string {
  const c = v.counts;
  const lines = [
    `${v.status.toUpperCase()}${v.game ? ` — ${esc(v.game)}, players: ${v.players.map((p) => esc(p)).join(', ')}` : ''}`,
    `messages ${c.messages}, signatures ${c.signatures}, steps ${c.steps}, commitments ${c.commitments}, reveals ${c.reveals}, ` +
      `beacon values ${c.beacons}, private draws ${c.draws}, shown cards ${c.shown}, shuffles ${c.shuffles}, rolls ${c.rolls}` +
      (c.decks ? `, deck lists ${c.decks}` : '') +
      (c.sharedShuffles ? `, shared-deck shuffle passes ${c.sharedShuffles}` : '') +
      (v.files > 1 ? `; ${v.files} files of one match checked together` : ''),
  ];
  const end = v.end;
  if (end?.kind === 'result') lines.push(`result: ${named(v, end.result.summary)}; winners: ${namesOf(v, end.result.winners)}`);
  if (end?.kind === 'claim') {
    if (end.decided) lines.push(`result: ${named(v, end.decided.summary)}; winners: ${namesOf(v, end.decided.winners)} (decided by the rules before the claim)`);
    lines.push(`ended by a timeout claim at step ${end.step}: ${namesOf(v, end.by)} claimed against ${namesOf(v, end.against)} (${esc(end.reason)})`);
  }
  if (end?.kind === 'audit') lines.push(`stopped for an audit at step ${end.step}${end.by === null ? '' : `, called by ${nameOf(v, end.by)}`}: ${esc(end.reason)}`);
  if (v.failure) lines.push(`first failure: ${esc(v.failure)}${v.blame !== null ? ` — at fault: ${nameOf(v, v.blame)}` : ''}`);
  for (const c of v.caveats) lines.push(`note: ${esc(c)}`);
  return lines.join('\n');
}

/** The verdict in plain sentences, addressed to someone who never read the protocol. */
export function explainVerdict(v: Verdict): string[] {
  const out: string[] = [];
  const end = v.end;
  if (v.status === 'unreadable') return [`This is not a match file Facedown can read: ${esc(v.failure ?? 'unknown problem')}.`];
  if (v.status === 'invalid') {
    if (v.failure && /two different messages under seq/.test(v.failure) && v.blame !== null) {
      out.push(`${nameOf(v, v.blame)} cheated: they signed two different versions of the same move and sent them to different players. Both signatures are in the evidence.`);
    } else if (v.failure && /timeout claim .* is void/.test(v.failure) && v.blame !== null) {
      out.push(`${nameOf(v, v.blame)} claimed that another player ran out of time, but that player's answer is in the evidence: the claim is void.`);
    } else if (v.blame !== null) {
      out.push(`The match does not check out: ${nameOf(v, v.blame)} broke a rule of the protocol (${esc(v.failure ?? '')}).`);
    } else {
      out.push(`The match does not check out: ${esc(v.failure ?? '')}.`);
    }
    if (v.files > 1) out.push(`${v.files} files of the same match were compared.`);
    return out;
  }
  if (end?.kind === 'result') {
    out.push(end.result.winners.length ? `${namesOf(v, end.result.winners)} won: ${named(v, end.result.summary)}.` : `Nobody won: ${named(v, end.result.summary)}.`);
  } else if (end?.kind === 'claim') {
    if (end.decided) {
      out.push(`The game was decided: ${end.decided.winners.length ? `${namesOf(v, end.decided.winners)} won` : 'nobody won'} (${named(v, end.decided.summary)}). A claim cannot change that.`);
      out.push(`Then ${namesOf(v, end.against)} did not reveal their secrets in the agreed time, so their hidden cards could not be checked.`);
    } else if (end.by.length > 1) {
      out.push(`${namesOf(v, end.against)} did not answer within the agreed time, and ${namesOf(v, end.by)} ended the match by claim: ${namesOf(v, end.against)} forfeit${end.against.length > 1 ? '' : 's'}; the game was not finished, so nobody else won.`);
      out.push(`A file cannot show how long anyone waited. If ${namesOf(v, end.against)} did answer, their own match file proves it: check the files together and the claim is void.`);
    } else {
      out.push(`${namesOf(v, end.by)} won by claim: ${namesOf(v, end.against)} did not answer within the agreed time.`);
      out.push(`A file cannot show how long anyone waited. If ${namesOf(v, end.against)} did answer, their own match file proves it: check both files together and the claim is void.`);
    }
  }
  out.push('Every signature, shuffle, roll, face-down card and private draw checks out.');
  if (v.players.length === 1) out.push('All randomness came from one player, who could have computed every shuffle in advance: this proves the rules were followed, not that the luck was fair.');
  if (v.files > 1) out.push(`${v.files} files of the same match agree.`);
  return out;
}
