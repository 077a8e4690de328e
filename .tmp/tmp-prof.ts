import { GAMES } from '/work/main/src/engine/games/index.js';
import { playHeadless } from '/work/main/src/net/headless.js';
const game = GAMES.get('crayne')!;
const t0 = performance.now();
for (let i = 0; i < 3; i++) playHeadless({ game, seats: 2, options: { variant: 'heads-up' }, seed: i });
console.log('ms per match', (performance.now() - t0) / 3);
