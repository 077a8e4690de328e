/**
 * The match verifier: one pure function from one or more match files of the same match to a
 * verdict. It checks every chain link, beacon value and commitment, the hellos' signatures and
 * the signature on each chain's last message (which, through the links, binds every message
 * before it: docs/PROTOCOL.md, "Which signatures are checked"), replays the whole match through
 * the engine, runs the private-draw audit and reports the result, with counts and the first
 * failure. Given several files (each seat's own), it names a seat that signed two different
 * messages under one seq, and judges a claim against everything any file holds.
 */
import type { AnyGame, Seat } from '../../engine/game.js';
import type { Rejection } from '../machine/types.js';
import { Ledger, type MatchSetup, badSignature, openMatch } from '../machine/ledger.js';
import { type Verdict, at, emptyVerdict, judge, zero } from '../endings/judge.js';
import { canonicalText } from '../../crypto/canonical.js';
import { parseTranscript } from './parse-file.js';
import type { Conflict, SignedMessage, Transcript } from '../wire/transcript.js';
import { type VerifySync, linkVia } from '../wire/chain.js';
import { canonicalBytes } from '../../crypto/canonical-bytes.js';
import { sealValid } from '../endings/seal.js';

export function verifyMatch(raw: unknown, games: ReadonlyMap<string, AnyGame>, check?: VerifySync): Verdict {
  return verifyFiles([raw], games, check);
}

/**
 * Verifies one or more files of the same match (e.g. each seat's own download) together.
 * `check`: a synchronous strict Ed25519 verifier (noble unless given; Node tools pass node:crypto's).
 */
export function verifyFiles(raws: readonly unknown[], games: ReadonlyMap<string, AnyGame>, check?: VerifySync): Verdict {
  const files: Transcript[] = [];
  for (const [i, raw] of raws.entries()) {
    const parsed = parseTranscript(raw);
    if (!parsed.ok) return emptyVerdict('unreadable', raws.length > 1 ? `file ${i + 1}: ${parsed.error}` : parsed.error, raws.length);
    files.push(parsed.value);
  }
  const first = files[0];
  if (!first) return emptyVerdict('unreadable', 'no match file', 0);
  const gameId = first.hellos[0]?.game ?? '';
  const players = first.hellos.map((h) => h.name);
  const invalid = (failure: string, blame: Seat | null, messages = 0): Verdict => ({
    ...emptyVerdict('invalid', failure, files.length), blame, game: gameId, players,
    counts: { ...zero(), messages },
  });
  const hellosText = textOf(first.hellos);
  const other = files.findIndex((f) => textOf(f.hellos) !== hellosText);
  if (other > 0) return invalid(`file ${other + 1} is of another match (its hellos differ from file 1's)`, null);
  const def = games.get(gameId);
  if (!def) return invalid(`unknown game "${gameId}"`, null);
  const opened = openMatch(def, first.hellos, check, true);
  if (!opened.ok) return invalid(at(opened.error), opened.error.seat);
  // Every message's link hash, encoded without text (the file's messages are hashed once each).
  const setup: MatchSetup = { ...opened.value, linkOf: bytesLink };

  // Each file's chains must hold on their own; then a seat whose files disagree is named.
  const ledgers: Ledger[] = [];
  const sealed = new Set<Seat>();
  for (const [i, t] of files.entries()) {
    const ledger = new Ledger(setup, false);
    const r = acceptAll(ledger, t.chains) ?? lastSignatures(ledger);
    // A chain that does not hold together (a broken link, a bad or missing signature, a seq out of
    // order) is a changed file: anyone holding it could have changed it, so no seat is named.
    if (r) return invalid(`${files.length > 1 ? `file ${i + 1}: ` : ''}${at(r.rejection)} (the file was changed after it was signed: no signature shows who changed it)`, null, r.messages);
    // A seal that does not sign these chains: the file was changed after it was saved (by anyone: nobody is named).
    if (t.seal) {
      const key = setup.keys[t.seal.seat] as Uint8Array;
      if (!sealValid(t.seal, setup.cfg.matchId, key, t.chains, (m) => bytesLink(m, setup.cfg.version), check)) {
        return invalid(`${files.length > 1 ? `file ${i + 1}: ` : ''}its seal is not ${first.hellos[t.seal.seat]?.name ?? 'that player'}'s signature over the chains it holds: the file was changed after it was saved`, null);
      }
      sealed.add(t.seal.seat);
    }
    // Conflicts kept as evidence must each be proven; the first then names its seat.
    const kept = t.conflicts ?? [];
    if (kept.some((c) => !ledger.conflictProven(c))) return invalid(`${files.length > 1 ? `file ${i + 1}: ` : ''}a conflict kept as evidence is not two messages signed by one seat under one seq`, null);
    const proven = kept[0];
    if (proven) return invalid(equivocation(proven), proven.a.seat, countOf(t.chains));
    ledgers.push(ledger);
  }
  const conflict = firstConflict(ledgers);
  if (conflict) return invalid(equivocation(conflict), conflict.a.seat);
  const merged = ledgers.length === 1 ? ledgers[0] as Ledger : mergeChains(setup, ledgers);
  const v = { ...judge(merged), files: files.length };
  // A claim ending is confirmed only by every seat's own sealed file, none of which holds the answer.
  if (v.status === 'claimed' && sealed.size === setup.cfg.seats) {
    return { ...v, status: 'valid', caveats: [...v.caveats, 'confirmed: every player\'s own sealed file was checked together, and none holds the missing answer'] };
  }
  return v;
}

