/**
 * The most recently served pictures, bounded by their total size (a restaurant's logo is fetched by
 * every diner opening its booking page). Content-addressed entries never go stale, so there is
 * nothing to invalidate, on this instance or any other. Pictures larger than a quarter of the
 * budget are not kept: one of them would push out many small ones.
 */
export class ImageCache<V extends { bytes: Buffer }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting marks the entry as the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const size = value.bytes.length;
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.bytes.length;
    }
    this.entries.set(key, value);
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes.length;
    }
  }

  /** Bytes held, for tests and diagnostics. */
  get size(): number {
    return this.total;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }
}
