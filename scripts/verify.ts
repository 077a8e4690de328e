/**
 * npm run verify -- <match.json>
 * Exit 0: valid. 1: invalid (names the first failure). 2: unreadable input.
 */
import { readFileSync } from 'node:fs';
import { verifyMatch } from '../src/crypto/verify.js';
import { GAMES } from '../src/engine/games/index.js';
import { formatVerdict } from '../src/crypto/verdict-text.js';

const MAX_FILE = 64 * 1024 * 1024;
const path = process.argv[2];
if (!path) {
  console.error('usage: npm run verify -- <match.json>');
  process.exit(2);
}
let raw: unknown;
try {
  const text = readFileSync(path, 'utf8');
  if (text.length > MAX_FILE) throw new Error(`larger than ${MAX_FILE} bytes`);
  raw = JSON.parse(text);
} catch (e) {
  console.error(`unreadable: ${path}: ${(e as Error).message}`);
  process.exit(2);
}
const v = verifyMatch(raw, GAMES);
console.log(formatVerdict(v));
process.exit(v.status === 'valid' ? 0 : v.status === 'invalid' ? 1 : 2);
