/** The published card facts beside the repository (../shared/data, as on every developer's machine and in CI), read as rows. */
import { fileURLToPath } from 'node:url';

/** The path of a card-facts file in ../shared/data. */
export const sharedData = (file: string): string => fileURLToPath(new URL(`../../shared/data/${file}`, import.meta.url));

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF) into rows keyed by the header's names. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [], cell = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  const [head, ...body] = rows;
  return body.filter((r) => r.length > 1).map((r) => Object.fromEntries((head ?? []).map((h, i) => [h, r[i] ?? ''])));
}