/**
 * Accepts every message of every chain (links and seq; signatures are checked after, as each
 * chain's last); the first refusal, if any. A protocol 3 file keeps only each chain's last
 * signature (so that no field of a file is redundant); older files keep every one.
 */
function acceptAll(ledger: Ledger, chains: readonly (readonly SignedMessage[])[]): { rejection: Rejection; messages: number } | null {
  let messages = 0;
  const v3 = ledger.cfg.version >= 3;
  for (const chain of chains) {
    for (const [i, m] of chain.entries()) {
      messages++;
      const last = i === chain.length - 1;
      if (m.sig === '' && (last || !v3)) return { rejection: { seat: m.seat, step: m.step, reason: `seq ${m.seq} carries no signature` }, messages };
      if (m.sig !== '' && !last && v3) return { rejection: { seat: m.seat, step: m.step, reason: `seq ${m.seq} carries a signature, which in a protocol ${ledger.cfg.version} file only a chain's last message does` }, messages };
      const r = ledger.accept(m, { unchecked: true });
      if (!r.ok) return { rejection: r.error, messages };
      if (r.value === 'duplicate') return { rejection: { seat: m.seat, step: m.step, reason: `seq ${m.seq} appears twice in the file` }, messages };
    }
  }
  return null;
}

/** Each chain's last signature, which binds the chain: the first seat whose chain it does not bind. */
function lastSignatures(ledger: Ledger): { rejection: Rejection; messages: number } | null {
  for (let seat = 0; seat < ledger.cfg.seats; seat++) {
    const m = ledger.unsignedFrom(seat);
    if (m) return { rejection: { seat, step: m.step, reason: badSignature(m.seq) }, messages: countOf(ledger.chains) };
  }
  return null;
}

const bytesLink = linkVia(canonicalBytes);

const textOf = (x: unknown): string | null => { const t = canonicalText(x); return t.ok ? t.value : null; };

const countOf = (chains: readonly (readonly SignedMessage[])[]): number => chains.reduce((n, c) => n + c.length, 0);

/** Two files hold different signed messages under one seat's seq: the seat signed both. */
function firstConflict(ledgers: readonly Ledger[]): Conflict | null {
  const base = ledgers[0];
  if (!base) return null;
  for (const other of ledgers.slice(1)) {
    for (const [seat, chain] of base.chains.entries()) {
      const theirs = other.chains[seat] ?? [];
      for (let seq = 0; seq < Math.min(chain.length, theirs.length); seq++) {
        const a = chain[seq] as SignedMessage, b = theirs[seq] as SignedMessage;
        if (base.link(a) !== base.link(b)) return { a, b };
      }
    }
  }
  return null;
}

/** Chains agree where they overlap: take each seat's longest. */
function mergeChains(setup: MatchSetup, ledgers: readonly Ledger[]): Ledger {
  const merged = new Ledger(setup, false);
  for (let seat = 0; seat < setup.cfg.seats; seat++) {
    const longest = ledgers.map((l) => l.chains[seat] ?? []).reduce((a, b) => (b.length > a.length ? b : a));
    for (const m of longest) merged.accept(m, { ours: true });
  }
  return merged;
}

const equivocation = (c: Conflict): string =>
  `seat ${c.a.seat} signed two different messages under seq ${c.a.seq} (at steps ${c.a.step} and ${c.b.step}): it sent different peers different versions of one message`;

export { type Verdict, type VerifyCounts, emptyVerdict, judge } from '../endings/judge.js';
