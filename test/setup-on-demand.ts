// Tests and Node tools use noble's synchronous Ed25519 by default, and headless matches end
// synchronously: load both parts the app loads on demand before any test runs.
import { loadNoble } from '../src/crypto/lazy-noble.js';
import { loadJudge } from '../src/net/lazy-judge.js';
import { loadSharedCode } from '../src/net/shared-code.js';

await Promise.all([loadNoble(), loadJudge(), loadSharedCode()]);
