import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('restaurant slugs', () => {
  it('turns a French name into a link-friendly slug', () => {
    expect(slugify("L'Œuf à la Coque")).toBe('l-oeuf-a-la-coque');
    expect(slugify('  Café   des Arts !! ')).toBe('cafe-des-arts');
    expect(slugify('Chez Ælis & Cie')).toBe('chez-aelis-cie');
    expect(slugify('!!!')).toBe('');
    expect(slugify('a'.repeat(70))).toHaveLength(60);
  });

  it('numbers a slug already taken', () => {
    expect(firstFreeSlug('chez-marcel', new Set())).toBe('chez-marcel');
    expect(firstFreeSlug('chez-marcel', new Set(['chez-marcel', 'chez-marcel-2']))).toBe('chez-marcel-3');
    expect(firstFreeSlug('', new Set(['restaurant']))).toBe('restaurant-2');
  });
});
