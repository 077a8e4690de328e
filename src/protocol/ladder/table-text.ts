/**
 * The ladder as text, as `npm run ladder` prints it: per game a table (rank, name, fingerprint,
 * rating, matches, wins, μ, σ) and the matches that count, oldest first; then every file that
 * does not count, with its reason. Names and labels come from files: escaped, one line each.
 */
import { escapeUntrusted } from '../wire/printable.js';
import type { Ladder } from './ladder.js';
import type { CountedMatch } from './rules.js';
import type { GameTable } from './rating.js';

const safe = (s: string, max = 40): string => escapeUntrusted(s, max);

/** A rating as shown: one decimal, never "-0.0". */
export const ratingText = (x: number): string => {
  const t = x.toFixed(1);
  return t === '-0.0' ? '0.0' : t;
};

/** A change of rating: "+2.2", "−1.0" (a minus sign), "±0.0". */
export const changeText = (d: number): string => {
  const t = ratingText(Math.abs(d));
  return t === '0.0' ? '±0.0' : `${d > 0 ? '+' : '−'}${t}`;
};

/** A time (ms since 1970) as "YYYY-MM-DD HH:MM" in UTC, computed without a clock. */
export function utcText(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  const mins = Math.floor((ms - days * 86_400_000) / 60_000);
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${y}-${two(m)}-${two(d)} ${two(Math.floor(mins / 60))}:${two(mins % 60)}`;
}

/** How a match ended, by places: "Bob > Alice", "Carol > Alice = Bob". */
export function placesText(m: CountedMatch): string {
  const seats = m.players.map((p, s) => ({ name: safe(p.name), place: m.places[s] ?? 0 }));
  const places = [...new Set(seats.map((s) => s.place))].sort((a, b) => a - b);
  return places.map((p) => seats.filter((s) => s.place === p).map((s) => s.name).join(' = ')).join(' > ');
}

function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd());
}

export function tableLines(t: GameTable, gameName: string): string[] {
  const n = (k: number, one: string, many: string): string => `${k} ${k === 1 ? one : many}`;
  const head = `${gameName}: ${n(t.matches.length, 'match', 'matches')}, ${n(t.standings.length, 'player', 'players')}`;
  const rows = [
    ['#', 'Name', 'Fingerprint', 'Rating', 'Matches', 'Wins', 'μ', 'σ'],
    ...t.standings.map((s, i) => [String(i + 1), safe(s.name), s.fingerprint, ratingText(s.rating), String(s.matches), String(s.wins), s.mu.toFixed(2), s.sigma.toFixed(2)]),
  ];
  const matches = columns(t.matches.map((m) => [utcText(m.at), placesText(m), safe(m.label, 200)]));
  return [head, ...columns(rows).map((l) => `  ${l}`), '  Matches, oldest first:', ...matches.map((l) => `    ${l}`)];
}

/** The whole ladder as text; `gameName` names a game by its id. */
export function ladderText(l: Ladder, gameName: (id: string) => string): string {
  const lines: string[] = [];
  if (!l.tables.length) lines.push('No match counts.');
  for (const t of l.tables) lines.push(...tableLines(t, safe(gameName(t.game))), '');
  lines.push(l.excluded.length ? `Excluded (${l.excluded.length}):` : 'Excluded: none');
  for (const e of l.excluded) lines.push(`  ${safe(e.label, 200)}: ${safe(e.reason, 300)}${e.detail ? ` — ${safe(e.detail, 300)}` : ''}`);
  return `${lines.join('\n')}\n`;
}
