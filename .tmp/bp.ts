import { benchProtocol } from '/work/main/scripts/bench-protocol.js';
import { seededEntropy } from '/work/main/src/net/entropy.js';
function rate(name: string, unit: string, fn: () => void, minMs = 600): number {
  for (let i = 0; i < (minMs >= 3000 ? 3 : 20); i++) fn();
  let n = 0; const t0 = performance.now();
  while (performance.now() - t0 < minMs) { fn(); n++; }
  const per = (performance.now() - t0) / n; const v = unit === 'ms' ? per : 1000 / per; print(name, v, unit); return v;
}
function print(name: string, value: number, unit: string) { console.log(name.padEnd(52), value.toPrecision(4), unit); }
benchProtocol(rate, print, seededEntropy('bench', 1));
