import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

const picture = (size: number) => ({ bytes: Buffer.alloc(size) });
const byBytes = (maxWeight: number) => new LruCache<string, { bytes: Buffer }>({ maxWeight, weightOf: (p) => p.bytes.length, maxItemWeight: maxWeight / 4 });

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its size, a read counting as a use', () => {
    const cache = new LruCache<string, number>({ maxWeight: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // b is now the oldest
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces an entry set again without growing', () => {
    const cache = new LruCache<string, number>({ maxWeight: 2 });
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('keeps pictures up to its byte budget, dropping the least recently served first', () => {
    const cache = byBytes(100);
    cache.set('a', picture(25));
    cache.set('b', picture(25));
    cache.set('c', picture(25));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', picture(25));
    expect(cache.totalWeight).toBe(100);
    cache.set('e', picture(20));
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd', 'e'].every((k) => cache.has(k))).toBe(true);
    expect(cache.totalWeight).toBe(95);
  });

  it('does not keep an entry heavier than its per-item bound', () => {
    const cache = byBytes(100);
    cache.set('small', picture(10));
    cache.set('big', picture(26));
    expect(cache.has('big')).toBe(false);
    expect(cache.has('small')).toBe(true);
    expect(cache.totalWeight).toBe(10);
  });

  it('counts an entry stored twice once, and gives its weight back when deleted', () => {
    const cache = byBytes(100);
    cache.set('a', picture(20));
    cache.set('a', picture(20));
    expect(cache.totalWeight).toBe(20);
    cache.delete('a');
    expect(cache.totalWeight).toBe(0);
    expect(cache.size).toBe(0);
  });
});
