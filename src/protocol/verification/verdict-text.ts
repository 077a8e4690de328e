/**
 * The verifier's verdict as text: `formatVerdict` for the command line and the match log (the
 * status word opens the first line), `explainVerdict` in plain sentences for the verify page.
 * Every untrusted value (names, game id, reasons, failures that may quote the file) is escaped
 * onto one line, so nothing can forge or hide a line.
 */
import { escapeUntrusted as esc } from '../wire/printable.js';
import type { Verdict } from './verify.js';
import { winnersOf } from '../endings/endings.js';
import { plural, resultSentence } from './said-once.js';

export { plural, resultSentence };

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
  if (v.identities) lines.push(`identities (certificates checked): ${v.identities.map((f, seat) => `${nameOf(v, seat)} ${f ?? 'none'}`).join(', ')}`);
  const end = v.end;
  if (end?.kind === 'result') lines.push(`result: ${named(v, end.result.summary)}; winners: ${namesOf(v, end.result.winners)}`);
  if (end?.kind === 'claim') {
    if (end.decided) lines.push(`result decided by the rules: ${named(v, end.decided.summary)}; then the secrets of ${namesOf(v, end.against)} were never opened: they forfeit`);
    lines.push(`ended by a timeout claim at step ${end.step}: ${namesOf(v, end.by)} claimed against ${namesOf(v, end.against)} (${esc(end.reason)}); winners: ${namesOf(v, winnersOf(end, v.players.length))}`);
  }
  if (end?.kind === 'resign') lines.push(`${resignedLine(v, end)}; winners: ${namesOf(v, end.result.winners)}`);
  if (end?.kind === 'claim' && end.resigned !== undefined) lines.push(`before it, ${resignedLine(v, { by: end.resigned, step: -1, round: null })}`);
  if (end?.kind === 'void') lines.push(`a timeout claim at step ${end.step} by ${namesOf(v, end.by)} against ${namesOf(v, end.against)} is void: ${namesOf(v, end.against)} answered; the match is unfinished, nobody at fault`);
  if (end?.kind === 'audit') lines.push(`stopped for an audit at step ${end.step}${end.by === null ? '' : `, called by ${nameOf(v, end.by)}`}: ${esc(end.reason)}`);
  if (v.failure) lines.push(`first failure: ${esc(v.failure)}${v.blame !== null ? ` — at fault: ${nameOf(v, v.blame)}` : ''}`);
  for (const c of v.caveats) lines.push(`note: ${esc(c)}`);
  return lines.join('\n');
}

/** "seat 1 resigned at step 40 (round 7)" for the command line. */
const resignedLine = (v: Verdict, e: { readonly by: number; readonly step: number; readonly round: number | null }): string =>
  `${nameOf(v, e.by)} resigned${e.step >= 0 ? ` at step ${e.step}` : ''}${e.round !== null ? ` (round ${e.round})` : ''}`;

