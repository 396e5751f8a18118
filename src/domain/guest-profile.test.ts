import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  DIETARY_LABELS_FR,
  DIETARY_NOTE_MAX,
  isRegular,
  mergeDietary,
  mergeDietaryNote,
  normaliseDietary,
  parseDietary,
  seesHealthData,
} from './guest-profile';
import { dietaryInputSchema } from './schemas/dietary';

describe('guest profile rules', () => {
  it('lists the 14 allergens of the EU regulation, each with its French word', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS.map((a) => DIETARY_LABELS_FR[a])).toEqual([
      'Gluten',
      'Crustacés',
      'Œufs',
      'Poissons',
      'Arachides',
      'Soja',
      'Lait',
      'Fruits à coque',
      'Céleri',
      'Moutarde',
      'Sésame',
      'Sulfites',
      'Lupin',
      'Mollusques',
    ]);
  });

  it('keeps known codes once, in the list’s order, and reads a broken stored value as none', () => {
    expect(normaliseDietary(['vegan', 'peanuts', 'arsenic', 'peanuts'])).toEqual(['peanuts', 'vegan']);
    expect(parseDietary('["milk","x"]')).toEqual(['milk']);
    expect(parseDietary('not json')).toEqual([]);
    expect(parseDietary('{"a":1}')).toEqual([]);
    expect(parseDietary(null)).toEqual([]);
  });

  it('never drops what a guest stated: a booking adds to the profile', () => {
    expect(mergeDietary(['gluten'], ['milk', 'gluten'])).toEqual(['gluten', 'milk']);
    expect(mergeDietaryNote('Cœliaque', '')).toBe('Cœliaque');
    expect(mergeDietaryNote('', 'Noix seulement')).toBe('Noix seulement');
    expect(mergeDietaryNote('Cœliaque strict', 'cœliaque')).toBe('Cœliaque strict');
    expect(mergeDietaryNote('A', 'B')).toBe('A · B');
    expect(mergeDietaryNote('a'.repeat(DIETARY_NOTE_MAX), 'b')).toHaveLength(DIETARY_NOTE_MAX);
  });

  it('makes a guest a regular from the owner’s number of visits (3 unless set)', () => {
    expect(isRegular(2, undefined)).toBe(false);
    expect(isRegular(3, undefined)).toBe(true);
    expect(isRegular(1, 1)).toBe(true);
    expect(isRegular(4, 5)).toBe(false);
    // A number below one would make everyone a regular, even a first booking.
    expect(isRegular(0, 0)).toBe(false);
  });

  it('lets owners and managers read health data, a team member only with the grant', () => {
    expect(seesHealthData('owner', false)).toBe(true);
    expect(seesHealthData('manager', false)).toBe(true);
    expect(seesHealthData('staff', false)).toBe(false);
    expect(seesHealthData('staff', true)).toBe(true);
  });

  it('refuses an unknown code or a long note in French', () => {
    const unknown = dietaryInputSchema.safeParse({ codes: ['arsenic'] });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('Allergie ou régime inconnu : choisissez dans la liste.');
    const long = dietaryInputSchema.safeParse({ codes: [], note: 'x'.repeat(DIETARY_NOTE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toMatch(/300 caractères au maximum/);
    expect(dietaryInputSchema.parse({ codes: ['peanuts'] })).toEqual({ codes: ['peanuts'], note: '' });
  });
});
