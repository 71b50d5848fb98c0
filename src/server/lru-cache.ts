/** How much a cache may hold: at most `entries` values whose sizes add up to at most `bytes`. */
export interface CacheLimits {
  entries: number;
  bytes: number;
}

/**
 * A map that forgets its least recently used entries past its limits, counted both in entries
 * and in the bytes `sizeOf` estimates for each value. A value larger than the whole byte limit is
 * not kept at all (and replaces nothing). A Map keeps insertion order, so re-inserting a key on
 * every use makes its first key the least recently used.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    private readonly limits: CacheLimits,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The value, now the most recently used; undefined when it is not held. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.limits.bytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** How many entries and estimated bytes it holds. */
  get held(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}
