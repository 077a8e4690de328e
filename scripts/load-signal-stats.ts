/** Measurement helpers for the signaling load script: percentiles, CPU time, and a plain table. */
import { readFileSync } from 'node:fs';

/** The p-th percentile (0..100) of `xs`, nearest rank; NaN for none. Sorts `xs` in place. */
export function percentile(xs: number[] | Float64Array, p: number): number {
  if (xs.length === 0) return NaN;
  xs.sort((a, b) => a - b);
  const i = Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1));
  return xs[i] as number;
}

/** This process's CPU time (user + system), ms. */
export function ownCpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

/** CPU time used by the whole machine, all processes (Linux /proc/stat, USER_HZ = 100), ms; 0 elsewhere. */
export function machineBusyMs(): number {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    // user nice system idle iowait irq softirq steal: everything but idle and iowait
    return ((f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0) + (f[5] ?? 0) + (f[6] ?? 0) + (f[7] ?? 0)) * 10;
  } catch {
    return 0;
  }
}

/** Wall time and this process's CPU time since construction: CPU as % of one core (200 % = both of 2 cores). */
export class Span {
  private readonly wall0 = performance.now();
  private readonly cpu0 = ownCpuMs();
  private readonly machine0 = machineBusyMs();
  constructor(private readonly otherCpu0 = 0) {}
  get wallMs(): number { return performance.now() - this.wall0; }
  get cpuMs(): number { return ownCpuMs() - this.cpu0; }
  /** % of one core used by this process over the span. */
  cpuPct(): number { return (100 * this.cpuMs) / Math.max(1, this.wallMs); }
  /** % of one core used by another process whose CPU time is now `otherCpuNow` ms. */
  otherPct(otherCpuNow: number): number { return (100 * (otherCpuNow - this.otherCpu0)) / Math.max(1, this.wallMs); }
  /** % of one core used by every process but this one and the other (other people's work on the machine). */
  restPct(otherCpuNow: number): number {
    const rest = machineBusyMs() - this.machine0 - this.cpuMs - (otherCpuNow - this.otherCpu0);
    return Math.max(0, (100 * rest) / Math.max(1, this.wallMs));
  }
}

/** The soft limit on open files from /proc/self/limits (Linux), or undefined. */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const n = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(n) ? n : undefined;
  } catch {
    return undefined;
  }
}

export const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);
export const fixed = (x: number, digits = 0): string => (Number.isFinite(x) ? x.toFixed(digits) : '-');

/** Prints rows under a header, columns right-aligned to their widest cell. */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => `${'-'.repeat(w + 1)}:`).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
