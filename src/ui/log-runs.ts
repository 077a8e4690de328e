/**
 * The match log with a run of the same draw said once: "Bot draws a card" seven times in a row
 * reads "Bot draws 7 cards" (issue 29). Only consecutive, identical lines of one draw are joined,
 * so the story keeps its order and nothing else changes; the match record is untouched (the log
 * is derived from it). Pure: lines in, lines out.
 */

const DRAW = /^(.+) draws a card(\b.*)?$/;

/** The lines, in the same order, each run of identical "… draws a card …" lines as one "… draws N cards …". */
export function collapseDraws(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i] as string;
    let n = 1;
    while (lines[i + n] === line) n++;
    const m = n > 1 ? DRAW.exec(line) : null;
    if (m) { out.push(`${m[1]} draws ${n} cards${m[2] ?? ''}`); i += n; }
    else { out.push(line); i++; }
  }
  return out;
}
