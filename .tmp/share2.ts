import { matchStates } from '/work/main/test/crypto/match-states.js';
import { GAMES } from '/work/main/src/engine/games/index.js';
import { treeHash } from '/work/main/src/crypto/tree-hash.js';
for (let r = 0; r < 3; r++) {
let t = 0;
const states = matchStates(GAMES.get('crayne')!, { variant: 'heads-up' }, 1000 + r, (s) => { const a = performance.now(); treeHash(s as never); t += performance.now() - a; });
console.log('tree us/step in replay', (t * 1000 / states.length).toFixed(1), states.length);
}