/** The verdict in plain sentences, addressed to someone who never read the protocol. */
export function explainVerdict(v: Verdict): string[] {
  const out: string[] = [];
  const end = v.end;
  if (v.status === 'unreadable') return [`This is not a match file Facedown can read: ${esc(v.failure ?? 'unknown problem')}.`];
  if (v.status === 'invalid') {
    if (v.failure && /two different messages under seq/.test(v.failure) && v.blame !== null) {
      out.push(`${nameOf(v, v.blame)} cheated: they signed two different versions of the same move and sent them to different players. Both signatures are in the evidence.`);
    } else if (v.blame !== null) {
      out.push(`The match does not check out: ${nameOf(v, v.blame)} broke a rule of the protocol (${esc(v.failure ?? '')}).`);
    } else {
      out.push(`The match does not check out: ${esc(v.failure ?? '')}.`);
    }
    if (v.files > 1) out.push(`${v.files} files of the same match were compared.`);
    return out;
  }
  if (v.status === 'unfinished') {
    out.push(end?.kind === 'void'
      ? `${namesOf(v, end.by)} claimed that ${namesOf(v, end.against)} had stopped answering, but ${namesOf(v, end.against)} did answer: the claim does not count. Nobody is to blame: a file cannot show who was slow.`
      : 'The match is unfinished: it stops before the game ended.');
    out.push('Nobody won. What was played checks out as far as it goes.');
  } else if (end?.kind === 'result') {
    out.push(resultSentence(end.result.winners.length ? namesOf(v, end.result.winners) : '', named(v, end.result.summary)));
  } else if (end?.kind === 'resign') {
    const when = end.round !== null ? ` in round ${end.round}` : '';
    const won = end.result.winners;
    out.push(`${nameOf(v, end.by)} resigned${when}${won.length ? `: ${namesOf(v, won)} ${won.length > 1 ? 'win' : 'wins'}` : v.players.length > 2 ? ` and forfeits; the game was not finished, so nobody else won` : ''}.`);
    out.push(`The resignation is signed by ${nameOf(v, end.by)}: nobody else could have made it.`);
  } else if (end?.kind === 'claim') {
    const won = winnersOf(end, v.players.length);
    const they = namesOf(v, end.against), many = end.against.length > 1;
    if (end.decided) {
      out.push(`The game was over (${named(v, end.decided.summary)}), but ${they} never showed their hidden cards for the final check, so ${they} ${many ? 'forfeit' : 'forfeits'}: nobody keeps a win whose cards were not checked.`);
    } else {
      out.push(`${namesOf(v, end.by)} ${end.by.length > 1 ? 'say' : 'says'} ${they} stopped answering, and ended the match by claim: ${they} ${many ? 'forfeit' : 'forfeits'}${end.by.length > 1 ? '; the game was not finished, so nobody else won' : ''}.`);
    }
    if (won.length) out.push(`${namesOf(v, won)} ${won.length > 1 ? 'win' : 'wins'} by that claim.`);
    if (v.status === 'claimed') {
      out.push(`${v.files > 1 ? 'These files' : 'This file'} alone cannot show that ${they} stopped answering — add the other players' files: if ${they} did answer, their own file shows it and the claim does not count.`);
    } else {
      out.push('Every player\'s own file was checked together, and none holds an answer: the claim is confirmed.');
    }
  }
  if (end?.kind === 'claim' && end.resigned !== undefined) out.push(`(${nameOf(v, end.resigned)} had resigned before: a signed resignation.)`);
  if (v.unchecked.length) {
    out.push(`Every signature, shuffle, roll, face-down card and private draw that could be checked checks out — except the hidden cards of ${namesOf(v, v.unchecked)}, which were never checked: ${v.unchecked.length > 1 ? 'they' : 'that player'} never showed them for the final check.`);
  } else {
    out.push('Every signature, shuffle, roll, face-down card and private draw checks out.');
  }
  if (v.players.length === 1) out.push('All randomness came from one player, who could have computed every shuffle in advance: this proves the rules were followed, not that the luck was fair.');
  if (v.files > 1) out.push(`${v.files} files of the same match agree.`);
  return out;
}

/**
 * What the verifier checked, in sentences with their counts ("78 steps replayed under the rules,
 * from 40 signed messages."), for the verify page; nothing for a file it could not read or that
 * failed (the first failure says what matters then).
 */
export function checkedSentences(v: Verdict): string[] {
  const c = v.counts;
  if (v.status === 'unreadable' || v.status === 'invalid' || c.messages === 0) return [];
  const from = v.files > 1 ? ` in ${v.files} files` : '';
  const out = [
    `${plural(c.steps, 'step')} replayed under the rules, from ${plural(c.messages, 'signed message')}${from}.`,
    `${plural(c.signatures, 'signature')} and every link from one message to the next check out, so no message was changed, added or left out.`,
  ];
  if (c.commitments || c.reveals) {
    out.push(`Face-down choices: ${plural(c.commitments, 'commitment')} made before play went on, and ${plural(c.reveals, 'reveal')}, each opening the commitment it belongs to.`);
  }
  if (c.beacons) {
    const made = [c.shuffles ? plural(c.shuffles, 'shuffle') : '', c.rolls ? plural(c.rolls, 'roll') : ''].filter(Boolean).join(' and ');
    out.push(`Shared randomness: ${plural(c.beacons, 'beacon value')} from the players' own hash chains${made ? `, which made ${made}` : ''}.`);
  }
  if (c.draws || c.shown) {
    out.push(`Hidden cards: ${plural(c.draws, 'private draw')} and ${plural(c.shown, 'card')} shown from a hand, each checked against the secrets opened at the end.`);
  }
  if (c.decks) out.push(`${plural(c.decks, 'hidden deck list')} opened at the end and checked against the deck-building rules.`);
  if (c.sharedShuffles) out.push(`The shared draw pile: ${plural(c.sharedShuffles, 'shuffle pass', 'shuffle passes')} recomputed from their seeds.`);
  const ids = v.identities?.flatMap((f, seat) => (f ? [`${nameOf(v, seat)} (${f})`] : [])) ?? [];
  if (ids.length) out.push(`Identities: each of ${ids.join(', ')} vouched for the key they played with, so each is the same player as in their other matches with that fingerprint.`);
  return out;
}
