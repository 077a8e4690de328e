import { GAMES } from '/work/main/src/engine/games/index.js';
import { playHeadless } from '/work/main/src/net/headless.js';
const game = GAMES.get('crayne')!;
const run = playHeadless({ game, seats: 2, options: { variant: 'heads-up' }, seed: 3 });
const t = run.transcript!;
const steps = new Map<number, { seat: number; t: string }[]>();
for (const m of t.chains.flat()) { const a = steps.get(m.step) ?? []; a.push({ seat: m.seat, t: m.body.t }); steps.set(m.step, a); }
const d = (s: number) => (steps.get(s) ?? []).map((x) => `${x.seat}:${x.t}`).join('+');
const isBeaconStep = (s: number) => (steps.get(s) ?? []).every((x) => x.t === 'beacon') && (steps.get(s)?.length ?? 0) > 0;
const counts: Record<string, number> = {};
for (const chain of t.chains) for (let i = 1; i < chain.length; i++) {
  const m = chain[i]!, p = chain[i - 1]!;
  if (m.body.t !== 'beacon') continue;
  let run = true; for (let s = p.step + 1; s < m.step; s++) if (!isBeaconStep(s)) run = false;
  const ps = steps.get(p.step)!;
  if (run && (ps.length === 1 || p.body.t === 'reveal')) continue;
  const ctx = []; for (let s = p.step - 1; s <= m.step + 1; s++) ctx.push(`[${s}]${d(s)}`);
  const key = ctx.join(' ');
  console.log(`seat ${m.seat} beacon@${m.step} prev ${p.body.t}@${p.step}: ${key}`);
}
