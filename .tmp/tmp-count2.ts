import { GAMES } from '/work/main/src/engine/games/index.js';
import { playHeadless } from '/work/main/src/net/headless.js';
for (const id of ['crayne', 'crystal-factions']) {
const game = GAMES.get(id)!;
const opts = id === 'crystal-factions' ? {} : { variant: 'heads-up' };
let tot = 0, S = 0, R = 0, O = 0, rounds = 0;
for (let seed = 1; seed <= 5; seed++) {
const run = playHeadless({ game, seats: 2, options: opts, seed });
const t = run.transcript!;
const steps = new Map<number, { seat: number; t: string }[]>();
for (const m of t.chains.flat()) { const a = steps.get(m.step) ?? []; a.push({ seat: m.seat, t: m.body.t }); steps.set(m.step, a); }
const isBeaconStep = (s: number) => (steps.get(s) ?? []).every((x) => x.t === 'beacon') && (steps.get(s)?.length ?? 0) > 0;
for (const chain of t.chains) {
  for (let i = 1; i < chain.length; i++) {
    const m = chain[i]!, p = chain[i - 1]!;
    tot++;
    if (m.body.t !== 'beacon') continue;
    let run = true;
    for (let s = p.step + 1; s < m.step; s++) if (!isBeaconStep(s)) run = false;
    if (!run) { O++; continue; }
    const ps = steps.get(p.step)!;
    if (ps.length === 1) S++; else if (p.body.t === 'reveal') R++; else O++;
  }
  tot++;
}
rounds += (run.sessions[0]!.match!.state.game as any).round;
}
console.log(id, { perRound: tot / rounds, S: S / rounds, R: R / rounds, O: O / rounds, saveS: S / tot, saveSR: (S + R) / tot });
}
