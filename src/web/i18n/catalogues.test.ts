import { describe, expect, it } from 'vitest';
import { de } from './de';
import type { DinerCatalogue } from './diner-language';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import { said, wordsOf } from '../../domain/diner-messages';

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

describe('the counts of the diner pages', () => {
  const catalogues = { fr, en, es, de, it: italian };
  /** A party, a notice and typed digits at 0, 1, 2 and 21, as each language writes them. */
  const counted = (c: DinerCatalogue) =>
    [0, 1, 2, 21].map((n) => [
      c.common.persons(n),
      c.waitingOffer.persons(n),
      c.wizard.summary.successConfirmation(n),
      wordsOf(said('slotFull', { covers: n }), c.messages),
      wordsOf(said('slotTooSoon', { minutes: n }), c.messages),
      c.wizard.sms.codeHint(6, n),
    ]);

  it('keep the spec’s French, 0 and 1 in the singular', () => {
    expect(counted(fr)[1]).toEqual([
      '1 personne',
      '1 personne',
      'Vous recevrez une confirmation de votre réservation pour 1 personne.',
      "Il n'y a plus de table disponible pour 1 personne à cet horaire.",
      "Ce créneau est trop proche : les réservations en ligne se font au moins 1 minute à l'avance.",
      '1 chiffre sur 6.',
    ]);
    expect(counted(fr)[0]!.slice(0, 4)).toEqual([
      '0 personne',
      '0 personne',
      'Vous recevrez une confirmation de votre réservation pour 0 personne.',
      "Il n'y a plus de table disponible pour 0 personne à cet horaire.",
    ]);
    expect(counted(fr)[3]).toEqual([
      '21 personnes',
      '21 personnes',
      'Vous recevrez une confirmation de votre réservation pour 21 personnes.',
      "Il n'y a plus de table disponible pour 21 personnes à cet horaire.",
      "Ce créneau est trop proche : les réservations en ligne se font au moins 21 minutes à l'avance.",
      '21 chiffres sur 6.',
    ]);
  });

  it.each([
    ['en', '0 people', '1 person', 'at least 1 minute ahead', '1 digit of 6.', '2 digits of 6.'],
    ['es', '0 personas', '1 persona', 'al menos 1 minuto de antelación', '1 cifra de 6.', '2 cifras de 6.'],
    ['de', '0 Personen', '1 Person', 'mindestens 1 Minute im Voraus', '1 von 6 Ziffern.', '2 von 6 Ziffern.'],
    ['it', '0 persone', '1 persona', 'almeno 1 minuto prima', '1 cifra su 6.', '2 cifre su 6.'],
  ] as const)('put only 1 in the singular in %s', (language, none, one, notice, oneDigit, twoDigits) => {
    const [zero, single, two] = counted(catalogues[language]);
    expect(zero!.slice(0, 2)).toEqual([none, none]);
    expect(zero![2]).toContain(` ${none}`);
    expect(zero![3]).toContain(` ${none} `);
    expect(single!.slice(0, 2)).toEqual([one, one]);
    expect(single![2]).toContain(` ${one}`);
    expect(single![3]).toContain(` ${one} `);
    expect(single![4]).toContain(notice);
    expect([single![5], two![5]]).toEqual([oneDigit, twoDigits]);
  });

  it('say a table for one in the singular, in every language', () => {
    expect(Object.values(catalogues).map((c) => [c.wizard.experience.tableCapacity(1), c.wizard.experience.tableCapacity(4)])).toEqual([
      ["jusqu'à 1 personne", "jusqu'à 4 personnes"],
      ['up to 1 person', 'up to 4 people'],
      ['hasta 1 persona', 'hasta 4 personas'],
      ['bis zu 1 Person', 'bis zu 4 Personen'],
      ['fino a 1 persona', 'fino a 4 persone'],
    ]);
  });
});
