import { readFileSync } from 'node:fs';
import { GAMES } from '/work/main/src/engine/games/index.js';
import { verifyMatch } from '/work/main/src/protocol/verify.js';
import { nodeVerifySync } from '/work/main/scripts/node-ed25519.js';
const file = JSON.parse(readFileSync('/tmp/crayne3.json', 'utf8'));
for (let i = 0; i < 5; i++) verifyMatch(file, GAMES, nodeVerifySync);
const t0 = performance.now();
for (let i = 0; i < 30; i++) verifyMatch(file, GAMES, nodeVerifySync);
console.log('ms each', (performance.now() - t0) / 30);
