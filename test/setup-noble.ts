// Tests and Node tools use noble's synchronous Ed25519 by default: load it before any test runs.
import { loadNoble } from '../src/crypto/lazy-noble.js';

await loadNoble();
