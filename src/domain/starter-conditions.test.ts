import { describe, expect, it } from 'vitest';
import { DINER_LANGUAGES } from './languages';
import { conditionsFor, STARTER_CONDITIONS } from './starter-conditions';

describe('booking conditions as the diner reads them', () => {
  it('gives the starter conditions in every diner language, each its own text', () => {
    const texts = DINER_LANGUAGES.map((l) => conditionsFor(`${STARTER_CONDITIONS.fr}\n`, l));
    expect(new Set(texts).size).toBe(DINER_LANGUAGES.length);
    for (const text of texts) expect(text).toMatch(/15/);
    expect(conditionsFor(STARTER_CONDITIONS.fr, 'en')).toMatch(/^Your table is held for 15 minutes/);
  });

  it("keeps an owner's own conditions as written", () => {
    expect(conditionsFor('  Acompte de 10 € par personne. ', 'de')).toBe('Acompte de 10 € par personne.');
  });
});
