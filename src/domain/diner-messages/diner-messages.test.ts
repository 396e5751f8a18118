import { describe, expect, it } from 'vitest';
import { DINER_LANGUAGES } from '../languages';
import { FR_DINER_MESSAGES as FR } from './fr';
import { frenchSentences } from './diner-text';
import { DINER_MESSAGES, dinerWords, said, type DinerMessageCode } from './index';

// Every message the server can send a diner has its words in every language the diner's pages
// speak, with the same parameters; a code missing from one language fails here (and at type-check).

const codes = Object.keys(FR) as DinerMessageCode[];
/** Parameters for every message: each value distinct, so a sentence that drops one is seen. */
const PARAMS = { question: 'Allergies ?', max: 7, minutes: 45, covers: 3, restaurant: 'Le Petit Zinc', where: 'le corps', field: 'name', detail: 'trop long' };
const paramsOf = (code: DinerMessageCode): string[] => {
  const entry = FR[code];
  if (typeof entry !== 'function') return [];
  const text = (entry as (p: typeof PARAMS) => string)(PARAMS);
  return Object.entries(PARAMS)
    .filter(([, value]) => text.includes(String(value)))
    .map(([key]) => key);
};
const words = (entry: unknown): string => (typeof entry === 'function' ? (entry as (p: typeof PARAMS) => string)(PARAMS) : String(entry));

describe('the diner messages catalogues', () => {
  for (const language of DINER_LANGUAGES) {
    it(`${language} words every code with the French one's parameters`, () => {
      const catalogue = DINER_MESSAGES[language] as unknown as Record<string, unknown>;
      expect(Object.keys(catalogue).sort()).toEqual([...codes].sort());
      for (const code of codes) {
        const entry = catalogue[code];
        expect(typeof entry, code).toBe(typeof FR[code]);
        const text = words(entry);
        expect(text.trim().length, code).toBeGreaterThan(0);
        expect(text, code).not.toMatch(/undefined|\[object/);
        // The parameters the French sentence shows, the translation shows too (the request's
        // French "where" and "detail" of a malformed field excepted: only French names them).
        for (const key of paramsOf(code).filter((k) => language === 'fr' || (k !== 'where' && k !== 'detail'))) {
          expect(text, `${language}.${code} drops ${key}`).toContain(String(PARAMS[key as keyof typeof PARAMS]));
        }
      }
    });
  }

  it('has sentences of their own in every other language, not French left behind', () => {
    for (const language of DINER_LANGUAGES.filter((l) => l !== 'fr')) {
      const catalogue = DINER_MESSAGES[language] as unknown as Record<string, unknown>;
      const same = codes.filter((code) => words(catalogue[code]) === words(FR[code]));
      expect(same, language).toEqual([]);
    }
  });

  it('keeps the spec French exactly', () => {
    expect(dinerWords(said('bookingSent'), 'fr')).toBe('Votre demande a été transmise !');
    expect(dinerWords(said('smsWrongCode'), 'fr')).toBe('erreur sur le code');
    expect(dinerWords(said('hourRequired'), 'fr')).toBe('Veuillez sélectionner un nouvel horaire');
    expect(dinerWords(said('slotFull', { covers: 1 }), 'fr')).toBe("Il n'y a plus de table disponible pour 1 personne à cet horaire.");
    expect(dinerWords(said('slotFull', { covers: 4 }), 'en')).toBe('There is no table left for 4 people at this time.');
  });

  it('names the French sentences of a set of codes', () => {
    expect(frenchSentences({ sent: 'bookingSent', wrong: 'smsWrongCode' })).toEqual({ sent: 'Votre demande a été transmise !', wrong: 'erreur sur le code' });
  });
});
