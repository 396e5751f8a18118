import { describe, expect, it } from 'vitest';
import { bookingCopy } from './booking-copy';

// Every language has every message of the French catalogue, each worded in its own words.

function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const sample = (value: unknown): string =>
  typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)(2, 'X', 'Y', 'Z', 'W')) : String(value);

describe('the booking messages catalogues', () => {
  const french = new Map(leaves(bookingCopy('fr')));
  for (const language of ['en', 'es', 'de', 'it'] as const) {
    it(`${language} words every French message differently`, () => {
      const own = new Map(leaves(bookingCopy(language)));
      expect([...own.keys()].sort()).toEqual([...french.keys()].sort());
      const same = [...own].filter(([key, value]) => typeof value === 'function' && sample(value) === sample(french.get(key)));
      expect(same.map(([key]) => key)).toEqual([]);
    });
  }
  it('falls back to French for a language it does not know', () => {
    expect(bookingCopy('pt')).toBe(bookingCopy('fr'));
    expect(bookingCopy(undefined).hello('Anne')).toBe('Bonjour Anne,');
  });
});
