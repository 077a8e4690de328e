import { matchStates } from '/work/main/test/crypto/match-states.js';
import { GAMES } from '/work/main/src/engine/games/index.js';
const seen = new WeakSet<object>();
let fresh = 0, total = 0; const freshPaths: Record<string, number> = {};
function walk(v: unknown, path: string) {
  if (v === null || typeof v !== 'object') return;
  total++;
  if (seen.has(v)) return;
  seen.add(v); fresh++;
  const key = path.replace(/\.\d+/g, '.#');
  freshPaths[key] = (freshPaths[key] ?? 0) + 1;
  for (const [k, x] of Object.entries(v)) walk(x, path + '.' + k);
}
const states = matchStates(GAMES.get('crayne')!, { variant: 'heads-up' }, 1000, (s) => walk(s, ''));
console.log('steps', states.length, 'fresh nodes/step', fresh / states.length);
console.log(Object.entries(freshPaths).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / states.length).toFixed(1)} ${k}`).join('\n'));
