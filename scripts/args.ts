import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Tiny flag parser for the command-line scripts: --name value and --flag. */
export function parseArgs(argv: readonly string[]): { flags: Record<string, string | true>; rest: string[] } {
  const flags: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith('--')) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) { flags[a.slice(2)] = next; i++; } else flags[a.slice(2)] = true;
    } else rest.push(a);
  }
  return { flags, rest };
}

export function intFlag(flags: Record<string, string | true>, name: string, fallback: number): number {
  const v = flags[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n)) { console.error(`--${name} must be an integer`); process.exit(2); }
  return n;
}

/** Whether the module at `url` (its import.meta.url) is the script being run (tests import it instead), also through a symlink. */
export function isMain(url: string): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(url));
  } catch {
    return false;
  }
}
