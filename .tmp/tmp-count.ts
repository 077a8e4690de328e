import { GAMES } from '/work/main/src/engine/games/index.js';
import { playHeadless } from '/work/main/src/net/headless.js';
const game = GAMES.get(process.argv[2] ?? 'crayne')!;
const opts = process.argv[2] === 'crystal-factions' ? {} : { variant: 'heads-up' };
const run = playHeadless({ game, seats: 2, options: opts, seed: 7 });
const t = run.transcript!;
const all = t.chains.flat();
const kinds: Record<string, number> = {};
for (const m of all) kinds[m.body.t] = (kinds[m.body.t] ?? 0) + 1;
console.log('messages', all.length, kinds, 'wire', run.hub.messages, run.hub.bytes);
const st = run.sessions[0]!.match!.state;
console.log('steps', st.step, 'game round?', JSON.stringify(st.game).slice(0, 300));
// classify steps: for each step, which seats sent what
const bySteps = new Map<number, string[]>();
for (const m of all) { const a = bySteps.get(m.step) ?? []; a.push(`${m.seat}:${m.body.t}`); bySteps.set(m.step, a); }
const seq = [...bySteps.entries()].sort((a,b)=>a[0]-b[0]).map(([s,v])=>v.join('+'));
console.log(seq.slice(0, 120).join(' | '));
