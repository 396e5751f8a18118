import { describe, expect, it } from 'vitest';
import type { DinerLanguage } from './languages';
import { plural, type PluralForms } from './plurals';

// The count's words by each language's rules: French's singular takes 0 and 1,5 too, the other
// languages' only 1; a text kept for one exact count wins; the count is written the language's way.

const PERSONS: Record<DinerLanguage, PluralForms> = {
  fr: { one: '# personne', other: '# personnes' },
  en: { one: '# person', other: '# people' },
  es: { one: '# persona', other: '# personas' },
  de: { one: '# Person', other: '# Personen' },
  it: { one: '# persona', other: '# persone' },
};

/** The narrow no-break space French puts between thousands. */
const NNBSP = '\u202f';

describe('plural', () => {
  it.each([
    ['fr', ['0 personne', '1 personne', '2 personnes', '5 personnes', '21 personnes', '1,5 personne']],
    ['en', ['0 people', '1 person', '2 people', '5 people', '21 people', '1.5 people']],
    ['es', ['0 personas', '1 persona', '2 personas', '5 personas', '21 personas', '1,5 personas']],
    ['de', ['0 Personen', '1 Person', '2 Personen', '5 Personen', '21 Personen', '1,5 Personen']],
    ['it', ['0 persone', '1 persona', '2 persone', '5 persone', '21 persone', '1,5 persone']],
  ] as const)('says 0, 1, 2, 5, 21 and 1,5 people in %s', (language, expected) => {
    expect([0, 1, 2, 5, 21, 1.5].map((n) => plural(language, n, PERSONS[language]))).toEqual(expected);
  });

  it('keeps the text of an exact count over its category, and only for that count', () => {
    const minutes = { '=1': 'une minute', other: '# minutes' };
    expect([0, 1, 2, 1.5].map((n) => plural('fr', n, minutes))).toEqual(['0 minutes', 'une minute', '2 minutes', '1,5 minutes']);
    const freeSlots = { '=0': 'Aucun créneau libre', one: '# créneau libre', other: '# créneaux libres' };
    expect([0, 1, 2].map((n) => plural('fr', n, freeSlots))).toEqual(['Aucun créneau libre', '1 créneau libre', '2 créneaux libres']);
  });

  it('writes the count the language’s way', () => {
    expect(plural('fr', 1000, PERSONS.fr)).toBe(`1${NNBSP}000 personnes`);
    expect(plural('en', 1000, PERSONS.en)).toBe('1,000 people');
    expect(plural('de', 1000, PERSONS.de)).toBe('1.000 Personen');
    expect(plural('fr', 2, { one: 'la table', other: 'les # tables, les # places' })).toBe('les 2 tables, les 2 places');
  });

  it('takes a category the language has beyond one and other, and falls back to other without it', () => {
    const withMany = { ...PERSONS.fr, many: '# de personnes' };
    expect(plural('fr', 1_000_000, withMany)).toBe(`1${NNBSP}000${NNBSP}000 de personnes`);
    expect(plural('fr', 1_000_000, PERSONS.fr)).toBe(`1${NNBSP}000${NNBSP}000 personnes`);
    expect(plural('en', 1_000_000, { ...PERSONS.en, many: 'never' })).toBe('1,000,000 people');
    expect(plural('it', 1_000_000, { ...PERSONS.it, many: '# di persone' })).toBe('1.000.000 di persone');
  });
});
