/**
 * From a 32-byte seed to numbers: a deterministic byte stream (SHA-256 in counter mode),
 * unbiased integers by rejection sampling, and Fisher–Yates shuffles.
 *
 *   block_i = taggedHash("facedown/stream", seed, u32be(i)), i = 0, 1, 2, …
 *   int(n): read a big-endian u32 v; accept when v < 2^32 − (2^32 mod n), return v mod n.
 *           int(1) returns 0 and reads nothing.
 *   shuffle(a): for i = len−1 down to 1: j = int(i+1); swap a[i], a[j].
 */
import { type Bytes, u32be } from './bytes.js';
import { TAG, taggedHash } from './hash.js';

const TWO32 = 0x1_0000_0000;

export class ByteStream {
  private block: Bytes = new Uint8Array(0);
  private pos = 0;
  private counter = 0;
  constructor(private readonly seed: Bytes) {}

  /** Reads one byte. */
  byte(): number {
    if (this.pos >= this.block.length) {
      this.block = taggedHash(TAG.stream, this.seed, u32be(this.counter++));
      this.pos = 0;
    }
    return this.block[this.pos++] as number;
  }

  u32(): number {
    return ((this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte()) >>> 0;
  }
}

/** Uniform integer in [0, n), 1 <= n <= 2^32, without modulo bias. */
export function uniformInt(s: ByteStream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO32) throw new RangeError(`uniformInt: bad range ${n}`);
  if (n === 1) return 0;
  const limit = TWO32 - (TWO32 % n);
  for (;;) {
    const v = s.u32();
    if (v < limit) return v % n;
  }
}

/** Fisher–Yates over the stream; returns a new array. */
export function shuffle<T>(s: ByteStream, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = uniformInt(s, i + 1);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}
