/**
 * A bounded map that forgets the least recently used entry first (a Map iterates in insertion
 * order: re-inserting on every use keeps the oldest first). The bound is a total weight: one per
 * entry by default, or what `weightOf` says (a picture's bytes). An entry heavier than
 * `maxItemWeight` is not kept: one of them would push out many light ones. Each entry is
 * taken off at the weight it was counted with, so a value that grew since (a cached day with more
 * answers) never unbalances the total; storing it again counts its new weight.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private weight = 0;
  private readonly maxWeight: number;
  private readonly weightOf: (value: V) => number;
  private readonly maxItemWeight: number;

  constructor(options: { maxWeight: number; weightOf?: (value: V) => number; maxItemWeight?: number }) {
    if (!(options.maxWeight > 0)) throw new RangeError(`an LRU cache needs a positive bound, got ${options.maxWeight}`);
    this.maxWeight = options.maxWeight;
    this.weightOf = options.weightOf ?? (() => 1);
    this.maxItemWeight = options.maxItemWeight ?? options.maxWeight;
  }

  get(key: K): V | undefined {
    const kept = this.map.get(key);
    if (kept === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, kept);
    return kept.value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    const weight = this.weightOf(value);
    if (weight > this.maxItemWeight) return;
    this.delete(key);
    this.map.set(key, { value, weight });
    this.weight += weight;
    for (const oldest of this.map.keys()) {
      if (this.weight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const kept = this.map.get(key);
    if (kept === undefined) return;
    this.map.delete(key);
    this.weight -= kept.weight;
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }

  /** The entries kept, least recently used first (reading them does not count as a use). */
  *values(): IterableIterator<V> {
    for (const kept of this.map.values()) yield kept.value;
  }

  /** Entries kept. */
  get size(): number {
    return this.map.size;
  }

  /** Total weight kept (bytes for pictures). */
  get totalWeight(): number {
    return this.weight;
  }
}
