import { it } from 'vitest';
import { GAMES } from '../src/engine/games/index.js';
import { verifyMatch } from '../src/protocol/verify.js';
import { fixtureRun } from '../test/protocol/harness.js';
import { append, asFile, cut, secretsOf, signedNext, wireOf } from '../test/protocol/forge.js';
import { toHex } from '../src/crypto/bytes.js';
it('x', () => {
  const t = wireOf(fixtureRun({ seed: 3 }));
  const zero = t.chains[0]!, one = t.chains[1]!;
  const next = zero[1]!;
  const ownNext = one.findIndex((m) => m.step >= next.step);
  let forged = cut(cut(t, 0, 1), 1, ownNext);
  forged = append(forged, signedNext(forged, 1, next.step, next.stateHash, { t: 'claim', against: 0, reason: 'no input within 120 s', seed: toHex(secretsOf(1, 3).seed) }, 3));
  console.log(next.step, next.stateHash, ownNext, verifyMatch(asFile(forged), GAMES).failure);
});
