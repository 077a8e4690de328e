import { GAMES } from '/work/main/src/engine/games/index.js';
import { playHeadless } from '/work/main/src/net/headless.js';
for (const id of ['crayne', 'crystal-factions']) {
  const game = GAMES.get(id)!;
  const opts = id === 'crystal-factions' ? {} : { variant: 'heads-up' };
  let msgs = 0, rounds = 0, bytes = 0, ok = 0; const kinds: Record<string, number> = {}; let aheadN = 0; let wire = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= 5; seed++) {
    const run = playHeadless({ game, seats: 2, options: opts as never, seed });
    const st = run.sessions[0]!.status;
    if (st.kind === 'over' && st.verdict.status === 'valid') ok++; else console.log('NOT OK', JSON.stringify(st).slice(0, 300), run.sessions[1]!.status.kind);
    for (const m of run.transcript!.chains.flat()) { msgs++; kinds[m.body.t] = (kinds[m.body.t] ?? 0) + 1; aheadN += ('ahead' in m.body ? m.body.ahead?.length ?? 0 : 0); }
    bytes += JSON.stringify(run.transcript).length; wire += run.hub.bytes;
    rounds += (run.sessions[0]!.match!.state.game as { round: number }).round;
  }
  console.log(id, { ok, perRound: (msgs / rounds).toFixed(2), bytesPerRound: Math.round(bytes / rounds), wirePerRound: Math.round(wire / rounds), kinds, aheadN, ms: Math.round((performance.now() - t0) / 5) });
}
