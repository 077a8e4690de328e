/** A recording Rng over a seed: every int and shuffle is logged, so the verifier can show how each was derived. */
import type { Bytes } from '../crypto/bytes.js';
import { ByteStream, shuffle, uniformInt } from '../crypto/stream.js';
import type { Json, RandomUse, Rng } from './game.js';

export interface RecordingRng extends Rng {
  readonly uses: readonly RandomUse[];
}

export function recordingRng(seed: Bytes): RecordingRng {
  const stream = new ByteStream(seed);
  const uses: RandomUse[] = [];
  return {
    uses,
    int(label, n) {
      const v = uniformInt(stream, n);
      uses.push({ label, kind: 'int', n, result: v });
      return v;
    },
    shuffle<T extends Json>(label: string, items: readonly T[]): T[] {
      const out = shuffle(stream, items);
      uses.push({ label, kind: 'shuffle', n: items.length, result: out });
      return out;
    },
  };
}
