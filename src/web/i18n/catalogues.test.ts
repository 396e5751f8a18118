import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';

// The type-check already refuses a catalogue with a missing key; this also catches an empty
// text, an array of another length and a leftover French sentence.

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const sample = (value: unknown): string =>
  typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)(2, 'X', 'Y', 'Z', 'W')) : String(value);

describe('the diner pages catalogues', () => {
  const french = new Map(leaves(fr));
  for (const [name, catalogue] of Object.entries({ en, es, de, it: italian })) {
    it(`${name} has every French key, with a text of its own`, () => {
      const own = new Map(leaves(catalogue));
      expect([...own.keys()].sort()).toEqual([...french.keys()].sort());
      for (const [key, value] of own) {
        expect(typeof value, key).toBe(typeof french.get(key));
        expect(sample(value).length, key).toBeGreaterThan(0);
      }
      // Sentences, not shared words (titles like "Couvert" or "E-mail" may be the same).
      expect(sample(catalogue.wizard.summary.hold)).not.toBe(sample(fr.wizard.summary.hold));
      expect(sample(catalogue.myBooking.cancelPromptText)).not.toBe(sample(fr.myBooking.cancelPromptText));
    });
  }
});
