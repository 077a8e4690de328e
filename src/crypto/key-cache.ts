/** A small bounded map for imported key objects: the oldest entry goes when it is full. */
export class KeyCache<V> {
  readonly #map = new Map<string, V>();
  constructor(readonly max = 64) {}

  get size(): number { return this.#map.size; }

  /** The cached value for `key`, or `make()` stored under it. */
  get(key: string, make: () => V): V {
    const hit = this.#map.get(key);
    if (hit !== undefined) return hit;
    const v = make();
    if (this.#map.size >= this.max) {
      const oldest = this.#map.keys().next();
      if (!oldest.done) this.#map.delete(oldest.value);
    }
    this.#map.set(key, v);
    return v;
  }

  delete(key: string): void { this.#map.delete(key); }
}
