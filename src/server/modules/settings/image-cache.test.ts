import { describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache';

const picture = (size: number) => ({ bytes: Buffer.alloc(size) });

describe('ImageCache', () => {
  it('keeps pictures up to its byte budget, dropping the least recently served first', () => {
    const cache = new ImageCache<{ bytes: Buffer }>(100);
    cache.set('a', picture(25));
    cache.set('b', picture(25));
    cache.set('c', picture(25));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', picture(25));
    expect(cache.size).toBe(100);
    cache.set('e', picture(20));
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd', 'e'].every((k) => cache.has(k))).toBe(true);
    expect(cache.size).toBe(95);
  });

  it('does not keep a picture larger than a quarter of the budget', () => {
    const cache = new ImageCache<{ bytes: Buffer }>(100);
    cache.set('small', picture(10));
    cache.set('big', picture(26));
    expect(cache.has('big')).toBe(false);
    expect(cache.has('small')).toBe(true);
    expect(cache.size).toBe(10);
  });

  it('counts a picture stored twice once', () => {
    const cache = new ImageCache<{ bytes: Buffer }>(100);
    cache.set('a', picture(20));
    cache.set('a', picture(20));
    expect(cache.size).toBe(20);
  });
});
