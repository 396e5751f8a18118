import { describe, expect, it } from 'vitest';
import { LruCache, MAX_BODIES_PER_ENTRY, rememberBody } from './availability-cache';

describe('the availability cache bounds', () => {
  it('forgets the least recently used entry beyond its size, a read counting as a use', () => {
    const cache = new LruCache<string, number>(2);
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
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('keeps at most a bounded number of answers per day, starting over when full', () => {
    const bodies = new Map<string, string>();
    for (let minute = 0; minute < MAX_BODIES_PER_ENTRY * 3; minute++) rememberBody(bodies, `2|2026-11-19|${minute}`, '{}');
    expect(bodies.size).toBeLessThanOrEqual(MAX_BODIES_PER_ENTRY);
    expect(bodies.get(`2|2026-11-19|${MAX_BODIES_PER_ENTRY * 3 - 1}`)).toBe('{}');
  });
});
