import { matchStates } from '/work/main/test/crypto/match-states.js';
import { GAMES } from '/work/main/src/engine/games/index.js';
import { treeHash } from '/work/main/src/crypto/tree-hash.js';
const ts: number[] = [];
matchStates(GAMES.get('crayne')!, { variant: 'heads-up' }, 1000, (s) => { const a = performance.now(); treeHash(s as never); ts.push((performance.now() - a) * 1000); });
const sorted = [...ts].sort((a, b) => a - b);
console.log('first', ts[0]?.toFixed(0), 'median', sorted[Math.floor(ts.length / 2)]?.toFixed(1), 'p90', sorted[Math.floor(ts.length * 0.9)]?.toFixed(1), 'max', sorted.at(-1)?.toFixed(0));
console.log(ts.slice(0, 30).map((x) => x.toFixed(0)).join(' '));
