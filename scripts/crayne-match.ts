/**
 * One Crayne heads-up match through the whole protocol, headless, as `npm run bench` plays it
 * (node's Ed25519, the lazily loaded parts loaded first): for the profiling scripts.
 */
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { GAMES } from '../src/engine/games/index.js';
import { playHeadless } from '../src/net/headless.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { nodeEd25519 } from './node-ed25519.js';

await Promise.all([loadNoble(), loadJudge()]);
const crayne = GAMES.get('crayne');
if (!crayne) throw new Error('no crayne');

/** Plays the match of `seed`; throws unless it ends with a valid verdict. */
export function playCrayne(seed: number): void {
  const run = playHeadless({ game: crayne as NonNullable<typeof crayne>, seats: 2, options: { variant: 'heads-up' }, seed, session: () => ({ ed25519: nodeEd25519 }) });
  const st = run.sessions[0]?.status;
  if (st?.kind !== 'over' || st.verdict.status !== 'valid') throw new Error(`match ${seed} did not finish valid`);
}

/** A few matches first, so that the JIT has compiled what a profile then measures. */
export const warmUp = (): void => { for (let i = 0; i < 5; i++) playCrayne(500 + i); };
