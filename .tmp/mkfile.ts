import { writeFileSync } from 'node:fs';
import { GAMES } from '/work/main/src/engine/games/index.js';
import { playHeadless } from '/work/main/src/net/headless.js';
import { nodeEd25519 } from '/work/main/scripts/node-ed25519.js';
const run = playHeadless({ game: GAMES.get('crayne')!, seats: 2, options: { variant: 'heads-up' }, seed: 5, session: () => ({ ed25519: nodeEd25519 }) });
writeFileSync('/tmp/crayne3.json', JSON.stringify(run.transcript));
