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
  it.each([
    ['fr', ['0 personne', '1 personne', '2 personnes', '21 personnes']],
    ['en', ['0 people', '1 person', '2 people', '21 people']],
    ['es', ['0 personas', '1 persona', '2 personas', '21 personas']],
    ['de', ['0 Personen', '1 Person', '2 Personen', '21 Personen']],
    ['it', ['0 persone', '1 persona', '2 persone', '21 persone']],
  ] as const)('counts the party by the rules of %s', (language, expected) => {
    expect([0, 1, 2, 21].map(bookingCopy(language).persons)).toEqual(expected);
  });
});
